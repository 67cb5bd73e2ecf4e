#pragma once

#include <cstdint>

namespace rackops::sim {

// SplitMix64 over a caller-owned state word: each rack carries its own 8-byte
// generator, so a rack's future depends only on the seed, never on tick timing.
class SimRandom {
public:
    explicit SimRandom(std::uint64_t &state)
        : m_state(state)
    {
    }

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, 1).
    double uniform() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }
    // Uniform integer in [lo, hi].
    int range(int lo, int hi) { return lo + int(next() % std::uint64_t(hi - lo + 1)); }
    bool chance(double p) { return uniform() < p; }
    // Uniform in [lo, hi) for durations in ms.
    std::int64_t between(std::int64_t lo, std::int64_t hi) { return lo + std::int64_t(uniform() * double(hi - lo)); }

private:
    std::uint64_t &m_state;
};

} // namespace rackops::sim
