#include "remediationplanner.h"

#include "lifecycleengine.h"
#include "simrandom.h"
#include "validationrecorder.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace rackops::sim {

using namespace rackops::v1;

namespace {

constexpr std::int64_t kMinute = 60'000;

bool oneOf(LifecycleStage stage, std::initializer_list<LifecycleStage> stages)
{
    return std::find(stages.begin(), stages.end(), stage) != stages.end();
}

std::string stageName(LifecycleStage stage)
{
    std::string name = LifecycleStage_Name(stage);
    name = name.substr(std::string("LIFECYCLE_STAGE_").size());
    std::transform(name.begin(), name.end(), name.begin(), [](char c) { return c == '_' ? ' ' : char(std::tolower(c)); });
    return name;
}

std::vector<int> targets(const SimRack &rack, const RemediationParameters &parameters,
                         std::initializer_list<ComponentKind> kinds)
{
    std::vector<int> indices;
    const auto &components = rack.detail().components();
    for (int i = 0; i < components.size(); ++i) {
        const auto &c = components[i];
        const bool named = std::find(parameters.component_ids().begin(), parameters.component_ids().end(),
                                     c.component_id()) != parameters.component_ids().end();
        const bool kindOk = std::find(kinds.begin(), kinds.end(), c.kind()) != kinds.end();
        if (parameters.component_ids().empty() ? kindOk : named)
            indices.push_back(i);
    }
    return indices;
}

std::string joinIds(const RemediationParameters &parameters, const char *all)
{
    if (parameters.component_ids().empty())
        return all;
    std::string out;
    for (const auto &id : parameters.component_ids())
        out += (out.empty() ? "" : ", ") + id;
    return out;
}

} // namespace

std::string RemediationPlanner::actionName(RemediationAction action)
{
    switch (action) {
    case REMEDIATION_ACTION_RERUN_VALIDATION: return "re-run validation";
    case REMEDIATION_ACTION_REFLASH_FIRMWARE: return "reflash firmware";
    case REMEDIATION_ACTION_POWER_CYCLE_TRAYS: return "power-cycle trays";
    case REMEDIATION_ACTION_DRAIN: return "drain";
    case REMEDIATION_ACTION_RMA_TRAY: return "replace a tray (RMA)";
    case REMEDIATION_ACTION_QUARANTINE: return "quarantine";
    case REMEDIATION_ACTION_RETURN_TO_SERVICE: return "return to service";
    case REMEDIATION_ACTION_COOLING_SETPOINT_CHANGE: return "change a cooling setpoint";
    case REMEDIATION_ACTION_VALVE_POSITION_CHANGE: return "change the valve position";
    case REMEDIATION_ACTION_PUMP_SPEED_CHANGE: return "change the pump speed";
    default: return "an unknown action";
    }
}

bool RemediationPlanner::isImplemented(RemediationAction action)
{
    switch (action) {
    case REMEDIATION_ACTION_RERUN_VALIDATION:
    case REMEDIATION_ACTION_REFLASH_FIRMWARE:
    case REMEDIATION_ACTION_POWER_CYCLE_TRAYS:
    case REMEDIATION_ACTION_DRAIN:
    case REMEDIATION_ACTION_RMA_TRAY:
    case REMEDIATION_ACTION_QUARANTINE:
    case REMEDIATION_ACTION_RETURN_TO_SERVICE:
    case REMEDIATION_ACTION_COOLING_SETPOINT_CHANGE:
    case REMEDIATION_ACTION_VALVE_POSITION_CHANGE:
    case REMEDIATION_ACTION_PUMP_SPEED_CHANGE:
        return true;
    default:
        return false;
    }
}

