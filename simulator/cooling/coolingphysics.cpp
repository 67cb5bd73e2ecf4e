#include "cooling/coolingphysics.h"

#include "core/timeunits.h"

#include "phrase/phrase.h"
#include "core/simhash.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {

struct Faults {
    bool stuckValve = false;
    bool degradingPump = false;
    bool leaky = false;
};

Faults faultsOf(std::uint64_t h)
{
    const auto bucket = h % 1000;
    return {bucket < 20, bucket >= 20 && bucket < 40, bucket >= 40 && bucket < 45};
}

float powerFor(LifecycleStage stage, std::uint64_t h, std::int64_t tMs)
{
    const double rhythm = SimHash::noise(h ^ 0x51, tMs, 90 * kSecond);
    switch (stage) {
    case LIFECYCLE_STAGE_PRODUCTION: {
        // Training runs: high steady draw with checkpoint dips every ~30 min.
        const bool checkpoint = SimHash::cyclePosition(h, tMs, 30 * kMinute) < 40 * kSecond;
        return float((checkpoint ? 70.0 : 112.0) + 8.0 * rhythm);
    }
    case LIFECYCLE_STAGE_VALIDATING: return float(122.0 + 5.0 * rhythm); // burn-in at full load
    case LIFECYCLE_STAGE_COOLING_COMMISSIONING: return float(85.0 + 15.0 * rhythm);
    case LIFECYCLE_STAGE_AWAITING_APPROVAL: return float(18.0 + 2.0 * rhythm);
    case LIFECYCLE_STAGE_POWER_ON: return float(30.0 + 6.0 * rhythm);
    case LIFECYCLE_STAGE_MAINTENANCE:
    case LIFECYCLE_STAGE_FIRMWARE_UPDATE:
    case LIFECYCLE_STAGE_DISCOVERING:
    case LIFECYCLE_STAGE_REMEDIATION: return float(9.0 + 2.0 * rhythm);
    default: return float(2.5 + 0.5 * rhythm); // received, failed, quarantined: standby power
    }
}

void threshold(CoolingThresholds *t, CoolingReading reading, std::optional<float> cautionLow,
               std::optional<float> cautionHigh, std::optional<float> criticalLow, std::optional<float> criticalHigh)
{
    auto *th = t->add_thresholds();
    th->set_reading(reading);
    if (cautionLow)
        th->set_caution_low(*cautionLow);
    if (cautionHigh)
        th->set_caution_high(*cautionHigh);
    if (criticalLow)
        th->set_critical_low(*criticalLow);
    if (criticalHigh)
        th->set_critical_high(*criticalHigh);
}

} // namespace

LifecycleStage CoolingPhysics::stageAt(const SimRack &rack, std::int64_t tMs)
{
    // A live sample is of a moment in the stage the rack is in: no history read. Each event and its
    // timestamp are heap objects of their own, and reading them all for every sample was 20 % of
    // the simulator's time at 100k racks with cooling at 1 Hz.
    if (tMs >= rack.stage_entered_ms())
        return rack.detail().summary().stage();
    LifecycleStage stage =
        rack.detail().history_size() > 0 ? rack.detail().history(0).stage() : rack.detail().summary().stage();
    for (const auto &event : rack.detail().history()) {
        if (ms(event.entered_at()) > tMs)
            break;
        stage = event.stage();
    }
    return stage;
}

CoolingThresholds CoolingPhysics::thresholds(const std::string &rackId)
{
    CoolingThresholds t = platformThresholds();
    t.set_rack_id(rackId);
    return t;
}

const CoolingThresholds &CoolingPhysics::platformThresholds()
{
    static const CoolingThresholds limits = [] {
        CoolingThresholds t;
        threshold(&t, COOLING_READING_SUPPLY_TEMPERATURE, std::nullopt, 38.0F, std::nullopt, 42.0F);
        threshold(&t, COOLING_READING_RETURN_TEMPERATURE, std::nullopt, 52.0F, std::nullopt, 58.0F);
        threshold(&t, COOLING_READING_DELTA_TEMPERATURE, std::nullopt, 15.0F, std::nullopt, 20.0F);
        threshold(&t, COOLING_READING_FLOW, 55.0F, std::nullopt, 40.0F, std::nullopt);
        threshold(&t, COOLING_READING_DELTA_PRESSURE, std::nullopt, 110.0F, std::nullopt, 140.0F);
        return t;
    }();
    return limits;
}

