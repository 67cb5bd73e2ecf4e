// The rack dock never contradicts the alerts: a rack the backend calls OK but with a critical
// condition raised against it (a Delta-T over its limit) reads Critical in the dock, with why.
#include "../models/fleetfixtures.h"
#include "alertsmodel.h"
#include "fleetmodel.h"
#include "gatecriteriamodel.h"
#include "lifecyclehistorymodel.h"
#include "rackcomponentsmodel.h"
#include "rackdetailpanel.h"
#include "sessionidentity.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

using namespace rackops;

namespace {

const QString kRack = QStringLiteral("PHX1-H1-R01-01");

AlertInfo deltaT(AlertInfo::Severity severity, bool active)
{
    AlertInfo a;
    a.id = QStringLiteral("cooling/delta_t/") + kRack;
    a.severity = severity;
    a.state = AlertInfo::State::Triggered;
    a.source = AlertInfo::Source::Cooling;
    a.rackId = kRack;
    a.summary = QStringLiteral("Delta-T above its limit");
    a.currentValue = QStringLiteral("14.2 K");
    a.conditionActive = active;
    a.raisedMs = 1'700'000'000'000;
    return a;
}

// A panel on the sample fleet, reading its alerts from `alerts`.
struct Dock {
    Dock()
    {
        fleet.applyUpdate(test::sampleSnapshot());
        panel.setAlerts(&alerts);
    }
    FleetModel fleet;
    AlertsModel alerts;
    SessionIdentity identity;
    RackComponentsModel components;
    LifecycleHistoryModel history;
    GateCriteriaModel gate;
    RackDetailPanel panel {&fleet, &identity, &components, &history, &gate};
};

GateCriterion criterion(const QString &id, GateCriterion::Verdict verdict)
{
    GateCriterion c;
    c.id = id;
    c.name = id;
    c.verdict = verdict;
    return c;
}

} // namespace

class TestRackDetailPanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void healthFollowsTheRacksActiveAlerts()
    {
        Dock dock;
        AlertsModel &alerts = dock.alerts;
        RackDetailPanel &panel = dock.panel;
        panel.showRack(kRack);
        auto *health = panel.findChild<QLabel *>(QStringLiteral("rackHealth"));
        QVERIFY(health);
        QCOMPARE(health->text(), HealthLevels::displayName(Health::Ok));

        alerts.apply(true, {deltaT(AlertInfo::Severity::Critical, true)}, {}, 1'700'000'000'000);
        QVERIFY2(health->text().startsWith(HealthLevels::displayName(Health::Critical)), qPrintable(health->text()));
        QVERIFY(health->text().contains(QStringLiteral("Delta-T above its limit")));
        QVERIFY(health->text().contains(QStringLiteral("14.2 K")));

        // The condition cleared (the alert waits for someone to resolve it): the rack is OK again. A
        // second change in one turn of the event loop shows at the turn's end (OncePerTurn).
        alerts.apply(false, {deltaT(AlertInfo::Severity::Critical, false)}, {}, 1'700'000'060'000);
        QTRY_COMPARE(health->text(), HealthLevels::displayName(Health::Ok));

        // An alert on another rack says nothing about this one.
        AlertInfo other = deltaT(AlertInfo::Severity::Critical, true);
        other.id += QStringLiteral("-other");
        other.rackId = QStringLiteral("PHX1-H1-R01-02");
        alerts.apply(false, {other}, {}, 1'700'000'120'000);
        QCOMPARE(health->text(), HealthLevels::displayName(Health::Ok));
    }

    void aWorseBackendHealthIsKept()
    {
        Dock dock;
        AlertsModel &alerts = dock.alerts;
        RackDetailPanel &panel = dock.panel;
        const QString critical = QStringLiteral("PHX1-H1-R01-03");
        AlertInfo warning = deltaT(AlertInfo::Severity::Warning, true);
        warning.rackId = critical;
        alerts.apply(true, {warning}, {}, 1'700'000'000'000);
        panel.showRack(critical);
        auto *health = panel.findChild<QLabel *>(QStringLiteral("rackHealth"));
        QVERIFY(health->text().contains(QStringLiteral("CT07: BMC firmware flash failed")));
        QVERIFY(!health->text().contains(QStringLiteral("Delta-T")));
    }

    // The panel takes the gate's criteria from a model it is given (the controller's, which drops
    // other racks' gates): it asks for the gate of a rack awaiting approval and for none when it
    // moves on, and says what the model holds once the gate is judged.
    void theGateComesFromTheModelItIsGiven()
    {
        Dock dock;
        RackDetailPanel &panel = dock.panel;
        QAbstractItemModelTester tester(&dock.gate, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy wanted(&panel, &RackDetailPanel::gateWanted);
        const QString awaiting = QStringLiteral("FRA1-H1-R01-05");
        panel.showRack(awaiting);
        QCOMPARE(wanted.count(), 1);
        QCOMPARE(wanted.at(0).at(0).toString(), QString()); // nothing shown of the rack before
        RackDetail detail;
        detail.summary = dock.fleet.rackAt(dock.fleet.rowOf(awaiting));
        detail.summary.stateRevision = 7;
        panel.showDetail(detail);
        QCOMPARE(wanted.count(), 2);
        QCOMPARE(wanted.at(1).at(0).toString(), awaiting);
        auto *summary = panel.findChild<QLabel *>(QStringLiteral("gateSummary"));
        QVERIFY(summary);

        ApprovalResult judged;
        judged.answer = ActionOutcome::Answer::Accepted;
        judged.verdict = ApprovalResult::Verdict::Evaluated;
        judged.rackId = awaiting;
        judged.rackRevision = 7;
        judged.criteria = {criterion(QStringLiteral("dcgm"), GateCriterion::Verdict::Pass),
                           criterion(QStringLiteral("nccl"), GateCriterion::Verdict::Fail)};
        dock.gate.setCriteria(judged.criteria);
        panel.showGate(judged);
        QVERIFY2(summary->text().startsWith(QStringLiteral("Approval gate: 1 of 2 ")), qPrintable(summary->text()));

        // A refused approval names the criteria as they are now: the summary follows the model.
        dock.gate.setCriteria({criterion(QStringLiteral("dcgm"), GateCriterion::Verdict::Fail),
                               criterion(QStringLiteral("nccl"), GateCriterion::Verdict::Fail)});
        QVERIFY2(summary->text().startsWith(QStringLiteral("Approval gate: 2 of 2 ")), qPrintable(summary->text()));

        // Met with a warning: said as met, and that there is something to read.
        dock.gate.setCriteria({criterion(QStringLiteral("dcgm"), GateCriterion::Verdict::Pass),
                               criterion(QStringLiteral("no_warning"), GateCriterion::Verdict::Warn)});
        QCOMPARE(summary->text(), QStringLiteral("Approval gate: every criterion is met, 1 with a warning to read."));

        // A warning opening on the rack changes what the gate says: it is asked again.
        AlertInfo warning = deltaT(AlertInfo::Severity::Warning, true);
        warning.rackId = awaiting;
        dock.alerts.apply(true, {warning}, {}, 1'700'000'000'000);
        QCOMPARE(wanted.count(), 3);
        QCOMPARE(wanted.at(2).at(0).toString(), awaiting);

        // The detail again at the same state: the gate is not asked for again.
        panel.showDetail(detail);
        QCOMPARE(wanted.count(), 3);
        panel.showRack(QStringLiteral("PHX1-H1-R01-01"));
        QCOMPARE(wanted.count(), 4);
        QCOMPARE(wanted.at(3).at(0).toString(), QString());
    }

    // The dock's Parts and History tabs jumped as its texts changed (a step, an operation, a reason
    // for a disabled action): they keep their place while the rack is the same; a text longer than
    // its lines is whole in its tooltip.
    void itsTabsKeepTheirPlaceWhileTheRackChanges()
    {
        Dock dock;
        RackDetailPanel &panel = dock.panel;
        panel.resize(360, 900);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.showRack(kRack);
        panel.setActionReasons(QString(), QString());
        auto *tabs = panel.findChild<QTabWidget *>();
        QVERIFY(tabs);
        QCoreApplication::sendPostedEvents();
        const int top = tabs->mapTo(&panel, QPoint()).y();

        FleetUpdate update;
        RackSummary busy = test::rack(kRack, LifecycleStage::Validating, Health::Caution, QStringLiteral("PHX1"), 7);
        busy.stepDescription =
            QStringLiteral("Running NCCL all_reduce across 72 GPUs over both NVLink switch trays, then "
                           "the DCGM long diagnostic on every compute tray, then the workload test");
        busy.healthReason =
            QStringLiteral("CT07: BMC firmware flash failed twice; the tray is held for an RMA decision "
                           "by the night shift");
        busy.activeOperation = QStringLiteral("Re-run validation: running (requested by omar at 02:14 for the audit)");
        update.upserts = {busy};
        dock.fleet.applyUpdate(update);
        panel.setActionReasons(
            QStringLiteral("Approve needs the approver role (you are Omar Operator: viewer, operator)."),
            QStringLiteral("Remediate waits until the operation running on the rack ends."));
        QCoreApplication::sendPostedEvents();
        QCOMPARE(tabs->mapTo(&panel, QPoint()).y(), top);
        auto *step = panel.findChild<QLabel *>(QStringLiteral("rackStep"));
        QCOMPARE(step->toolTip(), step->text());
        QVERIFY(step->text().contains(QStringLiteral("workload test")));
    }
};

QTEST_MAIN(TestRackDetailPanel)
#include "tst_rackdetailpanel.moc"
