#pragma once

#include "archivesummary.h"
#include "replicationhistory.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;
class BucketActionReply;
class ReplicationClient;
class ReplicationModel;
class ReplicationWatcher;

// Cross-region replication: the live lag of every bucket pair (every 5 s),
// one pair's history, the archive's transitions and SLO changes.
class ReplicationController : public QObject {
    Q_OBJECT
public:
    explicit ReplicationController(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~ReplicationController() override;

    ReplicationModel *model() const { return m_model; }

    void start();

public Q_SLOTS:
    // The pair shown: answers for pairs asked for before are dropped.
    void requestHistory(const QString &bucket, const QString &source, const QString &target, qint64 fromMs, qint64 toMs,
                        int maxPoints);
    void requestArchive(int maxTransitions);

public:
    // The answer goes to the caller that holds the reply (the SLO dialog) and to nobody else.
    BucketActionReply *setBucketSlo(const QString &bucket, const QString &targetRegion, qint64 sloMs,
                                    qint64 expectedRevision, const QString &reason, const QString &key);

Q_SIGNALS:
    void historyReceived(const rackops::ReplicationHistory &history);
    void archiveReceived(const rackops::ArchiveSummary &summary);

private:
    static constexpr int kIntervalMs = 5000;
    ReplicationModel *m_model;
    ReplicationWatcher *m_watcher;
    ReplicationClient *m_client;
    QString m_pairKey;
};

} // namespace rackops