bool RemediationPlanner::allowedIn(RemediationAction action, LifecycleStage stage)
{
    using S = LifecycleStage;
    switch (action) {
    case REMEDIATION_ACTION_RERUN_VALIDATION:
        return oneOf(stage, {S::LIFECYCLE_STAGE_AWAITING_APPROVAL, S::LIFECYCLE_STAGE_REMEDIATION,
                             S::LIFECYCLE_STAGE_FAILED});
    case REMEDIATION_ACTION_REFLASH_FIRMWARE:
    case REMEDIATION_ACTION_POWER_CYCLE_TRAYS:
        return oneOf(stage, {S::LIFECYCLE_STAGE_POWER_ON, S::LIFECYCLE_STAGE_COOLING_COMMISSIONING,
                             S::LIFECYCLE_STAGE_VALIDATING, S::LIFECYCLE_STAGE_AWAITING_APPROVAL,
                             S::LIFECYCLE_STAGE_REMEDIATION, S::LIFECYCLE_STAGE_FAILED,
                             S::LIFECYCLE_STAGE_MAINTENANCE});
    case REMEDIATION_ACTION_DRAIN:
        return stage == S::LIFECYCLE_STAGE_PRODUCTION;
    case REMEDIATION_ACTION_RMA_TRAY:
        return oneOf(stage, {S::LIFECYCLE_STAGE_REMEDIATION, S::LIFECYCLE_STAGE_FAILED,
                             S::LIFECYCLE_STAGE_MAINTENANCE, S::LIFECYCLE_STAGE_QUARANTINED});
    case REMEDIATION_ACTION_QUARANTINE:
        return !oneOf(stage, {S::LIFECYCLE_STAGE_QUARANTINED, S::LIFECYCLE_STAGE_DECOMMISSIONED,
                              S::LIFECYCLE_STAGE_UNSPECIFIED});
    case REMEDIATION_ACTION_RETURN_TO_SERVICE:
        return oneOf(stage, {S::LIFECYCLE_STAGE_QUARANTINED, S::LIFECYCLE_STAGE_FAILED,
                             S::LIFECYCLE_STAGE_MAINTENANCE});
    case REMEDIATION_ACTION_COOLING_SETPOINT_CHANGE:
    case REMEDIATION_ACTION_VALVE_POSITION_CHANGE:
    case REMEDIATION_ACTION_PUMP_SPEED_CHANGE:
        // The loop can be tuned whenever the rack is installed.
        return !oneOf(stage, {S::LIFECYCLE_STAGE_DECOMMISSIONED, S::LIFECYCLE_STAGE_UNSPECIFIED});
    default:
        return false;
    }
}

std::vector<RemediationAction> RemediationPlanner::available(const SimRack &rack)
{
    std::vector<RemediationAction> actions;
    if (!rack.detail().summary().active_operation_id().empty())
        return actions;  // one operation at a time
    for (int a = REMEDIATION_ACTION_RERUN_VALIDATION; a <= REMEDIATION_ACTION_RETURN_TO_SERVICE; ++a) {
        const auto action = static_cast<RemediationAction>(a);
        if (isImplemented(action) && allowedIn(action, rack.detail().summary().stage()))
            actions.push_back(action);
    }
    return actions;
}

std::string RemediationPlanner::refusal(RemediationAction action, LifecycleStage stage)
{
    if (!isImplemented(action))
        return "this backend cannot " + actionName(action) + " yet";
    std::string hint;
    switch (action) {
    case REMEDIATION_ACTION_DRAIN: hint = "; only racks in production can be drained"; break;
    case REMEDIATION_ACTION_POWER_CYCLE_TRAYS:
    case REMEDIATION_ACTION_REFLASH_FIRMWARE:
        hint = stage == LIFECYCLE_STAGE_PRODUCTION ? "; drain the rack first" : ""; break;
    case REMEDIATION_ACTION_RMA_TRAY: hint = "; a tray is replaced in remediation, failed, maintenance or quarantine"; break;
    case REMEDIATION_ACTION_RETURN_TO_SERVICE: hint = "; only quarantined, failed or maintenance racks return to service"; break;
    default: break;
    }
    return "cannot " + actionName(action) + " while the rack is in " + stageName(stage) + hint;
}

