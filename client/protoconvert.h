#pragma once

#include "archivesummary.h"
#include "auditentryinfo.h"
#include "coolinghistory.h"
#include "coolingsample.h"
#include "fleetupdate.h"
#include "gatecriterion.h"
#include "identity.h"
#include "operationinfo.h"
#include "overriderequestinfo.h"
#include "rackdetail.h"
#include "racksummary.h"
#include "replicationhistory.h"
#include "replicationupdate.h"

namespace rackops::v1 {
class ApprovalCriterion;
class AuditEntry;
class Operation;
class OverrideRequest;
class RackDetail;
class RackSummary;
class WatchFleetResponse;
class WhoAmIResponse;
class CoolingSample;
class CoolingHistoryResponse;
class ReplicationPairStatus;
class RegionCacheStats;
class StorageRegion;
class ReplicationHistoryResponse;
class ArchiveSummary;
}
namespace google::protobuf {
class Duration;
class Timestamp;
}

namespace rackops {

// Protobuf -> console value types. Runs on transport threads. Unknown enum
// values from a newer backend become Unknown, never a valid-looking state.
class ProtoConvert
{
public:
    static RackSummary summary(const v1::RackSummary &message);
    static FleetUpdate fleetUpdate(const v1::WatchFleetResponse &message);
    static RackDetail detail(const v1::RackDetail &message);
    static LifecycleStage stage(int value);
    static Health health(int value);
    static qint64 toMs(const google::protobuf::Timestamp &timestamp);
    static qint64 toMs(const google::protobuf::Duration &duration);
    static OperationInfo operation(const v1::Operation &message);
    static GateCriterion criterion(const v1::ApprovalCriterion &message);
    static OverrideRequestInfo overrideRequest(const v1::OverrideRequest &message);
    static AuditEntryInfo auditEntry(const v1::AuditEntry &message);
    static Identity identity(const v1::WhoAmIResponse &message);
    static CoolingSample cooling(const v1::CoolingSample &message);
    static CoolingHistory coolingHistory(const v1::CoolingHistoryResponse &message);
    static ReplicationPair replicationPair(const v1::ReplicationPairStatus &message);
    static RegionCache regionCache(const v1::RegionCacheStats &message);
    static StorageRegion storageRegion(const v1::StorageRegion &message);
    static ReplicationHistory replicationHistory(const v1::ReplicationHistoryResponse &message);
    static ArchiveSummary archiveSummary(const v1::ArchiveSummary &message);
};

} // namespace rackops
