#include "coolingsample.h"

namespace rackops {

LeakDetectorInfo::State CoolingSample::worstLeak() const
{
    const auto rank = [](LeakDetectorInfo::State s) {
        switch (s) {
        case LeakDetectorInfo::State::Critical: return 4;
        case LeakDetectorInfo::State::Warning: return 3;
        case LeakDetectorInfo::State::Unavailable:
        case LeakDetectorInfo::State::Unknown: return 2;
        default: return 0;
        }
    };
    if (hasNoReading())
        return LeakDetectorInfo::State::Unknown; // nothing read is not dry
    LeakDetectorInfo::State worst = LeakDetectorInfo::State::Ok;
    for (const LeakDetectorInfo &d : leakDetectors) {
        if (rank(d.state) > rank(worst))
            worst = d.state;
    }
    return worst;
}

} // namespace rackops
