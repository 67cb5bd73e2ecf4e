#include "clusters/clustercertifier.h"

#include "clusters/clusterattribution.h"
#include "clusters/clusterbaselines.h"

#include "core/simhash.h"
#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
bool contains(const std::vector<std::string> &racks, const std::string &rack)
{
    return !rack.empty() && std::find(racks.begin(), racks.end(), rack) != racks.end();
}

bool isNccl(CertificationCategory category)
{
    return category >= CERTIFICATION_CATEGORY_NCCL_ALL_REDUCE && category <= CERTIFICATION_CATEGORY_NCCL_ALLTOALL;
}

int rank(CheckVerdict verdict)
{
    switch (verdict) {
    case CHECK_VERDICT_FAIL: return 5;
    case CHECK_VERDICT_NOT_TESTED: return 4;
    case CHECK_VERDICT_RUNNING: return 3;
    case CHECK_VERDICT_PENDING: return 2;
    case CHECK_VERDICT_PASS: return 1;
    default: return 0;
    }
}

// What the subject measures: the baseline with a little spread, less what a planned fault takes.
double measure(const ClusterCertifier::Run &run, CertificationCategory category, CertificationScale scale,
               const std::vector<std::string> &subject, const ClusterBaseline &baseline)
{
    if (category == CERTIFICATION_CATEGORY_DIAGNOSTICS)
        return baseline.baseline;
    const std::string key = run.clusterId + "/" + std::to_string(run.attempt) + "/"
        + ClusterBaselines::categoryName(category) + "/"
        + ClusterCertifier::subjectName(subject, int(run.racks.size()));
    double m = baseline.baseline * (0.975 + 0.03 * SimHash::unit(SimHash::of(key) ^ run.seed));
    const ClusterFaults &f = run.faults;
    const bool acrossRacks = scale != CERTIFICATION_SCALE_RACK;
    if (f.badNic && isNccl(category) && acrossRacks && contains(subject, f.badNic->rackId))
        m *= 0.72;
    if (f.flappingSpine && isNccl(category) && acrossRacks) {
        // Rail-aligned collectives between two racks stay on their leaf; alltoall and the
        // whole cluster cross the spines.
        if (category == CERTIFICATION_CATEGORY_NCCL_ALLTOALL)
            m *= 0.74;
        else if (scale == CERTIFICATION_SCALE_CLUSTER)
            m *= 0.84;
    }
    if (category == CERTIFICATION_CATEGORY_WORKLOAD_GOODPUT && contains(subject, f.stragglerRack))
        m = baseline.baseline * (scale == CERTIFICATION_SCALE_RACK ? 0.875 : 0.83);
    return m;
}
} // namespace

CheckVerdict ClusterCertifier::worst(CheckVerdict a, CheckVerdict b)
{
    return rank(b) > rank(a) ? b : a;
}

std::string ClusterCertifier::subjectName(const std::vector<std::string> &racks, int clusterSize)
{
    if (int(racks.size()) == clusterSize && clusterSize > 2)
        return "cluster";
    std::string name;
    for (const auto &r : racks)
        name += (name.empty() ? "" : "+") + r;
    return name;
}

std::vector<std::vector<std::string>> ClusterCertifier::pairs(const std::vector<std::string> &racks)
{
    std::vector<std::vector<std::string>> result;
    const size_t n = racks.size();
    if (n < 2)
        return result;
    if (n == 2)
        return {{racks[0], racks[1]}};
    for (size_t i = 0; i < n; ++i)
        result.push_back({racks[i], racks[(i + 1) % n]});
    return result;
}

std::vector<CertificationCategory> ClusterCertifier::categories(CertificationScale scale)
{
    std::vector<CertificationCategory> list;
    // Diagnostics are per rack: DCGM runs on one node's GPUs at a time.
    if (scale == CERTIFICATION_SCALE_RACK)
        list.push_back(CERTIFICATION_CATEGORY_DIAGNOSTICS);
    for (auto c : {CERTIFICATION_CATEGORY_NCCL_ALL_REDUCE, CERTIFICATION_CATEGORY_NCCL_ALL_GATHER,
                   CERTIFICATION_CATEGORY_NCCL_REDUCE_SCATTER, CERTIFICATION_CATEGORY_NCCL_ALLTOALL,
                   CERTIFICATION_CATEGORY_WORKLOAD_GOODPUT})
        list.push_back(c);
    return list;
}

