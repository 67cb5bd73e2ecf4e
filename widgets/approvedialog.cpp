#include "approvedialog.h"

#include "actionoutcomeview.h"
#include "fleetmodel.h"
#include "gatecriteriamodel.h"
#include "healthdelegate.h"
#include "rackchangeguard.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QUuid>
#include <QVBoxLayout>

namespace rackops {

namespace {
constexpr int kMinJustification = 20;  // as the backend requires
}

ApproveDialog::ApproveDialog(FleetModel *fleet, const QString &rackId, QWidget *parent)
    : QDialog(parent)
    , m_fleet(fleet)
    , m_rackId(rackId)
    , m_key(QUuid::createUuid().toString(QUuid::WithoutBraces))
    , m_criteria(new GateCriteriaModel(this))
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
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 10);
    // Room for every criterion without scrolling: the operator must see them all.
    m_table->setMinimumHeight(m_table->verticalHeader()->defaultSectionSize() * 7 + m_table->fontMetrics().height() + 12);
    // The DCGM, NCCL and workload criteria rest on validation results: one click shows them.
    auto *results = new QLabel(tr("<a href=\"#validation\">Show the validation results behind these criteria</a> "
                                  "(or double-click a criterion)"),
                               this);
    results->setObjectName(QStringLiteral("validationLink"));
    results->setTextInteractionFlags(Qt::TextBrowserInteraction);
    connect(results, &QLabel::linkActivated, this, [this] { emit validationResultsWanted(m_rackId); });
    connect(m_table, &QTableView::doubleClicked, this, [this] { emit validationResultsWanted(m_rackId); });
    m_consequence = new QLabel(this);
    m_consequence->setObjectName(QStringLiteral("consequence"));
    m_consequence->setWordWrap(true);
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
    m_confirm = m_buttons->addButton(tr("&Approve"), QDialogButtonBox::AcceptRole);
    m_confirm->setObjectName(QStringLiteral("confirmApprove"));
    m_confirm->setDefault(false);
    m_confirm->setAutoDefault(false);  // Enter in the reason field must not approve
    m_reevaluate = m_buttons->addButton(tr("&Judge again"), QDialogButtonBox::ResetRole);
    m_reevaluate->setEnabled(false);
    QPushButton *close = m_buttons->addButton(QDialogButtonBox::Close);
    close->setAutoDefault(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(results);
    layout->addWidget(m_consequence);
    layout->addWidget(m_reasonLabel);
    layout->addWidget(m_reason);
    layout->addWidget(m_outcome);
    layout->addWidget(m_buttons);

    connect(m_reason, &QPlainTextEdit::textChanged, this, &ApproveDialog::updateConfirm);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_confirm, &QPushButton::clicked, this, [this] {
        if (!canConfirm())
            return;
        m_inFlight = true;  // disables the button at once: a double click sends nothing twice
        updateConfirm();
        m_outcome->showPending(tr("Sending the approval\u2026"));
        const QString justification = m_criteria->failedCount() > 0 ? m_reason->toPlainText().trimmed() : QString();
        emit approveRequested(m_rackId, m_revision, justification, m_key);
    });
    connect(m_reevaluate, &QPushButton::clicked, this, [this] {
        m_reevaluate->setEnabled(false);
        m_withdrawn.clear();
        m_key = QUuid::createUuid().toString(QUuid::WithoutBraces);  // a new look is a new intent
        m_outcome->clear();
        m_summary->setText(tr("Asking the backend to judge the approval criteria\u2026"));
        m_revision = -1;
        updateConfirm();
        emit gateWanted(m_rackId);
    });
    connect(m_outcome, &ActionOutcomeView::askAgainRequested, this, [this](const QString &key) {
        m_inFlight = true;
        updateConfirm();
        m_outcome->showPending(tr("Asking again with the same key\u2026"));
        const QString justification = m_criteria->failedCount() > 0 ? m_reason->toPlainText().trimmed() : QString();
        emit approveRequested(m_rackId, m_revision, justification, key);
    });
    updateConfirm();
}

