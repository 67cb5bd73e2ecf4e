#include "approvedialog.h"

#include "actionoutcomeview.h"
#include "disabledbuttonexplainer.h"
#include "fleetmodel.h"
#include "gatecriteriamodel.h"
#include "healthdelegate.h"
#include "overrideconfirmation.h"
#include "overridequeuemodel.h"
#include "rackchangeguard.h"
#include "sessionidentity.h"
#include "timestamptext.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QUuid>
#include <QVBoxLayout>

#include <algorithm>

namespace rackops {

namespace {
constexpr int kMinJustification = 20; // as the backend requires
}

ApproveDialog::ApproveDialog(FleetModel *fleet, GateCriteriaModel *criteria, const QString &rackId, QWidget *parent)
    : QDialog(parent)
    , m_fleet(fleet)
    , m_rackId(rackId)
    , m_key(QUuid::createUuid().toString(QUuid::WithoutBraces))
    , m_criteria(criteria)
{
    setObjectName(QStringLiteral("approveDialog"));
    setWindowTitle(tr("Approve %1 for production").arg(rackId));
    setMinimumWidth(980);

    m_summary = new QLabel(tr("Asking the backend to judge the approval criteria\u2026"), this);
    m_summary->setWordWrap(true);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("criteriaTable"));
    m_table->setAccessibleName(tr("Approval criteria"));
    m_table->setModel(m_criteria);
    m_table->setItemDelegateForColumn(GateCriteriaModel::VerdictColumn,
                                      new HealthDelegate(GateCriteriaModel::VerdictRole, m_table));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    // The verdict first, as in the rack dock: German measured texts pushed it out of view.
    m_table->horizontalHeader()->moveSection(m_table->horizontalHeader()->visualIndex(GateCriteriaModel::VerdictColumn),
                                             0);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 10);
    // Room for every criterion without scrolling: the operator must see them all.
    m_table->setMinimumHeight(m_table->verticalHeader()->defaultSectionSize() * 7 + m_table->fontMetrics().height()
                              + 12);
    // The DCGM, NCCL and workload criteria rest on validation results: one click shows them.
    auto *results = new QLabel(tr("<a href=\"#validation\">Show the validation results behind these criteria</a> "
                                  "(or double-click a criterion)"),
                               this);
    results->setObjectName(QStringLiteral("validationLink"));
    results->setTextInteractionFlags(Qt::TextBrowserInteraction);
    connect(results, &QLabel::linkActivated, this, [this] { Q_EMIT validationResultsWanted(m_rackId); });
    connect(m_table, &QTableView::doubleClicked, this, [this] { Q_EMIT validationResultsWanted(m_rackId); });
    m_consequence = new QLabel(this);
    m_consequence->setObjectName(QStringLiteral("consequence"));
    m_consequence->setWordWrap(true);
    m_request = new QLabel(this);
    m_request->setObjectName(QStringLiteral("pendingRequest"));
    m_request->setWordWrap(true);
    m_request->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_request->hide();
    m_whyNot = new QLabel(this);
    m_whyNot->setObjectName(QStringLiteral("approveWhyNot"));
    m_whyNot->setWordWrap(true);
    m_whyNot->hide();
    m_reasonLabel = new QLabel(this);
    m_reasonLabel->setWordWrap(true);
    m_reason = new QPlainTextEdit(this);
    m_reason->setObjectName(QStringLiteral("reason"));
    m_reason->setAccessibleName(tr("Reason or justification"));
    m_reason->setTabChangesFocus(true);
    m_reason->setMaximumHeight(m_reason->fontMetrics().height() * 5);
    m_reasonLabel->setBuddy(m_reason);
    m_outcome = new ActionOutcomeView(this);

    m_buttons = new QDialogButtonBox(this);
    m_confirm = m_buttons->addButton(tr("&Approve %1").arg(rackId), QDialogButtonBox::AcceptRole);
    m_confirm->setObjectName(QStringLiteral("confirmApprove"));
    m_confirm->setDefault(false);
    m_confirm->setAutoDefault(false); // Enter in the reason field must not approve
    m_confirmExplainer = new DisabledButtonExplainer(m_confirm, [this] { return whyNot(); });
    m_reject = m_buttons->addButton(tr("Re&ject request"), QDialogButtonBox::ActionRole);
    m_reject->setObjectName(QStringLiteral("rejectOverride"));
    m_reject->setAutoDefault(false);
    new DisabledButtonExplainer(m_reject, [this] { return m_reject->toolTip(); });
    m_reject->hide();
    m_reevaluate = m_buttons->addButton(tr("&Judge again"), QDialogButtonBox::ResetRole);
    m_reevaluate->setEnabled(false);
    QPushButton *close = m_buttons->addButton(QDialogButtonBox::Close);
    close->setAutoDefault(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_request);
    layout->addWidget(m_table, 1);
    layout->addWidget(results);
    layout->addWidget(m_consequence);
    layout->addWidget(m_reasonLabel);
    layout->addWidget(m_reason);
    layout->addWidget(m_outcome);
    layout->addWidget(m_whyNot);
    layout->addWidget(m_buttons);

    connect(m_reason, &QPlainTextEdit::textChanged, this, &ApproveDialog::updateConfirm);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_reject, &QPushButton::clicked, this, [this] {
        if (mode() != Mode::DecideOverride || m_inFlight || m_done || m_reason->toPlainText().trimmed().isEmpty())
            return;
        m_inFlight = true;
        updateConfirm();
        m_confirmedByMe = false;
        m_outcome->showPending(tr("Rejecting the request\u2026"));
        Q_EMIT overrideDecisionRequested(m_pending.id, false, m_reason->toPlainText().trimmed());
    });
    connect(m_confirm, &QPushButton::clicked, this, [this] {
        if (!canConfirm())
            return;
        if (mode() == Mode::DecideOverride) {
            askToConfirmOverride();
            return;
        }
        m_inFlight = true; // disables the button at once: a double click sends nothing twice
        updateConfirm();
        m_outcome->showPending(tr("Sending the approval\u2026"));
        const QString justification = m_criteria->failedCount() > 0 ? m_reason->toPlainText().trimmed() : QString();
        Q_EMIT approveRequested(m_rackId, m_revision, justification, m_key);
    });
    connect(m_reevaluate, &QPushButton::clicked, this, [this] {
        m_reevaluate->setEnabled(false);
        m_withdrawn.clear();
        m_key = QUuid::createUuid().toString(QUuid::WithoutBraces); // a new look is a new intent
        m_outcome->clear();
        m_summary->setText(tr("Asking the backend to judge the approval criteria\u2026"));
        m_revision = -1;
        updateConfirm();
        Q_EMIT gateWanted(m_rackId);
    });
    connect(m_outcome, &ActionOutcomeView::askAgainRequested, this, [this](const QString &key) {
        m_inFlight = true;
        updateConfirm();
        m_outcome->showPending(tr("Asking again with the same key\u2026"));
        const QString justification = m_criteria->failedCount() > 0 ? m_reason->toPlainText().trimmed() : QString();
        Q_EMIT approveRequested(m_rackId, m_revision, justification, key);
    });
    updateConfirm();
}

