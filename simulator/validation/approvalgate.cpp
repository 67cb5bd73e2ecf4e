#include "validation/approvalgate.h"

#include "core/rackparts.h"
#include "core/firmwarecatalogue.h"
#include "phrase/phrase.h"
#include "core/simrandom.h"
#include "validation/validationbaselines.h"
#include "artifacts/verdictrules.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace rackops::sim {

namespace {

v1::ApprovalCriterion criterion(const char *id, v1::LocalizedText name, v1::LocalizedText measured,
                                v1::LocalizedText threshold, bool pass, bool overridable = true)
{
    v1::ApprovalCriterion c;
    c.set_id(id);
    c.set_name(name.english());
    c.set_measured(measured.english());
    c.set_threshold(threshold.english());
    *c.mutable_name_text() = std::move(name);
    *c.mutable_measured_text() = std::move(measured);
    *c.mutable_threshold_text() = std::move(threshold);
    c.set_verdict(pass ? v1::APPROVAL_CRITERION_VERDICT_PASS : v1::APPROVAL_CRITERION_VERDICT_FAIL);
    c.set_overridable(overridable);
    return c;
}

v1::LocalizedText notRun()
{
    return Phrase::make("criterion.not_run");
}

void setMeasured(v1::ApprovalCriterion &c, v1::LocalizedText text)
{
    c.set_measured(text.english());
    *c.mutable_measured_text() = std::move(text);
}

bool isNccl(v1::ValidationSuiteKind kind)
{
    return kind == v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE
        || (kind >= v1::VALIDATION_SUITE_KIND_NCCL_ALL_GATHER && kind <= v1::VALIDATION_SUITE_KIND_NCCL_HYPERCUBE);
}

// A verdict on the hardware. A tool error, a skipped or a not-run test says nothing about it,
// so such a suite is no evidence and the criterion looks further back.
bool judgesHardware(v1::ValidationVerdict verdict)
{
    return verdict == v1::VALIDATION_VERDICT_PASS || verdict == v1::VALIDATION_VERDICT_WARN
        || verdict == v1::VALIDATION_VERDICT_FAIL;
}

// One suite of an imported run.
struct ImportedSuite {
    const SimValidationRecord *run = nullptr;
    const v1::SuiteResult *suite = nullptr;
};

// The runs the criteria judge: the simulated run the rack's measured evidence comes from, and
// per suite kind the newest imported suite since the rack's newest simulated run.
struct RunEvidence {
    const SimValidationRecord *simulated = nullptr;
    std::map<v1::ValidationSuiteKind, ImportedSuite> newestImported;

