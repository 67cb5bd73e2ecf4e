#include "clusteractiondialog.h"

#include "gatecriteriamodel.h"
#include "clusterterms.h"
#include "statuspalette.h"
#include "timestamptext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableView>
#include <QVBoxLayout>

namespace rackops {

ClusterActionDialog::ClusterActionDialog(Kind kind, const ClusterSummary &cluster, QWidget *parent)
    : QDialog(parent)
    , m_kind(kind)
    , m_cluster(cluster)
{
    qRegisterMetaType<rackops::ClusterActionDialog::Intent>();
    setObjectName(QStringLiteral("clusterActionDialog"));
    const QString id = cluster.clusterId;
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    layout->addLayout(form);
    m_reason = new QPlainTextEdit(this);
    m_reason->setObjectName(QStringLiteral("reason"));
    m_reason->setTabChangesFocus(true);
    m_reason->setMaximumHeight(70);

    switch (kind) {
    case Kind::RequestRelease:
        setWindowTitle(tr("Release cluster %1 into production").arg(id));
        intro->setText(tr("Releasing puts all %n rack(s) of %1 into production together. A second approver "
                          "must confirm it. The gate below is judged again by the backend at both steps.",
                          nullptr, int(cluster.rackIds.size()))
                           .arg(id));
        m_criteria = new GateCriteriaModel(this);
        m_criteriaView = new QTableView(this);
        m_criteriaView->setObjectName(QStringLiteral("releaseCriteria"));
        m_criteriaView->setModel(m_criteria);
        m_criteriaView->verticalHeader()->hide();
        m_criteriaView->horizontalHeader()->setStretchLastSection(true);
        m_criteriaView->setSelectionMode(QAbstractItemView::NoSelection);
        m_criteriaView->setMinimumHeight(110);
        layout->insertWidget(1, m_criteriaView);
        form->addRow(tr("&Reason:"), m_reason);
        break;
    case Kind::DecideRelease: {
        setWindowTitle(tr("Decide the release of cluster %1").arg(id));
        const ClusterReleaseRequestInfo &r = cluster.pendingRelease;
        intro->setText(tr("%1 asked to release %2 into production at %3:\n\u201c%4\u201d\nYou are the second "
                          "approver. Confirming releases every rack of the cluster together.")
                           .arg(r.requestedBy, id, TimestampText::text(r.requestedAtMs), r.reason));
        form->addRow(tr("&Comment:"), m_reason);
        m_reason->setPlaceholderText(tr("Required when rejecting"));
        break;
    }
    case Kind::Quarantine:
        setWindowTitle(tr("Quarantine a rack of cluster %1").arg(id));
        intro->setText(tr("The rack leaves %1's certified set: the cluster loses its certification at that "
                          "rack's scale and above; a cluster in production becomes degraded.")
                           .arg(id));
        m_rackChoice = new QComboBox(this);
        m_rackChoice->setObjectName(QStringLiteral("rackChoice"));
        form->addRow(tr("R&ack:"), m_rackChoice);
        form->addRow(tr("&Reason:"), m_reason);
        connect(m_rackChoice, &QComboBox::currentTextChanged, this, &ClusterActionDialog::updateButtons);
        break;
    case Kind::Expand:
        setWindowTitle(tr("Expand cluster %1").arg(id));
        intro->setText(tr("Each new rack is certified alone, then paired with the existing domains, then the "
                          "whole cluster is rerun and shown against the previous certification."));
        m_racks = new QLineEdit(this);
        m_racks->setObjectName(QStringLiteral("newRacks"));
        m_racks->setPlaceholderText(tr("Rack ids, e.g. R33 R34"));
        form->addRow(tr("New r&acks:"), m_racks);
        form->addRow(tr("&Reason:"), m_reason);
        connect(m_racks, &QLineEdit::textChanged, this, &ClusterActionDialog::updateButtons);
        break;
    }
    m_outcome = new QLabel(this);
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_outcome->setWordWrap(true);
    m_outcome->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_outcome->hide();
    layout->addWidget(m_outcome);

    auto *buttons = new QDialogButtonBox(this);
    m_confirm = buttons->addButton(confirmText(), QDialogButtonBox::AcceptRole);
    m_confirm->setObjectName(QStringLiteral("confirm"));
    if (kind == Kind::DecideRelease) {
        m_reject = buttons->addButton(tr("Reject release of %1").arg(id), QDialogButtonBox::DestructiveRole);
        m_reject->setObjectName(QStringLiteral("reject"));
        connect(m_reject, &QPushButton::clicked, this, [this] { submit(true); });
    }
    m_close = buttons->addButton(QDialogButtonBox::Cancel);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_confirm, &QPushButton::clicked, this, [this] { submit(false); });
    layout->addWidget(buttons);
    connect(m_reason, &QPlainTextEdit::textChanged, this, &ClusterActionDialog::updateButtons);
    m_confirm->setAutoDefault(false);
    updateButtons();
    resize(560, sizeHint().height());
}

