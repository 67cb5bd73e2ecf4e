#include "clustersview.h"

#include "burninchart.h"
#include "burninmodel.h"
#include "certificationcelldelegate.h"
#include "certificationmatrixmodel.h"
#include "clusterevidenceresult.h"
#include "clusterfindingsmodel.h"
#include "clusterlistmodel.h"
#include "clusterracksmodel.h"
#include "fabricmapmodel.h"
#include "fabricmapview.h"
#include "quantityformat.h"
#include "statuspalette.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace rackops {

namespace {
QTableView *table(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    view->setAlternatingRowColors(true);
    return view;
}

QString verdictWord(CheckVerdict verdict)
{
    return QStringLiteral("%1 %2").arg(ClusterTerms::verdictMark(verdict), ClusterTerms::verdictName(verdict));
}
} // namespace

ClustersView::ClustersView(const Models &models, QWidget *parent)
    : QWidget(parent)
    , m_models(models)
{
    setObjectName(QStringLiteral("clustersView"));
    auto *outer = new QHBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    outer->addWidget(splitter);

    m_list = table(models.list, QStringLiteral("clusterList"), splitter);
    // The list is narrow beside the tabs: the status sentence is in the header and the tooltip.
    m_list->setColumnHidden(ClusterListModel::StatusColumn, true);
    m_list->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->horizontalHeader()->setStretchLastSection(false);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setAccessibleName(tr("Clusters"));
    splitter->addWidget(m_list);

    auto *right = new QWidget(splitter);
    auto *layout = new QVBoxLayout(right);
    layout->setContentsMargins(6, 4, 4, 0);
    auto *header = new QHBoxLayout;
    auto *words = new QVBoxLayout;
    m_title = new QLabel(right);
    m_title->setObjectName(QStringLiteral("clusterTitle"));
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_title->setFont(big);
    m_status = new QLabel(right);
    m_status->setObjectName(QStringLiteral("clusterStatus"));
    m_status->setWordWrap(true);
    m_gate = new QLabel(right);
    m_gate->setObjectName(QStringLiteral("releaseGate"));
    m_gate->setWordWrap(true);
    words->addWidget(m_title);
    words->addWidget(m_status);
    words->addWidget(m_gate);
    // The last evidence import's answer: its result, or the backend's refusal in its words.
    m_evidence = new QLabel(right);
    m_evidence->setObjectName(QStringLiteral("evidenceResult"));
    m_evidence->setWordWrap(true);
    m_evidence->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_evidence->hide();
    words->addWidget(m_evidence);
    header->addLayout(words, 1);
    auto *actions = new QVBoxLayout;
    m_release = new QPushButton(tr("Re&lease\u2026"), right);
    m_release->setObjectName(QStringLiteral("releaseCluster"));
    m_quarantine = new QPushButton(tr("&Quarantine rack\u2026"), right);
    m_quarantine->setObjectName(QStringLiteral("quarantineRack"));
    m_expand = new QPushButton(tr("E&xpand\u2026"), right);
    m_expand->setObjectName(QStringLiteral("expandCluster"));
    m_importEvidence = new QPushButton(tr("&Import evidence\u2026"), right);
    m_importEvidence->setObjectName(QStringLiteral("importEvidence"));
    m_importEvidence->setToolTip(tr("Import multi-node nccl-tests output (all_reduce_perf and the like) as this "
                                    "cluster's evidence; its hosts must be compute trays of the cluster's racks."));
    for (QPushButton *b : {m_release, m_quarantine, m_expand, m_importEvidence}) {
        b->setEnabled(false);
        actions->addWidget(b);
    }
    actions->addStretch();
    header->addLayout(actions);
    layout->addLayout(header);

    m_tabs = new QTabWidget(right);
    m_tabs->setObjectName(QStringLiteral("clusterTabs"));
    m_tabs->setDocumentMode(true);
    layout->addWidget(m_tabs, 1);

    m_racks = table(models.racks, QStringLiteral("clusterRacks"), m_tabs);
    m_racks->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_racks->horizontalHeader()->setSectionResizeMode(ClusterRacksModel::MembershipColumn, QHeaderView::Stretch);
    m_tabs->addTab(m_racks, tr("Racks"));

    auto *certification = new QWidget(m_tabs);
    auto *certLayout = new QVBoxLayout(certification);
    certLayout->setContentsMargins(0, 4, 0, 0);
    m_certificationNote = new QLabel(certification);
    m_certificationNote->setWordWrap(true);
    certLayout->addWidget(m_certificationNote);
    m_matrix = new QTableView(certification);
    m_matrix->setObjectName(QStringLiteral("certificationMatrix"));
    m_matrix->setModel(models.matrix);
    m_matrix->setItemDelegate(new CertificationCellDelegate(m_matrix));
    m_matrix->setSelectionMode(QAbstractItemView::SingleSelection);
    m_matrix->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_matrix->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_matrix->setAccessibleName(tr("Certification matrix"));
    certLayout->addWidget(m_matrix, 1);
    m_tabs->addTab(certification, tr("Certification"));

    auto *fabric = new QWidget(m_tabs);
    auto *fabricLayout = new QVBoxLayout(fabric);
    fabricLayout->setContentsMargins(0, 4, 0, 0);
    m_fabricMap = new FabricMapView(models.fabric, fabric);
    auto *legend = new QLabel(tr("\u25a0 up   \u25e9 degraded   \u25a8 flapping   \u2612 down   "
                                 "(dotted frame: a cell with a port that is not up; hover a port for its counters)"),
                              fabric);
    legend->setObjectName(QStringLiteral("fabricLegend"));
    legend->setWordWrap(true);
    m_fabricCells = table(models.fabric, QStringLiteral("fabricCells"), fabric);
    m_fabricCells->verticalHeader()->show();
    m_fabricCells->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_fabricCells->setWordWrap(true);
    m_fabricCells->setSelectionBehavior(QAbstractItemView::SelectItems);
    // The map takes the room; the plane x rail counts below it can be pulled up.
    auto *fabricSplit = new QSplitter(Qt::Vertical, fabric);
    fabricSplit->addWidget(m_fabricMap);
    fabricSplit->addWidget(m_fabricCells);
    fabricSplit->setStretchFactor(0, 4);
    fabricSplit->setStretchFactor(1, 1);
    fabricSplit->setSizes({400, 60});
    fabricLayout->addWidget(fabricSplit, 1);
    fabricLayout->addWidget(legend);
    m_tabs->addTab(fabric, tr("Fabric"));

    auto *burnIn = new QWidget(m_tabs);
    auto *burnLayout = new QVBoxLayout(burnIn);
    burnLayout->setContentsMargins(0, 4, 0, 0);
    m_burnInNote = new QLabel(burnIn);
    m_burnInNote->setWordWrap(true);
    m_chart = new BurnInChart(models.burnIn, burnIn);
    burnLayout->addWidget(m_burnInNote);
    burnLayout->addWidget(m_chart, 1);
    m_tabs->addTab(burnIn, tr("Burn-in"));

    m_findings = table(models.findings, QStringLiteral("clusterFindings"), m_tabs);
    m_findings->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_findings->horizontalHeader()->setSectionResizeMode(ClusterFindingsModel::EvidenceColumn, QHeaderView::Stretch);
    m_tabs->addTab(m_findings, tr("Findings"));

    splitter->addWidget(right);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({260, 1000});

    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                const QString id = current.data(ClusterListModel::ClusterIdRole).toString();
                if (!id.isEmpty() && id != m_clusterId) {
                    m_clusterId = id;
                    refreshHeader();
                    Q_EMIT clusterChosen(id);
                }
            });
    connect(models.list, &ClusterListModel::clustersChanged, this, [this](const QStringList &ids) {
        if (ids.contains(m_clusterId))
            refreshHeader();
        if (m_clusterId.isEmpty() && m_models.list->rowCount() > 0 && !m_list->currentIndex().isValid())
            m_list->setCurrentIndex(m_models.list->index(0, 0));
    });
    connect(models.list, &QAbstractItemModel::modelReset, this, [this] {
        if (!m_clusterId.isEmpty())
            selectCluster(m_clusterId);
    });
    connect(m_release, &QPushButton::clicked, this, [this] { Q_EMIT releaseWanted(m_clusterId); });
    connect(m_quarantine, &QPushButton::clicked, this,
            [this] { Q_EMIT quarantineWanted(m_clusterId, selectedRackId()); });
    connect(m_expand, &QPushButton::clicked, this, [this] { Q_EMIT expandWanted(m_clusterId); });
    connect(m_importEvidence, &QPushButton::clicked, this, [this] { Q_EMIT evidenceImportWanted(m_clusterId); });
    connect(m_racks, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT rackActivated(index.data(ClusterRacksModel::RackIdRole).toString());
    });
    connect(m_fabricMap, &FabricMapView::rackActivated, this, &ClustersView::rackActivated);
    connect(m_findings, &QTableView::activated, this, [this](const QModelIndex &index) {
        const QString rackId = index.data(ClusterFindingsModel::RackIdRole).toString();
        if (!rackId.isEmpty())
            Q_EMIT rackActivated(rackId);
    });
    refreshHeader();
}

