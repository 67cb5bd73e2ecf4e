#pragma once

#include <optional>
#include <string>
#include <vector>

namespace rackops::sim {

// The faults a cluster's certification has to find, planned from the seed.
struct ClusterFaults {
    struct Nic {
        std::string rackId;
        int tray = 0;
        int gpu = 0;
        int nic = 0;
    };
    struct SpineLink {
        int plane = 0;
        int rail = 0; // the leaf's rail
        int spine = 0;
    };

    std::optional<Nic> badNic; // one SuperNIC port below its floor across racks
    std::optional<SpineLink> flappingSpine; // a leaf-spine link going down and up
    std::string stragglerRack; // one domain slowing the whole job
    std::vector<std::string> untestedRacks; // could not run (e.g. in maintenance)
};

} // namespace rackops::sim
