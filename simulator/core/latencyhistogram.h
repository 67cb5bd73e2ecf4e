#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>

namespace rackops::sim {

// Durations counted into fixed buckets (seconds, as Prometheus wants them),
// lock-free: any thread observes, the metrics endpoint reads. The bounds span
// a fast in-memory answer (1 ms) to a stalled write (10 s).
class LatencyHistogram {
public:
    static constexpr std::array<double, 13> kBoundsSeconds = {0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1,
                                                              0.25,  0.5,    1.0,   2.5,  5.0,   10.0};

    void observe(std::chrono::nanoseconds duration);

    struct Snapshot {
        // Observations at or below each bound (cumulative, as the exposition format has them).
        std::array<std::uint64_t, kBoundsSeconds.size()> cumulative {};
        std::uint64_t count = 0; // all observations (the +Inf bucket)
        double sumSeconds = 0;
    };
    // Consistent enough for a scrape: count is read last, so no bucket exceeds it.
    Snapshot snapshot() const;

private:
    std::array<std::atomic<std::uint64_t>, kBoundsSeconds.size() + 1> m_buckets {}; // not cumulative
    std::atomic<std::uint64_t> m_sumNanoseconds {0};
    std::atomic<std::uint64_t> m_count {0};
};

} // namespace rackops::sim
