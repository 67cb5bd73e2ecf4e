#pragma once

#include <QObject>
#include <QStringList>

#include <memory>

namespace rackops {

class BackendChannel;
class ClusterActionReply;
class ClusterDetailReply;
class ClusterEvidenceReply;

// Calls of ClusterService besides the watch, never blocking the GUI thread.
// Each call returns its own reply object: the answer reaches the caller that
// asked and nobody else. The reply belongs to this client and deletes itself
// once it has answered. Actions carry an idempotency key (resent with the same
// key when the link drops) and the cluster's state revision they were decided on.
class ClusterClient : public QObject {
    Q_OBJECT
public:
    explicit ClusterClient(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~ClusterClient() override;

    ClusterDetailReply *getCluster(const QString &clusterId);
    // `validateOnly`: judge the release gate without asking for anything.
    ClusterActionReply *requestRelease(const QString &clusterId, qint64 expectedRevision, const QString &reason,
                                       bool validateOnly = false, const QString &key = {});
    ClusterActionReply *decideRelease(const QString &clusterId, const QString &releaseRequestId,
                                      qint64 expectedRevision, bool reject, const QString &comment,
                                      const QString &key = {});
    ClusterActionReply *quarantineRack(const QString &clusterId, const QString &rackId, qint64 expectedRevision,
                                       const QString &reason, const QString &key = {});
    ClusterActionReply *expandCluster(const QString &clusterId, const QStringList &rackIds, qint64 expectedRevision,
                                      const QString &reason, const QString &key = {});

    // Multi-node nccl-tests output as cluster evidence (ImportClusterEvidence): ranks map to member
    // racks by host. `expectedRevision` 0: not checked against the cluster's state revision.
    ClusterEvidenceReply *importEvidence(const QString &clusterId, const QString &fileName, const QByteArray &content,
                                         qint64 expectedRevision = 0, const QString &key = {});

    void setRetryDelays(int firstMs, int attempts);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rackops
