#pragma once

#include "fleetupdate.h"

#include <string>

namespace rackops {

// One WatchFleetResponse as the fleet's reader receives it: decoded from the wire
// straight into the batch it becomes (FleetWire), with what the stream needs besides.
struct FleetStreamMessage {
    FleetUpdate update;
    bool initialSyncComplete = false; // the snapshot or catch-up is whole with this message
    int syncTotal = 0; // racks the whole snapshot has, when the backend says
    std::string epoch; // the fleet's epoch as the wire has it (update.fleetEpoch is it said as text)
    std::string unreadable; // why the bytes were not a fleet message; empty when they were
};

} // namespace rackops