std::string RemediationPlanner::checkParameters(const SimRack &rack, RemediationAction action,
                                                const RemediationParameters &parameters)
{
    for (const auto &id : parameters.component_ids()) {
        const auto &components = rack.detail().components();
        const bool known = std::any_of(components.begin(), components.end(),
                                       [&](const RackComponent &c) { return c.component_id() == id; });
        if (!known)
            return "the rack has no part " + id;
    }
    if (action == REMEDIATION_ACTION_RMA_TRAY && parameters.component_ids_size() != 1)
        return "name exactly one part to replace";
    const auto percent = [](bool has, float v) { return has && std::isfinite(v) && v >= 0.0F && v <= 100.0F; };
    if (action == REMEDIATION_ACTION_VALVE_POSITION_CHANGE
        && !percent(parameters.has_valve_position_control_percent(), parameters.valve_position_control_percent()))
        return "the valve position must be from 0 to 100 %";
    if (action == REMEDIATION_ACTION_PUMP_SPEED_CHANGE
        && !percent(parameters.has_pump_speed_control_percent(), parameters.pump_speed_control_percent()))
        return "the pump speed must be from 0 to 100 %";
    if (action == REMEDIATION_ACTION_COOLING_SETPOINT_CHANGE
        && !(parameters.has_supply_temperature_control_celsius()
             && std::isfinite(parameters.supply_temperature_control_celsius())
             && parameters.supply_temperature_control_celsius() >= 15.0F
             && parameters.supply_temperature_control_celsius() <= 45.0F))
        return "the supply temperature setpoint must be from 15 to 45 °C";
    return {};
}

std::int64_t RemediationPlanner::plan(SimRack &rack, const Operation &operation)
{
    std::uint64_t state = rack.rng_state();
    SimRandom rng(state);
    std::int64_t duration = kMinute;
    const auto &parameters = operation.parameters();
    if (operation.kind() == OPERATION_KIND_VALIDATION_RUN) {
        // DCGM level 3 alone is about 15 minutes; NCCL, workload and storage add the rest.
        duration = rng.between(20 * kMinute, 35 * kMinute) + (operation.parameters().dcgm_level() >= 4 ? 45 * kMinute : 0);
        rack.set_rng_state(state);
        return duration;
    }
    switch (operation.kind() == OPERATION_KIND_APPROVAL ? REMEDIATION_ACTION_UNSPECIFIED
                                                       : operation.remediation_action()) {
    case REMEDIATION_ACTION_UNSPECIFIED: duration = 2 * kMinute; break;  // approval: hand over to the scheduler
    case REMEDIATION_ACTION_RERUN_VALIDATION: duration = rng.between(3 * kMinute, 6 * kMinute); break;
    case REMEDIATION_ACTION_REFLASH_FIRMWARE: {
        const auto count = std::int64_t(targets(rack, parameters, {COMPONENT_KIND_COMPUTE_TRAY,
                                                                   COMPONENT_KIND_NVLINK_SWITCH_TRAY,
                                                                   COMPONENT_KIND_POWER_SHELF, COMPONENT_KIND_CDU})
                                             .size());
        duration = std::clamp<std::int64_t>(count * 4 * kMinute, 10 * kMinute, 90 * kMinute);
        break;
    }
    case REMEDIATION_ACTION_POWER_CYCLE_TRAYS: duration = rng.between(8 * kMinute, 15 * kMinute); break;
    case REMEDIATION_ACTION_DRAIN: duration = rng.between(20 * kMinute, 40 * kMinute); break;
    case REMEDIATION_ACTION_RMA_TRAY: duration = rng.between(30 * kMinute, 60 * kMinute); break;
    case REMEDIATION_ACTION_QUARANTINE: duration = kMinute; break;
    case REMEDIATION_ACTION_RETURN_TO_SERVICE: duration = rng.between(2 * kMinute, 5 * kMinute); break;
    case REMEDIATION_ACTION_COOLING_SETPOINT_CHANGE:
    case REMEDIATION_ACTION_VALVE_POSITION_CHANGE:
    case REMEDIATION_ACTION_PUMP_SPEED_CHANGE: duration = kMinute; break;  // the cooling agent applies it
    default: break;
    }
    rack.set_rng_state(state);
    return duration;
}

