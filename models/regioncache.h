#pragma once

#include <QString>

namespace rackops {

// The local NVMe read cache of one storage region.
struct RegionCache {
    QString region;
    qint64 measuredMs = 0;
    double hitRate = 0; // 0..1, last 5 minutes
    double readBytesPerSecond = 0; // all reads
    double cacheReadBytesPerSecond = 0; // reads served from the cache
    qint64 capacityBytes = 0;
    qint64 usedBytes = 0;

    bool operator==(const RegionCache &) const = default;
};

} // namespace rackops
