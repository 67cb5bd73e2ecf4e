#include "fleet/fleetgenerator.h"

#include "core/rackparts.h"
#include "core/timeunits.h"

#include "fleet/lifecycleengine.h"
#include "phrase/phrase.h"
#include "core/simrandom.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <thread>

namespace rackops::sim {

using google::protobuf::util::TimeUtil;
using rackops::v1::LifecycleStage;

namespace {

struct Site {
    const char *region;
    const char *name;
};

constexpr std::array<Site, 6> kSites = {{
    {"us-west", "PHX1"},
    {"us-west", "PHX2"},
    {"us-east", "ASH1"},
    {"eu-central", "FRA1"},
    {"eu-north", "STO1"},
    {"ap-northeast", "NRT1"},
}};

constexpr int kPositionsPerRow = 24;
constexpr int kRowsPerHall = 20;

std::string text(const char *fmt, int value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, fmt, value);
    return buffer;
}

// Firmware is not stored per part: a new rack runs the previous release
// everywhere (FirmwareCatalogue), which is what a missing level means. The id
// and the "OK" status are derived (RackParts); serial numbers read 1654nnnnnnn.
void addComponent(SimRack &rack, v1::ComponentKind kind, int slot, SimRandom &rng)
{
    constexpr std::uint64_t kDeliveredSerials = 1654'0000000ULL;
    RackParts::add(rack, kind, slot, kDeliveredSerials + std::uint64_t(rng.range(0, 9'999'999)));
}

// Warm-start mix: most of the fleet in production, the rest spread over bring-up.
struct StageWeight {
    LifecycleStage stage;
    double weight;
};
constexpr std::array<StageWeight, 13> kWarmMix = {{
    {v1::LIFECYCLE_STAGE_RECEIVED, 4},
    {v1::LIFECYCLE_STAGE_DISCOVERING, 3},
    {v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE, 5},
    {v1::LIFECYCLE_STAGE_POWER_ON, 2},
    {v1::LIFECYCLE_STAGE_COOLING_COMMISSIONING, 4},
    {v1::LIFECYCLE_STAGE_VALIDATING, 8},
    {v1::LIFECYCLE_STAGE_AWAITING_APPROVAL, 5},
    {v1::LIFECYCLE_STAGE_PRODUCTION, 55},
    {v1::LIFECYCLE_STAGE_REMEDIATION, 5},
    {v1::LIFECYCLE_STAGE_FAILED, 2},
    {v1::LIFECYCLE_STAGE_MAINTENANCE, 3},
    {v1::LIFECYCLE_STAGE_QUARANTINED, 1},
    {v1::LIFECYCLE_STAGE_DECOMMISSIONED, 0.5},
}};

constexpr std::array<LifecycleStage, 7> kBringUp = {
    v1::LIFECYCLE_STAGE_RECEIVED,
    v1::LIFECYCLE_STAGE_DISCOVERING,
    v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE,
    v1::LIFECYCLE_STAGE_POWER_ON,
    v1::LIFECYCLE_STAGE_COOLING_COMMISSIONING,
    v1::LIFECYCLE_STAGE_VALIDATING,
    v1::LIFECYCLE_STAGE_AWAITING_APPROVAL,
};

} // namespace

std::vector<SimRack> FleetGenerator::generate(int rackCount, std::uint64_t seed, std::int64_t nowMs, int threadCount)
{
    std::vector<SimRack> racks(size_t(std::max(rackCount, 0)));
    const auto build = [&](size_t from, size_t to) {
        for (size_t i = from; i < to; ++i) {
            racks[i] = makeRack(int(i), rackCount, seed);
            warmUp(racks[i], nowMs);
        }
    };
    // Each rack draws only from its own generator, so the racks can be built
    // on every core and the fleet is still the same for the same seed. A
    // 50,000-rack demo starts in half the time on two cores.
    constexpr size_t kRacksPerThread = 2'000;
    const size_t wanted =
        threadCount > 0 ? size_t(threadCount) : std::min<size_t>(std::thread::hardware_concurrency(), 8);
    const size_t threads = std::clamp<size_t>(wanted, 1, std::max<size_t>(racks.size() / kRacksPerThread, 1));
    std::vector<std::thread> helpers;
    const size_t share = (racks.size() + threads - 1) / threads;
    for (size_t t = 1; t < threads; ++t)
        helpers.emplace_back(build, std::min(t * share, racks.size()), std::min((t + 1) * share, racks.size()));
    build(0, std::min(share, racks.size()));
    for (auto &helper : helpers)
        helper.join();
    return racks;
}