std::string RemediationPlanner::describe(const Operation &operation)
{
    const auto &p = operation.parameters();
    if (operation.kind() == OPERATION_KIND_APPROVAL)
        return "Approving for production: handing the rack to the workload scheduler";
    if (operation.kind() == OPERATION_KIND_VALIDATION_RUN)
        return "Validation run " + operation.validation_run_id() + ": DCGM level " + std::to_string(operation.parameters().dcgm_level())
            + ", NCCL all-reduce, workload and storage tests";
    switch (operation.remediation_action()) {
    case REMEDIATION_ACTION_RERUN_VALIDATION: return "Scheduling a new validation run";
    case REMEDIATION_ACTION_REFLASH_FIRMWARE: return "Reflashing firmware on " + joinIds(p, "every part");
    case REMEDIATION_ACTION_POWER_CYCLE_TRAYS: return "Power-cycling " + joinIds(p, "every tray");
    case REMEDIATION_ACTION_DRAIN: return "Draining workloads off the rack";
    case REMEDIATION_ACTION_RMA_TRAY: return "Replacing " + joinIds(p, "a tray") + " (RMA)";
    case REMEDIATION_ACTION_QUARANTINE: return "Isolating the rack";
    case REMEDIATION_ACTION_RETURN_TO_SERVICE: return "Returning the rack to service";
    case REMEDIATION_ACTION_COOLING_SETPOINT_CHANGE:
        return "Setting the supply temperature to " + std::to_string(int(p.supply_temperature_control_celsius())) + " °C";
    case REMEDIATION_ACTION_VALVE_POSITION_CHANGE:
        return "Setting the valve to " + std::to_string(int(p.valve_position_control_percent())) + " %";
    case REMEDIATION_ACTION_PUMP_SPEED_CHANGE:
        return "Setting the pump to " + std::to_string(int(p.pump_speed_control_percent())) + " %";
    default: return "Operator action";
    }
}

