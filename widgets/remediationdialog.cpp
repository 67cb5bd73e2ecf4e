#include "remediationdialog.h"

#include "actionoutcomeview.h"
#include "fleetmodel.h"
#include "rackchangeguard.h"
#include "rackcomponentsmodel.h"
#include "remediationsuggestion.h"
#include "statuspalette.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QUuid>
#include <QVBoxLayout>

#include <algorithm>

namespace rackops {

RemediationDialog::RemediationDialog(FleetModel *fleet, const RackDetail &detail, QWidget *parent)
    : QDialog(parent)
    , m_fleet(fleet)
    , m_detail(detail)
    , m_key(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    setObjectName(QStringLiteral("remediationDialog"));
    const RackSummary &rack = detail.summary;
    setWindowTitle(tr("Remediate %1").arg(rack.rackId));
    setMinimumWidth(640);

    auto *state = new QLabel(
        tr("%1 is in %2, health %3.")
                .arg(rack.rackId, LifecycleStages::displayName(rack.stage), HealthLevels::displayName(rack.health))
            + (rack.healthReason.isEmpty() ? QString() : QLatin1Char(' ') + rack.healthReason),
        this);
    state->setWordWrap(true);

    m_action = new QComboBox(this);
    m_action->setObjectName(QStringLiteral("actionChoice"));
    for (RemediationAction action : detail.availableActions)
        m_action->addItem(RemediationActions::displayName(action), int(action));

    m_partsLabel = new QLabel(tr("&Parts:"), this);
    m_parts = new QListWidget(this);
    m_parts->setObjectName(QStringLiteral("partChoice"));
    m_parts->setAccessibleName(tr("Parts the action applies to"));
    for (const RackComponentInfo &part : detail.components) {
        auto *item = new QListWidgetItem(
            StatusPalette::healthIcon(part.health),
            tr("%1 \u2014 %2 \u2014 %3").arg(part.componentId, RackComponentsModel::kindName(part.kind), part.status),
            m_parts);
        item->setData(Qt::UserRole, part.componentId);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        // Suggest the parts that are not well.
        item->setCheckState(part.health == Health::Ok ? Qt::Unchecked : Qt::Checked);
    }
    m_partsLabel->setBuddy(m_parts);
    // A list to choose from, not one row behind a scroll bar: room for several parts at any window size.
    const int row = std::max(m_parts->sizeHintForRow(0), m_parts->fontMetrics().height() + 4);
    const int frame = 2 * m_parts->frameWidth();
    m_parts->setMinimumHeight(row * std::min<int>(6, std::max<int>(1, m_parts->count())) + frame);
    m_parts->setMaximumHeight(row * 12 + frame);

    m_suggestion = new QLabel(this);
    m_suggestion->setObjectName(QStringLiteral("suggestion"));
    m_suggestion->setWordWrap(true);
    m_suggestion->hide();

    m_setpointLabel = new QLabel(tr("&Setpoint:"), this);
    m_setpoint = new QDoubleSpinBox(this);
    m_setpoint->setObjectName(QStringLiteral("setpoint"));
    m_setpoint->setAccessibleName(tr("Setpoint"));
    m_setpoint->setDecimals(1);
    m_setpointLabel->setBuddy(m_setpoint);
    m_impact = new QLabel(this);
    m_impact->setObjectName(QStringLiteral("impact"));
    m_impact->setWordWrap(true);
    m_reason = new QPlainTextEdit(this);
    m_reason->setObjectName(QStringLiteral("reason"));
    m_reason->setAccessibleName(tr("Reason"));
    m_reason->setTabChangesFocus(true);
    m_reason->setMaximumHeight(m_reason->fontMetrics().height() * 4);
    m_outcome = new ActionOutcomeView(this);

    auto *form = new QFormLayout;
    form->addRow(tr("&Action:"), m_action);
    form->addRow(m_partsLabel, m_parts);
    form->addRow(m_setpointLabel, m_setpoint);
    form->addRow(tr("What happens:"), m_impact);
    auto *reasonLabel = new QLabel(tr("&Reason (goes into the audit log):"), this);
    reasonLabel->setBuddy(m_reason);
    form->addRow(reasonLabel, m_reason);

    auto *buttons = new QDialogButtonBox(this);
    m_confirm = buttons->addButton(tr("&Start on %1").arg(rack.rackId), QDialogButtonBox::AcceptRole);
    m_confirm->setObjectName(QStringLiteral("confirmRemediation"));
    m_confirm->setAutoDefault(false);
    QPushButton *close = buttons->addButton(QDialogButtonBox::Close);
    close->setAutoDefault(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(state);
    layout->addWidget(m_suggestion);
    layout->addLayout(form);
    layout->addWidget(m_outcome);
    layout->addWidget(buttons);

    m_guard = new RackChangeGuard(fleet, rack.rackId, rack.stateRevision, this);
    connect(m_guard, &RackChangeGuard::rackChanged, this, [this](const QString &why) {
        if (m_inFlight || m_done)
            return;
        m_withdrawn = why + QLatin1Char(' ') + tr("Close this dialog and look at the rack again.");
        m_outcome->showWarning(m_withdrawn);
        updateConfirm();
    });
    connect(m_action, &QComboBox::currentIndexChanged, this, &RemediationDialog::actionChanged);
    connect(m_parts, &QListWidget::itemChanged, this, &RemediationDialog::updateConfirm);
    connect(m_reason, &QPlainTextEdit::textChanged, this, &RemediationDialog::updateConfirm);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_confirm, &QPushButton::clicked, this, [this] { send(m_key); });
    connect(m_outcome, &ActionOutcomeView::askAgainRequested, this, &RemediationDialog::send);
    if (detail.availableActions.isEmpty()) {
        m_withdrawn = rack.activeOperation.isEmpty()
            ? tr("No remediation is possible while the rack is in %1.").arg(LifecycleStages::displayName(rack.stage))
            : tr("An operation is running on the rack: %1").arg(rack.activeOperation);
        m_outcome->showWarning(m_withdrawn);
    }
    actionChanged();
    m_guard->check();
}

RemediationAction RemediationDialog::currentAction() const
{
    return RemediationActions::fromInt(m_action->currentData().toInt());
}

QStringList RemediationDialog::checkedParts() const
{
    QStringList parts;
    for (int i = 0; i < m_parts->count(); ++i) {
        if (m_parts->item(i)->checkState() == Qt::Checked)
            parts << m_parts->item(i)->data(Qt::UserRole).toString();
    }
    return parts;
}

void RemediationDialog::selectAction(RemediationAction action)
{
    m_action->setCurrentIndex(std::max(0, m_action->findData(int(action))));
}

void RemediationDialog::setSetpoint(double value)
{
    m_setpoint->setValue(value);
}

void RemediationDialog::checkPart(const QString &componentId)
{
    for (int i = 0; i < m_parts->count(); ++i) {
        QListWidgetItem *item = m_parts->item(i);
        item->setCheckState(item->data(Qt::UserRole).toString() == componentId ? Qt::Checked : Qt::Unchecked);
    }
}

void RemediationDialog::suggest(const RemediationSuggestion &suggestion)
{
    if (suggestion.action == RemediationAction::Unknown) {
        // No action fits (stale cooling data: the CDU's link, not the rack): the advice still shows.
        if (!suggestion.why.isEmpty()) {
            m_suggestion->setText(tr("No remediation suggested: %1").arg(suggestion.why));
            m_suggestion->show();
        }
        return;
    }
    selectAction(suggestion.action);
    if (!suggestion.parts.isEmpty()) {
        for (int i = 0; i < m_parts->count(); ++i) {
            QListWidgetItem *item = m_parts->item(i);
            item->setCheckState(suggestion.parts.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                                               : Qt::Unchecked);
        }
        // The suggested part in view, however long the list.
        for (int i = 0; i < m_parts->count(); ++i) {
            if (m_parts->item(i)->data(Qt::UserRole).toString() == suggestion.parts.first()) {
                m_parts->setCurrentRow(i);
                m_parts->scrollToItem(m_parts->item(i));
                break;
            }
        }
    }
    if (!suggestion.why.isEmpty()) {
        // The part itself is checked and scrolled into view in the list.
        m_suggestion->setText(
            tr("Suggested: %1 \u2014 %2.").arg(RemediationActions::displayName(suggestion.action), suggestion.why));
        m_suggestion->show();
    }
    updateConfirm();
}

void RemediationDialog::actionChanged()
{
    const RemediationAction action = currentAction();
    const bool parts = RemediationActions::takesParts(action);
    m_parts->setVisible(parts);
    m_partsLabel->setVisible(parts);
    const bool setpoint = RemediationActions::takesSetpoint(action);
    m_setpoint->setVisible(setpoint);
    m_setpointLabel->setVisible(setpoint);
    if (setpoint) {
        m_setpoint->setRange(RemediationActions::setpointMinimum(action), RemediationActions::setpointMaximum(action));
        m_setpoint->setSuffix(RemediationActions::setpointUnit(action));
        m_setpoint->setValue(RemediationActions::setpointDefault(action));
    }
    m_impact->setText(RemediationActions::impact(action));
    updateConfirm();
}

bool RemediationDialog::canConfirm() const
{
    if (m_inFlight || m_done || !m_withdrawn.isEmpty() || currentAction() == RemediationAction::Unknown)
        return false;
    if (m_reason->toPlainText().trimmed().isEmpty())
        return false;
    const int parts = int(checkedParts().size());
    if (RemediationActions::takesExactlyOnePart(currentAction()))
        return parts == 1;
    return !RemediationActions::takesParts(currentAction()) || parts > 0;
}

void RemediationDialog::updateConfirm()
{
    m_confirm->setEnabled(canConfirm());
    QString why;
    if (!m_withdrawn.isEmpty())
        why = m_withdrawn;
    else if (m_reason->toPlainText().trimmed().isEmpty())
        why = tr("Say why first: the reason goes into the audit log.");
    else if (RemediationActions::takesExactlyOnePart(currentAction()) && checkedParts().size() != 1)
        why = tr("Choose exactly one part to replace.");
    else if (RemediationActions::takesParts(currentAction()) && checkedParts().isEmpty())
        why = tr("Choose at least one part.");
    m_confirm->setToolTip(why);
}

void RemediationDialog::send(const QString &key)
{
    if (m_inFlight || m_done)
        return;
    m_inFlight = true;
    updateConfirm();
    m_outcome->showPending(tr("Sending\u2026"));
    const RemediationAction action = currentAction();
    Q_EMIT remediationRequested(rackId(), action,
                                RemediationActions::takesParts(action) ? checkedParts() : QStringList(),
                                m_reason->toPlainText().trimmed(), m_guard->revision(), key, m_setpoint->value());
}

void RemediationDialog::showResult(const RemediationResult &result)
{
    m_inFlight = false;
    m_done = result.accepted();
    m_outcome->showResult(
        result, tr("Started (operation %1). Follow its progress in the operations panel.").arg(result.operationId));
    updateConfirm();
}

} // namespace rackops
