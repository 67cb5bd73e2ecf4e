#pragma once

#include "clusterdetail.h"

#include <QString>

// Model-level clusters for tests and benchmarks: no protobuf, no backend.
namespace rackops::clusterfixtures {

inline QString rackId(int i)
{
    return QStringLiteral("R%1").arg(i, 2, 10, QLatin1Char('0'));
}

// `racks` NVL72 racks over a fabric of `planes` planes and 8 rails: 18 trays x
// 4 GPUs x 2 SuperNICs = 144 ports per rack (4,608 for 32 racks). One port
// of R02 flaps, one is down, one spine link of plane 2 flaps.
inline ClusterDetail cluster(int racks = 4, int planes = 2, const QString &id = QStringLiteral("PHX1-C01"))
{
    ClusterDetail d;
    d.summary.clusterId = id;
    d.summary.name = QStringLiteral("Training cluster %1").arg(id);
    d.summary.site = QStringLiteral("PHX1");
    d.summary.stage = ClusterStage::Certifying;
    d.summary.health = Health::Caution;
    d.summary.gpuCount = racks * 72;
    d.summary.stateRevision = 7;
    d.summary.platform = QStringLiteral("NVL72");
    d.summary.fabric = QStringLiteral("Spectrum-X");
    constexpr int kRails = 8;
    d.fabric.planes = planes;
    d.fabric.rails = kRails;
    for (int r = 1; r <= racks; ++r) {
        d.summary.rackIds << rackId(r);
        ClusterRackInfo rack;
        rack.rackId = rackId(r);
        rack.nvlinkDomain = r;
        rack.rackStage = LifecycleStage::Production;
        rack.rackHealth = Health::Ok;
        rack.approved = r != 3;
        rack.quarantined = racks > 3 && r == 4;
        rack.quarantineReason = rack.quarantined ? QStringLiteral("XID 79 storm on CT05") : QString();
        rack.portsTotal = 144;
        rack.portsUp = r == 2 ? 142 : 144;
        rack.worstPort = r == 2 ? FabricLinkState::Down : FabricLinkState::Up;
        d.racks.append(rack);
        for (int tray = 1; tray <= 18; ++tray) {
            for (int gpu = 1; gpu <= 4; ++gpu) {
                for (int nic = 1; nic <= 2; ++nic) {
                    FabricLinkInfo port;
                    const int rail = (gpu - 1) * 2 + nic; // NIC position in the tray
                    const int plane = 1 + (tray - 1) % planes;
                    port.id = QStringLiteral("%1/CT%2/G%3/N%4")
                                  .arg(rackId(r))
                                  .arg(tray, 2, 10, QLatin1Char('0'))
                                  .arg(gpu)
                                  .arg(nic);
                    port.plane = plane;
                    port.rail = rail;
                    port.rackId = rackId(r);
                    port.fromId = rackId(r);
                    port.toId = QStringLiteral("L%1-%2").arg(plane).arg(rail, 2, 10, QLatin1Char('0'));
                    port.nicPort = true;
                    port.state = FabricLinkState::Up;
                    if (r == 2 && tray == 3 && gpu == 2 && nic == 1) {
                        port.state = FabricLinkState::Flapping;
                        port.flapsLastHour = 9;
                    }
                    if (r == 2 && tray == 7 && gpu == 1 && nic == 2)
                        port.state = FabricLinkState::Down;
                    d.fabric.links.append(port);
                }
            }
        }
    }
    for (int plane = 1; plane <= planes; ++plane) {
        for (int leaf = 1; leaf <= kRails; ++leaf) {
            for (int spine = 1; spine <= 4; ++spine) {
                FabricLinkInfo link;
                link.id = QStringLiteral("L%1-%2~S%1-%3")
                              .arg(plane)
                              .arg(leaf, 2, 10, QLatin1Char('0'))
                              .arg(spine, 2, 10, QLatin1Char('0'));
                link.plane = plane;
                link.fromId = link.id.section(QLatin1Char('~'), 0, 0);
                link.toId = link.id.section(QLatin1Char('~'), 1, 1);
                link.state = plane == 2 && leaf == 5 && spine == 3 ? FabricLinkState::Flapping : FabricLinkState::Up;
                d.fabric.links.append(link);
            }
        }
    }
    d.certification.attempt = 2;
    d.certification.gpuArchitecture = QStringLiteral("GB200");
    d.certification.verdict = CheckVerdict::Fail;
    for (int cat = 1; cat <= kCertificationCategoryCount; ++cat) {
        for (int scale = 1; scale <= kCertificationScaleCount; ++scale) {
            CertificationCellInfo c;
            c.category = CertificationCategory(cat);
            c.scale = CertificationScale(scale);
            c.verdict = CheckVerdict::Pass;
            c.unit = cat == 1 ? QStringLiteral("tests") : cat == 6 ? QStringLiteral("%") : QStringLiteral("GB/s");
            c.floor = cat == 1 ? 12 : cat == 6 ? 90 : 756;
            c.measured = cat == 1 ? 12 : cat == 6 ? 94.5 : 815;
            c.floorName = QStringLiteral("busbw, %1 scale, 16 GiB").arg(scale);
            c.floorSource = QStringLiteral("90 % of the GB200 x Spectrum-X baseline");
            c.subjectsTotal = scale == 1 ? racks : scale == 2 ? racks - 1 : 1;
            c.subjectsPassed = c.subjectsTotal;
            d.certification.cells.append(c);
        }
    }
    // all_reduce across pairs fails on a NIC; the whole cluster was not tested.
    CertificationCellInfo &pair = d.certification.cells[(2 - 1) * 3 + 1];
    pair.verdict = CheckVerdict::Fail;
    pair.measured = 612;
    pair.subjectsPassed = pair.subjectsTotal - 1;
    pair.previousMeasured = 640;
    pair.previousVerdict = CheckVerdict::Fail;
    CertificationCellInfo &whole = d.certification.cells[(2 - 1) * 3 + 2];
    whole.verdict = CheckVerdict::NotTested;
    whole.measured = 0;
    whole.subjectsPassed = 0;
    whole.untested = {QStringLiteral("cluster")};

    ClusterFindingInfo nic;
    nic.id = QStringLiteral("F-1");
    nic.reason = FindingReason::Threshold;
    nic.subjectKind = FindingSubjectKind::Nic;
    nic.subject = QStringLiteral("R02/CT03/G2/N1");
    nic.rackId = rackId(2);
    nic.thresholdName = QStringLiteral("all_reduce busbw, 2 racks");
    nic.measured = 612;
    nic.floor = 756;
    nic.text = QStringLiteral("all_reduce across R01+R02 below its floor: NIC R02/CT03/G2/N1");
    nic.narrowing = {QStringLiteral("cluster run failed"), QStringLiteral("R01+R02 failed"),
                     QStringLiteral("NIC R02/CT03/G2/N1")};
    d.findings.append(nic);
    ClusterFindingInfo spine;
    spine.id = QStringLiteral("F-2");
    spine.reason = FindingReason::LinkFlapping;
    spine.subjectKind = FindingSubjectKind::FabricLink;
    spine.subject = QStringLiteral("L2-05~S2-03");
    spine.plane = 2;
    spine.text = QStringLiteral("Spine link L2-05~S2-03 flapped 9 times in an hour");
    spine.count = 9;
    d.findings.append(spine);
    ClusterFindingInfo xid;
    xid.id = QStringLiteral("F-3");
    xid.reason = FindingReason::Hardware;
    xid.subjectKind = FindingSubjectKind::Gpu;
    xid.subject = QStringLiteral("R04/CT05/G1");
    xid.rackId = rackId(4);
    xid.xid = 79;
    xid.xidClass = QStringLiteral("fell off the bus");
    xid.count = 14;
    xid.recovered = true;
    xid.duringBurnIn = true;
    xid.text = QStringLiteral("GPU R04/CT05/G1 fell off the bus (XID 79)");
    d.findings.append(xid);

    d.burnIn.lengthMs = 14LL * 24 * 3600 * 1000;
    d.burnIn.goodputFloor = 0.9;
    d.burnIn.verdict = CheckVerdict::Running;
    d.burnIn.progress = 9.0F / 14;
    for (int day = 1; day <= 9; ++day) {
        BurnInDayInfo x;
        x.day = day;
        x.goodput = day == 4 ? 0.86 : 0.93 + 0.005 * (day % 3);
        x.interruptions = day == 4 ? 2 : day == 7 ? 1 : 0;
        x.jobHangs = day == 7 ? 1 : 0;
        if (day == 4)
            x.xids.insert(79, 14);
        if (day == 6)
            x.xids.insert(48, 1);
        x.complete = day < 9;
        d.burnIn.days.append(x);
    }
    constexpr qint64 kDay = 24LL * 3600 * 1000;
    d.burnIn.startedMs = 1'790'000'000'000;
    d.burnIn.interruptions = {{d.burnIn.startedMs + 3 * kDay + 3600'000, QStringLiteral("F-3"), true, 40 * 60'000,
                               QStringLiteral("XID 79 on R04/CT05/G1; job restarted from checkpoint")},
                              {d.burnIn.startedMs + 6 * kDay + 7200'000, QString(), false, 0,
                               QStringLiteral("Job hang, not attributed yet")}};
    d.releaseCriteria = {
        {QStringLiteral("racks"),
         QStringLiteral("Every rack approved"),
         QStringLiteral("%1 of %2").arg(racks - 1).arg(racks),
         QStringLiteral("all"),
         GateCriterion::Verdict::Fail,
         {},
         false,
         {},
         {},
         {}},
        {QStringLiteral("certification"),
         QStringLiteral("Certification passed"),
         QStringLiteral("fail"),
         QStringLiteral("pass"),
         GateCriterion::Verdict::Fail,
         {},
         false,
         {},
         {},
         {}},
    };
    return d;
}

} // namespace rackops::clusterfixtures
