// One leak truth: the board said "Health OK" next to "LEAK", the dock "Health OK" beside a red
// leak detector, the cooling view "all 19 dry" and the thermal map showed no leak. Every pane
// now reads the rack's leak from the cooling store's newest sample (RackLeak), so one sample
// changes all of them in the same turn of the event loop, and drying changes them back.
#include "../models/fleetfixtures.h"
#include "alertsmodel.h"
#include "coolingstore.h"
#include "coolingview.h"
#include "fleetmodel.h"
#include "fleetthermalview.h"
#include "gatecriteriamodel.h"
#include "leakbanner.h"
#include "lifecyclehistorymodel.h"
#include "rackcomponentsmodel.h"
#include "rackdetailpanel.h"
#include "sessionidentity.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QTest>

using namespace rackops;

namespace {

const QString kRack = QStringLiteral("PHX1-H1-R01-01");

CoolingSample sample(LeakDetectorInfo::State state, qint64 timeMs, int detectors = 1)
{
    CoolingSample s;
    s.rackId = kRack;
    s.timeMs = timeMs;
    s.health = Health::Ok;
    s.values[size_t(CoolingReading::DeltaTemperature)] = 8.0F;
    s.values[size_t(CoolingReading::RackPower)] = 2.5F; // the shutdown: standby power, nothing hot
    for (int i = 0; i < detectors; ++i) {
        LeakDetectorInfo d;
        d.id = i == 0 ? QStringLiteral("LD-CT14") : QStringLiteral("LD-CT%1").arg(i, 2, 10, QLatin1Char('0'));
        d.state = i == 0 ? state : LeakDetectorInfo::State::Ok;
        d.location = QStringLiteral("Compute tray CT14, cold plate manifold");
        d.reaction = LeakDetectorInfo::Reaction::GracefulShutdown;
        d.reactionDelaySeconds = 60;
        d.sinceMs = timeMs - 5'000;
        if (d.state != LeakDetectorInfo::State::Ok || detectors > 1)
            s.leakDetectors.append(d);
    }
    return s;
}

} // namespace

class TestLeakTruth : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyPaneSaysTheLeakWithTheSameSample()
    {
        FleetModel fleet;
        CoolingStore store;
        fleet.setCoolingStore(&store);
        QAbstractItemModelTester tester(&fleet, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fleet.applyUpdate(test::snapshot({test::rack(kRack, LifecycleStage::Production)}));
        AlertsModel alerts;
        SessionIdentity identity;
        RackComponentsModel components;
        LifecycleHistoryModel history;
        GateCriteriaModel gate;
        RackDetailPanel dock(&fleet, &identity, &components, &history, &gate);
        dock.setCoolingStore(&store);
        dock.setAlerts(&alerts);
        dock.showRack(kRack);
        CoolingView cooling;
        cooling.setCoolingStore(&store);
        cooling.setRack(kRack);
        // The rack's own watch lists all its detectors; the fleet's lists only wet ones.
        cooling.appendSamples({sample(LeakDetectorInfo::State::Ok, 1'700'000'000'000, 19)});
        FleetThermalMap map(&fleet, &store);
        map.show();
        QVERIFY(QTest::qWaitForWindowExposed(&map));
        LeakBanner banner(&store, &alerts);
        auto *dockHealth = dock.findChild<QLabel *>(QStringLiteral("rackHealth"));
        QVERIFY(dockHealth);
        const QModelIndex boardHealth = fleet.index(fleet.rowOf(kRack), FleetModel::HealthColumn);
        const QColor leakRing = FleetThermalMap::leakColor();
        const auto mapShowsLeak = [&] { return map.grab().toImage().pixelColor(map.cellCenter(kRack)) == leakRing; };

        store.apply({sample(LeakDetectorInfo::State::Ok, 1'700'000'000'000)});
        QCOMPARE(boardHealth.data().toString(), HealthLevels::displayName(Health::Ok));
        QCOMPARE(dockHealth->text(), HealthLevels::displayName(Health::Ok));
        QCOMPARE(cooling.leakText(), QStringLiteral("Leak detectors: all 19 dry."));
        QVERIFY(!mapShowsLeak());
        QVERIFY(!banner.isActive());

        // One sample from the fleet's stream: the tray detector reads Critical.
        store.apply({sample(LeakDetectorInfo::State::Critical, 1'700'000'005'000)});
        QCOMPARE(boardHealth.data().toString(), HealthLevels::displayName(Health::Critical));
        QVERIFY2(dockHealth->text().startsWith(HealthLevels::displayName(Health::Critical)),
                 qPrintable(dockHealth->text()));
        QVERIFY2(dockHealth->text().contains(QStringLiteral("LD-CT14")), qPrintable(dockHealth->text()));
        // The rack's own watch has not seen it yet; the view says what the board says.
        QVERIFY2(cooling.leakText().contains(QStringLiteral("LEAK")), qPrintable(cooling.leakText()));
        QVERIFY2(!cooling.leakText().contains(QStringLiteral("dry")), qPrintable(cooling.leakText()));
        QVERIFY(mapShowsLeak());
        QVERIFY(banner.isActive());
        QVERIFY2(banner.text().contains(kRack), qPrintable(banner.text()));

        // Dried and cleared: all of them go back together.
        store.apply({sample(LeakDetectorInfo::State::Ok, 1'700'000'010'000)});
        QCOMPARE(boardHealth.data().toString(), HealthLevels::displayName(Health::Ok));
        QCOMPARE(dockHealth->text(), HealthLevels::displayName(Health::Ok));
        QCOMPARE(cooling.leakText(), QStringLiteral("Leak detectors: all 19 dry."));
        QVERIFY(!mapShowsLeak());
        QVERIFY(!banner.isActive());

        // The backend's leak alert arrives before the cooling sample shows the leak: the strip says
        // the alert is open, not a red "LEAK" beside a board that reads dry.
        AlertInfo alert;
        alert.id = QStringLiteral("A-1086");
        alert.severity = AlertInfo::Severity::Critical;
        alert.state = AlertInfo::State::Triggered;
        alert.source = AlertInfo::Source::Leak;
        alert.rackId = kRack;
        alert.summary = QStringLiteral("Leak detected at CT14 manifold");
        alert.conditionActive = true;
        alert.raisedMs = 1'700'000'012'000;
        alerts.apply(true, {alert}, {}, alert.raisedMs);
        QVERIFY(banner.isActive());
        QVERIFY2(banner.text().contains(QStringLiteral("A-1086")), qPrintable(banner.text()));
        QVERIFY2(!banner.styleSheet().contains(QStringLiteral("#b3261e")), qPrintable(banner.styleSheet()));
        QCOMPARE(boardHealth.data().toString(), HealthLevels::displayName(Health::Ok));
        // Then the sample: red, with the board.
        store.apply({sample(LeakDetectorInfo::State::Critical, 1'700'000'015'000)});
        QVERIFY(banner.styleSheet().contains(QStringLiteral("#b3261e")));
        QCOMPARE(boardHealth.data().toString(), HealthLevels::displayName(Health::Critical));
    }
};

QTEST_MAIN(TestLeakTruth)
#include "tst_leaktruth.moc"
