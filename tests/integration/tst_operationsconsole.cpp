// The console's operation flows against a real simulator over real gRPC:
// the approve dialog withdraws when the rack changes, an approval is carried
// out exactly once however often it is clicked, a viewer cannot act, and a
// remediation's progress reaches the operations model and ends in the right
// stage.
#include "actionpermission.h"
#include "actionreplies.h"
#include "approvedialog.h"
#include "backendchannel.h"
#include "connectionstatus.h"
#include "fleetmodel.h"
#include "fleet/fleetsimulation.h"
#include "fleetwatcher.h"
#include "gatecriteriamodel.h"
#include "operationsclient.h"
#include "operationsmodel.h"
#include "operationswatcher.h"
#include "overrideconfirmation.h"
#include "overridequeuemodel.h"
#include "overridequeueview.h"
#include "rackapproval.h"
#include "rackdetailclient.h"
#include "lifecyclehistorymodel.h"
#include "rackcomponentsmodel.h"
#include "rackdetailpanel.h"
#include "remediationdialog.h"
#include "sessionidentity.h"
#include "server/simulatorserver.h"
#include "../simulator/stillfleet.h"
#include "../support/replywait.h"
#include "actionoutcomeview.h"

#include "rackops/v1/operations.pb.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QTableView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;
using namespace rackops::sim;

namespace {
constexpr std::int64_t kMinute = 60'000;
}

class TestOperationsConsole : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<SimulatorServer> m_server;
    std::shared_ptr<BackendChannel> m_channel;
    std::unique_ptr<FleetModel> m_fleet;
    std::unique_ptr<FleetWatcher> m_watcher;
    std::unique_ptr<OperationsClient> m_ops;

    // The first `count` racks awaiting approval, idle, whose gate passes (or fails).
    QStringList awaitingRacks(bool gatePasses, int count)
    {
        QStringList found;
        const Caller &viewer = Caller::demoUsers().front();
        for (const auto &rack : m_server->fleet().snapshot().upserts) {
            if (found.size() == count)
                break;
            if (rack.stage() != v1::LIFECYCLE_STAGE_AWAITING_APPROVAL || !rack.active_operation_id().empty())
                continue;
            ApproveIntent judge;
            judge.rackId = rack.rack_id();
            judge.judgeOnly = true;
            ApprovalDecision gate;
            m_server->fleet().approve(viewer, judge, &gate);
            bool pass = true;
            for (const auto &c : gate.criteria)
                pass = pass && c.verdict() == v1::APPROVAL_CRITERION_VERDICT_PASS;
            if (pass == gatePasses)
                found << QString::fromStdString(rack.rack_id());
        }
        return found;
    }
    std::string awaitingRack(bool gatePasses) { return awaitingRacks(gatePasses, 1).value(0).toStdString(); }

    int auditCount(const QString &rackId, const QString &prefix)
    {
        QSignalSpy spy(m_ops.get(), &OperationsClient::auditReceived);
        AuditQuery query;
        query.rackId = rackId;
        query.actionPrefix = prefix;
        m_ops->queryAudit(query);
        if (!spy.wait(5000))
            return -1;
        return int(spy.first().first().value<QList<AuditEntryInfo>>().size());
    }

