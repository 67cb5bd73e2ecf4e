#include "clusterspage.h"

#include "clusteractiondialog.h"
#include "clusterlistmodel.h"
#include "clusterreplies.h"
#include "clusterscontroller.h"
#include "clustersview.h"
#include "clusterterms.h"
#include "consolesession.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QPointer>
#include <QTabWidget>
#include <QTableView>

namespace rackops {

ClustersPage::ClustersPage(ConsoleSession *session, QObject *parent)
    : ConsolePage(parent)
    , m_session(session)
{
    ClustersController *clusters = session->clusters();
    m_view = new ClustersView({clusters->list(), clusters->racks(), clusters->matrix(), clusters->fabric(),
                               clusters->findings(), clusters->burnIn()});
    setWidget(m_view, tr("Clusters"));
    connect(m_view, &ClustersView::clusterChosen, clusters, &ClustersController::showCluster);
    connect(clusters, &ClustersController::detailRequested, m_view, &ClustersView::showLoading);
    connect(clusters, &ClustersController::detailReceived, m_view, &ClustersView::showDetail);
    connect(clusters, &ClustersController::detailFailed, m_view, &ClustersView::showFailure);
    connect(m_view, &ClustersView::rackActivated, this, [this](const QString &rackId) {
        if (!rackId.isEmpty())
            Q_EMIT viewRequested(QStringLiteral("rack:") + rackId);
    });
    connect(m_view, &ClustersView::releaseWanted, this, &ClustersPage::openRelease);
    connect(m_view, &ClustersView::quarantineWanted, this, &ClustersPage::openQuarantine);
    connect(m_view, &ClustersView::expandWanted, this, &ClustersPage::openExpand);
    connect(m_view, &ClustersView::evidenceImportWanted, this, &ClustersPage::openEvidenceImport);

    const auto loaded = [clusters](QObject *context, const ViewEntry::Loaded &done, const ViewEntry::Failed &failed) {
        connect(
            clusters, &ClustersController::detailReceived, context, [done] { done(); }, Qt::SingleShotConnection);
        connect(
            clusters, &ClustersController::detailFailed, context,
            [failed](const QString &, const QString &message) { failed(message); }, Qt::SingleShotConnection);
    };
    addView({QStringLiteral("clusters"),
             tr("C&lusters"),
             tr("Clusters: certification, fabric, burn-in and release"),
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
             ViewEntry::Argument::Optional,
             {},
             [this](const QString &clusterId) {
                 Q_EMIT raiseRequested();
                 if (!clusterId.isEmpty())
                     openCluster(clusterId);
                 else
                     m_view->list()->setFocus();
             },
             loaded,
             [clusters] { clusters->reload(); }});
    // "cluster:ID": the same page, opened on one cluster (not in the menu or the palette's view list).
    addView({QStringLiteral("cluster"),
             {},
             {},
             {},
             ViewEntry::Argument::Required,
             {},
             [this](const QString &clusterId) {
                 Q_EMIT raiseRequested();
                 openCluster(clusterId);
             },
             loaded,
             [clusters] { clusters->reload(); }});
    // Each cluster by id and name: "cluster PHX1-C03" (and "Cluster" in the operator's language).
    addCommands([this, clusters] {
        QList<ConsoleCommand> commands;
        for (const ClusterSummary &c : clusters->list()->clusters()) {
            const QString view = QStringLiteral("cluster:") + c.clusterId;
            commands.append({view,
                             tr("Cluster %1 \u2014 %2 (%3)").arg(c.clusterId, c.name, ClusterTerms::stageName(c.stage)),
                             {},
                             QStringLiteral("cluster %1").arg(tr("cluster", "palette keyword")),
                             [this, view] { Q_EMIT viewRequested(view); }});
        }
        return commands;
    });
}

void ClustersPage::openCluster(const QString &argument)
{
    // "ID" or "ID:TAB" (racks, certification, fabric, burn-in, findings): for screenshots of a tab.
    const QString clusterId = argument.section(QLatin1Char(':'), 0, 0);
    const QString tab = argument.section(QLatin1Char(':'), 1);
    static const QStringList tabs {QStringLiteral("racks"), QStringLiteral("certification"), QStringLiteral("fabric"),
                                   QStringLiteral("burn-in"), QStringLiteral("findings")};
    if (const qsizetype index = tabs.indexOf(tab); index >= 0)
        m_view->tabs()->setCurrentIndex(int(index));
    m_view->selectCluster(clusterId);
    m_view->list()->setFocus();
}

ClusterActionDialog *ClustersPage::newDialog(int kind, const QString &clusterId)
{
    const ClusterSummary *cluster = m_session->clusters()->list()->find(clusterId);
    if (!cluster)
        return nullptr;
    if (m_dialog)
        m_dialog->close();
    auto *dialog = new ClusterActionDialog(ClusterActionDialog::Kind(kind), *cluster, m_view);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ClusterActionDialog::submitted, this,
            [this, dialog](const ClusterActionDialog::Intent &intent) { send(dialog, intent); });
    m_dialog = dialog;
    // Nobody decides on stale truth: the dialog withdraws when the cluster changes underneath it.
    ClusterListModel *list = m_session->clusters()->list();
    connect(list, &ClusterListModel::clustersChanged, dialog, [list, dialog](const QStringList &clusterIds) {
        if (clusterIds.contains(dialog->clusterId()))
            dialog->clusterChanged(list->find(dialog->clusterId()));
    });
    connect(list, &QAbstractItemModel::modelReset, dialog,
            [list, dialog] { dialog->clusterChanged(list->find(dialog->clusterId())); });
    connect(dialog, &QObject::destroyed, this, [this, dialog] {
        if (m_dialog == dialog)
            m_dialog = nullptr;
    });
    return dialog;
}

