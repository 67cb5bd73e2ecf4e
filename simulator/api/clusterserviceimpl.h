#pragma once

#include "rackops/v1/clusters.grpc.pb.h"

#include <atomic>
#include <chrono>

namespace rackops::sim {

class CommitGate;

class ClusterBook;
class MutationGuard;

// ClusterService over the ClusterBook: request limits, request -> intent,
// the mutation guard, answer -> response. The watch is the fleet's loop
// (serveWatch) over the book's change feed.
class ClusterServiceImpl final : public rackops::v1::ClusterService::Service {
public:
    ClusterServiceImpl(ClusterBook &clusters, const CommitGate &commitGate, MutationGuard &guard,
                       std::chrono::milliseconds heartbeat);

    void shutdown();

    grpc::Status ListClusters(grpc::ServerContext *context, const rackops::v1::ListClustersRequest *request,
                              rackops::v1::ListClustersResponse *response) override;
    grpc::Status WatchClusters(grpc::ServerContext *context, const rackops::v1::WatchClustersRequest *request,
                               grpc::ServerWriter<rackops::v1::WatchClustersResponse> *writer) override;
    grpc::Status GetCluster(grpc::ServerContext *context, const rackops::v1::GetClusterRequest *request,
                            rackops::v1::ClusterDetail *response) override;
    grpc::Status RequestRelease(grpc::ServerContext *context, const rackops::v1::RequestClusterReleaseRequest *request,
                                rackops::v1::ClusterActionResponse *response) override;
    grpc::Status DecideRelease(grpc::ServerContext *context, const rackops::v1::DecideClusterReleaseRequest *request,
                               rackops::v1::ClusterActionResponse *response) override;
    grpc::Status QuarantineRack(grpc::ServerContext *context, const rackops::v1::QuarantineClusterRackRequest *request,
                                rackops::v1::ClusterActionResponse *response) override;
    grpc::Status ExpandCluster(grpc::ServerContext *context, const rackops::v1::ExpandClusterRequest *request,
                               rackops::v1::ClusterActionResponse *response) override;
    grpc::Status ImportClusterEvidence(grpc::ServerContext *context,
                                       const rackops::v1::ImportClusterEvidenceRequest *request,
                                       rackops::v1::ImportClusterEvidenceResponse *response) override;

private:
    ClusterBook &m_clusters;
    MutationGuard &m_guard;
    const CommitGate &m_commitGate; // reads see stored changes only
    std::chrono::milliseconds m_heartbeat;
    std::atomic<bool> m_shuttingDown {false};
};

} // namespace rackops::sim
