#pragma once

#include "fleetupdate.h"

namespace rackops::test {

// A small, known fleet for model and widget tests.
inline RackSummary rack(const QString &id, LifecycleStage stage, Health health = Health::Ok,
                        const QString &site = QStringLiteral("PHX1"), qint64 revision = 1)
{
    RackSummary r;
    r.rackId = id;
    r.region = QStringLiteral("us-west");
    r.site = site;
    r.hall = QStringLiteral("H1");
    r.row = QStringLiteral("R01");
    r.position = id.right(2).toInt();
    r.stage = stage;
    r.health = health;
    r.stageEnteredMs = 1'700'000'000'000 - revision * 60'000;
    r.stepProgress = 0.5F;
    r.revision = revision;
    r.platform = QStringLiteral("NVL72");
    r.gpuCount = 72;
    if (health != Health::Ok)
        r.healthReason = QStringLiteral("CT07: BMC firmware flash failed");
    return r;
}

inline FleetUpdate snapshot(QList<RackSummary> racks, qint64 revision = 100)
{
    FleetUpdate u;
    u.reset = true;
    u.upserts = std::move(racks);
    u.revision = revision;
    u.serverTimeMs = 1'700'000'000'000;
    u.fleetEpoch = QStringLiteral("epoch-1");
    return u;
}

inline FleetUpdate sampleSnapshot()
{
    return snapshot({
        rack(QStringLiteral("PHX1-H1-R01-01"), LifecycleStage::Production),
        rack(QStringLiteral("PHX1-H1-R01-02"), LifecycleStage::Validating),
        rack(QStringLiteral("PHX1-H1-R01-03"), LifecycleStage::Remediation, Health::Critical),
        rack(QStringLiteral("FRA1-H1-R01-04"), LifecycleStage::Production, Health::Caution, QStringLiteral("FRA1")),
        rack(QStringLiteral("FRA1-H1-R01-05"), LifecycleStage::AwaitingApproval, Health::Ok, QStringLiteral("FRA1")),
        rack(QStringLiteral("FRA1-H1-R01-06"), LifecycleStage::Failed, Health::Critical, QStringLiteral("FRA1")),
    });
}

} // namespace rackops::test
