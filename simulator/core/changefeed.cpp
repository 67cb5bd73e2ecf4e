#include "core/changefeed.h"

#include <algorithm>
#include <cstdio>
#include <random>

namespace rackops::sim {

ChangeFeed::ChangeFeed(std::string epoch, std::int64_t revision, ZeroRevision zero)
    : m_epoch(std::move(epoch))
    , m_revision(revision)
    , m_zero(zero)
{
}

std::string ChangeFeed::newEpoch()
{
    std::random_device device;
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%08x%08x", device(), device());
    return buffer;
}

std::string ChangeFeed::epoch() const
{
    std::lock_guard lock(m_mutex);
    return m_epoch;
}

std::int64_t ChangeFeed::revision() const
{
    std::lock_guard lock(m_mutex);
    return m_revision;
}

void ChangeFeed::restoreRevision(std::int64_t revision)
{
    std::lock_guard lock(m_mutex);
    m_revision = revision;
}

std::int64_t ChangeFeed::advance()
{
    std::int64_t next = 0;
    {
        std::lock_guard lock(m_mutex);
        next = ++m_revision;
    }
    m_changed.notify_all();
    return next;
}

std::int64_t ChangeFeed::remove(const std::string &id)
{
    std::int64_t at = 0;
    {
        std::lock_guard lock(m_mutex);
        at = ++m_revision;
        m_removedAt[id] = at;
    }
    m_changed.notify_all();
    return at;
}

void ChangeFeed::revive(const std::string &id)
{
    std::lock_guard lock(m_mutex);
    m_removedAt.erase(id);
}

bool ChangeFeed::isRemoved(const std::string &id) const
{
    std::lock_guard lock(m_mutex);
    return m_removedAt.count(id) > 0;
}

bool ChangeFeed::canResume(const std::string &epoch, std::int64_t revision) const
{
    std::lock_guard lock(m_mutex);
    const std::int64_t oldest = m_zero == ZeroRevision::IsResumable ? 0 : 1;
    return epoch == m_epoch && revision >= oldest && revision <= m_revision;
}

std::vector<std::string> ChangeFeed::removedSince(std::int64_t revision) const
{
    std::vector<std::pair<std::int64_t, std::string>> removed;
    {
        std::lock_guard lock(m_mutex);
        for (const auto &[id, at] : m_removedAt) {
            if (at > revision)
                removed.emplace_back(at, id);
        }
    }
    std::sort(removed.begin(), removed.end());
    std::vector<std::string> ids;
    ids.reserve(removed.size());
    for (auto &[at, id] : removed)
        ids.push_back(std::move(id));
    return ids;
}

bool ChangeFeed::waitForChange(std::int64_t afterRevision, std::chrono::milliseconds timeout) const
{
    std::unique_lock lock(m_mutex);
    const std::uint64_t generation = m_wakeGeneration;
    return m_changed.wait_for(lock, timeout,
                              [&] { return m_revision > afterRevision || m_wakeGeneration != generation; });
}

void ChangeFeed::wake() const
{
    {
        std::lock_guard lock(m_mutex);
        ++m_wakeGeneration;
    }
    m_changed.notify_all();
}

} // namespace rackops::sim
