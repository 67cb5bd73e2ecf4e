// Replication SLO breaches raise alerts, through the same AlertService as
// every other source, and resolve themselves when the backlog drains.
#include "demouser.h"
#include "fleet/fleetsimulation.h"
#include "replication/replicationtraffic.h"
#include "inprocessbackend.h"
#include "stillfleet.h"

#include "rackops/v1/alerts.grpc.pb.h"

#include <QTest>

#include <grpcpp/grpcpp.h>

using namespace rackops;
using namespace rackops::sim;

namespace {
constexpr std::int64_t kMinute = 60'000;
}

class TestReplicationAlerts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void breachRaisesACriticalAlertThatResolvesWhenDrained()
    {
        SimConfig config = stillFleet(50);
        InProcessBackend backend(config);
        QString error;
        QVERIFY2(backend.start(&error), qPrintable(error));
        auto stub = backend.stub<v1::AlertService>();
        const auto replicationAlerts = [&](v1::AlertState state) {
            auto context = as("vera");
            v1::ListAlertsRequest request;
            request.add_states(state);
            v1::ListAlertsResponse response;
            stub->ListAlerts(context.get(), request, &response);
            std::vector<v1::Alert> found;
            for (const auto &a : response.alerts()) {
                if (a.source() == v1::ALERT_SOURCE_REPLICATION)
                    found.push_back(a);
            }
            return found;
        };
        QVERIFY(replicationAlerts(v1::ALERT_STATE_TRIGGERED).empty());

        const std::int64_t now = backend.server().fleet().nowMs();
        backend.server().replication().regionOutage("us-west", now, now + 30 * kMinute);
        backend.server().advance(25 * kMinute);
        const auto raised = replicationAlerts(v1::ALERT_STATE_TRIGGERED);
        QVERIFY2(!raised.empty(), "a 25-minute outage breaches the 15-minute SLO");
        for (const auto &a : raised) {
            QCOMPARE(a.severity(), v1::ALERT_SEVERITY_CRITICAL);
            QVERIFY(!a.bucket().empty());
            QVERIFY(a.source_region() == "us-west" || a.target_region() == "us-west");
        }

        backend.server().advance(120 * kMinute); // the region is back and the backlog drains
        QVERIFY(replicationAlerts(v1::ALERT_STATE_TRIGGERED).empty());
        QVERIFY(!replicationAlerts(v1::ALERT_STATE_RESOLVED).empty());
    }
};

QTEST_GUILESS_MAIN(TestReplicationAlerts)
#include "tst_replicationalerts.moc"
