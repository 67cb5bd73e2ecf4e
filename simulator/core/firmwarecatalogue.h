#pragma once

#include "simstate.pb.h"

#include <span>

namespace rackops::sim {

// The firmware images each kind of part runs, with the release racks arrive
// with and the one the fleet expects. A rack stores only a FirmwareLevel per
// part; the version lists a client sees are rendered from this catalogue.
class FirmwareCatalogue {
public:
    struct Image {
        const char *component;
        const char *expected;
        const char *previous;
    };
    static constexpr const char *kFactoryVersion = "factory";

    static std::span<const Image> images(v1::ComponentKind kind);

    static FirmwareLevel level(const SimRack &rack, int componentIndex);
    static void setLevel(SimRack &rack, int componentIndex, FirmwareLevel level);
    static bool asExpected(const SimRack &rack, int componentIndex);

    // Adds every part's firmware versions to `detail` (a copy of rack.detail()).
    static void render(const SimRack &rack, v1::RackDetail *detail);
    // A rack stored before levels existed carries version lists: derive its
    // levels from them and drop the lists. Nothing to do for a current rack.
    static void compact(SimRack &rack);
};

} // namespace rackops::sim
