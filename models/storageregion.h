#pragma once

#include "health.h"

#include <QStringList>

namespace rackops {

// A region holding object storage (and racks).
struct StorageRegion {
    QString id; // e.g. "us-west"
    QString displayName; // e.g. "US West (Phoenix)"
    QStringList sites;
    Health health = Health::Unknown;

    bool operator==(const StorageRegion &) const = default;
};

} // namespace rackops
