#pragma once

#include "simconfig.h"

namespace rackops::sim {

// A simulator for tests: the clock moves only when the test advances it, so
// what the test checks cannot change under its feet.
inline SimConfig stillFleet(int racks)
{
    SimConfig config;
    config.rackCount = racks;
    config.tickIntervalMs = 0;
    return config;
}

} // namespace rackops::sim
