#include "fleet/remediationplanner.h"

#include "core/rackparts.h"
#include "core/timeunits.h"
#include "cooling/coolingphysics.h"

#include "core/firmwarecatalogue.h"

#include "fleet/lifecycleengine.h"
#include "phrase/phrase.h"
#include "core/simrandom.h"
#include "validation/validationrecorder.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace rackops::sim {

using namespace rackops::v1;

namespace {

// A flow setpoint a CDU can hold: from a trickle (a tenth of the loop) to the loop's full flow
// at the standard pump speed (CoolingPhysics' valve x pump model).
constexpr float kMinFlowLpm = CoolingPhysics::kMaxFlowLpm / 10.0F;
constexpr float kMaxFlowLpm = CoolingPhysics::kMaxFlowLpm;
constexpr float kStandardPumpPercent = 70.0F;

// The valve opening that gives `flow` at the pump speed the rack runs (CoolingPhysics:
// flow = max flow x valve x min(1.25, pump / 70 %)).
float valveForFlow(const CoolingOverrides &cooling, float flow)
{
    const float pump = cooling.has_pump_percent() ? cooling.pump_percent() : kStandardPumpPercent;
    const float atFullValve = kMaxFlowLpm * std::min(1.25F, std::max(pump, 1.0F) / kStandardPumpPercent);
    return std::clamp(100.0F * flow / atFullValve, 0.0F, 100.0F);
}

bool oneOf(LifecycleStage stage, std::initializer_list<LifecycleStage> stages)
{
    return std::find(stages.begin(), stages.end(), stage) != stages.end();
}

std::vector<int> targets(const SimRack &rack, const RemediationParameters &parameters,
                         std::initializer_list<ComponentKind> kinds)
{
    std::vector<int> indices;
    const auto &components = rack.detail().components();
    for (int i = 0; i < components.size(); ++i) {
        const auto &c = components[i];
        const bool named =
            std::find(parameters.component_ids().begin(), parameters.component_ids().end(), RackParts::id(c))
            != parameters.component_ids().end();
        const bool kindOk = std::find(kinds.begin(), kinds.end(), c.kind()) != kinds.end();
        if (parameters.component_ids().empty() ? kindOk : named)
            indices.push_back(i);
    }
    return indices;
}

} // namespace

std::string RemediationPlanner::actionName(RemediationAction action)
{
    return actionText(action).english();
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
    case REMEDIATION_ACTION_PUMP_SPEED_CHANGE: return true;
    default: return false;
    }
}

bool RemediationPlanner::allowedIn(RemediationAction action, LifecycleStage stage)
{
    using S = LifecycleStage;
    switch (action) {
    case REMEDIATION_ACTION_RERUN_VALIDATION:
        return oneOf(stage,
                     {S::LIFECYCLE_STAGE_AWAITING_APPROVAL, S::LIFECYCLE_STAGE_REMEDIATION, S::LIFECYCLE_STAGE_FAILED});
    case REMEDIATION_ACTION_REFLASH_FIRMWARE:
    case REMEDIATION_ACTION_POWER_CYCLE_TRAYS:
        return oneOf(stage,
                     {S::LIFECYCLE_STAGE_POWER_ON, S::LIFECYCLE_STAGE_COOLING_COMMISSIONING,
                      S::LIFECYCLE_STAGE_VALIDATING, S::LIFECYCLE_STAGE_AWAITING_APPROVAL,
                      S::LIFECYCLE_STAGE_REMEDIATION, S::LIFECYCLE_STAGE_FAILED, S::LIFECYCLE_STAGE_MAINTENANCE});
    case REMEDIATION_ACTION_DRAIN: return stage == S::LIFECYCLE_STAGE_PRODUCTION;
    case REMEDIATION_ACTION_RMA_TRAY:
        return oneOf(stage,
                     {S::LIFECYCLE_STAGE_REMEDIATION, S::LIFECYCLE_STAGE_FAILED, S::LIFECYCLE_STAGE_MAINTENANCE,
                      S::LIFECYCLE_STAGE_QUARANTINED});
    case REMEDIATION_ACTION_QUARANTINE:
        return !oneOf(
            stage, {S::LIFECYCLE_STAGE_QUARANTINED, S::LIFECYCLE_STAGE_DECOMMISSIONED, S::LIFECYCLE_STAGE_UNSPECIFIED});
    case REMEDIATION_ACTION_RETURN_TO_SERVICE:
        return oneOf(stage,
                     {S::LIFECYCLE_STAGE_QUARANTINED, S::LIFECYCLE_STAGE_FAILED, S::LIFECYCLE_STAGE_MAINTENANCE});
    case REMEDIATION_ACTION_COOLING_SETPOINT_CHANGE:
    case REMEDIATION_ACTION_VALVE_POSITION_CHANGE:
    case REMEDIATION_ACTION_PUMP_SPEED_CHANGE:
        // The loop can be tuned whenever the rack is installed.
        return !oneOf(stage, {S::LIFECYCLE_STAGE_DECOMMISSIONED, S::LIFECYCLE_STAGE_UNSPECIFIED});
    default: return false;
    }
}

