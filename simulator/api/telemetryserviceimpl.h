#pragma once

#include "rackops/v1/telemetry.grpc.pb.h"

#include <atomic>
#include <memory>

namespace rackops::prometheus {
class PrometheusGpuStore;
class PrometheusHistoryReader;
}

namespace rackops::sim {

class FleetSimulation;

// TelemetryService: live cooling samples for many racks at once (batched)
// and history with server-side downsampling (min/max/mean per bucket),
// both computed from the CDU physics; and the GPUs' own figures as the site's
// DCGM exporters publish them through Prometheus (the bridge's store).
class TelemetryServiceImpl final : public rackops::v1::TelemetryService::Service {
public:
    static constexpr int kMaxBatch = 2000; // samples per message

    explicit TelemetryServiceImpl(FleetSimulation &fleet);
    void shutdown();
    // Where GetGpuTelemetry answers from (rackops-sim --prometheus); none = not configured.
    void setGpuFigures(std::shared_ptr<const prometheus::PrometheusGpuStore> store);
    // Where QueryGpuHistory reads from; outlives the server (the bridge's). None = not configured.
    void setGpuHistory(prometheus::PrometheusHistoryReader *reader);
    // History reads waiting on Prometheus at once; one more is refused (RESOURCE_EXHAUSTED), so
    // a slow Prometheus holds at most these of the server's threads.
    static constexpr int kMaxHistoryReads = 4;

    grpc::Status WatchCooling(grpc::ServerContext *context, const rackops::v1::WatchCoolingRequest *request,
                              grpc::ServerWriter<rackops::v1::CoolingBatch> *writer) override;
    grpc::Status QueryCoolingHistory(grpc::ServerContext *context, const rackops::v1::CoolingHistoryRequest *request,
                                     rackops::v1::CoolingHistoryResponse *response) override;
    grpc::Status GetCoolingConfig(grpc::ServerContext *context, const rackops::v1::GetCoolingConfigRequest *request,
                                  rackops::v1::GetCoolingConfigResponse *response) override;
    grpc::Status GetGpuTelemetry(grpc::ServerContext *context, const rackops::v1::GetGpuTelemetryRequest *request,
                                 rackops::v1::GpuTelemetry *response) override;
    grpc::Status QueryGpuHistory(grpc::ServerContext *context, const rackops::v1::GpuHistoryRequest *request,
                                 rackops::v1::GpuHistory *response) override;

private:
    FleetSimulation &m_fleet;
    std::atomic<bool> m_shuttingDown {false};
    std::shared_ptr<const prometheus::PrometheusGpuStore> m_gpuFigures; // set before serving
    prometheus::PrometheusHistoryReader *m_gpuHistory = nullptr; // set before serving
    std::atomic<int> m_historyReads {0};
};

} // namespace rackops::sim
