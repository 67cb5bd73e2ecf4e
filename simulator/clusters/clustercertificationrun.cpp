#include "clusters/clustercertificationrun.h"

#include "clusters/clusterburnin.h"
#include "clusters/clusterfabric.h"
#include "clusters/clusterlifecycle.h"
#include "clusters/clusterreleasegate.h"

#include "core/simhash.h"
#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
std::int64_t cellMs(CertificationScale scale)
{
    switch (scale) {
    case CERTIFICATION_SCALE_RACK: return ClusterCertificationRun::kRackCellMs;
    case CERTIFICATION_SCALE_RACK_PAIR: return ClusterCertificationRun::kPairCellMs;
    default: return ClusterCertificationRun::kClusterCellMs;
    }
}

// The counters say what the planned faults do to the fabric.
void showFaults(Fabric *fabric, const ClusterFaults &faults)
{
    if (faults.badNic) {
        const auto &n = *faults.badNic;
        if (auto *l = ClusterFabric::link(fabric, ClusterFabric::portId(n.rackId, n.tray, n.gpu, n.nic))) {
            l->set_state(FABRIC_LINK_STATE_DEGRADED);
            l->set_symbol_errors(180000 + std::int64_t(SimHash::of(l->id()) % 90000));
            l->set_fec_corrected(l->symbol_errors() * 41);
        }
    }
    if (faults.flappingSpine) {
        const auto &sp = *faults.flappingSpine;
        const std::string linkId =
            ClusterFabric::linkId(ClusterFabric::leafId(sp.plane, sp.rail), ClusterFabric::spineId(sp.plane, sp.spine));
        if (auto *l = ClusterFabric::link(fabric, linkId)) {
            l->set_state(FABRIC_LINK_STATE_FLAPPING);
            l->set_flaps_last_hour(14);
            l->set_link_down_events(61);
            l->set_recoveries(61);
            l->set_symbol_errors(52000);
            l->set_fec_corrected(3100000);
        }
    }
}

bool sameCell(const CertificationResult &r, const CertificationCell &c)
{
    return r.category() == c.category() && r.scale() == c.scale();
}

// The certification as far as `done` cells: those with their results, the next RUNNING, the rest PENDING.
Certification shown(const CertificationPlan &plan, int done)
{
    const Certification &outcome = plan.outcome();
    Certification c = outcome;
    c.clear_cells();
    c.clear_results();
    c.clear_finished_at();
    for (int i = 0; i < outcome.cells_size(); ++i) {
        CertificationCell cell = outcome.cells(i);
        if (i < done) {
            for (const auto &r : outcome.results()) {
                if (!sameCell(r, cell))
                    continue;
                CertificationResult result = r;
                result.clear_finding_id(); // attributed once the whole run has ended
                *c.add_results() = std::move(result);
            }
        } else {
            cell.set_verdict(i == done ? CHECK_VERDICT_RUNNING : CHECK_VERDICT_PENDING);
            cell.set_measured(0);
            cell.set_subjects_passed(0);
            cell.clear_untested();
        }
        *c.add_cells() = std::move(cell);
    }
    // The verdict is the whole run's, given when it ends.
    c.set_verdict(CHECK_VERDICT_RUNNING);
    return c;
}
} // namespace

ClusterFaults ClusterCertificationRun::faults(const PlannedFaults &s)
{
    ClusterFaults f;
    if (!s.bad_nic_rack().empty())
        f.badNic = ClusterFaults::Nic {s.bad_nic_rack(), s.bad_nic_tray(), s.bad_nic_gpu(), s.bad_nic_nic()};
    if (s.spine_plane() > 0)
        f.flappingSpine = ClusterFaults::SpineLink {s.spine_plane(), s.spine_rail(), s.spine_spine()};
    f.stragglerRack = s.straggler_rack();
    f.untestedRacks.assign(s.untested_racks().begin(), s.untested_racks().end());
    return f;
}

PlannedFaults ClusterCertificationRun::stored(const ClusterFaults &f)
{
    PlannedFaults s;
    if (f.badNic) {
        s.set_bad_nic_rack(f.badNic->rackId);
        s.set_bad_nic_tray(f.badNic->tray);
        s.set_bad_nic_gpu(f.badNic->gpu);
        s.set_bad_nic_nic(f.badNic->nic);
    }
    if (f.flappingSpine) {
        s.set_spine_plane(f.flappingSpine->plane);
        s.set_spine_rail(f.flappingSpine->rail);
        s.set_spine_spine(f.flappingSpine->spine);
    }
    s.set_straggler_rack(f.stragglerRack);
    for (const auto &r : f.untestedRacks)
        s.add_untested_racks(r);
    return s;
}

std::vector<std::int64_t> ClusterCertificationRun::schedule(const Certification &outcome, std::int64_t startedMs)
{
    std::vector<std::int64_t> ends;
    std::int64_t at = startedMs;
    for (const auto &cell : outcome.cells()) {
        at += cellMs(cell.scale());
        ends.push_back(at);
    }
    return ends;
}

