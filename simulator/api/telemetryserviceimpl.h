#pragma once

#include "rackops/v1/telemetry.grpc.pb.h"

#include <atomic>

namespace rackops::sim {

class FleetSimulation;

// TelemetryService: live cooling samples for many racks at once (batched)
// and history with server-side downsampling (min/max/mean per bucket),
// both computed from the CDU physics.
class TelemetryServiceImpl final : public rackops::v1::TelemetryService::Service
{
public:
    static constexpr int kMaxBatch = 2000;           // samples per message

    explicit TelemetryServiceImpl(FleetSimulation &fleet);
    void shutdown();

    grpc::Status WatchCooling(grpc::ServerContext *context, const rackops::v1::WatchCoolingRequest *request,
                              grpc::ServerWriter<rackops::v1::CoolingBatch> *writer) override;
    grpc::Status QueryCoolingHistory(grpc::ServerContext *context, const rackops::v1::CoolingHistoryRequest *request,
                                     rackops::v1::CoolingHistoryResponse *response) override;
    grpc::Status GetCoolingConfig(grpc::ServerContext *context, const rackops::v1::GetCoolingConfigRequest *request,
                                  rackops::v1::GetCoolingConfigResponse *response) override;

private:
    FleetSimulation &m_fleet;
    std::atomic<bool> m_shuttingDown{false};
};

} // namespace rackops::sim
