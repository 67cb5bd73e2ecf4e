#include "handover/handoverassembler.h"

#include "core/timeunits.h"

#include "alerts/alertbook.h"
#include "clusters/clusterbook.h"
#include "validation/approvalgate.h"
#include "journal/auditlog.h"
#include "fleet/fleetsimulation.h"
#include "handover/handoverstore.h"
#include "phrase/phrase.h"
#include "handover/shiftcalendar.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <map>
#include <set>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
bool isChange(const AuditEntry &e)
{
    return e.outcome() == AUDIT_OUTCOME_ACCEPTED || e.outcome() == AUDIT_OUTCOME_SUCCEEDED
        || e.outcome() == AUDIT_OUTCOME_FAILED;
}
} // namespace

HandoverAssembler::HandoverAssembler(FleetSimulation &fleet, AlertBook &alerts, AuditLog &audit, HandoverStore &store,
                                     const ShiftCalendar &calendar, const ClusterBook &clusters)
    : m_fleet(fleet)
    , m_alerts(alerts)
    , m_audit(audit)
    , m_store(store)
    , m_calendar(calendar)
    , m_clusters(clusters)
{
}

HandoverStatus HandoverAssembler::status(const Shift &shift, std::int64_t nowMs) const
{
    if (m_store.acknowledgement(shift.id()))
        return HANDOVER_STATUS_ACKNOWLEDGED;
    return nowMs < ms(shift.end_time()) ? HANDOVER_STATUS_IN_PROGRESS : HANDOVER_STATUS_AWAITING_ACKNOWLEDGEMENT;
}

HandoverReport HandoverAssembler::assemble(const Shift &shift, std::int64_t nowMs) const
{
    HandoverReport report;
    *report.mutable_shift() = shift;
    report.set_status(status(shift, nowMs));
    report.mutable_shift()->set_handover_status(report.status());
    *report.mutable_generated_at() = TimeUtil::MillisecondsToTimestamp(nowMs);
    const std::int64_t from = ms(shift.start_time());
    // A running shift's report includes what happened at this very moment.
    const std::int64_t to = std::min(ms(shift.end_time()), nowMs + 1);
    const Shift next = m_calendar.next(shift);
    addSites(&report, from, to);
    addIncidents(&report, from, to);
    addAuditFacts(&report, from, to);
    addPending(&report, ms(next.start_time()), ms(next.end_time()));
    addClusters(&report);
    // Incoming: whoever already acted in the next shift (known once it has begun).
    if (nowMs > ms(next.start_time())) {
        QueryAuditLogRequest query;
        *query.mutable_from() = next.start_time();
        *query.mutable_to() = TimeUtil::MillisecondsToTimestamp(std::min(nowMs + 1, ms(next.end_time())));
        std::set<std::string> incoming;
        for (const AuditEntry &e : m_audit.query(query, 0, 5000)) {
            if (!e.actor().automated() && !e.actor().name().empty() && e.outcome() != AUDIT_OUTCOME_REJECTED)
                incoming.insert(e.actor().name());
        }
        for (const auto &name : incoming)
            report.add_incoming_operators()->set_name(name);
    }
    const auto notes = m_store.notes(shift.id());
    for (const auto &note : notes)
        *report.add_notes() = note;
    // Next steps come from the newest NEXT_STEP note about the incident.
    for (auto &incident : *report.mutable_incidents()) {
        for (const auto &note : notes) {
            if (note.kind() == HANDOVER_NOTE_KIND_NEXT_STEP && note.alert_id() == incident.alert_id())
                incident.set_next_step(note.text());
        }
    }
    const auto ack = m_store.acknowledgement(shift.id());
    if (ack) {
        *report.mutable_acknowledged_by() = ack->by;
        *report.mutable_acknowledged_at() = TimeUtil::MillisecondsToTimestamp(ack->atMs);
        report.set_acknowledgement_comment(ack->comment);
    }
    // Every change (a note, the sign-off) makes the report newer.
    report.set_revision(std::int64_t(notes.size()) * 2 + (ack ? 1 : 0) + 1);
    return report;
}

