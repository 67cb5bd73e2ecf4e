#include "fleetalertsource.h"

#include "coolingphysics.h"
#include "fleetsimulation.h"
#include "lifecycleengine.h"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace rackops::sim {

using namespace rackops::v1;

namespace {
constexpr std::int64_t kMinute = 60'000;
constexpr std::int64_t kHour = 60 * kMinute;

std::string readingKey(CoolingReading reading)
{
    std::string name = CoolingReading_Name(reading);
    const std::string prefix = "COOLING_READING_";
    if (name.rfind(prefix, 0) == 0)
        name = name.substr(prefix.size());
    for (char &ch : name)
        ch = char(std::tolower(static_cast<unsigned char>(ch)));
    return name;
}

std::string hoursText(std::int64_t ms)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f h", double(ms) / double(kHour));
    return text;
}
} // namespace

FleetAlertSource::FleetAlertSource(FleetSimulation &fleet)
    : m_fleet(fleet)
{
}

void FleetAlertSource::collect(std::int64_t nowMs, std::vector<AlertCondition> *out)
{
    m_fleet.visitRacks({}, [&](const SimRack &rack) {
        const RackSummary &summary = rack.detail().summary();
        const std::string &id = summary.rack_id();
        const auto condition = [&](v1::AlertSource source, const std::string &key, AlertSeverity severity) {
            AlertCondition c;
            c.key = key;
            c.source = source;
            c.severity = severity;
            c.rackId = id;
            c.site = summary.location().site();
            return c;
        };
        const LifecycleStage stage = summary.stage();
        if (stage == LIFECYCLE_STAGE_DECOMMISSIONED)
            return;

        const CoolingSample sample = m_fleet.cooling().sample(rack, nowMs, /*allDetectors=*/false);
        if (const auto stale = m_fleet.cooling().staleness(id, nowMs)) {
            // A fed rack whose CDU stopped answering: nobody sees its cooling or leaks until it does.
            auto c = condition(ALERT_SOURCE_COOLING, "cooling/stale/" + id, ALERT_SEVERITY_WARNING);
            c.summary = "Cooling data stale: its Redfish CDU does not answer";
            c.details = (stale->source.empty() ? std::string() : stale->source + ": ") + stale->problem;
            c.currentValue = stale->lastReadMs == 0 ? "never read" : "stale";
            c.sinceMs = stale->lastReadMs;
            out->push_back(std::move(c));
        }
        for (const LeakDetector &ld : sample.leak_detectors()) {
            if (ld.state() != LEAK_DETECTOR_STATE_WARNING && ld.state() != LEAK_DETECTOR_STATE_CRITICAL)
                continue;
            const bool leak = ld.state() == LEAK_DETECTOR_STATE_CRITICAL;
            auto c = condition(ALERT_SOURCE_LEAK, "leak/" + ld.id() + "/" + id,
                               leak ? ALERT_SEVERITY_CRITICAL : ALERT_SEVERITY_WARNING);
            c.summary = (leak ? "Leak detected at " : "Moisture at ") + ld.location();
            c.details = ld.id() + " (" + ld.location() + ")";
            c.currentValue = leak ? "Critical" : "Warning";
            if (ld.has_state_since())
                c.sinceMs = ld.state_since().seconds() * 1000 + ld.state_since().nanos() / 1'000'000;
            out->push_back(std::move(c));
        }
        for (const CoolingPhysics::Crossing &x : CoolingPhysics::crossings(sample)) {
            auto c = condition(ALERT_SOURCE_COOLING, "cooling/" + readingKey(x.reading) + "/" + id,
                               x.level == HEALTH_CRITICAL ? ALERT_SEVERITY_CRITICAL : ALERT_SEVERITY_WARNING);
            c.summary = std::string(x.name) + (x.value > x.limit ? " above its limit" : " below its limit");
            c.details = x.text;
            char value[48];
            std::snprintf(value, sizeof value, "%.1f %s", double(x.value), x.unit);
            c.currentValue = value;
            // Rounded, so a reading wandering by hundredths does not restamp the alert every tick.
            c.value = double(std::lround(x.value * 10.0F)) / 10.0;
            c.threshold = x.limit;
            c.unit = x.unit;
            out->push_back(std::move(c));
        }
        if (summary.validation_verdict() == VALIDATION_VERDICT_FAIL) {
            // Failed with the rack: as critical as the rack's own failure, not a warning beside it.
            auto c = condition(ALERT_SOURCE_VALIDATION, "validation/fail/" + id,
                               stage == LIFECYCLE_STAGE_FAILED ? ALERT_SEVERITY_CRITICAL : ALERT_SEVERITY_WARNING);
            c.summary = "Validation failed";
            c.details = summary.health_reason();
            c.currentValue = "FAIL";
            c.validationRunId = summary.validation_run_id();
            out->push_back(std::move(c));
        }
        const std::int64_t inStage = nowMs - rack.stage_entered_ms();
        if (stage == LIFECYCLE_STAGE_FAILED) {
            // A failed rack is 72 GPUs out of production until someone repairs it: critical, so it
            // is owned and worked, and reads like the Failed the fleet board shows.
            auto c = condition(ALERT_SOURCE_LIFECYCLE, "lifecycle/failed/" + id, ALERT_SEVERITY_CRITICAL);
            c.summary = "Rack failed";
            c.details = summary.health_reason();
            c.currentValue = "FAILED";
            c.sinceMs = rack.stage_entered_ms();
            out->push_back(std::move(c));
        } else if (const std::int64_t usual = LifecycleEngine::usualLongestStay(stage);
                   usual > 0 && inStage > kStuckFactor * usual) {
            auto c = condition(ALERT_SOURCE_LIFECYCLE, "lifecycle/stuck/" + id, ALERT_SEVERITY_WARNING);
            c.summary = "Rack stuck in " + LifecycleStage_Name(stage).substr(16);
            c.details = "Usually at most " + hoursText(usual);
            c.currentValue = hoursText(inStage / kHour * kHour) + " in stage";
            c.sinceMs = rack.stage_entered_ms() + kStuckFactor * usual;
            c.value = double(inStage / kHour);
            c.threshold = double(kStuckFactor * usual) / double(kHour);
            c.unit = "h";
            out->push_back(std::move(c));
        }
    });
}

} // namespace rackops::sim