void ClusterCertificationRun::plan(SimCluster *cluster, const ClusterCertifier::Run &run,
                                   std::vector<std::int64_t> cellEnds)
{
    CertificationPlan *plan = cluster->mutable_certification_plan();
    plan->Clear();
    plan->set_started_ms(run.startedMs);
    *plan->mutable_faults() = stored(run.faults);
    // The whole run, as it will have ended: every scale done.
    ClusterCertifier::Run whole = run;
    whole.doneUpTo = CERTIFICATION_SCALE_CLUSTER;
    if (cellEnds.empty()) {
        Certification cells; // the matrix's cells in their order, to time them
        for (auto scale : {CERTIFICATION_SCALE_RACK, CERTIFICATION_SCALE_RACK_PAIR, CERTIFICATION_SCALE_CLUSTER}) {
            for (auto category : ClusterCertifier::categories(scale)) {
                auto *cell = cells.add_cells();
                cell->set_category(category);
                cell->set_scale(scale);
            }
        }
        cellEnds = schedule(cells, run.startedMs);
    }
    whole.finishedMs = cellEnds.empty() ? run.startedMs : cellEnds.back();
    std::vector<ClusterFinding> findings;
    int next = cluster->next_finding();
    *plan->mutable_outcome() = ClusterCertifier::certify(whole, &findings, &next, whole.finishedMs);
    cluster->set_next_finding(next);
    for (auto &f : findings)
        *plan->add_findings() = std::move(f);
    for (auto end : cellEnds)
        plan->add_cell_end_ms(end);
    plan->set_cells_done(0);
    showFaults(cluster->mutable_detail()->mutable_fabric(), run.faults);
    *cluster->mutable_detail()->mutable_certification() = shown(*plan, 0);
}

bool ClusterCertificationRun::finishForming(SimCluster *cluster, std::int64_t nowMs)
{
    if (cluster->detail().summary().stage() != CLUSTER_STAGE_FORMING || cluster->forming_done_ms() <= 0
        || nowMs < cluster->forming_done_ms())
        return false;
    const std::int64_t at = cluster->forming_done_ms();
    ClusterDetail *d = cluster->mutable_detail();
    int up = 0;
    for (auto &link : *d->mutable_fabric()->mutable_links()) {
        if (!link.nic_port())
            continue;
        if (link.state() == FABRIC_LINK_STATE_DOWN)
            link.set_state(FABRIC_LINK_STATE_UP);
        ++up;
    }
    cluster->set_forming_done_ms(0);
    ClusterLifecycle::note(cluster, at, ClusterLifecycle::controller(),
                           Phrase::make("cluster.event.fabric_discovered", {Phrase::integer(up)}));
    ClusterLifecycle::enter(cluster, CLUSTER_STAGE_CERTIFYING, at, ClusterLifecycle::controller(),
                            Phrase::make("cluster.event.certification_started", {Phrase::integer(1)}));
    ClusterCertifier::Run run;
    run.clusterId = d->summary().cluster_id();
    for (const auto &r : d->racks())
        run.racks.push_back(r.rack_id());
    run.startedMs = at;
    run.seed = cluster->seed();
    run.faults = faults(cluster->certification_plan().faults());
    plan(cluster, run);
    return true;
}

bool ClusterCertificationRun::advance(SimCluster *cluster, std::int64_t nowMs, std::int64_t burnInLengthMs,
                                      bool *stored)
{
    if (!cluster->has_certification_plan() || cluster->certification_plan().cell_end_ms_size() == 0
        || cluster->detail().summary().stage() != CLUSTER_STAGE_CERTIFYING)
        return false;
    CertificationPlan *plan = cluster->mutable_certification_plan();
    const int total = plan->cell_end_ms_size();
    int done = plan->cells_done();
    while (done < total && plan->cell_end_ms(done) <= nowMs)
        ++done;
    if (done == plan->cells_done())
        return false;
    plan->set_cells_done(done);
    *stored = true;
    ClusterDetail *d = cluster->mutable_detail();
    if (done < total) {
        *d->mutable_certification() = shown(*plan, done);
        return true;
    }
    // The last cell ended: the run's verdict, its failures attributed.
    const std::int64_t endedMs = plan->cell_end_ms(total - 1);
    *d->mutable_certification() = plan->outcome();
    for (const auto &f : plan->findings())
        *d->add_findings() = f;
    const CertificationPlan ended = *plan;
    cluster->clear_certification_plan();
    if (d->certification().verdict() == CHECK_VERDICT_PASS) {
        ClusterLifecycle::enter(cluster, CLUSTER_STAGE_BURN_IN, endedMs, ClusterLifecycle::controller(),
                                Phrase::make("cluster.event.burn_in_started"));
        ClusterBurnIn::plan(cluster, endedMs, burnInLengthMs, ClusterBurnIn::Trouble(cluster->burn_in_trouble()));
        ClusterBurnIn::reveal(cluster, nowMs);
        return true;
    }
    // A failed (or incomplete) certification: it stays, with its findings, until someone acts.
    const LocalizedText why = ended.findings().empty() ? ClusterReleaseGate::verdictText(d->certification().verdict())
                                                       : ended.findings(0).text();
    ClusterLifecycle::note(cluster, endedMs, ClusterLifecycle::controller(),
                           Phrase::make("cluster.event.certification_failed", {Phrase::text(why)}));
    return true;
}

} // namespace rackops::sim
