#include "clusters/clusterbook.h"

#include "core/mutationundo.h"

#include "clusters/clusterburnin.h"
#include "clusters/clustercertificationrun.h"
#include "clusters/clustercertifier.h"
#include "clusters/clusterevidence.h"
#include "clusters/clusterfabric.h"
#include "clusters/clustergenerator.h"
#include "clusters/clusterlifecycle.h"
#include "clusters/clusterreleasegate.h"
#include "clusters/clusterstore.h"

#include "fleet/fleetsimulation.h"
#include "core/simlog.h"
#include "journal/auditlog.h"
#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <set>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;
using Code = MutationResult::Code;

namespace {
// The whole-cluster rerun of an expansion takes this long on the simulator's clock.
constexpr std::int64_t kExpansionRerunMs = 2LL * 3600 * 1000;

std::vector<std::string> rackIds(const SimCluster &cluster)
{
    std::vector<std::string> ids;
    for (const auto &r : cluster.detail().racks())
        ids.push_back(r.rack_id());
    return ids;
}

void fill(ClusterActionResponse *response, const SimCluster &cluster, std::vector<ApprovalCriterion> criteria = {})
{
    if (!response)
        return;
    *response->mutable_cluster() = cluster.detail().summary();
    response->clear_criteria();
    for (auto &c : criteria)
        *response->add_criteria() = std::move(c);
    if (cluster.detail().summary().has_pending_release())
        *response->mutable_release_request() = cluster.detail().summary().pending_release();
}
} // namespace

ClusterBook::ClusterBook(FleetSimulation &fleet, AuditLog &audit, std::int64_t burnInLengthMs)
    : m_fleet(fleet)
    , m_audit(audit)
    , m_burnInLengthMs(burnInLengthMs)
    , m_feed(ChangeFeed::newEpoch())
{
}

bool ClusterBook::start(ClusterStore *store, std::uint64_t seed, QString *error)
{
    m_store = store;
    std::vector<SimCluster> clusters;
    if (store) {
        QString loadError;
        clusters = store->load(&loadError);
        if (!loadError.isEmpty()) {
            *error = loadError;
            return false;
        }
    }
    const std::int64_t now = m_fleet.nowMs();
    if (clusters.empty()) {
        std::vector<ClusterRackFacts> racks;
        m_fleet.visitRacks({}, [&racks](const SimRack &rack) {
            const auto &s = rack.detail().summary();
            racks.push_back({s.rack_id(), s.location().site(), s.stage(), s.health()});
        });
        clusters = ClusterGenerator::generate(racks, seed, now, m_burnInLengthMs);
        std::int64_t revision = 0;
        for (auto &c : clusters) {
            c.mutable_detail()->mutable_summary()->set_revision(++revision);
            c.mutable_detail()->mutable_summary()->set_state_revision(revision);
        }
        if (store && !store->saveAll(clusters, error))
            return false;
    }
    std::int64_t highest = 0;
    for (const auto &c : clusters)
        highest = std::max(highest, c.detail().summary().revision());
    std::sort(clusters.begin(), clusters.end(), [](const SimCluster &a, const SimCluster &b) {
        return a.detail().summary().cluster_id() < b.detail().summary().cluster_id();
    });
    {
        std::lock_guard lock(m_mutex);
        m_clusters = std::move(clusters);
        m_feed.restoreRevision(highest);
    }
    advance();
    return true;
}

std::unordered_map<std::string, ClusterBook::RackFacts>
ClusterBook::facts(const std::vector<std::string> &rackIds) const
{
    std::unordered_map<std::string, RackFacts> known;
    if (rackIds.empty())
        return known;
    m_fleet.visitRacks(rackIds, [&known](const SimRack &rack) {
        const auto &s = rack.detail().summary();
        known[s.rack_id()] = {s.stage(), s.health(), s.location().site()};
    });
    return known;
}

std::vector<std::string> ClusterBook::memberIds() const
{
    std::lock_guard lock(m_mutex);
    std::vector<std::string> ids;
    for (const auto &c : m_clusters) {
        for (const auto &r : c.detail().racks())
            ids.push_back(r.rack_id());
    }
    return ids;
}

