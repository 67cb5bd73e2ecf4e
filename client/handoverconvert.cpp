#include "handoverconvert.h"

#include "alertconvert.h"
#include "commonconvert.h"
#include "operationsconvert.h"

#include "rackops/v1/handover.pb.h"

namespace rackops {

namespace {
qint64 ms(bool has, const google::protobuf::Timestamp &t)
{
    return has ? CommonConvert::toMs(t) : 0;
}

QString str(const std::string &s)
{
    return QString::fromStdString(s);
}

QStringList strings(const google::protobuf::RepeatedPtrField<std::string> &list)
{
    QStringList out;
    for (const auto &s : list)
        out << str(s);
    return out;
}
} // namespace

ShiftInfo::Status HandoverConvert::status(int value)
{
    switch (value) {
    case v1::HANDOVER_STATUS_IN_PROGRESS: return ShiftInfo::Status::InProgress;
    case v1::HANDOVER_STATUS_AWAITING_ACKNOWLEDGEMENT: return ShiftInfo::Status::AwaitingAcknowledgement;
    case v1::HANDOVER_STATUS_ACKNOWLEDGED: return ShiftInfo::Status::Acknowledged;
    default: return ShiftInfo::Status::Unknown;
    }
}

ShiftInfo HandoverConvert::shift(const v1::Shift &m)
{
    ShiftInfo s;
    s.id = str(m.id());
    s.name = CommonConvert::said(CommonConvert::text(m.name_text()), m.name());
    s.localDate = str(m.local_date());
    s.startMs = ms(m.has_start_time(), m.start_time());
    s.endMs = ms(m.has_end_time(), m.end_time());
    s.status = status(m.handover_status());
    return s;
}

HandoverReportInfo HandoverConvert::report(const v1::HandoverReport &m)
{
    HandoverReportInfo r;
    r.shift = shift(m.shift());
    r.status = status(m.status());
    r.generatedMs = ms(m.has_generated_at(), m.generated_at());
    r.revision = m.revision();
    for (const auto &a : m.outgoing_operators())
        r.outgoingOperators << str(a.name());
    for (const auto &a : m.incoming_operators())
        r.incomingOperators << str(a.name());
    for (const auto &s : m.sites()) {
        HandoverReportInfo::Site site;
        site.site = str(s.site());
        site.region = str(s.region());
        site.rackCount = s.rack_count();
        for (const auto &c : s.racks_per_stage())
            site.racksPerStage.append({CommonConvert::stage(c.stage()), c.count()});
        site.movedToProduction = strings(s.moved_to_production());
        site.failed = strings(s.failed());
        site.racksCritical = s.racks_critical();
        site.racksCaution = s.racks_caution();
        r.sites.append(site);
    }
    for (const auto &i : m.incidents()) {
        HandoverReportInfo::Incident incident;
        incident.alertId = str(i.alert_id());
        incident.severity = AlertConvert::severity(i.severity());
        incident.state = AlertConvert::state(i.state());
        incident.summaryText = CommonConvert::text(i.summary_text());
        incident.summary = CommonConvert::said(incident.summaryText, i.summary());
        incident.resolvedMs = ms(i.has_resolved_at(), i.resolved_at());
        incident.subject = i.rack_id().empty() ? str(i.bucket()) : str(i.rack_id());
        incident.owner = str(i.owner().name());
        incident.raisedMs = ms(i.has_raised_at(), i.raised_at());
        for (const auto &t : i.tried())
            incident.tried.append(
                {ms(t.has_time(), t.time()), str(t.actor().name()), str(t.description()), str(t.outcome())});
        incident.nextStep = str(i.next_step());
        r.incidents.append(incident);
    }
    for (const auto &p : m.pending_approvals()) {
        const LocalizedText blocking = CommonConvert::text(p.blocking_summary_text());
        r.pendingApprovals.append({str(p.rack_id()), str(p.site()), ms(p.has_awaiting_since(), p.awaiting_since()),
                                   p.failed_criteria(), CommonConvert::said(blocking, p.blocking_summary()), blocking});
    }
    for (const auto &o : m.pending_override_requests())
        r.pendingOverrides.append(
            {str(o.id()), str(o.rack_id()), str(o.requested_by().name()), ms(o.has_expires_at(), o.expires_at())});
    for (const auto &op : m.remediations())
        r.remediations.append(OperationsConvert::operation(op));
    for (const auto &e : m.expiring_next_shift()) {
        HandoverReportInfo::Expiry expiry;
        expiry.kind = e.kind() == v1::HANDOVER_EXPIRY_KIND_SILENCE  ? HandoverReportInfo::Expiry::Kind::Silence
            : e.kind() == v1::HANDOVER_EXPIRY_KIND_OVERRIDE_REQUEST ? HandoverReportInfo::Expiry::Kind::OverrideRequest
                                                                    : HandoverReportInfo::Expiry::Kind::Unknown;
        expiry.id = str(e.id());
        expiry.summaryText = CommonConvert::text(e.summary_text());
        expiry.summary = CommonConvert::said(expiry.summaryText, e.summary());
        expiry.owner = str(e.owner().name());
        expiry.expiresMs = ms(e.has_expires_at(), e.expires_at());
        r.expiringNextShift.append(expiry);
    }
    for (const auto &b : m.replication_breaches())
        r.replicationBreaches.append({str(b.bucket()), str(b.source_region()), str(b.target_region()),
                                      ms(b.has_started_at(), b.started_at()), ms(b.has_ended_at(), b.ended_at())});
    for (const auto &n : m.notes()) {
        HandoverReportInfo::Note note;
        note.id = str(n.id());
        note.author = str(n.author().name());
        note.createdMs = ms(n.has_created_at(), n.created_at());
        note.kind = n.kind() == v1::HANDOVER_NOTE_KIND_GENERAL ? HandoverReportInfo::Note::Kind::General
            : n.kind() == v1::HANDOVER_NOTE_KIND_NEXT_STEP     ? HandoverReportInfo::Note::Kind::NextStep
            : n.kind() == v1::HANDOVER_NOTE_KIND_WATCH         ? HandoverReportInfo::Note::Kind::Watch
                                                               : HandoverReportInfo::Note::Kind::Unknown;
        note.text = str(n.text());
        note.rackId = str(n.rack_id());
        note.alertId = str(n.alert_id());
        r.notes.append(note);
    }
    for (const auto &c : m.clusters()) {
        HandoverReportInfo::Cluster cluster;
        cluster.clusterId = str(c.cluster_id());
        cluster.name = str(c.name());
        cluster.site = str(c.site());
        cluster.stage = ClusterTerms::stageFromInt(c.stage());
        switch (c.reason()) {
        case v1::HANDOVER_CLUSTER_REASON_AWAITING_RELEASE:
            cluster.reason = HandoverReportInfo::Cluster::Reason::AwaitingRelease;
            break;
        case v1::HANDOVER_CLUSTER_REASON_CERTIFICATION_FAILED:
            cluster.reason = HandoverReportInfo::Cluster::Reason::CertificationFailed;
            break;
        case v1::HANDOVER_CLUSTER_REASON_DEGRADED:
            cluster.reason = HandoverReportInfo::Cluster::Reason::Degraded;
            break;
        case v1::HANDOVER_CLUSTER_REASON_BURN_IN_INTERRUPTED:
            cluster.reason = HandoverReportInfo::Cluster::Reason::BurnInInterrupted;
            break;
        default: cluster.reason = HandoverReportInfo::Cluster::Reason::Unknown; break; // a newer backend's reason
        }
        cluster.status = CommonConvert::said(CommonConvert::text(c.status_text()), c.status_text().english());
        cluster.detailText = CommonConvert::text(c.detail_text());
        cluster.detail = CommonConvert::said(cluster.detailText, c.detail_text().english());
        if (c.has_pending_release())
            cluster.releaseRequestedBy = str(c.pending_release().requested_by().name());
        cluster.openFindings = c.open_findings();
        cluster.rackCount = c.rack_count();
        cluster.stageEnteredMs = ms(c.has_stage_entered_at(), c.stage_entered_at());
        r.clusters.append(cluster);
    }
    for (const auto &e : m.changes())
        r.changes.append(OperationsConvert::auditEntry(e));
    r.changesTruncated = m.changes_truncated();
    r.acknowledgedBy = str(m.acknowledged_by().name());
    r.acknowledgedMs = ms(m.has_acknowledged_at(), m.acknowledged_at());
    r.acknowledgementComment = str(m.acknowledgement_comment());
    return r;
}

} // namespace rackops