LeakDetectorState CoolingPhysics::leakState(std::uint64_t h, int detector, std::int64_t tMs, std::int64_t *sinceMs)
{
    // A leaky rack has one detector that trips every 4 hours: Warning for 15
    // minutes, then Critical for 15 minutes, then it is dried and cleared.
    const int tripping = int(h % kLeakDetectors);
    if (!faultsOf(h).leaky || detector != tripping) {
        *sinceMs = 0;
        return LEAK_DETECTOR_STATE_OK;
    }
    const std::int64_t period = 4 * kHour;
    const std::int64_t p = SimHash::cyclePosition(h ^ 0x1EA4, tMs, period);
    const std::int64_t cycleStart = tMs - p;
    if (p < 15 * kMinute) {
        *sinceMs = cycleStart;
        return LEAK_DETECTOR_STATE_WARNING;
    }
    if (p < 30 * kMinute) {
        *sinceMs = cycleStart + 15 * kMinute;
        return LEAK_DETECTOR_STATE_CRITICAL;
    }
    *sinceMs = cycleStart + 30 * kMinute;
    return LEAK_DETECTOR_STATE_OK;
}

bool CoolingPhysics::canLeak(const std::string &rackId)
{
    return faultsOf(SimHash::of(rackId)).leaky;
}

std::optional<CoolingPhysics::CriticalLeak> CoolingPhysics::criticalLeak(const SimRack &rack, std::int64_t tMs)
{
    const std::uint64_t h = SimHash::of(rack.detail().summary().rack_id());
    if (!faultsOf(h).leaky)
        return std::nullopt;
    const int tripping = int(h % kLeakDetectors);
    std::int64_t since = 0;
    if (leakState(h, tripping, tMs, &since) != LEAK_DETECTOR_STATE_CRITICAL)
        return std::nullopt;
    CriticalLeak leak;
    const bool cdu = tripping == kLeakDetectors - 1;
    char text[64];
    std::snprintf(text, sizeof text, "CT%02d", tripping + 1);
    leak.componentId = cdu ? std::string() : std::string(text);
    leak.detectorId = cdu ? "LD-CDU" : "LD-" + leak.componentId;
    leak.locationText = detectorLocation(tripping);
    leak.location = leak.locationText.english();
    leak.forceOff = cdu;
    leak.sinceMs = since;
    leak.reactionAtMs = since + (cdu ? 10 : 60) * kSecond;
    return leak;
}

