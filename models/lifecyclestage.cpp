#include "lifecyclestage.h"

namespace rackops {

const std::array<LifecycleStage, kLifecycleStageCount> &LifecycleStages::all()
{
    static const std::array<LifecycleStage, kLifecycleStageCount> stages = {
        LifecycleStage::Received,
        LifecycleStage::Discovering,
        LifecycleStage::FirmwareUpdate,
        LifecycleStage::PowerOn,
        LifecycleStage::CoolingCommissioning,
        LifecycleStage::Validating,
        LifecycleStage::AwaitingApproval,
        LifecycleStage::Production,
        LifecycleStage::Remediation,
        LifecycleStage::Failed,
        LifecycleStage::Maintenance,
        LifecycleStage::Quarantined,
        LifecycleStage::Decommissioned,
        LifecycleStage::Unknown,
    };
    return stages;
}

QString LifecycleStages::displayName(LifecycleStage stage)
{
    switch (stage) {
    case LifecycleStage::Received: return tr("Received", "lifecycle stage");
    case LifecycleStage::Discovering: return tr("Discovering", "lifecycle stage");
    case LifecycleStage::FirmwareUpdate: return tr("Firmware update", "lifecycle stage");
    case LifecycleStage::PowerOn: return tr("Power on", "lifecycle stage");
    case LifecycleStage::CoolingCommissioning: return tr("Cooling commissioning", "lifecycle stage");
    case LifecycleStage::Validating: return tr("Validating", "lifecycle stage");
    case LifecycleStage::AwaitingApproval: return tr("Awaiting approval", "lifecycle stage");
    case LifecycleStage::Production: return tr("Production", "lifecycle stage");
    case LifecycleStage::Remediation: return tr("Remediation", "lifecycle stage");
    case LifecycleStage::Failed: return tr("Failed", "lifecycle stage");
    case LifecycleStage::Maintenance: return tr("Maintenance", "lifecycle stage");
    case LifecycleStage::Quarantined: return tr("Quarantined", "lifecycle stage");
    case LifecycleStage::Decommissioned: return tr("Decommissioned", "lifecycle stage");
    case LifecycleStage::Unknown: break;
    }
    return tr("Unknown", "lifecycle stage not known to this console");
}

QString LifecycleStages::id(LifecycleStage stage)
{
    switch (stage) {
    case LifecycleStage::Received: return QStringLiteral("received");
    case LifecycleStage::Discovering: return QStringLiteral("discovering");
    case LifecycleStage::FirmwareUpdate: return QStringLiteral("firmware-update");
    case LifecycleStage::PowerOn: return QStringLiteral("power-on");
    case LifecycleStage::CoolingCommissioning: return QStringLiteral("cooling-commissioning");
    case LifecycleStage::Validating: return QStringLiteral("validating");
    case LifecycleStage::AwaitingApproval: return QStringLiteral("awaiting-approval");
    case LifecycleStage::Production: return QStringLiteral("production");
    case LifecycleStage::Remediation: return QStringLiteral("remediation");
    case LifecycleStage::Failed: return QStringLiteral("failed");
    case LifecycleStage::Maintenance: return QStringLiteral("maintenance");
    case LifecycleStage::Quarantined: return QStringLiteral("quarantined");
    case LifecycleStage::Decommissioned: return QStringLiteral("decommissioned");
    case LifecycleStage::Unknown: break;
    }
    return QStringLiteral("unknown");
}

LifecycleStage LifecycleStages::fromId(const QString &stageId)
{
    for (LifecycleStage stage : all()) {
        if (id(stage) == stageId)
            return stage;
    }
    return LifecycleStage::Unknown;
}

LifecycleStage LifecycleStages::fromInt(int value)
{
    if (value <= 0 || value >= kLifecycleStageCount)
        return LifecycleStage::Unknown;
    return static_cast<LifecycleStage>(value);
}

bool LifecycleStages::needsAttention(LifecycleStage stage)
{
    return stage == LifecycleStage::AwaitingApproval || stage == LifecycleStage::Remediation
        || stage == LifecycleStage::Failed || stage == LifecycleStage::Unknown;
}

bool LifecycleStages::hasProgress(LifecycleStage stage)
{
    switch (stage) {
    case LifecycleStage::Received:
    case LifecycleStage::Discovering:
    case LifecycleStage::FirmwareUpdate:
    case LifecycleStage::PowerOn:
    case LifecycleStage::CoolingCommissioning:
    case LifecycleStage::Validating:
    case LifecycleStage::Remediation:
    case LifecycleStage::Maintenance: return true;
    default: return false;
    }
}

} // namespace rackops