bool ClusterBook::applyFacts(SimCluster &cluster, const std::unordered_map<std::string, RackFacts> &facts)
{
    bool changed = false;
    for (auto &rack : *cluster.mutable_detail()->mutable_racks()) {
        const auto it = facts.find(rack.rack_id());
        if (it == facts.end())
            continue;
        const bool approved = it->second.stage == LIFECYCLE_STAGE_PRODUCTION;
        if (rack.rack_stage() != it->second.stage || rack.rack_health() != it->second.health
            || rack.approved() != approved) {
            rack.set_rack_stage(it->second.stage);
            rack.set_rack_health(it->second.health);
            rack.set_approved(approved);
            changed = true;
        }
    }
    return changed;
}

SimCluster *ClusterBook::find(const std::string &clusterId)
{
    auto it = std::lower_bound(
        m_clusters.begin(), m_clusters.end(), clusterId,
        [](const SimCluster &c, const std::string &id) { return c.detail().summary().cluster_id() < id; });
    return it != m_clusters.end() && it->detail().summary().cluster_id() == clusterId ? &*it : nullptr;
}

const SimCluster *ClusterBook::find(const std::string &clusterId) const
{
    return const_cast<ClusterBook *>(this)->find(clusterId);
}

void ClusterBook::stamp(SimCluster &cluster, bool stateChanged)
{
    ClusterLifecycle::refresh(&cluster);
    const std::int64_t revision = m_feed.advance();
    auto *s = cluster.mutable_detail()->mutable_summary();
    s->set_revision(revision);
    if (stateChanged)
        s->set_state_revision(revision);
}

void ClusterBook::advance()
{
    const auto known = facts(memberIds());
    std::lock_guard lock(m_mutex);
    const std::int64_t now = m_fleet.nowMs();
    std::vector<const SimCluster *> toStore;
    for (auto &c : m_clusters) {
        bool changed = applyFacts(c, known);
        bool stateChanged = false;
        // Cabling and discovery done: certification starts.
        if (ClusterCertificationRun::finishForming(&c, now))
            changed = stateChanged = true;
        // The certification runs cell by cell; every cell that ends is stored.
        bool store = false;
        if (ClusterCertificationRun::advance(&c, now, m_burnInLengthMs, &store))
            changed = true;
        // A cell ending is progress; the run ending (its verdict, burn-in or a failure) is a change people decide on.
        if (store && !c.has_certification_plan())
            stateChanged = true;
        const ClusterStage stage = c.detail().summary().stage();
        if (stage == CLUSTER_STAGE_BURN_IN || c.burn_in_length_ms() > 0)
            changed = ClusterBurnIn::reveal(&c, now) || changed;
        if (stage == CLUSTER_STAGE_BURN_IN && c.detail().burn_in().verdict() == CHECK_VERDICT_PASS) {
            ClusterLifecycle::enter(
                &c, CLUSTER_STAGE_AWAITING_RELEASE, c.burn_in_started_ms() + c.burn_in_length_ms(),
                ClusterLifecycle::controller(),
                Phrase::make("cluster.event.burn_in_passed", {Phrase::text(c.detail().burn_in().verdict_text())}));
            changed = stateChanged = true;
        }
        if (stage == CLUSTER_STAGE_EXPANDING && c.expansion_started_ms() > 0
            && now >= c.expansion_started_ms() + kExpansionRerunMs) {
            finishExpansion(c, now);
            changed = stateChanged = true;
        }
        if (changed)
            stamp(c, stateChanged);
        if (store || stateChanged)
            toStore.push_back(&c);
    }
    // What the simulator must keep (a certification cell ended, a stage changed) is stored at
    // once, so a restart continues from there. Callers hold MutationJournal::exclusive().
    if (m_store && !toStore.empty()) {
        std::vector<SimCluster> copies;
        for (const SimCluster *c : toStore)
            copies.push_back(*c);
        QString error;
        if (!m_store->saveAll(copies, &error))
            qCWarning(lcSimStore).noquote() << "saving the clusters failed:" << error;
    }
}

