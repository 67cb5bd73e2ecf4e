#pragma once

#include "clusteractionresult.h"
#include "clusterdetail.h"
#include "connectionstate.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <memory>

namespace rackops {

class BackendChannel;
class BurnInModel;
class CertificationMatrixModel;
class ClusterActionReply;
class ClusterClient;
class ClusterDetailReply;
class ClusterEvidenceReply;
class ClusterFindingsModel;
class ClusterListModel;
class ClusterRacksModel;
class ClusterWatcher;
class FabricMapModel;

// Clusters (issue #37): the live list from WatchClusters, the chosen
// cluster's detail in its models (racks, certification matrix, fabric map,
// findings, burn-in), reloaded when the list says it changed, and the
// actions, each answered on its own reply to whoever asked.
class ClustersController : public QObject {
    Q_OBJECT
public:
    explicit ClustersController(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~ClustersController() override;

    ClusterListModel *list() const { return m_list; }
    ClusterRacksModel *racks() const { return m_racks; }
    CertificationMatrixModel *matrix() const { return m_matrix; }
    FabricMapModel *fabric() const { return m_fabric; }
    ClusterFindingsModel *findings() const { return m_findings; }
    BurnInModel *burnIn() const { return m_burnIn; }
    const ClusterDetail &detail() const { return m_detail; }
    QString currentClusterId() const { return m_clusterId; }
    ConnectionState connectionState() const { return m_state; }

    void start();
    void stop();

    // The actions. The reply answers the caller only; it deletes itself after answering.
    ClusterActionReply *judgeRelease(const QString &clusterId);
    ClusterActionReply *requestRelease(const QString &clusterId, qint64 expectedRevision, const QString &reason,
                                       const QString &key = {});
    ClusterActionReply *decideRelease(const QString &clusterId, const QString &requestId, qint64 expectedRevision,
                                      bool reject, const QString &comment, const QString &key = {});
    ClusterActionReply *quarantineRack(const QString &clusterId, const QString &rackId, qint64 expectedRevision,
                                       const QString &reason, const QString &key = {});
    ClusterActionReply *expandCluster(const QString &clusterId, const QStringList &rackIds, qint64 expectedRevision,
                                      const QString &reason, const QString &key = {});
    // Multi-node nccl-tests output as the cluster's evidence.
    ClusterEvidenceReply *importEvidence(const QString &clusterId, const QString &fileName, const QByteArray &content);

public Q_SLOTS:
    // The cluster shown: its detail is asked for; answers for clusters chosen before are dropped.
    void showCluster(const QString &clusterId);
    void reload();

Q_SIGNALS:
    void detailRequested(const QString &clusterId);
    void detailReceived(const rackops::ClusterDetail &detail);
    void detailFailed(const QString &clusterId, const QString &message);
    void connectionStateChanged(const rackops::ConnectionState &state);

private:
    void apply(const ClusterDetail &detail);
    void clustersChanged(const QStringList &clusterIds);
    bool inFlight() const;

    ClusterListModel *m_list;
    ClusterRacksModel *m_racks;
    CertificationMatrixModel *m_matrix;
    FabricMapModel *m_fabric;
    ClusterFindingsModel *m_findings;
    BurnInModel *m_burnIn;
    ClusterWatcher *m_watcher;
    ClusterClient *m_client;
    QString m_clusterId;
    ClusterDetail m_detail;
    qint64 m_detailRevision = -1;
    QPointer<ClusterDetailReply> m_pending;
    // A cluster that changes every tick (burn-in progress) is fetched again at most this often.
    static constexpr int kMinReloadIntervalMs = 2000;
    QElapsedTimer m_sinceRequest;
    bool m_reloadScheduled = false;
    ConnectionState m_state;
};

} // namespace rackops
