// Issue #33.4, one way for every action: in the real window against the
// in-process demo backend, the answer to a request reaches the view that
// asked and nobody else. A decision taken in the approve dialog is not
// announced in the Approvals tab; a remediation dialog closed before its
// answer came does not hand that answer to the next dialog on the same rack;
// the rack dock's Approve and Remediate are actions the window's shortcuts
// trigger.
#include "actiondialogs.h"
#include "actionoutcomeview.h"
#include "actionreplies.h"
#include "approvedialog.h"
#include "consolesession.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"
#include "mainwindow.h"
#include "operationsclient.h"
#include "operationscontroller.h"
#include "operationsmodel.h"
#include "overrideconfirmation.h"
#include "overridefixture.h"
#include "overridequeuemodel.h"
#include "overridequeueview.h"
#include "rackdetailpanel.h"
#include "remediationdialog.h"
#include "sessionidentity.h"

#include "../support/replywait.h"

#include <QAction>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace rackops;

namespace {

constexpr int kAnswerWait = 15000;

} // namespace

class TestActionReplies : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Anna decides Ben's override request in the approve dialog: the dialog says how it went; the
    // Approvals tab, which decided nothing, says nothing (it used to announce every decision).
    void aDecisionInTheDialogIsNotAnnouncedInTheApprovalsTab()
    {
        ConsoleSession session(test::overrideDemoOptions(QStringLiteral("anna")));
        QVERIFY(test::startWithOverrideWaiting(session, kAnswerWait));
        MainWindow window(&session);
        window.show();
        OverrideQueueView *queue = window.findChild<OverrideQueueView *>();
        auto *queueOutcome = queue->findChild<ActionOutcomeView *>();
        QVERIFY(queueOutcome);
        const OverrideRequestInfo request = *test::pendingOverride(session);
        QVERIFY(request.requestedBy != QLatin1String("anna"));
        QVERIFY(window.showView(QStringLiteral("approve:") + request.rackId, nullptr));
        auto *dialog = window.findChild<ApproveDialog *>();
        QVERIFY(dialog);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->pendingRequest().id, request.id, kAnswerWait);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->confirmButton()->isEnabled(), kAnswerWait);
        dialog->confirmButton()->click();
        auto *question = dialog->findChild<OverrideConfirmation *>();
        QVERIFY(question);
        question->confirmButton()->click();
        const QString confirmed =
            ApproveDialog::tr("Override confirmed: %1 goes into production (operation %2).").arg(request.rackId);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->outcome()->text().startsWith(confirmed.section(QLatin1Char('('), 0, 0)),
                                 kAnswerWait);
        QVERIFY2(!queueOutcome->isVisibleTo(queue), qPrintable(queueOutcome->text()));
        QVERIFY2(queueOutcome->text().isEmpty(), qPrintable(queueOutcome->text()));
    }

    // A remediation dialog is closed before its answer comes, and the next one opens on the same
    // rack: that answer was the closed dialog's, and the new one never shows it as its own.
    void aClosedDialogsAnswerDoesNotReachTheNextOnTheSameRack()
    {
        ConsoleSession session(test::overrideDemoOptions(QStringLiteral("omar"))); // an operator
        QVERIFY(test::startWithOverrideWaiting(session, kAnswerWait));
        MainWindow window(&session);
        window.show();
        const FleetModel *fleet = session.fleet()->model();
        QString rack;
        for (int row = 0; row < fleet->rowCount() && rack.isEmpty(); ++row) {
            const RackSummary &summary = fleet->rackAt(row);
            if (summary.stage == LifecycleStage::Production && summary.activeOperationId.isEmpty())
                rack = summary.rackId;
        }
        QVERIFY(!rack.isEmpty());
        QVERIFY(window.showView(QStringLiteral("rack:") + rack, nullptr));
        RackDetailPanel *panel = window.findChild<RackDetailPanel *>();
        QTRY_VERIFY_WITH_TIMEOUT(panel->hasDetail() && panel->detail().summary.rackId == rack, kAnswerWait);
        QVERIFY(panel->detail().availableActions.contains(RemediationAction::Drain));
        auto *dialogs = window.findChild<ActionDialogs *>();
        QVERIFY(dialogs);

        dialogs->openRemediation(panel->detail());
        auto *first = window.findChild<RemediationDialog *>();
        QVERIFY(first);
        first->selectAction(RemediationAction::Drain);
        QTest::keyClicks(first->reasonField(), QStringLiteral("pump swap on this row"));
        QVERIFY(first->canConfirm());
        QTest::mouseClick(first->confirmButton(), Qt::LeftButton);
        const auto answered = test::countAnswers(session.operations()->findChild<OperationsClient *>(), this);
        first->close(); // before the answer: the operator moved on
        delete first; // (WA_DeleteOnClose would delete it on the next turn of the event loop)
        QVERIFY(!window.findChild<RemediationDialog *>());

        dialogs->openRemediation(panel->detail());
        auto *second = window.findChild<RemediationDialog *>();
        QVERIFY(second);
        QTRY_COMPARE_WITH_TIMEOUT(*answered, 1, kAnswerWait); // the first dialog's answer is in
        QTRY_VERIFY_WITH_TIMEOUT(session.operations()->model()->openOn(rack), kAnswerWait);
        const QString operationId = session.operations()->model()->openOn(rack)->id;
        QVERIFY2(!second->outcome()->text().contains(operationId), qPrintable(second->outcome()->text()));
        QVERIFY(!second->outcome()->text().startsWith(QStringLiteral("Started")));
        second->close();
    }

    // The window's Ctrl+Shift+A / Ctrl+Shift+R trigger the dock's actions, which the buttons
    // trigger too; disabled, the action does nothing and the shortcut says why.
    void theDocksCommandsAreActions()
    {
        ConsoleSession session(test::overrideDemoOptions(QStringLiteral("anna")));
        QVERIFY(test::startWithOverrideWaiting(session, kAnswerWait));
        MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const FleetModel *fleet = session.fleet()->model();
        QString rack;
        for (int row = 0; row < fleet->rowCount() && rack.isEmpty(); ++row) {
            const RackSummary &summary = fleet->rackAt(row);
            if (summary.stage == LifecycleStage::AwaitingApproval && summary.activeOperationId.isEmpty())
                rack = summary.rackId;
        }
        QVERIFY(!rack.isEmpty());
        QVERIFY(window.showView(QStringLiteral("rack:") + rack, nullptr));
        RackDetailPanel *panel = window.findChild<RackDetailPanel *>();
        QAction *approve = panel->approveAction();
        QVERIFY(approve);
        QTRY_VERIFY_WITH_TIMEOUT(approve->isEnabled(), kAnswerWait);
        QCOMPARE(panel->approveButton()->isEnabled(), approve->isEnabled());
        QCOMPARE(panel->remediateButton()->isEnabled(), panel->remediateAction()->isEnabled());
        int triggered = 0;
        connect(approve, &QAction::triggered, this, [&triggered] { ++triggered; });
        QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(triggered, 1);
        QTRY_VERIFY(window.findChild<ApproveDialog *>());
        QCOMPARE(window.findChild<ApproveDialog *>()->rackId(), rack);
    }
};

QTEST_MAIN(TestActionReplies)
#include "tst_actionreplies.moc"