void ApproveDialog::setGate(const ApprovalResult &evaluated)
{
    if (!evaluated.accepted()) {
        m_outcome->showResult(evaluated, QString());
        return;
    }
    m_revision = evaluated.rackRevision;
    m_table->resizeColumnsToContents();
    delete m_guard;
    m_guard = new RackChangeGuard(m_fleet, m_rackId, m_revision, this);
    connect(m_guard, &RackChangeGuard::rackChanged, this, &ApproveDialog::withdraw);
    m_guard->check(); // the fleet may already be past the judged revision

    refreshMode();
}

void ApproveDialog::setOverrideQueue(OverrideQueueModel *queue, SessionIdentity *identity)
{
    m_queue = queue;
    m_identity = identity;
    // The queue as read after the dialog opened: one read before may be missing a request just made.
    connect(queue, &QAbstractItemModel::modelReset, this, [this] {
        m_queueRead = true;
        refreshMode();
    });
    refreshMode();
}

ApproveDialog::Mode ApproveDialog::mode() const
{
    if (!m_pending.id.isEmpty()) {
        const bool own = m_identity && m_pending.requestedBy == m_identity->identity().subject;
        return own ? Mode::OwnRequest : Mode::DecideOverride;
    }
    if (m_revision < 0 || m_criteria->rowCount() == 0)
        return Mode::Judging;
    const int row = m_fleet->rowOf(m_rackId);
    if (row >= 0 && m_fleet->rackAt(row).stage != LifecycleStage::AwaitingApproval)
        return Mode::WrongStage;
    if (m_criteria->failedCount() == 0)
        return Mode::Approve;
    if (m_criteria->anyMissing())
        return Mode::NotValidated;
    if (m_criteria->anyBlocking())
        return Mode::Blocked;
    if (m_queue && !m_queueRead)
        return Mode::CheckingQueue;
    return Mode::RequestOverride;
}

