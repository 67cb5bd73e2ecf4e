#include "utf8rackindex.h"

#include <algorithm>
#include <functional>

namespace rackops {

std::uint64_t Utf8RackIndex::hashOf(std::string_view id)
{
    return std::hash<std::string_view> {}(id);
}

int Utf8RackIndex::find(std::string_view id) const
{
    const int entry = entryOf(id);
    return entry < 0 ? -1 : m_entries[size_t(entry)].key;
}

int Utf8RackIndex::findAfter(std::string_view id, int *place) const
{
    if (const auto next = size_t(*place + 1); next < m_entries.size() && m_entries[next].id == id) {
        *place = int(next);
        return m_entries[next].key;
    }
    const int entry = entryOf(id);
    if (entry < 0)
        return -1;
    *place = entry;
    return m_entries[size_t(entry)].key;
}

int Utf8RackIndex::entryOf(std::string_view id) const
{
    if (m_slots.empty())
        return -1;
    const std::uint64_t hash = hashOf(id);
    const auto tag = std::uint32_t(hash >> 32);
    const size_t mask = m_slots.size() - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        const Slot slot = m_slots[i];
        if (slot.entry < 0)
            return -1;
        if (slot.tag == tag) {
            if (m_entries[size_t(slot.entry)].id == id)
                return slot.entry;
        }
    }
}

void Utf8RackIndex::insert(std::string_view id, int key)
{
    if ((m_entries.size() + 1) * 2 > m_slots.size())
        grow();
    m_entries.push_back({std::string(id), key});
    place(hashOf(id), int(m_entries.size() - 1));
}

void Utf8RackIndex::place(std::uint64_t hash, int entry)
{
    const size_t mask = m_slots.size() - 1;
    size_t i = hash & mask;
    while (m_slots[i].entry >= 0)
        i = (i + 1) & mask;
    m_slots[i] = {std::uint32_t(hash >> 32), entry};
}

void Utf8RackIndex::grow()
{
    m_slots.assign(std::max<size_t>(m_slots.size() * 2, 1024), Slot {});
    for (size_t entry = 0; entry < m_entries.size(); ++entry)
        place(hashOf(m_entries[entry].id), int(entry));
}

} // namespace rackops