void ClustersPage::openRelease(const QString &clusterId)
{
    ClustersController *clusters = m_session->clusters();
    const ClusterSummary *cluster = clusters->list()->find(clusterId);
    if (!cluster)
        return;
    const bool deciding = cluster->pendingRelease.isPending();
    ClusterActionDialog *dialog =
        newDialog(int(deciding ? ClusterActionDialog::Kind::DecideRelease : ClusterActionDialog::Kind::RequestRelease),
                  clusterId);
    if (!deciding) {
        if (clusters->detail().summary.clusterId == clusterId)
            dialog->setCriteria(clusters->detail().releaseCriteria);
        // The gate as the backend judges it now; answered to this dialog alone.
        ClusterActionReply *judged = clusters->judgeRelease(clusterId);
        QPointer<ClusterActionDialog> guard(dialog);
        connect(judged, &ClusterActionReply::finished, dialog, [guard](const ClusterActionResult &result) {
            if (guard && !result.criteria.isEmpty())
                guard->setCriteria(result.criteria);
        });
    }
    dialog->open();
}

void ClustersPage::openQuarantine(const QString &clusterId, const QString &rackId)
{
    ClusterActionDialog *dialog = newDialog(int(ClusterActionDialog::Kind::Quarantine), clusterId);
    if (!dialog)
        return;
    dialog->setMemberRacks(m_session->clusters()->list()->find(clusterId)->rackIds, rackId);
    dialog->open();
}

void ClustersPage::openExpand(const QString &clusterId)
{
    if (ClusterActionDialog *dialog = newDialog(int(ClusterActionDialog::Kind::Expand), clusterId))
        dialog->open();
}

void ClustersPage::openEvidenceImport(const QString &clusterId)
{
    if (clusterId.isEmpty())
        return;
    const QString path =
        QFileDialog::getOpenFileName(m_view, tr("Import evidence for cluster %1").arg(clusterId), QString(),
                                     tr("nccl-tests output (*.log *.txt *.out);;All files (*)"));
    if (!path.isEmpty())
        importEvidenceFrom(clusterId, path);
}

void ClustersPage::importEvidenceFrom(const QString &clusterId, const QString &path)
{
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    // The backend bounds an upload at 16 MiB; a bigger file is refused here, unread.
    constexpr qint64 kMaxBytes = 16LL * 1024 * 1024;
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxBytes) {
        ClusterEvidenceResult result;
        result.outcome = ClusterEvidenceResult::Outcome::Refused;
        result.clusterId = clusterId;
        result.fileName = name;
        result.message = file.isOpen() ? tr("the file is larger than 16 MiB")
                                       : tr("cannot read %1: %2").arg(path, file.errorString());
        m_view->showEvidenceResult(result);
        return;
    }
    ClusterEvidenceReply *reply = m_session->clusters()->importEvidence(clusterId, name, file.readAll());
    connect(reply, &ClusterEvidenceReply::finished, m_view, &ClustersView::showEvidenceResult);
}

void ClustersPage::send(ClusterActionDialog *dialog, const ClusterActionDialog::Intent &intent)
{
    ClustersController *clusters = m_session->clusters();
    using Kind = ClusterActionDialog::Kind;
    ClusterActionReply *reply = nullptr;
    switch (intent.kind) {
    case Kind::RequestRelease:
        reply =
            clusters->requestRelease(intent.clusterId, intent.expectedRevision, intent.reason, intent.idempotencyKey);
        break;
    case Kind::DecideRelease:
        reply = clusters->decideRelease(intent.clusterId, intent.releaseRequestId, intent.expectedRevision,
                                        intent.reject, intent.reason, intent.idempotencyKey);
        break;
    case Kind::Quarantine:
        reply = clusters->quarantineRack(intent.clusterId, intent.rackIds.value(0), intent.expectedRevision,
                                         intent.reason, intent.idempotencyKey);
        break;
    case Kind::Expand:
        reply = clusters->expandCluster(intent.clusterId, intent.rackIds, intent.expectedRevision, intent.reason,
                                        intent.idempotencyKey);
        break;
    }
    // The answer goes to this dialog only; a closed dialog's answer is dropped (the list shows the outcome).
    QPointer<ClusterActionDialog> guard(dialog);
    connect(reply, &ClusterActionReply::finished, this, [guard](const ClusterActionResult &result) {
        if (guard)
            guard->showResult(result);
    });
}

} // namespace rackops