CoolingSample CoolingPhysics::sample(const SimRack &rack, std::int64_t tMs, bool allDetectors)
{
    const std::string &id = rack.detail().summary().rack_id();
    const std::uint64_t h = SimHash::of(id);
    const Faults faults = faultsOf(h);
    const CoolingOverrides &ov = rack.cooling();
    const LifecycleStage stage = stageAt(rack, tMs);

    CoolingSample s;
    s.set_rack_id(id);
    *s.mutable_sample_time() = TimeUtil::MillisecondsToTimestamp(tMs);

    // A detector at Critical runs its reaction after the delay: the rack drops to standby power.
    float power = std::max(0.5F, powerFor(stage, h, tMs));
    if (faults.leaky) {
        std::int64_t since = 0;
        const int tripping = int(h % kLeakDetectors);
        if (leakState(h, tripping, tMs, &since) == LEAK_DETECTOR_STATE_CRITICAL) {
            const std::int64_t delay = (tripping == kLeakDetectors - 1 ? 10 : 60) * kSecond;
            if (tMs - since >= delay)
                power = std::min(power, 2.5F);
        }
    }
    const float heat = power * 0.96F; // the rest leaves with the air

    // Facility water: warmer in the afternoon, and one site's chillers struggle for a few hours a day.
    float supply = kFacilitySupplyC + float(1.2 * SimHash::noise(h ^ 0x5, tMs, 10 * kMinute));
    if (id.rfind("FRA1", 0) == 0 && SimHash::cyclePosition(0xF1A1, tMs, 24 * kHour) < 4 * kHour)
        supply +=
            8.0F * float(std::sin(double(SimHash::cyclePosition(0xF1A1, tMs, 24 * kHour)) / double(4 * kHour) * M_PI));
    if (ov.has_supply_setpoint_celsius() && tMs >= ov.supply_since_ms())
        supply =
            std::max(ov.supply_setpoint_celsius(), supply - 4.0F) + 0.2F * float(SimHash::noise(h ^ 0x6, tMs, kMinute));

    // The controller opens the valve to hold delta-T near 10 K; a stuck valve stays where it stuck.
    // The valve never closes below 30 %: an idle rack keeps a minimum flow through its cold plates.
    float valve = std::clamp(heat / (4.18F * 10.0F) * 60.0F / kMaxFlowLpm * 100.0F, 30.0F, 100.0F);
    if (ov.has_valve_percent() && tMs >= ov.valve_since_ms())
        valve = ov.valve_percent();
    const bool stuck = faults.stuckValve && SimHash::cyclePosition(h ^ 0x7A1, tMs, 48 * kHour) < 8 * kHour;
    if (stuck)
        valve = 22.0F;
    float pump = 70.0F;
    if (ov.has_pump_percent() && tMs >= ov.pump_since_ms())
        pump = ov.pump_percent();
    float pumpHealth = 1.0F;
    if (faults.degradingPump) {
        // Bearings wear over 16 hours, then the pump is swapped.
        const double p = double(SimHash::cyclePosition(h ^ 0x9B, tMs, 24 * kHour)) / double(16 * kHour);
        if (p < 1.0)
            pumpHealth = float(1.0 - 0.45 * p);
    }
    const float flow = std::max(1.0F,
                                kMaxFlowLpm * (valve / 100.0F) * std::min(1.25F, pump / 70.0F) * pumpHealth
                                    + float(0.8 * SimHash::noise(h ^ 0x3, tMs, 20 * kSecond)));
    const float deltaT = heat / (flow / 60.0F * 4.18F); // kg/s x kJ/(kg K) -> kW/K
    const float deltaP = 60.0F * (flow / 150.0F) * (flow / 150.0F) + 4.0F; // the loop's resistance
    const float supplyP = 240.0F + 10.0F * (pump / 70.0F) + float(2.0 * SimHash::noise(h ^ 0x4, tMs, kMinute));

    s.set_rack_power_kw(power);
    s.set_heat_removed_kw(heat);
    s.set_supply_temperature_celsius(supply);
    s.set_delta_temperature_celsius(deltaT);
    s.set_return_temperature_celsius(supply + deltaT);
    s.set_flow_liters_per_minute(flow);
    s.set_valve_position_percent(valve);
    s.set_pump_speed_percent(pump);
    s.set_supply_pressure_kpa(supplyP);
    s.set_delta_pressure_kpa(deltaP);
    s.set_return_pressure_kpa(supplyP - deltaP);
    s.set_valve_position_control_percent(ov.has_valve_percent() ? ov.valve_percent() : valve);
    s.set_isolation(LIQUID_ISOLATION_STATE_OPEN);

    // Health against the thresholds; the worst reading names itself.
    Health health = HEALTH_OK;
    v1::LocalizedText reason;
    for (const Crossing &c : crossings(s)) {
        if (c.level > health || health == HEALTH_OK) {
            health = c.level;
            reason = c.phrase;
        }
    }

    for (int d = 0; d < kLeakDetectors; ++d) {
        std::int64_t since = 0;
        const LeakDetectorState state = leakState(h, d, tMs, &since);
        if (!allDetectors && state == LEAK_DETECTOR_STATE_OK)
            continue;
        auto *ld = s.add_leak_detectors();
        const bool cdu = d == kLeakDetectors - 1;
        char idText[32];
        std::snprintf(idText, sizeof idText, cdu ? "LD-CDU" : "LD-CT%02d", d + 1);
        const v1::LocalizedText where = detectorLocation(d);
        const std::string &location = where.english();
        ld->set_id(idText);
        *ld->mutable_location_text() = where;
        ld->set_state(state);
        ld->set_type(cdu ? LEAK_DETECTOR_TYPE_FLOAT_SWITCH : LEAK_DETECTOR_TYPE_MOISTURE);
        ld->set_location(location);
        ld->set_reaction(cdu ? LEAK_REACTION_FORCE_OFF : LEAK_REACTION_GRACEFUL_SHUTDOWN);
        ld->set_reaction_delay_seconds(cdu ? 10 : 60);
        if (since > 0)
            *ld->mutable_state_since() = TimeUtil::MillisecondsToTimestamp(since);
        if (state == LEAK_DETECTOR_STATE_CRITICAL) {
            health = HEALTH_CRITICAL;
            reason = Phrase::make("cooling.leak_at", {Phrase::text(where)});
        } else if (state == LEAK_DETECTOR_STATE_WARNING && health == HEALTH_OK) {
            health = HEALTH_CAUTION;
            reason = Phrase::make("cooling.moisture_at", {Phrase::text(where)});
        }
    }
    if (stuck && health == HEALTH_OK && deltaT > 12.0F) {
        health = HEALTH_CAUTION;
        reason = Phrase::make("cooling.valve_stuck");
    }
    s.set_health(health);
    s.set_health_reason(reason.english());
    *s.mutable_health_reason_text() = std::move(reason);
    return s;
}