void ClustersView::selectCluster(const QString &clusterId)
{
    const int row = m_models.list->rowOf(clusterId);
    if (row < 0) {
        // Not listed (yet): remembered, and shown once the list has it.
        m_clusterId = clusterId;
        refreshHeader();
        Q_EMIT clusterChosen(clusterId);
        return;
    }
    if (m_clusterId == clusterId && m_list->currentIndex().row() == row)
        return;
    m_clusterId.clear(); // so the current-row handler emits clusterChosen
    m_list->setCurrentIndex(m_models.list->index(row, 0));
    m_list->scrollTo(m_list->currentIndex());
}

QString ClustersView::selectedRackId() const
{
    return m_racks->currentIndex().data(ClusterRacksModel::RackIdRole).toString();
}

QString ClustersView::headerText() const
{
    return QStringList {m_title->text(), m_status->text(), m_gate->text()}.join(QLatin1Char('\n'));
}

void ClustersView::refreshHeader()
{
    const ClusterSummary *c = m_models.list->find(m_clusterId);
    for (QPushButton *b : {m_release, m_quarantine, m_expand, m_importEvidence})
        b->setEnabled(c != nullptr);
    if (!c) {
        m_title->setText(m_clusterId.isEmpty() ? tr("No cluster chosen") : m_clusterId);
        m_status->setText(m_models.list->rowCount() == 0 ? tr("No clusters reported by the backend yet.")
                                                         : tr("Choose a cluster on the left."));
        m_gate->clear();
        return;
    }
    m_title->setText(tr("%1 \u2014 %2 (%3, %4 \u00d7 %5 over %6)")
                         .arg(c->clusterId, c->name, c->site)
                         .arg(c->rackIds.size())
                         .arg(c->platform, c->fabric));
    m_status->setText(tr("Stage: %1. %2").arg(ClusterTerms::stageName(c->stage), c->statusText));
    QString gate = tr("Release gate: racks approved %1 of %2 \u00b7 certification %3 \u00b7 burn-in %4 (%5) \u00b7 "
                      "open findings %6")
                       .arg(c->racksApproved)
                       .arg(c->rackIds.size())
                       .arg(verdictWord(c->certificationVerdict), verdictWord(c->burnInVerdict),
                            QuantityFormat::percent(c->burnInProgress))
                       .arg(c->openFindings);
    if (c->pendingRelease.isPending())
        gate += QLatin1Char('\n')
            + tr("Release requested by %1: waits for a second approver.").arg(c->pendingRelease.requestedBy);
    m_gate->setText(gate);
    m_release->setText(c->pendingRelease.isPending() ? tr("Decide re&lease\u2026") : tr("Re&lease\u2026"));
    m_release->setEnabled(c->stage != ClusterStage::Production);
    m_release->setToolTip(c->stage == ClusterStage::Production ? tr("%1 is in production already.").arg(c->clusterId)
                                                               : QString());
}