SimRack FleetGenerator::makeRack(int index, int rackCount, std::uint64_t seed)
{
    SimRack rack;
    rack.set_rng_state(seed * 0x9E3779B97F4A7C15ULL + std::uint64_t(index) * 0xD1B54A32D192ED03ULL + 1);
    std::uint64_t state = rack.rng_state();
    SimRandom rng(state);

    // Fill sites evenly; within a site, halls of 20 rows of 24 positions.
    const int sites = int(kSites.size());
    const int perSite = (rackCount + sites - 1) / sites;
    const Site &site = kSites[size_t(index / std::max(perSite, 1)) % kSites.size()];
    const int local = index % std::max(perSite, 1);
    const int hall = local / (kRowsPerHall * kPositionsPerRow) + 1;
    const int row = (local / kPositionsPerRow) % kRowsPerHall + 1;
    const int position = local % kPositionsPerRow + 1;

    auto *detail = rack.mutable_detail();
    auto *summary = detail->mutable_summary();
    auto *location = summary->mutable_location();
    location->set_region(site.region);
    location->set_site(site.name);
    location->set_hall(text("H%d", hall));
    location->set_row(text("R%02d", row));
    location->set_position(position);
    summary->set_rack_id(std::string(site.name) + "-" + location->hall() + "-" + location->row() + "-"
                         + text("%02d", position));
    summary->set_platform("NVL72");
    summary->set_gpu_count(72);

    // Room for all 36 parts at once: grown one by one, the lists were reallocated six times each.
    constexpr int kParts = 36;
    detail->mutable_components()->Reserve(kParts);
    rack.mutable_part_serials()->Reserve(kParts);
    for (int t = 1; t <= 18; ++t)
        addComponent(rack, v1::COMPONENT_KIND_COMPUTE_TRAY, t, rng);
    for (int t = 1; t <= 9; ++t)
        addComponent(rack, v1::COMPONENT_KIND_NVLINK_SWITCH_TRAY, 18 + t, rng);
    for (int t = 1; t <= 8; ++t)
        addComponent(rack, v1::COMPONENT_KIND_POWER_SHELF, 27 + t, rng);
    addComponent(rack, v1::COMPONENT_KIND_CDU, 36, rng);

    rack.set_rng_state(state);
    return rack;
}

