#pragma once

#include "fleetupdate.h"

#include <string>

namespace rackops {

// One WatchFleetResponse as the fleet's reader receives it: decoded from the wire
// straight into the batch it becomes (FleetWire), with what the stream needs besides.
struct FleetStreamMessage {
    FleetUpdate update;
    // Set by the stream before a read while it gathers a snapshot: the snapshot so far. A piece
    // that only adds racks is then read straight into it, and `update` holds the rest (revision,
    // time, epoch). Null: everything is read into `update`.
    FleetUpdate *snapshot = nullptr;
    int racks = 0; // the racks this message brought, wherever they were read into
    bool initialSyncComplete = false; // the snapshot or catch-up is whole with this message
    int syncTotal = 0; // racks the whole snapshot has, when the backend says
    std::string epoch; // the fleet's epoch as the wire has it (update.fleetEpoch is it said as text)
    std::string unreadable; // why the bytes were not a fleet message; empty when they were
};

} // namespace rackops
