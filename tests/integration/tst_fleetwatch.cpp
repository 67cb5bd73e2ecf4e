// Client <-> simulator end to end over real gRPC: snapshot, live updates,
// resume from revision across a restart, and a backend that is not there.
#include "backendchannel.h"
#include "fleetmodel.h"
#include "fleet/fleetsimulation.h"
#include "fleetwatcher.h"
#include "samefleet.h"
#include "rackdetailclient.h"
#include "server/simulatorserver.h"
#include "../simulator/stillfleet.h"

#include "rackops/v1/fleet.pb.h"

#include <grpcpp/generic/async_generic_service.h>
#include <grpcpp/security/server_credentials.h>
#include <grpcpp/server_builder.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <string>
#include <vector>

using namespace rackops;
using namespace rackops::sim;
using rackops::test::sameFleet;

namespace {
constexpr std::int64_t kHour = 3'600'000;

SimConfig testConfig(int racks = 1500)
{
    SimConfig config = stillFleet(racks);
    config.heartbeatIntervalMs = 300;
    return config;
}

// A backend that answers WatchFleet with the bytes it is given, as they are, then holds
// the stream open as a live backend does: for what protobuf's writer never sends.
class RawFleetBackend final : public grpc::CallbackGenericService {
public:
    explicit RawFleetBackend(std::vector<std::string> messages)
        : m_messages(std::move(messages))
    {
    }

    grpc::ServerGenericBidiReactor *CreateReactor(grpc::GenericCallbackServerContext *context) override
    {
        if (context->method() != "/rackops.v1.FleetService/WatchFleet")
            return CallbackGenericService::CreateReactor(context);
        ++m_streams;
        return new Replies(m_messages);
    }

    int streams() const { return m_streams; }

private:
    class Replies final : public grpc::ServerGenericBidiReactor {
    public:
        explicit Replies(std::vector<std::string> messages)
            : m_messages(std::move(messages))
        {
            StartRead(&m_request);
        }
        void OnReadDone(bool ok) override
        {
            if (ok)
                writeNext();
            else
                finish(grpc::Status::CANCELLED);
        }
        void OnWriteDone(bool ok) override
        {
            if (ok)
                writeNext();
            else
                finish(grpc::Status::CANCELLED);
        }
        void OnCancel() override { finish(grpc::Status::CANCELLED); }
        void OnDone() override { delete this; }

    private:
        void writeNext()
        {
            if (m_next == m_messages.size())
                return; // held open until the console cancels
            grpc::Slice slice(m_messages[m_next++]);
            m_reply = grpc::ByteBuffer(&slice, 1);
            StartWrite(&m_reply);
        }
        void finish(const grpc::Status &status)
        {
            if (!m_finished.exchange(true))
                Finish(status);
        }

        std::vector<std::string> m_messages;
        std::size_t m_next = 0;
        grpc::ByteBuffer m_request;
        grpc::ByteBuffer m_reply;
        std::atomic<bool> m_finished {false};
    };

    std::vector<std::string> m_messages;
    std::atomic<int> m_streams {0};
};

} // namespace

