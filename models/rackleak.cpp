#include "rackleak.h"

#include "racksummary.h"

namespace rackops {

RackLeak RackLeak::of(const CoolingSample *sample)
{
    RackLeak leak;
    if (!sample)
        return leak;
    leak.detectors = int(sample->leakDetectors.size());
    const LeakDetectorInfo::State worst = sample->worstLeak();
    leak.level = worst == LeakDetectorInfo::State::Critical ? Level::Leak
        : worst == LeakDetectorInfo::State::Warning         ? Level::Moisture
                                                            : Level::Dry;
    if (leak.level != Level::Dry) {
        for (const LeakDetectorInfo &d : sample->leakDetectors) {
            if (d.state == worst) {
                leak.detector = d;
                break;
            }
        }
    }
    return leak;
}

Health RackLeak::health() const
{
    switch (level) {
    case Level::Leak: return Health::Critical;
    case Level::Moisture: return Health::Caution;
    case Level::Dry: return Health::Ok;
    case Level::NoData: break;
    }
    return Health::Unknown;
}

QString RackLeak::where() const
{
    if (!isWet())
        return QString();
    if (detector.location.isEmpty())
        return detector.id;
    //: where a leak detector sits, then its id: "Compute tray CT14, cold plate manifold (LD-CT14)"
    return detector.id.isEmpty() ? detector.location : tr("%1 (%2)").arg(detector.location, detector.id);
}

QString RackLeak::text() const
{
    switch (level) {
    case Level::Leak: return tr("Leak at %1", "leak detector location").arg(where());
    case Level::Moisture: return tr("Moisture at %1", "leak detector location").arg(where());
    case Level::Dry:
    case Level::NoData: break;
    }
    return QString();
}

RackLeak::Verdict RackLeak::rackHealth(const RackSummary &rack, const CoolingSample *sample)
{
    Verdict verdict {rack.health, rack.healthReason};
    const RackLeak leak = of(sample);
    if (!leak.isWet())
        return verdict;
    const Health wet = leak.health();
    if (HealthLevels::severityRank(wet) >= HealthLevels::severityRank(verdict.health)) {
        // The backend already names this leak as the rack's reason: keep its words (they say the part).
        const bool named =
            verdict.health == wet && !leak.detector.id.isEmpty() && verdict.reason.contains(leak.detector.id);
        verdict.health = wet;
        if (!named)
            verdict.reason = leak.text();
    }
    return verdict;
}

} // namespace rackops