void ClusterBook::finishExpansion(SimCluster &cluster, std::int64_t nowMs)
{
    ClusterDetail *d = cluster.mutable_detail();
    Certification previous;
    // The delta is against the certification before the expansion, which the running one carries.
    for (const auto &cell : d->certification().cells()) {
        auto *p = previous.add_cells();
        p->set_category(cell.category());
        p->set_scale(cell.scale());
        p->set_measured(cell.previous_measured());
        p->set_verdict(cell.previous_verdict());
    }
    ClusterCertifier::Run run;
    run.clusterId = d->summary().cluster_id();
    run.racks = rackIds(cluster);
    run.attempt = std::max(1, d->certification().attempt());
    run.startedMs = cluster.expansion_started_ms();
    run.finishedMs = cluster.expansion_started_ms() + kExpansionRerunMs;
    run.seed = cluster.seed();
    for (const auto &r : d->racks()) {
        if (r.quarantined())
            run.faults.untestedRacks.push_back(r.rack_id());
    }
    std::vector<ClusterFinding> findings;
    int next = cluster.next_finding();
    *d->mutable_certification() = ClusterCertifier::certify(run, &findings, &next, nowMs, &previous);
    cluster.set_next_finding(next);
    for (auto &f : findings)
        *d->add_findings() = std::move(f);
    cluster.set_expansion_started_ms(0);
    if (d->certification().verdict() == CHECK_VERDICT_PASS) {
        for (auto &r : *d->mutable_racks())
            r.set_joining(false);
        const ClusterStage back = cluster.resume_stage() == CLUSTER_STAGE_UNSPECIFIED ? CLUSTER_STAGE_AWAITING_RELEASE
                                                                                      : cluster.resume_stage();
        ClusterLifecycle::enter(&cluster, back, run.finishedMs, ClusterLifecycle::controller(),
                                Phrase::make("cluster.event.expansion_certified"));
    } else {
        ClusterLifecycle::note(
            &cluster, run.finishedMs, ClusterLifecycle::controller(),
            Phrase::make("cluster.event.certification_failed",
                         {Phrase::text(ClusterReleaseGate::verdictText(d->certification().verdict()))}));
    }
}

std::vector<ClusterSummary> ClusterBook::list(const std::string &site) const
{
    std::lock_guard lock(m_mutex);
    std::vector<ClusterSummary> list;
    for (const auto &c : m_clusters) {
        if (site.empty() || c.detail().summary().site() == site)
            list.push_back(c.detail().summary());
    }
    return list;
}

std::optional<ClusterDetail> ClusterBook::detail(const std::string &clusterId) const
{
    std::lock_guard lock(m_mutex);
    const SimCluster *c = find(clusterId);
    if (!c)
        return std::nullopt;
    ClusterDetail d = c->detail();
    for (auto &criterion : ClusterReleaseGate::judge(d))
        *d.add_release_criteria() = std::move(criterion);
    return d;
}

ClusterBook::Changes ClusterBook::snapshot() const
{
    std::lock_guard lock(m_mutex);
    return m_feed.snapshot<ClusterSummary>(m_clusters, [](const SimCluster &c) { return &c.detail().summary(); });
}

std::optional<ClusterBook::Changes> ClusterBook::changesSince(const std::string &epoch, std::int64_t revision) const
{
    std::lock_guard lock(m_mutex);
    return m_feed.changesSince<ClusterSummary>(epoch, revision, m_clusters,
                                               [](const SimCluster &c) { return &c.detail().summary(); });
}

bool ClusterBook::waitForChange(std::int64_t afterRevision, std::chrono::milliseconds timeout) const
{
    return m_feed.waitForChange(afterRevision, timeout);
}

void ClusterBook::wake() const
{
    m_feed.wake();
}

std::int64_t ClusterBook::revision() const
{
    return m_feed.revision();
}

std::int64_t ClusterBook::nowMs() const
{
    return m_fleet.nowMs();
}

