#include "rackattention.h"

#include "coolingsample.h"
#include "fleetmodel.h"

namespace rackops {

bool RackAttention::isWet(const CoolingSample *cooling)
{
    if (!cooling)
        return false;
    const LeakDetectorInfo::State worst = cooling->worstLeak();
    return worst == LeakDetectorInfo::State::Critical || worst == LeakDetectorInfo::State::Warning;
}

RackAttention RackAttention::assess(const RackSummary &rack, const CoolingSample *cooling, qint64 nowMs)
{
    RackAttention a;
    a.wet = isWet(cooling);
    if (cooling) {
        for (const LeakDetectorInfo &d : cooling->leakDetectors) {
            if (d.state != LeakDetectorInfo::State::Critical)
                continue;
            a.level = Level::Leak;
            a.reason = tr("Leak at %1", "leak detector location").arg(d.location.isEmpty() ? d.id : d.location);
            return a;
        }
    }
    if (rack.stage == LifecycleStage::Failed) {
        a.level = Level::Critical;
        a.reason =
            rack.healthReason.isEmpty() ? tr("Failed") : tr("Failed: %1", "why the rack failed").arg(rack.healthReason);
        return a;
    }
    if (rack.health == Health::Critical) {
        a.level = Level::Critical;
        a.reason = rack.healthReason.isEmpty() ? tr("Critical") : rack.healthReason;
        return a;
    }
    const qint64 inStage = nowMs - rack.stageEnteredMs;
    if (rack.stageExpectedMs > 0 && rack.stageEnteredMs > 0 && nowMs > 0 && inStage > rack.stageExpectedMs) {
        a.level = Level::Stuck;
        a.reason = tr("Stuck in %1 %2 (expected %3)", "stage, time in it, usual longest time")
                       .arg(LifecycleStages::displayName(rack.stage), FleetModel::formatDuration(inStage),
                            FleetModel::formatDuration(rack.stageExpectedMs));
        return a;
    }
    if (cooling && cooling->worstLeak() == LeakDetectorInfo::State::Warning) {
        for (const LeakDetectorInfo &d : cooling->leakDetectors) {
            if (d.state == LeakDetectorInfo::State::Warning) {
                a.reason = tr("Moisture at %1", "leak detector location").arg(d.location.isEmpty() ? d.id : d.location);
                return a;
            }
        }
    }
    // Otherwise why the rack is where it is, never an empty cell when something is under way.
    if (rack.stage == LifecycleStage::AwaitingApproval && rack.activeOperationId.isEmpty())
        a.reason = rack.owner.isEmpty()
            ? tr("Waiting for approval")
            : tr("Override by %1 waits for a second approver", "who requested the override").arg(rack.owner);
    else if (!rack.healthReason.isEmpty())
        a.reason = rack.healthReason;
    else
        a.reason = rack.activeOperation;
    return a;
}

RackAttention::OrderKey RackAttention::orderKey(const RackAttention &a, const RackSummary &rack)
{
    return {a.level, -HealthLevels::severityRank(rack.health), rack.stageEnteredMs};
}

bool RackAttention::before(const RackAttention &a, const RackSummary &ra, const RackAttention &b, const RackSummary &rb)
{
    const OrderKey ka = orderKey(a, ra);
    const OrderKey kb = orderKey(b, rb);
    return ka != kb ? ka < kb : ra.rackId < rb.rackId;
}

} // namespace rackops
