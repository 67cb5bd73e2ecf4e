#pragma once

#include <algorithm>
#include <vector>

namespace rackops::bench {

// The p-quantile (0..1) of a set of measurements; 0 when there are none.
inline double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const size_t index = std::min(values.size() - 1, size_t(p * double(values.size() - 1) + 0.5));
    return values[index];
}

inline double median(std::vector<double> values)
{
    return percentile(std::move(values), 0.5);
}

} // namespace rackops::bench