std::string ClusterBook::clusterOf(const std::string &rackId) const
{
    std::lock_guard lock(m_mutex);
    for (const auto &c : m_clusters) {
        for (const auto &r : c.detail().racks()) {
            if (r.rack_id() == rackId)
                return c.detail().summary().cluster_id();
        }
    }
    return {};
}

void ClusterBook::visit(const std::function<void(const SimCluster &)> &visit) const
{
    std::lock_guard lock(m_mutex);
    for (const auto &c : m_clusters)
        visit(c);
}

MutationResult ClusterBook::checkRevision(const SimCluster &cluster, std::int64_t expected) const
{
    const std::int64_t current = cluster.detail().summary().state_revision();
    if (expected == current)
        return MutationResult::done();
    return MutationResult::refused(Code::Aborted,
                                   Phrase::make("refusal.cluster_changed",
                                                {Phrase::id(cluster.detail().summary().cluster_id()),
                                                 Phrase::integer(expected), Phrase::integer(current)}));
}

MutationResult ClusterBook::commit(SimCluster &cluster, const SimCluster &before, const Caller &caller,
                                   const char *action, const std::string &key, const std::string &reason,
                                   const LocalizedText &details)
{
    QString failure;
    if (m_store && !m_store->save(cluster, &failure)) {
        // The transaction rolls back; so does the cluster (its revision stays spent).
        cluster = before;
        return MutationResult::failed(Code::Internal, "storing the cluster failed: " + failure.toStdString());
    }
    AuditEntry entry;
    *entry.mutable_actor() = caller.actor();
    entry.set_action(action);
    entry.set_target("cluster/" + cluster.detail().summary().cluster_id());
    entry.set_idempotency_key(key);
    entry.set_reason(reason);
    entry.set_outcome(AUDIT_OUTCOME_SUCCEEDED);
    entry.set_rack_revision(cluster.detail().summary().state_revision());
    *entry.mutable_time() = TimeUtil::MillisecondsToTimestamp(m_fleet.nowMs());
    AuditLog::describe(entry, details);
    if (!m_audit.append(entry, &failure)) {
        cluster = before;
        return MutationResult::failed(Code::Internal, "writing the audit log failed: " + failure.toStdString());
    }
    // Stored with the mutation's commit; should that fail, the cluster is put back too.
    MutationUndo::keep([this, before] {
        std::lock_guard lock(m_mutex);
        if (SimCluster *c = find(before.detail().summary().cluster_id()))
            *c = before;
    });
    return MutationResult::done();
}

MutationResult ClusterBook::refuse(const Caller &caller, const char *action, const std::string &clusterId,
                                   const std::string &key, const std::string &reason, const LocalizedText &what,
                                   MutationResult refusal)
{
    AuditEntry entry;
    *entry.mutable_actor() = caller.actor();
    entry.set_action(action);
    entry.set_target("cluster/" + clusterId);
    entry.set_idempotency_key(key);
    entry.set_reason(reason);
    entry.set_outcome(AUDIT_OUTCOME_REJECTED);
    entry.set_status_code(refusal.codeName());
    *entry.mutable_time() = TimeUtil::MillisecondsToTimestamp(m_fleet.nowMs());
    AuditLog::describe(entry, AuditLog::refused(what, refusal.phrase()));
    m_audit.append(entry);
    return refusal;
}

