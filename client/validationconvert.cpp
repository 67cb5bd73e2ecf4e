#include "validationconvert.h"

#include "commonconvert.h"

#include "rackops/v1/validation.pb.h"

namespace rackops {

namespace {

ValidationSuiteKind suiteKind(int value)
{
    switch (value) {
    case v1::VALIDATION_SUITE_KIND_DCGM_DIAG: return ValidationSuiteKind::DcgmDiag;
    case v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE: return ValidationSuiteKind::NcclAllReduce;
    case v1::VALIDATION_SUITE_KIND_WORKLOAD: return ValidationSuiteKind::Workload;
    case v1::VALIDATION_SUITE_KIND_STORAGE_READ: return ValidationSuiteKind::StorageRead;
    case v1::VALIDATION_SUITE_KIND_NCCL_ALL_GATHER: return ValidationSuiteKind::NcclAllGather;
    case v1::VALIDATION_SUITE_KIND_NCCL_REDUCE_SCATTER: return ValidationSuiteKind::NcclReduceScatter;
    case v1::VALIDATION_SUITE_KIND_NCCL_ALLTOALL: return ValidationSuiteKind::NcclAlltoall;
    case v1::VALIDATION_SUITE_KIND_NCCL_SENDRECV: return ValidationSuiteKind::NcclSendRecv;
    case v1::VALIDATION_SUITE_KIND_NCCL_BROADCAST: return ValidationSuiteKind::NcclBroadcast;
    case v1::VALIDATION_SUITE_KIND_NCCL_REDUCE: return ValidationSuiteKind::NcclReduce;
    case v1::VALIDATION_SUITE_KIND_NCCL_GATHER: return ValidationSuiteKind::NcclGather;
    case v1::VALIDATION_SUITE_KIND_NCCL_SCATTER: return ValidationSuiteKind::NcclScatter;
    case v1::VALIDATION_SUITE_KIND_NCCL_HYPERCUBE: return ValidationSuiteKind::NcclHypercube;
    default: return ValidationSuiteKind::Unknown;
    }
}

ValidationRunInfo::State state(int value)
{
    switch (value) {
    case v1::VALIDATION_RUN_STATE_QUEUED: return ValidationRunInfo::State::Queued;
    case v1::VALIDATION_RUN_STATE_RUNNING: return ValidationRunInfo::State::Running;
    case v1::VALIDATION_RUN_STATE_COMPLETED: return ValidationRunInfo::State::Completed;
    case v1::VALIDATION_RUN_STATE_CANCELLED: return ValidationRunInfo::State::Cancelled;
    case v1::VALIDATION_RUN_STATE_ERROR: return ValidationRunInfo::State::Error;
    default: return ValidationRunInfo::State::Unknown;
    }
}

ValidationRunInfo::Source source(int value)
{
    switch (value) {
    case v1::VALIDATION_RUN_SOURCE_SIMULATED: return ValidationRunInfo::Source::Simulated;
    case v1::VALIDATION_RUN_SOURCE_IMPORTED: return ValidationRunInfo::Source::Imported;
    case v1::VALIDATION_RUN_SOURCE_EXECUTED: return ValidationRunInfo::Source::Executed;
    default: return ValidationRunInfo::Source::Unknown;
    }
}

template<typename Message>
std::optional<double> optionalDouble(const Message &m, bool (Message::*has)() const, double (Message::*get)() const)
{
    return (m.*has)() ? std::optional<double>((m.*get)()) : std::nullopt;
}

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

QList<ArtifactProblem> problems(const google::protobuf::RepeatedPtrField<v1::ArtifactIssue> &issues)
{
    QList<ArtifactProblem> out;
    for (const auto &issue : issues)
        out << ArtifactProblem {issue.line(), text(issue.field()),
                                issue.has_message_text()
                                    ? CommonConvert::said(CommonConvert::text(issue.message_text()), issue.message())
                                    : text(issue.message())};
    return out;
}

} // namespace

ValidationVerdict ValidationConvert::verdict(int value)
{
    switch (value) {
    case v1::VALIDATION_VERDICT_PASS: return ValidationVerdict::Pass;
    case v1::VALIDATION_VERDICT_WARN: return ValidationVerdict::Warn;
    case v1::VALIDATION_VERDICT_FAIL: return ValidationVerdict::Fail;
    case v1::VALIDATION_VERDICT_SKIP: return ValidationVerdict::Skip;
    case v1::VALIDATION_VERDICT_NOT_RUN: return ValidationVerdict::NotRun;
    case v1::VALIDATION_VERDICT_TOOL_ERROR: return ValidationVerdict::ToolError;
    case v1::VALIDATION_VERDICT_NOT_TESTED: return ValidationVerdict::NotTested;
    case v1::VALIDATION_VERDICT_NOT_CHECKED: return ValidationVerdict::NotChecked;
    case v1::VALIDATION_VERDICT_UNSPECIFIED: return ValidationVerdict::None;
    default: return ValidationVerdict::Unknown; // from a newer server: shown, never read as a pass
    }
}

ValidationRunInfo ValidationConvert::run(const v1::ValidationRun &m, bool detailed)
{
    ValidationRunInfo r;
    r.id = text(m.id());
    r.rackId = text(m.rack_id());
    r.state = state(m.state());
    r.source = source(m.source());
    r.verdict = verdict(m.verdict());
    r.startedMs = m.has_started_at() ? CommonConvert::toMs(m.started_at()) : 0;
    r.finishedMs = m.has_finished_at() ? CommonConvert::toMs(m.finished_at()) : 0;
    r.requestedBy = text(m.requested_by().name());
    r.operationId = text(m.operation_id());
    r.previousRunId = text(m.previous_run_id());
    r.reason = CommonConvert::said(CommonConvert::text(m.reason_text()), m.reason());
    r.artifactFileName = text(m.artifact().file_name());
    r.artifactFormat = m.artifact().has_detected_version_text() ? CommonConvert::said(
                           CommonConvert::text(m.artifact().detected_version_text()), m.artifact().detected_version())
                                                                : text(m.artifact().detected_version());
    r.artifactSha256 = text(m.artifact().sha256());
    r.detailed = detailed;
    for (const auto &s : m.suites()) {
        ValidationSuiteResult suite;
        suite.kind = suiteKind(s.kind());
        suite.kindValue = s.kind();
        suite.verdict = verdict(s.verdict());
        suite.startedMs = s.has_started_at() ? CommonConvert::toMs(s.started_at()) : 0;
        suite.finishedMs = s.has_finished_at() ? CommonConvert::toMs(s.finished_at()) : 0;
        suite.dcgmLevel = s.dcgm_level();
        // In the console's language where the backend said it as a phrase; as sent where not.
        suite.summary = s.has_summary_text() ? CommonConvert::said(CommonConvert::text(s.summary_text()), s.summary())
                                             : text(s.summary());
        suite.toolVersion = CommonConvert::said(CommonConvert::text(s.tool_version_text()), s.tool_version());
        for (const auto &t : s.tests()) {
            ValidationTestResult test;
            test.name = text(t.name());
            test.category = text(t.category());
            test.level = t.level();
            test.verdict = verdict(t.verdict());
            test.failureText = text(t.failure_text());
            for (const auto &w : t.warnings())
                test.warnings << text(w);
            test.entities.reserve(t.entities_size());
            for (const auto &e : t.entities()) {
                ValidationEntityResult entity;
                entity.gpuIndex = e.entity_kind() == v1::VALIDATION_ENTITY_KIND_GPU ? e.gpu_index() : -1;
                entity.entityId = text(e.entity_id());
                entity.measured = optionalDouble(e, &v1::EntityResult::has_measured, &v1::EntityResult::measured);
                entity.baseline = optionalDouble(e, &v1::EntityResult::has_baseline, &v1::EntityResult::baseline);
                entity.threshold = optionalDouble(e, &v1::EntityResult::has_threshold, &v1::EntityResult::threshold);
                entity.fleetMedian =
                    optionalDouble(e, &v1::EntityResult::has_fleet_median, &v1::EntityResult::fleet_median);
                entity.unit = text(e.unit());
                entity.lowerIsBetter = e.direction() == v1::METRIC_DIRECTION_LOWER_IS_BETTER;
                entity.verdict = verdict(e.verdict());
                entity.failureText = text(e.failure_text());
                entity.failureCode = text(e.failure_code());
                entity.serial = text(e.serial());
                entity.deviceId = text(e.device_id());
                test.entities << entity;
            }
            suite.tests << test;
        }
        const auto &n = s.nccl();
        suite.nccl.ranks = n.ranks();
        suite.nccl.collective = text(n.collective());
        for (const auto &rank : n.rank_devices())
            suite.nccl.rankDevices << NcclRankDevice {rank.rank(), text(rank.host()), rank.device(),
                                                      text(rank.bus_id()), text(rank.device_name())};
        suite.nccl.avgBusBw = n.avg_busbw_gb_per_s();
        suite.nccl.baselineAvgBusBw = optionalDouble(n, &v1::NcclResult::has_baseline_avg_busbw_gb_per_s,
                                                     &v1::NcclResult::baseline_avg_busbw_gb_per_s);
        suite.nccl.thresholdAvgBusBw = optionalDouble(n, &v1::NcclResult::has_threshold_avg_busbw_gb_per_s,
                                                      &v1::NcclResult::threshold_avg_busbw_gb_per_s);
        suite.nccl.fleetMedianAvgBusBw = optionalDouble(n, &v1::NcclResult::has_fleet_median_avg_busbw_gb_per_s,
                                                        &v1::NcclResult::fleet_median_avg_busbw_gb_per_s);
        for (const auto &row : n.sizes()) {
            NcclSizeRow out;
            out.sizeBytes = row.size_bytes();
            out.busBw = row.out_of_place().busbw_gb_per_s();
            out.inPlaceBusBw = row.in_place().busbw_gb_per_s();
            out.timeUs = row.out_of_place().time_us();
            out.wrong = row.out_of_place().wrong() + row.in_place().wrong();
            out.baselineBusBw = optionalDouble(row, &v1::NcclSizeResult::has_baseline_busbw_gb_per_s,
                                               &v1::NcclSizeResult::baseline_busbw_gb_per_s);
            out.verdict = verdict(row.verdict());
            suite.nccl.rows << out;
        }
        r.suites << suite;
    }
    return r;
}

ArtifactImportOutcome ValidationConvert::importOutcome(const v1::ImportArtifactResponse &m)
{
    ArtifactImportOutcome outcome;
    outcome.warnings = problems(m.warnings());
    if (m.has_run()) {
        outcome.imported = true;
        outcome.run = run(m.run(), true);
    } else {
        outcome.errors = problems(m.failure().errors());
        const auto &failure = m.failure();
        outcome.detectedFormat = failure.has_detected_format_text()
            ? CommonConvert::said(CommonConvert::text(failure.detected_format_text()), failure.detected_format())
            : text(failure.detected_format());
        for (const std::string &candidate : failure.collective_candidates())
            outcome.collectiveCandidates << text(candidate);
    }
    return outcome;
}

} // namespace rackops
