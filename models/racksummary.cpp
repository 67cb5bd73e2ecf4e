#include "racksummary.h"

namespace rackops {

QString RackSummary::locationText() const
{
    return QStringLiteral("%1 \u00b7 %2 \u00b7 %3 \u00b7 %4").arg(site, hall, row).arg(position);
}

namespace {
template<typename T> void adoptField(T &mine, const T &theirs)
{
    if (!(mine == theirs))
        mine = theirs;
}
} // namespace

void RackSummary::adopt(const RackSummary &newer)
{
    static_assert(sizeof(void *) != 8 || sizeof(RackSummary) == 368,
                  "RackSummary changed: take the new field here too");
    adoptField(rackId, newer.rackId);
    adoptField(region, newer.region);
    adoptField(site, newer.site);
    adoptField(hall, newer.hall);
    adoptField(row, newer.row);
    position = newer.position;
    stage = newer.stage;
    health = newer.health;
    adoptField(healthReason, newer.healthReason);
    stageEnteredMs = newer.stageEnteredMs;
    stepProgress = newer.stepProgress;
    adoptField(stepDescription, newer.stepDescription);
    revision = newer.revision;
    adoptField(platform, newer.platform);
    gpuCount = newer.gpuCount;
    stateRevision = newer.stateRevision;
    adoptField(activeOperationId, newer.activeOperationId);
    adoptField(activeOperation, newer.activeOperation);
    validationVerdict = newer.validationVerdict;
    adoptField(validationRunId, newer.validationRunId);
    stageExpectedMs = newer.stageExpectedMs;
    adoptField(owner, newer.owner);
    ownerAutomated = newer.ownerAutomated;
}

} // namespace rackops