MutationResult ClusterBook::requestRelease(const Caller &caller, const ClusterReleaseIntent &intent,
                                           ClusterActionResponse *response)
{
    const auto known = facts(memberIds());
    std::lock_guard lock(m_mutex);
    const LocalizedText what = Phrase::make("audit.cluster_release_request");
    const auto refused = [&](MutationResult r) {
        if (intent.judgeOnly)
            return r;
        return refuse(caller, "cluster.release.request", intent.clusterId, intent.idempotencyKey, intent.reason, what,
                      std::move(r));
    };
    SimCluster *c = find(intent.clusterId);
    if (!c)
        return refused(MutationResult::refused(Code::NotFound,
                                               Phrase::make("refusal.no_cluster", {Phrase::id(intent.clusterId)})));
    if (applyFacts(*c, known))
        stamp(*c, false);
    std::vector<ApprovalCriterion> criteria = ClusterReleaseGate::judge(c->detail());
    fill(response, *c, criteria);
    if (intent.judgeOnly)
        return MutationResult::done();
    if (auto stale = checkRevision(*c, intent.expectedRevision); !stale.ok())
        return refused(stale);
    const ClusterSummary &s = c->detail().summary();
    if (s.stage() == CLUSTER_STAGE_PRODUCTION || s.stage() == CLUSTER_STAGE_DEGRADED)
        return refused(MutationResult::refused(Code::FailedPrecondition,
                                               Phrase::make("refusal.cluster_released", {Phrase::id(s.cluster_id())})));
    if (s.has_pending_release())
        return refused(MutationResult::refused(
            Code::FailedPrecondition,
            Phrase::make("refusal.release_pending", {Phrase::id(s.pending_release().requested_by().name())})));
    if (!ClusterReleaseGate::passes(criteria))
        return refused(MutationResult::refused(
            Code::FailedPrecondition,
            Phrase::make("refusal.release_gate", {Phrase::text(ClusterReleaseGate::failures(criteria))})));
    const SimCluster before = *c;
    ClusterReleaseRequest request;
    request.set_id(s.cluster_id() + "-REL" + std::to_string(c->next_release()));
    c->set_next_release(c->next_release() + 1);
    *request.mutable_requested_by() = caller.actor();
    *request.mutable_requested_at() = TimeUtil::MillisecondsToTimestamp(m_fleet.nowMs());
    request.set_reason(intent.reason);
    *c->mutable_detail()->mutable_summary()->mutable_pending_release() = request;
    ClusterLifecycle::note(c, m_fleet.nowMs(), caller.actor(),
                           Phrase::make("cluster.event.release_requested", {Phrase::id(intent.reason)}));
    stamp(*c, true);
    fill(response, *c, criteria);
    return commit(*c, before, caller, "cluster.release.request", intent.idempotencyKey, intent.reason,
                  Phrase::make("audit.cluster_release_requested", {Phrase::id(request.id())}));
}

MutationResult ClusterBook::decideRelease(const Caller &caller, const ClusterDecideIntent &intent,
                                          ClusterActionResponse *response)
{
    const auto known = facts(memberIds());
    std::lock_guard lock(m_mutex);
    const char *action = intent.reject ? "cluster.release.reject" : "cluster.release.confirm";
    const LocalizedText what = Phrase::make(intent.reject ? PhraseCode("audit.cluster_release_reject")
                                                          : PhraseCode("audit.cluster_release_confirm"));
    const auto refused = [&](MutationResult r) {
        return refuse(caller, action, intent.clusterId, intent.idempotencyKey, intent.comment, what, std::move(r));
    };
    SimCluster *c = find(intent.clusterId);
    if (!c)
        return refused(MutationResult::refused(Code::NotFound,
                                               Phrase::make("refusal.no_cluster", {Phrase::id(intent.clusterId)})));
    if (applyFacts(*c, known))
        stamp(*c, false);
    if (auto stale = checkRevision(*c, intent.expectedRevision); !stale.ok())
        return refused(stale);
    const ClusterSummary &s = c->detail().summary();
    if (!s.has_pending_release() || s.pending_release().id() != intent.releaseRequestId)
        return refused(
            MutationResult::refused(Code::FailedPrecondition,
                                    Phrase::make("refusal.no_release_request", {Phrase::id(intent.releaseRequestId)})));
    const ClusterReleaseRequest request = s.pending_release();
    if (request.requested_by().name() == caller.subject)
        return refused(MutationResult::refused(Code::PermissionDenied, Phrase::make("refusal.release_own")));
    const std::int64_t now = m_fleet.nowMs();
    const SimCluster before = *c;
    if (intent.reject) {
        c->mutable_detail()->mutable_summary()->clear_pending_release();
        ClusterLifecycle::note(c, now, caller.actor(),
                               Phrase::make("cluster.event.release_rejected", {Phrase::id(intent.comment)}));
        stamp(*c, true);
        fill(response, *c, ClusterReleaseGate::judge(c->detail()));
        *response->mutable_release_request() = request;
        return commit(
            *c, before, caller, action, intent.idempotencyKey, intent.comment,
            Phrase::make("audit.cluster_release_rejected", {Phrase::id(request.id()), Phrase::id(intent.comment)}));
    }
    // The gate again: the racks or the soak may have changed since the request.
    std::vector<ApprovalCriterion> criteria = ClusterReleaseGate::judge(c->detail());
    fill(response, *c, criteria);
    if (!ClusterReleaseGate::passes(criteria))
        return refused(MutationResult::refused(
            Code::FailedPrecondition,
            Phrase::make("refusal.release_gate", {Phrase::text(ClusterReleaseGate::failures(criteria))})));
    c->mutable_detail()->mutable_summary()->clear_pending_release();
    ClusterLifecycle::enter(c, CLUSTER_STAGE_PRODUCTION, now, caller.actor(),
                            Phrase::make("cluster.event.released",
                                         {Phrase::id(request.requested_by().name()), Phrase::id(caller.subject)}));
    stamp(*c, true);
    fill(response, *c, criteria);
    *response->mutable_release_request() = request;
    return commit(
        *c, before, caller, action, intent.idempotencyKey, intent.comment,
        Phrase::make("audit.cluster_released", {Phrase::id(request.id()), Phrase::id(request.requested_by().name())}));
}

