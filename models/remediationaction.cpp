#include "remediationaction.h"

namespace rackops {

RemediationAction RemediationActions::fromInt(int value)
{
    return value >= 1 && value <= 10 ? static_cast<RemediationAction>(value) : RemediationAction::Unknown;
}

QString RemediationActions::displayName(RemediationAction action)
{
    switch (action) {
    case RemediationAction::RerunValidation: return tr("Re-run validation");
    case RemediationAction::ReflashFirmware: return tr("Reflash firmware");
    case RemediationAction::PowerCycleTrays: return tr("Power-cycle trays");
    case RemediationAction::CoolingSetpointChange: return tr("Change cooling setpoint");
    case RemediationAction::ValvePositionChange: return tr("Change valve position");
    case RemediationAction::PumpSpeedChange: return tr("Change pump speed");
    case RemediationAction::Drain: return tr("Drain workloads");
    case RemediationAction::RmaTray: return tr("Replace a tray (RMA)");
    case RemediationAction::Quarantine: return tr("Quarantine");
    case RemediationAction::ReturnToService: return tr("Return to service");
    case RemediationAction::Unknown: break;
    }
    return tr("Unknown action");
}

QString RemediationActions::impact(RemediationAction action)
{
    switch (action) {
    case RemediationAction::RerunValidation:
        return tr("The rack goes back to Validating: DCGM diagnostics, NCCL and the workload test run again "
                  "(3 to 8 hours). It then waits for approval again.");
    case RemediationAction::ReflashFirmware:
        return tr("The chosen parts are flashed with the expected firmware (about 4 minutes per part), then the "
                  "rack powers on and is validated again. If a flash fails, the rack goes to Failed.");
    case RemediationAction::PowerCycleTrays:
        return tr("The chosen trays are AC power-cycled (10 to 15 minutes), then the rack powers on and is "
                  "validated again.");
    case RemediationAction::Drain:
        return tr("Workloads are moved off the rack (20 to 40 minutes); it then enters Maintenance and accepts no "
                  "customer workloads.");
    case RemediationAction::RmaTray:
        return tr("The part is swapped for a new one (30 to 60 minutes) and the rack goes back to Discovering: the "
                  "whole bring-up, firmware and validation run again.");
    case RemediationAction::Quarantine:
        return tr("The rack is isolated at once and stays Quarantined until someone returns it to service.");
    case RemediationAction::ReturnToService:
        return tr("The rack goes back to Discovering and is brought up and validated from the start.");
    case RemediationAction::CoolingSetpointChange:
        return tr("The cooling agent sets the supply temperature of the rack's loop (within a minute); "
                  "return temperature and delta-T follow.");
    case RemediationAction::ValvePositionChange:
        return tr("The valve is held at the position given instead of following the controller (within a minute); "
                  "flow and delta-T follow. A stuck valve does not move.");
    case RemediationAction::PumpSpeedChange:
        return tr("The CDU pump runs at the speed given (within a minute); more speed means more flow and "
                  "a lower delta-T.");
    default: return tr("This backend cannot do that yet.");
    }
}

bool RemediationActions::takesSetpoint(RemediationAction action)
{
    return action == RemediationAction::CoolingSetpointChange || action == RemediationAction::ValvePositionChange
        || action == RemediationAction::PumpSpeedChange;
}

QString RemediationActions::setpointUnit(RemediationAction action)
{
    return action == RemediationAction::CoolingSetpointChange ? QStringLiteral(" °C") : QStringLiteral(" %");
}

double RemediationActions::setpointMinimum(RemediationAction action)
{
    return action == RemediationAction::CoolingSetpointChange ? 15.0 : 0.0;
}

double RemediationActions::setpointMaximum(RemediationAction action)
{
    return action == RemediationAction::CoolingSetpointChange ? 45.0 : 100.0;
}

double RemediationActions::setpointDefault(RemediationAction action)
{
    switch (action) {
    case RemediationAction::CoolingSetpointChange: return 28.0;
    case RemediationAction::ValvePositionChange: return 80.0;
    case RemediationAction::PumpSpeedChange: return 85.0;
    default: return 0.0;
    }
}

bool RemediationActions::takesParts(RemediationAction action)
{
    return action == RemediationAction::ReflashFirmware || action == RemediationAction::PowerCycleTrays
        || action == RemediationAction::RmaTray;
}

} // namespace rackops
