#pragma once

#include "rackops/v1/operations.grpc.pb.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <string>

namespace rackops::sim {

class CommitGate;

class AuditLog;
class FleetSimulation;
class MutationGuard;

// OperationsService: identity, approvals with four-eyes overrides,
// remediation, the operations stream and the audit log. Every mutating call
// goes through the MutationGuard (caller, idempotency key, role, reason).
class OperationsServiceImpl final : public rackops::v1::OperationsService::Service {
public:
    OperationsServiceImpl(FleetSimulation &fleet, const CommitGate &commitGate, AuditLog &audit, MutationGuard &guard,
                          std::chrono::milliseconds heartbeat, std::string serverVersion);

    void shutdown();

    grpc::Status WhoAmI(grpc::ServerContext *context, const rackops::v1::WhoAmIRequest *request,
                        rackops::v1::WhoAmIResponse *response) override;
    grpc::Status ApproveRack(grpc::ServerContext *context, const rackops::v1::ApproveRackRequest *request,
                             rackops::v1::ApproveRackResponse *response) override;
    grpc::Status ConfirmOverride(grpc::ServerContext *context, const rackops::v1::ConfirmOverrideRequest *request,
                                 rackops::v1::ConfirmOverrideResponse *response) override;
    grpc::Status ListOverrideRequests(grpc::ServerContext *context,
                                      const rackops::v1::ListOverrideRequestsRequest *request,
                                      rackops::v1::ListOverrideRequestsResponse *response) override;
    grpc::Status Remediate(grpc::ServerContext *context, const rackops::v1::RemediateRequest *request,
                           rackops::v1::Operation *response) override;
    grpc::Status WatchOperations(grpc::ServerContext *context, const rackops::v1::WatchOperationsRequest *request,
                                 grpc::ServerWriter<rackops::v1::WatchOperationsResponse> *writer) override;
    grpc::Status GetOperation(grpc::ServerContext *context, const rackops::v1::GetOperationRequest *request,
                              rackops::v1::Operation *response) override;
    grpc::Status QueryAuditLog(grpc::ServerContext *context, const rackops::v1::QueryAuditLogRequest *request,
                               rackops::v1::QueryAuditLogResponse *response) override;

private:
    FleetSimulation &m_fleet;
    AuditLog &m_audit;
    MutationGuard &m_guard;
    const CommitGate &m_commitGate; // reads see stored changes only
    std::chrono::milliseconds m_heartbeat;
    std::string m_version;
    std::atomic<bool> m_shuttingDown {false};
};

} // namespace rackops::sim
