#include "clusterconvert.h"

#include "commonconvert.h"
#include "operationsconvert.h"

#include "rackops/v1/clusters.pb.h"

#include <algorithm>

namespace rackops {

namespace {
QString str(const std::string &s)
{
    return QString::fromStdString(s);
}

QString say(const v1::LocalizedText &text)
{
    return CommonConvert::said(CommonConvert::text(text), text.english());
}

template<typename Repeated> QStringList strings(const Repeated &values)
{
    QStringList list;
    list.reserve(values.size());
    for (const std::string &v : values)
        list.append(QString::fromStdString(v));
    return list;
}

qint64 ms(bool has, const google::protobuf::Timestamp &t)
{
    return has ? CommonConvert::toMs(t) : 0;
}

ClusterReleaseRequestInfo releaseRequest(const v1::ClusterReleaseRequest &m)
{
    return {str(m.id()), str(m.requested_by().name()), ms(m.has_requested_at(), m.requested_at()), str(m.reason())};
}
} // namespace

ClusterSummary ClusterConvert::summary(const v1::ClusterSummary &m)
{
    ClusterSummary s;
    s.clusterId = str(m.cluster_id());
    s.name = str(m.name());
    s.site = CommonConvert::interned(m.site());
    s.stage = ClusterTerms::stageFromInt(m.stage());
    s.health = CommonConvert::health(m.health());
    s.rackIds = strings(m.rack_ids());
    s.gpuCount = m.gpu_count();
    s.stageEnteredMs = ms(m.has_stage_entered_at(), m.stage_entered_at());
    s.revision = m.revision();
    s.stateRevision = m.state_revision();
    s.certificationVerdict = ClusterTerms::verdictFromInt(m.certification_verdict());
    s.burnInVerdict = ClusterTerms::verdictFromInt(m.burn_in_verdict());
    s.burnInProgress = m.burn_in_progress();
    s.openFindings = m.open_findings();
    s.racksApproved = m.racks_approved();
    s.statusText = say(m.status_text());
    if (m.has_pending_release())
        s.pendingRelease = releaseRequest(m.pending_release());
    s.platform = CommonConvert::interned(m.platform());
    s.fabric = CommonConvert::interned(m.fabric());
    return s;
}

ClusterUpdate ClusterConvert::update(const v1::WatchClustersResponse &m)
{
    ClusterUpdate u;
    u.reset = m.reset();
    u.upserts.reserve(m.upserts_size());
    for (const v1::ClusterSummary &c : m.upserts())
        u.upserts.append(summary(c));
    u.removedClusterIds = strings(m.removed_cluster_ids());
    u.revision = m.revision();
    u.serverTimeMs = ms(m.has_server_time(), m.server_time());
    u.epoch = str(m.epoch());
    return u;
}

ClusterFindingInfo ClusterConvert::finding(const v1::ClusterFinding &x)
{
    ClusterFindingInfo f;
    f.id = str(x.id());
    f.reason = ClusterTerms::reasonFromInt(x.reason());
    f.subjectKind = ClusterTerms::subjectKindFromInt(x.subject_kind());
    f.subject = str(x.subject());
    f.rackId = str(x.rack_id());
    f.plane = x.plane();
    f.rail = x.rail();
    f.thresholdName = str(x.threshold_name());
    f.measured = x.measured();
    f.floor = x.floor();
    f.xid = x.xid();
    f.xidClass = say(x.xid_class());
    f.logExcerpt = str(x.log_excerpt());
    f.count = std::max(1, x.count());
    f.firstSeenMs = ms(x.has_first_seen(), x.first_seen());
    f.lastSeenMs = ms(x.has_last_seen(), x.last_seen());
    f.recovered = x.recovered();
    f.text = say(x.text());
    for (const v1::LocalizedText &step : x.narrowing())
        f.narrowing.append(say(step));
    f.duringBurnIn = x.during_burn_in();
    return f;
}

ClusterEvidenceResult ClusterConvert::evidence(const v1::ImportClusterEvidenceResponse &m)
{
    ClusterEvidenceResult r;
    r.outcome = ClusterEvidenceResult::Outcome::Imported;
    const v1::CertificationResult &x = m.result();
    r.category = ClusterTerms::categoryFromInt(x.category());
    r.scale = ClusterTerms::scaleFromInt(x.scale());
    r.verdict = ClusterTerms::verdictFromInt(x.verdict());
    r.rackIds = strings(x.rack_ids());
    r.measured = x.measured();
    r.floor = x.floor();
    r.reason = say(x.reason());
    for (const v1::ClusterFinding &f : m.findings())
        r.findings.append(finding(f));
    for (const v1::LocalizedText &w : m.warnings())
        r.warnings.append(say(w));
    if (m.has_cluster())
        r.cluster = summary(m.cluster());
    r.clusterId = r.cluster.clusterId;
    return r;
}

ClusterDetail ClusterConvert::detail(const v1::ClusterDetail &m)
{
    ClusterDetail d;
    d.summary = summary(m.summary());
    for (const v1::ClusterRack &r : m.racks()) {
        ClusterRackInfo rack;
        rack.rackId = str(r.rack_id());
        rack.nvlinkDomain = r.nvlink_domain();
        rack.rackStage = CommonConvert::stage(r.rack_stage());
        rack.rackHealth = CommonConvert::health(r.rack_health());
        rack.approved = r.approved();
        rack.joining = r.joining();
        rack.quarantined = r.quarantined();
        rack.quarantineReason = str(r.quarantine_reason());
        rack.quarantinedBy = str(r.quarantined_by().name());
        rack.portsUp = r.ports_up();
        rack.portsTotal = r.ports_total();
        rack.worstPort = ClusterTerms::linkStateFromInt(r.worst_port());
        d.racks.append(rack);
    }
    const v1::Fabric &f = m.fabric();
    d.fabric.planes = f.planes();
    d.fabric.rails = f.rails();
    for (const v1::FabricSwitch &s : f.switches())
        d.fabric.switches.append({str(s.id()), s.role() == v1::FABRIC_SWITCH_ROLE_SPINE, s.plane(), s.rail()});
    d.fabric.links.reserve(f.links_size());
    for (const v1::FabricLink &l : f.links()) {
        FabricLinkInfo link;
        link.id = str(l.id());
        link.plane = l.plane();
        link.rail = l.rail();
        link.fromId = CommonConvert::interned(l.from_id());
        link.toId = CommonConvert::interned(l.to_id());
        link.state = ClusterTerms::linkStateFromInt(l.state());
        link.flapsLastHour = l.flaps_last_hour();
        link.symbolErrors = l.symbol_errors();
        link.fecCorrected = l.fec_corrected();
        link.linkDownEvents = l.link_down_events();
        link.recoveries = l.recoveries();
        link.rackId = CommonConvert::interned(l.rack_id());
        link.nicPort = l.nic_port();
        d.fabric.links.append(std::move(link));
    }
    const v1::Certification &c = m.certification();
    d.certification.attempt = c.attempt();
    d.certification.startedMs = ms(c.has_started_at(), c.started_at());
    d.certification.finishedMs = ms(c.has_finished_at(), c.finished_at());
    d.certification.verdict = ClusterTerms::verdictFromInt(c.verdict());
    d.certification.gpuArchitecture = str(c.gpu_architecture());
    for (const v1::CertificationCell &x : c.cells()) {
        CertificationCellInfo cell;
        cell.category = ClusterTerms::categoryFromInt(x.category());
        cell.scale = ClusterTerms::scaleFromInt(x.scale());
        cell.verdict = ClusterTerms::verdictFromInt(x.verdict());
        cell.measured = x.measured();
        cell.floor = x.floor();
        cell.unit = str(x.unit());
        cell.floorName = str(x.floor_name());
        cell.floorSource = say(x.floor_source());
        cell.subjectsPassed = x.subjects_passed();
        cell.subjectsTotal = x.subjects_total();
        cell.untested = strings(x.untested());
        cell.previousMeasured = x.previous_measured();
        cell.previousVerdict = ClusterTerms::verdictFromInt(x.previous_verdict());
        d.certification.cells.append(cell);
    }
    for (const v1::ClusterFinding &x : m.findings())
        d.findings.append(finding(x));
    const v1::BurnIn &b = m.burn_in();
    d.burnIn.lengthMs = b.has_length() ? CommonConvert::toMs(b.length()) : 0;
    d.burnIn.startedMs = ms(b.has_started_at(), b.started_at());
    d.burnIn.progress = b.progress();
    d.burnIn.goodputFloor = b.goodput_floor();
    d.burnIn.verdict = ClusterTerms::verdictFromInt(b.verdict());
    d.burnIn.verdictText = say(b.verdict_text());
    for (const v1::BurnInDay &x : b.days()) {
        BurnInDayInfo day;
        day.day = x.day();
        day.goodput = x.goodput();
        day.interruptions = x.interruptions();
        day.jobHangs = x.job_hangs();
        for (const auto &[xid, count] : x.xids())
            day.xids.insert(xid, count);
        day.complete = x.complete();
        d.burnIn.days.append(day);
    }
    for (const v1::BurnInInterruption &x : b.interruptions()) {
        d.burnIn.interruptions.append({ms(x.has_at(), x.at()), str(x.finding_id()), x.recovered(),
                                       x.has_time_to_recover() ? CommonConvert::toMs(x.time_to_recover()) : 0,
                                       say(x.text())});
    }
    for (const v1::ClusterEvent &x : m.history()) {
        d.history.append({ms(x.has_at(), x.at()), ClusterTerms::stageFromInt(x.from_stage()),
                          ClusterTerms::stageFromInt(x.to_stage()), str(x.actor().name()), say(x.text())});
    }
    for (const v1::ApprovalCriterion &x : m.release_criteria())
        d.releaseCriteria.append(OperationsConvert::criterion(x));
    return d;
}

} // namespace rackops