std::vector<RemediationAction> RemediationPlanner::available(const SimRack &rack)
{
    std::vector<RemediationAction> actions;
    if (!rack.detail().summary().active_operation_id().empty())
        return actions; // one operation at a time
    for (int a = REMEDIATION_ACTION_RERUN_VALIDATION; a <= REMEDIATION_ACTION_RETURN_TO_SERVICE; ++a) {
        const auto action = static_cast<RemediationAction>(a);
        if (isImplemented(action) && allowedIn(action, rack.detail().summary().stage()))
            actions.push_back(action);
    }
    return actions;
}

v1::LocalizedText RemediationPlanner::actionText(RemediationAction action)
{
    switch (action) {
    case REMEDIATION_ACTION_RERUN_VALIDATION: return Phrase::make("action.rerun_validation");
    case REMEDIATION_ACTION_REFLASH_FIRMWARE: return Phrase::make("action.reflash_firmware");
    case REMEDIATION_ACTION_POWER_CYCLE_TRAYS: return Phrase::make("action.power_cycle_trays");
    case REMEDIATION_ACTION_DRAIN: return Phrase::make("action.drain");
    case REMEDIATION_ACTION_RMA_TRAY: return Phrase::make("action.rma_tray");
    case REMEDIATION_ACTION_QUARANTINE: return Phrase::make("action.quarantine");
    case REMEDIATION_ACTION_RETURN_TO_SERVICE: return Phrase::make("action.return_to_service");
    case REMEDIATION_ACTION_COOLING_SETPOINT_CHANGE: return Phrase::make("action.cooling_setpoint");
    case REMEDIATION_ACTION_VALVE_POSITION_CHANGE: return Phrase::make("action.valve_position");
    case REMEDIATION_ACTION_PUMP_SPEED_CHANGE: return Phrase::make("action.pump_speed");
    default: return Phrase::make("action.unknown");
    }
}

v1::LocalizedText RemediationPlanner::refusal(RemediationAction action, LifecycleStage stage)
{
    const v1::TextParam what = Phrase::text(actionText(action));
    const v1::TextParam where = Phrase::text(Phrase::stage(stage));
    if (!isImplemented(action))
        return Phrase::make("refusal.not_implemented", {what});
    switch (action) {
    case REMEDIATION_ACTION_DRAIN: return Phrase::make("refusal.drain_production_only", {where});
    case REMEDIATION_ACTION_POWER_CYCLE_TRAYS:
    case REMEDIATION_ACTION_REFLASH_FIRMWARE:
        if (stage == LIFECYCLE_STAGE_PRODUCTION)
            return Phrase::make("refusal.drain_first", {what, where});
        break;
    case REMEDIATION_ACTION_RMA_TRAY: return Phrase::make("refusal.rma_stage", {where});
    case REMEDIATION_ACTION_RETURN_TO_SERVICE: return Phrase::make("refusal.return_stage", {where});
    default: break;
    }
    return Phrase::make("refusal.not_in_stage", {what, where});
}

