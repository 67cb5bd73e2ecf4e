#pragma once

#include <cstdint>
#include <random>

namespace rackops {

// Capped exponential backoff with jitter: 1 s, 2 s, 4 s ... up to 30 s, each
// delay drawn from [50 %, 100 %] of its step so that many consoles that lost
// the same backend do not come back in lockstep.
class ReconnectBackoff {
public:
    explicit ReconnectBackoff(std::int64_t initialMs = 1000, std::int64_t maxMs = 30000,
                              std::uint64_t seed = std::random_device {}());

    // Delay before the next attempt; each call doubles the step up to the cap.
    std::int64_t nextDelayMs();
    void reset() { m_attempt = 0; }
    int attempt() const { return m_attempt; }

    std::int64_t stepMs(int attempt) const;

private:
    std::int64_t m_initialMs;
    std::int64_t m_maxMs;
    int m_attempt = 0;
    std::mt19937_64 m_random;
};

} // namespace rackops
