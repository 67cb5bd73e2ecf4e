#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rackops {

// Rack keys found by the rack id's UTF-8 bytes, as the wire names them. Open addressing: a lookup
// reads one 8-byte slot (an entry's place and part of the id's hash) and then the entry, and entries
// are kept in the order the ids were first seen, the order the streams name them again.
// std::unordered_map followed a bucket, a node and the node's string, three cache misses a lookup:
// 75 % of the cooling reader's time at 100k racks (100,000 lookups a second). Not thread-safe:
// RackKeys locks around it.
class Utf8RackIndex {
public:
    // The key stored for `id`, or -1.
    int find(std::string_view id) const;
    // The same, trying first the id stored after the one found last (`*place`, where this caller's
    // last find ended; -1 at first), and leaving the place of this one there. A stream names its
    // racks again in the order they were first seen: a snapshot then reads the entries one after
    // the other, without hashing, where each lookup in the table missed the cache about once.
    int findAfter(std::string_view id, int *place) const;
    // Stores `id` under `key`; `id` must not be stored yet. Two ids may share a key (bytes that are
    // not UTF-8 name one rack).
    void insert(std::string_view id, int key);
    int size() const { return int(m_entries.size()); }

private:
    struct Slot {
        std::uint32_t tag = 0; // the hash's high half: most slots of other ids are passed without reading their bytes
        int entry = -1; // -1: empty
    };
    struct Entry {
        std::string id;
        int key;
    };
    static std::uint64_t hashOf(std::string_view id);
    // The entry holding `id`, or -1.
    int entryOf(std::string_view id) const;
    void grow();
    void place(std::uint64_t hash, int entry);

    std::vector<Slot> m_slots; // a power of two, at most half full
    std::vector<Entry> m_entries; // in the order stored
};

} // namespace rackops
