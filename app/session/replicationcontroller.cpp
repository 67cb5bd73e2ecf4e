#include "replicationcontroller.h"

#include "replicationclient.h"
#include "replicationmodel.h"
#include "replicationwatcher.h"

namespace rackops {

ReplicationController::ReplicationController(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , m_model(new ReplicationModel(this))
    , m_watcher(new ReplicationWatcher(channel, kIntervalMs, this))
    , m_client(new ReplicationClient(channel, this))
{
    connect(m_watcher, &ReplicationWatcher::replicationUpdated, m_model, &ReplicationModel::applyUpdate);
    connect(m_client, &ReplicationClient::historyReceived, this, [this](const ReplicationHistory &history) {
        if (history.key() == m_pairKey)
            Q_EMIT historyReceived(history);
    });
    connect(m_client, &ReplicationClient::archiveReceived, this, &ReplicationController::archiveReceived);
}

// The watcher's thread posts into the model: stop it before the model goes.
ReplicationController::~ReplicationController()
{
    m_watcher->stop();
}

void ReplicationController::start()
{
    m_watcher->start();
}

void ReplicationController::requestHistory(const QString &bucket, const QString &source, const QString &target,
                                           qint64 fromMs, qint64 toMs, int maxPoints)
{
    ReplicationHistory asked;
    asked.bucket = bucket;
    asked.source = source;
    asked.target = target;
    m_pairKey = asked.key();
    m_client->requestHistory(bucket, source, target, fromMs, toMs, maxPoints);
}

void ReplicationController::requestArchive(int maxTransitions)
{
    m_client->requestArchive(maxTransitions);
}

BucketActionReply *ReplicationController::setBucketSlo(const QString &bucket, const QString &targetRegion, qint64 sloMs,
                                                       qint64 expectedRevision, const QString &reason,
                                                       const QString &key)
{
    return m_client->setBucketSlo(bucket, targetRegion, sloMs, expectedRevision, reason, key);
}

} // namespace rackops
