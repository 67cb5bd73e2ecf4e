#pragma once

#include <algorithm>

namespace rackops::redfish {

// How long to wait before asking a service again after `failures` failures
// in a row: the interval, then twice, then four times it, never longer.
inline constexpr int kRedfishMaxBackoffFactor = 4;

inline int redfishBackoffMs(int intervalMs, int failures)
{
    return intervalMs * std::min(1 << std::clamp(failures, 0, 8), kRedfishMaxBackoffFactor);
}

} // namespace rackops::redfish