void HandoverAssembler::addSites(HandoverReport *report, std::int64_t fromMs, std::int64_t toMs) const
{
    std::map<std::string, HandoverSiteState> sites;
    std::map<std::string, std::map<int, int>> stages;
    m_fleet.visitRacks({}, [&](const SimRack &rack) {
        const RackSummary &s = rack.detail().summary();
        HandoverSiteState &site = sites[s.location().site()];
        site.set_site(s.location().site());
        site.set_region(s.location().region());
        site.set_rack_count(site.rack_count() + 1);
        ++stages[s.location().site()][s.stage()];
        if (s.health() == HEALTH_CRITICAL)
            site.set_racks_critical(site.racks_critical() + 1);
        else if (s.health() == HEALTH_CAUTION)
            site.set_racks_caution(site.racks_caution() + 1);
        for (const LifecycleEvent &e : rack.detail().history()) {
            const std::int64_t at = ms(e.entered_at());
            // A leak reaction's return is no move to production: only stages entered count.
            if (at < fromMs || at >= toMs || e.within_stage())
                continue;
            if (e.stage() == LIFECYCLE_STAGE_PRODUCTION)
                site.add_moved_to_production(s.rack_id());
            else if (e.stage() == LIFECYCLE_STAGE_FAILED)
                site.add_failed(s.rack_id());
        }
    });
    for (auto &[name, site] : sites) {
        for (const auto &[stage, count] : stages[name]) {
            auto *c = site.add_racks_per_stage();
            c->set_stage(LifecycleStage(stage));
            c->set_count(count);
        }
        *report->add_sites() = std::move(site);
    }
}

void HandoverAssembler::addIncidents(HandoverReport *report, std::int64_t fromMs, std::int64_t toMs) const
{
    std::vector<Alert> alerts = m_alerts.history(fromMs, toMs);
    std::vector<HandoverIncident> incidents;
    for (const Alert &a : alerts) {
        const bool openAtEnd = a.state() != ALERT_STATE_RESOLVED || ms(a.resolved_at()) >= toMs;
        const bool criticalInShift = a.severity() == ALERT_SEVERITY_CRITICAL && ms(a.raised_at()) >= fromMs;
        if (a.source() == ALERT_SOURCE_REPLICATION && ms(a.raised_at()) < toMs) {
            auto *b = report->add_replication_breaches();
            b->set_bucket(a.bucket());
            b->set_source_region(a.source_region());
            b->set_target_region(a.target_region());
            *b->mutable_started_at() = a.raised_at();
            if (a.state() == ALERT_STATE_RESOLVED)
                *b->mutable_ended_at() = a.resolved_at();
        }
        if (!openAtEnd && !criticalInShift)
            continue;
        HandoverIncident incident;
        incident.set_alert_id(a.id());
        incident.set_severity(a.severity());
        incident.set_state(a.state());
        incident.set_summary(a.summary());
        if (a.has_summary_text())
            *incident.mutable_summary_text() = a.summary_text();
        incident.set_rack_id(a.rack_id());
        incident.set_bucket(a.bucket());
        if (a.has_owner())
            *incident.mutable_owner() = a.owner();
        *incident.mutable_raised_at() = a.raised_at();
        // Resolved within the shift: when, so the console groups incidents as the Alerts view does.
        if (!openAtEnd && a.has_resolved_at())
            *incident.mutable_resolved_at() = a.resolved_at();
        for (const AlertComment &c : a.comments()) {
            auto *t = incident.add_tried();
            *t->mutable_time() = c.time();
            *t->mutable_actor() = c.author();
            t->set_description(c.text());
        }
        incidents.push_back(std::move(incident));
    }
    std::stable_sort(incidents.begin(), incidents.end(), [](const HandoverIncident &l, const HandoverIncident &r) {
        if (l.severity() != r.severity())
            return l.severity() > r.severity();
        return ms(l.raised_at()) < ms(r.raised_at());
    });
    for (auto &incident : incidents)
        *report->add_incidents() = std::move(incident);
}

