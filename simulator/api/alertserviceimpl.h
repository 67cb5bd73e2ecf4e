#pragma once

#include "rackops/v1/alerts.grpc.pb.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <optional>

namespace rackops::sim {

class CommitGate;

class AlertBook;
class MutationGuard;

// AlertService over the AlertBook. Every mutating call goes through the
// MutationGuard (caller, idempotency key, role, reason); the book decides and audits the rest.
class AlertServiceImpl final : public rackops::v1::AlertService::Service {
public:
    static constexpr size_t kChunkBytes = 1 << 20;
    AlertServiceImpl(AlertBook &book, const CommitGate &commitGate, MutationGuard &guard,
                     std::chrono::milliseconds heartbeat);

    void shutdown();
    // The Alertmanager bridge's health, answered with ListSilences (set once, before serving).
    void setAlertmanagerHealth(std::function<rackops::v1::AlertmanagerHealth()> health);

    grpc::Status WatchAlerts(grpc::ServerContext *context, const rackops::v1::WatchAlertsRequest *request,
                             grpc::ServerWriter<rackops::v1::WatchAlertsResponse> *writer) override;
    grpc::Status ListAlerts(grpc::ServerContext *context, const rackops::v1::ListAlertsRequest *request,
                            rackops::v1::ListAlertsResponse *response) override;
    grpc::Status Acknowledge(grpc::ServerContext *context, const rackops::v1::AcknowledgeAlertRequest *request,
                             rackops::v1::Alert *response) override;
    grpc::Status Comment(grpc::ServerContext *context, const rackops::v1::CommentOnAlertRequest *request,
                         rackops::v1::Alert *response) override;
    grpc::Status Resolve(grpc::ServerContext *context, const rackops::v1::ResolveAlertRequest *request,
                         rackops::v1::Alert *response) override;
    grpc::Status Silence(grpc::ServerContext *context, const rackops::v1::SilenceAlertsRequest *request,
                         rackops::v1::AlertSilence *response) override;
    grpc::Status ListSilences(grpc::ServerContext *context, const rackops::v1::ListSilencesRequest *request,
                              rackops::v1::ListSilencesResponse *response) override;
    grpc::Status ExpireSilence(grpc::ServerContext *context, const rackops::v1::ExpireSilenceRequest *request,
                               rackops::v1::AlertSilence *response) override;

private:
    AlertBook &m_book;
    MutationGuard &m_guard;
    const CommitGate &m_commitGate; // reads see stored changes only
    std::chrono::milliseconds m_heartbeat;
    std::atomic<bool> m_shuttingDown {false};
    std::function<rackops::v1::AlertmanagerHealth()> m_alertmanagerHealth;
};

} // namespace rackops::sim
