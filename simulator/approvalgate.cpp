#include "approvalgate.h"

#include "simrandom.h"
#include "validationbaselines.h"

#include <cstdio>

namespace rackops::sim {

namespace {


std::string number(const char *fmt, double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, fmt, value);
    return buffer;
}

v1::ApprovalCriterion criterion(const char *id, const char *name, std::string measured, std::string threshold,
                                bool pass, bool overridable = true)
{
    v1::ApprovalCriterion c;
    c.set_id(id);
    c.set_name(name);
    c.set_measured(std::move(measured));
    c.set_threshold(std::move(threshold));
    c.set_verdict(pass ? v1::APPROVAL_CRITERION_VERDICT_PASS : v1::APPROVAL_CRITERION_VERDICT_FAIL);
    c.set_overridable(overridable);
    return c;
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

    auto dcgm = criterion("dcgm_diag", "DCGM diagnostics, level 3",
                          measured ? std::to_string(e.dcgm_gpus_passed()) + " of 72 GPUs pass" : "not run",
                          "all 72 GPUs pass", measured && e.dcgm_passed());
    criteria.push_back(unmeasuredIsMissing(dcgm));

    const double nccl = e.nccl_busbw_gbps();
    // Before a run the rack has no baseline of its own: the fleet's is what it will be held to.
    const double baseline = measured ? e.nccl_baseline_gbps() : ValidationBaselines::ncclBaselineAvgBusBw();
    const double ncclMin = baseline * kNcclShareOfBaseline;
    auto ncclC = criterion("nccl_avg_busbw", "NCCL all-reduce bus bandwidth",
                           measured ? number("%.0f GB/s", nccl) : "not run",
                           number(">= %.0f GB/s (95 %% of baseline)", ncclMin), measured && nccl >= ncclMin);
    if (measured)
        ncclC.set_measured_value(nccl);
    ncclC.set_threshold_value(ncclMin);
    ncclC.set_unit("GB/s");
    criteria.push_back(unmeasuredIsMissing(ncclC));

    auto workload = criterion("workload_throughput", "Full-rack workload throughput",
                              measured ? number("%.1f %% of fleet baseline", e.workload_ratio() * 100.0) : "not run",
                              ">= 97.0 % of fleet baseline", measured && e.workload_ratio() >= kWorkloadShareOfBaseline);
    if (measured)
        workload.set_measured_value(e.workload_ratio() * 100.0);
    workload.set_threshold_value(kWorkloadShareOfBaseline * 100.0);
    workload.set_unit("%");
    criteria.push_back(unmeasuredIsMissing(workload));

    int parts = 0;
    int asExpected = 0;
    for (const auto &component : rack.detail().components()) {
        ++parts;
        bool ok = true;
        for (const auto &fw : component.firmware())
            ok = ok && fw.actual() == fw.expected();
        asExpected += ok ? 1 : 0;
    }
    criteria.push_back(criterion("firmware_match", "Firmware as expected on every part",
                                 std::to_string(asExpected) + " of " + std::to_string(parts) + " parts",
                                 "all parts", asExpected == parts));

    auto cooling = criterion("cooling_stable", "Cooling stable under full-rack load",
                             measured ? number("delta-T swing %.1f K", e.delta_t_variation_k()) : "not run",
                             "<= 1.0 K", measured && e.delta_t_variation_k() <= kMaxDeltaTVariationK);
    if (measured)
        cooling.set_measured_value(e.delta_t_variation_k());
    cooling.set_threshold_value(kMaxDeltaTVariationK);
    cooling.set_unit("K");
    criteria.push_back(unmeasuredIsMissing(cooling));

    int critical = 0;
    for (const auto &component : rack.detail().components())
        critical += component.health() == v1::HEALTH_CRITICAL ? 1 : 0;
    // A leak or a critical part is never overridden: a second signature does not make it safe.
    criteria.push_back(criterion("no_critical", "No open leak or critical alert",
                                 std::to_string(critical) + " open", "0 open", critical == 0, false));
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
