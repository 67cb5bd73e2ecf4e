#pragma once

#include "server/simconfig.h"

#include <QString>

#include <cstdint>
#include <memory>

namespace rackops::sim {

class AlertBook;
class AlertSource;
class ClusterBook;
class FleetSimulation;
class MutationJournal;
class ReplicationTraffic;

// rackops-sim as a library: the simulated fleet, its clock, persistence and
// the gRPC server (fleet, operations, telemetry and replication services,
// grpc.health.v1.Health, server reflection).
// The console's demo mode and the tests run it in-process; rackops-sim wraps
// it in a command line. No gRPC type appears in this header.
class SimulatorServer {
public:
    explicit SimulatorServer(SimConfig config);
    ~SimulatorServer();

    SimulatorServer(const SimulatorServer &) = delete;
    SimulatorServer &operator=(const SimulatorServer &) = delete;

    // Loads or generates the fleet, binds and starts serving. On failure
    // returns false with a message fit for a person in `error`.
    bool start(QString *error);
    // Saves the state (when a state dir is set) and stops serving. Idempotent.
    void stop();
    bool isRunning() const;
    bool usesTls() const;

    // The address clients use, with the real port when 0 was asked for.
    QString address() const;
    int port() const;
    // With serveRedfish: the Redfish service's root, http://HOST:PORT (real port); else empty.
    QString redfishServiceUrl() const;
    // With metricsListen: where Prometheus scrapes, http://HOST:PORT/metrics (real port); else empty.
    QString metricsUrl() const;

    FleetSimulation &fleet();
    // Valid while running.
    ReplicationTraffic &replication();
    // Moves simulated time forward by hand (for tests with tickIntervalMs = 0)
    // and evaluates the alerts at the new time.
    void advance(std::int64_t simMs);

    // The multi-rack clusters (valid after start()).
    ClusterBook &clusters();

    // The alerts (valid after start()). More sources plug in here, e.g. the
    // replication service's SLO breaches: addAlertSource(...) before or after start.
    AlertBook &alerts();
    // Where every mutation is stored (valid after start()).
    MutationJournal &journal();
    void addAlertSource(std::unique_ptr<AlertSource> source);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rackops::sim