MutationResult ClusterBook::quarantineRack(const Caller &caller, const ClusterQuarantineIntent &intent,
                                           ClusterActionResponse *response)
{
    std::lock_guard lock(m_mutex);
    const LocalizedText what = Phrase::make("audit.cluster_quarantine_of", {Phrase::id(intent.rackId)});
    const auto refused = [&](MutationResult r) {
        return refuse(caller, "cluster.rack.quarantine", intent.clusterId, intent.idempotencyKey, intent.reason, what,
                      std::move(r));
    };
    SimCluster *c = find(intent.clusterId);
    if (!c)
        return refused(MutationResult::refused(Code::NotFound,
                                               Phrase::make("refusal.no_cluster", {Phrase::id(intent.clusterId)})));
    if (auto stale = checkRevision(*c, intent.expectedRevision); !stale.ok())
        return refused(stale);
    const ClusterRack *rack = nullptr;
    int active = 0;
    for (const auto &r : c->detail().racks()) {
        if (r.rack_id() == intent.rackId)
            rack = &r;
        if (!r.quarantined())
            ++active;
    }
    if (!rack)
        return refused(
            MutationResult::refused(Code::InvalidArgument,
                                    Phrase::make("refusal.cluster_rack_not_member",
                                                 {Phrase::id(intent.rackId), Phrase::id(intent.clusterId)})));
    if (rack->quarantined())
        return refused(MutationResult::refused(
            Code::FailedPrecondition, Phrase::make("refusal.cluster_rack_quarantined", {Phrase::id(intent.rackId)})));
    if (active - 1 < 2)
        return refused(MutationResult::refused(Code::FailedPrecondition,
                                               Phrase::make("refusal.cluster_of_one", {Phrase::id(intent.clusterId)})));
    const std::int64_t now = m_fleet.nowMs();
    const SimCluster before = *c;
    c->mutable_detail()->mutable_summary()->clear_pending_release();
    ClusterLifecycle::quarantine(c, intent.rackId, intent.reason, caller.actor(), now);
    if (c->has_certification_plan()) {
        // The run under way no longer covers the cluster as it is: it starts again, without the rack.
        ClusterCertifier::Run run;
        run.clusterId = intent.clusterId;
        run.racks = rackIds(*c);
        run.attempt = c->detail().certification().attempt() + 1;
        run.startedMs = now;
        run.seed = c->seed();
        run.faults = ClusterCertificationRun::faults(c->certification_plan().faults());
        for (const auto &r : c->detail().racks()) {
            if (r.quarantined()
                && std::find(run.faults.untestedRacks.begin(), run.faults.untestedRacks.end(), r.rack_id())
                    == run.faults.untestedRacks.end())
                run.faults.untestedRacks.push_back(r.rack_id());
        }
        ClusterLifecycle::note(c, now, ClusterLifecycle::controller(),
                               Phrase::make("cluster.event.certification_started", {Phrase::integer(run.attempt)}));
        ClusterCertificationRun::plan(c, run);
    }
    stamp(*c, true);
    fill(response, *c, ClusterReleaseGate::judge(c->detail()));
    return commit(*c, before, caller, "cluster.rack.quarantine", intent.idempotencyKey, intent.reason,
                  Phrase::make("audit.cluster_quarantined", {Phrase::id(intent.rackId), Phrase::id(intent.reason)}));
}