    const ImportedSuite *imported(v1::ValidationSuiteKind kind) const
    {
        const auto it = newestImported.find(kind);
        return it == newestImported.end() ? nullptr : &it->second;
    }
};

RunEvidence runEvidence(const SimRack &rack)
{
    RunEvidence evidence;
    const auto &runs = rack.validation_runs(); // oldest first
    // With measured evidence, the round began with the completed run it came from; without,
    // with the newest simulated run (one under way, or one the rack failed in).
    int since = 0;
    for (int i = runs.size() - 1; i >= 0; --i) {
        const SimValidationRecord &run = runs[i];
        if (run.source() != v1::VALIDATION_RUN_SOURCE_SIMULATED)
            continue;
        if (rack.has_gate() && run.state() != v1::VALIDATION_RUN_STATE_COMPLETED)
            continue;
        since = i + 1;
        if (rack.has_gate())
            evidence.simulated = &run;
        break;
    }
    for (int i = since; i < runs.size(); ++i) {
        const SimValidationRecord &run = runs[i];
        if (run.source() != v1::VALIDATION_RUN_SOURCE_IMPORTED || run.state() != v1::VALIDATION_RUN_STATE_COMPLETED)
            continue;
        for (const auto &suite : run.imported().suites()) {
            if (judgesHardware(suite.verdict()))
                evidence.newestImported[suite.kind()] = {&run, &suite};
        }
    }
    return evidence;
}

// "FAIL in imported run R-v004", with the collective named when it is not all-reduce.
v1::LocalizedText importedText(const ImportedSuite &imported)
{
    const v1::SuiteResult &suite = *imported.suite;
    const auto verdict = Phrase::text(VerdictRules::phrase(suite.verdict()));
    if (isNccl(suite.kind()) && suite.kind() != v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE && suite.has_nccl()
        && !suite.nccl().collective().empty())
        return Phrase::make("criterion.imported_collective",
                            {Phrase::id(suite.nccl().collective()), verdict, Phrase::id(imported.run->id())});
    return Phrase::make("criterion.imported_run", {verdict, Phrase::id(imported.run->id())});
}

// A criterion judged by an imported suite: the tool's verdict after our baselines (a WARN is
// within the gate's share of the baseline, a FAIL is not or found wrong results), overridable
// like a marginal measurement of ours.
v1::ApprovalCriterion judgedByImport(v1::ApprovalCriterion c, const ImportedSuite &imported)
{
    c.set_verdict(imported.suite->verdict() == v1::VALIDATION_VERDICT_FAIL ? v1::APPROVAL_CRITERION_VERDICT_FAIL
                                                                           : v1::APPROVAL_CRITERION_VERDICT_PASS);
    c.set_overridable(true);
    c.set_evidence_run_id(imported.run->id());
    setMeasured(c, importedText(imported));
    const v1::LocalizedText summary = imported.suite->has_summary_text() ? imported.suite->summary_text()
                                                                         : Phrase::verbatim(imported.suite->summary());
    c.set_detail(summary.english());
    *c.mutable_detail_text() = summary;
    return c;
}

// "a, b, c and 2 more": the first few names, so a criterion's line stays readable.
v1::LocalizedText namedList(const std::vector<v1::LocalizedText> &names)
{
    const auto count = std::int64_t(names.size());
    v1::LocalizedText list = names.front();
    const std::int64_t shown = std::min<std::int64_t>(count, ApprovalGate::kNamedBlockers);
    for (std::int64_t i = 1; i < shown; ++i)
        list = Phrase::make("list.comma", {Phrase::text(std::move(list)), Phrase::text(names[size_t(i)])});
    if (count > shown)
        list = Phrase::make("summary.and_more", {Phrase::text(std::move(list)), Phrase::integer(count - shown)});
    return list;
}

// What keeps the rack out of production whatever anyone signs: its open blocking alerts
// (newest first, as the alert book lists them) and its critical parts, each named.
v1::ApprovalCriterion noCritical(const SimRack &rack, const std::vector<v1::Alert> &openAlerts)
{
    const std::string &rackId = rack.detail().summary().rack_id();
    std::vector<v1::LocalizedText> names;
    std::string alertIds;
    for (const v1::Alert &alert : openAlerts) {
        if (alert.rack_id() != rackId || !ApprovalGate::blocks(alert))
            continue;
        names.push_back(alert.has_summary_text() ? alert.summary_text() : Phrase::verbatim(alert.summary()));
        alertIds += (alertIds.empty() ? "" : ", ") + alert.id();
    }
    for (const auto &component : rack.detail().components()) {
        if (component.health() == v1::HEALTH_CRITICAL)
            names.push_back(Phrase::make("criterion.critical_part", {Phrase::id(RackParts::id(component))}));
    }
    const auto count = std::int64_t(names.size());
    v1::LocalizedText measured = Phrase::make("criterion.open", {Phrase::integer(0)});
    if (count > 0)
        measured = Phrase::make("criterion.open_named", {Phrase::integer(count), Phrase::text(namedList(names))});
    // A leak or a critical part is never overridden: a second signature does not make it safe.
    auto c = criterion("no_critical", Phrase::make("criterion.no_critical"), std::move(measured),
                       Phrase::make("criterion.open", {Phrase::integer(0)}), count == 0, false);
    if (!alertIds.empty()) {
        auto detail = Phrase::make("criterion.open_alerts", {Phrase::id(alertIds)});
        c.set_detail(detail.english());
        *c.mutable_detail_text() = std::move(detail);
    }
    return c;
}

// What the approver should read before signing, though it keeps no rack out: the round's run
// that ended with warnings (the board shows "Warning" beside the rack), imported suites that
// warned and no other criterion judges, and the rack's open warnings. Met with a warning, never
// a blocker: the gate once said "every criterion is met" over all of these.
v1::ApprovalCriterion noWarning(const SimRack &rack, const RunEvidence &runs, const std::vector<v1::Alert> &openAlerts)
{
    const std::string &rackId = rack.detail().summary().rack_id();
    std::vector<v1::LocalizedText> names;
    std::string evidenceRunId;
    if (runs.simulated && runs.simulated->verdict() == v1::VALIDATION_VERDICT_WARN) {
        names.push_back(Phrase::make("criterion.run_warned", {Phrase::id(runs.simulated->id())}));
        evidenceRunId = runs.simulated->id();
    }
    for (const auto &[kind, imported] : runs.newestImported) {
        const bool judgedElsewhere =
            kind == v1::VALIDATION_SUITE_KIND_DCGM_DIAG || kind == v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE;
        if (judgedElsewhere || imported.suite->verdict() != v1::VALIDATION_VERDICT_WARN)
            continue;
        names.push_back(importedText(imported));
        if (evidenceRunId.empty())
            evidenceRunId = imported.run->id();
    }
    std::string alertIds;
    for (const v1::Alert &alert : openAlerts) {
        if (alert.rack_id() != rackId || alert.state() == v1::ALERT_STATE_RESOLVED || ApprovalGate::blocks(alert)
            || alert.severity() != v1::ALERT_SEVERITY_WARNING)
            continue;
        names.push_back(alert.has_summary_text() ? alert.summary_text() : Phrase::verbatim(alert.summary()));
        alertIds += (alertIds.empty() ? "" : ", ") + alert.id();
    }
    const auto count = std::int64_t(names.size());
    auto c = criterion(
        "no_warning", Phrase::make("criterion.no_warning"),
        count == 0 ? Phrase::make("criterion.none")
                   : Phrase::make("criterion.to_read_named", {Phrase::integer(count), Phrase::text(namedList(names))}),
        Phrase::make("criterion.warnings_do_not_block"), true);
    if (count > 0)
        c.set_verdict(v1::APPROVAL_CRITERION_VERDICT_WARN);
    c.set_evidence_run_id(evidenceRunId);
    if (!alertIds.empty()) {
        auto detail = Phrase::make("criterion.open_alerts", {Phrase::id(alertIds)});
        c.set_detail(detail.english());
        *c.mutable_detail_text() = std::move(detail);
    }
    return c;
}

} // namespace

