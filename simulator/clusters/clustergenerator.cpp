#include "clusters/clustergenerator.h"

#include "core/timeunits.h"

#include "clusters/clusterburnin.h"
#include "clusters/clustercertificationrun.h"
#include "clusters/clustercertifier.h"
#include "clusters/clusterfabric.h"
#include "clusters/clusterlifecycle.h"

#include "core/simhash.h"
#include "core/simrandom.h"
#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <map>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {

constexpr ClusterStage kStages[] = {
    CLUSTER_STAGE_PRODUCTION, CLUSTER_STAGE_CERTIFYING, CLUSTER_STAGE_BURN_IN,   CLUSTER_STAGE_AWAITING_RELEASE,
    CLUSTER_STAGE_FORMING,    CLUSTER_STAGE_DEGRADED,   CLUSTER_STAGE_EXPANDING, CLUSTER_STAGE_CERTIFYING,
};
constexpr int kSizes[] = {8, 4, 16, 6, 2, 12, 32, 3, 10, 5};
constexpr const char *kNames[] = {"Atlas",  "Borealis", "Cobalt",  "Dorado",  "Equinox", "Fjord",   "Granite",
                                  "Helios", "Iris",     "Juniper", "Kestrel", "Lumen",   "Meridian"};

Actor person(const char *name)
{
    Actor a;
    a.set_name(name);
    return a;
}

std::string clusterId(const std::string &site, int number)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "-C%02d", number);
    return site + buffer;
}

std::vector<std::string> ids(const SimCluster &cluster, bool withJoining = true)
{
    std::vector<std::string> list;
    for (const auto &r : cluster.detail().racks()) {
        if (withJoining || !r.joining())
            list.push_back(r.rack_id());
    }
    return list;
}

void burnIn(SimCluster *c, std::int64_t startedMs, std::int64_t lengthMs, ClusterBurnIn::Trouble trouble,
            std::int64_t nowMs)
{
    ClusterBurnIn::plan(c, startedMs, lengthMs, trouble);
    ClusterBurnIn::reveal(c, nowMs);
}
} // namespace

SimCluster ClusterGenerator::form(const std::string &id, const std::string &name, const std::string &site,
                                  const std::vector<ClusterRackFacts> &members, std::uint64_t seed)
{
    SimCluster c;
    c.set_seed(seed);
    c.set_next_finding(1);
    c.set_next_release(1);
    ClusterDetail *d = c.mutable_detail();
    ClusterSummary *s = d->mutable_summary();
    s->set_cluster_id(id);
    s->set_name(name);
    s->set_site(site);
    s->set_platform("NVL72");
    s->set_fabric("Spectrum-X");
    s->set_stage(CLUSTER_STAGE_FORMING);
    *d->mutable_fabric() = ClusterFabric::build();
    int domain = 0;
    for (const auto &m : members) {
        auto *r = d->add_racks();
        r->set_rack_id(m.rackId);
        r->set_nvlink_domain(++domain);
        r->set_rack_stage(m.stage);
        r->set_rack_health(m.health);
        r->set_approved(m.stage == LIFECYCLE_STAGE_PRODUCTION);
        ClusterFabric::addRack(d->mutable_fabric(), m.rackId);
    }
    d->mutable_burn_in()->set_verdict(CHECK_VERDICT_PENDING);
    d->mutable_burn_in()->set_goodput_floor(ClusterBurnIn::kGoodputFloor);
    *d->mutable_burn_in()->mutable_verdict_text() = Phrase::make("burnin.pending");
    return c;
}

