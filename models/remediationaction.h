#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace rackops {

// What an operator can do to a rack that is not well (numbers as on the wire).
enum class RemediationAction : quint8 {
    Unknown = 0,
    RerunValidation = 1,
    ReflashFirmware = 2,
    PowerCycleTrays = 3,
    CoolingSetpointChange = 4,
    ValvePositionChange = 5,
    PumpSpeedChange = 6,
    Drain = 7,
    RmaTray = 8,
    Quarantine = 9,
    ReturnToService = 10,
};

class RemediationActions {
    Q_DECLARE_TR_FUNCTIONS(RemediationActions)
public:
    static RemediationAction fromInt(int value);
    static QString displayName(RemediationAction action);
    // What the rack will do and roughly how long, for the dialog's preview.
    static QString impact(RemediationAction action);
    // Whether the action works on chosen parts (and how many).
    static bool takesParts(RemediationAction action);
    static bool takesExactlyOnePart(RemediationAction action) { return action == RemediationAction::RmaTray; }
    // Cooling actions take a setpoint: its unit, range and a sensible start value.
    static bool takesSetpoint(RemediationAction action);
    static QString setpointUnit(RemediationAction action);
    static double setpointMinimum(RemediationAction action);
    static double setpointMaximum(RemediationAction action);
    static double setpointDefault(RemediationAction action);
};

} // namespace rackops
