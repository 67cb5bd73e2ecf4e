#include "validation/validationrecorder.h"

#include "validation/approvalgate.h"
#include "phrase/phrase.h"
#include "validation/validationbaselines.h"
#include "validation/validationrunbuilder.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <cstdio>

namespace rackops::sim {

using namespace rackops::v1;

namespace {

// The planned fault, as it bends the figures validation draws.
void applyFault(const ValidationFault &fault, GateEvidence &evidence)
{
    if (fault.kind() == ValidationFault::KIND_THERMAL_THROTTLE)
        evidence.set_workload_ratio(1.0 - (0.06 + 0.09 * fault.severity()));
}

// Why the lifecycle ran it, in English and as a phrase for the operator's language.
void sayReason(SimValidationRecord &record, v1::LocalizedText text)
{
    record.set_reason(text.english());
    *record.mutable_reason_text() = std::move(text);
}

} // namespace

std::string ValidationRecorder::nextRunId(SimRack &rack)
{
    rack.set_validation_sequence(rack.validation_sequence() + 1);
    char suffix[16];
    std::snprintf(suffix, sizeof suffix, "-v%03d", rack.validation_sequence());
    return rack.detail().summary().rack_id() + suffix;
}

SimValidationRecord &ValidationRecorder::append(SimRack &rack, SimValidationRecord record)
{
    auto *runs = rack.mutable_validation_runs();
    if (runs->size() >= kRunsKept)
        runs->DeleteSubrange(0, runs->size() - kRunsKept + 1);
    *runs->Add() = std::move(record);
    return *runs->rbegin();
}

void ValidationRecorder::complete(SimRack &rack, SimValidationRecord &record)
{
    record.set_state(VALIDATION_RUN_STATE_COMPLETED);
    if (record.source() == VALIDATION_RUN_SOURCE_IMPORTED) {
        record.set_verdict(record.imported().verdict());
    } else {
        // Verdicts only: generating a warm fleet of 10,000 racks records thousands of runs.
        const auto outcome = ValidationRunBuilder::outcome(record);
        record.set_verdict(outcome.verdict);
        *record.mutable_measured() = outcome.measured;
    }
    auto *summary = rack.mutable_detail()->mutable_summary();
    summary->set_validation_verdict(record.verdict());
    summary->set_validation_run_id(record.id());
}

SimValidationRecord *ValidationRecorder::runningLifecycleRun(SimRack &rack)
{
    auto *runs = rack.mutable_validation_runs();
    if (runs->empty())
        return nullptr;
    SimValidationRecord &last = *runs->rbegin();
    const bool lifecycle = last.source() == VALIDATION_RUN_SOURCE_SIMULATED && last.operation_id().empty();
    return lifecycle && last.state() == VALIDATION_RUN_STATE_RUNNING ? &last : nullptr;
}

void ValidationRecorder::startLifecycleRun(SimRack &rack, std::int64_t startedMs)
{
    SimValidationRecord record;
    record.set_id(nextRunId(rack));
    record.set_source(VALIDATION_RUN_SOURCE_SIMULATED);
    record.set_state(VALIDATION_RUN_STATE_RUNNING);
    record.set_started_ms(startedMs);
    record.set_dcgm_level(3);
    record.set_rack_revision(rack.detail().summary().state_revision());
    sayReason(record, Phrase::make("run.lifecycle"));
    record.mutable_requested_by()->set_name("lifecycle-controller");
    record.mutable_requested_by()->set_automated(true);
    append(rack, std::move(record));
}

void ValidationRecorder::recordLifecycleRun(SimRack &rack, std::int64_t startedMs, std::int64_t finishedMs,
                                            bool faulted)
{
    if (!runningLifecycleRun(rack))
        startLifecycleRun(rack, startedMs);
    SimValidationRecord &record = *runningLifecycleRun(rack);
    record.set_finished_ms(finishedMs);
    if (faulted)
        sayReason(record, Phrase::make("run.lifecycle_fault"));
    *record.mutable_evidence() = rack.has_gate() && !faulted ? rack.gate() : ApprovalGate::measure(rack);
    record.set_seed(rack.rng_state() ^ std::uint64_t(finishedMs));
    if (faulted) {
        *record.mutable_fault() = rack.validation_fault();
        applyFault(record.fault(), *record.mutable_evidence());
    }
    complete(rack, record);
    if (!faulted)
        *rack.mutable_gate() = record.measured();
}

void ValidationRecorder::cancelLifecycleRun(SimRack &rack, std::int64_t atMs)
{
    if (SimValidationRecord *record = runningLifecycleRun(rack)) {
        record->set_state(VALIDATION_RUN_STATE_CANCELLED);
        record->set_finished_ms(atMs);
        sayReason(*record, Phrase::make("run.lifecycle_left"));
    }
}

const SimValidationRecord &ValidationRecorder::startRun(SimRack &rack, const Actor &actor,
                                                        const std::string &operationId, const std::string &reason,
                                                        int dcgmLevel, std::int64_t nowMs)
{
    SimValidationRecord record;
    record.set_id(nextRunId(rack));
    record.set_source(VALIDATION_RUN_SOURCE_SIMULATED);
    record.set_state(VALIDATION_RUN_STATE_RUNNING);
    record.set_started_ms(nowMs);
    record.set_dcgm_level(dcgmLevel > 0 ? dcgmLevel : 3);
    record.set_rack_revision(rack.detail().summary().state_revision());
    record.set_reason(reason);
    *record.mutable_requested_by() = actor;
    record.set_operation_id(operationId);
    return append(rack, std::move(record));
}

const SimValidationRecord *ValidationRecorder::finishRun(SimRack &rack, const std::string &runId, std::int64_t endMs)
{
    for (auto &record : *rack.mutable_validation_runs()) {
        if (record.id() != runId || record.state() != VALIDATION_RUN_STATE_RUNNING)
            continue;
        record.set_finished_ms(endMs);
        *record.mutable_evidence() = ApprovalGate::measure(rack);
        record.set_seed(rack.rng_state() ^ std::uint64_t(endMs));
        // A fault that is still in the rack shows again in a new run.
        bool critical = false;
        for (const auto &component : rack.detail().components())
            critical = critical || component.health() == HEALTH_CRITICAL;
        if (critical && rack.validation_fault().kind() != ValidationFault::KIND_NONE) {
            *record.mutable_fault() = rack.validation_fault();
            applyFault(record.fault(), *record.mutable_evidence());
        }
        complete(rack, record);
        if (rack.detail().summary().stage() == LIFECYCLE_STAGE_AWAITING_APPROVAL)
            *rack.mutable_gate() = record.measured();
        return &record;
    }
    return nullptr;
}

const SimValidationRecord &ValidationRecorder::addImported(SimRack &rack, const ValidationRun &run, std::int64_t nowMs)
{
    SimValidationRecord record;
    record.set_id(nextRunId(rack));
    record.set_source(VALIDATION_RUN_SOURCE_IMPORTED);
    record.set_started_ms(
        run.has_started_at() ? google::protobuf::util::TimeUtil::TimestampToMilliseconds(run.started_at()) : nowMs);
    record.set_finished_ms(nowMs);
    record.set_rack_revision(rack.detail().summary().state_revision());
    record.set_reason(run.reason());
    *record.mutable_requested_by() = run.requested_by();
    *record.mutable_imported() = run;
    SimValidationRecord &stored = append(rack, std::move(record));
    complete(rack, stored);
    return stored;
}

const SimValidationRecord *ValidationRecorder::find(const SimRack &rack, const std::string &runId)
{
    for (const auto &record : rack.validation_runs()) {
        if (record.id() == runId)
            return &record;
    }
    return nullptr;
}

std::string ValidationRecorder::previousRunId(const SimRack &rack, const std::string &runId)
{
    std::string previous;
    for (const auto &record : rack.validation_runs()) {
        if (record.id() == runId)
            return previous;
        previous = record.id();
    }
    return {};
}

} // namespace rackops::sim
