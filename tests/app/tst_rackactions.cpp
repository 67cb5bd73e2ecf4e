// The actions on a rack in the real window against the in-process demo
// backend: a disabled action says why in words (beside it, and in the status
// bar when its shortcut is pressed); the rack dock says what the operations
// panel and the gate say; an approver opening Approve on a rack whose override
// request already waits decides that request (asked once more before the rack
// goes into production) instead of filing a second one; a rack never
// validated is sent to validation.
#include "actionpermission.h"
#include "alertinfo.h"
#include "alertscontroller.h"
#include "alertsmodel.h"
#include "approvedialog.h"
#include "disabledbuttonexplainer.h"
#include "consolesession.h"
#include "consolestatusbar.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"
#include "gatecriteriamodel.h"
#include "handoverview.h"
#include "mainwindow.h"
#include "operationscontroller.h"
#include "operationsmodel.h"
#include "overrideconfirmation.h"
#include "overridequeuemodel.h"
#include "overridefixture.h"
#include "overridequeueview.h"
#include "rackdetailpanel.h"
#include "sessionidentity.h"

#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QToolTip>

using namespace rackops;

namespace {

constexpr int kRackActionsWait = 15000;

ConsoleSession::Options demoOptions(const QString &user)
{
    return test::overrideDemoOptions(user);
}

QString rackIn(const FleetModel *fleet, LifecycleStage stage)
{
    for (int row = 0; row < fleet->rowCount(); ++row) {
        const RackSummary &rack = fleet->rackAt(row);
        if (rack.stage == stage && rack.activeOperationId.isEmpty())
            return rack.rackId;
    }
    return {};
}

QLabel *label(QWidget *parent, const char *name)
{
    return parent->findChild<QLabel *>(QLatin1String(name));
}

// Presses a disabled button's mnemonic the way an operator does, in the active window, and returns
// what the console answered.
QString pressDisabled(QWidget *window, QAbstractButton *button)
{
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window))
        return QStringLiteral("<window not active>");
    const QKeySequence mnemonic = QKeySequence::mnemonic(button->text());
    QTest::keyClick(window, mnemonic[0].key(), mnemonic[0].keyboardModifiers());
    auto *explainer = button->findChild<DisabledButtonExplainer *>();
    return explainer ? explainer->lastExplanation() : QStringLiteral("<no explainer>");
}

} // namespace

class TestRackActions : public QObject {
    Q_OBJECT
private:
    static bool start(ConsoleSession &session) { return test::startWithOverrideWaiting(session, kRackActionsWait); }
    static const OverrideRequestInfo *pendingRequest(ConsoleSession &session) { return test::pendingOverride(session); }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A viewer presses Ctrl+Shift+A and Ctrl+Shift+R: nothing opens, the status bar says why, and
    // the reason stands in words under the buttons, not only in a tooltip.
    void aShortcutOnADisabledActionSaysWhy()
    {
        ConsoleSession session(demoOptions(QStringLiteral("vera")));
        QVERIFY(start(session));
        MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // Nothing selected yet: the shortcut says so.
        QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!window.statusBar()->currentMessage().isEmpty());

        const QString rack = rackIn(session.fleet()->model(), LifecycleStage::AwaitingApproval);
        QVERIFY(!rack.isEmpty());
        QVERIFY(window.showView(QStringLiteral("rack:") + rack, nullptr));
        RackDetailPanel *panel = window.findChild<RackDetailPanel *>();
        QTRY_VERIFY_WITH_TIMEOUT(panel->hasDetail(), kRackActionsWait);
        QVERIFY(!panel->approveButton()->isEnabled());
        QVERIFY(!panel->approveWhyNot().isEmpty());
        QLabel *reasons = label(panel, "actionReasons");
        QVERIFY(reasons && reasons->isVisible());
        QVERIFY(reasons->text().contains(panel->approveWhyNot()));
        QVERIFY(reasons->text().contains(panel->remediateWhyNot()));
        QCOMPARE(panel->approveWhyNot(),
                 session.permission()->whyNot(ActionPermission::Action::Approve, panel->detail()));

