#pragma once

#include "simstate.pb.h"

#include <cstdint>
#include <string>

namespace rackops::sim {

// A rack's 36 parts as the simulator keeps them: no strings for what can be derived. The id
// follows from kind and slot ("CT07", "NVS3", "PS2", "CDU"), a part without a status is "OK", and
// serial numbers are numbers in SimRack.part_serials. Three strings per part were 30 % of a
// 50,000-rack demo's memory and most of its allocations at start-up. Clients see every part
// whole: render() writes the strings back into the copy they are sent.
class RackParts {
public:
    static constexpr const char *kOk = "OK";

    // Appends a healthy part of `kind` in `slot` with this serial number.
    static void add(SimRack &rack, v1::ComponentKind kind, int slot, std::uint64_t serial);

    static std::string id(const v1::RackComponent &part);
    static std::string status(const v1::RackComponent &part);
    static std::string serial(const SimRack &rack, int index);
    static void setSerial(SimRack &rack, int index, std::uint64_t serial);
    // The index of the part with this id, or -1.
    static int find(const SimRack &rack, const std::string &id);

    // Writes ids, statuses and serial numbers into `detail` (a copy of rack.detail()).
    static void render(const SimRack &rack, v1::RackDetail *detail);
    // A rack stored by an earlier version carries the strings: keep only what cannot be derived.
    static void compact(SimRack &rack);
};

} // namespace rackops::sim