void ApproveDialog::setGate(const ActionResult &evaluated)
{
    if (evaluated.rackId != m_rackId)
        return;
    if (evaluated.outcome != ActionResult::Outcome::Evaluated) {
        m_outcome->showResult(evaluated, QString());
        return;
    }
    m_revision = evaluated.rackRevision;
    m_criteria->setCriteria(evaluated.criteria);
    m_table->resizeColumnsToContents();
    delete m_guard;
    m_guard = new RackChangeGuard(m_fleet, m_rackId, m_revision, this);
    connect(m_guard, &RackChangeGuard::rackChanged, this, &ApproveDialog::withdraw);
    m_guard->check();  // the fleet may already be past the judged revision

    const int failed = m_criteria->failedCount();
    if (failed == 0) {
        m_summary->setText(tr("Every criterion is met (judged by the backend at revision %1).").arg(m_revision));
        m_reasonLabel->setText(tr("&Note for the audit log (optional):"));
        m_consequence->setText(tr("<b>Consequence:</b> rack %1 goes into production and accepts customer "
                                  "workloads.").arg(m_rackId));
    } else if (m_criteria->anyBlocking()) {
        m_summary->setText(tr("Criteria not met: %1 of %2, and at least one of them cannot be overridden.")
                               .arg(failed)
                               .arg(m_criteria->rowCount()));
        m_reasonLabel->setText(tr("&Note:"));
        m_consequence->setText(tr("<b>This rack cannot be approved</b> until the blocking criterion is resolved."));
    } else {
        m_summary->setText(tr("Criteria not met: %1 of %2.").arg(failed).arg(m_criteria->rowCount()));
        m_reasonLabel->setText(tr("&Justification for an override (at least %1 characters; a second approver "
                                  "must confirm it):").arg(kMinJustification));
        m_consequence->setText(tr("<b>Consequence:</b> an override request for %1 is created. When a second, "
                                  "different approver confirms it, the rack goes into production and accepts "
                                  "customer workloads despite the failed criteria.").arg(m_rackId));
        m_confirm->setText(tr("Request &override"));
    }
    updateConfirm();
}

bool ApproveDialog::canConfirm() const
{
    if (m_inFlight || m_done || !m_withdrawn.isEmpty() || m_revision < 0 || m_criteria->rowCount() == 0)
        return false;
    if (m_criteria->anyBlocking())
        return false;
    if (m_criteria->failedCount() > 0)
        return m_reason->toPlainText().trimmed().size() >= kMinJustification;
    return true;
}

void ApproveDialog::updateConfirm()
{
    m_confirm->setEnabled(canConfirm());
    if (!m_withdrawn.isEmpty())
        m_confirm->setToolTip(m_withdrawn);
    else if (m_criteria->failedCount() > 0 && m_reason->toPlainText().trimmed().size() < kMinJustification)
        m_confirm->setToolTip(tr("Write a justification of at least %1 characters first.").arg(kMinJustification));
    else
        m_confirm->setToolTip(QString());
}

void ApproveDialog::withdraw(const QString &why)
{
    if (m_done || m_inFlight)
        return;
    m_withdrawn = why + QLatin1Char(' ') + tr("The criteria shown may no longer hold; judge them again before approving.");
    m_outcome->showWarning(m_withdrawn);
    m_reevaluate->setEnabled(true);
    updateConfirm();
}

void ApproveDialog::showResult(const ActionResult &result)
{
    if (result.rackId != m_rackId)
        return;
    m_inFlight = false;
    const bool final = result.outcome != ActionResult::Outcome::NoAnswer;
    m_done = final && result.outcome != ActionResult::Outcome::Refused;
    if (!result.criteria.isEmpty())
        m_criteria->setCriteria(result.criteria);
    m_outcome->showResult(result, tr("Approved. Rack %1 is handed to the workload scheduler and goes into "
                                     "production (operation %2).").arg(m_rackId, result.operationId));
    if (result.outcome == ActionResult::Outcome::Refused && result.statusCode == QLatin1String("ABORTED"))
        m_reevaluate->setEnabled(true);
    updateConfirm();
}

} // namespace rackops
