#pragma once

#include "simstate.pb.h"

#include <cstdint>
#include <vector>

namespace rackops::sim {

// Builds a fleet that is already alive: racks spread over regions, sites,
// halls and rows, and over every lifecycle stage with a believable history.
// The same (count, seed, now) always gives the same fleet.
class FleetGenerator {
public:
    // threadCount 0 builds on every core (up to 8); the result does not depend on it.
    static std::vector<SimRack> generate(int rackCount, std::uint64_t seed, std::int64_t nowMs, int threadCount = 0);

private:
    static SimRack makeRack(int index, int rackCount, std::uint64_t seed);
    static void warmUp(SimRack &rack, std::int64_t nowMs);
};

} // namespace rackops::sim
