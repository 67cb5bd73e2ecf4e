#pragma once

#include "server/simconfig.h"

namespace rackops::sim {

// A simulator for tests: the clock moves only when the test advances it, so
// what the test checks cannot change under its feet.
inline SimConfig stillFleet(int racks)
{
    SimConfig config;
    config.rackCount = racks;
    config.tickIntervalMs = 0;
    config.mutationsPerMinute = 0; // tests make many changes fast; the limit has its own test
    config.replicationFaults = false; // replication tests inject the faults they check
    return config;
}

} // namespace rackops::sim
