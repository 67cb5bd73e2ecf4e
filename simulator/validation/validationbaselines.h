#pragma once

#include "rackops/v1/validation.pb.h"

#include <cstdint>
#include <string>

namespace rackops::sim {

// The NVL72 platform's validation baselines and the rules a result is
// judged by. Executed and imported runs go through the same rules, so an
// artifact from a real tool is held to exactly the standard of a simulated run.
class ValidationBaselines {
public:
    static constexpr int kRanks = 72;
    static constexpr int kTrays = 18;
    static constexpr int kGpusPerTray = 4;

    // Per-GPU and rack-level metrics: baseline, the limit below (or above)
    // which a result fails, and the unit.
    struct Metric {
        const char *test;
        const char *unit;
        double baseline;
        double threshold;
        v1::MetricDirection direction;
    };
    static const Metric kPcieBandwidth;
    static const Metric kMemoryErrors;
    static const Metric kTargetedPower;
    static const Metric kMemoryBandwidth;
    static const Metric kSmClock;
    static const Metric kWorkloadThroughput;
    static const Metric kStorageRead;

    // NCCL all-reduce: a row is held to kNcclRowShare of the baseline bus
    // bandwidth at its size once the size is large enough to be bandwidth
    // bound; below that it is latency bound and only #wrong counts.
    static constexpr double kNcclRowShare = 0.90;
    static constexpr double kNcclAvgShare = 0.95;
    static constexpr std::int64_t kNcclJudgedFromBytes = 64LL << 20;
    static constexpr std::int64_t kNcclMinBytes = 8;
    static constexpr std::int64_t kNcclMaxBytes = 16LL << 30;

    // Baseline bus bandwidth (GB/s) at a message size, from the platform's
    // latency and peak algorithm bandwidth.
    static double ncclBaselineBusBw(std::int64_t sizeBytes, int ranks = kRanks);
    // The baseline "# Avg bus bandwidth" over the standard size sweep.
    static double ncclBaselineAvgBusBw();

    // PASS, WARN (in the third of the margin between baseline and threshold
    // that is nearest the threshold) or FAIL, by the metric's direction.
    static v1::ValidationVerdict judge(double measured, double baseline, double threshold,
                                       v1::MetricDirection direction);

    // Fills baselines, thresholds and row verdicts of an NCCL result and
    // returns the suite verdict; keeps a row's FAIL from #wrong.
    static v1::ValidationVerdict judgeNccl(v1::NcclResult &nccl, double fleetMedianAvg);
    // Fills an entity's numbers from a metric and judges it; a verdict the
    // tool already gave as FAIL stays FAIL.
    static void judgeEntity(v1::EntityResult &entity, const Metric &metric, double measured, double fleetMedian);
};

} // namespace rackops::sim
