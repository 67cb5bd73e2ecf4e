#include "fleet/lifecycleengine.h"

#include "core/rackparts.h"
#include "core/timeunits.h"

#include "validation/approvalgate.h"
#include "core/firmwarecatalogue.h"
#include "phrase/phrase.h"
#include "core/simrandom.h"
#include "validation/validationbaselines.h"
#include "validation/validationrecorder.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace rackops::sim {

using google::protobuf::util::TimeUtil;
using rackops::v1::Health;
using rackops::v1::LifecycleStage;

namespace {

constexpr int kMaxHistory = 64;

int componentOfKind(const SimRack &rack, rackops::v1::ComponentKind kind, SimRandom &rng)
{
    std::vector<int> candidates;
    const auto &components = rack.detail().components();
    for (int i = 0; i < components.size(); ++i) {
        if (components[i].kind() == kind)
            candidates.push_back(i);
    }
    return candidates.empty() ? 0 : candidates[size_t(rng.range(0, int(candidates.size()) - 1))];
}

} // namespace

std::int64_t LifecycleEngine::planDuration(SimRack &rack, LifecycleStage stage)
{
    std::uint64_t state = rack.rng_state();
    SimRandom rng(state);
    std::int64_t duration = 0;
    switch (stage) {
    case v1::LIFECYCLE_STAGE_RECEIVED: duration = rng.between(1 * kHour, 6 * kHour); break;
    case v1::LIFECYCLE_STAGE_DISCOVERING: duration = rng.between(20 * kMinute, 45 * kMinute); break;
    case v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE: duration = rng.between(60 * kMinute, 150 * kMinute); break;
    case v1::LIFECYCLE_STAGE_POWER_ON: duration = rng.between(10 * kMinute, 25 * kMinute); break;
    case v1::LIFECYCLE_STAGE_COOLING_COMMISSIONING: duration = rng.between(45 * kMinute, 2 * kHour); break;
    case v1::LIFECYCLE_STAGE_VALIDATING: duration = rng.between(3 * kHour, 8 * kHour); break;
    case v1::LIFECYCLE_STAGE_REMEDIATION: duration = rng.between(30 * kMinute, 3 * kHour); break;
    case v1::LIFECYCLE_STAGE_MAINTENANCE: duration = rng.between(2 * kHour, 8 * kHour); break;
    case v1::LIFECYCLE_STAGE_PRODUCTION:
        // Time until the next maintenance window: exponential, mean 20 days.
        duration = std::int64_t(-std::log(1.0 - rng.uniform()) * 20.0 * double(kDay)) + kHour;
        break;
    default: duration = 0; break; // waits for an operator
    }
    rack.set_rng_state(state);
    return duration;
}

std::int64_t LifecycleEngine::usualLongestStay(LifecycleStage stage)
{
    // The upper ends of planDuration's ranges; approval waits for people.
    switch (stage) {
    case v1::LIFECYCLE_STAGE_RECEIVED: return 6 * kHour;
    case v1::LIFECYCLE_STAGE_DISCOVERING: return 45 * kMinute;
    case v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE: return 150 * kMinute;
    case v1::LIFECYCLE_STAGE_POWER_ON: return 25 * kMinute;
    case v1::LIFECYCLE_STAGE_COOLING_COMMISSIONING: return 2 * kHour;
    case v1::LIFECYCLE_STAGE_VALIDATING: return 8 * kHour;
    case v1::LIFECYCLE_STAGE_AWAITING_APPROVAL: return 24 * kHour;
    case v1::LIFECYCLE_STAGE_REMEDIATION: return 3 * kHour;
    case v1::LIFECYCLE_STAGE_MAINTENANCE: return 8 * kHour;
    default: return 0;
    }
}

void LifecycleEngine::restoreOwner(SimRack &rack)
{
    auto *summary = rack.mutable_detail()->mutable_summary();
    // The controller drives a stage it planned a length for; production runs workloads, not a controller step.
    if (rack.stage_duration_ms() > 0 && summary->stage() != v1::LIFECYCLE_STAGE_PRODUCTION) {
        summary->mutable_owner()->set_name(kControllerName);
        summary->mutable_owner()->set_automated(true);
    } else {
        summary->clear_owner();
    }
}

