#include "clusters/clusterlifecycle.h"

#include "clusters/clustercertifier.h"
#include "clusters/clusterfabric.h"

#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

Actor ClusterLifecycle::controller()
{
    Actor a;
    a.set_name("cluster-certification");
    a.set_automated(true);
    return a;
}

void ClusterLifecycle::enter(SimCluster *cluster, ClusterStage stage, std::int64_t atMs, const Actor &actor,
                             LocalizedText text)
{
    auto *summary = cluster->mutable_detail()->mutable_summary();
    auto *event = cluster->mutable_detail()->add_history();
    *event->mutable_at() = TimeUtil::MillisecondsToTimestamp(atMs);
    event->set_from_stage(summary->stage());
    event->set_to_stage(stage);
    *event->mutable_actor() = actor;
    *event->mutable_text() = std::move(text);
    summary->set_stage(stage);
    *summary->mutable_stage_entered_at() = TimeUtil::MillisecondsToTimestamp(atMs);
}

void ClusterLifecycle::note(SimCluster *cluster, std::int64_t atMs, const Actor &actor, LocalizedText text)
{
    const ClusterStage stage = cluster->detail().summary().stage();
    auto *event = cluster->mutable_detail()->add_history();
    *event->mutable_at() = TimeUtil::MillisecondsToTimestamp(atMs);
    event->set_from_stage(stage);
    event->set_to_stage(stage);
    *event->mutable_actor() = actor;
    *event->mutable_text() = std::move(text);
}

void ClusterLifecycle::quarantine(SimCluster *cluster, const std::string &rackId, const std::string &reason,
                                  const Actor &by, std::int64_t atMs)
{
    ClusterDetail *detail = cluster->mutable_detail();
    for (auto &rack : *detail->mutable_racks()) {
        if (rack.rack_id() != rackId)
            continue;
        rack.set_quarantined(true);
        rack.set_quarantine_reason(reason);
        *rack.mutable_quarantined_by() = by;
    }
    Certification *cert = detail->mutable_certification();
    for (auto &result : *cert->mutable_results()) {
        const bool mine =
            std::find(result.rack_ids().begin(), result.rack_ids().end(), rackId) != result.rack_ids().end();
        if (!mine)
            continue;
        result.set_verdict(CHECK_VERDICT_NOT_TESTED);
        *result.mutable_reason() = Phrase::make("cluster.result.quarantined", {Phrase::id(rackId)});
    }
    for (auto &cell : *cert->mutable_cells()) {
        if (cell.verdict() == CHECK_VERDICT_PENDING || cell.verdict() == CHECK_VERDICT_RUNNING)
            continue;
        cell.add_untested(rackId);
        cell.set_verdict(ClusterCertifier::worst(cell.verdict(), CHECK_VERDICT_NOT_TESTED));
    }
    if (cert->cells_size() > 0)
        cert->set_verdict(ClusterCertifier::worst(cert->verdict(), CHECK_VERDICT_NOT_TESTED));
    LocalizedText text = Phrase::make("cluster.event.quarantined", {Phrase::id(rackId), Phrase::id(reason)});
    const ClusterStage stage = detail->summary().stage();
    if (stage == CLUSTER_STAGE_PRODUCTION)
        enter(cluster, CLUSTER_STAGE_DEGRADED, atMs, by, std::move(text));
    else
        note(cluster, atMs, by, std::move(text));
}

