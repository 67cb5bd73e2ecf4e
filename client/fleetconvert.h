#pragma once

#include "fleetupdate.h"
#include "rackdetail.h"
#include "racksummary.h"

namespace rackops::v1 {
class RackDetail;
class RackSummary;
class WatchFleetResponse;
}

namespace rackops {

// FleetService messages -> console value types. Runs on transport threads.
// Unknown enum values from a newer backend become Unknown, never a valid-looking state.
// Racks are read by FleetWire, from the wire bytes, as the fleet's stream reads them;
// a message already parsed is serialized for it (one rack's detail, tests).
class FleetConvert {
public:
    static RackSummary summary(const v1::RackSummary &message);
    // The same into a fresh (default) RackSummary where it is to stay.
    static void fill(RackSummary *into, const v1::RackSummary &message);
    static FleetUpdate fleetUpdate(const v1::WatchFleetResponse &message);
    static RackDetail detail(const v1::RackDetail &message);
};

} // namespace rackops
