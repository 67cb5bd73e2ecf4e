#pragma once

#include <cstddef>
#include <vector>

namespace rackops::sim {

// Min, max and mean of several series over one bucket of a downsampled
// history: what every history query answers per bucket. A NaN value is
// left out of its series; a series with no value reads NaN.
class BucketStatistics {
public:
    explicit BucketStatistics(std::size_t seriesCount);

    void add(std::size_t series, double value);
    // One more raw sample in the bucket (the answer's sample count).
    void countSample() { ++m_samples; }
    int samples() const { return m_samples; }

    double min(std::size_t series) const;
    double max(std::size_t series) const;
    double mean(std::size_t series) const;

    // Empty again, for the next bucket.
    void clear();

private:
    std::vector<double> m_min;
    std::vector<double> m_max;
    std::vector<double> m_sum;
    std::vector<int> m_counts;
    int m_samples = 0;
};

} // namespace rackops::sim
