#include "clusters/clusterburnin.h"

#include "core/timeunits.h"

#include "clusters/clusterattribution.h"
#include "clusters/clusterfabric.h"

#include "core/simrandom.h"
#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <cmath>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {

std::string pick(const ClusterDetail &detail, SimRandom &rng)
{
    const auto &racks = detail.racks();
    return racks.empty() ? std::string() : racks[rng.range(0, racks.size() - 1)].rack_id();
}

ClusterFinding finding(SimCluster *cluster, FindingReason reason, FindingSubjectKind kind, const std::string &subject,
                       const std::string &rackId, std::int64_t atMs, std::int64_t recoverMs)
{
    ClusterFinding f;
    f.set_id(ClusterAttribution::findingId(cluster->detail().summary().cluster_id(), cluster->next_finding()));
    cluster->set_next_finding(cluster->next_finding() + 1);
    f.set_reason(reason);
    f.set_subject_kind(kind);
    f.set_subject(subject);
    f.set_rack_id(rackId);
    f.set_count(1);
    f.set_during_burn_in(true);
    *f.mutable_first_seen() = TimeUtil::MillisecondsToTimestamp(atMs);
    *f.mutable_last_seen() = TimeUtil::MillisecondsToTimestamp(atMs + recoverMs);
    f.set_recovered(true);
    return f;
}

void interruption(SimCluster *cluster, std::int64_t atMs, std::int64_t recoverMs, const ClusterFinding *cause)
{
    auto *i = cluster->add_planned_interruptions();
    *i->mutable_at() = TimeUtil::MillisecondsToTimestamp(atMs);
    *i->mutable_time_to_recover() = TimeUtil::MillisecondsToDuration(recoverMs);
    i->set_recovered(cause != nullptr);
    if (cause) {
        i->set_finding_id(cause->id());
        *i->mutable_text() = Phrase::make("burnin.interrupted", {Phrase::text(cause->text())});
    } else {
        *i->mutable_text() = Phrase::make("burnin.interrupted_unattributed");
    }
}

} // namespace