void ClusterLifecycle::refresh(SimCluster *cluster)
{
    ClusterDetail *detail = cluster->mutable_detail();
    ClusterSummary *s = detail->mutable_summary();
    s->clear_rack_ids();
    int approved = 0, joining = 0, cabled = 0, ports = 0;
    std::string quarantined, joiningIds;
    for (auto &rack : *detail->mutable_racks()) {
        s->add_rack_ids(rack.rack_id());
        ClusterFabric::rollUp(detail->fabric(), &rack);
        approved += rack.approved() ? 1 : 0;
        if (rack.joining()) {
            ++joining;
            joiningIds += (joiningIds.empty() ? "" : ", ") + rack.rack_id();
        }
        if (rack.quarantined())
            quarantined += (quarantined.empty() ? "" : ", ") + rack.rack_id();
        cabled += rack.ports_up();
        ports += rack.ports_total();
    }
    s->set_gpu_count(72 * detail->racks_size());
    s->set_racks_approved(approved);
    s->set_certification_verdict(detail->certification().cells_size() > 0 ? detail->certification().verdict()
                                                                          : CHECK_VERDICT_PENDING);
    s->set_burn_in_verdict(detail->burn_in().verdict() == CHECK_VERDICT_UNSPECIFIED ? CHECK_VERDICT_PENDING
                                                                                    : detail->burn_in().verdict());
    s->set_burn_in_progress(detail->burn_in().progress());
    int open = 0;
    const ClusterFinding *firstOpen = nullptr;
    for (const auto &f : detail->findings()) {
        if (!f.recovered()) {
            ++open;
            if (!firstOpen)
                firstOpen = &f;
        }
    }
    s->set_open_findings(open);
    int done = 0, total = 0;
    std::string untested;
    for (const auto &cell : detail->certification().cells()) {
        ++total;
        if (cell.verdict() != CHECK_VERDICT_PENDING && cell.verdict() != CHECK_VERDICT_RUNNING)
            ++done;
        if (untested.empty() && cell.untested_size() > 0)
            untested = cell.untested(0);
    }
    const CheckVerdict cert = s->certification_verdict();
    const CheckVerdict burn = s->burn_in_verdict();
    LocalizedText status;
    switch (s->stage()) {
    case CLUSTER_STAGE_FORMING:
        status = Phrase::make("cluster.status.forming", {Phrase::integer(cabled), Phrase::integer(ports)});
        break;
    case CLUSTER_STAGE_CERTIFYING:
    case CLUSTER_STAGE_EXPANDING:
        if (cert == CHECK_VERDICT_FAIL && firstOpen)
            status = Phrase::make("cluster.status.certification_failed", {Phrase::text(firstOpen->text())});
        else if (cert == CHECK_VERDICT_NOT_TESTED)
            status = Phrase::make("cluster.status.certification_untested", {Phrase::id(untested)});
        else if (s->stage() == CLUSTER_STAGE_EXPANDING)
            status = Phrase::make("cluster.status.expanding",
                                  {Phrase::id(joiningIds), Phrase::integer(done), Phrase::integer(total)});
        else
            status = Phrase::make("cluster.status.certifying", {Phrase::integer(done), Phrase::integer(total)});
        break;
    case CLUSTER_STAGE_BURN_IN: {
        const int days = cluster->planned_days_size();
        const int day = std::max(1, std::min(days, detail->burn_in().days_size()));
        if (burn == CHECK_VERDICT_FAIL)
            status = Phrase::make("cluster.status.burn_in_failed", {Phrase::text(detail->burn_in().verdict_text())});
        else
            status = Phrase::make("cluster.status.burn_in", {Phrase::integer(day), Phrase::integer(days)});
        break;
    }
    case CLUSTER_STAGE_AWAITING_RELEASE:
        status = s->has_pending_release()
            ? Phrase::make("cluster.status.release_pending", {Phrase::id(s->pending_release().requested_by().name())})
            : Phrase::make("cluster.status.awaiting_release");
        break;
    case CLUSTER_STAGE_PRODUCTION: status = Phrase::make("cluster.status.production"); break;
    case CLUSTER_STAGE_DEGRADED:
        status =
            Phrase::make("cluster.status.degraded", {Phrase::id(quarantined.empty() ? s->cluster_id() : quarantined)});
        break;
    default: break;
    }
    *s->mutable_status_text() = std::move(status);
    Health health = HEALTH_OK;
    if (cert == CHECK_VERDICT_FAIL || burn == CHECK_VERDICT_FAIL || s->stage() == CLUSTER_STAGE_DEGRADED)
        health = HEALTH_CRITICAL;
    else if (open > 0 || cert == CHECK_VERDICT_NOT_TESTED)
        health = HEALTH_CAUTION;
    for (const auto &rack : detail->racks()) {
        if (health == HEALTH_OK && s->stage() != CLUSTER_STAGE_FORMING
            && (rack.worst_port() == FABRIC_LINK_STATE_FLAPPING || rack.worst_port() == FABRIC_LINK_STATE_DOWN))
            health = HEALTH_CAUTION;
    }
    s->set_health(health);
}

} // namespace rackops::sim
