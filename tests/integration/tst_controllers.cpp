// The controllers, headless, against the demo backend (a rackops-sim process) over real gRPC:
// each keeps its own request state, so late answers for what is no longer
// asked for never reach a view. A test that says an answer was dropped first
// waits until the controller's client has really received it.
#include "actionpermission.h"
#include "actionreplies.h"
#include "consolesession.h"
#include "coolingcontroller.h"
#include "coolinghistoryclient.h"
#include "currentrack.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"
#include "gatecriteriamodel.h"
#include "gpugridmodel.h"
#include "handovercontroller.h"
#include "lifecyclehistorymodel.h"
#include "operationsclient.h"
#include "operationscontroller.h"
#include "rackapproval.h"
#include "rackcomponentsmodel.h"
#include "rackcontroller.h"
#include "rackdetailclient.h"
#include "sessionidentity.h"
#include "validationclient.h"
#include "validationcontroller.h"
#include "validationcriteriamodel.h"
#include "validationrunsmodel.h"
#include "../support/replywait.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <functional>
#include <memory>

using namespace rackops;

class TestControllers : public QObject {
    Q_OBJECT
private:
    QString rackAt(int row) const { return m_session->fleet()->model()->rackAt(row).rackId; }

    // The first `count` racks that satisfy `wanted`, in the board's order.
    QStringList racksWhere(const std::function<bool(const RackSummary &)> &wanted, int count) const
    {
        QStringList found;
        const FleetModel *fleet = m_session->fleet()->model();
        for (int row = 0; row < fleet->rowCount() && found.size() < count; ++row) {
            if (wanted(fleet->rackAt(row)))
                found << fleet->rackAt(row).rackId;
        }
        return found;
    }

