#include "remediationsuggestion.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <initializer_list>

namespace rackops {

namespace {

using A = RemediationAction;

bool allows(const RackDetail &rack, RemediationAction action)
{
    return rack.availableActions.contains(action);
}

// The first of `preferred` the rack's stage allows; Unknown when none.
RemediationAction firstAllowed(const RackDetail &rack, std::initializer_list<RemediationAction> preferred)
{
    const auto it = std::find_if(preferred.begin(), preferred.end(),
                                 [&rack](RemediationAction action) { return allows(rack, action); });
    return it == preferred.end() ? RemediationAction::Unknown : *it;
}

// The part a detector's location names as a word ("Compute tray CT14, cold plate manifold" -> CT14).
QString partAt(const RackDetail &rack, const QString &location)
{
    for (const RackComponentInfo &part : rack.components) {
        const QRegularExpression word(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(part.componentId)));
        if (word.match(location).hasMatch())
            return part.componentId;
    }
    return {};
}

bool firmwareDiffers(const RackComponentInfo &part)
{
    return std::any_of(part.firmware.cbegin(), part.firmware.cend(),
                       [](const FirmwareInfo &f) { return !f.matches(); });
}

// The kinds of failure the backend names in a part's status (its phrase codes, see the
// simulator's Phrase catalogue), and what each calls for.
enum class Failure : quint8 {
    Unknown,
    FlashFailed,
    FlashFailedAgain,
    CoolantFlowLow,
    GpuMemory,
    NvlinkBandwidth,
    ThermalThrottle,
    BmcMissing,
    SwitchTrayDown,
    LostAfterPowerCycle
};

Failure failureOf(const RackComponentInfo &part)
{
    static const QHash<QString, Failure> kinds = {
        {QStringLiteral("status.flash_failed"), Failure::FlashFailed},
        {QStringLiteral("status.reflash_again"), Failure::FlashFailedAgain},
        {QStringLiteral("status.cdu_flow_low"), Failure::CoolantFlowLow},
        {QStringLiteral("status.gpu_ecc"), Failure::GpuMemory},
        {QStringLiteral("status.nvlink_busbw"), Failure::NvlinkBandwidth},
        {QStringLiteral("status.thermal_throttle"), Failure::ThermalThrottle},
        {QStringLiteral("status.inventory_missing"), Failure::BmcMissing},
        {QStringLiteral("status.switch_tray_down"), Failure::SwitchTrayDown},
        {QStringLiteral("status.power_cycle_lost"), Failure::LostAfterPowerCycle},
    };
    return kinds.value(part.statusCode, Failure::Unknown);
}

bool isOpenOn(const AlertInfo &alert, const QString &rackId)
{
    return alert.isOpen() && alert.rackId == rackId;
}

// Open alerts of the rack, critical first, then the newest.
QList<const AlertInfo *> openAlertsOf(const QList<AlertInfo> &alerts, const QString &rackId)
{
    QList<const AlertInfo *> open;
    for (const AlertInfo &alert : alerts) {
        if (isOpenOn(alert, rackId))
            open << &alert;
    }
    std::stable_sort(open.begin(), open.end(), [](const AlertInfo *l, const AlertInfo *r) {
        if (l->severity != r->severity)
            return l->severity > r->severity;
        return l->raisedMs > r->raisedMs;
    });
    return open;
}

bool isStaleCooling(const AlertInfo &alert)
{
    return alert.conditionKey.startsWith(QLatin1String("cooling/stale/"))
        || alert.summaryText.code == QLatin1String("alert.cooling_stale");
}

} // namespace

