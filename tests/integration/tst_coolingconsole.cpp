// Cooling end to end: stream -> store -> board columns and leak banner, and
// history -> chart, against a real simulator over real gRPC.
#include "alertsmodel.h"
#include "backendchannel.h"
#include "coolingchart.h"
#include "coolinghistoryclient.h"
#include "coolingstore.h"
#include "coolingview.h"
#include "fleetmodel.h"
#include "fleet/fleetsimulation.h"
#include "fleetwatcher.h"
#include "leakbanner.h"
#include "server/simulatorserver.h"
#include "../simulator/stillfleet.h"
#include "telemetrywatcher.h"

#include <QSignalSpy>
#include <QTest>

using namespace rackops;
using namespace rackops::sim;

class TestCoolingConsole : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fleetStreamFillsBoardColumns()
    {
        SimConfig config = stillFleet(400);
        SimulatorServer server(config);
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        auto channel = std::make_shared<BackendChannel>(server.address());
        FleetModel fleet;
        CoolingStore store;
        fleet.setCoolingStore(&store);
        FleetWatcher watcher(channel);
        connect(&watcher, &FleetWatcher::fleetUpdated, &fleet, &FleetModel::applyUpdate);
        TelemetryWatcher cooling(channel, {}, 1000);
        connect(&cooling, &TelemetryWatcher::samplesReceived, &store, &CoolingStore::apply);
        QSignalSpy changed(&fleet, &FleetModel::dataChanged);
        watcher.start();
        cooling.start();
        QTRY_VERIFY_WITH_TIMEOUT(fleet.hasSnapshot() && store.latest(fleet.rackAt(0).rackId), 10000);
        const QString supply = fleet.index(0, FleetModel::SupplyColumn).data().toString();
        QVERIFY2(supply.endsWith(QStringLiteral("\u00b0C")) && supply != QStringLiteral("\u2014"), qPrintable(supply));
        QVERIFY(fleet.index(0, FleetModel::FlowColumn).data(FleetModel::SortRole).toFloat() > 0.0F);
    }

    void criticalLeakRaisesTheBanner()
    {
        CoolingStore store;
        AlertsModel alerts; // none open: the detectors alone speak
        LeakBanner banner(&store, &alerts);
        QVERIFY(!banner.isActive()); // a calm line while everything is dry
        QVERIFY(banner.text().isEmpty());
        CoolingSample sample;
        sample.rackId = QStringLiteral("FRA1-H1-R02-07");
        sample.timeMs = 1'000'000;
        LeakDetectorInfo d;
        d.id = QStringLiteral("LD-CT07");
        d.state = LeakDetectorInfo::State::Critical;
        d.location = QStringLiteral("Compute tray CT07, cold plate manifold");
        d.reaction = LeakDetectorInfo::Reaction::GracefulShutdown;
        d.reactionDelaySeconds = 60;
        d.sinceMs = 1'000'000 - 15'000;
        sample.leakDetectors = {d};
        QSignalSpy requested(&banner, &LeakBanner::rackRequested);
        store.apply({sample});
        QVERIFY(banner.isActive());
        QVERIFY2(banner.text().contains(QStringLiteral("FRA1-H1-R02-07")), qPrintable(banner.text()));
        QVERIFY(banner.text().contains(QStringLiteral("CT07")));
        QVERIFY2(banner.text().contains(QStringLiteral("in 45 s")), qPrintable(banner.text()));
        QTest::mouseClick(banner.findChild<QWidget *>(QStringLiteral("leakOpenRack")), Qt::LeftButton);
        QCOMPARE(requested.count(), 1);

        sample.timeMs += 60'000;
        sample.leakDetectors.first().state = LeakDetectorInfo::State::Ok;
        store.apply({sample});
        QVERIFY(!banner.isActive());
        QVERIFY(banner.text().isEmpty());
    }

    void historyReachesTheChart()
    {
        SimConfig config = stillFleet(50);
        SimulatorServer server(config);
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        auto channel = std::make_shared<BackendChannel>(server.address());
        CoolingHistoryClient history(channel);
        CoolingView view;
        view.resize(1200, 900);
        view.show();
        connect(&view, &CoolingView::historyWanted, &history, &CoolingHistoryClient::request);
        connect(&history, &CoolingHistoryClient::historyReceived, &view, &CoolingView::setHistory);
        view.setRange(CoolingView::Range::Day);
        const QString rack = QString::fromStdString(server.fleet().snapshot().upserts.front().rack_id());
        view.setRack(rack);
        QTRY_VERIFY_WITH_TIMEOUT(view.trace(rack) && view.trace(rack)->history().bucketCount() > 0, 10000);
        view.redrawNow();
        CoolingChart *temperatures = view.charts().first();
        QVERIFY(temperatures->pointCount(0) > 100);
        // Decimated: one min/max pair per two pixels of the plot at most.
        QVERIFY(temperatures->pointCount(0) <= temperatures->plotWidth() + 8);

        // A new range empties the lines before the axis moves (so the old points are
        // not laid out for nothing); the redraw fills them again for the new range.
        const qsizetype dayPoints = temperatures->pointCount(0);
        view.setRange(CoolingView::Range::SixHours);
        view.redrawNow();
        QVERIFY(temperatures->pointCount(0) > 0);
        QVERIFY(temperatures->pointCount(0) != dayPoints);
        QVERIFY(temperatures->pointCount(0) <= temperatures->plotWidth() + 8);
    }
};

QTEST_MAIN(TestCoolingConsole)
#include "tst_coolingconsole.moc"
