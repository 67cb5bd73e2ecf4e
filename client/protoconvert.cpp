#include "protoconvert.h"

#include "rackops/v1/fleet.pb.h"

#include <algorithm>
#include <cmath>

namespace rackops {

LifecycleStage ProtoConvert::stage(int value)
{
    // The wire numbers match the console's enum one to one (see common.proto).
    return LifecycleStages::fromInt(value);
}

Health ProtoConvert::health(int value)
{
    switch (value) {
    case v1::HEALTH_OK: return Health::Ok;
    case v1::HEALTH_CAUTION: return Health::Caution;
    case v1::HEALTH_CRITICAL: return Health::Critical;
    default: return Health::Unknown;
    }
}

qint64 ProtoConvert::toMs(const google::protobuf::Timestamp &timestamp)
{
    return timestamp.seconds() * 1000 + timestamp.nanos() / 1'000'000;
}

RackSummary ProtoConvert::summary(const v1::RackSummary &m)
{
    RackSummary r;
    r.rackId = QString::fromStdString(m.rack_id());
    r.region = QString::fromStdString(m.location().region());
    r.site = QString::fromStdString(m.location().site());
    r.hall = QString::fromStdString(m.location().hall());
    r.row = QString::fromStdString(m.location().row());
    r.position = m.location().position();
    r.stage = stage(m.stage());
    r.health = health(m.health());
    r.healthReason = QString::fromStdString(m.health_reason());
    r.stageEnteredMs = m.has_stage_entered_at() ? toMs(m.stage_entered_at()) : 0;
    r.stepProgress = std::isfinite(m.step_progress()) ? std::clamp(m.step_progress(), 0.0F, 1.0F) : 0.0F;
    r.stepDescription = QString::fromStdString(m.step_description());
    r.revision = m.revision();
    r.platform = QString::fromStdString(m.platform());
    r.gpuCount = m.gpu_count();
    return r;
}

RackDetail ProtoConvert::detail(const v1::RackDetail &m)
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
        info.health = health(c.health());
        info.status = QString::fromStdString(c.status());
        info.serialNumber = QString::fromStdString(c.serial_number());
        for (const auto &fw : c.firmware()) {
            info.firmware.append({QString::fromStdString(fw.component()), QString::fromStdString(fw.expected()),
                                  QString::fromStdString(fw.actual())});
        }
        d.components.append(std::move(info));
    }
    for (const auto &e : m.history()) {
        LifecycleEventInfo event;
        event.stage = stage(e.stage());
        event.enteredAtMs = e.has_entered_at() ? toMs(e.entered_at()) : 0;
        event.actor = QString::fromStdString(e.actor().name());
        event.automated = e.actor().automated();
        event.reason = QString::fromStdString(e.reason());
        d.history.append(std::move(event));
    }
    return d;
}

} // namespace rackops
