#pragma once

#include "fleetstreammessage.h"
#include "racksummary.h"
#include "textlanguage.h"

#include <string>
#include <string_view>

namespace rackops {

// FleetService's messages from their wire bytes straight into the console's values,
// with no protobuf message in between: the fleet's stream brings every rack of a
// large fleet in each snapshot, and parsing into protobuf first (an allocation per
// nested message and per longer string) cost as much again as converting (#39.3).
// Reads what fleet.proto says, field by field; what it does not know is skipped, as
// protobuf does. The values are those FleetConvert documents (it reads through here).
// Runs on transport threads.
class FleetWire {
public:
    // A WatchFleetResponse into `*into` (default-made). False when the bytes are not
    // one (truncated, malformed), with `*error` saying where; `*into` is then to be dropped.
    static bool readMessage(std::string_view bytes, FleetStreamMessage *into, std::string *error);
    // A RackSummary into `*into` (default-made). False when the bytes are not one.
    static bool readRack(std::string_view bytes, RackSummary *into);

private:
    // Its texts said in `as`, taken once for the whole message.
    static bool readRack(std::string_view bytes, RackSummary *into, const TextLanguage &as);
};

} // namespace rackops