void HandoverAssembler::addAuditFacts(HandoverReport *report, std::int64_t fromMs, std::int64_t toMs) const
{
    QueryAuditLogRequest query;
    *query.mutable_from() = TimeUtil::MillisecondsToTimestamp(fromMs);
    *query.mutable_to() = TimeUtil::MillisecondsToTimestamp(toMs);
    const auto entries = m_audit.query(query, 0, 5000); // newest first
    std::set<std::string> people;
    std::map<std::string, Operation> remediations;
    std::vector<std::string> order;
    for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
        const AuditEntry &e = *it;
        // Who changed something; a refused attempt is not acting in the shift.
        if (!e.actor().automated() && !e.actor().name().empty() && isChange(e))
            people.insert(e.actor().name());
        if (e.operation_id().empty() || e.action().rfind("rack.remediate", 0) != 0)
            continue;
        auto [slot, inserted] = remediations.try_emplace(e.operation_id());
        Operation &op = slot->second;
        if (inserted) {
            order.push_back(e.operation_id());
            op.set_id(e.operation_id());
            op.set_kind(OPERATION_KIND_REMEDIATION);
            op.set_rack_id(e.rack_id());
            *op.mutable_requested_by() = e.actor();
            *op.mutable_created_at() = e.time();
            op.set_state(OPERATION_STATE_RUNNING);
            op.set_reason(e.reason());
        }
        op.set_message(e.details());
        if (e.has_details_text())
            *op.mutable_message_text() = e.details_text();
        else
            op.clear_message_text();
        if (e.outcome() == AUDIT_OUTCOME_SUCCEEDED || e.outcome() == AUDIT_OUTCOME_FAILED) {
            op.set_state(e.outcome() == AUDIT_OUTCOME_SUCCEEDED ? OPERATION_STATE_SUCCEEDED : OPERATION_STATE_FAILED);
            *op.mutable_finished_at() = e.time();
        }
    }
    for (const auto &id : order) {
        Operation op = remediations[id];
        if (auto live = m_fleet.operations().operation(id); live && op.state() == OPERATION_STATE_RUNNING)
            op = *live; // still running: its progress as of now
        *report->add_remediations() = std::move(op);
    }
    for (const auto &name : people) {
        Actor actor;
        actor.set_name(name);
        *report->add_outgoing_operators() = actor;
    }
    int changes = 0;
    for (const AuditEntry &e : entries) {
        if (!isChange(e))
            continue;
        if (++changes > kMaxChanges) {
            report->set_changes_truncated(true);
            break;
        }
        *report->add_changes() = e;
    }
}

void HandoverAssembler::addClusters(HandoverReport *report) const
{
    std::vector<HandoverCluster> list;
    m_clusters.visit([&list](const SimCluster &cluster) {
        const ClusterDetail &d = cluster.detail();
        const ClusterSummary &s = d.summary();
        HandoverCluster h;
        const bool certificationBlocks = d.certification().verdict() == CHECK_VERDICT_FAIL
            || d.certification().verdict() == CHECK_VERDICT_NOT_TESTED;
        if (s.stage() == CLUSTER_STAGE_AWAITING_RELEASE && !certificationBlocks) {
            h.set_reason(HANDOVER_CLUSTER_REASON_AWAITING_RELEASE);
            *h.mutable_detail_text() = s.has_pending_release()
                ? Phrase::make("handover.cluster_release_pending",
                               {Phrase::id(s.pending_release().requested_by().name())})
                : Phrase::make("handover.cluster_release");
        } else if ((s.stage() == CLUSTER_STAGE_CERTIFYING || s.stage() == CLUSTER_STAGE_EXPANDING
                    || s.stage() == CLUSTER_STAGE_AWAITING_RELEASE)
                   && certificationBlocks) {
            // Failed evidence imported after the soak blocks a cluster that waited for its release too.
            h.set_reason(HANDOVER_CLUSTER_REASON_CERTIFICATION_FAILED);
            LocalizedText why = s.status_text();
            for (const auto &f : d.findings()) {
                if (!f.recovered() && !f.during_burn_in()) {
                    why = f.text();
                    break;
                }
            }
            *h.mutable_detail_text() = Phrase::make("handover.cluster_certification", {Phrase::text(why)});
        } else if (s.stage() == CLUSTER_STAGE_DEGRADED) {
            h.set_reason(HANDOVER_CLUSTER_REASON_DEGRADED);
            for (const auto &r : d.racks()) {
                if (r.quarantined()) {
                    *h.mutable_detail_text() = Phrase::make(
                        "handover.cluster_degraded", {Phrase::id(r.rack_id()), Phrase::id(r.quarantine_reason())});
                    break;
                }
            }
        } else if (s.stage() == CLUSTER_STAGE_BURN_IN) {
            for (const auto &i : d.burn_in().interruptions()) {
                if (i.finding_id().empty() || !i.recovered()) {
                    h.set_reason(HANDOVER_CLUSTER_REASON_BURN_IN_INTERRUPTED);
                    *h.mutable_detail_text() = Phrase::make("handover.cluster_interruption", {Phrase::text(i.text())});
                    break;
                }
            }
        }
        if (h.reason() == HANDOVER_CLUSTER_REASON_UNSPECIFIED)
            return;
        h.set_cluster_id(s.cluster_id());
        h.set_name(s.name());
        h.set_site(s.site());
        h.set_stage(s.stage());
        *h.mutable_status_text() = s.status_text();
        if (s.has_pending_release())
            *h.mutable_pending_release() = s.pending_release();
        h.set_open_findings(s.open_findings());
        h.set_rack_count(s.rack_ids_size());
        *h.mutable_stage_entered_at() = s.stage_entered_at();
        list.push_back(std::move(h));
    });
    std::stable_sort(list.begin(), list.end(), [](const HandoverCluster &a, const HandoverCluster &b) {
        return a.reason() != b.reason() ? a.reason() < b.reason() : a.cluster_id() < b.cluster_id();
    });
    for (auto &h : list)
        *report->add_clusters() = std::move(h);
}