std::vector<CoolingPhysics::Crossing> CoolingPhysics::crossings(const CoolingSample &s)
{
    struct Named {
        CoolingReading reading;
        const char *name;
        const char *unit;
        const char *key;
        PhraseCode above; // the crossing in words, and the alert it raises
        PhraseCode below;
        PhraseCode alertHigh;
        PhraseCode alertLow;
    };
    static constexpr Named kChecked[] = {
        {COOLING_READING_SUPPLY_TEMPERATURE, "Supply", "°C", "supply", "cooling.supply_above", "cooling.supply_below",
         "alert.supply_high", "alert.supply_low"},
        {COOLING_READING_RETURN_TEMPERATURE, "Return", "°C", "return", "cooling.return_above", "cooling.return_below",
         "alert.return_high", "alert.return_low"},
        {COOLING_READING_DELTA_TEMPERATURE, "Delta-T", "K", "delta_t", "cooling.delta_t_above", "cooling.delta_t_below",
         "alert.delta_t_high", "alert.delta_t_low"},
        {COOLING_READING_FLOW, "Flow", "L/min", "flow", "cooling.flow_above", "cooling.flow_below", "alert.flow_high",
         "alert.flow_low"},
        {COOLING_READING_DELTA_PRESSURE, "Delta-P", "kPa", "delta_p", "cooling.delta_p_above", "cooling.delta_p_below",
         "alert.delta_p_high", "alert.delta_p_low"},
    };
    std::vector<Crossing> out;
    for (const Named &n : kChecked) {
        for (const auto &t : platformThresholds().thresholds()) {
            if (t.reading() != n.reading)
                continue;
            const float v = reading(s, n.reading);
            const auto cross = [&](Health level, const char *op, float limit) {
                char text[96];
                std::snprintf(text, sizeof text, "%s %.1f %s %s %.1f %s", n.name, v, n.unit, op, limit, n.unit);
                const bool above = *op == '>';
                out.push_back({n.reading, level, v, limit, n.name, n.unit, text, n.key,
                               Phrase::make(above ? n.above : n.below,
                                            {Phrase::quantity(v, n.unit, 1), Phrase::quantity(limit, n.unit, 1)}),
                               Phrase::make(above ? n.alertHigh : n.alertLow)});
            };
            if (t.has_critical_high() && v > t.critical_high())
                cross(HEALTH_CRITICAL, ">", t.critical_high());
            else if (t.has_critical_low() && v < t.critical_low())
                cross(HEALTH_CRITICAL, "<", t.critical_low());
            else if (t.has_caution_high() && v > t.caution_high())
                cross(HEALTH_CAUTION, ">", t.caution_high());
            else if (t.has_caution_low() && v < t.caution_low())
                cross(HEALTH_CAUTION, "<", t.caution_low());
        }
    }
    return out;
}

