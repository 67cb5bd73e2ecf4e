#pragma once

#include <QString>

namespace rackops {

// Rack ids as small dense integers, the same in the whole process. The stream's reader threads
// give each rack its key as they convert it, so the GUI thread, which takes 100,000 cooling
// samples a second at 100k racks, indexes arrays instead of hashing ids (the hashing was 15-20 %
// of its work).
class RackKeys {
public:
    // The key of `rackId`, made on first use. Safe on any thread.
    static int of(const QString &rackId);
    // The key of a rack seen before, or -1.
    static int find(const QString &rackId);
};

// A rack's key kept beside its id. Equal whatever its value: the id says which rack it is, the key
// only saves looking it up again.
struct RackKey {
    int value = -1;
    friend bool operator==(RackKey, RackKey) { return true; }
};

} // namespace rackops
