#pragma once

#include "server/simconfig.h"
#include "server/simulatorserver.h"

#include <grpcpp/channel.h>

#include <QString>

#include <memory>

namespace rackops::sim {

// The simulator as a service test reaches it: its real gRPC server on an
// ephemeral loopback port (the config's listen address, 127.0.0.1:0 unless a
// test says otherwise) and a plaintext channel to it, on which the caller
// names a demo user per call (demouser.h). Built stopped, so a test can plug
// in alert sources first; stopped when destroyed.
class InProcessBackend {
public:
    explicit InProcessBackend(const SimConfig &config);

    bool start(QString *error);
    SimulatorServer &server() { return m_server; }
    const std::shared_ptr<grpc::Channel> &channel() const { return m_channel; }
    template<typename Service> std::unique_ptr<typename Service::Stub> stub() const
    {
        return Service::NewStub(m_channel);
    }

private:
    SimulatorServer m_server;
    std::shared_ptr<grpc::Channel> m_channel;
};

} // namespace rackops::sim