void HandoverAssembler::addPending(HandoverReport *report, std::int64_t nextFromMs, std::int64_t nextToMs) const
{
    // The gate weighs the racks' open blocking alerts; read before the fleet's lock, as approvals do.
    std::map<std::string, std::vector<Alert>> blockingByRack;
    for (Alert &alert : m_alerts.alerts([](const Alert &a) { return ApprovalGate::blocks(a); }))
        blockingByRack[alert.rack_id()].push_back(std::move(alert));
    const std::vector<Alert> none;
    m_fleet.visitRacks({}, [&](const SimRack &rack) {
        const RackSummary &s = rack.detail().summary();
        if (s.stage() != LIFECYCLE_STAGE_AWAITING_APPROVAL)
            return;
        auto *p = report->add_pending_approvals();
        p->set_rack_id(s.rack_id());
        p->set_site(s.location().site());
        *p->mutable_awaiting_since() = s.stage_entered_at();
        int failed = 0;
        const auto open = blockingByRack.find(s.rack_id());
        for (const auto &c : ApprovalGate::evaluate(rack, open == blockingByRack.end() ? none : open->second)) {
            if (ApprovalGate::met(c))
                continue;
            if (failed++ == 0) {
                auto blocking = Phrase::make(
                    "handover.blocking",
                    {Phrase::text(c.has_name_text() ? c.name_text() : Phrase::verbatim(c.name())),
                     Phrase::text(c.has_measured_text() ? c.measured_text() : Phrase::verbatim(c.measured()))});
                p->set_blocking_summary(blocking.english());
                *p->mutable_blocking_summary_text() = std::move(blocking);
            }
        }
        p->set_failed_criteria(failed);
    });
    std::vector<HandoverExpiry> expiring;
    for (const auto &o : m_fleet.operations().overrides({})) {
        if (o.state() != OVERRIDE_REQUEST_STATE_PENDING)
            continue;
        *report->add_pending_override_requests() = o;
        const std::int64_t expires = ms(o.expires_at());
        if (expires >= nextFromMs && expires < nextToMs) {
            HandoverExpiry e;
            e.set_kind(HANDOVER_EXPIRY_KIND_OVERRIDE_REQUEST);
            e.set_id(o.id());
            auto summary = Phrase::make("handover.override_expiry", {Phrase::id(o.rack_id())});
            e.set_summary(summary.english());
            *e.mutable_summary_text() = std::move(summary);
            *e.mutable_owner() = o.requested_by();
            *e.mutable_expires_at() = o.expires_at();
            expiring.push_back(std::move(e));
        }
    }
    for (const auto &s : m_alerts.silences()) {
        const std::int64_t expires = ms(s.expires_at());
        if (s.state() != SILENCE_STATE_ACTIVE || expires < nextFromMs || expires >= nextToMs)
            continue;
        HandoverExpiry e;
        e.set_kind(HANDOVER_EXPIRY_KIND_SILENCE);
        e.set_id(s.id());
        const std::string what = !s.matcher().rack_id().empty() ? s.matcher().rack_id()
            : !s.matcher().bucket().empty()                     ? s.matcher().bucket()
            : !s.matcher().condition_key().empty()              ? s.matcher().condition_key()
                                                                : s.id(); // Alertmanager's own: its id
        auto summary = Phrase::make("handover.silence_expiry", {Phrase::id(what), Phrase::id(s.reason())});
        e.set_summary(summary.english());
        *e.mutable_summary_text() = std::move(summary);
        *e.mutable_owner() = s.created_by();
        *e.mutable_expires_at() = s.expires_at();
        expiring.push_back(std::move(e));
    }
    std::sort(expiring.begin(), expiring.end(),
              [](const HandoverExpiry &l, const HandoverExpiry &r) { return ms(l.expires_at()) < ms(r.expires_at()); });
    for (auto &e : expiring)
        *report->add_expiring_next_shift() = std::move(e);
}

} // namespace rackops::sim
