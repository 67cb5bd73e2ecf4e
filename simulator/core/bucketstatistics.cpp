#include "core/bucketstatistics.h"

#include <cmath>
#include <algorithm>
#include <limits>

namespace rackops::sim {

BucketStatistics::BucketStatistics(std::size_t seriesCount)
    : m_min(seriesCount)
    , m_max(seriesCount)
    , m_sum(seriesCount)
    , m_counts(seriesCount)
{
    clear();
}

void BucketStatistics::add(std::size_t series, double value)
{
    if (std::isnan(value))
        return;
    m_min[series] = std::min(m_min[series], value);
    m_max[series] = std::max(m_max[series], value);
    m_sum[series] += value;
    ++m_counts[series];
}

double BucketStatistics::min(std::size_t series) const
{
    return m_counts[series] ? m_min[series] : std::numeric_limits<double>::quiet_NaN();
}

double BucketStatistics::max(std::size_t series) const
{
    return m_counts[series] ? m_max[series] : std::numeric_limits<double>::quiet_NaN();
}

double BucketStatistics::mean(std::size_t series) const
{
    return m_counts[series] ? m_sum[series] / m_counts[series] : std::numeric_limits<double>::quiet_NaN();
}

void BucketStatistics::clear()
{
    std::fill(m_min.begin(), m_min.end(), std::numeric_limits<double>::infinity());
    std::fill(m_max.begin(), m_max.end(), -std::numeric_limits<double>::infinity());
    std::fill(m_sum.begin(), m_sum.end(), 0.0);
    std::fill(m_counts.begin(), m_counts.end(), 0);
    m_samples = 0;
}

} // namespace rackops::sim
