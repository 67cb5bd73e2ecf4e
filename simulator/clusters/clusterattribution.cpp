#include "clusters/clusterattribution.h"

#include "clusters/clusterbaselines.h"
#include "clusters/clusterfabric.h"

#include "core/simhash.h"
#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <cstdio>
#include <tuple>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
std::string domains(size_t first, size_t last) // 0-based, inclusive
{
    return first == last ? std::to_string(first + 1) : std::to_string(first + 1) + "-" + std::to_string(last + 1);
}

int decimals(const std::string &unit)
{
    return unit == "GB/s" ? 0 : 1;
}

bool contains(const google::protobuf::RepeatedPtrField<std::string> &racks, const std::string &rack)
{
    return std::find(racks.begin(), racks.end(), rack) != racks.end();
}

// The failed result that says the most: the largest scale, all_reduce (the collective every
// site knows its figure for) before the others, then the lowest share of its floor.
const CertificationResult *headline(const Certification &cert, const std::vector<int> &indexes)
{
    const auto key = [](const CertificationResult &r) {
        return std::make_tuple(int(r.scale()), r.category() == CERTIFICATION_CATEGORY_NCCL_ALL_REDUCE ? 1 : 0,
                               -r.measured() / r.floor());
    };
    const CertificationResult *best = nullptr;
    for (int i : indexes) {
        const auto &r = cert.results(i);
        if (!best || key(r) > key(*best))
            best = &r;
    }
    return best;
}

ClusterFinding start(const ClusterCertifier::Run &run, int *nextFinding, FindingReason reason, FindingSubjectKind kind,
                     const std::string &subject, std::int64_t nowMs)
{
    ClusterFinding f;
    f.set_id(ClusterAttribution::findingId(run.clusterId, (*nextFinding)++));
    f.set_reason(reason);
    f.set_subject_kind(kind);
    f.set_subject(subject);
    *f.mutable_first_seen() = TimeUtil::MillisecondsToTimestamp(run.finishedMs > 0 ? run.finishedMs : nowMs);
    *f.mutable_last_seen() = f.first_seen();
    return f;
}

void threshold(ClusterFinding &f, const CertificationResult &r, const Certification &cert)
{
    for (const auto &cell : cert.cells()) {
        if (cell.category() == r.category() && cell.scale() == r.scale())
            f.set_threshold_name(cell.floor_name());
    }
    f.set_measured(r.measured());
    f.set_floor(r.floor());
}

LocalizedText clusterRun(const CertificationResult &r, const std::string &unit)
{
    return Phrase::make("narrow.cluster_run",
                        {Phrase::id(ClusterBaselines::categoryName(r.category())),
                         Phrase::quantity(r.measured(), unit, decimals(unit)),
                         Phrase::quantity(r.floor(), unit, decimals(unit))});
}

std::string unitOf(const Certification &cert, const CertificationResult &r)
{
    for (const auto &cell : cert.cells()) {
        if (cell.category() == r.category() && cell.scale() == r.scale())
            return cell.unit();
    }
    return {};
}
} // namespace

std::string ClusterAttribution::findingId(const std::string &clusterId, int number)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "-F%03d", number);
    return clusterId + buffer;
}

LocalizedText ClusterAttribution::xidClass(int xid)
{
    switch (xid) {
    case 48: return Phrase::make("xid.memory_dbe");
    case 63: return Phrase::make("xid.memory_retirement");
    case 64: return Phrase::make("xid.memory_remap_failed");
    case 74: return Phrase::make("xid.nvlink");
    case 79: return Phrase::make("xid.off_bus");
    case 94: return Phrase::make("xid.ecc_contained");
    case 95: return Phrase::make("xid.ecc_uncontained");
    case 149: return Phrase::make("xid.link_down");
    default: return Phrase::make("xid.other");
    }
}

std::vector<LocalizedText> ClusterAttribution::bisect(const std::vector<std::string> &racks, const std::string &culprit)
{
    std::vector<LocalizedText> steps;
    const auto at = std::find(racks.begin(), racks.end(), culprit);
    if (at == racks.end())
        return steps;
    const size_t target = size_t(at - racks.begin());
    size_t lo = 0, hi = racks.size() - 1;
    while (lo < hi) {
        const size_t mid = lo + (hi - lo) / 2;
        const bool left = target <= mid;
        const std::string passing = left ? domains(mid + 1, hi) : domains(lo, mid);
        const std::string failing = left ? domains(lo, mid) : domains(mid + 1, hi);
        steps.push_back(Phrase::make("narrow.bisect", {Phrase::id(passing), Phrase::id(failing)}));
        if (left)
            hi = mid;
        else
            lo = mid + 1;
    }
    steps.push_back(Phrase::make("narrow.domain", {Phrase::id(std::to_string(target + 1)), Phrase::id(culprit)}));
    return steps;
}