void FleetGenerator::warmUp(SimRack &rack, std::int64_t nowMs)
{
    std::uint64_t state = rack.rng_state();
    SimRandom rng(state);
    double total = 0;
    for (const auto &w : kWarmMix)
        total += w.weight;
    double pick = rng.uniform() * total;
    LifecycleStage target = v1::LIFECYCLE_STAGE_PRODUCTION;
    for (const auto &w : kWarmMix) {
        if (pick < w.weight) {
            target = w.stage;
            break;
        }
        pick -= w.weight;
    }
    // How far into the target stage the rack is now.
    const double into = rng.uniform();
    LifecycleStage failedAt = kBringUp[size_t(rng.range(1, 5))];
    rack.set_rng_state(state);

    // Replay the bring-up up to the target stage, backwards from now, so the
    // history reads as it would have happened.
    std::vector<LifecycleStage> path;
    const bool sideStage = target == v1::LIFECYCLE_STAGE_REMEDIATION || target == v1::LIFECYCLE_STAGE_FAILED;
    const LifecycleStage lastHappy = sideStage ? failedAt : target;
    for (LifecycleStage s : kBringUp) {
        if (target == v1::LIFECYCLE_STAGE_PRODUCTION || target == v1::LIFECYCLE_STAGE_MAINTENANCE
            || target == v1::LIFECYCLE_STAGE_QUARANTINED || target == v1::LIFECYCLE_STAGE_DECOMMISSIONED) {
            path.push_back(s);
            continue;
        }
        if (s == lastHappy) {
            if (sideStage)
                path.push_back(s);
            break;
        }
        path.push_back(s);
    }
    if (target == v1::LIFECYCLE_STAGE_MAINTENANCE || target == v1::LIFECYCLE_STAGE_QUARANTINED
        || target == v1::LIFECYCLE_STAGE_DECOMMISSIONED)
        path.push_back(v1::LIFECYCLE_STAGE_PRODUCTION);
    if (target == v1::LIFECYCLE_STAGE_FAILED)
        path.push_back(v1::LIFECYCLE_STAGE_REMEDIATION);

    // Time already spent in the target stage.
    std::int64_t inTarget = 0;
    switch (target) {
    case v1::LIFECYCLE_STAGE_PRODUCTION: inTarget = std::int64_t(into * 40.0 * double(kDay)); break;
    case v1::LIFECYCLE_STAGE_AWAITING_APPROVAL: inTarget = std::int64_t(into * 30.0 * double(kHour)); break;
    case v1::LIFECYCLE_STAGE_FAILED: inTarget = std::int64_t(into * 3.0 * double(kDay)); break;
    case v1::LIFECYCLE_STAGE_QUARANTINED:
    case v1::LIFECYCLE_STAGE_DECOMMISSIONED: inTarget = std::int64_t(into * 20.0 * double(kDay)); break;
    default: inTarget = 0; break; // set from the planned duration below
    }

    // Walk forwards through the earlier stages so the history reads as it happened.
    std::int64_t t = nowMs - inTarget - std::int64_t(path.size() + 1) * 3 * kHour;
    for (LifecycleStage s : path) {
        LifecycleEngine::enterStage(rack, s, t, LifecycleEngine::kControllerName, true,
                                    Phrase::make(s == v1::LIFECYCLE_STAGE_RECEIVED
                                                     ? PhraseCode("history.delivered")
                                                     : PhraseCode("history.stage_completed")));
        t += std::clamp<std::int64_t>(rack.stage_duration_ms(), 10 * kMinute, 3 * kHour);
    }

    if (sideStage) {
        // The fault that sent this rack to remediation happened in `failedAt`.
        LifecycleEngine::planFault(rack, failedAt, /*certain=*/true);
        const std::int64_t faultAt = target == v1::LIFECYCLE_STAGE_REMEDIATION ? nowMs : nowMs - inTarget - 2 * kHour;
        LifecycleEngine::enterFault(rack, faultAt);
        if (target == v1::LIFECYCLE_STAGE_REMEDIATION) {
            LifecycleEngine::backdateStage(rack, nowMs - std::int64_t(into * double(rack.stage_duration_ms())));
        } else {
            const std::string fault = rack.fault_reason();
            const v1::LocalizedText text = LifecycleEngine::faultText(rack);
            LifecycleEngine::enterStage(rack, v1::LIFECYCLE_STAGE_FAILED, nowMs - inTarget,
                                        LifecycleEngine::kControllerName, true,
                                        Phrase::make("history.remediation_not_cleared", {Phrase::text(text)}));
            rack.set_fault_reason(fault);
            *rack.mutable_fault_text() = text;
            LifecycleEngine::setStep(rack, LifecycleEngine::stepText(rack, 0.0));
        }
        LifecycleEngine::advance(rack, nowMs);
        return;
    }

    const bool quarantined = target == v1::LIFECYCLE_STAGE_QUARANTINED;
    LifecycleEngine::enterStage(
        rack, target, nowMs - inTarget, quarantined ? "noc-operator" : LifecycleEngine::kControllerName, !quarantined,
        Phrase::make(quarantined ? PhraseCode("history.nvlink_investigation") : PhraseCode("history.stage_completed")));
    if (target == v1::LIFECYCLE_STAGE_PRODUCTION && rack.stage_duration_ms() <= inTarget) {
        // Its next maintenance lies ahead, not in the past.
        rack.set_stage_duration_ms(inTarget + LifecycleEngine::planDuration(rack, target));
    }
    if (inTarget == 0 && rack.stage_duration_ms() > 0) {
        // A timed stage: `into` of its planned duration has passed.
        LifecycleEngine::backdateStage(rack, nowMs - std::int64_t(into * double(rack.stage_duration_ms())));
        // Keep a planned fault ahead of now so the start is not a burst of faults.
        if (rack.fault_planned() && rack.fault_at_progress() <= into)
            rack.set_fault_at_progress(float(into + (1.0 - into) * 0.5));
    }
    LifecycleEngine::advance(rack, nowMs);

    if (target == v1::LIFECYCLE_STAGE_PRODUCTION) {
        // A few production racks run with a degraded power supply (redundancy reduced).
        std::uint64_t st = rack.rng_state();
        SimRandom r(st);
        if (r.chance(0.04)) {
            auto *component = rack.mutable_detail()->mutable_components(27 + r.range(0, 7));
            component->set_health(v1::HEALTH_CAUTION);
            LifecycleEngine::setStatus(*component,
                                       Phrase::make("status.psu_degraded", {Phrase::integer(r.range(1, 6))}));
        }
        rack.set_rng_state(st);
        LifecycleEngine::setRackHealth(rack); // the degraded shelf, as English and as a phrase
    }
}

} // namespace rackops::sim
