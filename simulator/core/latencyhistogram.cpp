#include "core/latencyhistogram.h"

#include <algorithm>

namespace rackops::sim {

void LatencyHistogram::observe(std::chrono::nanoseconds duration)
{
    const std::int64_t ns = std::max<std::int64_t>(duration.count(), 0);
    const double seconds = double(ns) / 1e9;
    const auto bound = std::lower_bound(kBoundsSeconds.begin(), kBoundsSeconds.end(), seconds);
    m_buckets[std::size_t(bound - kBoundsSeconds.begin())].fetch_add(1, std::memory_order_relaxed);
    m_sumNanoseconds.fetch_add(std::uint64_t(ns), std::memory_order_relaxed);
    m_count.fetch_add(1, std::memory_order_release);
}

LatencyHistogram::Snapshot LatencyHistogram::snapshot() const
{
    Snapshot s;
    std::uint64_t running = 0;
    for (std::size_t i = 0; i < kBoundsSeconds.size(); ++i) {
        running += m_buckets[i].load(std::memory_order_relaxed);
        s.cumulative[i] = running;
    }
    running += m_buckets[kBoundsSeconds.size()].load(std::memory_order_relaxed);
    s.sumSeconds = double(m_sumNanoseconds.load(std::memory_order_relaxed)) / 1e9;
    // A bucket observed between the reads above would make a bucket exceed the
    // count; the count is never smaller than what the buckets hold.
    s.count = std::max(running, m_count.load(std::memory_order_acquire));
    return s;
}

} // namespace rackops::sim