QString ClustersView::evidenceText() const
{
    return m_evidence->isHidden() ? QString() : m_evidence->text();
}

void ClustersView::showEvidenceResult(const ClusterEvidenceResult &result)
{
    if (result.clusterId != m_clusterId)
        return;
    QString text;
    Health tone = Health::Ok;
    switch (result.outcome) {
    case ClusterEvidenceResult::Outcome::Imported: {
        const QString subject =
            result.rackIds.size() > 2 ? tr("the whole cluster") : result.rackIds.join(QStringLiteral(" + "));
        const bool share = result.category == CertificationCategory::Goodput;
        const auto figure = [share](double value) {
            return share ? QuantityFormat::quantity(value, QStringLiteral("%"), 1)
                         : QuantityFormat::quantity(value, QStringLiteral("GB/s"), 1);
        };
        text = tr("Evidence %1 imported: %2 over %3: %4 (measured %5, floor %6).")
                   .arg(result.fileName, ClusterTerms::categoryName(result.category), subject,
                        verdictWord(result.verdict), figure(result.measured), figure(result.floor));
        if (result.verdict == CheckVerdict::Fail)
            tone = Health::Critical;
        for (const ClusterFindingInfo &f : result.findings)
            text += QLatin1Char('\n') + tr("Points at: %1").arg(f.text);
        for (const QString &w : result.warnings)
            text += QLatin1Char('\n') + tr("Warning: %1").arg(w);
        break;
    }
    case ClusterEvidenceResult::Outcome::Refused:
        tone = Health::Critical;
        text = tr("Evidence %1 refused by the backend: %2").arg(result.fileName, result.message);
        break;
    case ClusterEvidenceResult::Outcome::NoAnswer:
        tone = Health::Caution;
        text = result.message;
        break;
    }
    m_evidence->setText(text);
    m_evidence->setStyleSheet(QStringLiteral("QLabel { border-left: 4px solid %1; padding-left: 6px; }")
                                  .arg(StatusPalette::healthColor(tone).name()));
    m_evidence->show();
}

