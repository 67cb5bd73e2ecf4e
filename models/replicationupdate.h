#pragma once

#include "regioncache.h"
#include "replicationpair.h"
#include "storageregion.h"

#include <QList>
#include <QMetaType>

namespace rackops {

// One batch of the replication stream as the GUI thread applies it: a
// snapshot (reset) or the pairs and caches that changed. Batches that arrive
// while the GUI is busy are merged into one (later wins).
struct ReplicationUpdate {
    bool reset = false;
    QList<ReplicationPair> pairs;
    QList<RegionCache> caches;
    QList<StorageRegion> regions; // from ListRegions, when (re)connected
    qint64 serverTimeMs = 0;

    void mergeFrom(ReplicationUpdate &&later);
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ReplicationUpdate)
