// How a console session opens its streams: the fleet's first, the others once its
// snapshot is shown. Against the simulator's real gRPC server in this process, whose
// own count of watchers per stream (ServiceMetrics, what /metrics exports) says which
// streams the console has opened.
#include "consolesession.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"

#include "core/servicemetrics.h"
#include "server/simulatorserver.h"
#include "../simulator/stillfleet.h"

#include <QTest>
#include <QTimer>

#include <memory>

using namespace rackops;
using namespace rackops::sim;

namespace {

int openWatches(const std::string &stream)
{
    for (const auto &s : ServiceMetrics::shared().streams()) {
        if (s.name == stream)
            return s.watchers;
    }
    return 0;
}

} // namespace

class TestSessionStart : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // At 100,000 racks every rack's cooling and the alerts, asked with the fleet, took the cores
    // its snapshot needed: the first frame came a third of a second later.
    void theFleetIsAskedFirstAndTheOthersOnceItIsShown()
    {
        SimServer server;
        QVERIFY2(server.ok, qPrintable(server.error));
        const QStringList others = {"alert", "cooling", "operations", "cluster", "replication"};

        ConsoleSession::Options options;
        options.connectTo = server.sim->address();
        options.user = QStringLiteral("anna");
        ConsoleSession session(options);
        QString error;
        QVERIFY2(session.start(&error), qPrintable(error));

        // Until the fleet's snapshot is applied, only the fleet is watched (the check runs on the
        // thread that applies it, so it cannot fall between the snapshot and the streams it starts).
        int othersBefore = 0;
        int fleetBefore = 0;
        bool applied = false;
        QTimer probe;
        connect(&probe, &QTimer::timeout, this, [&] {
            fleetBefore = std::max(fleetBefore, openWatches("fleet"));
            for (const QString &stream : others)
                othersBefore = std::max(othersBefore, openWatches(stream.toStdString()));
        });
        probe.start(1);
        connect(session.fleet()->model(), &FleetModel::snapshotApplied, this, [&] {
            probe.stop();
            applied = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(applied, 20000);
        QCOMPARE(fleetBefore, 1);
        QCOMPARE(othersBefore, 0);
        for (const QString &stream : others)
            QTRY_COMPARE_WITH_TIMEOUT(openWatches(stream.toStdString()), 1, 10000);
    }

private:
    struct SimServer {
        SimServer()
        {
            SimConfig config = stillFleet(5000); // a snapshot that takes a while to send
            sim = std::make_unique<SimulatorServer>(config);
            ok = sim->start(&error);
        }
        std::unique_ptr<SimulatorServer> sim;
        QString error;
        bool ok = false;
    };
};

QTEST_GUILESS_MAIN(TestSessionStart)
#include "tst_sessionstart.moc"
