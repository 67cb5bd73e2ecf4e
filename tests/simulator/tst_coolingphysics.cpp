// The CDU physics and TelemetryService over real gRPC.
#include "cooling/coolingphysics.h"
#include "fleet/fleetgenerator.h"
#include "fleet/fleetsimulation.h"
#include "core/caller.h"
#include "inprocessbackend.h"
#include "server/simulatorserver.h"
#include "stillfleet.h"

#include "rackops/v1/telemetry.grpc.pb.h"

#include <QTest>

#include <google/protobuf/util/time_util.h>
#include <grpcpp/grpcpp.h>

#include <cmath>
#include <optional>

using namespace rackops;
using namespace rackops::sim;
using google::protobuf::util::TimeUtil;

namespace {
constexpr std::int64_t kNow = 1'780'000'000'000;
constexpr std::int64_t kHour = 3'600'000;

SimRack productionRack()
{
    for (auto &rack : FleetGenerator::generate(200, 5, kNow)) {
        if (rack.detail().summary().stage() == v1::LIFECYCLE_STAGE_PRODUCTION)
            return rack;
    }
    return {};
}
} // namespace

class TestCoolingPhysics : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void energyBalances()
    {
        const SimRack rack = productionRack();
        for (std::int64_t t = kNow - 24 * kHour; t < kNow; t += 17 * 60'000) {
            const auto s = CoolingPhysics::sample(rack, t, false);
            // heat (kW) = flow (kg/s) x 4.18 kJ/(kg K) x delta-T, water-glycol at ~1 kg/L.
            const double balance = s.flow_liters_per_minute() / 60.0 * 4.18 * s.delta_temperature_celsius();
            QVERIFY2(std::abs(balance - s.heat_removed_kw()) < 0.01 * s.heat_removed_kw() + 0.01,
                     qPrintable(QStringLiteral("%1 vs %2").arg(balance).arg(s.heat_removed_kw())));
            QVERIFY(std::abs(s.return_temperature_celsius() - s.supply_temperature_celsius()
                             - s.delta_temperature_celsius())
                    < 1e-3);
            QVERIFY(s.heat_removed_kw() <= s.rack_power_kw());
            QVERIFY(s.rack_power_kw() > 50.0F); // a production rack works
        }
    }

    void aNearlyClosedValveDrivesDeltaTUp()
    {
        SimRack rack = productionRack();
        const auto before = CoolingPhysics::sample(rack, kNow, false);
        rack.mutable_cooling()->set_valve_percent(20.0F);
        rack.mutable_cooling()->set_valve_since_ms(kNow - 1);
        const auto after = CoolingPhysics::sample(rack, kNow, false);
        QVERIFY(after.flow_liters_per_minute() < before.flow_liters_per_minute() * 0.5F);
        QVERIFY(after.delta_temperature_celsius() > before.delta_temperature_celsius() * 2.0F);
        QCOMPARE(after.health(), v1::HEALTH_CRITICAL); // delta-T and flow past their limits
        QVERIFY(!after.health_reason().empty());
        // History before the change stays as it was.
        const auto earlier = CoolingPhysics::sample(rack, kNow - kHour, false);
        QVERIFY(earlier.flow_liters_per_minute() > after.flow_liters_per_minute() * 2.0F);
    }

    void aStuckValveDrivesDeltaTUp()
    {
        // Find a rack in production whose valve sticks (the fault holds it at 22 %) at some hour
        // of the last two days, and compare with the same rack when the valve works.
        for (const auto &rack : FleetGenerator::generate(1500, 5, kNow)) {
            if (rack.detail().summary().stage() != v1::LIFECYCLE_STAGE_PRODUCTION)
                continue;
            std::optional<v1::CoolingSample> stuck;
            std::optional<v1::CoolingSample> working;
            for (std::int64_t t = kNow - 48 * kHour; t < kNow && !(stuck && working); t += 20 * 60'000) {
                const auto s = CoolingPhysics::sample(rack, t, false);
                if (s.rack_power_kw() < 100.0F)
                    continue; // compare at full load only
                if (std::abs(s.valve_position_percent() - 22.0F) < 1e-3F)
                    stuck = s;
                else
                    working = s;
            }
            if (!stuck || !working)
                continue;
            QVERIFY(stuck->flow_liters_per_minute() < working->flow_liters_per_minute() * 0.5F);
            QVERIFY(stuck->delta_temperature_celsius() > working->delta_temperature_celsius() * 1.8F);
            QVERIFY(stuck->health() != v1::HEALTH_OK);
            QVERIFY(!stuck->health_reason().empty());
            return;
        }
        QFAIL("no rack with a stuck valve under full load in this fleet");
    }

    void sameMomentSameReading()
    {
        const SimRack rack = productionRack();
        const auto a = CoolingPhysics::sample(rack, kNow - 5 * kHour, true);
        const auto b = CoolingPhysics::sample(rack, kNow - 5 * kHour, true);
        QCOMPARE(a.SerializeAsString(), b.SerializeAsString());
        QCOMPARE(a.leak_detectors_size(), CoolingPhysics::kLeakDetectors);
    }

    // A sample is drawn for the stage the rack was in at its moment: the current stage from when it
    // was entered, and before that the history's, read as it stands (a leak's event is recorded with
    // the time the leak began, which can be before a later stage change).
    void aSampleIsOfTheStageTheRackWasInAtItsMoment()
    {
        SimRack rack;
        const auto event = [&rack](v1::LifecycleStage stage, std::int64_t atMs) {
            auto *e = rack.mutable_detail()->add_history();
            e->set_stage(stage);
            *e->mutable_entered_at() = TimeUtil::MillisecondsToTimestamp(atMs);
        };
        event(v1::LIFECYCLE_STAGE_VALIDATING, kNow - 10 * kHour);
        event(v1::LIFECYCLE_STAGE_AWAITING_APPROVAL, kNow - 4 * kHour);
        event(v1::LIFECYCLE_STAGE_AWAITING_APPROVAL, kNow - 5 * kHour); // a leak, recorded after it began
        event(v1::LIFECYCLE_STAGE_PRODUCTION, kNow - kHour);
        rack.mutable_detail()->mutable_summary()->set_stage(v1::LIFECYCLE_STAGE_PRODUCTION);
        rack.set_stage_entered_ms(kNow - kHour);

        QCOMPARE(CoolingPhysics::stageAt(rack, kNow), v1::LIFECYCLE_STAGE_PRODUCTION);
        QCOMPARE(CoolingPhysics::stageAt(rack, kNow - kHour), v1::LIFECYCLE_STAGE_PRODUCTION);
        QCOMPARE(CoolingPhysics::stageAt(rack, kNow - 2 * kHour), v1::LIFECYCLE_STAGE_AWAITING_APPROVAL);
        QCOMPARE(CoolingPhysics::stageAt(rack, kNow - 4 * kHour - 1), v1::LIFECYCLE_STAGE_VALIDATING);
        QCOMPARE(CoolingPhysics::stageAt(rack, kNow - 20 * kHour), v1::LIFECYCLE_STAGE_VALIDATING); // before all

        // Power follows the stage: the same rack draws production power now, and burn-in power then.
        QVERIFY(CoolingPhysics::sample(rack, kNow, false).rack_power_kw() > 50.0F);
        QVERIFY(CoolingPhysics::sample(rack, kNow - 6 * kHour, false).rack_power_kw() > 100.0F);
    }

    void leakyRacksTripWarningThenCritical()
    {
        int leaky = 0;
        for (const auto &rack : FleetGenerator::generate(2000, 5, kNow)) {
            const auto events = CoolingPhysics::leakEvents(rack, kNow - 24 * kHour, kNow);
            if (events.empty())
                continue;
            ++leaky;
            for (size_t i = 0; i + 1 < events.size(); ++i) {
                if (events[i].to_state() == v1::LEAK_DETECTOR_STATE_WARNING)
                    QCOMPARE(events[i + 1].to_state(), v1::LEAK_DETECTOR_STATE_CRITICAL);
            }
        }
        QVERIFY(leaky > 0);
        QVERIFY(leaky < 40); // leaks are rare
    }

    void coolingRemediationChangesThePhysics()
    {
        SimConfig config = stillFleet(200);
        SimulatorServer server(config);
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        std::string rackId;
        for (const auto &rack : server.fleet().snapshot().upserts) {
            if (rack.stage() == v1::LIFECYCLE_STAGE_PRODUCTION) {
                rackId = rack.rack_id();
                break;
            }
        }
        const auto before = CoolingPhysics::sample(*server.fleet().simRack(rackId), server.fleet().nowMs(), false);
        RemediateIntent intent;
        intent.rackId = rackId;
        intent.action = v1::REMEDIATION_ACTION_PUMP_SPEED_CHANGE;
        intent.parameters.set_pump_speed_control_percent(30.0F);
        intent.expectedRevision = server.fleet().rack(rackId)->summary().state_revision();
        intent.idempotencyKey = "pump-down";
        intent.reason = "test";
        v1::Operation op;
        QVERIFY(server.fleet().remediate(Caller::demoUsers()[1], intent, &op).ok());
        intent.parameters.set_pump_speed_control_percent(140.0F);
        intent.idempotencyKey = "pump-too-fast";
        QCOMPARE(server.fleet().remediate(Caller::demoUsers()[1], intent, &op).code,
                 MutationResult::Code::Aborted); // the running change moved the rack on
        server.advance(2 * 60'000);
        // Compare the same moment with and without the change, so the workload's rhythm cannot blur it.
        const SimRack changed = *server.fleet().simRack(rackId);
        SimRack unchanged = changed;
        unchanged.clear_cooling();
        const std::int64_t now = server.fleet().nowMs();
        const auto after = CoolingPhysics::sample(changed, now, false);
        const auto without = CoolingPhysics::sample(unchanged, now, false);
        QCOMPARE(after.pump_speed_percent(), 30.0F);
        QCOMPARE(without.pump_speed_percent(), before.pump_speed_percent());
        QVERIFY(after.flow_liters_per_minute() < without.flow_liters_per_minute() * 0.7F);
        QVERIFY(after.delta_temperature_celsius() > without.delta_temperature_celsius());
    }

    void historyAndStreamOverGrpc()
    {
        SimConfig config = stillFleet(300);
        InProcessBackend backend(config);
        QString error;
        QVERIFY2(backend.start(&error), qPrintable(error));
        auto stub = backend.stub<v1::TelemetryService>();
        const std::string rackId = backend.server().fleet().snapshot().upserts.front().rack_id();

        grpc::ClientContext context;
        v1::CoolingHistoryRequest request;
        request.set_rack_id(rackId);
        const std::int64_t now = backend.server().fleet().nowMs();
        *request.mutable_from() = TimeUtil::MillisecondsToTimestamp(now - 24 * kHour);
        request.set_max_points(500);
        request.set_include_leak_events(true);
        v1::CoolingHistoryResponse history;
        QVERIFY(stub->QueryCoolingHistory(&context, request, &history).ok());
        QCOMPARE(history.sample_counts_size(), 500);
        QCOMPARE(history.series_size(), 11);
        for (const auto &series : history.series()) {
            QCOMPARE(series.min_size(), 500);
            for (int i = 0; i < series.min_size(); ++i)
                QVERIFY(series.min(i) <= series.mean(i) + 1e-3 && series.mean(i) <= series.max(i) + 1e-3);
        }
        QVERIFY(history.thresholds().thresholds_size() > 0);

        grpc::ClientContext tooLong;
        *request.mutable_from() = TimeUtil::MillisecondsToTimestamp(now - 30 * 24 * kHour);
        QCOMPARE(stub->QueryCoolingHistory(&tooLong, request, &history).error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT);

        grpc::ClientContext watchContext;
        v1::WatchCoolingRequest watch;
        auto reader = stub->WatchCooling(&watchContext, watch);
        v1::CoolingBatch batch;
        QVERIFY(reader->Read(&batch));
        QCOMPARE(batch.samples_size(), 300); // the whole fleet in one batch
        watchContext.TryCancel();
        reader->Finish();
    }
};

QTEST_GUILESS_MAIN(TestCoolingPhysics)
#include "tst_coolingphysics.moc"