bool ApprovalGate::met(const v1::ApprovalCriterion &criterion)
{
    return criterion.verdict() == v1::APPROVAL_CRITERION_VERDICT_PASS
        || criterion.verdict() == v1::APPROVAL_CRITERION_VERDICT_WARN;
}

GateEvidence ApprovalGate::measure(SimRack &rack)
{
    std::uint64_t state = rack.rng_state();
    SimRandom rng(state);
    GateEvidence e;
    e.set_dcgm_passed(true);
    e.set_dcgm_gpus_passed(72);
    const double baseline = ValidationBaselines::ncclBaselineAvgBusBw();
    e.set_nccl_baseline_gbps(baseline);
    e.set_nccl_busbw_gbps(baseline * (0.965 + 0.03 * rng.uniform()));
    e.set_workload_ratio(0.98 + 0.04 * rng.uniform());
    e.set_delta_t_variation_k(0.3 + 0.5 * rng.uniform());
    // About one rack in seven is marginal on one criterion: what overrides are for.
    if (rng.chance(0.15)) {
        switch (rng.range(0, 2)) {
        case 0: e.set_nccl_busbw_gbps(baseline * (0.90 + 0.045 * rng.uniform())); break;
        case 1: e.set_workload_ratio(0.93 + 0.035 * rng.uniform()); break;
        default: e.set_delta_t_variation_k(1.1 + 0.6 * rng.uniform()); break;
        }
    }
    rack.set_rng_state(state);
    return e;
}

