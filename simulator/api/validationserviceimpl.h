#pragma once

#include "rackops/v1/validation.grpc.pb.h"

namespace rackops::sim {

class CommitGate;

class FleetSimulation;
class MutationGuard;

// ValidationService: a rack's runs, one run in full, starting a run (an
// operation), and importing the output of dcgmi or nccl-tests as a run judged
// against the same baselines as a simulated one.
class ValidationServiceImpl final : public rackops::v1::ValidationService::Service {
public:
    static constexpr std::int64_t kMaxArtifactBytes = 16LL << 20;
    static constexpr int kDefaultPageSize = 50;
    static constexpr int kMaxPageSize = 500;

    ValidationServiceImpl(FleetSimulation &fleet, const CommitGate &commitGate, MutationGuard &guard);

    grpc::Status ListRuns(grpc::ServerContext *context, const rackops::v1::ListValidationRunsRequest *request,
                          rackops::v1::ListValidationRunsResponse *response) override;
    grpc::Status GetRun(grpc::ServerContext *context, const rackops::v1::GetValidationRunRequest *request,
                        rackops::v1::ValidationRun *response) override;
    grpc::Status StartRun(grpc::ServerContext *context, const rackops::v1::StartValidationRunRequest *request,
                          rackops::v1::StartValidationRunResponse *response) override;
    grpc::Status ImportArtifact(grpc::ServerContext *context, const rackops::v1::ImportArtifactRequest *request,
                                rackops::v1::ImportArtifactResponse *response) override;

private:
    FleetSimulation &m_fleet;
    MutationGuard &m_guard;
    const CommitGate &m_commitGate; // reads see stored changes only
};

} // namespace rackops::sim