QString ClusterActionDialog::confirmText() const
{
    const QString id = m_cluster.clusterId;
    switch (m_kind) {
    case Kind::RequestRelease: return tr("Request release of %1").arg(id);
    case Kind::DecideRelease: return tr("Release %1").arg(id);
    case Kind::Quarantine:
        return m_rackChoice && !m_rackChoice->currentText().isEmpty()
            ? tr("Quarantine %1 from %2").arg(m_rackChoice->currentText(), id)
            : tr("Quarantine from %1").arg(id);
    case Kind::Expand: return tr("Expand %1 by %n rack(s)", nullptr, int(typedRacks().size())).arg(id);
    }
    return {};
}

QStringList ClusterActionDialog::typedRacks() const
{
    if (!m_racks)
        return {};
    return m_racks->text().split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
}

void ClusterActionDialog::setCriteria(const GateCriteria &criteria)
{
    if (m_criteria)
        m_criteria->setCriteria(criteria);
    if (m_criteriaView)
        m_criteriaView->resizeColumnsToContents();
}

void ClusterActionDialog::setMemberRacks(const QStringList &rackIds, const QString &preselected)
{
    if (!m_rackChoice)
        return;
    m_rackChoice->clear();
    m_rackChoice->addItems(rackIds);
    if (!preselected.isEmpty())
        m_rackChoice->setCurrentText(preselected);
    updateButtons();
}

void ClusterActionDialog::updateButtons()
{
    m_confirm->setText(confirmText());
    const bool hasReason = !m_reason->toPlainText().trimmed().isEmpty();
    bool ready = !m_busy && !m_done && !m_withdrawn;
    switch (m_kind) {
    case Kind::RequestRelease:
    case Kind::Expand: ready = ready && hasReason && (m_kind != Kind::Expand || !typedRacks().isEmpty()); break;
    case Kind::Quarantine: ready = ready && hasReason && m_rackChoice->currentIndex() >= 0; break;
    case Kind::DecideRelease: break;
    }
    m_confirm->setEnabled(ready);
    if (m_reject)
        m_reject->setEnabled(!m_busy && !m_done && !m_withdrawn && hasReason);
    if (m_withdrawn)
        m_confirm->setToolTip(tr("The cluster changed while this dialog was open; close it and look again."));
    else
        m_confirm->setToolTip(ready || m_busy || m_done ? QString() : tr("Give a reason first."));
}

void ClusterActionDialog::submit(bool reject)
{
    Intent intent;
    intent.kind = m_kind;
    intent.clusterId = m_cluster.clusterId;
    intent.expectedRevision = m_cluster.stateRevision;
    intent.reason = m_reason->toPlainText().trimmed();
    intent.reject = reject;
    intent.releaseRequestId = m_cluster.pendingRelease.id;
    intent.idempotencyKey = m_pendingKey;
    if (m_kind == Kind::Quarantine)
        intent.rackIds = {m_rackChoice->currentText()};
    else if (m_kind == Kind::Expand)
        intent.rackIds = typedRacks();
    m_busy = true;
    m_outcome->setText(tr("Sending to the backend\u2026"));
    m_outcome->setStyleSheet({});
    m_outcome->show();
    updateButtons();
    Q_EMIT submitted(intent);
}