Certification ClusterCertifier::certify(const Run &run, std::vector<ClusterFinding> *findings, int *nextFinding,
                                        std::int64_t nowMs, const Certification *previous)
{
    Certification cert;
    cert.set_attempt(run.attempt);
    cert.set_gpu_architecture(run.architecture);
    *cert.mutable_started_at() = TimeUtil::MillisecondsToTimestamp(run.startedMs);
    if (run.finishedMs > 0)
        *cert.mutable_finished_at() = TimeUtil::MillisecondsToTimestamp(run.finishedMs);
    const int n = int(run.racks.size());
    std::vector<std::string> tested;
    for (const auto &r : run.racks) {
        if (!contains(run.faults.untestedRacks, r))
            tested.push_back(r);
    }
    CheckVerdict overall = CHECK_VERDICT_PASS;
    std::vector<int> failedResults; // indexes into cert.results
    for (auto scale : {CERTIFICATION_SCALE_RACK, CERTIFICATION_SCALE_RACK_PAIR, CERTIFICATION_SCALE_CLUSTER}) {
        std::vector<std::vector<std::string>> subjects;
        if (scale == CERTIFICATION_SCALE_RACK) {
            for (const auto &r : run.racks)
                subjects.push_back({r});
        } else if (scale == CERTIFICATION_SCALE_RACK_PAIR) {
            subjects = pairs(run.racks);
        } else {
            subjects.push_back(run.racks);
        }
        const bool done = scale <= run.doneUpTo;
        const bool running = !done && run.finishedMs == 0 && scale == run.doneUpTo + 1;
        for (auto category : categories(scale)) {
            const ClusterBaseline b = ClusterBaselines::of(run.architecture, run.fabric, category, scale, n);
            CertificationCell cell;
            cell.set_category(category);
            cell.set_scale(scale);
            cell.set_floor(b.floor);
            cell.set_unit(b.unit);
            cell.set_floor_name(b.floorName);
            *cell.mutable_floor_source() = b.source;
            cell.set_subjects_total(int(subjects.size()));
            if (previous) {
                for (const auto &p : previous->cells()) {
                    if (p.category() == category && p.scale() == scale) {
                        cell.set_previous_measured(p.measured());
                        cell.set_previous_verdict(p.verdict());
                    }
                }
            }
            if (!done) {
                cell.set_verdict(running ? CHECK_VERDICT_RUNNING : CHECK_VERDICT_PENDING);
                overall = worst(overall, cell.verdict());
                *cert.add_cells() = std::move(cell);
                continue;
            }
            CheckVerdict verdict = CHECK_VERDICT_PASS;
            double worstMeasured = -1;
            int passed = 0;
            for (const auto &subject : subjects) {
                CertificationResult result;
                result.set_category(category);
                result.set_scale(scale);
                for (const auto &r : subject)
                    result.add_rack_ids(r);
                result.set_floor(b.floor);
                std::vector<std::string> missing;
                for (const auto &r : subject) {
                    if (contains(run.faults.untestedRacks, r))
                        missing.push_back(r);
                }
                const bool whole = scale == CERTIFICATION_SCALE_CLUSTER;
                if (!missing.empty() && (!whole || tested.size() < 2)) {
                    result.set_verdict(CHECK_VERDICT_NOT_TESTED);
                    *result.mutable_reason() = Phrase::make("cluster.result.untested", {Phrase::id(missing.front())});
                    cell.add_untested(subjectName(subject, n));
                } else {
                    // The whole-cluster run goes ahead without the racks that could not take part.
                    const double m = measure(run, category, scale, whole ? tested : subject, b);
                    result.set_measured(m);
                    if (m >= b.floor - 1e-9) {
                        result.set_verdict(CHECK_VERDICT_PASS);
                        ++passed;
                    } else {
                        result.set_verdict(CHECK_VERDICT_FAIL);
                        *result.mutable_reason() = Phrase::make(
                            "cluster.result.below_floor",
                            {Phrase::quantity(m, b.unit, b.unit == "GB/s" ? 0 : 1),
                             Phrase::quantity(b.floor, b.unit, b.unit == "GB/s" ? 0 : 1), Phrase::id(b.floorName)});
                        failedResults.push_back(cert.results_size());
                    }
                    if (worstMeasured < 0 || m < worstMeasured)
                        worstMeasured = m;
                    for (const auto &r : missing)
                        cell.add_untested(r);
                }
                verdict = worst(verdict, result.verdict());
                *cert.add_results() = std::move(result);
            }
            if (cell.untested_size() > 0)
                verdict = worst(verdict, CHECK_VERDICT_NOT_TESTED);
            cell.set_verdict(verdict);
            cell.set_measured(std::max(worstMeasured, 0.0));
            cell.set_subjects_passed(passed);
            overall = worst(overall, verdict);
            *cert.add_cells() = std::move(cell);
        }
    }
    cert.set_verdict(overall);
    ClusterAttribution::attribute(run, &cert, failedResults, findings, nextFinding, nowMs);
    return cert;
}

} // namespace rackops::sim