        window.statusBar()->clearMessage();
        QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.statusBar()->currentMessage(), panel->approveWhyNot());
        QTest::keyClick(&window, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.statusBar()->currentMessage(), panel->remediateWhyNot());
        QVERIFY(!window.findChild<ApproveDialog *>());

        // A critical alert announced right then waits: the answer stays until it could be read.
        AlertInfo alert;
        alert.id = QStringLiteral("A-9001");
        alert.severity = AlertInfo::Severity::Critical;
        alert.state = AlertInfo::State::Triggered;
        alert.source = AlertInfo::Source::Leak;
        alert.rackId = rack;
        alert.summary = QStringLiteral("Leak detected");
        OperationInfo drain;
        drain.id = QStringLiteral("OP-9001");
        drain.kind = OperationInfo::Kind::Remediation;
        drain.rackId = rack;
        drain.state = OperationInfo::State::Running;
        session.operations()->model()->apply(false, {drain}, {});
        session.alerts()->model()->apply(false, {alert}, {}, 0);
        QCOMPARE(window.statusBar()->currentMessage(), panel->remediateWhyNot());
        // A routine announcement meanwhile (an operation finishing) does not take its place.
        drain.state = OperationInfo::State::Succeeded;
        session.operations()->model()->apply(false, {drain}, {});
        // Another critical alert meanwhile is counted with it (the demo raises its own too).
        AlertInfo second = alert;
        second.id = QStringLiteral("A-9002");
        session.alerts()->model()->apply(false, {second}, {}, 0);
        QTRY_VERIFY_WITH_TIMEOUT(window.statusBar()->currentMessage().contains(alert.id), kRackActionsWait);
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("more critical alert")),
                 qPrintable(window.statusBar()->currentMessage()));
        // And the critical alert is held on screen in turn: a routine one waits behind it.
        drain.id = QStringLiteral("OP-9002");
        drain.state = OperationInfo::State::Running;
        session.operations()->model()->apply(false, {drain}, {});
        drain.state = OperationInfo::State::Failed;
        session.operations()->model()->apply(false, {drain}, {});
        QVERIFY(window.statusBar()->currentMessage().contains(alert.id));
    }

    // The same shortcut on an action that may run opens it.
    // On a laptop screen a long message used to be cut off mid-word at the alert counts, which
    // read as if it were the whole message. It ends in "…" now, and its tooltip holds all of it.
    void aMessageTooLongForTheRoomSaysThereIsMore()
    {
        ConsoleSession session(demoOptions(QStringLiteral("vera")));
        QVERIFY(start(session));
        MainWindow window(&session);
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *bar = qobject_cast<ConsoleStatusBar *>(window.statusBar());
        QVERIFY(bar);

        const QString shortText = QStringLiteral("Approved.");
        bar->explain(shortText);
        QCOMPARE(bar->fittedMessage(), shortText);

        const QString longText =
            QStringLiteral("Critical alert on PHX1-H1-R04-18 \u2014 A-1042: leak at compute tray "
                           "CT14, cold-plate manifold, critical since 02:16; rack drained, shutdown in 20 s, "
                           "supply valve closed, pumps stopped, 3 more racks report a leak. Nobody owns it yet.");
        bar->explain(longText);
        QCOMPARE(bar->currentMessage(), longText); // the message itself stays whole
        QCOMPARE(bar->toolTip(), longText);
        const QString fitted = bar->fittedMessage();
        QVERIFY2(fitted.endsWith(QChar(0x2026)) && fitted.size() < longText.size(), qPrintable(fitted));
        QVERIFY(longText.startsWith(fitted.chopped(1)));
        // It fits in front of the first permanent widget shown (the replication badge hides until
        // there is replication to report; then the alert counts), and is painted.
        const QWidget *firstPermanent = nullptr;
        for (const QString &name : {QStringLiteral("replicationStatus"), QStringLiteral("alertCounts")}) {
            const auto *widget = bar->findChild<QWidget *>(name);
            if (!firstPermanent && widget && widget->isVisible())
                firstPermanent = widget;
        }
        QVERIFY(firstPermanent);
        QVERIFY(bar->fontMetrics().horizontalAdvance(longText) > firstPermanent->x());
        QVERIFY2(bar->fontMetrics().horizontalAdvance(fitted) < firstPermanent->x(),
                 qPrintable(QStringLiteral("%1 px for a message, the badge at %2")
                                .arg(bar->fontMetrics().horizontalAdvance(fitted))
                                .arg(firstPermanent->x())));
        QVERIFY(!bar->grab().isNull());
        bar->clearMessage();
        QVERIFY(bar->toolTip().isEmpty());
    }

    void aShortcutOnAnEnabledActionOpensIt()
    {
        ConsoleSession session(demoOptions(QStringLiteral("anna")));
        QVERIFY(start(session));
        MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString rack = rackIn(session.fleet()->model(), LifecycleStage::AwaitingApproval);
        QVERIFY(window.showView(QStringLiteral("rack:") + rack, nullptr));
        RackDetailPanel *panel = window.findChild<RackDetailPanel *>();
        QTRY_VERIFY_WITH_TIMEOUT(panel->approveButton()->isEnabled(), kRackActionsWait);
        QVERIFY(!label(panel, "actionReasons")->isVisible());
        QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(window.findChild<ApproveDialog *>());
        QCOMPARE(window.findChild<ApproveDialog *>()->rackId(), rack);
    }

    // The dock of a rack whose override waits for a second approver says so, as the operations
    // panel does, and its step follows the gate rather than "all criteria met".
    void theDockSaysWhatTheOperationsPanelSays()
    {
        ConsoleSession session(demoOptions(QStringLiteral("anna")));
        QVERIFY(start(session));
        MainWindow window(&session);
        window.show();
        const OverrideRequestInfo *request = pendingRequest(session);
        QVERIFY(request);
        const QString rack = request->rackId;
        const OperationInfo *op = session.operations()->model()->openOn(rack);
        QVERIFY(op);
        QCOMPARE(op->state, OperationInfo::State::AwaitingConfirmation);

        QVERIFY(window.showView(QStringLiteral("rack:") + rack, nullptr));
        RackDetailPanel *panel = window.findChild<RackDetailPanel *>();
        QLabel *operation = label(panel, "rackOperation");
        QTRY_VERIFY_WITH_TIMEOUT(operation->text().contains(OperationInfo::stateName(op->state)), kRackActionsWait);
        QVERIFY(operation->text().contains(op->requestedBy));

        // The backend's step text for the stage claims every criterion met; the gate does not.
        QTRY_VERIFY_WITH_TIMEOUT(panel->gate()->rowCount() > 0, kRackActionsWait);
        QVERIFY(panel->gate()->failedCount() > 0);
        const RackSummary &summary = session.fleet()->model()->rackAt(session.fleet()->model()->rowOf(rack));
        QVERIFY(label(panel, "rackStep")->text() != summary.stepDescription);
        QVERIFY(label(panel, "rackStep")->text().contains(op->requestedBy));

        // Time in stage: the words the board's column shows.
        const QString inStage = session.fleet()
                                    ->model()
                                    ->index(session.fleet()->model()->rowOf(rack), FleetModel::TimeInStageColumn)
                                    .data()
                                    .toString();
        QVERIFY(label(panel, "rackStage")->text().contains(inStage));
    }

    // Anna opens Approve on the rack Ben asked an override for: she decides Ben's request (who, when,
    // why) and is asked once more, naming the rack and its unmet criteria, before it goes into production.
    void anApproverDecidesTheWaitingRequest()
    {
        ConsoleSession session(demoOptions(QStringLiteral("anna")));
        QVERIFY(start(session));
        MainWindow window(&session);
        window.show();
        const OverrideRequestInfo request = *pendingRequest(session);
        QVERIFY(request.requestedBy != QLatin1String("anna"));
        QVERIFY(window.showView(QStringLiteral("approve:") + request.rackId, nullptr));
        auto *dialog = window.findChild<ApproveDialog *>();
        QVERIFY(dialog);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->pendingRequest().id, request.id, kRackActionsWait);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->confirmButton()->isEnabled(), kRackActionsWait);
        QVERIFY(dialog->rejectButton()->isVisible());
        // Each criterion's verdict is in view whatever the language: first, as in the rack dock.
        auto *criteria = dialog->findChild<QTableView *>(QStringLiteral("criteriaTable"));
        QVERIFY(criteria);
        QCOMPARE(criteria->horizontalHeader()->visualIndex(GateCriteriaModel::VerdictColumn), 0);
        QLabel *shown = label(dialog, "pendingRequest");
        QVERIFY(shown->isVisible());
        QVERIFY(shown->text().contains(request.requestedBy));
        QVERIFY(shown->text().contains(request.justification.left(20)));

        // A double click opens one question and sends nothing.
        QTest::mouseDClick(dialog->confirmButton(), Qt::LeftButton);
        QTest::mouseClick(dialog->confirmButton(), Qt::LeftButton);
        QTRY_COMPARE(dialog->findChildren<OverrideConfirmation *>().size(), 1);
        auto *question = dialog->findChild<OverrideConfirmation *>();
        QVERIFY(question->text().contains(request.rackId));
        const QStringList unmet = OverrideConfirmation::unmetCriteria(request);
        QVERIFY(!unmet.isEmpty());
        for (const QString &line : unmet)
            QVERIFY2(question->informativeText().contains(line.toHtmlEscaped()), qPrintable(line));
        QVERIFY(question->defaultButton() != question->confirmButton());
        QVERIFY(session.operations()->overrides()->pendingFor(request.rackId));

        question->confirmButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!session.operations()->overrides()->pendingFor(request.rackId), kRackActionsWait);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->confirmButton()->isEnabled(), kRackActionsWait);
        QTRY_VERIFY_WITH_TIMEOUT(session.operations()->model()->openOn(request.rackId) == nullptr
                                     || session.operations()->model()->openOn(request.rackId)->state
                                         != OperationInfo::State::AwaitingConfirmation,
                                 kRackActionsWait);
    }

    // Ben opens Approve on his own request: nothing to file again, nothing he may decide; he is told why.
    void theRequesterWaitsForSomeoneElse()
    {
        ConsoleSession session(demoOptions(QStringLiteral("ben")));
        QVERIFY(start(session));
        MainWindow window(&session);
        window.show();
        const OverrideRequestInfo request = *pendingRequest(session);
        QCOMPARE(request.requestedBy, QStringLiteral("ben"));
        QVERIFY(window.showView(QStringLiteral("approve:") + request.rackId, nullptr));
        auto *dialog = window.findChild<ApproveDialog *>();
        QTRY_COMPARE_WITH_TIMEOUT(dialog->pendingRequest().id, request.id, kRackActionsWait);
        QVERIFY(!dialog->confirmButton()->isEnabled());
        QVERIFY(!dialog->rejectButton()->isVisible());
        QTRY_VERIFY(label(dialog, "approveWhyNot")->isVisible());
        QCOMPARE(label(dialog, "approveWhyNot")->text(), dialog->whyNot());
    }

    // approve:ID on a rack that was never validated: no override is offered, and it says why.
    void aRackNeverValidatedIsSentToValidation()
    {
        ConsoleSession session(demoOptions(QStringLiteral("anna")));
        QVERIFY(start(session));
        MainWindow window(&session);
        window.show();
        const QString rack = rackIn(session.fleet()->model(), LifecycleStage::PowerOn);
        QVERIFY(!rack.isEmpty());
        QVERIFY(window.showView(QStringLiteral("approve:") + rack, nullptr));
        auto *dialog = window.findChild<ApproveDialog *>();
        QTRY_VERIFY_WITH_TIMEOUT(label(dialog, "approveWhyNot")->isVisible(), kRackActionsWait);
        QVERIFY(!dialog->confirmButton()->isEnabled());
        QVERIFY(!dialog->rejectButton()->isVisible());
        QVERIFY(dialog->reasonField()->isVisible());
    }

    // In the Approvals tab too, Confirm asks once more; Cancel sends nothing. A viewer reads why
    // Confirm is disabled beside it.
    void theQueueAsksOnceMoreAndExplains()
    {
        ConsoleSession session(demoOptions(QStringLiteral("anna")));
        QVERIFY(start(session));
        MainWindow window(&session);
        window.show();
        QVERIFY(window.showView(QStringLiteral("approvals"), nullptr));
        OverrideQueueView *queue = window.findChild<OverrideQueueView *>();
        OverrideQueueModel *model = session.operations()->overrides();
        int row = 0;
        while (model->requestAt(row).state != OverrideRequestInfo::State::Pending)
            ++row;
        const QString rack = model->requestAt(row).rackId;
        queue->table()->selectRow(row);
        QTRY_VERIFY(queue->confirmButton()->isEnabled());
        queue->confirmButton()->click();
        auto *question = queue->findChild<OverrideConfirmation *>();
        QVERIFY(question);
        QVERIFY(question->text().contains(rack));
        QVERIFY(!queue->confirmButton()->isEnabled()); // no second question, no second decision
        question->reject();
        QTRY_VERIFY(queue->confirmButton()->isEnabled());
        // The queue as the backend has it after Cancel: the request still waits.
        QSignalSpy reread(session.operations(), &OperationsController::overridesReceived);
        session.operations()->fetchOverrides();
        QTRY_VERIFY_WITH_TIMEOUT(!reread.isEmpty(), kRackActionsWait);
        QVERIFY(model->pendingFor(rack));

        session.switchUser(QStringLiteral("vera"));
        QTRY_VERIFY_WITH_TIMEOUT(!queue->confirmButton()->isEnabled(), kRackActionsWait);
        QLabel *why = label(queue, "decisionWhyNot");
        QTRY_VERIFY(why->isVisible());
        // The backend has said who the new user is (before, the reason is that it does not know yet).
        QTRY_VERIFY_WITH_TIMEOUT(why->text().contains(QStringLiteral("Vera Viewer")), kRackActionsWait);
        QCOMPARE(why->text(), queue->whyNot());
        QCOMPARE(why->text(), session.permission()->whyNot(ActionPermission::Action::DecideOverride));
        // Alt+C on the disabled Confirm answers with the same words instead of doing nothing.
        QCOMPARE(pressDisabled(&window, queue->confirmButton()), why->text());
        QCOMPARE(QToolTip::text(), why->text());
    }

    // The sign-off of a running shift is disabled, and says so under the button.
    void theSignOffSaysWhy()
    {
        ConsoleSession session(demoOptions(QStringLiteral("anna")));
        QVERIFY(start(session));
        MainWindow window(&session);
        window.show();
        QVERIFY(window.showView(QStringLiteral("handover"), nullptr));
        auto *view = window.findChild<HandoverView *>();
        QTRY_VERIFY_WITH_TIMEOUT(view->report().isValid(), kRackActionsWait);
        auto *signOff = view->findChild<QPushButton *>(QStringLiteral("signOffHandover"));
        QVERIFY(!signOff->isEnabled());
        QLabel *why = label(view, "signOffWhyNot");
        QVERIFY(why->isVisible());
        QCOMPARE(why->text(), view->signOffWhyNot());
        QCOMPARE(pressDisabled(&window, signOff), why->text()); // Alt+S says it too
    }
};

QTEST_MAIN(TestRackActions)
#include "tst_rackactions.moc"