void ClusterActionDialog::showResult(const ClusterActionResult &result)
{
    m_busy = false;
    QString text;
    Health tone = Health::Ok;
    switch (result.outcome) {
    case ClusterActionResult::Outcome::Evaluated: text = tr("The gate was judged; nothing changed."); break;
    case ClusterActionResult::Outcome::ReleaseRequested:
        text = tr("Release of %1 requested. It waits for a second approver.").arg(result.clusterId);
        break;
    case ClusterActionResult::Outcome::Accepted:
        switch (m_kind) {
        case Kind::DecideRelease: text = tr("Decision on %1 recorded.").arg(result.clusterId); break;
        case Kind::Quarantine: text = tr("Rack quarantined from %1.").arg(result.clusterId); break;
        case Kind::Expand:
            text = tr("Expansion of %1 started: the new racks are being certified.").arg(result.clusterId);
            break;
        case Kind::RequestRelease: text = tr("Release of %1 requested.").arg(result.clusterId); break;
        }
        break;
    case ClusterActionResult::Outcome::Refused:
        tone = Health::Critical;
        text = tr("Refused by the backend: %1").arg(result.message);
        break;
    case ClusterActionResult::Outcome::NoAnswer:
        tone = Health::Caution;
        text = result.message;
        m_pendingKey = result.idempotencyKey; // asking again is safe with the same key
        m_confirm->setText(tr("Ask again"));
        break;
    }
    if (result.outcome != ClusterActionResult::Outcome::NoAnswer)
        m_pendingKey.clear();
    if (!result.criteria.isEmpty())
        setCriteria(result.criteria);
    m_done = result.succeeded();
    m_outcome->setText(text);
    m_outcome->setStyleSheet(QStringLiteral("QLabel { border-left: 4px solid %1; padding-left: 6px; }")
                                 .arg(StatusPalette::healthColor(tone).name()));
    m_outcome->show();
    if (m_done)
        m_close->setText(tr("Close"));
    updateButtons();
    if (result.outcome == ClusterActionResult::Outcome::NoAnswer)
        m_confirm->setText(tr("Ask again"));
}

void ClusterActionDialog::clusterChanged(const ClusterSummary *cluster)
{
    // Our own request's answer changes the cluster too: that is the outcome, not a withdrawal.
    if (m_busy || m_done || m_withdrawn)
        return;
    QString text;
    if (!cluster) {
        text =
            tr("Withdrawn: cluster %1 is no longer listed by the backend. Nothing was sent.").arg(m_cluster.clusterId);
    } else if (cluster->stateRevision != m_cluster.stateRevision) {
        const QString now =
            cluster->statusText.isEmpty() ? ClusterTerms::stageName(cluster->stage) : cluster->statusText;
        text = tr("Withdrawn: cluster %1 changed while this dialog was open (now: %2). Nothing was sent; close "
                  "this dialog and look at the cluster again before you decide.")
                   .arg(m_cluster.clusterId, now);
    } else {
        return;
    }
    m_withdrawn = true;
    m_pendingKey.clear();
    m_outcome->setText(text);
    m_outcome->setStyleSheet(QStringLiteral("QLabel { border-left: 4px solid %1; padding-left: 6px; }")
                                 .arg(StatusPalette::healthColor(Health::Caution).name()));
    m_outcome->show();
    m_close->setText(tr("Close"));
    updateButtons();
}

QString ClusterActionDialog::outcomeText() const
{
    return m_outcome->isHidden() ? QString() : m_outcome->text();
}

} // namespace rackops