std::optional<v1::LocalizedText> RemediationPlanner::checkParameters(const SimRack &rack, RemediationAction action,
                                                                     const RemediationParameters &parameters)
{
    for (const auto &id : parameters.component_ids()) {
        if (RackParts::find(rack, id) < 0)
            return Phrase::make("refusal.no_such_part", {Phrase::id(id)});
    }
    if (action == REMEDIATION_ACTION_RMA_TRAY && parameters.component_ids_size() != 1)
        return Phrase::make("refusal.one_part");
    const auto percent = [](bool has, float v) { return has && std::isfinite(v) && v >= 0.0F && v <= 100.0F; };
    if (action == REMEDIATION_ACTION_VALVE_POSITION_CHANGE
        && !percent(parameters.has_valve_position_control_percent(), parameters.valve_position_control_percent()))
        return Phrase::make("refusal.valve_range");
    if (action == REMEDIATION_ACTION_PUMP_SPEED_CHANGE
        && !percent(parameters.has_pump_speed_control_percent(), parameters.pump_speed_control_percent()))
        return Phrase::make("refusal.pump_range");
    if (action == REMEDIATION_ACTION_COOLING_SETPOINT_CHANGE
        && !(parameters.has_supply_temperature_control_celsius()
             && std::isfinite(parameters.supply_temperature_control_celsius())
             && parameters.supply_temperature_control_celsius() >= 15.0F
             && parameters.supply_temperature_control_celsius() <= 45.0F))
        return Phrase::make("refusal.supply_range");
    if (action == REMEDIATION_ACTION_COOLING_SETPOINT_CHANGE && parameters.has_flow_control_liters_per_minute()) {
        const float flow = parameters.flow_control_liters_per_minute();
        if (!std::isfinite(flow) || flow < kMinFlowLpm || flow > kMaxFlowLpm)
            return Phrase::make(
                "refusal.flow_range",
                {Phrase::integer(std::int64_t(kMinFlowLpm)), Phrase::integer(std::int64_t(kMaxFlowLpm))});
    }
    return std::nullopt;
}

