#pragma once

namespace rackops::sim {

// Medians of the rack-level validation figures over the latest run of every
// rack that has one; 0 when no rack has run yet.
struct FleetMedians {
    double ncclAvgBusBw = 0.0;
    double workloadThroughput = 0.0;
};

} // namespace rackops::sim
