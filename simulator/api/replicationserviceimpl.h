#pragma once

#include "rackops/v1/replication.grpc.pb.h"

#include <atomic>

namespace rackops::sim {

class AuditLog;
class BucketConfigStore;
struct Caller;
class FleetSimulation;
class MutationGuard;
class ReplicationTraffic;

// ReplicationService: the figures of ReplicationTraffic at the simulator's
// clock, live (a snapshot, then the pairs that changed, or an empty batch as
// a heartbeat) and as downsampled history; SetBucketSlo is idempotent,
// needs the operator role and is audited, like every mutating call.
class ReplicationServiceImpl final : public rackops::v1::ReplicationService::Service {
public:
    ReplicationServiceImpl(ReplicationTraffic &traffic, const FleetSimulation &clock, AuditLog &audit,
                           MutationGuard &guard, BucketConfigStore &configs);
    void shutdown();

    grpc::Status ListRegions(grpc::ServerContext *context, const rackops::v1::ListRegionsRequest *request,
                             rackops::v1::ListRegionsResponse *response) override;
    grpc::Status WatchReplication(grpc::ServerContext *context, const rackops::v1::WatchReplicationRequest *request,
                                  grpc::ServerWriter<rackops::v1::ReplicationBatch> *writer) override;
    grpc::Status QueryReplicationHistory(grpc::ServerContext *context,
                                         const rackops::v1::ReplicationHistoryRequest *request,
                                         rackops::v1::ReplicationHistoryResponse *response) override;
    grpc::Status GetArchiveSummary(grpc::ServerContext *context, const rackops::v1::GetArchiveSummaryRequest *request,
                                   rackops::v1::ArchiveSummary *response) override;
    grpc::Status SetBucketSlo(grpc::ServerContext *context, const rackops::v1::SetBucketSloRequest *request,
                              rackops::v1::BucketReplicationConfig *response) override;

private:
    grpc::Status applySlo(const Caller &caller, const rackops::v1::SetBucketSloRequest &request,
                          rackops::v1::BucketReplicationConfig *response);

    ReplicationTraffic &m_traffic;
    const FleetSimulation &m_clock;
    AuditLog &m_audit;
    MutationGuard &m_guard;
    BucketConfigStore &m_configs;
    std::atomic<bool> m_shuttingDown {false};
};

} // namespace rackops::sim
