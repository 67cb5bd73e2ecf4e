#include "fleet/leakreaction.h"

#include "core/rackparts.h"
#include "phrase/phrase.h"

#include <algorithm>

namespace rackops::sim {

using namespace rackops::v1;

namespace {
// Who the history names for the reaction: the CDU's leak reaction, not a person.
constexpr const char *kActor = "leak-reaction";
} // namespace

v1::LocalizedText LeakReaction::stepText(const CoolingPhysics::CriticalLeak &leak, std::int64_t nowMs)
{
    const bool pending = nowMs < leak.reactionAtMs;
    const PhraseCode code = leak.forceOff
        ? (pending ? PhraseCode("leak.power_cut_soon") : PhraseCode("leak.power_cut"))
        : (pending ? PhraseCode("leak.shutdown_pending") : PhraseCode("leak.shutdown_running"));
    return Phrase::make(code, {Phrase::text(leak.locationText), Phrase::id(leak.detectorId)});
}

LifecycleEngine::Change LeakReaction::apply(SimRack &rack, const std::optional<CoolingPhysics::CriticalLeak> &leak,
                                            std::int64_t nowMs)
{
    auto *detail = rack.mutable_detail();
    auto *summary = detail->mutable_summary();
    const auto component = [&](const std::string &id) -> RackComponent * {
        const int index = RackParts::find(rack, id);
        return index < 0 ? nullptr : detail->mutable_components(index);
    };
    if (!leak) {
        if (!rack.has_leak())
            return LifecycleEngine::Change::None;
        const LeakHold &hold = rack.leak();
        if (RackComponent *c = component(hold.component_id())) {
            c->set_health(hold.component_health());
            LifecycleEngine::setStatus(*c,
                                       hold.has_component_status_text() ? hold.component_status_text()
                                                                        : Phrase::verbatim(hold.component_status()));
        }
        // The stage may have moved on meanwhile: its own step, not the one from before the leak.
        LifecycleEngine::setStep(rack, LifecycleEngine::stepText(rack, summary->step_progress()));
        // The return is history as much as the shutdown was: "Serving workloads" again, and why.
        const bool production = summary->stage() == LIFECYCLE_STAGE_PRODUCTION;
        LifecycleEngine::recordEvent(
            rack, nowMs, kActor, true,
            Phrase::make(
                production ? PhraseCode("history.leak_returned") : PhraseCode("history.leak_cleared"),
                {Phrase::text(hold.has_location_text() ? hold.location_text() : Phrase::verbatim(hold.detector_id())),
                 Phrase::id(hold.detector_id())}));
        rack.clear_leak();
        LifecycleEngine::setRackHealth(rack);
        return LifecycleEngine::Change::State;
    }
    bool changed = false;
    if (!rack.has_leak() || rack.leak().detector_id() != leak->detectorId) {
        LeakHold hold;
        hold.set_detector_id(leak->detectorId);
        hold.set_component_id(leak->componentId);
        if (const RackComponent *c = component(leak->componentId)) {
            hold.set_component_health(c->health());
            hold.set_component_status(RackParts::status(*c));
            if (c->has_status_text())
                *hold.mutable_component_status_text() = LifecycleEngine::statusText(*c);
        }
        *hold.mutable_location_text() = leak->locationText;
        *rack.mutable_leak() = hold;
        LifecycleEngine::recordEvent(
            rack, std::min(nowMs, std::max(leak->sinceMs, std::int64_t(0))), kActor, true,
            Phrase::make("history.leak_tripped", {Phrase::text(leak->locationText), Phrase::id(leak->detectorId)}));
        changed = true;
    }
    // The reaction itself (drained by a graceful shutdown, or power cut) once its delay has passed.
    if (nowMs >= leak->reactionAtMs && !rack.leak().reaction_recorded()) {
        rack.mutable_leak()->set_reaction_recorded(true);
        LifecycleEngine::recordEvent(
            rack, leak->reactionAtMs, kActor, true,
            Phrase::make(leak->forceOff ? PhraseCode("history.leak_power_cut") : PhraseCode("history.leak_shutdown"),
                         {Phrase::text(leak->locationText), Phrase::id(leak->detectorId)}));
        changed = true;
    }
    // The lifecycle may have recomputed health from the parts meanwhile; the leak stays on top.
    const v1::LocalizedText leakAt =
        Phrase::make("cooling.leak_at_detector", {Phrase::text(leak->locationText), Phrase::id(leak->detectorId)});
    if (RackComponent *c = component(leak->componentId);
        c && (c->health() != HEALTH_CRITICAL || RackParts::status(*c) != leakAt.english())) {
        c->set_health(HEALTH_CRITICAL);
        LifecycleEngine::setStatus(*c, leakAt);
        changed = true;
    }
    const v1::LocalizedText reasonText = leak->componentId.empty()
        ? leakAt
        : Phrase::make("part.status", {Phrase::id(leak->componentId), Phrase::text(leakAt)});
    const std::string &reason = reasonText.english();
    if (summary->health() != HEALTH_CRITICAL || summary->health_reason() != reason) {
        summary->set_health(HEALTH_CRITICAL);
        summary->set_health_reason(reason);
        *summary->mutable_health_reason_text() = reasonText;
        changed = true;
    }
    if (changed) {
        LifecycleEngine::setStep(rack, stepText(*leak, nowMs));
        return LifecycleEngine::Change::State;
    }
    if (v1::LocalizedText step = stepText(*leak, nowMs); summary->step_description() != step.english()) {
        LifecycleEngine::setStep(rack, std::move(step));
        return LifecycleEngine::Change::Progress;
    }
    return LifecycleEngine::Change::None;
}

} // namespace rackops::sim
