#pragma once

#include "rackops/v1/fleet.grpc.pb.h"

#include <atomic>
#include <chrono>
#include <cstddef>

namespace rackops::sim {

class CommitGate;

class FleetSimulation;

// FleetService over the simulated fleet (gRPC synchronous API: each watch
// holds one server thread, which is plenty for a reference backend).
class FleetServiceImpl final : public rackops::v1::FleetService::Service {
public:
    FleetServiceImpl(FleetSimulation &fleet, const CommitGate &commitGate, std::chrono::milliseconds heartbeat,
                     int chunkSize);

    // Ends every open watch promptly (server shutdown).
    void shutdown();

    grpc::Status ListRacks(grpc::ServerContext *context, const rackops::v1::ListRacksRequest *request,
                           rackops::v1::ListRacksResponse *response) override;
    grpc::Status WatchFleet(grpc::ServerContext *context, const rackops::v1::WatchFleetRequest *request,
                            grpc::ServerWriter<rackops::v1::WatchFleetResponse> *writer) override;
    grpc::Status GetRack(grpc::ServerContext *context, const rackops::v1::GetRackRequest *request,
                         rackops::v1::RackDetail *response) override;

private:
    // A snapshot is copied from the fleet this many messages at a time, each piece
    // once the one before is written (FleetSimulation::snapshotPiece).
    static constexpr std::size_t kSnapshotPieceChunks = 4;

    FleetSimulation &m_fleet;
    const CommitGate &m_commitGate; // reads see stored changes only
    std::chrono::milliseconds m_heartbeat;
    int m_chunkSize;
    std::atomic<bool> m_shuttingDown {false};
};

} // namespace rackops::sim
