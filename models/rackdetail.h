#pragma once

#include "racksummary.h"
#include "remediationaction.h"

#include <QList>
#include <QMetaType>

namespace rackops {

struct FirmwareInfo {
    QString component;
    QString expected;
    QString actual;
    bool matches() const { return expected == actual; }
};

struct RackComponentInfo {
    enum class Kind : quint8 { Unknown, ComputeTray, NvlinkSwitchTray, PowerShelf, Cdu };
    QString componentId;
    Kind kind = Kind::Unknown;
    int slot = 0;
    Health health = Health::Unknown;
    QString status;
    // The backend's phrase code of the status ("status.flash_failed"): what kind of failure it is,
    // whatever the console's language (RemediationSuggestion suggests from it). Empty when none.
    QString statusCode;
    QString serialNumber;
    QList<FirmwareInfo> firmware;
    LifecycleStage stage = LifecycleStage::Unknown;
};

struct LifecycleEventInfo {
    LifecycleStage stage = LifecycleStage::Unknown;
    qint64 enteredAtMs = 0;
    QString actor;
    bool automated = false;
    QString reason;
    bool withinStage = false; // something that happened within the stage (the leak reaction), not a stage entered
};

// Everything the console knows about one rack (GetRack).
struct RackDetail {
    RackSummary summary;
    QList<RackComponentInfo> components;
    QList<LifecycleEventInfo> history; // oldest first
    QList<RemediationAction> availableActions; // what the stage allows, roles aside
    bool approvable = false;
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::RackDetail)
