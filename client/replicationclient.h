#pragma once

#include "archivesummary.h"
#include "replicationhistory.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;
class UnaryCalls;

// Unary reads of ReplicationService for the replication view: a pair's lag
// history, downsampled by the backend to about as many buckets as the chart
// has pixels, and the archive tier. Never blocks the GUI thread.
class ReplicationClient : public QObject
{
    Q_OBJECT
public:
    explicit ReplicationClient(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~ReplicationClient() override;

    void requestHistory(const QString &bucket, const QString &source, const QString &target, qint64 fromMs,
                        qint64 toMs, int maxPoints);
    void requestArchive(int maxTransitions);

signals:
    void historyReceived(const rackops::ReplicationHistory &history);
    void archiveReceived(const rackops::ArchiveSummary &summary);
    void requestFailed(const QString &message);

private:
    std::shared_ptr<void> m_stub;
    std::unique_ptr<UnaryCalls> m_calls;
};

} // namespace rackops
