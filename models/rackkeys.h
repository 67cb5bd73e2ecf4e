#pragma once

#include <QString>

#include <string_view>

namespace rackops {

// A rack's key and its id, the id as the key table holds it (one string shared by every copy).
struct NamedRack {
    int key = -1;
    QString id;
};

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
    // The rack whose id the wire gives as UTF-8 bytes, made on first use. Safe on any thread. The
    // streams name every rack in every update (100,000 cooling samples a second at 100k racks):
    // this way they make no string per sample, and the GUI thread neither frees one nor compares
    // two copies of an id character by character.
    static NamedRack named(std::string_view rackId);
};

// A rack's key kept beside its id. Equal whatever its value: the id says which rack it is, the key
// only saves looking it up again.
struct RackKey {
    int value = -1;
    friend bool operator==(RackKey, RackKey) { return true; }
};

} // namespace rackops