void ApproveDialog::refreshMode()
{
    if (m_queue && !m_done) {
        const OverrideRequestInfo *pending = m_queue->pendingFor(m_rackId);
        // Keep the request decided on while its answer is awaited, even if the queue moved on.
        if (!m_inFlight)
            m_pending = pending ? *pending : OverrideRequestInfo();
    }
    const int failed = m_criteria->failedCount();
    const int total = m_criteria->rowCount();
    const Mode current = mode();
    const bool deciding = current == Mode::DecideOverride || current == Mode::OwnRequest;
    m_request->setVisible(deciding);
    m_reject->setVisible(current == Mode::DecideOverride);
    // Every confirm button names the rack it acts on.
    m_confirm->setText(tr("&Approve %1").arg(m_rackId));
    if (deciding) {
        const qint64 ageMs = std::max<qint64>(0, m_fleet->serverTimeMs() - m_pending.createdMs);
        m_request->setText(tr("<b>Requested by %1</b> at %2 (%3 ago), justification: \u201c%4\u201d")
                               .arg(m_pending.requestedBy.toHtmlEscaped(), TimestampText::text(m_pending.createdMs),
                                    FleetModel::formatDuration(ageMs), m_pending.justification.toHtmlEscaped()));
    }
    switch (current) {
    case Mode::Judging:
    case Mode::CheckingQueue:
        m_summary->setText(current == Mode::Judging
                               ? tr("Asking the backend to judge the approval criteria\u2026")
                               : tr("Criteria not met: %1 of %2. Checking whether an override request already "
                                    "waits for this rack\u2026")
                                     .arg(failed)
                                     .arg(total));
        m_consequence->clear();
        m_reasonLabel->setText(tr("&Note:"));
        break;
    case Mode::DecideOverride:
        m_summary->setText(tr("An override request for %1 already waits for a second approver: confirm or reject "
                              "it. A second request is not needed.")
                               .arg(m_rackId));
        m_consequence->setText(tr("<b>Confirm:</b> %1 goes into production and accepts customer workloads although "
                                  "the criteria marked Fail are not met. <b>Reject:</b> the request ends and the "
                                  "rack stays awaiting approval.")
                                   .arg(m_rackId));
        m_reasonLabel->setText(tr("&Comment for the audit log (required to reject):"));
        m_confirm->setText(tr("&Confirm override for %1\u2026").arg(m_rackId));
        break;
    case Mode::OwnRequest:
        m_summary->setText(tr("Your override request for %1 waits for a second, different approver.").arg(m_rackId));
        m_consequence->clear();
        m_reasonLabel->setText(tr("&Note:"));
        break;
    case Mode::WrongStage: {
        const RackSummary &rack = m_fleet->rackAt(m_fleet->rowOf(m_rackId));
        m_summary->setText(m_criteria->anyMissing()
                               ? tr("%1 is in %2 and has not been validated yet: it must be validated first. Only "
                                    "racks awaiting approval can be approved.")
                                     .arg(m_rackId, LifecycleStages::displayName(rack.stage))
                               : tr("%1 is in %2: only racks awaiting approval can be approved.")
                                     .arg(m_rackId, LifecycleStages::displayName(rack.stage)));
        m_consequence->clear();
        m_reasonLabel->setText(tr("&Note:"));
        break;
    }
    case Mode::Approve:
        if (const int warned = m_criteria->warningCount(); warned > 0)
            m_summary->setText(tr("Every criterion is met, %n with a warning: read it before you approve (judged by "
                                  "the backend at revision %1).",
                                  nullptr, warned)
                                   .arg(m_revision));
        else
            m_summary->setText(tr("Every criterion is met (judged by the backend at revision %1).").arg(m_revision));
        m_reasonLabel->setText(tr("&Note for the audit log (optional):"));
        m_consequence->setText(tr("<b>Consequence:</b> rack %1 goes into production and accepts customer "
                                  "workloads.")
                                   .arg(m_rackId));
        break;
    case Mode::NotValidated:
        m_summary->setText(tr("%1 has not been validated: it must be validated first. Criteria without a "
                              "measurement cannot be overridden.")
                               .arg(m_rackId));
        m_reasonLabel->setText(tr("&Note:"));
        m_consequence->setText(tr("<b>No override is possible.</b> Run validation on the rack (Remediate \u2192 "
                                  "Re-run validation); it returns here when its results are in."));
        break;
    case Mode::Blocked:
        m_summary->setText(
            tr("Criteria not met: %1 of %2, and at least one of them cannot be overridden.").arg(failed).arg(total));
        m_reasonLabel->setText(tr("&Note:"));
        m_consequence->setText(tr("<b>This rack cannot be approved</b> until the blocking criterion is resolved."));
        break;
    case Mode::RequestOverride:
        m_summary->setText(tr("Criteria not met: %1 of %2.").arg(failed).arg(total));
        m_reasonLabel->setText(tr("&Justification for an override (at least %1 characters; a second approver "
                                  "must confirm it):")
                                   .arg(kMinJustification));
        m_consequence->setText(tr("<b>Consequence:</b> an override request for %1 is created. When a second, "
                                  "different approver confirms it, the rack goes into production and accepts "
                                  "customer workloads despite the failed criteria.")
                                   .arg(m_rackId));
        m_confirm->setText(tr("Request &override for %1").arg(m_rackId));
        break;
    }
    updateConfirm();
}

