#include "racksummary.h"

namespace rackops {

QString RackSummary::locationText() const
{
    return QStringLiteral("%1 \u00b7 %2 \u00b7 %3 \u00b7 %4").arg(site, hall, row).arg(position);
}

namespace {
template<typename T> quint32 adoptField(T &mine, const T &theirs, RackSummary::Field field)
{
    if (mine == theirs)
        return 0;
    mine = theirs;
    return field;
}
} // namespace

quint32 RackSummary::adopt(const RackSummary &newer)
{
    static_assert(sizeof(void *) != 8 || sizeof(RackSummary) == 368,
                  "RackSummary changed: take the new field here too");
    return adoptField(rackId, newer.rackId, RackIdField) | adoptField(region, newer.region, RegionField)
        | adoptField(site, newer.site, SiteField) | adoptField(hall, newer.hall, HallField)
        | adoptField(row, newer.row, RowField) | adoptField(position, newer.position, PositionField)
        | adoptField(stage, newer.stage, StageField) | adoptField(health, newer.health, HealthField)
        | adoptField(healthReason, newer.healthReason, HealthReasonField)
        | adoptField(stageEnteredMs, newer.stageEnteredMs, StageEnteredField)
        | adoptField(stepProgress, newer.stepProgress, StepProgressField)
        | adoptField(stepDescription, newer.stepDescription, StepDescriptionField)
        | adoptField(revision, newer.revision, RevisionField) | adoptField(platform, newer.platform, PlatformField)
        | adoptField(gpuCount, newer.gpuCount, GpuCountField)
        | adoptField(stateRevision, newer.stateRevision, StateRevisionField)
        | adoptField(activeOperationId, newer.activeOperationId, ActiveOperationIdField)
        | adoptField(activeOperation, newer.activeOperation, ActiveOperationField)
        | adoptField(validationVerdict, newer.validationVerdict, ValidationVerdictField)
        | adoptField(validationRunId, newer.validationRunId, ValidationRunIdField)
        | adoptField(stageExpectedMs, newer.stageExpectedMs, StageExpectedField)
        | adoptField(owner, newer.owner, OwnerField)
        | adoptField(ownerAutomated, newer.ownerAutomated, OwnerAutomatedField);
}

} // namespace rackops