void LifecycleEngine::planFault(SimRack &rack, LifecycleStage stage, bool certain)
{
    std::uint64_t state = rack.rng_state();
    SimRandom rng(state);
    double probability = 0.0;
    switch (stage) {
    case v1::LIFECYCLE_STAGE_DISCOVERING: probability = 0.02; break;
    case v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE: probability = 0.06; break;
    case v1::LIFECYCLE_STAGE_POWER_ON: probability = 0.03; break;
    case v1::LIFECYCLE_STAGE_COOLING_COMMISSIONING: probability = 0.04; break;
    case v1::LIFECYCLE_STAGE_VALIDATING: probability = 0.08; break;
    default: break;
    }
    rack.set_fault_planned(certain || rng.chance(probability));
    rack.clear_fault_reason();
    rack.clear_fault_text();
    ValidationFault fault;
    if (rack.fault_planned()) {
        rack.set_fault_at_progress(float(0.1 + 0.8 * rng.uniform()));
        using v1::COMPONENT_KIND_CDU;
        using v1::COMPONENT_KIND_COMPUTE_TRAY;
        using v1::COMPONENT_KIND_NVLINK_SWITCH_TRAY;
        int component = 0;
        v1::LocalizedText reason;
        const auto part = [&rack](int index) { return Phrase::id(RackParts::id(rack.detail().components(index))); };
        switch (stage) {
        case v1::LIFECYCLE_STAGE_DISCOVERING:
            component = componentOfKind(rack, COMPONENT_KIND_COMPUTE_TRAY, rng);
            reason = Phrase::make("fault.inventory_missing", {part(component)});
            break;
        case v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE:
            component = componentOfKind(rack, COMPONENT_KIND_COMPUTE_TRAY, rng);
            reason = Phrase::make("fault.flash_failed", {part(component), Phrase::quantity(rng.range(20, 95), "%", 0)});
            break;
        case v1::LIFECYCLE_STAGE_POWER_ON:
            component = componentOfKind(rack, COMPONENT_KIND_NVLINK_SWITCH_TRAY, rng);
            reason = Phrase::make("fault.switch_tray_down", {part(component), Phrase::integer(rng.range(2, 18))});
            break;
        case v1::LIFECYCLE_STAGE_COOLING_COMMISSIONING:
            component = componentOfKind(rack, COMPONENT_KIND_CDU, rng);
            reason = Phrase::make(
                "fault.cdu_flow_low",
                {Phrase::id("CDU"), Phrase::quantity(rng.range(55, 72), "L/min", 0), Phrase::quantity(80, "L/min", 0)});
            break;
        case v1::LIFECYCLE_STAGE_VALIDATING:
            switch (rng.range(0, 2)) {
            case 0: {
                component = componentOfKind(rack, COMPONENT_KIND_COMPUTE_TRAY, rng);
                const int gpu = rng.range(0, 3);
                reason = Phrase::make("fault.gpu_ecc", {part(component), Phrase::integer(gpu)});
                fault.set_kind(ValidationFault::KIND_GPU_MEMORY);
                fault.set_tray(rack.detail().components(component).slot());
                fault.set_gpu(gpu);
                fault.set_severity(0.3);
                break;
            }
            case 1: {
                component = componentOfKind(rack, COMPONENT_KIND_NVLINK_SWITCH_TRAY, rng);
                const int port = rng.range(1, 36);
                const int busbw = rng.range(1150, 1450);
                reason = Phrase::make("fault.nvlink_busbw",
                                      {part(component), Phrase::integer(port), Phrase::quantity(busbw, "GB/s", 0)});
                fault.set_kind(ValidationFault::KIND_NVLINK_CABLE);
                fault.set_switch_tray(rack.detail().components(component).slot() - 18);
                fault.set_port(port);
                // The share of bandwidth the cable costs at 1 GiB and more, as the reason says.
                fault.set_severity(1.0 - busbw / ValidationBaselines::ncclBaselineBusBw(std::int64_t(1) << 30));
                break;
            }
            default: {
                component = componentOfKind(rack, COMPONENT_KIND_COMPUTE_TRAY, rng);
                const int percent = rng.range(6, 15);
                reason = Phrase::make("fault.thermal_throttle", {part(component), Phrase::quantity(percent, "%", 0)});
                fault.set_kind(ValidationFault::KIND_THERMAL_THROTTLE);
                fault.set_tray(rack.detail().components(component).slot());
                fault.set_severity((percent - 6) / 9.0);
                break;
            }
            }
            break;
        default:
            component = componentOfKind(rack, COMPONENT_KIND_COMPUTE_TRAY, rng);
            reason = Phrase::make("fault.fatal", {part(component)});
            break;
        }
        rack.set_fault_component(component);
        rack.set_fault_reason(reason.english());
        *rack.mutable_fault_text() = std::move(reason);
        *rack.mutable_validation_fault() = fault;
    }
    rack.set_rng_state(state);
}