float CoolingPhysics::reading(const CoolingSample &s, CoolingReading r)
{
    // An unset reading was not reported (a Redfish-fed rack): NaN, never 0, so it crosses no threshold.
    const auto value = [](bool has, float v) { return has ? v : std::nanf(""); };
    switch (r) {
    case COOLING_READING_SUPPLY_TEMPERATURE:
        return value(s.has_supply_temperature_celsius(), s.supply_temperature_celsius());
    case COOLING_READING_RETURN_TEMPERATURE:
        return value(s.has_return_temperature_celsius(), s.return_temperature_celsius());
    case COOLING_READING_DELTA_TEMPERATURE:
        return value(s.has_delta_temperature_celsius(), s.delta_temperature_celsius());
    case COOLING_READING_FLOW: return value(s.has_flow_liters_per_minute(), s.flow_liters_per_minute());
    case COOLING_READING_SUPPLY_PRESSURE: return value(s.has_supply_pressure_kpa(), s.supply_pressure_kpa());
    case COOLING_READING_RETURN_PRESSURE: return value(s.has_return_pressure_kpa(), s.return_pressure_kpa());
    case COOLING_READING_DELTA_PRESSURE: return value(s.has_delta_pressure_kpa(), s.delta_pressure_kpa());
    case COOLING_READING_HEAT_REMOVED: return value(s.has_heat_removed_kw(), s.heat_removed_kw());
    case COOLING_READING_VALVE_POSITION: return value(s.has_valve_position_percent(), s.valve_position_percent());
    case COOLING_READING_PUMP_SPEED: return value(s.has_pump_speed_percent(), s.pump_speed_percent());
    case COOLING_READING_RACK_POWER: return value(s.has_rack_power_kw(), s.rack_power_kw());
    default: return std::nanf("");
    }
}

std::vector<LeakDetectorTransition> CoolingPhysics::leakEvents(const SimRack &rack, std::int64_t fromMs,
                                                               std::int64_t toMs)
{
    std::vector<LeakDetectorTransition> events;
    const std::uint64_t h = SimHash::of(rack.detail().summary().rack_id());
    if (!faultsOf(h).leaky)
        return events;
    const int d = int(h % kLeakDetectors);
    LeakDetectorState previous = LEAK_DETECTOR_STATE_UNSPECIFIED;
    // Transitions happen on minute boundaries of the cycle; a minute step finds them all.
    for (std::int64_t t = fromMs; t < toMs; t += kMinute) {
        std::int64_t since = 0;
        const LeakDetectorState state = leakState(h, d, t, &since);
        if (previous != LEAK_DETECTOR_STATE_UNSPECIFIED && state != previous) {
            LeakDetectorTransition e;
            *e.mutable_time() = TimeUtil::MillisecondsToTimestamp(since > 0 ? since : t);
            char idText[32];
            std::snprintf(idText, sizeof idText, d == kLeakDetectors - 1 ? "LD-CDU" : "LD-CT%02d", d + 1);
            e.set_detector_id(idText);
            e.set_from_state(previous);
            e.set_to_state(state);
            events.push_back(e);
        }
        previous = state;
    }
    return events;
}

v1::LocalizedText CoolingPhysics::detectorLocation(int detector)
{
    if (detector == kLeakDetectors - 1)
        return Phrase::make("location.cdu_drip_tray");
    char tray[16];
    std::snprintf(tray, sizeof tray, "CT%02d", detector + 1);
    return Phrase::make("location.cold_plate", {Phrase::id(tray)});
}

} // namespace rackops::sim
