#pragma once

#include <cstdint>
#include <string>

namespace rackops::sim {

// Stateless randomness for the pure-function-of-time models (cooling,
// replication): a value depends only on what is hashed, never on call order.
class SimHash {
public:
    static std::uint64_t mix(std::uint64_t z)
    {
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    static std::uint64_t of(const std::string &text)
    {
        std::uint64_t h = 1469598103934665603ULL;
        for (unsigned char c : text)
            h = (h ^ c) * 1099511628211ULL;
        return mix(h);
    }

    // Uniform in [0, 1).
    static double unit(std::uint64_t h) { return double(h >> 11) * (1.0 / 9007199254740992.0); }

    // Smooth noise in [-1, 1]: random values every `stepMs`, interpolated.
    static double noise(std::uint64_t seed, std::int64_t tMs, std::int64_t stepMs)
    {
        const std::int64_t k = tMs >= 0 ? tMs / stepMs : (tMs - stepMs + 1) / stepMs;
        const double f = double(tMs - k * stepMs) / double(stepMs);
        const double a = unit(mix(seed ^ std::uint64_t(k))) * 2.0 - 1.0;
        const double b = unit(mix(seed ^ std::uint64_t(k + 1))) * 2.0 - 1.0;
        const double s = f * f * (3.0 - 2.0 * f);
        return a + (b - a) * s;
    }

    // Where `t` falls within a repeating cycle of `periodMs` with a phase from `h`.
    static std::int64_t cyclePosition(std::uint64_t h, std::int64_t tMs, std::int64_t periodMs)
    {
        const std::int64_t phase = std::int64_t(h % std::uint64_t(periodMs));
        const std::int64_t p = (tMs + phase) % periodMs;
        return p < 0 ? p + periodMs : p;
    }
};

} // namespace rackops::sim