v1::LocalizedText LifecycleEngine::stepText(const SimRack &rack, double progress)
{
    const int components = rack.detail().components_size();
    const auto of = [progress](int total) { return std::clamp(int(progress * total) + 1, 1, total); };
    const auto step = [](PhraseCode code, std::vector<v1::TextParam> params = {}) {
        return Phrase::make(code, std::move(params));
    };
    switch (rack.detail().summary().stage()) {
    case v1::LIFECYCLE_STAGE_RECEIVED: return step("step.received");
    case v1::LIFECYCLE_STAGE_DISCOVERING:
        return step("step.discovering", {Phrase::integer(of(components)), Phrase::integer(components)});
    case v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE:
        if (progress < 0.6)
            return step("step.firmware_compute", {Phrase::integer(of(18)), Phrase::integer(18)});
        if (progress < 0.9)
            return step("step.firmware_switch",
                        {Phrase::integer(std::clamp(int((progress - 0.6) / 0.3 * 9) + 1, 1, 9)), Phrase::integer(9)});
        return step("step.firmware_power");
    case v1::LIFECYCLE_STAGE_POWER_ON:
        if (progress < 0.3)
            return step("step.power_shelves");
        if (progress < 0.6)
            return step("step.power_switches");
        return step("step.power_compute");
    case v1::LIFECYCLE_STAGE_COOLING_COMMISSIONING:
        if (progress < 0.3)
            return step("step.cooling_fill");
        if (progress < 0.6)
            return step("step.cooling_balance");
        return step("step.cooling_load");
    case v1::LIFECYCLE_STAGE_VALIDATING:
        if (progress < 0.4)
            return step("step.validate_dcgm", {Phrase::integer(72)});
        if (progress < 0.6)
            return step("step.validate_nccl", {Phrase::integer(72)});
        if (progress < 0.9)
            return step("step.validate_workload");
        return step("step.validate_storage");
    case v1::LIFECYCLE_STAGE_AWAITING_APPROVAL: return step("step.awaiting_approval");
    case v1::LIFECYCLE_STAGE_PRODUCTION: return step("step.production");
    case v1::LIFECYCLE_STAGE_REMEDIATION: return step("step.remediating", {Phrase::text(faultText(rack))});
    case v1::LIFECYCLE_STAGE_FAILED: return step("step.needs_operator", {Phrase::text(faultText(rack))});
    case v1::LIFECYCLE_STAGE_MAINTENANCE: return step("step.maintenance");
    case v1::LIFECYCLE_STAGE_QUARANTINED: return step("step.quarantined");
    case v1::LIFECYCLE_STAGE_DECOMMISSIONED: return step("step.decommissioned");
    default: return {};
    }
}

void LifecycleEngine::setStep(SimRack &rack, v1::LocalizedText text)
{
    auto *summary = rack.mutable_detail()->mutable_summary();
    summary->set_step_description(text.english());
    *summary->mutable_step_text() = std::move(text);
}

v1::LocalizedText LifecycleEngine::faultText(const SimRack &rack)
{
    if (rack.has_fault_text() && rack.fault_text().english() == rack.fault_reason())
        return rack.fault_text();
    return Phrase::verbatim(rack.fault_reason());
}

