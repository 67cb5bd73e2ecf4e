#include "cooling/coolingphysics.h"
#include "core/rackparts.h"
#include "core/firmwarecatalogue.h"
#include "fleet/fleetgenerator.h"
#include "fleet/lifecycleengine.h"
#include "phrase/phrase.h"
#include "fleet/fleetsimulation.h"
#include "fleet/statestore.h"
#include "server/listenaddress.h"
#include "server/simulatorserver.h"
#include "stillfleet.h"

#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace rackops;
using namespace rackops::sim;

namespace {
constexpr std::int64_t kNow = 1'780'000'000'000;
constexpr std::int64_t kHour = 3'600'000;

std::map<v1::LifecycleStage, int> stageCounts(const FleetSimulation &fleet)
{
    std::map<v1::LifecycleStage, int> counts;
    for (const auto &rack : fleet.snapshot().upserts)
        ++counts[rack.stage()];
    return counts;
}

// A rack as a restart finds it: saved in a state directory (as an earlier version wrote
// it) and loaded back.
SimRack restarted(const SimRack &stored)
{
    QTemporaryDir dir;
    StateStore store(dir.path());
    QString error;
    if (!store.open(&error))
        qFatal("%s", qPrintable(error));
    if (!store.save(FleetSimulation({stored}, "e", 0, kNow), true, &error))
        qFatal("%s", qPrintable(error));
    auto loaded = store.load(&error);
    if (!loaded || loaded->racks.size() != 1)
        qFatal("not loaded back: %s", qPrintable(error));
    return loaded->racks.front();
}
} // namespace

