#pragma once

#include "archivesummary.h"
#include "replicationhistory.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;
class BucketActionReply;
class MutationCalls;
class UnaryCalls;

// Calls of ReplicationService for the replication view: a pair's lag
// history, downsampled by the backend to about as many buckets as the chart
// has pixels, the archive tier, and changing a bucket's SLO (idempotent,
// resent with the same key when unanswered, like every mutation). Never
// blocks the GUI thread.
class ReplicationClient : public QObject {
    Q_OBJECT
public:
    explicit ReplicationClient(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~ReplicationClient() override;

    void requestHistory(const QString &bucket, const QString &source, const QString &target, qint64 fromMs, qint64 toMs,
                        int maxPoints);
    void requestArchive(int maxTransitions);
    // `targetRegion` empty = every pair of the bucket. The reply carries the idempotency key used;
    // pass it to ask again. Its answer reaches only the caller that asked.
    BucketActionReply *setBucketSlo(const QString &bucket, const QString &targetRegion, qint64 sloMs,
                                    qint64 expectedRevision, const QString &reason, const QString &key = {});
    void setRetryDelays(int firstMs, int attempts);

Q_SIGNALS:
    void historyReceived(const rackops::ReplicationHistory &history);
    void archiveReceived(const rackops::ArchiveSummary &summary);
    void requestFailed(const QString &message);

private:
    std::shared_ptr<void> m_stub;
    std::unique_ptr<UnaryCalls> m_calls;
    std::unique_ptr<MutationCalls> m_mutations;
};

} // namespace rackops
