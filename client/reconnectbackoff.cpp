#include "reconnectbackoff.h"

#include <algorithm>

namespace rackops {

ReconnectBackoff::ReconnectBackoff(std::int64_t initialMs, std::int64_t maxMs, std::uint64_t seed)
    : m_initialMs(std::max<std::int64_t>(initialMs, 1))
    , m_maxMs(std::max(maxMs, initialMs))
    , m_random(seed)
{
}

std::int64_t ReconnectBackoff::stepMs(int attempt) const
{
    std::int64_t step = m_initialMs;
    for (int i = 0; i < attempt && step < m_maxMs; ++i)
        step *= 2;
    return std::min(step, m_maxMs);
}

std::int64_t ReconnectBackoff::nextDelayMs()
{
    const std::int64_t step = stepMs(m_attempt);
    ++m_attempt;
    std::uniform_int_distribution<std::int64_t> jitter(step / 2, step);
    return jitter(m_random);
}

} // namespace rackops
