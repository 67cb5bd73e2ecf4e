#include "remediationsuggestion.h"

#include <QRegularExpression>

#include <algorithm>
#include <initializer_list>

namespace rackops {

namespace {

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
    return std::any_of(part.firmware.cbegin(), part.firmware.cend(), [](const FirmwareInfo &f) { return !f.matches(); });
}

} // namespace

RemediationSuggestion RemediationSuggestion::forRack(const RackDetail &rack, const QList<LeakDetectorInfo> &leaks)
{
    RemediationSuggestion s;
    if (rack.availableActions.isEmpty())
        return s;

    // Coolant on the electronics first: isolate the rack, naming the tray it was found at.
    for (const LeakDetectorInfo &leak : leaks) {
        if (leak.state != LeakDetectorInfo::State::Critical)
            continue;
        const RemediationAction isolate = firstAllowed(rack, {RemediationAction::Quarantine, RemediationAction::Drain,
                                                              RemediationAction::RmaTray});
        if (isolate == RemediationAction::Unknown)
            break;
        s.action = isolate;
        if (const QString part = partAt(rack, leak.location); !part.isEmpty())
            s.parts << part;
        s.why = tr("Leak at %1 (%2)").arg(leak.location, leak.id);
        return s;
    }

    // A failed part is replaced; if the stage does not allow that, it is power-cycled.
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
    if (!critical.isEmpty()) {
        const RackComponentInfo &worst = *critical.first();
        if (allows(rack, RemediationAction::RmaTray)) {
            s.action = RemediationAction::RmaTray;
            s.parts = {worst.componentId};
        } else if (allows(rack, RemediationAction::PowerCycleTrays)) {
            s.action = RemediationAction::PowerCycleTrays;
            s.parts = ids(critical);
        }
        if (s.action != RemediationAction::Unknown) {
            s.why = tr("%1 failed: %2").arg(worst.componentId, worst.status);
            return s;
        }
    }
    if (!flash.isEmpty() && allows(rack, RemediationAction::ReflashFirmware)) {
        s.action = RemediationAction::ReflashFirmware;
        s.parts = ids(flash);
        s.why = tr("Firmware differs from the expected version on %1").arg(s.parts.join(QStringLiteral(", ")));
        return s;
    }
    if (!unwell.isEmpty() && allows(rack, RemediationAction::PowerCycleTrays)) {
        s.action = RemediationAction::PowerCycleTrays;
        s.parts = ids(unwell);
        s.why = tr("%1: %2").arg(unwell.first()->componentId, unwell.first()->status);
        return s;
    }
    if (rack.summary.validationVerdict == ValidationVerdict::Fail && allows(rack, RemediationAction::RerunValidation)) {
        s.action = RemediationAction::RerunValidation;
        s.why = tr("The latest validation failed");
        return s;
    }
    s.action = rack.availableActions.first();
    return s;
}

} // namespace rackops