    template<typename Model> static std::unique_ptr<QAbstractItemModelTester> tester(Model *model)
    {
        return std::make_unique<QAbstractItemModelTester>(model,
                                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    }

private Q_SLOTS:
    void initTestCase()
    {
        ConsoleSession::Options options;
        options.demoRacks = 40;
        m_session = new ConsoleSession(options, this);
        QString error;
        QVERIFY2(m_session->start(&error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(m_session->fleet()->model()->hasSnapshot(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(m_session->operations()->identity()->identity().isKnown(), 15000);
    }

    void currentRackSaysEachChangeOnce()
    {
        CurrentRack rack;
        QSignalSpy changed(&rack, &CurrentRack::changed);
        rack.select(QStringLiteral("A"));
        rack.select(QStringLiteral("A"));
        rack.select(QStringLiteral("B"));
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed.at(1).at(0).toString(), QStringLiteral("B"));
        QCOMPARE(rack.rackId(), QStringLiteral("B"));
    }

    void rackDetailOfARackNoLongerAskedForIsDropped()
    {
        RackController *rack = m_session->rack();
        QSignalSpy received(rack, &RackController::detailReceived);
        QSignalSpy answered(rack->findChild<RackDetailClient *>(), &RackDetailClient::detailReceived);
        const QString first = rackAt(1);
        const QString second = rackAt(2);
        rack->requestDetail(first);
        rack->requestDetail(second); // the operator moved on before the first answer came
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 2, 10000); // the first answer is in too
        QVERIFY(!received.isEmpty());
        for (const QList<QVariant> &args : std::as_const(received))
            QCOMPARE(args.at(0).value<RackDetail>().summary.rackId, second);
    }

    // The dock's parts and history are the controller's models: filled with the rack asked for,
    // emptied the moment another rack is asked for (never one rack's trays under another's name).
    void rackModelsFollowTheRackAskedFor()
    {
        RackController *rack = m_session->rack();
        QAbstractItemModelTester partsTester(rack->components(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester historyTester(rack->history(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy received(rack, &RackController::detailReceived);
        rack->requestDetail(rackAt(4));
        QTRY_VERIFY_WITH_TIMEOUT(!received.isEmpty(), 10000);
        const RackDetail detail = received.constLast().at(0).value<RackDetail>();
        QCOMPARE(rack->components()->rowCount(), int(detail.components.size()));
        QVERIFY(rack->components()->rowCount() > 0);
        QCOMPARE(rack->history()->rowCount(), int(detail.history.size()));
        rack->requestDetail(rackAt(5));
        QCOMPARE(rack->components()->rowCount(), 0);
        QCOMPARE(rack->history()->rowCount(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(rack->components()->rowCount() > 0, 10000);
    }

    void unknownRackFailsForThatRack()
    {
        RackController *rack = m_session->rack();
        QSignalSpy failed(rack, &RackController::detailFailed);
        rack->requestDetail(QStringLiteral("NO-SUCH-RACK"));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
        QCOMPARE(failed.at(0).at(0).toString(), QStringLiteral("NO-SUCH-RACK"));
        QVERIFY(!failed.at(0).at(1).toString().isEmpty());
    }

    void chartsGetSamplesAndHistoryOnlyForChartedRacks()
    {
        CoolingController *cooling = m_session->cooling();
        QSignalSpy samples(cooling, &CoolingController::samplesReceived);
        QSignalSpy history(cooling, &CoolingController::historyReceived);
        QSignalSpy answered(cooling->findChild<CoolingHistoryClient *>(), &CoolingHistoryClient::historyReceived);
        const QString charted = rackAt(3);
        cooling->chartRacks({charted});
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        cooling->requestHistory(rackAt(4), now - 3'600'000, 0, 200); // asked, but not charted
        cooling->requestHistory(charted, now - 3'600'000, 0, 200);
        QTRY_VERIFY_WITH_TIMEOUT(!samples.isEmpty() && answered.count() == 2, 15000); // both histories are in
        QCOMPARE(history.count(), 1);
        for (const QList<QVariant> &args : std::as_const(history))
            QCOMPARE(args.at(0).value<CoolingHistory>().rackId, charted);
        for (const QList<QVariant> &args : std::as_const(samples)) {
            for (const CoolingSample &sample : args.at(0).value<QList<CoolingSample>>())
                QCOMPARE(sample.rackId, charted);
        }
        cooling->chartRacks({});
        QCOMPARE(cooling->chartedRacks(), QStringList());
    }

    // The validation view's models are the controller's: emptied the moment another rack is asked
    // for, then filled with that rack's runs, its newest run chosen. The runs of the rack asked for
    // before arrive too, and are dropped.
    void validationModelsFollowTheRackAskedFor()
    {
        ValidationController *validation = m_session->validation();
        const auto runsTester = tester(validation->runs());
        const auto criteriaTester = tester(validation->criteria());
        const auto gridTester = tester(validation->gpuGrid());
        const QStringList validated =
            racksWhere([](const RackSummary &rack) { return !rack.validationRunId.isEmpty(); }, 2);
        QCOMPARE(validated.size(), 2);
        QSignalSpy answered(validation->findChild<ValidationClient *>(), &ValidationClient::runsReceived);
        validation->showRack({});
        QSignalSpy changed(validation, &ValidationController::rackChanged);
        validation->showRack(validated.at(0));
        validation->showRack(validated.at(1)); // the operator moved on before the first answer came
        QCOMPARE(changed.count(), 2);
        QCOMPARE(validation->runs()->rowCount(), 0);
        QVERIFY(!validation->runsListed());
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 2, 10000); // the first rack's runs are in too
        QVERIFY(std::any_of(answered.cbegin(), answered.cend(),
                            [&](const QList<QVariant> &args) { return args.at(0).toString() == validated.at(0); }));
        QCOMPARE(validation->rackId(), validated.at(1));
        QVERIFY(validation->runsListed());
        QCOMPARE(validation->runs()->rackId(), validated.at(1));
        QVERIFY(validation->runs()->rowCount() > 0);
        for (const ValidationRunInfo &run : validation->runs()->runs())
            QCOMPARE(run.rackId, validated.at(1));
        QCOMPARE(validation->selectedRunId(), validation->runs()->runs().first().id);

        // The rack's last finished run, chosen: its results fill the criteria and the GPU grid.
        const QString finished =
            m_session->fleet()->model()->rackAt(m_session->fleet()->model()->rowOf(validated.at(1))).validationRunId;
        validation->selectRun(finished);
        QTRY_VERIFY_WITH_TIMEOUT(validation->selectedRun() != nullptr, 10000);
        QCOMPARE(validation->selectedRun()->id, finished);
        QCOMPARE(validation->selectedRun()->rackId, validated.at(1));
        QVERIFY(validation->criteria()->rowCount() > 0);
        QVERIFY(!validation->gpuGrid()->testName().isEmpty());

        // Asking for the rack shown again changes nothing; another rack empties every model at once.
        validation->showRack(validated.at(1));
        QCOMPARE(changed.count(), 2);
        validation->showRack(validated.at(0));
        QCOMPARE(validation->runs()->rowCount(), 0);
        QCOMPARE(validation->criteria()->rowCount(), 0);
        QVERIFY(validation->gpuGrid()->testName().isEmpty());
        QVERIFY(validation->selectedRun() == nullptr);
    }

    // The approve dialog's criteria are the controller's: the gate of the rack asked about fills
    // them; the gate of another rack (the rack dock asks too) arrives, and is dropped.
    void approvalGateOfAnotherRackIsDropped()
    {
        OperationsController *operations = m_session->operations();
        RackApproval *approval = operations->approval();
        const auto criteriaTester = tester(approval->criteria());
        // The gate is judged whatever the rack's stage (the dialog says when the stage is wrong).
        const QString judgedRack = rackAt(2);
        QSignalSpy judged(approval, &RackApproval::judged);
        approval->judge(judgedRack);
        operations->dockApproval()->judge(rackAt(3));
        const auto answered = test::countAnswers(operations->findChild<OperationsClient *>(), this);
        QCOMPARE(approval->criteria()->rowCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(*answered, 2, 10000);
        QCOMPARE(judged.count(), 1);
        const auto evaluated = judged.at(0).at(0).value<ApprovalResult>();
        QCOMPARE(evaluated.rackId, judgedRack);
        QVERIFY(evaluated.accepted());
        QCOMPARE(evaluated.verdict, ApprovalResult::Verdict::Evaluated);
        QCOMPARE(approval->rackId(), judgedRack);
        QCOMPARE(approval->criteria()->rowCount(), int(evaluated.criteria.size()));
        QVERIFY(approval->criteria()->rowCount() > 0);

        // Judging again starts from nothing: criteria that may be stale are not shown meanwhile.
        approval->judge(judgedRack);
        QCOMPARE(approval->criteria()->rowCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(judged.count(), 2, 10000);
        QVERIFY(approval->criteria()->rowCount() > 0);
    }

    // The rack dock has a gate of its own: the operator moved on to another rack before the first
    // rack's gate came back, and that late answer is dropped. Judged again (the rack's state
    // changed), the dock keeps the rack's last criteria until the new ones are in.
    void dockGateOfARackNoLongerShownIsDropped()
    {
        OperationsController *operations = m_session->operations();
        RackApproval *dock = operations->dockApproval();
        const auto criteriaTester = tester(dock->criteria());
        const QString left = rackAt(6);
        const QString shown = rackAt(7);
        QSignalSpy judged(dock, &RackApproval::judged);
        dock->judge(left);
        dock->judge(QString()); // the dock shows another rack: no gate until it is asked for
        dock->judge(shown);
        const auto answered = test::countAnswers(operations->findChild<OperationsClient *>(), this);
        QCOMPARE(dock->criteria()->rowCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(*answered, 2, 10000); // the late answer for `left` is in too
        QCOMPARE(judged.count(), 1);
        const auto evaluated = judged.at(0).at(0).value<ApprovalResult>();
        QCOMPARE(evaluated.rackId, shown);
        QCOMPARE(dock->criteria()->rowCount(), int(evaluated.criteria.size()));
        QVERIFY(dock->criteria()->rowCount() > 0);

        dock->judge(shown);
        QCOMPARE(dock->criteria()->rowCount(), int(evaluated.criteria.size()));
        QTRY_COMPARE_WITH_TIMEOUT(judged.count(), 2, 10000);
        QCOMPARE(dock->criteria()->rowCount(), int(judged.at(1).at(0).value<ApprovalResult>().criteria.size()));
    }

    // Issue #33.4: the dock hears only its last ask. The operator went from a rack to another and
    // back before the first gate came back: that first answer is for the rack shown again, yet it
    // answers an ask the dock has moved on from, and only the last ask's answer reaches it.
    void dockHearsOnlyItsLastAskAfterGoingBackAndForth()
    {
        RackApproval *dock = m_session->operations()->dockApproval();
        const auto criteriaTester = tester(dock->criteria());
        const QString there = rackAt(8);
        const QString elsewhere = rackAt(9);
        dock->judge(QString());
        QSignalSpy judged(dock, &RackApproval::judged);
        dock->judge(there);
        dock->judge(elsewhere);
        dock->judge(there);
        const auto answered = test::countAnswers(m_session->operations()->findChild<OperationsClient *>(), this);
        QTRY_COMPARE_WITH_TIMEOUT(*answered, 3, 10000); // all three are in, the two stale ones too
        QCOMPARE(judged.count(), 1);
        QCOMPARE(judged.at(0).at(0).value<ApprovalResult>().rackId, there);
        QCOMPARE(dock->rackId(), there);
        QVERIFY(dock->criteria()->rowCount() > 0);
    }

    // The approve dialog's approval: the operator approves a rack, then the dialog moves to another
    // rack before the answer comes. The answer is in (the override queue is read again), but it is
    // not the new rack's and never reaches what shows that rack.
    void aLateApprovalAnswerAfterSwitchingRackIsDropped()
    {
        OperationsController *operations = m_session->operations();
        RackApproval *approval = operations->approval();
        const auto criteriaTester = tester(approval->criteria());
        const QString approved = rackAt(10);
        const QString next = rackAt(11);
        QSignalSpy judged(approval, &RackApproval::judged);
        approval->judge(approved);
        QTRY_COMPARE_WITH_TIMEOUT(judged.count(), 1, 10000);
        QSignalSpy finished(approval, &RackApproval::approvalFinished);
        QSignalSpy settled(approval, &RackApproval::approvalSettled);
        QSignalSpy queueRead(operations, &OperationsController::overridesReceived);
        // Whatever the rack's stage: a refusal is an answer too, and must not reach the next rack either.
        approval->approve(judged.at(0).at(0).value<ApprovalResult>().rackRevision, QString(), QString());
        approval->judge(next); // the dialog moved on before the answer came
        QTRY_COMPARE_WITH_TIMEOUT(settled.count(), 1, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(judged.count(), 2, 10000);
        QCOMPARE(finished.count(), 0);
        QCOMPARE(judged.at(1).at(0).value<ApprovalResult>().rackId, next);
        QCOMPARE(approval->rackId(), next);
        QCOMPARE(approval->criteria()->rowCount(), int(judged.at(1).at(0).value<ApprovalResult>().criteria.size()));
        QTRY_VERIFY_WITH_TIMEOUT(!queueRead.isEmpty(), 10000);
    }

    void handoverShowsTheRunningShiftAndRereadsItAfterANote()
    {
        HandoverController *controller = m_session->handover();
        controller->setShowNewestFirst(true);
        QSignalSpy shifts(controller, &HandoverController::shiftsReceived);
        QSignalSpy reports(controller, &HandoverController::handoverReceived);
        controller->listShifts();
        QTRY_VERIFY_WITH_TIMEOUT(!reports.isEmpty(), 15000);
        const auto listed = shifts.at(0).at(0).value<QList<ShiftInfo>>();
        const auto report = reports.at(0).at(0).value<HandoverReportInfo>();
        QCOMPARE(report.shift.id, listed.constLast().id);

        const auto noted =
            test::answerOf(controller->addNote(report.shift.id, HandoverReportInfo::Note::Kind::NextStep,
                                               QStringLiteral("Check the CDU on row R01 after the pump swap"), {}));
        QVERIFY(noted);
        QVERIFY(noted->accepted());
        QCOMPARE(noted->shiftId, report.shift.id);
        QTRY_COMPARE_WITH_TIMEOUT(reports.count(), 2, 10000);
        const auto reread = reports.at(1).at(0).value<HandoverReportInfo>();
        QCOMPARE(reread.shift.id, report.shift.id);
        QVERIFY(reread.revision > report.revision);
    }

    void permissionFollowsTheLinkAndTheRole()
    {
        ActionPermission *permission = m_session->permission();
        QVERIFY(permission->linkUp());
        QVERIFY(permission->readOnlyReason().isEmpty());
        QVERIFY(permission->mayOperate());
        QSignalSpy changed(permission, &ActionPermission::changed);
        m_session->switchUser(QStringLiteral("vera")); // a viewer
        QTRY_VERIFY_WITH_TIMEOUT(m_session->operations()->identity()->identity().subject == QStringLiteral("vera"),
                                 10000);
        QVERIFY(!changed.isEmpty());
        QVERIFY(!permission->mayOperate());
        QVERIFY(!permission->whyNotOperate().isEmpty());
        m_session->switchUser(QStringLiteral("anna"));
        QTRY_VERIFY_WITH_TIMEOUT(permission->mayOperate(), 10000);
    }

private:
    ConsoleSession *m_session = nullptr;
};

QTEST_GUILESS_MAIN(TestControllers)
#include "tst_controllers.moc"
