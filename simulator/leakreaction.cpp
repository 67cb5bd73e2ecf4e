#include "leakreaction.h"


namespace rackops::sim {

using namespace rackops::v1;

std::string LeakReaction::stepText(const CoolingPhysics::CriticalLeak &leak, std::int64_t nowMs)
{
    const std::string where = "Leak at " + leak.location + " (" + leak.detectorId + "): ";
    if (leak.forceOff)
        return where + (nowMs < leak.reactionAtMs ? "power is cut in seconds" : "power cut by the CDU float switch");
    return where + (nowMs < leak.reactionAtMs ? "graceful shutdown pending" : "graceful shutdown under way");
}

LifecycleEngine::Change LeakReaction::apply(SimRack &rack, const std::optional<CoolingPhysics::CriticalLeak> &leak, std::int64_t nowMs)
{
    auto *detail = rack.mutable_detail();
    auto *summary = detail->mutable_summary();
    const auto component = [&](const std::string &id) -> RackComponent * {
        for (auto &c : *detail->mutable_components()) {
            if (!id.empty() && c.component_id() == id)
                return &c;
        }
        return nullptr;
    };
    if (!leak) {
        if (!rack.has_leak())
            return LifecycleEngine::Change::None;
        const LeakHold &hold = rack.leak();
        if (RackComponent *c = component(hold.component_id())) {
            c->set_health(hold.component_health());
            c->set_status(hold.component_status());
        }
        // The stage may have moved on meanwhile: its own step, not the one from before the leak.
        summary->set_step_description(LifecycleEngine::stepDescription(rack, summary->step_progress()));
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
            hold.set_component_status(c->status());
        }
        *rack.mutable_leak() = hold;
        changed = true;
    }
    const std::string status = "Leak at " + leak->location + " (" + leak->detectorId + ")";
    if (RackComponent *c = component(leak->componentId); c && (c->health() != HEALTH_CRITICAL || c->status() != status)) {
        c->set_health(HEALTH_CRITICAL);
        c->set_status(status);
        changed = true;
    }
    // The lifecycle may have recomputed health from the parts meanwhile; the leak stays on top.
    const std::string reason = leak->componentId.empty() ? status : leak->componentId + ": " + status;
    if (summary->health() != HEALTH_CRITICAL || summary->health_reason() != reason) {
        summary->set_health(HEALTH_CRITICAL);
        summary->set_health_reason(reason);
        changed = true;
    }
    if (changed) {
        summary->set_step_description(stepText(*leak, nowMs));
        return LifecycleEngine::Change::State;
    }
    if (const std::string step = stepText(*leak, nowMs); summary->step_description() != step) {
        summary->set_step_description(step);
        return LifecycleEngine::Change::Progress;
    }
    return LifecycleEngine::Change::None;
}

} // namespace rackops::sim
