#include "core/ratelimiter.h"

#include <algorithm>

namespace rackops::sim {

RateLimiter::RateLimiter(int perMinute, int burst)
    : m_perMinute(perMinute)
    , m_burst(std::max(burst, 1))
{
}

bool RateLimiter::allow(const std::string &who, Clock::time_point now)
{
    if (m_perMinute <= 0)
        return true;
    std::lock_guard lock(m_mutex);
    auto [it, fresh] = m_buckets.try_emplace(who);
    Bucket &bucket = it->second;
    if (fresh) {
        bucket.tokens = m_burst;
    } else {
        const double minutes = std::chrono::duration<double, std::ratio<60>>(now - bucket.refilled).count();
        bucket.tokens = std::min(double(m_burst), bucket.tokens + minutes * m_perMinute);
    }
    bucket.refilled = now;
    if (bucket.tokens < 1.0)
        return false;
    bucket.tokens -= 1.0;
    return true;
}

} // namespace rackops::sim