LifecycleStage LifecycleEngine::nextStage(const SimRack &rack)
{
    switch (rack.detail().summary().stage()) {
    case v1::LIFECYCLE_STAGE_RECEIVED: return v1::LIFECYCLE_STAGE_DISCOVERING;
    case v1::LIFECYCLE_STAGE_DISCOVERING: return v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE;
    case v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE: return v1::LIFECYCLE_STAGE_POWER_ON;
    case v1::LIFECYCLE_STAGE_POWER_ON: return v1::LIFECYCLE_STAGE_COOLING_COMMISSIONING;
    case v1::LIFECYCLE_STAGE_COOLING_COMMISSIONING: return v1::LIFECYCLE_STAGE_VALIDATING;
    case v1::LIFECYCLE_STAGE_VALIDATING: return v1::LIFECYCLE_STAGE_AWAITING_APPROVAL;
    case v1::LIFECYCLE_STAGE_PRODUCTION: return v1::LIFECYCLE_STAGE_MAINTENANCE;
    case v1::LIFECYCLE_STAGE_MAINTENANCE: return v1::LIFECYCLE_STAGE_DISCOVERING;
    case v1::LIFECYCLE_STAGE_REMEDIATION: return rack.resume_stage();
    default: return rack.detail().summary().stage();
    }
}

void LifecycleEngine::setStatus(v1::RackComponent &component, const v1::LocalizedText &status)
{
    if (status.code().empty() && status.english() == RackParts::kOk) { // kept as no status (RackParts)
        component.clear_status();
        component.clear_status_text();
        return;
    }
    component.set_status(status.english());
    if (status.code().empty())
        component.clear_status_text();
    else
        *component.mutable_status_text() = status;
}

v1::LocalizedText LifecycleEngine::statusText(const v1::RackComponent &component)
{
    if (component.has_status_text() && component.status_text().english() == component.status())
        return component.status_text();
    return Phrase::verbatim(RackParts::status(component));
}

void LifecycleEngine::setRackHealth(SimRack &rack)
{
    auto *summary = rack.mutable_detail()->mutable_summary();
    Health worst = v1::HEALTH_OK;
    std::string reason;
    v1::LocalizedText reasonText;
    const auto rank = [](Health h) {
        switch (h) {
        case v1::HEALTH_OK: return 0;
        case v1::HEALTH_CAUTION: return 1;
        case v1::HEALTH_UNKNOWN:
        case v1::HEALTH_UNSPECIFIED: return 2;
        default: return 3;
        }
    };
    for (const auto &component : rack.detail().components()) {
        if (rank(component.health()) > rank(worst)) {
            worst = component.health();
            reason = RackParts::id(component) + ": " + RackParts::status(component);
            // The planned fault says the same with its figures as parameters.
            const bool faulted = rack.has_fault_text() && rack.fault_component() < rack.detail().components_size()
                && &component == &rack.detail().components(rack.fault_component());
            reasonText = faulted
                ? rack.fault_text()
                : Phrase::make("part.status",
                               {Phrase::id(RackParts::id(component)), Phrase::text(statusText(component))});
        }
    }
    summary->set_health(worst);
    summary->set_health_reason(reason);
    if (reason.empty())
        summary->clear_health_reason_text();
    else
        *summary->mutable_health_reason_text() = reasonText;
}

void LifecycleEngine::recordEvent(SimRack &rack, std::int64_t atMs, const std::string &actor, bool automated,
                                  const v1::LocalizedText &what)
{
    auto *detail = rack.mutable_detail();
    auto *event = detail->add_history();
    event->set_stage(detail->summary().stage());
    *event->mutable_entered_at() = TimeUtil::MillisecondsToTimestamp(atMs);
    event->mutable_actor()->set_name(actor);
    event->mutable_actor()->set_automated(automated);
    event->set_reason(what.english());
    *event->mutable_reason_text() = what;
    event->set_within_stage(true);
    if (detail->history_size() > kMaxHistory)
        detail->mutable_history()->DeleteSubrange(0, detail->history_size() - kMaxHistory);
}

