#include "fleetconvert.h"

#include "commonconvert.h"
#include "fleetwire.h"

#include "rackops/v1/fleet.pb.h"

#include <string>

namespace rackops {

RackSummary FleetConvert::summary(const v1::RackSummary &m)
{
    RackSummary r;
    fill(&r, m);
    return r;
}

void FleetConvert::fill(RackSummary *into, const v1::RackSummary &m)
{
    // One reading of a rack for the stream and for the rest: FleetWire's, from the bytes.
    thread_local std::string bytes;
    m.SerializeToString(&bytes);
    FleetWire::readRack(bytes, into); // protobuf's own bytes always read
}

FleetUpdate FleetConvert::fleetUpdate(const v1::WatchFleetResponse &message)
{
    thread_local std::string bytes;
    message.SerializeToString(&bytes);
    FleetStreamMessage read;
    std::string error;
    FleetWire::readMessage(bytes, &read, &error); // protobuf's own bytes always read
    return std::move(read.update);
}

RackDetail FleetConvert::detail(const v1::RackDetail &m)
{
    RackDetail d;
    d.summary = summary(m.summary());
    d.components.reserve(m.components_size());
    for (const auto &c : m.components()) {
        RackComponentInfo info;
        info.componentId = QString::fromStdString(c.component_id());
        switch (c.kind()) {
        case v1::COMPONENT_KIND_COMPUTE_TRAY: info.kind = RackComponentInfo::Kind::ComputeTray; break;
        case v1::COMPONENT_KIND_NVLINK_SWITCH_TRAY: info.kind = RackComponentInfo::Kind::NvlinkSwitchTray; break;
        case v1::COMPONENT_KIND_POWER_SHELF: info.kind = RackComponentInfo::Kind::PowerShelf; break;
        case v1::COMPONENT_KIND_CDU: info.kind = RackComponentInfo::Kind::Cdu; break;
        default: info.kind = RackComponentInfo::Kind::Unknown; break;
        }
        info.slot = c.slot();
        info.health = CommonConvert::health(c.health());
        info.status = CommonConvert::said(CommonConvert::text(c.status_text()), c.status());
        info.statusCode = QString::fromStdString(c.status_text().code());
        info.serialNumber = QString::fromStdString(c.serial_number());
        info.stage = CommonConvert::stage(c.stage());
        for (const auto &fw : c.firmware()) {
            info.firmware.append({QString::fromStdString(fw.component()), QString::fromStdString(fw.expected()),
                                  QString::fromStdString(fw.actual())});
        }
        d.components.append(std::move(info));
    }
    for (const auto &e : m.history()) {
        LifecycleEventInfo event;
        event.stage = CommonConvert::stage(e.stage());
        event.enteredAtMs = e.has_entered_at() ? CommonConvert::toMs(e.entered_at()) : 0;
        event.actor = QString::fromStdString(e.actor().name());
        event.automated = e.actor().automated();
        event.reason = CommonConvert::said(CommonConvert::text(e.reason_text()), e.reason());
        event.withinStage = e.within_stage();
        d.history.append(std::move(event));
    }
    for (int action : m.available_actions()) {
        const RemediationAction known = RemediationActions::fromInt(action);
        if (known != RemediationAction::Unknown)
            d.availableActions.append(known);
    }
    d.approvable = m.approvable();
    return d;
}
} // namespace rackops