MutationResult ClusterBook::expand(const Caller &caller, const ClusterExpandIntent &intent,
                                   ClusterActionResponse *response)
{
    const auto known = facts(intent.rackIds);
    std::lock_guard lock(m_mutex);
    const LocalizedText what = Phrase::make("audit.cluster_expand");
    const auto refused = [&](MutationResult r) {
        return refuse(caller, "cluster.expand", intent.clusterId, intent.idempotencyKey, intent.reason, what,
                      std::move(r));
    };
    SimCluster *c = find(intent.clusterId);
    if (!c)
        return refused(MutationResult::refused(Code::NotFound,
                                               Phrase::make("refusal.no_cluster", {Phrase::id(intent.clusterId)})));
    if (auto stale = checkRevision(*c, intent.expectedRevision); !stale.ok())
        return refused(stale);
    if (intent.rackIds.empty())
        return refused(MutationResult::refused(Code::InvalidArgument, Phrase::make("refusal.expand_no_racks")));
    if (c->detail().summary().stage() == CLUSTER_STAGE_EXPANDING)
        return refused(MutationResult::refused(
            Code::FailedPrecondition, Phrase::make("refusal.cluster_expanding", {Phrase::id(intent.clusterId)})));
    std::set<std::string> seen;
    for (const auto &id : intent.rackIds) {
        if (!seen.insert(id).second)
            return refused(
                MutationResult::refused(Code::InvalidArgument, Phrase::make("refusal.expand_twice", {Phrase::id(id)})));
        const auto fact = known.find(id);
        if (fact == known.end())
            return refused(MutationResult::refused(Code::InvalidArgument,
                                                   Phrase::make("refusal.cluster_rack_unknown", {Phrase::id(id)})));
        for (const auto &other : m_clusters) {
            for (const auto &r : other.detail().racks()) {
                if (r.rack_id() == id)
                    return refused(MutationResult::refused(
                        Code::FailedPrecondition,
                        Phrase::make("refusal.cluster_rack_taken",
                                     {Phrase::id(id), Phrase::id(other.detail().summary().cluster_id())})));
            }
        }
        if (fact->second.site != c->detail().summary().site())
            return refused(MutationResult::refused(Code::InvalidArgument,
                                                   Phrase::make("refusal.cluster_rack_other_site",
                                                                {Phrase::id(id), Phrase::id(fact->second.site),
                                                                 Phrase::id(c->detail().summary().site())})));
        if (fact->second.stage != LIFECYCLE_STAGE_PRODUCTION && fact->second.stage != LIFECYCLE_STAGE_AWAITING_APPROVAL)
            return refused(MutationResult::refused(
                Code::FailedPrecondition,
                Phrase::make("refusal.cluster_rack_not_validated",
                             {Phrase::id(id), Phrase::text(Phrase::stage(fact->second.stage))})));
    }
    if (c->detail().racks_size() + int(intent.rackIds.size()) > kMaxRacks)
        return refused(MutationResult::refused(
            Code::InvalidArgument, Phrase::make("refusal.cluster_too_large", {Phrase::integer(kMaxRacks)})));
    const std::int64_t now = m_fleet.nowMs();
    const SimCluster before = *c;
    ClusterDetail *d = c->mutable_detail();
    const Certification previous = d->certification();
    int domain = d->racks_size();
    std::string added;
    for (const auto &id : intent.rackIds) {
        auto *r = d->add_racks();
        r->set_rack_id(id);
        r->set_nvlink_domain(++domain);
        r->set_rack_stage(known.at(id).stage);
        r->set_rack_health(known.at(id).health);
        r->set_approved(known.at(id).stage == LIFECYCLE_STAGE_PRODUCTION);
        r->set_joining(true);
        ClusterFabric::addRack(d->mutable_fabric(), id);
        added += (added.empty() ? "" : ", ") + id;
    }
    d->mutable_summary()->clear_pending_release();
    const ClusterStage was = d->summary().stage();
    c->set_resume_stage(was == CLUSTER_STAGE_DEGRADED         ? CLUSTER_STAGE_DEGRADED
                            : was == CLUSTER_STAGE_PRODUCTION ? CLUSTER_STAGE_PRODUCTION
                            : was == CLUSTER_STAGE_BURN_IN    ? CLUSTER_STAGE_BURN_IN
                                                              : CLUSTER_STAGE_AWAITING_RELEASE);
    c->set_expansion_started_ms(now);
    c->clear_certification_plan(); // the expansion's certification replaces a run under way
    ClusterLifecycle::enter(c, CLUSTER_STAGE_EXPANDING, now, caller.actor(),
                            Phrase::make("cluster.event.expanding", {Phrase::id(added), Phrase::id(intent.reason)}));
    // The new racks alone, then paired with the existing domains; the whole-cluster rerun follows.
    ClusterCertifier::Run run;
    run.clusterId = intent.clusterId;
    run.racks = rackIds(*c);
    run.attempt = previous.attempt() + 1;
    run.startedMs = now;
    run.doneUpTo = CERTIFICATION_SCALE_RACK_PAIR;
    run.seed = c->seed();
    for (const auto &r : d->racks()) {
        if (r.quarantined())
            run.faults.untestedRacks.push_back(r.rack_id());
    }
    std::vector<ClusterFinding> findings;
    int next = c->next_finding();
    *d->mutable_certification() = ClusterCertifier::certify(run, &findings, &next, now, &previous);
    c->set_next_finding(next);
    for (auto &f : findings)
        *d->add_findings() = std::move(f);
    stamp(*c, true);
    fill(response, *c, ClusterReleaseGate::judge(c->detail()));
    return commit(*c, before, caller, "cluster.expand", intent.idempotencyKey, intent.reason,
                  Phrase::make("audit.cluster_expanded", {Phrase::id(added)}));
}