void ClusterBurnIn::plan(SimCluster *cluster, std::int64_t startedMs, std::int64_t lengthMs, Trouble trouble)
{
    cluster->set_burn_in_started_ms(startedMs);
    cluster->set_burn_in_length_ms(lengthMs);
    cluster->clear_planned_days();
    cluster->clear_planned_interruptions();
    cluster->clear_planned_findings();
    std::uint64_t state = cluster->seed() ^ 0xB0B1B2B3B4B5B6B7ULL;
    SimRandom rng(state);
    const ClusterDetail &detail = cluster->detail();
    const int days = int(std::max<std::int64_t>(1, (lengthMs + kDayMs - 1) / kDayMs));
    for (int d = 1; d <= days; ++d) {
        auto *day = cluster->add_planned_days();
        day->set_day(d);
        day->set_goodput(0.935 + 0.04 * rng.uniform());
        day->set_complete(true);
    }
    const auto dayOf = [&](std::int64_t at) { return cluster->mutable_planned_days(int((at - startedMs) / kDayMs)); };
    const auto addXid = [](BurnInDay *day, int xid, int count) { (*day->mutable_xids())[xid] += count; };

    // At hundreds of GPUs, failures come within two weeks: a GPU falls off the bus, a port retrains.
    {
        const std::string rack = pick(detail, rng);
        const int tray = rng.range(1, ClusterFabric::kTrays), gpu = rng.range(1, ClusterFabric::kGpusPerTray);
        const std::int64_t at = startedMs + rng.between(kDayMs / 2, lengthMs / 3);
        const std::int64_t recover = rng.between(25 * kMinute, 70 * kMinute);
        ClusterFinding f = finding(cluster, FINDING_REASON_HARDWARE, FINDING_SUBJECT_KIND_GPU,
                                   ClusterFabric::gpuId(rack, tray, gpu), rack, at, recover);
        f.set_xid(79);
        *f.mutable_xid_class() = ClusterAttribution::xidClass(79);
        *f.mutable_text() =
            Phrase::make("finding.xid", {Phrase::id(f.subject()), Phrase::integer(79), Phrase::text(f.xid_class())});
        *f.add_narrowing() =
            Phrase::make("narrow.xid_log", {Phrase::integer(79), Phrase::id(ClusterFabric::hostName(rack, tray))});
        *f.add_narrowing() = Phrase::make("narrow.recovered_by", {Phrase::text(Phrase::make("recovery.gpu_reset"))});
        interruption(cluster, at, recover, &f);
        addXid(dayOf(at), 79, 1);
        dayOf(at)->set_interruptions(dayOf(at)->interruptions() + 1);
        dayOf(at)->set_goodput(dayOf(at)->goodput() - 0.03);
        *cluster->add_planned_findings() = std::move(f);
    }
    {
        const std::string rack = pick(detail, rng);
        const int tray = rng.range(1, ClusterFabric::kTrays), gpu = rng.range(1, ClusterFabric::kGpusPerTray);
        const int nic = rng.range(1, ClusterFabric::kNicsPerGpu);
        const std::int64_t at = startedMs + rng.between(lengthMs / 3, 2 * lengthMs / 3);
        const std::int64_t recover = rng.between(3 * kMinute, 12 * kMinute);
        const std::string port = ClusterFabric::portId(rack, tray, gpu, nic);
        ClusterFinding f = finding(cluster, FINDING_REASON_JOB_HANG, FINDING_SUBJECT_KIND_NIC, port, rack, at, recover);
        f.set_plane(ClusterFabric::planeOfTray(tray));
        f.set_rail(ClusterFabric::railOf(gpu, nic));
        f.set_log_excerpt("[Rank 37] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=884213, "
                          "OpType=ALLREDUCE, Timeout(ms)=600000) ran for 600412 milliseconds before timing out.\n"
                          "NET/IB : Got completion from peer "
                          + ClusterFabric::hostName(rack, tray)
                          + " with status=12 opcode=0 len=0 vendor err 129 (Recv)");
        *f.mutable_text() = Phrase::make("finding.job_hang", {Phrase::id(port)});
        *f.add_narrowing() = Phrase::make("narrow.hang_port", {Phrase::id(port)});
        *f.add_narrowing() = Phrase::make("narrow.recovered_by", {Phrase::text(Phrase::make("recovery.port_retrain"))});
        interruption(cluster, at, recover, &f);
        dayOf(at)->set_job_hangs(dayOf(at)->job_hangs() + 1);
        dayOf(at)->set_interruptions(dayOf(at)->interruptions() + 1);
        dayOf(at)->set_goodput(dayOf(at)->goodput() - 0.02);
        *cluster->add_planned_findings() = std::move(f);
    }
    if (trouble == Trouble::XidStorm) {
        // One GPU logs XID 94 thousands of times: one finding with the count, not thousands.
        const std::string rack = pick(detail, rng);
        const int tray = rng.range(1, ClusterFabric::kTrays), gpu = rng.range(1, ClusterFabric::kGpusPerTray);
        const std::int64_t at = startedMs + rng.between(kDayMs, std::max(kDayMs + 1, lengthMs / 2));
        const std::int64_t recover = rng.between(40 * kMinute, 90 * kMinute);
        ClusterFinding f = finding(cluster, FINDING_REASON_HARDWARE, FINDING_SUBJECT_KIND_GPU,
                                   ClusterFabric::gpuId(rack, tray, gpu), rack, at, recover);
        f.set_xid(94);
        *f.mutable_xid_class() = ClusterAttribution::xidClass(94);
        f.set_count(rng.range(2400, 9000));
        *f.mutable_last_seen() = TimeUtil::MillisecondsToTimestamp(at + 6 * 3600 * 1000);
        *f.mutable_text() =
            Phrase::make("finding.xid", {Phrase::id(f.subject()), Phrase::integer(94), Phrase::text(f.xid_class())});
        *f.add_narrowing() =
            Phrase::make("narrow.xid_log", {Phrase::integer(94), Phrase::id(ClusterFabric::hostName(rack, tray))});
        *f.add_narrowing() = Phrase::make("narrow.folded", {Phrase::integer(f.count())});
        *f.add_narrowing() = Phrase::make("narrow.recovered_by", {Phrase::text(Phrase::make("recovery.gpu_drained"))});
        interruption(cluster, at, recover, &f);
        addXid(dayOf(at), 94, f.count());
        dayOf(at)->set_interruptions(dayOf(at)->interruptions() + 1);
        dayOf(at)->set_goodput(dayOf(at)->goodput() - 0.06);
        *cluster->add_planned_findings() = std::move(f);
    }
    if (trouble == Trouble::Unattributed) {
        const std::int64_t at = startedMs + rng.between(kDayMs, std::max(kDayMs + 1, lengthMs / 2));
        interruption(cluster, at, 0, nullptr);
        dayOf(at)->set_interruptions(dayOf(at)->interruptions() + 1);
        dayOf(at)->set_goodput(dayOf(at)->goodput() - 0.05);
    }
    // Correctable noise every day: XID 94 now and then, a page retirement.
    for (auto &day : *cluster->mutable_planned_days()) {
        if (rng.chance(0.3))
            addXid(&day, 63, 1);
    }
    std::sort(cluster->mutable_planned_interruptions()->begin(), cluster->mutable_planned_interruptions()->end(),
              [](const BurnInInterruption &a, const BurnInInterruption &b) { return ms(a.at()) < ms(b.at()); });
}

