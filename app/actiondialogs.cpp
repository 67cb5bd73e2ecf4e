#include "actiondialogs.h"

#include "actionreplies.h"
#include "alertscontroller.h"
#include "alertsmodel.h"
#include "approvedialog.h"
#include "consolesession.h"
#include "coolingcontroller.h"
#include "coolingstore.h"
#include "fleetcontroller.h"
#include "operationscontroller.h"
#include "rackapproval.h"
#include "remediationdialog.h"
#include "remediationsuggestion.h"
#include "replicationcontroller.h"
#include "slodialog.h"

namespace rackops {

ActionDialogs::ActionDialogs(ConsoleSession *session, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
{
}

void ActionDialogs::openApprove(const QString &rackId)
{
    OperationsController *ops = m_session->operations();
    RackApproval *approval = ops->approval();
    approval->judge(rackId); // before the dialog shows the criteria: the last dialog's rack's are gone
    auto *dialog = new ApproveDialog(m_session->fleet()->model(), approval->criteria(), rackId, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ApproveDialog::gateWanted, approval, &RackApproval::judge);
    connect(approval, &RackApproval::judged, dialog, &ApproveDialog::setGate);
    // The dialog is about the rack judged: its approval goes out through the same RackApproval,
    // which hears the answer for as long as it stays on that rack.
    connect(dialog, &ApproveDialog::approveRequested, approval,
            [approval](const QString &, qint64 revision, const QString &justification, const QString &key) {
                approval->approve(revision, justification, key);
            });
    connect(approval, &RackApproval::approvalFinished, dialog, &ApproveDialog::showResult);
    connect(dialog, &ApproveDialog::validationResultsWanted, this,
            [this](const QString &rack) { Q_EMIT viewRequested(QStringLiteral("validation:") + rack); });
    // A request that already waits for this rack is decided here, not filed a second time.
    dialog->setOverrideQueue(ops->overrides(), ops->identity());
    // Its decision's answer is the dialog's alone, and goes with it when it closes.
    connect(dialog, &ApproveDialog::overrideDecisionRequested, dialog,
            [ops, dialog](const QString &overrideId, bool confirm, const QString &comment) {
                connect(ops->decideOverride(overrideId, confirm, comment), &OverrideDecisionReply::finished, dialog,
                        &ApproveDialog::showDecision);
            });
    dialog->open();
    ops->fetchOverrides();
}

void ActionDialogs::openRemediation(const RackDetail &detail)
{
    OperationsController *ops = m_session->operations();
    auto *dialog = new RemediationDialog(m_session->fleet()->model(), detail, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &RemediationDialog::remediationRequested, dialog,
            [ops, dialog](const QString &rackId, RemediationAction action, const QStringList &parts,
                          const QString &reason, qint64 revision, const QString &key, double setpoint) {
                connect(ops->remediate(rackId, action, parts, reason, revision, key, setpoint),
                        &RemediationReply::finished, dialog, &RemediationDialog::showResult);
            });
    // Open on what fits the rack's trouble: its leak, its failed part.
    // Its leak, its failed part, and the alerts open on it (cooling limits, stale cooling data).
    const CoolingSample *cooling = m_session->cooling()->store()->latest(detail.summary.rackId);
    const AlertsModel *alerts = m_session->alerts()->model();
    QList<AlertInfo> onRack;
    for (int row = 0; row < alerts->rowCount(); ++row) {
        if (alerts->alert(row).rackId == detail.summary.rackId && alerts->alert(row).isOpen())
            onRack << alerts->alert(row);
    }
    dialog->suggest(
        RemediationSuggestion::forRack(detail, cooling ? cooling->leakDetectors : QList<LeakDetectorInfo>(), onRack));
    dialog->open();
}

void ActionDialogs::openSlo(const QString &pairKey)
{
    ReplicationController *replication = m_session->replication();
    auto *dialog = new SloDialog(replication->model(), pairKey, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SloDialog::sloChangeRequested, dialog,
            [replication, dialog](const QString &bucket, const QString &target, qint64 sloMs, qint64 revision,
                                  const QString &reason, const QString &key) {
                connect(replication->setBucketSlo(bucket, target, sloMs, revision, reason, key),
                        &BucketActionReply::finished, dialog, &SloDialog::showResult);
            });
    dialog->open();
}

} // namespace rackops