void LifecycleEngine::enterStage(SimRack &rack, LifecycleStage stage, std::int64_t atMs, const std::string &actor,
                                 bool automated, const v1::LocalizedText &reason)
{
    auto *detail = rack.mutable_detail();
    auto *summary = detail->mutable_summary();
    const LifecycleStage previous = summary->stage();
    const std::int64_t previousEnteredMs = rack.stage_entered_ms();
    summary->set_stage(stage);
    *summary->mutable_stage_entered_at() = TimeUtil::MillisecondsToTimestamp(atMs);
    summary->set_step_progress(0.0F);

    auto *event = detail->add_history();
    event->set_stage(stage);
    *event->mutable_entered_at() = TimeUtil::MillisecondsToTimestamp(atMs);
    event->mutable_actor()->set_name(actor);
    event->mutable_actor()->set_automated(automated);
    event->set_reason(reason.english());
    *event->mutable_reason_text() = reason;
    if (detail->history_size() > kMaxHistory)
        detail->mutable_history()->DeleteSubrange(0, detail->history_size() - kMaxHistory);

    rack.set_stage_entered_ms(atMs);
    rack.set_stage_duration_ms(planDuration(rack, stage));
    summary->set_stage_expected_ms(usualLongestStay(stage));
    // A running operation keeps its person as the owner until it ends.
    if (summary->active_operation_id().empty())
        restoreOwner(rack);
    if (stage != v1::LIFECYCLE_STAGE_REMEDIATION && stage != v1::LIFECYCLE_STAGE_FAILED)
        planFault(rack, stage);
    else
        rack.set_fault_planned(false);

    // Validation leaves its measurements for the approval gate.
    if (stage == v1::LIFECYCLE_STAGE_VALIDATING)
        rack.clear_gate();
    if (stage == v1::LIFECYCLE_STAGE_AWAITING_APPROVAL) {
        *rack.mutable_gate() = ApprovalGate::measure(rack);
        if (previous == v1::LIFECYCLE_STAGE_VALIDATING)
            ValidationRecorder::recordLifecycleRun(rack, previousEnteredMs, atMs, /*faulted=*/false);
    } else if (previous == v1::LIFECYCLE_STAGE_VALIDATING) {
        ValidationRecorder::cancelLifecycleRun(rack, atMs);
    }
    if (stage == v1::LIFECYCLE_STAGE_VALIDATING)
        ValidationRecorder::startLifecycleRun(rack, atMs);

    // Firmware reaches the expected versions once the update stage is done.
    if (stage == v1::LIFECYCLE_STAGE_POWER_ON) {
        for (int i = 0; i < detail->components_size(); ++i)
            FirmwareCatalogue::setLevel(rack, i, FIRMWARE_LEVEL_EXPECTED);
    }
    // Parts move with the rack; a part that is not well stays where it failed.
    // Healthy parts wait where they were while the rack is in remediation or failed.
    const bool sideStage = stage == v1::LIFECYCLE_STAGE_REMEDIATION || stage == v1::LIFECYCLE_STAGE_FAILED;
    for (auto &component : *detail->mutable_components()) {
        const bool critical = component.health() == v1::HEALTH_CRITICAL;
        if (critical ? sideStage : !sideStage || component.stage() == v1::LIFECYCLE_STAGE_UNSPECIFIED)
            component.set_stage(stage);
    }
    setStep(rack, stepText(rack, 0.0));
    setRackHealth(rack);
}

void LifecycleEngine::enterFault(SimRack &rack, std::int64_t atMs)
{
    const auto failedStage = rack.detail().summary().stage();
    auto *component = rack.mutable_detail()->mutable_components(rack.fault_component());
    component->set_health(v1::HEALTH_CRITICAL);
    const v1::LocalizedText text = faultText(rack);
    setStatus(*component, Phrase::partStatus(text)); // the fault's words after the part: "uncorrectable ECC errors ..."
    rack.set_resume_stage(failedStage);
    if (failedStage == v1::LIFECYCLE_STAGE_VALIDATING)
        ValidationRecorder::recordLifecycleRun(rack, rack.stage_entered_ms(), atMs, /*faulted=*/true);
    const std::string reason = rack.fault_reason();
    enterStage(rack, v1::LIFECYCLE_STAGE_REMEDIATION, atMs, kControllerName, true, text);
    rack.set_fault_reason(reason); // enterStage cleared the plan; keep what remediation is about
    *rack.mutable_fault_text() = text;
    setStep(rack, stepText(rack, 0.0));
}

