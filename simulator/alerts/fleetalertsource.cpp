#include "alerts/fleetalertsource.h"

#include "core/timeunits.h"

#include "cooling/coolingphysics.h"
#include "cooling/coolingsource.h"
#include "fleet/fleetsimulation.h"
#include "fleet/lifecycleengine.h"
#include "phrase/phrase.h"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace rackops::sim {

using namespace rackops::v1;

namespace {

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

v1::LocalizedText healthReason(const RackSummary &summary)
{
    return summary.has_health_reason_text() ? summary.health_reason_text() : Phrase::verbatim(summary.health_reason());
}

} // namespace

FleetAlertSource::FleetAlertSource(FleetSimulation &fleet)
    : m_fleet(fleet)
{
}

void FleetAlertSource::collect(std::int64_t nowMs, std::vector<AlertCondition> *out)
{
    // A Redfish CDU (or service) never read since the start: its racks may not even be known
    // yet, so the alert names the source, site-wide; it resolves with the first good reading.
    for (const CoolingSource::UnreadSource &unread : m_fleet.cooling().unreadSources(nowMs)) {
        AlertCondition c;
        c.key = "cooling/redfish_unread/" + unread.source;
        c.source = ALERT_SOURCE_COOLING;
        c.severity = ALERT_SEVERITY_WARNING;
        c.setSummary(Phrase::make("alert.redfish_never_read", {Phrase::id(unread.source), Phrase::text(unread.why)}));
        c.setDetails(Phrase::verbatim(unread.error));
        c.setCurrentValue(Phrase::make("value.never_read"));
        c.sinceMs = unread.failingSinceMs;
        out->push_back(std::move(c));
    }
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
            c.setSummary(Phrase::make("alert.cooling_stale"));
            c.details = (stale->source.empty() ? std::string() : stale->source + ": ") + stale->problem;
            c.setCurrentValue(
                Phrase::make(stale->lastReadMs == 0 ? PhraseCode("value.never_read") : PhraseCode("value.stale")));
            c.sinceMs = stale->lastReadMs;
            out->push_back(std::move(c));
        }
        for (const LeakDetector &ld : sample.leak_detectors()) {
            if (ld.state() != LEAK_DETECTOR_STATE_WARNING && ld.state() != LEAK_DETECTOR_STATE_CRITICAL)
                continue;
            const bool leak = ld.state() == LEAK_DETECTOR_STATE_CRITICAL;
            auto c = condition(ALERT_SOURCE_LEAK, "leak/" + ld.id() + "/" + id,
                               leak ? ALERT_SEVERITY_CRITICAL : ALERT_SEVERITY_WARNING);
            const v1::LocalizedText where =
                ld.has_location_text() ? ld.location_text() : Phrase::verbatim(ld.location());
            c.setSummary(Phrase::make(leak ? PhraseCode("alert.leak_detected") : PhraseCode("alert.moisture"),
                                      {Phrase::text(where)}));
            c.setDetails(Phrase::make("alert.detector_at", {Phrase::id(ld.id()), Phrase::text(where)}));
            c.setCurrentValue(Phrase::make(leak ? PhraseCode("value.critical") : PhraseCode("value.warning")));
            if (ld.has_state_since())
                c.sinceMs = ld.state_since().seconds() * 1000 + ld.state_since().nanos() / 1'000'000;
            out->push_back(std::move(c));
        }
        for (const CoolingPhysics::Crossing &x : CoolingPhysics::crossings(sample)) {
            auto c = condition(ALERT_SOURCE_COOLING, "cooling/" + readingKey(x.reading) + "/" + id,
                               x.level == HEALTH_CRITICAL ? ALERT_SEVERITY_CRITICAL : ALERT_SEVERITY_WARNING);
            c.setSummary(x.alertSummary);
            c.setDetails(x.phrase);
            c.setCurrentValue(Phrase::make("value.reading", {Phrase::quantity(x.value, x.unit, 1)}));
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
            c.setSummary(Phrase::make("alert.validation_failed"));
            c.setDetails(healthReason(summary));
            c.setCurrentValue(Phrase::make("value.fail"));
            c.validationRunId = summary.validation_run_id();
            out->push_back(std::move(c));
        }
        const std::int64_t inStage = nowMs - rack.stage_entered_ms();
        if (stage == LIFECYCLE_STAGE_FAILED) {
            // A failed rack is 72 GPUs out of production until someone repairs it: critical, so it
            // is owned and worked, and reads like the Failed the fleet board shows.
            auto c = condition(ALERT_SOURCE_LIFECYCLE, "lifecycle/failed/" + id, ALERT_SEVERITY_CRITICAL);
            c.setSummary(Phrase::make("alert.rack_failed"));
            c.setDetails(healthReason(summary));
            c.setCurrentValue(Phrase::make("value.failed"));
            c.sinceMs = rack.stage_entered_ms();
            out->push_back(std::move(c));
        } else if (const std::int64_t usual = LifecycleEngine::usualLongestStay(stage);
                   usual > 0 && inStage > kStuckFactor * usual) {
            auto c = condition(ALERT_SOURCE_LIFECYCLE, "lifecycle/stuck/" + id, ALERT_SEVERITY_WARNING);
            c.setSummary(Phrase::make("alert.rack_stuck", {Phrase::text(Phrase::stage(stage))}));
            c.setDetails(
                Phrase::make("alert.usually_at_most", {Phrase::quantity(double(usual) / double(kHour), "h", 1)}));
            c.setCurrentValue(Phrase::make("value.in_stage", {Phrase::quantity(double(inStage / kHour), "h", 1)}));
            c.sinceMs = rack.stage_entered_ms() + kStuckFactor * usual;
            c.value = double(inStage / kHour);
            c.threshold = double(kStuckFactor * usual) / double(kHour);
            c.unit = "h";
            out->push_back(std::move(c));
        }
    });
}

} // namespace rackops::sim
