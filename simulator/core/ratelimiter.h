#pragma once

#include <chrono>
#include <map>
#include <mutex>
#include <string>

namespace rackops::sim {

// Bounds how many changes one identity can make: a token bucket per person,
// so a runaway script or a stuck key cannot flood the fleet with operations,
// while a person working by hand never notices it.
class RateLimiter {
public:
    using Clock = std::chrono::steady_clock;

    // `perMinute` changes a minute on average, up to `burst` at once; 0 = no limit.
    RateLimiter(int perMinute, int burst);

    // Takes a token for `who`; false when none is left.
    bool allow(const std::string &who, Clock::time_point now = Clock::now());
    int perMinute() const { return m_perMinute; }

private:
    struct Bucket {
        double tokens = 0.0;
        Clock::time_point refilled;
    };
    int m_perMinute;
    int m_burst;
    std::mutex m_mutex;
    std::map<std::string, Bucket> m_buckets;
};

} // namespace rackops::sim