void ClusterAttribution::attribute(const ClusterCertifier::Run &run, Certification *cert,
                                   const std::vector<int> &failedResults, std::vector<ClusterFinding> *findings,
                                   int *nextFinding, std::int64_t nowMs)
{
    if (failedResults.empty())
        return;
    const ClusterFaults &faults = run.faults;
    std::vector<int> nic, spine, straggler, other;
    for (int i : failedResults) {
        const auto &r = cert->results(i);
        const bool nccl = r.category() != CERTIFICATION_CATEGORY_WORKLOAD_GOODPUT
            && r.category() != CERTIFICATION_CATEGORY_DIAGNOSTICS;
        if (faults.badNic && nccl && contains(r.rack_ids(), faults.badNic->rackId))
            nic.push_back(i);
        else if (faults.flappingSpine && nccl)
            spine.push_back(i);
        else if (!faults.stragglerRack.empty() && r.category() == CERTIFICATION_CATEGORY_WORKLOAD_GOODPUT)
            straggler.push_back(i);
        else
            other.push_back(i);
    }
    const auto link = [cert](const std::vector<int> &indexes, const std::string &id) {
        for (int i : indexes)
            cert->mutable_results(i)->set_finding_id(id);
    };

    if (!nic.empty()) {
        const auto &n = *faults.badNic;
        const std::string port = ClusterFabric::portId(n.rackId, n.tray, n.gpu, n.nic);
        ClusterFinding f = start(run, nextFinding, FINDING_REASON_THRESHOLD, FINDING_SUBJECT_KIND_NIC, port, nowMs);
        f.set_rack_id(n.rackId);
        f.set_plane(ClusterFabric::planeOfTray(n.tray));
        f.set_rail(ClusterFabric::railOf(n.gpu, n.nic));
        const CertificationResult &h = *headline(*cert, nic);
        threshold(f, h, *cert);
        const std::string unit = unitOf(*cert, h);
        f.set_count(int(nic.size()));
        *f.mutable_text() = Phrase::make("finding.nic_below_floor",
                                         {Phrase::id(port), Phrase::id(ClusterBaselines::categoryName(h.category())),
                                          Phrase::quantity(h.measured(), unit, decimals(unit)),
                                          Phrase::quantity(h.floor(), unit, decimals(unit))});
        *f.add_narrowing() = clusterRun(h, unit);
        for (auto &step : bisect(run.racks, n.rackId))
            *f.add_narrowing() = std::move(step);
        *f.add_narrowing() = Phrase::make("narrow.pairs_with", {Phrase::id(n.rackId)});
        *f.add_narrowing() =
            Phrase::make("narrow.port_counters",
                         {Phrase::integer(180000 + std::int64_t(SimHash::of(port) % 90000)), Phrase::id(port)});
        link(nic, f.id());
        findings->push_back(std::move(f));
    }
    if (!spine.empty()) {
        const auto &s = *faults.flappingSpine;
        const std::string id =
            ClusterFabric::linkId(ClusterFabric::leafId(s.plane, s.rail), ClusterFabric::spineId(s.plane, s.spine));
        ClusterFinding f =
            start(run, nextFinding, FINDING_REASON_LINK_FLAPPING, FINDING_SUBJECT_KIND_FABRIC_LINK, id, nowMs);
        f.set_plane(s.plane);
        f.set_rail(s.rail);
        const CertificationResult &h = *headline(*cert, spine);
        threshold(f, h, *cert);
        const std::string unit = unitOf(*cert, h);
        f.set_count(int(spine.size()));
        *f.mutable_text() = Phrase::make(
            "finding.link_flapping",
            {Phrase::id(id), Phrase::integer(14), Phrase::id(ClusterBaselines::categoryName(h.category()))});
        *f.add_narrowing() = clusterRun(h, unit);
        const size_t half = run.racks.size() / 2;
        if (run.racks.size() >= 2)
            *f.add_narrowing() =
                Phrase::make("narrow.bisect_both",
                             {Phrase::id(domains(0, half - 1)), Phrase::id(domains(half, run.racks.size() - 1))});
        *f.add_narrowing() = Phrase::make("narrow.all_pairs", {Phrase::id("alltoall")});
        *f.add_narrowing() = Phrase::make("narrow.link_counters", {Phrase::integer(14), Phrase::id(id)});
        link(spine, f.id());
        findings->push_back(std::move(f));
    }
    if (!straggler.empty()) {
        const std::string &rack = faults.stragglerRack;
        ClusterFinding f = start(run, nextFinding, FINDING_REASON_STRAGGLER, FINDING_SUBJECT_KIND_RACK, rack, nowMs);
        f.set_rack_id(rack);
        const CertificationResult &h = *headline(*cert, straggler);
        threshold(f, h, *cert);
        f.set_count(int(straggler.size()));
        double alone = 0;
        for (int i : straggler) {
            const auto &r = cert->results(i);
            if (r.scale() == CERTIFICATION_SCALE_RACK)
                alone = r.measured();
        }
        *f.mutable_text() = Phrase::make(
            "finding.straggler",
            {Phrase::id(rack), Phrase::quantity(h.measured(), "%", 1), Phrase::quantity(h.floor(), "%", 1)});
        *f.add_narrowing() = clusterRun(h, "%");
        for (auto &step : bisect(run.racks, rack))
            *f.add_narrowing() = std::move(step);
        *f.add_narrowing() =
            Phrase::make("narrow.rack_alone",
                         {Phrase::id(rack), Phrase::quantity(alone, "%", 1), Phrase::quantity(h.floor(), "%", 1)});
        link(straggler, f.id());
        findings->push_back(std::move(f));
    }
    // Anything no planned fault explains stays on the cluster, not narrowed further.
    if (!other.empty()) {
        const CertificationResult &h = *headline(*cert, other);
        ClusterFinding f =
            start(run, nextFinding, FINDING_REASON_THRESHOLD, FINDING_SUBJECT_KIND_CLUSTER, run.clusterId, nowMs);
        threshold(f, h, *cert);
        const std::string unit = unitOf(*cert, h);
        f.set_count(int(other.size()));
        *f.mutable_text() = Phrase::make("finding.below_floor",
                                         {Phrase::id(ClusterBaselines::categoryName(h.category())),
                                          Phrase::quantity(h.measured(), unit, decimals(unit)),
                                          Phrase::quantity(h.floor(), unit, decimals(unit))});
        *f.add_narrowing() = clusterRun(h, unit);
        link(other, f.id());
        findings->push_back(std::move(f));
    }
}

} // namespace rackops::sim
