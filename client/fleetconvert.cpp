#include "fleetconvert.h"

#include "commonconvert.h"
#include "rackkeys.h"
#include "validationconvert.h"

#include "rackops/v1/fleet.pb.h"

#include <algorithm>
#include <cmath>

namespace rackops {

RackSummary FleetConvert::summary(const v1::RackSummary &m)
{
    RackSummary r;
    fill(&r, m);
    return r;
}

void FleetConvert::fill(RackSummary *into, const v1::RackSummary &m)
{
    RackSummary &r = *into;
    NamedRack rack = RackKeys::named(m.rack_id());
    r.rackId = std::move(rack.id);
    r.rackKey.value = rack.key;
    r.region = CommonConvert::interned(m.location().region());
    r.site = CommonConvert::interned(m.location().site());
    r.hall = CommonConvert::interned(m.location().hall());
    r.row = CommonConvert::interned(m.location().row());
    r.position = m.location().position();
    r.stage = CommonConvert::stage(m.stage());
    r.health = CommonConvert::health(m.health());
    r.healthReason = CommonConvert::spoken(m.health_reason_text(), m.health_reason());
    r.stageEnteredMs = m.has_stage_entered_at() ? CommonConvert::toMs(m.stage_entered_at()) : 0;
    r.stepProgress = std::isfinite(m.step_progress()) ? std::clamp(m.step_progress(), 0.0F, 1.0F) : 0.0F;
    r.stepDescription = CommonConvert::spoken(m.step_text(), m.step_description());
    r.revision = m.revision();
    r.platform = CommonConvert::interned(m.platform());
    r.gpuCount = m.gpu_count();
    r.stateRevision = m.state_revision();
    r.activeOperationId = QString::fromStdString(m.active_operation_id());
    r.activeOperation = CommonConvert::spoken(m.active_operation_text(), m.active_operation());
    r.validationVerdict = ValidationConvert::verdict(m.validation_verdict());
    r.validationRunId = QString::fromStdString(m.validation_run_id());
    // A usual stay of ten years or a negative one is nonsense from the wire: no usual length.
    constexpr qint64 kTenYearsMs = 10LL * 366 * 24 * 3600 * 1000;
    r.stageExpectedMs = m.stage_expected_ms() > 0 && m.stage_expected_ms() < kTenYearsMs ? m.stage_expected_ms() : 0;
    r.owner = CommonConvert::interned(m.owner().name());
    r.ownerAutomated = m.owner().automated();
}

FleetUpdate FleetConvert::fleetUpdate(const v1::WatchFleetResponse &message)
{
    FleetUpdate update;
    update.reset = message.reset();
    update.revision = message.revision();
    update.fleetEpoch = QString::fromStdString(message.fleet_epoch());
    update.serverTimeMs = message.has_server_time() ? CommonConvert::toMs(message.server_time()) : 0;
    // The first chunk of a snapshot makes room for all of it, so the chunks after it are
    // appended without moving what came before; a total beyond any fleet is not trusted.
    constexpr int kLargestFleetReserved = 250'000;
    const int wholeSnapshot = message.reset() ? std::min(message.sync_total(), kLargestFleetReserved) : 0;
    update.upserts.reserve(std::max(message.upserts_size(), wholeSnapshot));
    for (const auto &rack : message.upserts())
        fill(&update.upserts.emplace_back(), rack); // in place: no temporary to move and destroy
    for (const auto &id : message.removed_rack_ids())
        update.removedRackIds.append(QString::fromStdString(id));
    return update;
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
