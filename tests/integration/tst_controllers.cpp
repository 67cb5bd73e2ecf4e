// The controllers, headless, against the embedded demo backend over real gRPC:
// each keeps its own request state, so late answers for what is no longer
// asked for never reach a view.
#include "actionpermission.h"
#include "consolesession.h"
#include "coolingcontroller.h"
#include "currentrack.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"
#include "handovercontroller.h"
#include "lifecyclehistorymodel.h"
#include "operationscontroller.h"
#include "rackcomponentsmodel.h"
#include "rackcontroller.h"
#include "sessionidentity.h"
#include "validationcontroller.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;

class TestControllers : public QObject
{
    Q_OBJECT
private:
    QString rackAt(int row) const { return m_session->fleet()->model()->rackAt(row).rackId; }

private slots:
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
        const QString first = rackAt(1);
        const QString second = rackAt(2);
        rack->requestDetail(first);
        rack->requestDetail(second);  // the operator moved on before the first answer came
        QTRY_VERIFY_WITH_TIMEOUT(!received.isEmpty(), 10000);
        QTest::qWait(300);            // the first answer has had its chance to arrive too
        for (const QList<QVariant> &args : std::as_const(received))
            QCOMPARE(args.at(0).value<RackDetail>().summary.rackId, second);
    }

    // The dock's parts and history are the controller's models: filled with the rack asked for,
    // emptied the moment another rack is asked for (never one rack's trays under another's name).
    void rackModelsFollowTheRackAskedFor()
    {
        RackController *rack = m_session->rack();
        QAbstractItemModelTester partsTester(rack->components(), QAbstractItemModelTester::FailureReportingMode::QtTest);
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
        const QString charted = rackAt(3);
        cooling->chartRacks({charted});
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        cooling->requestHistory(rackAt(4), now - 3'600'000, 0, 200);  // asked, but not charted
        cooling->requestHistory(charted, now - 3'600'000, 0, 200);
        QTRY_VERIFY_WITH_TIMEOUT(!samples.isEmpty() && !history.isEmpty(), 15000);
        QTest::qWait(300);
        for (const QList<QVariant> &args : std::as_const(history))
            QCOMPARE(args.at(0).value<CoolingHistory>().rackId, charted);
        for (const QList<QVariant> &args : std::as_const(samples)) {
            for (const CoolingSample &sample : args.at(0).value<QList<CoolingSample>>())
                QCOMPARE(sample.rackId, charted);
        }
        cooling->chartRacks({});
        QCOMPARE(cooling->chartedRacks(), QStringList());
    }

    void validationRunsOfAnotherRackAreDropped()
    {
        ValidationController *validation = m_session->validation();
        QSignalSpy runs(validation, &ValidationController::runsReceived);
        validation->listRuns(rackAt(5));
        validation->listRuns(rackAt(6));
        QTRY_VERIFY_WITH_TIMEOUT(!runs.isEmpty(), 10000);
        QTest::qWait(300);
        for (const QList<QVariant> &args : std::as_const(runs))
            QCOMPARE(args.at(0).toString(), rackAt(6));
    }

    void handoverShowsTheRunningShiftAndRereadsItAfterANote()
    {
        HandoverController *controller = m_session->handover();
        controller->setShowNewestFirst(true);
        QSignalSpy shifts(controller, &HandoverController::shiftsReceived);
        QSignalSpy reports(controller, &HandoverController::handoverReceived);
        QSignalSpy finished(controller, &HandoverController::actionFinished);
        controller->listShifts();
        QTRY_VERIFY_WITH_TIMEOUT(!reports.isEmpty(), 15000);
        const auto listed = shifts.at(0).at(0).value<QList<ShiftInfo>>();
        const auto report = reports.at(0).at(0).value<HandoverReportInfo>();
        QCOMPARE(report.shift.id, listed.constLast().id);

        controller->addNote(report.shift.id, HandoverReportInfo::Note::Kind::NextStep,
                            QStringLiteral("Check the CDU on row R01 after the pump swap"), {});
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
        QCOMPARE(finished.at(0).at(0).value<ActionResult>().outcome, ActionResult::Outcome::Accepted);
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
        m_session->switchUser(QStringLiteral("vera"));  // a viewer
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
