#pragma once

#include "archivesummary.h"
#include "regioncache.h"
#include "replicationhistory.h"
#include "replicationpair.h"
#include "storageregion.h"

namespace rackops::v1 {
class ArchiveSummary;
class RegionCacheStats;
class ReplicationHistoryResponse;
class ReplicationPairStatus;
class StorageRegion;
}

namespace rackops {

// ReplicationService messages -> console value types. An unknown SLO state
// stays Unknown, never Within.
class ReplicationConvert {
public:
    static ReplicationPair pair(const v1::ReplicationPairStatus &message);
    static RegionCache regionCache(const v1::RegionCacheStats &message);
    static StorageRegion storageRegion(const v1::StorageRegion &message);
    static ReplicationHistory history(const v1::ReplicationHistoryResponse &message);
    static ArchiveSummary archiveSummary(const v1::ArchiveSummary &message);
};

} // namespace rackops