bool ClusterBurnIn::reveal(SimCluster *cluster, std::int64_t nowMs)
{
    if (cluster->burn_in_length_ms() <= 0)
        return false;
    BurnIn *b = cluster->mutable_detail()->mutable_burn_in();
    const std::string before = b->SerializeAsString();
    const std::int64_t start = cluster->burn_in_started_ms();
    const std::int64_t length = cluster->burn_in_length_ms();
    const std::int64_t elapsed = std::clamp<std::int64_t>(nowMs - start, 0, length);
    const double exact = double(elapsed) / double(length);
    // Progress moves in steps of 0.5 %, so the stream is not stamped every tick.
    b->set_progress(float(std::floor(exact * 200.0) / 200.0));
    *b->mutable_length() = TimeUtil::MillisecondsToDuration(length);
    *b->mutable_started_at() = TimeUtil::MillisecondsToTimestamp(start);
    b->set_goodput_floor(kGoodputFloor);
    b->clear_days();
    double goodputSum = 0;
    int counted = 0;
    for (const auto &planned : cluster->planned_days()) {
        const std::int64_t dayStart = start + std::int64_t(planned.day() - 1) * kDayMs;
        if (dayStart >= start + elapsed && elapsed < length)
            break;
        BurnInDay day = planned;
        day.set_complete(dayStart + kDayMs <= start + elapsed);
        *b->add_days() = day;
        goodputSum += day.goodput();
        ++counted;
    }
    b->clear_interruptions();
    bool allAttributed = true, allRecovered = true;
    std::vector<std::string> shown;
    for (const auto &planned : cluster->planned_interruptions()) {
        const std::int64_t at = ms(planned.at());
        if (at > nowMs)
            continue;
        BurnInInterruption i = planned;
        const bool recovered =
            planned.recovered() && at + TimeUtil::DurationToMilliseconds(planned.time_to_recover()) <= nowMs;
        i.set_recovered(recovered);
        allAttributed = allAttributed && !i.finding_id().empty();
        allRecovered = allRecovered && recovered;
        if (!i.finding_id().empty())
            shown.push_back(i.finding_id());
        *b->add_interruptions() = std::move(i);
    }
    // The burn-in's findings as far as the clock has come (certification findings stay).
    auto *findings = cluster->mutable_detail()->mutable_findings();
    for (int k = findings->size() - 1; k >= 0; --k) {
        if (findings->Get(k).during_burn_in())
            findings->DeleteSubrange(k, 1);
    }
    for (const auto &planned : cluster->planned_findings()) {
        if (std::find(shown.begin(), shown.end(), planned.id()) == shown.end())
            continue;
        ClusterFinding f = planned;
        f.set_recovered(false);
        for (const auto &i : b->interruptions()) {
            if (i.finding_id() == f.id())
                f.set_recovered(i.recovered());
        }
        *findings->Add() = std::move(f);
    }
    // A SuperNIC port that went down during the soak shows it in its counters once it happened.
    if (b->SerializeAsString() != before) {
        for (const auto &f : *findings) {
            if (!f.during_burn_in() || f.subject_kind() != FINDING_SUBJECT_KIND_NIC)
                continue;
            if (FabricLink *port = ClusterFabric::link(cluster->mutable_detail()->mutable_fabric(), f.subject())) {
                port->set_link_down_events(std::max(port->link_down_events(), 1));
                port->set_recoveries(f.recovered() ? std::max(port->recoveries(), 1) : port->recoveries());
                port->set_symbol_errors(std::max<std::int64_t>(port->symbol_errors(), 4200));
            }
        }
    }
    const double goodput = counted > 0 ? goodputSum / counted : 0.0;
    const int dayNow = int(std::min<std::int64_t>(elapsed / kDayMs + 1, cluster->planned_days_size()));
    const int totalDays = cluster->planned_days_size();
    if (elapsed < length) {
        b->set_verdict(CHECK_VERDICT_RUNNING);
        *b->mutable_verdict_text() = Phrase::make(
            "burnin.running",
            {Phrase::integer(dayNow), Phrase::integer(totalDays), Phrase::quantity(goodput * 100.0, "%", 1)});
    } else if (goodput < kGoodputFloor) {
        b->set_verdict(CHECK_VERDICT_FAIL);
        *b->mutable_verdict_text() =
            Phrase::make("burnin.goodput_low",
                         {Phrase::quantity(goodput * 100.0, "%", 1), Phrase::quantity(kGoodputFloor * 100.0, "%", 0)});
    } else if (!allAttributed) {
        b->set_verdict(CHECK_VERDICT_FAIL);
        *b->mutable_verdict_text() = Phrase::make("burnin.unattributed");
    } else if (!allRecovered) {
        b->set_verdict(CHECK_VERDICT_FAIL);
        *b->mutable_verdict_text() = Phrase::make("burnin.unrecovered");
    } else {
        b->set_verdict(CHECK_VERDICT_PASS);
        *b->mutable_verdict_text() =
            Phrase::make("burnin.pass",
                         {Phrase::quantity(goodput * 100.0, "%", 1), Phrase::quantity(kGoodputFloor * 100.0, "%", 0),
                          Phrase::integer(b->interruptions_size())});
    }
    return b->SerializeAsString() != before;
}

} // namespace rackops::sim