std::vector<SimCluster> ClusterGenerator::generate(const std::vector<ClusterRackFacts> &racks, std::uint64_t seed,
                                                   std::int64_t nowMs, std::int64_t burnInLengthMs)
{
    // Sites in the order their racks come, each with its racks by id.
    std::vector<std::string> sites;
    std::map<std::string, std::vector<const ClusterRackFacts *>> bySite;
    for (const auto &r : racks) {
        if (!bySite.count(r.site))
            sites.push_back(r.site);
        bySite[r.site].push_back(&r);
    }
    std::uint64_t state = seed * 0x2545F4914F6CDD1DULL + 0x37;
    SimRandom rng(state);
    std::vector<SimCluster> clusters;
    int sizeIndex = 0, certifying = 0, burning = 0, forming = 0;
    for (size_t s = 0; s < sites.size(); ++s) {
        auto &siteRacks = bySite[sites[s]];
        std::sort(siteRacks.begin(), siteRacks.end(), [](auto *a, auto *b) { return a->rackId < b->rackId; });
        std::vector<const ClusterRackFacts *> ready, other;
        for (const auto *r : siteRacks) {
            if (r->stage == LIFECYCLE_STAGE_PRODUCTION)
                ready.push_back(r);
            else if (r->stage != LIFECYCLE_STAGE_DECOMMISSIONED && r->stage != LIFECYCLE_STAGE_QUARANTINED)
                other.push_back(r);
        }
        size_t nextReady = 0, nextOther = 0;
        const int count = rng.range(4, 6);
        int number = 0;
        for (int k = 0; k < count; ++k) {
            const ClusterStage stage = kStages[(s * 3 + size_t(k)) % std::size(kStages)];
            int size = kSizes[sizeIndex++ % int(std::size(kSizes))];
            if (stage == CLUSTER_STAGE_EXPANDING)
                size = std::max(size, 3); // an expansion joins racks to at least two certified ones
            // A forming cluster takes racks still in bring-up when there are any.
            auto *pool = stage == CLUSTER_STAGE_FORMING && other.size() - nextOther >= 2 ? &other : &ready;
            size_t *taken = pool == &other ? &nextOther : &nextReady;
            const int left = int(pool->size() - *taken);
            size = std::min(size, left);
            if (size < 2)
                continue;
            std::vector<ClusterRackFacts> members;
            for (int i = 0; i < size; ++i)
                members.push_back(*(*pool)[(*taken)++]);
            const std::string id = clusterId(sites[s], ++number);
            const std::string name = std::string(kNames[(s * 5 + size_t(k)) % std::size(kNames)]) + " " + sites[s];
            // An expanding cluster certified its first racks before; the last one or two join now.
            const int joining = stage == CLUSTER_STAGE_EXPANDING ? std::min(2, size - 2) : 0;
            if (stage == CLUSTER_STAGE_EXPANDING && joining < 1)
                continue;
            SimCluster c = form(id, name, sites[s], members, SimHash::mix(seed ^ SimHash::of(id)));
            const Actor robot = ClusterLifecycle::controller();
            const std::int64_t formedMs = nowMs
                - (stage == CLUSTER_STAGE_FORMING ? rng.between(2 * kHour, 30 * kHour)
                                                  : rng.between(20 * kDay, 60 * kDay));
            *c.mutable_detail()->mutable_summary()->mutable_stage_entered_at() =
                TimeUtil::MillisecondsToTimestamp(formedMs);
            ClusterLifecycle::note(&c, formedMs, person("omar"),
                                   Phrase::make("cluster.event.formed", {Phrase::integer(size)}));
            if (stage == CLUSTER_STAGE_FORMING) {
                // Cabling and discovery still under way: the last racks' ports are not up yet.
                for (auto &link : *c.mutable_detail()->mutable_fabric()->mutable_links()) {
                    if (link.nic_port() && link.rack_id() == members.back().rackId)
                        link.set_state(FABRIC_LINK_STATE_DOWN);
                }
                // Discovery ends within hours; then certification runs on the clock with the faults
                // planned now: every other forming cluster has a bad SuperNIC to find.
                std::uint64_t local = c.seed() ^ 0xF0F1F2F3F4F5F6F7ULL;
                SimRandom formRng(local);
                c.set_forming_done_ms(nowMs + formRng.between(kHour, 6 * kHour));
                if (forming++ % 2 == 1) {
                    const std::string culprit = members[size_t(formRng.range(0, size - 1))].rackId;
                    ClusterFaults faults;
                    faults.badNic =
                        ClusterFaults::Nic {culprit, formRng.range(1, 18), formRng.range(1, 4), formRng.range(1, 2)};
                    *c.mutable_certification_plan()->mutable_faults() = ClusterCertificationRun::stored(faults);
                }
                ClusterLifecycle::refresh(&c);
                clusters.push_back(std::move(c));
                continue;
            }
            if (stage == CLUSTER_STAGE_CERTIFYING) {
                const std::int64_t started = nowMs - rng.between(3 * kHour, 20 * kHour);
                ClusterLifecycle::enter(&c, CLUSTER_STAGE_CERTIFYING, started, robot,
                                        Phrase::make("cluster.event.certification_started", {Phrase::integer(1)}));
                ClusterCertifier::Run run;
                run.clusterId = id;
                run.racks = ids(c);
                run.startedMs = started;
                run.finishedMs = started + rng.between(kHour, 2 * kHour);
                run.seed = c.seed();
                std::uint64_t local = c.seed();
                SimRandom faultRng(local);
                const std::string culprit = members[size_t(faultRng.range(0, size - 1))].rackId;
                switch (certifying++ % 5) {
                case 0:
                    run.faults.badNic =
                        ClusterFaults::Nic {culprit, faultRng.range(1, 18), faultRng.range(1, 4), faultRng.range(1, 2)};
                    break;
                case 1:
                    run.faults.flappingSpine = ClusterFaults::SpineLink {
                        faultRng.range(1, ClusterFabric::kPlanes), faultRng.range(1, ClusterFabric::kRails),
                        faultRng.range(1, ClusterFabric::kSpinesPerPlane)};
                    break;
                case 2: run.faults.stragglerRack = culprit; break;
                case 3: run.faults.untestedRacks.push_back(culprit); break;
                default:
                    // Still running: racks and pairs done, the whole-cluster run under way.
                    run.finishedMs = 0;
                    run.doneUpTo = CERTIFICATION_SCALE_RACK_PAIR;
                    break;
                }
                // Planned whole and run cell by cell on the clock: the finished ones show their
                // verdict and findings; the running one goes on as the simulator's clock moves.
                std::vector<std::int64_t> cellEnds;
                if (run.finishedMs == 0) {
                    // The racks and pairs are done, the whole-cluster cells follow from now.
                    const int early = int(ClusterCertifier::categories(CERTIFICATION_SCALE_RACK).size()
                                          + ClusterCertifier::categories(CERTIFICATION_SCALE_RACK_PAIR).size());
                    const std::int64_t lastEarly = nowMs - 5 * 60 * 1000;
                    for (int i = 1; i <= early; ++i)
                        cellEnds.push_back(started + (lastEarly - started) * i / early);
                    std::int64_t at = lastEarly;
                    for (size_t i = 0; i < ClusterCertifier::categories(CERTIFICATION_SCALE_CLUSTER).size(); ++i)
                        cellEnds.push_back(at += ClusterCertificationRun::kClusterCellMs);
                } else {
                    const int cells = int(ClusterCertifier::categories(CERTIFICATION_SCALE_RACK).size()
                                          + 2 * ClusterCertifier::categories(CERTIFICATION_SCALE_CLUSTER).size());
                    for (int i = 1; i <= cells; ++i)
                        cellEnds.push_back(started + (run.finishedMs - started) * i / cells);
                }
                ClusterCertificationRun::plan(&c, run, std::move(cellEnds));
                bool stored = false;
                ClusterCertificationRun::advance(&c, nowMs, burnInLengthMs, &stored);
                ClusterLifecycle::refresh(&c);
                clusters.push_back(std::move(c));
                continue;
            }
            // Everything else passed certification; when its burn-in began decides the rest.
            std::int64_t burnStart = 0;
            if (stage == CLUSTER_STAGE_BURN_IN)
                burnStart = nowMs - rng.between(2 * kDay, std::max(3 * kDay, burnInLengthMs - kDay));
            else if (stage == CLUSTER_STAGE_AWAITING_RELEASE)
                burnStart = nowMs - burnInLengthMs - rng.between(2 * kHour, 20 * kHour);
            else
                burnStart = formedMs + 2 * kDay;
            const std::int64_t certStart = burnStart - rng.between(8 * kHour, 30 * kHour);
            ClusterLifecycle::enter(&c, CLUSTER_STAGE_CERTIFYING, certStart, robot,
                                    Phrase::make("cluster.event.certification_started", {Phrase::integer(1)}));
            if (stage == CLUSTER_STAGE_EXPANDING) {
                // The original members were certified; the new ones join below.
                auto *list = c.mutable_detail()->mutable_racks();
                for (int i = size - joining; i < size; ++i)
                    list->Mutable(i)->set_joining(true);
            }
            std::vector<std::string> original = ids(c, false);
            {
                ClusterCertifier::Run run;
                run.clusterId = id;
                run.racks = original;
                run.startedMs = certStart;
                run.finishedMs = burnStart - kHour;
                run.seed = c.seed();
                std::vector<ClusterFinding> findings;
                int next = c.next_finding();
                *c.mutable_detail()->mutable_certification() = ClusterCertifier::certify(run, &findings, &next, nowMs);
                c.set_next_finding(next);
            }
            ClusterLifecycle::enter(&c, CLUSTER_STAGE_BURN_IN, burnStart, robot,
                                    Phrase::make("cluster.event.burn_in_started"));
            ClusterBurnIn::Trouble trouble = ClusterBurnIn::Trouble::None;
            if (stage == CLUSTER_STAGE_BURN_IN)
                trouble = burning++ % 2 == 0 ? ClusterBurnIn::Trouble::XidStorm : ClusterBurnIn::Trouble::Unattributed;
            burnIn(&c, burnStart, burnInLengthMs, trouble, nowMs);
            if (stage == CLUSTER_STAGE_BURN_IN) {
                ClusterLifecycle::refresh(&c);
                clusters.push_back(std::move(c));
                continue;
            }
            const std::int64_t burnEnd = burnStart + burnInLengthMs;
            ClusterLifecycle::enter(
                &c, CLUSTER_STAGE_AWAITING_RELEASE, burnEnd, robot,
                Phrase::make("cluster.event.burn_in_passed", {Phrase::text(c.detail().burn_in().verdict_text())}));
            if (stage == CLUSTER_STAGE_AWAITING_RELEASE) {
                ClusterLifecycle::refresh(&c);
                clusters.push_back(std::move(c));
                continue;
            }
            const std::int64_t releasedMs = burnEnd + rng.between(2 * kHour, 30 * kHour);
            ClusterLifecycle::note(
                &c, releasedMs - kHour, person("anna"),
                Phrase::make("cluster.event.release_requested",
                             {Phrase::id("Certified and burned in; capacity requested by training")}));
            ClusterLifecycle::enter(&c, CLUSTER_STAGE_PRODUCTION, releasedMs, person("ben"),
                                    Phrase::make("cluster.event.released", {Phrase::id("anna"), Phrase::id("ben")}));
            if (stage == CLUSTER_STAGE_DEGRADED) {
                const std::string victim = members[size_t(rng.range(0, size - 1))].rackId;
                ClusterLifecycle::quarantine(&c, victim,
                                             "XID 79 on CT05 GPU 2 twice in 24 h (fell off the bus); RMA opened",
                                             person("omar"), nowMs - rng.between(2 * kHour, 40 * kHour));
            }
            if (stage == CLUSTER_STAGE_EXPANDING) {
                const std::int64_t expandMs = nowMs - rng.between(kHour / 4, kHour + kHour / 2); // the rerun takes 2 h
                std::string added;
                for (const auto &r : c.detail().racks()) {
                    if (r.joining())
                        added += (added.empty() ? "" : ", ") + r.rack_id();
                }
                c.set_resume_stage(CLUSTER_STAGE_PRODUCTION);
                c.set_expansion_started_ms(expandMs);
                ClusterLifecycle::enter(
                    &c, CLUSTER_STAGE_EXPANDING, expandMs, person("omar"),
                    Phrase::make("cluster.event.expanding",
                                 {Phrase::id(added), Phrase::id("More capacity for the training queue")}));
                const Certification previous = c.detail().certification();
                ClusterCertifier::Run run;
                run.clusterId = id;
                run.racks = ids(c);
                run.attempt = 2;
                run.startedMs = expandMs;
                run.doneUpTo = CERTIFICATION_SCALE_RACK_PAIR; // alone and paired done; the rerun is under way
                run.seed = c.seed();
                std::vector<ClusterFinding> findings;
                int next = c.next_finding();
                *c.mutable_detail()->mutable_certification() =
                    ClusterCertifier::certify(run, &findings, &next, nowMs, &previous);
                c.set_next_finding(next);
            }
            ClusterLifecycle::refresh(&c);
            clusters.push_back(std::move(c));
        }
    }
    return clusters;
}

} // namespace rackops::sim
