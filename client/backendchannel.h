#pragma once

#include <QString>

#include <memory>

namespace grpc {
class Channel;
}

namespace rackops {

// The one gRPC channel to a backend, shared by every client of its services.
// Keepalive makes a dead link visible within ~20 s; the channel's own
// reconnect backoff is kept short because the watchers pace their retries.
class BackendChannel
{
public:
    explicit BackendChannel(const QString &endpoint);
    ~BackendChannel();

    QString endpoint() const { return m_endpoint; }
    std::shared_ptr<grpc::Channel> grpcChannel() const { return m_channel; }

private:
    QString m_endpoint;
    std::shared_ptr<grpc::Channel> m_channel;
};

} // namespace rackops