bool ApprovalGate::blocks(const v1::Alert &alert)
{
    if (alert.state() == v1::ALERT_STATE_RESOLVED || alert.rack_id().empty())
        return false;
    // Stale cooling is raised as a warning, yet a rack whose CDU is silent has nobody watching
    // its leak detectors: it cannot be called safe.
    return alert.severity() == v1::ALERT_SEVERITY_CRITICAL || alert.condition_key().rfind("cooling/stale/", 0) == 0;
}

bool ApprovalGate::weighs(const v1::Alert &alert)
{
    return blocks(alert)
        || (alert.state() != v1::ALERT_STATE_RESOLVED && !alert.rack_id().empty()
            && alert.severity() == v1::ALERT_SEVERITY_WARNING);
}

std::vector<v1::ApprovalCriterion> ApprovalGate::evaluate(const SimRack &rack, const std::vector<v1::Alert> &openAlerts)
{
    const GateEvidence &e = rack.gate();
    const bool measured = rack.has_gate();
    const RunEvidence runs = runEvidence(rack);
    std::vector<v1::ApprovalCriterion> criteria;
    // A criterion never measured has no evidence to weigh: an override is a second signature on a
    // marginal measurement, never a substitute for one, so "not run" is Missing and not overridable.
    const auto unmeasuredIsMissing = [measured](v1::ApprovalCriterion &c) {
        if (!measured) {
            c.set_verdict(v1::APPROVAL_CRITERION_VERDICT_MISSING);
            c.set_overridable(false);
        }
        return c;
    };
    // The simulated figures name the run they come from.
    const auto fromSimulatedRun = [&runs](v1::ApprovalCriterion &c) {
        if (!runs.simulated || c.verdict() == v1::APPROVAL_CRITERION_VERDICT_MISSING)
            return;
        c.set_evidence_run_id(runs.simulated->id());
        setMeasured(
            c, Phrase::make("criterion.in_run", {Phrase::text(c.measured_text()), Phrase::id(runs.simulated->id())}));
    };

    const ImportedSuite *dcgmImport = runs.imported(v1::VALIDATION_SUITE_KIND_DCGM_DIAG);
    if (dcgmImport) {
        criteria.push_back(
            judgedByImport(criterion("dcgm_diag", Phrase::make("criterion.dcgm"), {},
                                     Phrase::make("criterion.all_gpus_pass", {Phrase::integer(72)}), false),
                           *dcgmImport));
    } else {
        auto dcgm = criterion(
            "dcgm_diag", Phrase::make("criterion.dcgm"),
            measured ? Phrase::make("criterion.gpus_pass", {Phrase::integer(e.dcgm_gpus_passed()), Phrase::integer(72)})
                     : notRun(),
            Phrase::make("criterion.all_gpus_pass", {Phrase::integer(72)}), measured && e.dcgm_passed());
        unmeasuredIsMissing(dcgm);
        fromSimulatedRun(dcgm);
        criteria.push_back(std::move(dcgm));
    }

    const double nccl = e.nccl_busbw_gbps();
    // Before a run the rack has no baseline of its own: the fleet's is what it will be held to.
    const double baseline = measured ? e.nccl_baseline_gbps() : ValidationBaselines::ncclBaselineAvgBusBw();
    const double ncclMin = baseline * kNcclShareOfBaseline;
    const auto ncclThreshold =
        Phrase::make("criterion.at_least_of_baseline",
                     {Phrase::quantity(ncclMin, "GB/s", 0), Phrase::quantity(kNcclShareOfBaseline * 100.0, "%", 0)});
    v1::ApprovalCriterion ncclC;
    if (const ImportedSuite *allReduce = runs.imported(v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE)) {
        ncclC = judgedByImport(criterion("nccl_avg_busbw", Phrase::make("criterion.nccl"), {}, ncclThreshold, false),
                               *allReduce);
        if (allReduce->suite->has_nccl() && allReduce->suite->nccl().sizes_size() > 0)
            ncclC.set_measured_value(allReduce->suite->nccl().avg_busbw_gb_per_s());
    } else {
        ncclC = criterion("nccl_avg_busbw", Phrase::make("criterion.nccl"),
                          measured ? Phrase::make("criterion.value", {Phrase::quantity(nccl, "GB/s", 0)}) : notRun(),
                          ncclThreshold, measured && nccl >= ncclMin);
        if (measured)
            ncclC.set_measured_value(nccl);
        unmeasuredIsMissing(ncclC);
        fromSimulatedRun(ncclC);
    }
    ncclC.set_threshold_value(ncclMin);
    ncclC.set_unit("GB/s");
    // The other collectives come only from imports; the newest of each that failed fails the fabric too.
    for (const auto &[kind, imported] : runs.newestImported) {
        if (kind == v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE || !isNccl(kind)
            || imported.suite->verdict() != v1::VALIDATION_VERDICT_FAIL)
            continue;
        v1::LocalizedText failed = importedText(imported);
        if (ncclC.verdict() == v1::APPROVAL_CRITERION_VERDICT_PASS) {
            ncclC.set_verdict(v1::APPROVAL_CRITERION_VERDICT_FAIL);
            ncclC.set_evidence_run_id(imported.run->id());
            ncclC.clear_measured_value();
            setMeasured(ncclC, std::move(failed));
        } else {
            setMeasured(
                ncclC,
                Phrase::make("list.then", {Phrase::text(ncclC.measured_text()), Phrase::text(std::move(failed))}));
        }
    }
    criteria.push_back(std::move(ncclC));

    auto workload = criterion(
        "workload_throughput", Phrase::make("criterion.workload"),
        measured ? Phrase::make("criterion.of_fleet_baseline", {Phrase::quantity(e.workload_ratio() * 100.0, "%", 1)})
                 : notRun(),
        Phrase::make("criterion.at_least_of_fleet_baseline",
                     {Phrase::quantity(kWorkloadShareOfBaseline * 100.0, "%", 1)}),
        measured && e.workload_ratio() >= kWorkloadShareOfBaseline);
    if (measured)
        workload.set_measured_value(e.workload_ratio() * 100.0);
    workload.set_threshold_value(kWorkloadShareOfBaseline * 100.0);
    workload.set_unit("%");
    unmeasuredIsMissing(workload);
    fromSimulatedRun(workload);
    criteria.push_back(std::move(workload));

    int parts = 0;
    int asExpected = 0;
    for (int i = 0; i < rack.detail().components_size(); ++i) {
        ++parts;
        asExpected += FirmwareCatalogue::asExpected(rack, i) ? 1 : 0;
    }
    criteria.push_back(
        criterion("firmware_match", Phrase::make("criterion.firmware"),
                  Phrase::make("criterion.parts_of", {Phrase::integer(asExpected), Phrase::integer(parts)}),
                  Phrase::make("criterion.all_parts"), asExpected == parts));

    auto cooling = criterion(
        "cooling_stable", Phrase::make("criterion.cooling"),
        measured ? Phrase::make("criterion.swing", {Phrase::quantity(e.delta_t_variation_k(), "K", 1)}) : notRun(),
        Phrase::make("criterion.at_most", {Phrase::quantity(kMaxDeltaTVariationK, "K", 1)}),
        measured && e.delta_t_variation_k() <= kMaxDeltaTVariationK);
    if (measured)
        cooling.set_measured_value(e.delta_t_variation_k());
    cooling.set_threshold_value(kMaxDeltaTVariationK);
    cooling.set_unit("K");
    unmeasuredIsMissing(cooling);
    fromSimulatedRun(cooling);
    criteria.push_back(std::move(cooling));

    criteria.push_back(noCritical(rack, openAlerts));
    criteria.push_back(noWarning(rack, runs, openAlerts));
    return criteria;
}

bool ApprovalGate::allPass(const std::vector<v1::ApprovalCriterion> &criteria)
{
    return std::all_of(criteria.cbegin(), criteria.cend(), met);
}

bool ApprovalGate::overridable(const std::vector<v1::ApprovalCriterion> &criteria)
{
    for (const auto &c : criteria) {
        if (!met(c) && !c.overridable())
            return false;
    }
    return true;
}

} // namespace rackops::sim
