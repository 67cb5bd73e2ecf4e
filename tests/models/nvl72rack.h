#pragma once

#include "rackdetail.h"

// An NVL72 rack as GetRack describes it: 18 compute trays, 9 NVLink switch
// trays, power shelves and the CDU, all well, every firmware as expected.
namespace rackops::test {

inline RackDetail nvl72Rack(const QString &rackId, LifecycleStage stage, const QList<RemediationAction> &actions)
{
    RackDetail rack;
    rack.summary.rackId = rackId;
    rack.summary.stage = stage;
    rack.summary.health = Health::Ok;
    rack.availableActions = actions;
    const auto add = [&rack](const QString &id, RackComponentInfo::Kind kind, int slot) {
        RackComponentInfo part;
        part.componentId = id;
        part.kind = kind;
        part.slot = slot;
        part.health = Health::Ok;
        part.status = QStringLiteral("OK");
        part.firmware = {{QStringLiteral("BMC"), QStringLiteral("25.06.1"), QStringLiteral("25.06.1")}};
        rack.components.append(part);
    };
    for (int t = 1; t <= 18; ++t)
        add(QStringLiteral("CT%1").arg(t, 2, 10, QLatin1Char('0')), RackComponentInfo::Kind::ComputeTray, t);
    for (int t = 1; t <= 9; ++t)
        add(QStringLiteral("NVS%1").arg(t), RackComponentInfo::Kind::NvlinkSwitchTray, 18 + t);
    for (int t = 1; t <= 8; ++t)
        add(QStringLiteral("PS%1").arg(t), RackComponentInfo::Kind::PowerShelf, 27 + t);
    add(QStringLiteral("CDU"), RackComponentInfo::Kind::Cdu, 36);
    return rack;
}

inline RackComponentInfo &partOf(RackDetail &rack, const QString &id)
{
    for (RackComponentInfo &part : rack.components) {
        if (part.componentId == id)
            return part;
    }
    Q_UNREACHABLE();
}

} // namespace rackops::test
