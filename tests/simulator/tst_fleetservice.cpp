// FleetService over real gRPC, with the generated stub: what any client sees.
#include "fleetsimulation.h"
#include "inprocessbackend.h"
#include "stillfleet.h"

#include "rackops/v1/fleet.grpc.pb.h"

#include <QTest>

#include <grpcpp/grpcpp.h>

#include <map>

using namespace rackops;
using namespace rackops::sim;

class TestFleetService : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<InProcessBackend> m_backend;
    std::unique_ptr<v1::FleetService::Stub> m_stub;

private Q_SLOTS:
    void init()
    {
        SimConfig config = stillFleet(1200);
        config.heartbeatIntervalMs = 300;
        m_backend = std::make_unique<InProcessBackend>(config);
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
        m_stub = m_backend->stub<v1::FleetService>();
    }
    void cleanup()
    {
        m_stub.reset();
        m_backend.reset();
    }

    void listRacksPages()
    {
        std::string token;
        int seen = 0;
        for (int page = 0; page < 10; ++page) {
            grpc::ClientContext context;
            v1::ListRacksRequest request;
            request.set_page_size(500);
            request.set_page_token(token);
            v1::ListRacksResponse response;
            QVERIFY(m_stub->ListRacks(&context, request, &response).ok());
            QCOMPARE(response.total_size(), 1200);
            seen += response.racks_size();
            token = response.next_page_token();
            if (token.empty())
                break;
        }
        QCOMPARE(seen, 1200);
    }

    void getRackAndUnknownRack()
    {
        const std::string id = m_backend->server().fleet().snapshot().upserts.front().rack_id();
        grpc::ClientContext context;
        v1::GetRackRequest request;
        request.set_rack_id(id);
        v1::RackDetail detail;
        QVERIFY(m_stub->GetRack(&context, request, &detail).ok());
        QCOMPARE(detail.summary().rack_id(), id);
        QCOMPARE(detail.components_size(), 36);

        grpc::ClientContext context2;
        request.set_rack_id("NO-SUCH-RACK");
        const grpc::Status status = m_stub->GetRack(&context2, request, &detail);
        QCOMPARE(status.error_code(), grpc::StatusCode::NOT_FOUND);
    }

    void watchSendsSnapshotInChunksThenChanges()
    {
        grpc::ClientContext context;
        v1::WatchFleetRequest request;
        auto reader = m_stub->WatchFleet(&context, request);
        v1::WatchFleetResponse message;
        std::map<std::string, v1::RackSummary> racks;
        int messages = 0;
        std::int64_t revision = 0;
        std::string epoch;
        while (reader->Read(&message)) {
            if (messages++ == 0)
                QVERIFY(message.reset());
            else
                QVERIFY(!message.reset());
            for (const auto &r : message.upserts())
                racks[r.rack_id()] = r;
            revision = message.revision();
            epoch = message.fleet_epoch();
            if (message.initial_sync_complete())
                break;
        }
        QVERIFY(messages > 1);  // 1200 racks do not travel in one message
        QCOMPARE(racks.size(), size_t(1200));

        m_backend->server().advance(3 * 3600 * 1000);
        QVERIFY(reader->Read(&message));
        QVERIFY(message.revision() > revision);
        QVERIFY(message.upserts_size() > 0);
        for (const auto &r : message.upserts())
            QVERIFY(r.revision() > revision);
        context.TryCancel();
        reader->Finish();

        // Resume from where we were: exactly the racks changed since.
        grpc::ClientContext resumeContext;
        request.set_fleet_epoch(epoch);
        request.set_resume_after_revision(revision);
        auto resumed = m_stub->WatchFleet(&resumeContext, request);
        QVERIFY(resumed->Read(&message));
        QVERIFY(!message.reset());
        QVERIFY(message.initial_sync_complete());
        const auto expected = m_backend->server().fleet().changesSince(epoch, revision);
        QCOMPARE(size_t(message.upserts_size()), expected->upserts.size());
        resumeContext.TryCancel();
        resumed->Finish();
    }

    void heartbeatsKeepAQuietStreamAlive()
    {
        grpc::ClientContext context;
        auto reader = m_stub->WatchFleet(&context, {});
        v1::WatchFleetResponse message;
        while (reader->Read(&message) && !message.initial_sync_complete()) {
        }
        const std::int64_t revision = message.revision();
        QVERIFY(reader->Read(&message));  // nothing changed: a heartbeat
        QCOMPARE(message.upserts_size(), 0);
        QCOMPARE(message.revision(), revision);
        QVERIFY(message.has_server_time());
        context.TryCancel();
        reader->Finish();
    }

    void unknownEpochGetsAFreshSnapshot()
    {
        grpc::ClientContext context;
        v1::WatchFleetRequest request;
        request.set_fleet_epoch("from-another-backend");
        request.set_resume_after_revision(5);
        auto reader = m_stub->WatchFleet(&context, request);
        v1::WatchFleetResponse message;
        QVERIFY(reader->Read(&message));
        QVERIFY(message.reset());
        context.TryCancel();
        reader->Finish();
    }
};

QTEST_GUILESS_MAIN(TestFleetService)
#include "tst_fleetservice.moc"