private Q_SLOTS:
    void init()
    {
        SimConfig config = stillFleet(1500);
        config.seed = 4;
        config.heartbeatIntervalMs = 200;
        m_server = std::make_unique<SimulatorServer>(config);
        QString error;
        QVERIFY2(m_server->start(&error), qPrintable(error));
        m_channel = std::make_shared<BackendChannel>(m_server->address());
        m_channel->setUser(QStringLiteral("anna"));
        m_fleet = std::make_unique<FleetModel>();
        m_watcher = std::make_unique<FleetWatcher>(m_channel);
        connect(m_watcher.get(), &FleetWatcher::fleetUpdated, m_fleet.get(), &FleetModel::applyUpdate);
        m_watcher->start();
        m_ops = std::make_unique<OperationsClient>(m_channel);
        QTRY_VERIFY_WITH_TIMEOUT(m_fleet->hasSnapshot(), 10000);
    }
    void cleanup()
    {
        m_ops.reset();
        m_watcher.reset();
        m_fleet.reset();
        m_channel.reset();
        m_server.reset();
    }

    void approveDialogWithdrawsWhenTheRackChanges()
    {
        const QString rack = QString::fromStdString(awaitingRack(true));
        QVERIFY(!rack.isEmpty());
        // Wired as ActionDialogs wires it: the rack's approval owns the criteria the dialog shows.
        RackApproval approval(m_ops.get(), RackApproval::WhileJudging::Nothing);
        QAbstractItemModelTester tester(approval.criteria(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        approval.judge(rack);
        ApproveDialog dialog(m_fleet.get(), approval.criteria(), rack);
        connect(&approval, &RackApproval::judged, &dialog, &ApproveDialog::setGate);
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.canConfirm(), 5000);
        QVERIFY(dialog.confirmButton()->isEnabled());

        // Someone else acts on the rack while the dialog is open.
        RemediateIntent quarantine;
        quarantine.rackId = rack.toStdString();
        quarantine.action = v1::REMEDIATION_ACTION_QUARANTINE;
        quarantine.expectedRevision = m_server->fleet().rack(rack.toStdString())->summary().state_revision();
        quarantine.idempotencyKey = "other-desk";
        quarantine.reason = "suspicious NVLink counters";
        v1::Operation op;
        QVERIFY(m_server->fleet().remediate(Caller::demoUsers()[1], quarantine, &op).ok());

        QTRY_VERIFY_WITH_TIMEOUT(!dialog.withdrawnReason().isEmpty(), 5000);
        QVERIFY(!dialog.confirmButton()->isEnabled());
        QVERIFY2(dialog.withdrawnReason().contains(rack), qPrintable(dialog.withdrawnReason()));
        QVERIFY(dialog.outcome()->isVisible());
    }

    void doubleClickedApproveHappensOnce()
    {
        const QString rack = QString::fromStdString(awaitingRack(true));
        RackApproval approval(m_ops.get(), RackApproval::WhileJudging::Nothing);
        QAbstractItemModelTester tester(approval.criteria(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        approval.judge(rack);
        ApproveDialog dialog(m_fleet.get(), approval.criteria(), rack);
        connect(&approval, &RackApproval::judged, &dialog, &ApproveDialog::setGate);
        connect(&dialog, &ApproveDialog::approveRequested, &approval,
                [&approval](const QString &, qint64 revision, const QString &justification, const QString &key) {
                    approval.approve(revision, justification, key);
                });
        connect(&approval, &RackApproval::approvalFinished, &dialog, &ApproveDialog::showResult);
        QSignalSpy heard(&approval, &RackApproval::approvalFinished);
        QSignalSpy finished(&approval, &RackApproval::approvalSettled); // every answer, heard or not
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.canConfirm(), 5000);
        QTest::mouseDClick(dialog.confirmButton(), Qt::LeftButton);
        QTest::mouseClick(dialog.confirmButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
        QCOMPARE(heard.count(), 1);
        QCOMPARE(heard.first().first().value<ApprovalResult>().verdict, ApprovalResult::Verdict::Approved);
        QVERIFY2(dialog.outcome()->text().startsWith(QStringLiteral("Approved")), qPrintable(dialog.outcome()->text()));
        QVERIFY(!dialog.confirmButton()->isEnabled());
        // Waits for something not to happen (a second answer), which takes time on purpose; the audit
        // log below says the same from the backend's side.
        QTest::qWait(300);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(auditCount(rack, QStringLiteral("rack.approve")), 1);
        m_server->advance(5 * kMinute);
        QTRY_COMPARE_WITH_TIMEOUT(m_fleet->rackAt(m_fleet->rowOf(rack)).stage, LifecycleStage::Production, 5000);
    }

    // Issue #33.4: two approvals of two racks from one console at once: each answer comes back on
    // the reply of the request it answers, naming its own rack and operation, and only there.
    void twoApprovalsAtOnceEachAnswerTheirOwnAsker()
    {
        const QStringList racks = awaitingRacks(true, 2);
        QCOMPARE(racks.size(), 2);
        const auto revision = [this](const QString &rack) {
            return m_server->fleet().rack(rack.toStdString())->summary().state_revision();
        };
        QPointer<ApprovalReply> first = m_ops->approve(racks.at(0), revision(racks.at(0)), QString());
        QPointer<ApprovalReply> second = m_ops->approve(racks.at(1), revision(racks.at(1)), QString());
        QCOMPARE(first->rackId(), racks.at(0));
        QVERIFY(first->idempotencyKey() != second->idempotencyKey());
        QSignalSpy firstHeard(first.data(), &ApprovalReply::finished);
        QSignalSpy secondHeard(second.data(), &ApprovalReply::finished);
        QTRY_VERIFY_WITH_TIMEOUT(firstHeard.count() == 1 && secondHeard.count() == 1, 10000);
        const auto a = firstHeard.first().first().value<ApprovalResult>();
        const auto b = secondHeard.first().first().value<ApprovalResult>();
        QCOMPARE(a.rackId, racks.at(0));
        QCOMPARE(b.rackId, racks.at(1));
        QCOMPARE(a.verdict, ApprovalResult::Verdict::Approved);
        QCOMPARE(b.verdict, ApprovalResult::Verdict::Approved);
        QCOMPARE(
            a.operationId,
            QString::fromStdString(m_server->fleet().rack(racks.at(0).toStdString())->summary().active_operation_id()));
        QCOMPARE(
            b.operationId,
            QString::fromStdString(m_server->fleet().rack(racks.at(1).toStdString())->summary().active_operation_id()));
        QVERIFY(a.operationId != b.operationId);
        // Said once each: a reply answers exactly once, then goes.
        QTRY_VERIFY(first.isNull() && second.isNull());
        QCOMPARE(firstHeard.count(), 1);
        QCOMPARE(secondHeard.count(), 1);
    }

    void refusedApprovalShowsTheServersReason()
    {
        const QString rack = QString::fromStdString(awaitingRack(true));
        const auto answer = test::answerOf(m_ops->approve(rack, 0, QString()), 5000); // not the rack's revision
        QVERIFY(answer);
        const ApprovalResult result = *answer;
        QCOMPARE(result.answer, ActionOutcome::Answer::Refused);
        QCOMPARE(result.rackId, rack);
        QCOMPARE(result.statusCode, QStringLiteral("ABORTED"));
        QVERIFY2(result.message.contains(QStringLiteral("changed since you looked")), qPrintable(result.message));
    }

    void secondApproverConfirmsAnOverrideInTheQueue()
    {
        // Ben asks for an override on a rack whose gate fails.
        const std::string rack = awaitingRack(false);
        QVERIFY(!rack.empty());
        ApproveIntent ask;
        ask.rackId = rack;
        ask.expectedRevision = m_server->fleet().rack(rack)->summary().state_revision();
        ask.idempotencyKey = "ben-asks";
        ask.overrideJustification = "Within measurement noise; retest booked for tomorrow morning";
        ApprovalDecision asked;
        QVERIFY(m_server->fleet().approve(Caller::demoUsers()[3], ask, &asked).ok());
        QCOMPARE(asked.outcome, v1::APPROVAL_OUTCOME_OVERRIDE_REQUESTED);

        const auto queueFor = [this](const QString &user, SessionIdentity &identity, OverrideQueueModel &model) {
            m_channel->setUser(user);
            connect(m_ops.get(), &OperationsClient::identityReceived, &identity, &SessionIdentity::setIdentity);
            connect(m_ops.get(), &OperationsClient::overridesReceived, &model, &OverrideQueueModel::setRequests);
            m_ops->fetchIdentity();
            m_ops->fetchOverrides();
        };
        {
            // Ben sees his own request, but may not decide on it.
            SessionIdentity identity;
            OverrideQueueModel model;
            OverrideQueueView view(&model, &identity);
            view.show();
            queueFor(QStringLiteral("ben"), identity, model);
            QTRY_VERIFY_WITH_TIMEOUT(model.pendingCount() == 1 && identity.identity().subject == QStringLiteral("ben"),
                                     5000);
            view.table()->selectRow(0);
            QVERIFY(!view.confirmButton()->isEnabled());
            QVERIFY2(view.confirmButton()->toolTip().contains(QStringLiteral("second, different approver")),
                     qPrintable(view.confirmButton()->toolTip()));
            disconnect(m_ops.get(), nullptr, &identity, nullptr);
            disconnect(m_ops.get(), nullptr, &model, nullptr);
        }
        // Anna confirms it; the rack then goes into production.
        SessionIdentity identity;
        OverrideQueueModel model;
        OverrideQueueView view(&model, &identity);
        connect(&view, &OverrideQueueView::decisionRequested, m_ops.get(),
                [this, &view, &model](const QString &id, bool confirm, const QString &comment) {
                    connect(m_ops->decideOverride(id, confirm, comment, model.requestAt(0).rackRevision),
                            &OverrideDecisionReply::finished, &view, &OverrideQueueView::showResult);
                });
        connect(&view, &OverrideQueueView::refreshRequested, m_ops.get(), &OperationsClient::fetchOverrides);
        view.show();
        queueFor(QStringLiteral("anna"), identity, model);
        QTRY_VERIFY_WITH_TIMEOUT(model.pendingCount() == 1 && identity.identity().subject == QStringLiteral("anna"),
                                 5000);
        view.table()->selectRow(0);
        QVERIFY(view.confirmButton()->isEnabled());
        QTest::mouseClick(view.confirmButton(), Qt::LeftButton);
        // It puts the rack into production: asked once more, naming the rack.
        auto *question = view.findChild<OverrideConfirmation *>();
        QVERIFY(question);
        QVERIFY(question->text().contains(QString::fromStdString(rack)));
        question->confirmButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(model.pendingCount(), 0, 5000);
        m_server->advance(5 * kMinute);
        QTRY_COMPARE_WITH_TIMEOUT(m_fleet->rackAt(m_fleet->rowOf(QString::fromStdString(rack))).stage,
                                  LifecycleStage::Production, 5000);
    }

    void viewerSeesDisabledActionsWithTheRoleNamed()
    {
        m_channel->setUser(QStringLiteral("vera"));
        SessionIdentity identity;
        connect(m_ops.get(), &OperationsClient::identityReceived, &identity, &SessionIdentity::setIdentity);
        m_ops->fetchIdentity();
        QTRY_COMPARE_WITH_TIMEOUT(identity.identity().subject, QStringLiteral("vera"), 5000);
        RackDetailClient details(m_channel);
        RackComponentsModel components;
        LifecycleHistoryModel history;
        GateCriteriaModel gate;
        RackDetailPanel panel(m_fleet.get(), &identity, &components, &history, &gate);
        connect(&panel, &RackDetailPanel::detailWanted, &details, &RackDetailClient::request);
        connect(&details, &RackDetailClient::detailReceived, &panel, &RackDetailPanel::showDetail);
        // The panel shows what the console's policy says, wired as the window wires it.
        ConnectionStatus link;
        link.setState(m_watcher->connectionState());
        connect(m_watcher.get(), &FleetWatcher::connectionStateChanged, &link, &ConnectionStatus::setState);
        ActionPermission permission(&link, &identity);
        const auto reasons = [&] {
            using Action = ActionPermission::Action;
            panel.setActionReasons(permission.whyNot(Action::Approve, panel.detail()),
                                   permission.whyNot(Action::Remediate, panel.detail()));
        };
        connect(&panel, &RackDetailPanel::detailShown, &panel, reasons);
        connect(&permission, &ActionPermission::changed, &panel, reasons);
        panel.show();
        panel.showRack(QString::fromStdString(awaitingRack(true)));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.detail().summary.rackId.isEmpty(), 5000);
        QVERIFY(!panel.approveButton()->isEnabled());
        QVERIFY2(panel.approveButton()->toolTip().contains(QStringLiteral("approver")),
                 qPrintable(panel.approveButton()->toolTip()));
        QVERIFY(!panel.remediateButton()->isEnabled());
        QVERIFY(panel.remediateButton()->toolTip().contains(QStringLiteral("operator")));
    }

    void remediationProgressReachesTheConsole()
    {
        OperationsModel operations;
        OperationsWatcher opsWatcher(m_channel);
        connect(&opsWatcher, &OperationsWatcher::operationsUpdated, &operations, &OperationsModel::apply);
        opsWatcher.start();
        QSignalSpy finishedOps(&operations, &OperationsModel::operationFinished);

        std::string failed;
        for (const auto &rack : m_server->fleet().snapshot().upserts) {
            if (rack.stage() == v1::LIFECYCLE_STAGE_FAILED) {
                failed = rack.rack_id();
                break;
            }
        }
        const QString rack = QString::fromStdString(failed);
        RackDetailClient details(m_channel);
        QSignalSpy detailSpy(&details, &RackDetailClient::detailReceived);
        details.request(rack);
        QVERIFY(detailSpy.wait(5000));
        const RackDetail detail = detailSpy.first().first().value<RackDetail>();
        QVERIFY(detail.availableActions.contains(RemediationAction::RmaTray));

        RemediationDialog dialog(m_fleet.get(), detail);
        connect(&dialog, &RemediationDialog::remediationRequested, m_ops.get(),
                [this, &dialog](const QString &r, RemediationAction a, const QStringList &parts, const QString &reason,
                                qint64 revision, const QString &key, double setpoint) {
                    connect(m_ops->remediate(r, a, parts, reason, revision, key, setpoint), &RemediationReply::finished,
                            &dialog, &RemediationDialog::showResult);
                });
        dialog.show();
        dialog.selectAction(RemediationAction::RmaTray);
        dialog.checkPart(QStringLiteral("CT03"));
        QVERIFY(!dialog.canConfirm()); // no reason yet
        QTest::keyClicks(dialog.reasonField(), QStringLiteral("tray keeps failing"));
        QVERIFY(dialog.canConfirm());
        QTest::mouseClick(dialog.confirmButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.outcome()->text().startsWith(QStringLiteral("Started")), 5000);

        QTRY_COMPARE_WITH_TIMEOUT(operations.runningCount(), 1, 5000);
        m_server->advance(20 * kMinute);
        QTRY_VERIFY_WITH_TIMEOUT(operations.index(0, 0).data(OperationsModel::ProgressRole).toFloat() > 0.2F, 5000);
        m_server->advance(60 * kMinute);
        QTRY_COMPARE_WITH_TIMEOUT(finishedOps.count(), 1, 5000);
        QCOMPARE(finishedOps.first().first().value<OperationInfo>().state, OperationInfo::State::Succeeded);
        // The fleet stream brings the rack's new stage within a flush or two.
        const auto stage = [&] { return m_fleet->rackAt(m_fleet->rowOf(rack)).stage; };
        QTRY_VERIFY_WITH_TIMEOUT(stage() == LifecycleStage::Discovering || stage() == LifecycleStage::FirmwareUpdate,
                                 5000);
    }
};

QTEST_MAIN(TestOperationsConsole)
#include "tst_operationsconsole.moc"