RemediationSuggestion RemediationSuggestion::forRack(const RackDetail &rack, const QList<LeakDetectorInfo> &leaks,
                                                     const QList<AlertInfo> &alerts)
{
    RemediationSuggestion s;
    if (rack.availableActions.isEmpty())
        return s;
    const QList<const AlertInfo *> open = openAlertsOf(alerts, rack.summary.rackId);

    // Coolant on the electronics first: isolate the rack, naming the tray it was found at.
    const auto isolate = [&](const QString &where, const QString &part) {
        const RemediationAction action = firstAllowed(rack, {A::Quarantine, A::Drain, A::RmaTray});
        if (action == A::Unknown)
            return false;
        s.action = action;
        if (!part.isEmpty())
            s.parts << part;
        s.why = tr("%1: coolant is reaching the electronics; isolate the rack and drain its loop before any other work")
                    .arg(where);
        return true;
    };
    const auto leak = std::find_if(leaks.cbegin(), leaks.cend(), [](const LeakDetectorInfo &l) {
        return l.state == LeakDetectorInfo::State::Critical;
    });
    const auto leakAlert = std::find_if(open.cbegin(), open.cend(), [](const AlertInfo *a) {
        return a->source == AlertInfo::Source::Leak && a->severity == AlertInfo::Severity::Critical;
    });
    if (leak != leaks.cend()) {
        if (isolate(tr("Leak at %1 (%2)").arg(leak->location, leak->id), partAt(rack, leak->location)))
            return s;
    } else if (leakAlert != open.cend()) {
        if (isolate((*leakAlert)->summary,
                    partAt(rack, (*leakAlert)->summary + QLatin1Char(' ') + (*leakAlert)->details)))
            return s;
    }

    QList<const RackComponentInfo *> critical, unwell, flash;
    for (const RackComponentInfo &part : rack.components) {
        if (part.health == Health::Critical)
            critical << &part;
        else if (part.health == Health::Caution)
            unwell << &part;
        if (firmwareDiffers(part))
            flash << &part;
    }
    const auto ids = [](const QList<const RackComponentInfo *> &chosen) {
        QStringList list;
        for (const RackComponentInfo *p : chosen)
            list << p->componentId;
        return list;
    };
    // A failed part: what its failure calls for, and why.
    if (!critical.isEmpty()) {
        const RackComponentInfo &worst = *critical.first();
        const QString id = worst.componentId;
        const auto suggest = [&](RemediationAction action, QStringList parts, const QString &why) {
            s.action = action;
            s.parts = std::move(parts);
            s.why = why.arg(id, worst.status);
            return action != A::Unknown;
        };
        switch (failureOf(worst)) {
        case Failure::FlashFailed:
            if (suggest(firstAllowed(rack, {A::ReflashFirmware}), {id},
                        tr("%1 failed: %2. A failed flash is most often the image, not the part: reflash it before "
                           "replacing anything")))
                return s;
            break;
        case Failure::CoolantFlowLow:
            if (suggest(firstAllowed(rack, {A::ValvePositionChange, A::PumpSpeedChange, A::CoolingSetpointChange}), {},
                        tr("%1 failed: %2. Low flow is the coolant loop, not a part: open the control valve or raise "
                           "the pump speed")))
                return s;
            break;
        case Failure::ThermalThrottle:
            if (suggest(firstAllowed(rack, {A::CoolingSetpointChange, A::ValvePositionChange}), {},
                        tr("%1 failed: %2. The tray throttles because it runs hot: lower the supply temperature "
                           "setpoint, then re-run validation")))
                return s;
            break;
        case Failure::NvlinkBandwidth:
            if (suggest(firstAllowed(rack, {A::RerunValidation}), {id},
                        tr("%1 failed: %2. Low bus bandwidth on one port is most often its NVLink cable: reseat or "
                           "replace the cable, then re-run validation")))
                return s;
            if (suggest(firstAllowed(rack, {A::PowerCycleTrays}), {id},
                        tr("%1 failed: %2. Reseat or replace the NVLink cable at that port, then power-cycle the "
                           "switch tray")))
                return s;
            break;
        case Failure::GpuMemory:
            if (suggest(firstAllowed(rack, {A::RmaTray}), {id},
                        tr("%1 failed: %2. Uncorrectable memory errors are a hardware fault: replace the tray")))
                return s;
            if (suggest(firstAllowed(rack, {A::Drain}), {},
                        tr("%1 failed: %2. Uncorrectable memory errors are a hardware fault: drain the rack so the "
                           "tray can be replaced")))
                return s;
            if (suggest(firstAllowed(rack, {A::PowerCycleTrays}), {id},
                        tr("%1 failed: %2. Power-cycle the tray; replace it when the errors come back")))
                return s;
            break;
        case Failure::BmcMissing:
            if (suggest(firstAllowed(rack, {A::PowerCycleTrays}), {id},
                        tr("%1 failed: %2. A power cycle restarts a BMC that does not answer; replace the tray if it "
                           "stays missing")))
                return s;
            break;
        case Failure::SwitchTrayDown:
            if (suggest(firstAllowed(rack, {A::PowerCycleTrays}), {id},
                        tr("%1 failed: %2. Power-cycle the switch tray first; replace it if its ports stay down")))
                return s;
            break;
        case Failure::FlashFailedAgain:
            if (suggest(firstAllowed(rack, {A::RmaTray}), {id},
                        tr("%1 failed: %2. The flash failed again: replace the tray")))
                return s;
            break;
        case Failure::LostAfterPowerCycle:
            if (suggest(firstAllowed(rack, {A::RmaTray}), {id},
                        tr("%1 failed: %2. It did not come back after a power cycle: replace the tray")))
                return s;
            break;
        case Failure::Unknown: break;
        }
        // A failure of no known kind: the part is replaced; if the stage does not allow that, power-cycled.
        s = RemediationSuggestion();
        if (allows(rack, A::RmaTray)) {
            s.action = A::RmaTray;
            s.parts = {id};
        } else if (allows(rack, A::PowerCycleTrays)) {
            s.action = A::PowerCycleTrays;
            s.parts = ids(critical);
        }
        if (s.action != A::Unknown) {
            s.why = tr("%1 failed: %2").arg(id, worst.status);
            return s;
        }
    }

    // No cooling reading can be trusted while the CDU is silent: the link comes first, and no
    // remediation here repairs it.
    for (const AlertInfo *alert : open) {
        if (isStaleCooling(*alert)) {
            s = RemediationSuggestion();
            s.why = tr("Cooling data is stale: check the link to the CDU (network, its Redfish service) before "
                       "changing anything on this rack's cooling");
            return s;
        }
    }
    // A reading past its limit is tuned on the loop, not fixed by swapping a part.
    for (const AlertInfo *alert : open) {
        if (alert->source != AlertInfo::Source::Cooling)
            continue;
        const QString code = alert->summaryText.code;
        RemediationAction action = A::Unknown;
        QString why;
        if (code == QLatin1String("alert.flow_low") || code == QLatin1String("alert.delta_t_high")
            || code == QLatin1String("alert.return_high")) {
            action = firstAllowed(rack, {A::ValvePositionChange, A::PumpSpeedChange});
            why = tr("%1 (%2): open the control valve or raise the pump speed; no part needs replacing");
        } else if (code == QLatin1String("alert.flow_high") || code == QLatin1String("alert.delta_t_low")) {
            action = firstAllowed(rack, {A::ValvePositionChange, A::PumpSpeedChange});
            why = tr("%1 (%2): close the control valve a little or lower the pump speed; no part needs replacing");
        } else if (code == QLatin1String("alert.supply_high") || code == QLatin1String("alert.supply_low")
                   || code == QLatin1String("alert.return_low")) {
            action = firstAllowed(rack, {A::CoolingSetpointChange});
            why = tr("%1 (%2): correct the supply temperature setpoint; no part needs replacing");
        } else if (code == QLatin1String("alert.delta_p_high") || code == QLatin1String("alert.delta_p_low")) {
            action = firstAllowed(rack, {A::PumpSpeedChange, A::ValvePositionChange});
            why = tr("%1 (%2): adjust the pump speed; no part needs replacing");
        }
        if (action != A::Unknown) {
            s = RemediationSuggestion();
            s.action = action;
            s.why = why.arg(alert->summary, alert->currentValue);
            return s;
        }
    }

    s = RemediationSuggestion();
    if (!flash.isEmpty() && allows(rack, A::ReflashFirmware)) {
        s.action = A::ReflashFirmware;
        s.parts = ids(flash);
        s.why = tr("Firmware differs from the expected version on %1").arg(s.parts.join(QStringLiteral(", ")));
        return s;
    }
    if (!unwell.isEmpty() && allows(rack, A::PowerCycleTrays)) {
        s.action = A::PowerCycleTrays;
        s.parts = ids(unwell);
        s.why = tr("%1: %2").arg(unwell.first()->componentId, unwell.first()->status);
        return s;
    }
    if (rack.summary.validationVerdict == ValidationVerdict::Fail && allows(rack, A::RerunValidation)) {
        s.action = A::RerunValidation;
        s.why = tr("The latest validation failed");
        return s;
    }
    s.action = rack.availableActions.first();
    return s;
}

} // namespace rackops