void ClustersView::showLoading(const QString &clusterId)
{
    if (clusterId == m_clusterId)
        m_certificationNote->setText(tr("Loading %1\u2026").arg(clusterId));
}

void ClustersView::showFailure(const QString &clusterId, const QString &message)
{
    if (clusterId != m_clusterId)
        return;
    m_certificationNote->setText(message);
    m_burnInNote->setText(message);
}

void ClustersView::showDetail(const ClusterDetail &detail)
{
    if (detail.summary.clusterId != m_clusterId)
        return;
    const CertificationInfo &c = detail.certification;
    if (c.cells.isEmpty())
        m_certificationNote->setText(tr("Not started: certification runs cell by cell once the fabric is cabled "
                                        "and discovered."));
    else
        m_certificationNote->setText(
            tr("Attempt %1 on %2: %3. Every cell: measured (worst subject) against its floor; untested subjects never "
               "count as passed. Hover a cell for the floor's source.")
                .arg(c.attempt)
                .arg(c.gpuArchitecture.isEmpty() ? tr("unknown GPUs") : c.gpuArchitecture, verdictWord(c.verdict)));
    const BurnInInfo &b = detail.burnIn;
    const int unattributed = m_models.burnIn->unattributedInterruptions();
    QString note =
        tr("%1 \u00b7 %2 of %n day(s) \u00b7 floor %3 \u00b7 interruptions: %4", nullptr, m_models.burnIn->lengthDays())
            .arg(verdictWord(b.verdict), QuantityFormat::percent(b.progress), QuantityFormat::percent(b.goodputFloor))
            .arg(b.interruptions.size());
    if (unattributed > 0)
        note += QLatin1Char(' ') + tr("(%n not attributed: blocks the pass)", nullptr, unattributed);
    if (!b.verdictText.isEmpty())
        note += QLatin1Char('\n') + b.verdictText;
    m_burnInNote->setText(note);
    refreshHeader();
}

} // namespace rackops
