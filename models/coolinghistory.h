#pragma once

#include "coolingsample.h"

#include <QList>
#include <QMetaType>

#include <optional>

namespace rackops {

struct CoolingLimits {
    std::optional<float> cautionLow;
    std::optional<float> cautionHigh;
    std::optional<float> criticalLow;
    std::optional<float> criticalHigh;
};

struct LeakEvent {
    qint64 timeMs = 0;
    QString detectorId;
    LeakDetectorInfo::State from = LeakDetectorInfo::State::Unknown;
    LeakDetectorInfo::State to = LeakDetectorInfo::State::Unknown;
};

// Downsampled history of one rack from the backend: regular buckets with
// min/max/mean per reading, the limits to draw and the leak events.
struct CoolingHistory {
    QString rackId;
    qint64 firstBucketMs = 0;
    qint64 bucketWidthMs = 0;
    QList<int> sampleCounts; // 0 = a gap
    std::array<QList<float>, kCoolingReadingCount> min; // empty when not asked for
    std::array<QList<float>, kCoolingReadingCount> max;
    std::array<QList<float>, kCoolingReadingCount> mean;
    std::array<CoolingLimits, kCoolingReadingCount> limits;
    QList<LeakEvent> leakEvents;

    qsizetype bucketCount() const { return sampleCounts.size(); }
    qint64 bucketTimeMs(qsizetype bucket) const { return firstBucketMs + bucket * bucketWidthMs; }
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::CoolingHistory)
