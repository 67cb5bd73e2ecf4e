#include "approvalgate.h"

#include "firmwarecatalogue.h"
#include "phrase.h"
#include "simrandom.h"
#include "validationbaselines.h"

#include <cstdio>

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

} // namespace

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

std::vector<v1::ApprovalCriterion> ApprovalGate::evaluate(const SimRack &rack)
{
    const GateEvidence &e = rack.gate();
    const bool measured = rack.has_gate();
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

    auto dcgm = criterion("dcgm_diag", Phrase::make("criterion.dcgm"),
                          measured ? Phrase::make("criterion.gpus_pass",
                                                  {Phrase::integer(e.dcgm_gpus_passed()), Phrase::integer(72)})
                                   : notRun(),
                          Phrase::make("criterion.all_gpus_pass", {Phrase::integer(72)}), measured && e.dcgm_passed());
    criteria.push_back(unmeasuredIsMissing(dcgm));

    const double nccl = e.nccl_busbw_gbps();
    // Before a run the rack has no baseline of its own: the fleet's is what it will be held to.
    const double baseline = measured ? e.nccl_baseline_gbps() : ValidationBaselines::ncclBaselineAvgBusBw();
    const double ncclMin = baseline * kNcclShareOfBaseline;
    auto ncclC = criterion("nccl_avg_busbw", Phrase::make("criterion.nccl"),
                           measured ? Phrase::make("criterion.value", {Phrase::quantity(nccl, "GB/s", 0)}) : notRun(),
                           Phrase::make("criterion.at_least_of_baseline",
                                        {Phrase::quantity(ncclMin, "GB/s", 0),
                                         Phrase::quantity(kNcclShareOfBaseline * 100.0, "%", 0)}),
                           measured && nccl >= ncclMin);
    if (measured)
        ncclC.set_measured_value(nccl);
    ncclC.set_threshold_value(ncclMin);
    ncclC.set_unit("GB/s");
    criteria.push_back(unmeasuredIsMissing(ncclC));

    auto workload = criterion("workload_throughput", Phrase::make("criterion.workload"),
                              measured ? Phrase::make("criterion.of_fleet_baseline",
                                                      {Phrase::quantity(e.workload_ratio() * 100.0, "%", 1)})
                                       : notRun(),
                              Phrase::make("criterion.at_least_of_fleet_baseline",
                                           {Phrase::quantity(kWorkloadShareOfBaseline * 100.0, "%", 1)}),
                              measured && e.workload_ratio() >= kWorkloadShareOfBaseline);
    if (measured)
        workload.set_measured_value(e.workload_ratio() * 100.0);
    workload.set_threshold_value(kWorkloadShareOfBaseline * 100.0);
    workload.set_unit("%");
    criteria.push_back(unmeasuredIsMissing(workload));

    int parts = 0;
    int asExpected = 0;
    for (int i = 0; i < rack.detail().components_size(); ++i) {
        ++parts;
        asExpected += FirmwareCatalogue::asExpected(rack, i) ? 1 : 0;
    }
    criteria.push_back(criterion("firmware_match", Phrase::make("criterion.firmware"),
                                 Phrase::make("criterion.parts_of", {Phrase::integer(asExpected), Phrase::integer(parts)}),
                                 Phrase::make("criterion.all_parts"), asExpected == parts));

    auto cooling = criterion("cooling_stable", Phrase::make("criterion.cooling"),
                             measured ? Phrase::make("criterion.swing", {Phrase::quantity(e.delta_t_variation_k(), "K", 1)})
                                      : notRun(),
                             Phrase::make("criterion.at_most", {Phrase::quantity(kMaxDeltaTVariationK, "K", 1)}),
                             measured && e.delta_t_variation_k() <= kMaxDeltaTVariationK);
    if (measured)
        cooling.set_measured_value(e.delta_t_variation_k());
    cooling.set_threshold_value(kMaxDeltaTVariationK);
    cooling.set_unit("K");
    criteria.push_back(unmeasuredIsMissing(cooling));

    int critical = 0;
    for (const auto &component : rack.detail().components())
        critical += component.health() == v1::HEALTH_CRITICAL ? 1 : 0;
    // A leak or a critical part is never overridden: a second signature does not make it safe.
    criteria.push_back(criterion("no_critical", Phrase::make("criterion.no_critical"),
                                 Phrase::make("criterion.open", {Phrase::integer(critical)}),
                                 Phrase::make("criterion.open", {Phrase::integer(0)}), critical == 0, false));
    return criteria;
}

bool ApprovalGate::allPass(const std::vector<v1::ApprovalCriterion> &criteria)
{
    for (const auto &c : criteria) {
        if (c.verdict() != v1::APPROVAL_CRITERION_VERDICT_PASS)
            return false;
    }
    return true;
}

bool ApprovalGate::overridable(const std::vector<v1::ApprovalCriterion> &criteria)
{
    for (const auto &c : criteria) {
        if (c.verdict() != v1::APPROVAL_CRITERION_VERDICT_PASS && !c.overridable())
            return false;
    }
    return true;
}

} // namespace rackops::sim