class TestFleetSimulation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sameSeedSameFleet()
    {
        const auto a = FleetGenerator::generate(500, 7, kNow);
        const auto b = FleetGenerator::generate(500, 7, kNow);
        const auto c = FleetGenerator::generate(500, 8, kNow);
        QCOMPARE(a.size(), size_t(500));
        bool allEqual = true;
        bool anyDifferent = false;
        for (size_t i = 0; i < a.size(); ++i) {
            allEqual = allEqual && a[i].SerializeAsString() == b[i].SerializeAsString();
            anyDifferent = anyDifferent || a[i].detail().summary().stage() != c[i].detail().summary().stage();
        }
        QVERIFY(allEqual);
        QVERIFY(anyDifferent);
    }

    // A large fleet is built on several threads; the racks must not depend on how many.
    void theFleetDoesNotDependOnTheThreadsBuildingIt()
    {
        const auto one = FleetGenerator::generate(6'500, 11, kNow, 1);
        const auto three = FleetGenerator::generate(6'500, 11, kNow, 3);
        QCOMPARE(three.size(), one.size());
        size_t differing = 0;
        for (size_t i = 0; i < one.size(); ++i)
            differing += one[i].SerializeAsString() != three[i].SerializeAsString() ? 1 : 0;
        QCOMPARE(differing, size_t(0));
        QCOMPARE(three.back().detail().summary().rack_id(), one.back().detail().summary().rack_id());
    }

    // Racks store a firmware level per part, not version lists: what a client
    // is sent is rendered, and says the same as the lists stored before did.
    void firmwareIsRenderedFromEachPartsLevel()
    {
        FleetSimulation fleet(FleetGenerator::generate(300, 5, kNow), "e", 0, kNow);
        int delivered = 0;
        int updated = 0;
        std::vector<std::string> ids;
        fleet.visitRacks({}, [&](const SimRack &rack) { ids.push_back(rack.detail().summary().rack_id()); });
        for (const auto &id : ids) {
            const auto rack = fleet.simRack(id);
            for (const auto &component : rack->detail().components())
                QVERIFY(component.firmware().empty()); // nothing per rack but the levels
            const auto detail = fleet.rack(id);
            QVERIFY(detail.has_value());
            const auto stage = rack->detail().summary().stage();
            const bool beforeUpdate = stage == v1::LIFECYCLE_STAGE_RECEIVED || stage == v1::LIFECYCLE_STAGE_DISCOVERING
                || stage == v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE;
            const bool running =
                stage == v1::LIFECYCLE_STAGE_PRODUCTION || stage == v1::LIFECYCLE_STAGE_AWAITING_APPROVAL;
            int images = 0;
            int current = 0;
            for (const auto &component : detail->components()) {
                QCOMPARE(size_t(component.firmware_size()), FirmwareCatalogue::images(component.kind()).size());
                for (const auto &version : component.firmware()) {
                    ++images;
                    current += version.actual() == version.expected() ? 1 : 0;
                }
            }
            QCOMPARE(images, 18 * 5 + 9 * 2 + 8 + 1);
            if (beforeUpdate) {
                QCOMPARE(current, 0);
                ++delivered;
            } else if (running) {
                QCOMPARE(current, images);
                ++updated;
            }
        }
        QVERIFY(delivered > 0);
        QVERIFY(updated > 0);
    }

    // State saved by an earlier version keeps the version lists in each part:
    // they become levels when it is loaded, and the client sees the same.
    void storedVersionListsBecomeLevels()
    {
        auto racks = FleetGenerator::generate(3, 9, kNow);
        SimRack old = racks[0];
        auto *components = old.mutable_detail()->mutable_components();
        for (int i = 0; i < components->size(); ++i) {
            auto *component = components->Mutable(i);
            for (const auto &image : FirmwareCatalogue::images(component->kind())) {
                auto *version = component->add_firmware();
                version->set_component(image.component);
                version->set_expected(image.expected);
                version->set_actual(i == 0       ? image.expected
                                        : i == 1 ? FirmwareCatalogue::kFactoryVersion
                                                 : image.previous);
            }
        }
        old.clear_firmware_levels();
        const std::string id = old.detail().summary().rack_id();
        FleetSimulation fleet({restarted(old)}, "e", 0, kNow);
        const auto stored = fleet.simRack(id);
        QVERIFY(stored.has_value());
        QCOMPARE(FirmwareCatalogue::level(*stored, 0), FIRMWARE_LEVEL_EXPECTED);
        QCOMPARE(FirmwareCatalogue::level(*stored, 1), FIRMWARE_LEVEL_FACTORY);
        QCOMPARE(FirmwareCatalogue::level(*stored, 2), FIRMWARE_LEVEL_PREVIOUS);
        QVERIFY(stored->detail().components(0).firmware().empty());
        const auto detail = fleet.rack(id);
        QCOMPARE(detail->components(0).firmware(0).actual(), std::string("25.06.1"));
        QCOMPARE(detail->components(1).firmware(0).actual(), std::string("factory"));
        QCOMPARE(detail->components(2).firmware(0).actual(), std::string("24.12.4"));
    }

    // A rack keeps no strings for what its parts' kind and slot say, nor "OK", nor serial
    // numbers as text; a client is sent all of them.
    void partsAreKeptWithoutStringsAndSentWhole()
    {
        auto racks = FleetGenerator::generate(1, 9, kNow);
        const std::string id = racks[0].detail().summary().rack_id();
        FleetSimulation fleet(std::move(racks), "e", 0, kNow);
        const auto stored = fleet.simRack(id);
        QVERIFY(stored.has_value());
        QCOMPARE(stored->detail().components_size(), 36);
        QCOMPARE(stored->part_serials_size(), 36);
        for (const auto &part : stored->detail().components()) {
            QVERIFY(part.component_id().empty());
            QVERIFY(part.serial_number().empty());
            QVERIFY(part.status().empty() || part.status() != RackParts::kOk);
        }
        const auto detail = fleet.rack(id);
        QCOMPARE(detail->components(0).component_id(), std::string("CT01"));
        QCOMPARE(detail->components(17).component_id(), std::string("CT18"));
        QCOMPARE(detail->components(18).component_id(), std::string("NVS1"));
        QCOMPARE(detail->components(27).component_id(), std::string("PS1"));
        QCOMPARE(detail->components(35).component_id(), std::string("CDU"));
        for (int i = 0; i < detail->components_size(); ++i) {
            const auto &part = detail->components(i);
            QVERIFY2(part.serial_number().size() == 11 && part.serial_number().rfind("1654", 0) == 0,
                     part.serial_number().c_str());
            QCOMPARE(part.serial_number(), std::to_string(stored->part_serials(i)));
            if (!stored->detail().components(i).has_status_text())
                QCOMPARE(part.status(), std::string("OK"));
        }
    }

    // State saved by an earlier version keeps ids, "OK" and serial numbers as strings: they
    // are dropped when it is loaded, and the client sees the same parts.
    void storedPartStringsAreCompacted()
    {
        auto racks = FleetGenerator::generate(1, 9, kNow);
        const std::string id = racks[0].detail().summary().rack_id();
        const auto current = FleetSimulation(racks, "e", 0, kNow).rack(id);
        SimRack old = racks[0];
        old.clear_part_serials();
        for (int i = 0; i < old.detail().components_size(); ++i) {
            auto *part = old.mutable_detail()->mutable_components(i);
            part->set_component_id(current->components(i).component_id());
            part->set_serial_number(current->components(i).serial_number());
            part->set_status(current->components(i).status());
        }
        old.mutable_detail()->mutable_components(3)->set_serial_number("SN-LEGACY-7"); // not a number: kept
        FleetSimulation fleet({restarted(old)}, "e", 0, kNow);
        const auto stored = fleet.simRack(id);
        QVERIFY(stored->detail().components(0).component_id().empty());
        QVERIFY(stored->detail().components(0).serial_number().empty());
        QCOMPARE(stored->detail().components(3).serial_number(), std::string("SN-LEGACY-7"));
        const auto detail = fleet.rack(id);
        for (int i = 0; i < detail->components_size(); ++i) {
            QCOMPARE(detail->components(i).component_id(), current->components(i).component_id());
            QCOMPARE(detail->components(i).status(), current->components(i).status());
            QCOMPARE(detail->components(i).serial_number(),
                     i == 3 ? std::string("SN-LEGACY-7") : current->components(i).serial_number());
        }
    }

    void sameSeedSameFutureWhateverTheTickSize()
    {
        FleetSimulation coarse(FleetGenerator::generate(300, 3, kNow), "e", 0, kNow);
        FleetSimulation fine(FleetGenerator::generate(300, 3, kNow), "e", 0, kNow);
        coarse.advance(6 * kHour);
        for (int i = 0; i < 360; ++i)
            fine.advance(kHour / 60);
        const auto a = coarse.snapshot().upserts;
        const auto b = fine.snapshot().upserts;
        for (size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].stage(), b[i].stage());
            QCOMPARE(a[i].stage_entered_at().seconds(), b[i].stage_entered_at().seconds());
        }
    }

    void warmFleetIsSpreadOverTheLifecycle()
    {
        FleetSimulation fleet(FleetGenerator::generate(2400, 1, kNow), "e", 0, kNow);
        const auto counts = stageCounts(fleet);
        for (auto stage :
             {v1::LIFECYCLE_STAGE_RECEIVED, v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE, v1::LIFECYCLE_STAGE_VALIDATING,
              v1::LIFECYCLE_STAGE_AWAITING_APPROVAL, v1::LIFECYCLE_STAGE_PRODUCTION, v1::LIFECYCLE_STAGE_REMEDIATION,
              v1::LIFECYCLE_STAGE_FAILED}) {
            QVERIFY2(counts.count(stage) && counts.at(stage) > 0, v1::LifecycleStage_Name(stage).c_str());
        }
        // Production is the largest group of a fleet that is mostly running.
        QVERIFY(counts.at(v1::LIFECYCLE_STAGE_PRODUCTION) > counts.at(v1::LIFECYCLE_STAGE_AWAITING_APPROVAL));
        std::set<std::string> sites;
        for (const auto &rack : fleet.snapshot().upserts) {
            sites.insert(rack.location().site());
            if (rack.stage() == v1::LIFECYCLE_STAGE_REMEDIATION || rack.stage() == v1::LIFECYCLE_STAGE_FAILED) {
                QVERIFY(!rack.health_reason().empty());
                QCOMPARE(rack.health(), v1::HEALTH_CRITICAL);
            }
        }
        QVERIFY(sites.size() >= 5);
    }

    void racksMoveAndHistoryIsRecorded()
    {
        FleetSimulation fleet(FleetGenerator::generate(200, 5, kNow), "e", 0, kNow);
        const auto before = fleet.snapshot();
        fleet.advance(12 * kHour);
        const auto after = fleet.snapshot();
        QVERIFY(after.revision > before.revision);
        int moved = 0;
        for (size_t i = 0; i < before.upserts.size(); ++i)
            moved += before.upserts[i].stage() != after.upserts[i].stage() ? 1 : 0;
        QVERIFY(moved > 10);
        const auto detail = fleet.rack(after.upserts[0].rack_id());
        QVERIFY(detail);
        QCOMPARE(detail->components_size(), 36);
        QVERIFY(detail->history_size() > 0);
        QCOMPARE(detail->history(detail->history_size() - 1).stage(), detail->summary().stage());
    }

    void faultPathPutsRackAndPartIntoRemediation()
    {
        auto racks = FleetGenerator::generate(1, 3, kNow);
        SimRack &rack = racks.front();
        LifecycleEngine::enterStage(rack, v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE, kNow, "test", true,
                                    Phrase::verbatim("test"));
        LifecycleEngine::planFault(rack, v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE, /*certain=*/true);
        const auto part = rack.detail().components(rack.fault_component());
        const std::int64_t faultAt =
            kNow + std::int64_t(rack.fault_at_progress() * double(rack.stage_duration_ms())) + 1;
        QCOMPARE(LifecycleEngine::advance(rack, faultAt), LifecycleEngine::Change::State);
        const auto &summary = rack.detail().summary();
        QCOMPARE(summary.stage(), v1::LIFECYCLE_STAGE_REMEDIATION);
        QCOMPARE(summary.health(), v1::HEALTH_CRITICAL);
        // The rack's health is its weakest part, with the part named.
        QVERIFY2(summary.health_reason().rfind(RackParts::id(part), 0) == 0, summary.health_reason().c_str());
        const auto &failedPart = rack.detail().components(rack.fault_component());
        QCOMPARE(failedPart.health(), v1::HEALTH_CRITICAL);
        QCOMPARE(failedPart.stage(), v1::LIFECYCLE_STAGE_REMEDIATION);
        QCOMPARE(rack.resume_stage(), v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE);
        QCOMPARE(rack.detail().history(rack.detail().history_size() - 1).reason(), rack.fault_reason());

        // Remediation ends either back where the fault struck (part healthy again) or in Failed.
        LifecycleEngine::advance(rack, faultAt + 3 * kHour + 1);
        const auto after = rack.detail().summary().stage();
        QVERIFY2(after == v1::LIFECYCLE_STAGE_FAILED || after == v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE
                     || after == v1::LIFECYCLE_STAGE_POWER_ON || after == v1::LIFECYCLE_STAGE_COOLING_COMMISSIONING
                     || after == v1::LIFECYCLE_STAGE_VALIDATING,
                 v1::LifecycleStage_Name(after).c_str());
        if (after == v1::LIFECYCLE_STAGE_FAILED)
            QCOMPARE(rack.detail().summary().health(), v1::HEALTH_CRITICAL);
    }

    void waitingStagesWaitForSomeone()
    {
        auto racks = FleetGenerator::generate(1, 3, kNow);
        SimRack &rack = racks.front();
        for (auto stage : {v1::LIFECYCLE_STAGE_AWAITING_APPROVAL, v1::LIFECYCLE_STAGE_FAILED,
                           v1::LIFECYCLE_STAGE_QUARANTINED, v1::LIFECYCLE_STAGE_DECOMMISSIONED}) {
            LifecycleEngine::enterStage(rack, stage, kNow, "test", true, Phrase::verbatim("test"));
            QCOMPARE(LifecycleEngine::advance(rack, kNow + 30 * 24 * kHour), LifecycleEngine::Change::None);
            QCOMPARE(rack.detail().summary().stage(), stage);
        }
        // Awaiting approval carries what validation measured, for the gate.
        LifecycleEngine::enterStage(rack, v1::LIFECYCLE_STAGE_AWAITING_APPROVAL, kNow, "test", true,
                                    Phrase::verbatim("test"));
        QVERIFY(rack.has_gate());
        QCOMPARE(LifecycleEngine::nextStage(rack), v1::LIFECYCLE_STAGE_AWAITING_APPROVAL);
        LifecycleEngine::enterStage(rack, v1::LIFECYCLE_STAGE_MAINTENANCE, kNow, "test", true,
                                    Phrase::verbatim("test"));
        QCOMPARE(LifecycleEngine::nextStage(rack), v1::LIFECYCLE_STAGE_DISCOVERING);
    }

    void changesSinceIsExactlyWhatChanged()
    {
        FleetSimulation fleet(FleetGenerator::generate(300, 9, kNow), "epoch", 0, kNow);
        const auto start = fleet.snapshot();
        fleet.advance(kHour);
        auto changes = fleet.changesSince("epoch", start.revision);
        QVERIFY(changes);
        QVERIFY(!changes->upserts.empty());
        // Apply to the old snapshot: the result must equal a fresh snapshot.
        std::map<std::string, std::string> state;
        for (const auto &rack : start.upserts)
            state[rack.rack_id()] = rack.SerializeAsString();
        for (const std::string &wire : changes->upserts) { // as watchers are sent them
            v1::RackSummary rack;
            QVERIFY(rack.ParseFromString(wire));
            QVERIFY(rack.revision() > start.revision);
            state[rack.rack_id()] = rack.SerializeAsString();
        }
        const auto now = fleet.snapshot();
        QCOMPARE(state.size(), now.upserts.size());
        for (const auto &rack : now.upserts)
            QVERIFY(state[rack.rack_id()] == rack.SerializeAsString());
        QVERIFY(!fleet.changesSince("other-epoch", start.revision));
        QVERIFY(!fleet.changesSince("epoch", now.revision + 1));
        QVERIFY(fleet.changesSince("epoch", now.revision)->upserts.empty());
    }

    void listenAddressesAreChecked_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<bool>("valid");
        QTest::newRow("ipv4") << "127.0.0.1:0" << true;
        QTest::newRow("ipv6") << "[::1]:50051" << true;
        QTest::newRow("unix") << "unix:/tmp/rackops.sock" << true;
        QTest::newRow("no port") << "localhost" << false;
        QTest::newRow("bad port") << "127.0.0.1:99999" << false;
        QTest::newRow("words") << "127.0.0.1:abc" << false;
        QTest::newRow("empty unix") << "unix:" << false;
    }
    void listenAddressesAreChecked()
    {
        QFETCH(QString, address);
        QFETCH(bool, valid);
        ListenAddress parsed;
        QString error;
        QCOMPARE(ListenAddress::parse(address, &parsed, &error), valid);
        QCOMPARE(error.isEmpty(), valid);
    }

    void addressInUseIsAClearError()
    {
        SimConfig config = stillFleet(10);
        SimulatorServer first(config);
        QString error;
        QVERIFY2(first.start(&error), qPrintable(error));
        config.listenAddress = QStringLiteral("127.0.0.1:%1").arg(first.port());
        SimulatorServer second(config);
        QVERIFY(!second.start(&error));
        QVERIFY2(error.contains("in use"), qPrintable(error));
    }

    void stateSurvivesARestart()
    {
        QTemporaryDir dir;
        SimConfig config = stillFleet(100);
        config.stateDir = dir.path();
        std::string epoch;
        std::int64_t revision = 0;
        std::string stateOfFirst;
        {
            SimulatorServer server(config);
            QString error;
            QVERIFY2(server.start(&error), qPrintable(error));
            server.advance(5 * kHour);
            epoch = server.fleet().epoch();
            revision = server.fleet().revision();
            stateOfFirst = server.fleet().snapshot().upserts[17].SerializeAsString();
            server.stop();
        }
        SimulatorServer again(config);
        QString error;
        QVERIFY2(again.start(&error), qPrintable(error));
        QCOMPARE(again.fleet().epoch(), epoch); // clean shutdown: history stays resumable
        QCOMPARE(again.fleet().revision(), revision);
        QVERIFY(again.fleet().snapshot().upserts[17].SerializeAsString() == stateOfFirst);
    }

    // A rack with a critical leak read Health OK and "Serving workloads" while the banner said
    // "Graceful shutdown under way". The backend now says what the leak does, and takes it back.
    void aCriticalLeakMakesTheRackAndItsPartCritical()
    {
        auto racks = FleetGenerator::generate(400, 5, kNow);
        // A production rack whose tray detector trips, and the first moment its leak reads Critical.
        std::string rackId;
        std::int64_t leakAt = 0;
        std::optional<CoolingPhysics::CriticalLeak> leak;
        for (const SimRack &rack : racks) {
            if (rack.detail().summary().stage() != v1::LIFECYCLE_STAGE_PRODUCTION
                || rack.detail().summary().health() != v1::HEALTH_OK)
                continue;
            for (std::int64_t t = kNow + 60'000; t < kNow + 4 * kHour && !leak; t += 60'000) {
                leak = CoolingPhysics::criticalLeak(rack, t);
                if (leak && !leak->componentId.empty()) {
                    rackId = rack.detail().summary().rack_id();
                    leakAt = t;
                } else {
                    leak.reset();
                }
            }
            if (leak)
                break;
        }
        QVERIFY2(leak, "no production rack with a tray leak in this fleet");
        FleetSimulation fleet(std::move(racks), "e", 0, leakAt - 60'000);
        fleet.advance(0);
        QCOMPARE(fleet.rack(rackId)->summary().health(), v1::HEALTH_OK);
        const std::string stepBefore = fleet.rack(rackId)->summary().step_description();
        const std::int64_t stateBefore = fleet.rack(rackId)->summary().state_revision();

        fleet.advance(2 * 60'000); // the detector reads Critical now, the reaction is due within a minute
        auto detail = fleet.rack(rackId);
        QCOMPARE(detail->summary().health(), v1::HEALTH_CRITICAL);
        QVERIFY2(detail->summary().health_reason().find("Leak at") != std::string::npos,
                 detail->summary().health_reason().c_str());
        QVERIFY2(detail->summary().step_description().find("graceful shutdown") != std::string::npos,
                 detail->summary().step_description().c_str());
        QVERIFY(detail->summary().state_revision() > stateBefore); // an operator's decision is stale now
        bool partCritical = false;
        for (const auto &c : detail->components())
            partCritical = partCritical || (c.component_id() == leak->componentId && c.health() == v1::HEALTH_CRITICAL);
        QVERIFY(partCritical);

        fleet.advance(30 * 60'000); // dried and cleared
        detail = fleet.rack(rackId);
        QCOMPARE(detail->summary().health(), v1::HEALTH_OK);
        QCOMPARE(detail->summary().step_description(), stepBefore);
        for (const auto &c : detail->components()) {
            if (c.component_id() == leak->componentId)
                QCOMPARE(c.health(), v1::HEALTH_OK);
        }
    }

    // Only racks whose detectors trip are asked about leaks on each advance; a rack that holds a
    // leak when the fleet is loaded (state saved by an earlier version) is still released from it.
    void aRackLoadedHoldingALeakItCannotRaiseIsReleased()
    {
        auto racks = FleetGenerator::generate(200, 5, kNow);
        SimRack *held = nullptr;
        for (SimRack &rack : racks) {
            if (!CoolingPhysics::canLeak(rack.detail().summary().rack_id())
                && rack.detail().summary().stage() == v1::LIFECYCLE_STAGE_PRODUCTION) {
                held = &rack;
                break;
            }
        }
        QVERIFY(held);
        const std::string rackId = held->detail().summary().rack_id();
        held->mutable_leak()->set_detector_id("LD-CT03");
        held->mutable_leak()->set_component_id("CT03");

        FleetSimulation fleet(std::move(racks), "e", 0, kNow);
        QVERIFY(fleet.simRack(rackId)->has_leak());
        fleet.advance(1000);
        const std::optional<SimRack> after = fleet.simRack(rackId);
        QVERIFY(!after->has_leak());
        const auto &history = after->detail().history();
        QVERIFY(!history.empty());
        QCOMPARE(history[history.size() - 1].actor().name(), std::string("leak-reaction")); // the return is recorded
    }
};

QTEST_GUILESS_MAIN(TestFleetSimulation)
#include "tst_fleetsimulation.moc"
