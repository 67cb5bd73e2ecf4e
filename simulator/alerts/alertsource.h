#pragma once

#include "alerts/alertcondition.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rackops::sim {

// Something the simulator watches for alerts: the fleet's racks, its
// operations, and later replication (the replication service plugs its own
// source into the AlertBook). Called from the alert evaluation, never under
// the AlertBook's lock, so a source may take its own locks.
class AlertSource {
public:
    virtual ~AlertSource() = default;
    // Appends every condition active at `nowMs` (simulated time).
    virtual void collect(std::int64_t nowMs, std::vector<AlertCondition> *out) = 0;
    // Condition keys starting with one of these are not known right now (a
    // bridge that has not read its system since the backend started): open
    // alerts under them stay as they are rather than resolve.
    virtual std::vector<std::string> unknownKeyPrefixes() const { return {}; }
};

} // namespace rackops::sim
