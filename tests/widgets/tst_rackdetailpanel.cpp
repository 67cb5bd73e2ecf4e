// The rack dock never contradicts the alerts: a rack the backend calls OK but with a critical
// condition raised against it (a Delta-T over its limit) reads Critical in the dock, with why.
#include "../models/fleetfixtures.h"
#include "alertsmodel.h"
#include "fleetmodel.h"
#include "lifecyclehistorymodel.h"
#include "rackcomponentsmodel.h"
#include "rackdetailpanel.h"
#include "sessionidentity.h"

#include <QLabel>
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
struct Dock
{
    Dock() { fleet.applyUpdate(test::sampleSnapshot()); panel.setAlerts(&alerts); }
    FleetModel fleet;
    AlertsModel alerts;
    SessionIdentity identity;
    RackComponentsModel components;
    LifecycleHistoryModel history;
    RackDetailPanel panel{&fleet, &identity, &components, &history};
};

} // namespace

class TestRackDetailPanel : public QObject
{
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

        // The condition cleared (the alert waits for someone to resolve it): the rack is OK again.
        alerts.apply(false, {deltaT(AlertInfo::Severity::Critical, false)}, {}, 1'700'000'060'000);
        QCOMPARE(health->text(), HealthLevels::displayName(Health::Ok));

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
};

QTEST_MAIN(TestRackDetailPanel)
#include "tst_rackdetailpanel.moc"