std::int64_t RemediationPlanner::plan(SimRack &rack, const Operation &operation)
{
    std::uint64_t state = rack.rng_state();
    SimRandom rng(state);
    std::int64_t duration = kMinute;
    const auto &parameters = operation.parameters();
    if (operation.kind() == OPERATION_KIND_VALIDATION_RUN) {
        // DCGM level 3 alone is about 15 minutes; NCCL, workload and storage add the rest.
        duration =
            rng.between(20 * kMinute, 35 * kMinute) + (operation.parameters().dcgm_level() >= 4 ? 45 * kMinute : 0);
        rack.set_rng_state(state);
        return duration;
    }
    switch (operation.kind() == OPERATION_KIND_APPROVAL ? REMEDIATION_ACTION_UNSPECIFIED
                                                        : operation.remediation_action()) {
    case REMEDIATION_ACTION_UNSPECIFIED: duration = 2 * kMinute; break; // approval: hand over to the scheduler
    case REMEDIATION_ACTION_RERUN_VALIDATION: duration = rng.between(3 * kMinute, 6 * kMinute); break;
    case REMEDIATION_ACTION_REFLASH_FIRMWARE: {
        const auto count = std::int64_t(targets(rack, parameters,
                                                {COMPONENT_KIND_COMPUTE_TRAY, COMPONENT_KIND_NVLINK_SWITCH_TRAY,
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
    case REMEDIATION_ACTION_PUMP_SPEED_CHANGE: duration = kMinute; break; // the cooling agent applies it
    default: break;
    }
    rack.set_rng_state(state);
    return duration;
}

v1::LocalizedText RemediationPlanner::describe(const Operation &operation)
{
    const auto &p = operation.parameters();
    const auto ids = [&p](PhraseCode some, PhraseCode all) {
        std::string out;
        for (const auto &id : p.component_ids())
            out += (out.empty() ? "" : ", ") + id;
        return out.empty() ? Phrase::make(all) : Phrase::make(some, {Phrase::id(out)});
    };
    if (operation.kind() == OPERATION_KIND_APPROVAL)
        return Phrase::make("op.approving");
    if (operation.kind() == OPERATION_KIND_VALIDATION_RUN)
        return Phrase::make(
            "op.validation_run",
            {Phrase::id(operation.validation_run_id()), Phrase::integer(operation.parameters().dcgm_level())});
    switch (operation.remediation_action()) {
    case REMEDIATION_ACTION_RERUN_VALIDATION: return Phrase::make("op.rerun_validation");
    case REMEDIATION_ACTION_REFLASH_FIRMWARE: return ids("op.reflash", "op.reflash_all");
    case REMEDIATION_ACTION_POWER_CYCLE_TRAYS: return ids("op.power_cycle", "op.power_cycle_all");
    case REMEDIATION_ACTION_DRAIN: return Phrase::make("op.drain");
    case REMEDIATION_ACTION_RMA_TRAY: return ids("op.rma", "op.rma_any");
    case REMEDIATION_ACTION_QUARANTINE: return Phrase::make("op.quarantine");
    case REMEDIATION_ACTION_RETURN_TO_SERVICE: return Phrase::make("op.return_to_service");
    case REMEDIATION_ACTION_COOLING_SETPOINT_CHANGE:
        return Phrase::make("op.set_supply", {Phrase::quantity(int(p.supply_temperature_control_celsius()), "°C", 0)});
    case REMEDIATION_ACTION_VALVE_POSITION_CHANGE:
        return Phrase::make("op.set_valve", {Phrase::quantity(int(p.valve_position_control_percent()), "%", 0)});
    case REMEDIATION_ACTION_PUMP_SPEED_CHANGE:
        return Phrase::make("op.set_pump", {Phrase::quantity(int(p.pump_speed_control_percent()), "%", 0)});
    default: return Phrase::make("op.other");
    }
}

bool RemediationPlanner::complete(SimRack &rack, const Operation &operation, std::int64_t atMs,
                                  v1::LocalizedText *message)
{
    const std::string actor = operation.requested_by().name();
    // The history says what happened and, in the operator's words, why.
    const auto because = [&operation](PhraseCode code) {
        v1::LocalizedText what = Phrase::make(code);
        return operation.reason().empty()
            ? what
            : Phrase::make("history.because", {Phrase::text(std::move(what)), Phrase::id(operation.reason())});
    };
    std::uint64_t state = rack.rng_state();
    SimRandom rng(state);
    const bool lucky = rng.chance(0.85);
    rack.set_rng_state(state);
    const auto &parameters = operation.parameters();
    auto *components = rack.mutable_detail()->mutable_components();

    if (operation.kind() == OPERATION_KIND_VALIDATION_RUN) {
        const SimValidationRecord *run = ValidationRecorder::finishRun(rack, operation.validation_run_id(), atMs);
        if (!run)
            *message = Phrase::make("outcome.validation_lost");
        else if (run->verdict() == v1::VALIDATION_VERDICT_PASS)
            *message = Phrase::make("outcome.validation_finished_pass", {Phrase::id(run->id())});
        else if (run->verdict() == v1::VALIDATION_VERDICT_FAIL)
            *message = Phrase::make("outcome.validation_finished_fail", {Phrase::id(run->id())});
        else
            *message = Phrase::make("outcome.validation_finished_other", {Phrase::id(run->id())});
        return run != nullptr;
    }
    if (operation.kind() == OPERATION_KIND_APPROVAL) {
        LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_PRODUCTION, atMs, actor, false, because("history.approved"));
        *message = Phrase::make("outcome.approved");
        return true;
    }
    switch (operation.remediation_action()) {
    case REMEDIATION_ACTION_RERUN_VALIDATION:
        LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_VALIDATING, atMs, actor, false,
                                    because("history.validation_rerun"));
        *message = Phrase::make("outcome.validation_started");
        return true;
    case REMEDIATION_ACTION_REFLASH_FIRMWARE:
    case REMEDIATION_ACTION_POWER_CYCLE_TRAYS: {
        const bool reflash = operation.remediation_action() == REMEDIATION_ACTION_REFLASH_FIRMWARE;
        const auto chosen = targets(rack, parameters,
                                    {COMPONENT_KIND_COMPUTE_TRAY, COMPONENT_KIND_NVLINK_SWITCH_TRAY,
                                     COMPONENT_KIND_POWER_SHELF, COMPONENT_KIND_CDU});
        if (!lucky) {
            const v1::TextParam id = chosen.empty() ? Phrase::text(Phrase::make("part.whole_rack"))
                                                    : Phrase::id(RackParts::id((*components)[chosen.front()]));
            *message =
                Phrase::make(reflash ? PhraseCode("fault.reflash_again") : PhraseCode("fault.power_cycle_lost"), {id});
            rack.set_fault_reason(message->english());
            *rack.mutable_fault_text() = *message;
            LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_FAILED, atMs, actor, false, *message);
            return false;
        }
        for (int i : chosen) {
            auto &c = (*components)[i];
            if (reflash)
                FirmwareCatalogue::setLevel(rack, i, FIRMWARE_LEVEL_EXPECTED);
            c.set_health(HEALTH_OK);
            LifecycleEngine::setStatus(c, Phrase::verbatim("OK"));
        }
        // Parts that were flashed or power-cycled are brought up and validated again.
        LifecycleEngine::enterStage(
            rack, LIFECYCLE_STAGE_POWER_ON, atMs, actor, false,
            because(reflash ? PhraseCode("history.reflashed") : PhraseCode("history.power_cycled")));
        *message = Phrase::make(reflash ? PhraseCode("outcome.reflashed") : PhraseCode("outcome.power_cycled"));
        return true;
    }
    case REMEDIATION_ACTION_DRAIN:
        LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_MAINTENANCE, atMs, actor, false, because("history.drained"));
        *message = Phrase::make("outcome.drained");
        return true;
    case REMEDIATION_ACTION_RMA_TRAY: {
        for (int i = 0; i < components->size(); ++i) {
            auto &c = (*components)[i];
            if (parameters.component_ids_size() == 1 && RackParts::id(c) == parameters.component_ids(0)) {
                constexpr std::uint64_t kReplacementSerials = 1655'0000000ULL;
                RackParts::setSerial(rack, i, kReplacementSerials + rng.next() % 10'000'000ULL);
                c.set_health(HEALTH_OK);
                LifecycleEngine::setStatus(
                    c,
                    parameters.rma_reference().empty()
                        ? Phrase::make("status.replaced_pending")
                        : Phrase::make("status.replaced", {Phrase::id(parameters.rma_reference())}));
                FirmwareCatalogue::setLevel(rack, i, FIRMWARE_LEVEL_FACTORY);
            }
        }
        LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_DISCOVERING, atMs, actor, false,
                                    because("history.tray_replaced"));
        *message = Phrase::make("outcome.replaced");
        return true;
    }
    case REMEDIATION_ACTION_QUARANTINE:
        LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_QUARANTINED, atMs, actor, false,
                                    because("history.quarantined"));
        *message = Phrase::make("outcome.quarantined");
        return true;
    case REMEDIATION_ACTION_COOLING_SETPOINT_CHANGE:
        rack.mutable_cooling()->set_supply_setpoint_celsius(parameters.supply_temperature_control_celsius());
        rack.mutable_cooling()->set_supply_since_ms(atMs);
        if (parameters.has_flow_control_liters_per_minute()) {
            // The CDU holds a flow with its valve, at the pump speed it runs.
            rack.mutable_cooling()->set_valve_percent(
                valveForFlow(rack.cooling(), parameters.flow_control_liters_per_minute()));
            rack.mutable_cooling()->set_valve_since_ms(atMs);
        }
        *message = Phrase::make("outcome.supply_applied");
        return true;
    case REMEDIATION_ACTION_VALVE_POSITION_CHANGE:
        rack.mutable_cooling()->set_valve_percent(parameters.valve_position_control_percent());
        rack.mutable_cooling()->set_valve_since_ms(atMs);
        *message = Phrase::make("outcome.valve_applied");
        return true;
    case REMEDIATION_ACTION_PUMP_SPEED_CHANGE:
        rack.mutable_cooling()->set_pump_percent(parameters.pump_speed_control_percent());
        rack.mutable_cooling()->set_pump_since_ms(atMs);
        *message = Phrase::make("outcome.pump_applied");
        return true;
    case REMEDIATION_ACTION_RETURN_TO_SERVICE:
        for (auto &c : *components) {
            c.set_health(HEALTH_OK);
            LifecycleEngine::setStatus(c, Phrase::verbatim("OK"));
        }
        LifecycleEngine::enterStage(rack, LIFECYCLE_STAGE_DISCOVERING, atMs, actor, false, because("history.returned"));
        *message = Phrase::make("outcome.returned");
        return true;
    default: *message = Phrase::make("outcome.nothing_to_do"); return false;
    }
}

} // namespace rackops::sim