MutationResult ClusterBook::importEvidence(const Caller &caller, const std::string &clusterId,
                                           const std::string &fileName, const std::string &content,
                                           std::int64_t expectedRevision, ImportClusterEvidenceResponse *response)
{
    std::lock_guard lock(m_mutex);
    const LocalizedText what = Phrase::make("audit.import_of", {Phrase::id(fileName)});
    const auto refused = [&](MutationResult r) {
        return refuse(caller, "cluster.evidence.import", clusterId, {}, {}, what, std::move(r));
    };
    SimCluster *c = find(clusterId);
    if (!c)
        return refused(
            MutationResult::refused(Code::NotFound, Phrase::make("refusal.no_cluster", {Phrase::id(clusterId)})));
    if (expectedRevision != 0) {
        if (auto stale = checkRevision(*c, expectedRevision); !stale.ok())
            return refused(stale);
    }
    // Parse and judge on a copy: a refusal leaves the cluster as it was.
    SimCluster changed = *c;
    ImportClusterEvidenceResponse answer;
    MutationResult result = ClusterEvidence::import(&changed, fileName, content, m_fleet.nowMs(), &answer);
    if (!result.ok())
        return refused(result);
    const SimCluster before = *c;
    *c = std::move(changed);
    stamp(*c, true);
    *response = std::move(answer);
    *response->mutable_cluster() = c->detail().summary();
    return commit(*c, before, caller, "cluster.evidence.import", {}, {},
                  Phrase::make("audit.cluster_evidence",
                               {Phrase::id(fileName),
                                Phrase::text(ClusterReleaseGate::verdictText(response->result().verdict()))}));
}

} // namespace rackops::sim