bool RemediationPlanner::complete(SimRack &rack, const Operation &operation, std::int64_t atMs, std::string *message)
{
    const std::string actor = operation.requested_by().name();
    const std::string because = operation.reason().empty() ? "" : " (" + operation.reason() + ")";
    std::uint64_t state = rack.rng_state();
    SimRandom rng(state);
    const bool lucky = rng.chance(0.85);
    rack.set_rng_state(state);
    const auto &parameters = operation.parameters();
    auto *components = rack.mutable_detail()->mutable_components();

    if (operation.kind() == OPERATION_KIND_VALIDATION_RUN) {
        const SimValidationRecord *run = ValidationRecorder::finishRun(rack, operation.validation_run_id(), atMs);
        *message = run ? "Validation run " + run->id() + " finished: "
                + ValidationVerdict_Name(run->verdict()).substr(std::string("VALIDATION_VERDICT_").size())
                       : "The validation run was lost";
        return run != nullptr;
    }
    if (operation.kind() == OPERATION_KIND_APPROVAL) {
        LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_PRODUCTION, atMs, actor, false,
                                    "Approved for production" + because);
        *message = "Approved; the rack accepts workloads";
        return true;
    }
    switch (operation.remediation_action()) {
    case REMEDIATION_ACTION_RERUN_VALIDATION:
        LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_VALIDATING, atMs, actor, false, "Validation re-run" + because);
        *message = "Validation run started";
        return true;
    case REMEDIATION_ACTION_REFLASH_FIRMWARE:
    case REMEDIATION_ACTION_POWER_CYCLE_TRAYS: {
        const bool reflash = operation.remediation_action() == REMEDIATION_ACTION_REFLASH_FIRMWARE;
        const auto chosen = targets(rack, parameters, {COMPONENT_KIND_COMPUTE_TRAY, COMPONENT_KIND_NVLINK_SWITCH_TRAY,
                                                       COMPONENT_KIND_POWER_SHELF, COMPONENT_KIND_CDU});
        if (!lucky) {
            const std::string id = chosen.empty() ? "the rack" : (*components)[chosen.front()].component_id();
            *message = reflash ? id + ": flash failed again (image verification error)"
                               : id + ": did not come back after the power cycle";
            rack.set_fault_reason(*message);
            LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_FAILED, atMs, actor, false, *message);
            return false;
        }
        for (int i : chosen) {
            auto &c = (*components)[i];
            if (reflash) {
                for (auto &fw : *c.mutable_firmware())
                    fw.set_actual(fw.expected());
            }
            c.set_health(HEALTH_OK);
            c.set_status("OK");
        }
        // Parts that were flashed or power-cycled are brought up and validated again.
        LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_POWER_ON, atMs, actor, false,
                                    (reflash ? "Firmware reflashed" : "Trays power-cycled") + because);
        *message = reflash ? "Firmware reflashed; bringing the rack up again" : "Trays power-cycled; bringing the rack up again";
        return true;
    }
    case REMEDIATION_ACTION_DRAIN:
        LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_MAINTENANCE, atMs, actor, false, "Drained" + because);
        *message = "Drained; the rack is in maintenance";
        return true;
    case REMEDIATION_ACTION_RMA_TRAY: {
        for (auto &c : *components) {
            if (parameters.component_ids_size() == 1 && c.component_id() == parameters.component_ids(0)) {
                char serial[32];
                std::snprintf(serial, sizeof serial, "1655%07d", int(rng.next() % 10'000'000ULL));
                c.set_serial_number(serial);
                c.set_health(HEALTH_OK);
                c.set_status("Replaced (RMA " + (parameters.rma_reference().empty() ? std::string("pending") : parameters.rma_reference()) + ")");
                for (auto &fw : *c.mutable_firmware())
                    fw.set_actual("factory");
            }
        }
        LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_DISCOVERING, atMs, actor, false,
                                    "Tray replaced, bringing the rack up again" + because);
        *message = "Tray replaced; the rack is back in discovery";
        return true;
    }
    case REMEDIATION_ACTION_QUARANTINE:
        LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_QUARANTINED, atMs, actor, false, "Quarantined" + because);
        *message = "Quarantined";
        return true;
    case REMEDIATION_ACTION_COOLING_SETPOINT_CHANGE:
        rack.mutable_cooling()->set_supply_setpoint_celsius(parameters.supply_temperature_control_celsius());
        rack.mutable_cooling()->set_supply_since_ms(atMs);
        *message = "Supply temperature setpoint applied";
        return true;
    case REMEDIATION_ACTION_VALVE_POSITION_CHANGE:
        rack.mutable_cooling()->set_valve_percent(parameters.valve_position_control_percent());
        rack.mutable_cooling()->set_valve_since_ms(atMs);
        *message = "Valve position applied";
        return true;
    case REMEDIATION_ACTION_PUMP_SPEED_CHANGE:
        rack.mutable_cooling()->set_pump_percent(parameters.pump_speed_control_percent());
        rack.mutable_cooling()->set_pump_since_ms(atMs);
        *message = "Pump speed applied";
        return true;
    case REMEDIATION_ACTION_RETURN_TO_SERVICE:
        for (auto &c : *components) {
            c.set_health(HEALTH_OK);
            c.set_status("OK");
        }
        LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_DISCOVERING, atMs, actor, false,
                                    "Returned to service" + because);
        *message = "Returned to service; the rack is back in discovery";
        return true;
    default:
        *message = "nothing to do";
        return false;
    }
}

} // namespace rackops::sim