class TestFleetWatch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void snapshotThenLiveUpdates()
    {
        SimulatorServer server(testConfig());
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        FleetWatcher watcher(std::make_shared<BackendChannel>(server.address()));
        QSignalSpy updates(&watcher, &FleetWatcher::fleetUpdated);
        QSignalSpy states(&watcher, &FleetWatcher::connectionStateChanged);
        connect(&watcher, &FleetWatcher::fleetUpdated, &model, &FleetModel::applyUpdate);
        watcher.start();

        QTRY_VERIFY_WITH_TIMEOUT(model.hasSnapshot(), 10000);
        // Loading shows how far it has come: racks received of racks in the snapshot.
        QList<int> received;
        for (const auto &args : std::as_const(states)) {
            const auto state = args.first().value<ConnectionState>();
            if (state.phase == ConnectionState::Phase::Syncing) {
                QCOMPARE(state.syncTotal, 1500);
                received << state.syncReceived;
            }
        }
        QVERIFY(received.size() >= 2);
        QVERIFY(std::is_sorted(received.begin(), received.end()));
        QCOMPARE(received.last(), 1500);
        QCOMPARE(watcher.connectionState().phase, ConnectionState::Phase::Live);
        // The snapshot arrives whole, in one batch, though it travels in several messages.
        QCOMPARE(updates.first().first().value<FleetUpdate>().upserts.size(), 1500);
        QString why;
        QVERIFY2(sameFleet(model, server.fleet(), &why), qPrintable(why));

        for (int i = 0; i < 5; ++i)
            server.advance(kHour);
        QTRY_VERIFY_WITH_TIMEOUT(model.revision() == server.fleet().revision(), 10000);
        QVERIFY2(sameFleet(model, server.fleet(), &why), qPrintable(why));
        // Coalesced: far fewer batches than changed racks.
        QVERIFY(updates.count() < 20);
    }

    void resumesAfterRestartWithoutAFreshSnapshot()
    {
        QTemporaryDir dir;
        SimConfig config = testConfig();
        config.stateDir = dir.path();
        auto server = std::make_unique<SimulatorServer>(config);
        QString error;
        QVERIFY2(server->start(&error), qPrintable(error));
        config.listenAddress = server->address(); // come back on the same port

        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        FleetWatcher watcher(std::make_shared<BackendChannel>(server->address()));
        watcher.setBackoff(100, 400);
        QList<bool> resets;
        connect(&watcher, &FleetWatcher::fleetUpdated, &model, &FleetModel::applyUpdate);
        connect(&watcher, &FleetWatcher::fleetUpdated, this,
                [&resets](const FleetUpdate &u) { resets.append(u.reset); });
        watcher.start();
        QTRY_VERIFY_WITH_TIMEOUT(model.hasSnapshot(), 10000);
        server->advance(2 * kHour);
        QTRY_VERIFY_WITH_TIMEOUT(model.revision() == server->fleet().revision(), 10000);

        server->stop();
        QTRY_COMPARE_WITH_TIMEOUT(watcher.connectionState().phase, ConnectionState::Phase::Reconnecting, 10000);
        QVERIFY(!watcher.connectionState().lastError.isEmpty());
        QVERIFY(watcher.connectionState().nextRetryAtMs > 0);
        server.reset();

        server = std::make_unique<SimulatorServer>(config);
        QVERIFY2(server->start(&error), qPrintable(error));
        server->advance(3 * kHour); // changes the console missed while down
        QTRY_COMPARE_WITH_TIMEOUT(watcher.connectionState().phase, ConnectionState::Phase::Live, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(model.revision() == server->fleet().revision(), 10000);
        QString why;
        QVERIFY2(sameFleet(model, server->fleet(), &why), qPrintable(why));
        QCOMPARE(resets.count(true), 1); // only the very first snapshot
    }

    void freshBackendOnSameAddressGivesAFreshSnapshot()
    {
        SimConfig config = testConfig(800);
        auto server = std::make_unique<SimulatorServer>(config);
        QString error;
        QVERIFY2(server->start(&error), qPrintable(error));
        config.listenAddress = server->address();
        FleetModel model;
        FleetWatcher watcher(std::make_shared<BackendChannel>(server->address()));
        watcher.setBackoff(100, 400);
        connect(&watcher, &FleetWatcher::fleetUpdated, &model, &FleetModel::applyUpdate);
        watcher.start();
        QTRY_VERIFY_WITH_TIMEOUT(model.hasSnapshot(), 10000);
        const QString firstEpoch = model.fleetEpoch();

        server.reset();
        config.rackCount = 600; // a different fleet behind the same address
        server = std::make_unique<SimulatorServer>(config);
        QVERIFY2(server->start(&error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(model.fleetEpoch() != firstEpoch && model.rowCount() == 600, 15000);
        QString why;
        QVERIFY2(sameFleet(model, server->fleet(), &why), qPrintable(why));
    }

    void unreachableBackendIsReportedAndRetried()
    {
        // A port nobody listens on: bind a simulator, note the port, stop it.
        int port = 0;
        {
            SimulatorServer probe(testConfig(1));
            QString error;
            QVERIFY(probe.start(&error));
            port = probe.port();
        }
        FleetWatcher watcher(std::make_shared<BackendChannel>(QStringLiteral("127.0.0.1:%1").arg(port)));
        watcher.setBackoff(200, 1000);
        QSignalSpy states(&watcher, &FleetWatcher::connectionStateChanged);
        watcher.start();
        QTRY_COMPARE_WITH_TIMEOUT(watcher.connectionState().phase, ConnectionState::Phase::Reconnecting, 10000);
        const ConnectionState state = watcher.connectionState();
        QVERIFY2(state.lastError.contains(QStringLiteral("127.0.0.1:%1").arg(port)), qPrintable(state.lastError));
        QVERIFY(state.downSinceMs > 0);
        QTRY_VERIFY_WITH_TIMEOUT(watcher.connectionState().attempt >= 3, 10000);
        watcher.stop();
        QCOMPARE(watcher.connectionState().phase, ConnectionState::Phase::Stopped);
    }

    // A message that is no fleet message (a broken backend) ends the stream at once with
    // an error that says so, even though the backend holds the stream open, and the racks
    // the console shows stay; it reads again after the backoff.
    void anUnreadableMessageIsReportedAndWhatWasShownStays()
    {
        v1::WatchFleetResponse snapshot;
        snapshot.set_fleet_epoch("raw-epoch");
        snapshot.set_revision(5);
        snapshot.set_reset(true);
        snapshot.set_initial_sync_complete(true);
        snapshot.add_upserts()->set_rack_id("PHX1-H1-R01-01");
        snapshot.add_upserts()->set_rack_id("PHX1-H1-R01-02");
        // Field 5 (a rack) said to be 100 bytes long, and then cut short.
        const std::string cutShort("\x2a\x64PHX1", 6);
        RawFleetBackend backend({snapshot.SerializeAsString(), cutShort});
        grpc::ServerBuilder builder;
        int port = 0;
        builder.AddListeningPort("127.0.0.1:0", grpc::InsecureServerCredentials(), &port);
        builder.RegisterCallbackGenericService(&backend);
        const std::unique_ptr<grpc::Server> server = builder.BuildAndStart();
        QVERIFY(server && port > 0);

        FleetModel model;
        FleetWatcher watcher(std::make_shared<BackendChannel>(QStringLiteral("127.0.0.1:%1").arg(port)));
        watcher.setBackoff(2000, 2000);
        connect(&watcher, &FleetWatcher::fleetUpdated, &model, &FleetModel::applyUpdate);
        watcher.start();
        QTRY_COMPARE_WITH_TIMEOUT(watcher.connectionState().phase, ConnectionState::Phase::Reconnecting, 10000);
        const QString error = watcher.connectionState().lastError;
        QVERIFY2(error.contains(QStringLiteral("cannot read")) && error.contains(QStringLiteral("malformed")),
                 qPrintable(error));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 2, 1500); // the snapshot, handed over before the error
        QCOMPARE(backend.streams(), 1); // the first stream's racks: nothing has read them again
        QTest::qWait(300);
        QCOMPARE(model.rowCount(), 2); // and the error took none of them away
        QTRY_VERIFY_WITH_TIMEOUT(backend.streams() >= 2, 10000); // read again after the backoff
        watcher.stop();
        server->Shutdown(std::chrono::system_clock::now() + std::chrono::seconds(5));
    }

    void rackDetailArrivesWithoutBlocking()
    {
        SimulatorServer server(testConfig(100));
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        auto channel = std::make_shared<BackendChannel>(server.address());
        RackDetailClient client(channel);
        QSignalSpy received(&client, &RackDetailClient::detailReceived);
        QSignalSpy failed(&client, &RackDetailClient::detailFailed);
        const QString id = QString::fromStdString(server.fleet().snapshot().upserts.front().rack_id());
        client.request(id);
        client.request(QStringLiteral("NO-SUCH-RACK"));
        QTRY_COMPARE_WITH_TIMEOUT(received.count(), 1, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
        const auto detail = received.first().first().value<RackDetail>();
        QCOMPARE(detail.summary.rackId, id);
        QCOMPARE(detail.components.size(), 36);
        QVERIFY(!detail.history.isEmpty());
        QVERIFY(failed.first().at(1).toString().contains(QStringLiteral("NO-SUCH-RACK")));
    }
};

QTEST_GUILESS_MAIN(TestFleetWatch)
#include "tst_fleetwatch.moc"