void LifecycleEngine::finishRemediation(SimRack &rack, std::int64_t atMs)
{
    std::uint64_t state = rack.rng_state();
    SimRandom rng(state);
    const bool cleared = rng.chance(0.8);
    rack.set_rng_state(state);
    if (cleared) {
        auto *component = rack.mutable_detail()->mutable_components(rack.fault_component());
        component->set_health(v1::HEALTH_OK);
        setStatus(*component, Phrase::verbatim("OK"));
        enterStage(rack, rack.resume_stage(), atMs, kControllerName, true,
                   Phrase::make("history.remediation_cleared", {Phrase::text(faultText(rack))}));
    } else {
        const std::string fault = rack.fault_reason();
        const v1::LocalizedText text = faultText(rack);
        enterStage(rack, v1::LIFECYCLE_STAGE_FAILED, atMs, kControllerName, true,
                   Phrase::make("history.remediation_not_cleared", {Phrase::text(text)}));
        rack.set_fault_reason(fault);
        *rack.mutable_fault_text() = text;
        setStep(rack, stepText(rack, 0.0));
    }
}

void LifecycleEngine::backdateStage(SimRack &rack, std::int64_t enteredMs)
{
    auto *detail = rack.mutable_detail();
    rack.set_stage_entered_ms(enteredMs);
    *detail->mutable_summary()->mutable_stage_entered_at() = TimeUtil::MillisecondsToTimestamp(enteredMs);
    if (detail->history_size() > 0)
        *detail->mutable_history(detail->history_size() - 1)->mutable_entered_at() =
            TimeUtil::MillisecondsToTimestamp(enteredMs);
    auto *runs = rack.mutable_validation_runs();
    if (detail->summary().stage() == v1::LIFECYCLE_STAGE_VALIDATING && !runs->empty()
        && runs->rbegin()->state() == v1::VALIDATION_RUN_STATE_RUNNING)
        runs->rbegin()->set_started_ms(enteredMs);
}

LifecycleEngine::Change LifecycleEngine::advance(SimRack &rack, std::int64_t nowMs)
{
    Change changed = Change::None;
    // A long pause (or a restart) may owe several transitions; replay them in order.
    for (int guard = 0; guard < 16; ++guard) {
        const std::int64_t duration = rack.stage_duration_ms();
        if (duration <= 0)
            break;
        const std::int64_t entered = rack.stage_entered_ms();
        const double progress = double(nowMs - entered) / double(duration);
        if (rack.fault_planned() && progress >= rack.fault_at_progress()) {
            enterFault(rack, entered + std::int64_t(rack.fault_at_progress() * double(duration)));
            changed = Change::State;
            continue;
        }
        if (progress >= 1.0) {
            const std::int64_t endMs = entered + duration;
            if (rack.detail().summary().stage() == v1::LIFECYCLE_STAGE_REMEDIATION)
                finishRemediation(rack, endMs);
            else
                enterStage(rack, nextStage(rack), endMs, kControllerName, true,
                           Phrase::make("history.stage_completed"));
            changed = Change::State;
            continue;
        }
        // Production has no step to report; its "duration" is the time to maintenance.
        if (rack.detail().summary().stage() == v1::LIFECYCLE_STAGE_PRODUCTION)
            break;
        // Report progress in whole percent so clients see a change only when it shows.
        const float shown = float(std::floor(progress * 100.0) / 100.0);
        auto *summary = rack.mutable_detail()->mutable_summary();
        if (shown != summary->step_progress()) {
            summary->set_step_progress(shown);
            v1::LocalizedText text = stepText(rack, progress);
            if (text.english() != summary->step_description())
                setStep(rack, std::move(text));
            if (changed == Change::None)
                changed = Change::Progress;
        }
        break;
    }
    return changed;
}

} // namespace rackops::sim
