#include "validation/validationbaselines.h"

#include "artifacts/verdictrules.h"

#include <array>
#include <bit>
#include <cmath>

namespace rackops::sim {

using namespace rackops::v1;

namespace {

// NVL72 NVLink domain: all-reduce latency and peak algorithm bandwidth, as a
// healthy rack shows them in all_reduce_perf.
constexpr double kNcclLatencySeconds = 18.5e-6;
constexpr double kNcclPeakAlgBw = 887.0e9;

double baselineBusBw(std::int64_t sizeBytes, int ranks)
{
    const double size = double(sizeBytes);
    // Latency and transfer time overlap; a cubic norm of the two follows
    // measured all_reduce_perf curves closely around the knee.
    const double transfer = size / kNcclPeakAlgBw;
    const double seconds = std::cbrt(std::pow(kNcclLatencySeconds, 3) + std::pow(transfer, 3));
    const double algbw = size / seconds;
    const double n = double(ranks > 1 ? ranks : ValidationBaselines::kRanks);
    return algbw * 2.0 * (n - 1.0) / n / 1e9;
}

} // namespace

const ValidationBaselines::Metric ValidationBaselines::kPcieBandwidth {"pcie", "GB/s", 55.0, 44.0,
                                                                       METRIC_DIRECTION_HIGHER_IS_BETTER};
const ValidationBaselines::Metric ValidationBaselines::kMemoryErrors {"memory", "errors", 0.0, 0.0,
                                                                      METRIC_DIRECTION_LOWER_IS_BETTER};
const ValidationBaselines::Metric ValidationBaselines::kTargetedPower {"targeted_power", "W", 1800.0, 1710.0,
                                                                       METRIC_DIRECTION_HIGHER_IS_BETTER};
const ValidationBaselines::Metric ValidationBaselines::kMemoryBandwidth {"memory_bandwidth", "GB/s", 19400.0, 17460.0,
                                                                         METRIC_DIRECTION_HIGHER_IS_BETTER};
const ValidationBaselines::Metric ValidationBaselines::kSmClock {"sm_clock_under_load", "MHz", 2000.0, 1900.0,
                                                                 METRIC_DIRECTION_HIGHER_IS_BETTER};
const ValidationBaselines::Metric ValidationBaselines::kWorkloadThroughput {"training_throughput", "k tokens/s", 2850.0,
                                                                            2764.5, METRIC_DIRECTION_HIGHER_IS_BETTER};
const ValidationBaselines::Metric ValidationBaselines::kStorageRead {"object_cache_read", "GB/s", 7.0, 5.6,
                                                                     METRIC_DIRECTION_HIGHER_IS_BETTER};

double ValidationBaselines::ncclBaselineBusBw(std::int64_t sizeBytes, int ranks)
{
    // Runs sweep powers of two on a rack's ranks: those baselines are worked out once. Their
    // cube roots, for every row of every run, were a tenth of generating a warm fleet.
    static const std::array<double, 63> rackBaselines = [] {
        std::array<double, 63> table {};
        for (size_t bit = 0; bit < table.size(); ++bit)
            table[bit] = baselineBusBw(std::int64_t(1) << bit, kRanks);
        return table;
    }();
    const bool rackRanks = ranks <= 1 || ranks == kRanks;
    if (rackRanks && sizeBytes > 0 && std::has_single_bit(std::uint64_t(sizeBytes)))
        return rackBaselines[size_t(std::countr_zero(std::uint64_t(sizeBytes)))];
    return baselineBusBw(sizeBytes, ranks);
}

double ValidationBaselines::ncclBaselineAvgBusBw()
{
    static const double average = [] {
        double sum = 0.0;
        int count = 0;
        for (std::int64_t size = kNcclMinBytes; size <= kNcclMaxBytes; size *= 2, ++count)
            sum += ncclBaselineBusBw(size);
        return sum / count;
    }();
    return average;
}

ValidationVerdict ValidationBaselines::judge(double measured, double baseline, double threshold,
                                             MetricDirection direction)
{
    if (!std::isfinite(measured))
        return VALIDATION_VERDICT_FAIL; // a reading that is not a number is never a pass
    const bool lowerIsBetter = direction == METRIC_DIRECTION_LOWER_IS_BETTER;
    const double worse = lowerIsBetter ? measured - threshold : threshold - measured;
    if (worse > 0.0)
        return VALIDATION_VERDICT_FAIL;
    const double margin = std::abs(baseline - threshold);
    const double fromBaseline = lowerIsBetter ? measured - baseline : baseline - measured;
    return margin > 0.0 && fromBaseline > margin * 2.0 / 3.0 ? VALIDATION_VERDICT_WARN : VALIDATION_VERDICT_PASS;
}

ValidationVerdict ValidationBaselines::judgeNccl(NcclResult &nccl, double fleetMedianAvg)
{
    ValidationVerdict suite = VALIDATION_VERDICT_UNSPECIFIED;
    for (auto &row : *nccl.mutable_sizes()) {
        const double baseline = ncclBaselineBusBw(row.size_bytes(), nccl.ranks());
        row.set_baseline_busbw_gb_per_s(baseline);
        ValidationVerdict verdict =
            row.verdict() == VALIDATION_VERDICT_FAIL ? VALIDATION_VERDICT_FAIL : VALIDATION_VERDICT_PASS;
        if (row.out_of_place().wrong() != 0 || row.in_place().wrong() != 0)
            verdict = VALIDATION_VERDICT_FAIL;
        if (row.size_bytes() >= kNcclJudgedFromBytes) {
            verdict = VerdictRules::worst(verdict,
                                          judge(row.out_of_place().busbw_gb_per_s(), baseline, baseline * kNcclRowShare,
                                                METRIC_DIRECTION_HIGHER_IS_BETTER));
        }
        row.set_verdict(verdict);
        suite = VerdictRules::worst(suite, verdict);
    }
    const double baselineAvg = ncclBaselineAvgBusBw();
    nccl.set_baseline_avg_busbw_gb_per_s(baselineAvg);
    nccl.set_threshold_avg_busbw_gb_per_s(baselineAvg * kNcclAvgShare);
    if (fleetMedianAvg > 0.0)
        nccl.set_fleet_median_avg_busbw_gb_per_s(fleetMedianAvg);
    if (nccl.sizes_size() > 0) {
        suite = VerdictRules::worst(suite,
                                    judge(nccl.avg_busbw_gb_per_s(), baselineAvg, baselineAvg * kNcclAvgShare,
                                          METRIC_DIRECTION_HIGHER_IS_BETTER));
    }
    return suite == VALIDATION_VERDICT_UNSPECIFIED ? VALIDATION_VERDICT_NOT_RUN : suite;
}

void ValidationBaselines::judgeEntity(EntityResult &entity, const Metric &metric, double measured, double fleetMedian)
{
    entity.set_measured(measured);
    entity.set_baseline(metric.baseline);
    entity.set_threshold(metric.threshold);
    if (fleetMedian > 0.0 || metric.direction == METRIC_DIRECTION_LOWER_IS_BETTER)
        entity.set_fleet_median(fleetMedian);
    entity.set_unit(metric.unit);
    entity.set_direction(metric.direction);
    const ValidationVerdict verdict = judge(measured, metric.baseline, metric.threshold, metric.direction);
    entity.set_verdict(entity.verdict() == VALIDATION_VERDICT_FAIL ? VALIDATION_VERDICT_FAIL : verdict);
}

} // namespace rackops::sim