void ApproveDialog::askToConfirmOverride()
{
    if (m_asking)
        return;
    m_asking = true;
    updateConfirm();
    OverrideRequestInfo request = m_pending;
    // Name what fails now, as judged when the dialog opened, if the request's own list is empty.
    if (request.criteria.isEmpty())
        request.criteria = m_criteria->criteria();
    auto *question = new OverrideConfirmation(request, this);
    connect(question, &OverrideConfirmation::confirmed, this, [this] {
        m_inFlight = true;
        m_confirmedByMe = true;
        m_outcome->showPending(tr("Confirming the override\u2026"));
        Q_EMIT overrideDecisionRequested(m_pending.id, true, m_reason->toPlainText().trimmed());
    });
    connect(question, &QDialog::finished, this, [this] {
        m_asking = false;
        updateConfirm();
    });
    question->open();
}

void ApproveDialog::showDecision(const OverrideDecisionResult &result)
{
    m_inFlight = false;
    m_done = result.accepted();
    const QString done = m_confirmedByMe
        ? tr("Override confirmed: %1 goes into production (operation %2).").arg(m_rackId, result.operationId)
        : tr("Override request rejected: %1 stays awaiting approval.").arg(m_rackId);
    m_outcome->showResult(result, done);
    if (m_done)
        m_summary->setText(done); // the request no longer waits
    updateConfirm();
}

bool ApproveDialog::canConfirm() const
{
    return whyNot().isEmpty();
}

QString ApproveDialog::whyNot() const
{
    if (m_done)
        return tr("Done; close the dialog.");
    if (m_inFlight)
        return tr("Waiting for the backend's answer\u2026");
    if (m_asking)
        return tr("Answer the question first.");
    if (!m_withdrawn.isEmpty())
        return m_withdrawn;
    switch (mode()) {
    case Mode::Judging: return tr("The criteria are still being judged.");
    case Mode::CheckingQueue: return tr("Checking for an override request that already waits\u2026");
    case Mode::OwnRequest: return tr("You requested this override; a second, different approver must decide on it.");
    case Mode::WrongStage:
        return tr("Rack is not in %1.").arg(LifecycleStages::displayName(LifecycleStage::AwaitingApproval));
    case Mode::NotValidated: return tr("Validate the rack first.");
    case Mode::Blocked: return tr("A criterion that cannot be overridden is not met.");
    case Mode::RequestOverride:
        if (m_reason->toPlainText().trimmed().size() < kMinJustification)
            return tr("Write a justification of at least %1 characters first.").arg(kMinJustification);
        break;
    case Mode::DecideOverride:
    case Mode::Approve: break;
    }
    return {};
}

void ApproveDialog::updateConfirm()
{
    const QString why = whyNot();
    m_confirm->setEnabled(why.isEmpty());
    m_confirm->setToolTip(why);
    // In words beside the button, not only on hover (the outcome line already says it once done or sent).
    const bool said = m_done || m_inFlight || !m_withdrawn.isEmpty();
    m_whyNot->setText(said ? QString() : why);
    m_whyNot->setVisible(!m_whyNot->text().isEmpty());
    const bool mayReject = mode() == Mode::DecideOverride && !m_inFlight && !m_done && !m_asking;
    m_reject->setEnabled(mayReject && !m_reason->toPlainText().trimmed().isEmpty());
    m_reject->setToolTip(m_reason->toPlainText().trimmed().isEmpty() ? tr("Say why you reject first.") : QString());
    m_confirmExplainer->sync(); // the button's text (and so its mnemonic) follows the mode
}

void ApproveDialog::withdraw(const QString &why)
{
    if (m_done || m_inFlight)
        return;
    m_withdrawn =
        why + QLatin1Char(' ') + tr("The criteria shown may no longer hold; judge them again before approving.");
    m_outcome->showWarning(m_withdrawn);
    m_reevaluate->setEnabled(true);
    updateConfirm();
}

void ApproveDialog::showResult(const ApprovalResult &result)
{
    m_inFlight = false;
    m_done = result.accepted();
    m_outcome->showApproval(result,
                            tr("Approved. Rack %1 is handed to the workload scheduler and goes into "
                               "production (operation %2).")
                                .arg(m_rackId, result.operationId));
    if (result.answer == ActionOutcome::Answer::Refused && result.statusCode == QLatin1String("ABORTED"))
        m_reevaluate->setEnabled(true);
    updateConfirm();
}

} // namespace rackops
