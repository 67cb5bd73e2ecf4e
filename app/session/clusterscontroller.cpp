#include "clusterscontroller.h"

#include "burninmodel.h"
#include "certificationmatrixmodel.h"
#include "clusterclient.h"
#include "clusterfindingsmodel.h"
#include "clusterlistmodel.h"
#include "clusterracksmodel.h"
#include "clusterreplies.h"
#include "clusterwatcher.h"
#include "fabricmapmodel.h"

#include <QTimer>

namespace rackops {

ClustersController::ClustersController(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , m_list(new ClusterListModel(this))
    , m_racks(new ClusterRacksModel(this))
    , m_matrix(new CertificationMatrixModel(this))
    , m_fabric(new FabricMapModel(this))
    , m_findings(new ClusterFindingsModel(this))
    , m_burnIn(new BurnInModel(this))
    , m_watcher(new ClusterWatcher(channel, this))
    , m_client(new ClusterClient(channel, this))
{
    connect(m_watcher, &ClusterWatcher::clustersUpdated, m_list, &ClusterListModel::apply);
    connect(m_list, &ClusterListModel::clustersChanged, this, &ClustersController::clustersChanged);
    connect(m_watcher, &ClusterWatcher::connectionStateChanged, this, [this](const ConnectionState &state) {
        m_state = state;
        Q_EMIT connectionStateChanged(state);
    });
}

ClustersController::~ClustersController()
{
    m_watcher->stop();
}

void ClustersController::start()
{
    m_watcher->start();
}

void ClustersController::stop()
{
    m_watcher->stop();
}

void ClustersController::showCluster(const QString &clusterId)
{
    if (clusterId == m_clusterId && (inFlight() || m_detail.summary.clusterId == clusterId))
        return;
    m_clusterId = clusterId;
    m_detailRevision = -1;
    reload();
}

void ClustersController::reload()
{
    if (m_clusterId.isEmpty())
        return;
    if (inFlight())
        m_pending->abandon();
    const ClusterSummary *summary = m_list->find(m_clusterId);
    const qint64 asked = summary ? summary->revision : -1;
    ClusterDetailReply *reply = m_client->getCluster(m_clusterId);
    m_pending = reply;
    m_sinceRequest.start();
    connect(reply, &ClusterDetailReply::received, this, [this, asked](const ClusterDetail &detail) {
        m_detailRevision = asked;
        apply(detail);
        // Changed again while this answer was on its way.
        if (const ClusterSummary *now = m_list->find(m_clusterId); now && now->revision != asked)
            clustersChanged({m_clusterId});
    });
    connect(reply, &ClusterDetailReply::failed, this, &ClustersController::detailFailed);
    Q_EMIT detailRequested(m_clusterId);
}

bool ClustersController::inFlight() const
{
    return m_pending && !m_pending->isFinished();
}

void ClustersController::clustersChanged(const QStringList &clusterIds)
{
    // The shown cluster moved on: fetch it again (at most one fetch in flight).
    if (m_clusterId.isEmpty() || !clusterIds.contains(m_clusterId) || inFlight())
        return;
    const ClusterSummary *summary = m_list->find(m_clusterId);
    if (!summary || summary->revision == m_detailRevision || m_reloadScheduled)
        return;
    const qint64 wait = m_sinceRequest.isValid() ? kMinReloadIntervalMs - m_sinceRequest.elapsed() : 0;
    if (wait <= 0) {
        reload();
        return;
    }
    m_reloadScheduled = true;
    QTimer::singleShot(int(wait), this, [this] {
        m_reloadScheduled = false;
        if (!inFlight())
            clustersChanged({m_clusterId});
    });
}

void ClustersController::apply(const ClusterDetail &detail)
{
    m_detail = detail;
    m_racks->setRacks(detail.racks);
    m_matrix->setCertification(detail.certification);
    m_fabric->setFabric(detail.fabric, detail.summary.rackIds);
    m_findings->setFindings(detail.findings);
    m_burnIn->setBurnIn(detail.burnIn);
    Q_EMIT detailReceived(detail);
}

ClusterActionReply *ClustersController::judgeRelease(const QString &clusterId)
{
    const ClusterSummary *c = m_list->find(clusterId);
    return m_client->requestRelease(clusterId, c ? c->stateRevision : 0, {}, true);
}

ClusterActionReply *ClustersController::requestRelease(const QString &clusterId, qint64 expectedRevision,
                                                       const QString &reason, const QString &key)
{
    return m_client->requestRelease(clusterId, expectedRevision, reason, false, key);
}

ClusterActionReply *ClustersController::decideRelease(const QString &clusterId, const QString &requestId,
                                                      qint64 expectedRevision, bool reject, const QString &comment,
                                                      const QString &key)
{
    return m_client->decideRelease(clusterId, requestId, expectedRevision, reject, comment, key);
}

ClusterActionReply *ClustersController::quarantineRack(const QString &clusterId, const QString &rackId,
                                                       qint64 expectedRevision, const QString &reason,
                                                       const QString &key)
{
    return m_client->quarantineRack(clusterId, rackId, expectedRevision, reason, key);
}

ClusterActionReply *ClustersController::expandCluster(const QString &clusterId, const QStringList &rackIds,
                                                      qint64 expectedRevision, const QString &reason,
                                                      const QString &key)
{
    return m_client->expandCluster(clusterId, rackIds, expectedRevision, reason, key);
}

ClusterEvidenceReply *ClustersController::importEvidence(const QString &clusterId, const QString &fileName,
                                                         const QByteArray &content)
{
    return m_client->importEvidence(clusterId, fileName, content);
}

} // namespace rackops
