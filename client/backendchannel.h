#pragma once

#include "linkkeepalive.h"
#include "tlsfiles.h"

#include <QString>

#include <memory>
#include <mutex>

namespace grpc {
class Channel;
class ClientContext;
}

namespace rackops {

// The one gRPC channel to a backend, shared by every client of its services.
// Keepalive makes a dead link visible within LinkKeepalive::noticeWithinMs()
// (10 s by default); the channel's own reconnect backoff is kept short
// because the watchers pace their retries.
class BackendChannel {
public:
    using Tls = TlsFiles;

    explicit BackendChannel(const QString &endpoint, const Tls &tls = {}, const LinkKeepalive &keepalive = {});
    // Reads and checks the TLS files; false with a message a person can act on.
    static bool checkTls(const Tls &tls, QString *error, QString *warning);
    ~BackendChannel();

    QString endpoint() const { return m_endpoint; }
    LinkKeepalive keepalive() const { return m_keepalive; }
    std::shared_ptr<grpc::Channel> grpcChannel() const { return m_channel; }

    // The demo user calls are made as (until identities come from client
    // certificates). Thread-safe: calls start on several threads.
    void setUser(const QString &user);
    QString user() const;
    // While a backend is known to be starting (the demo's), calls wait for it, within their
    // deadline, instead of failing at once on a socket nobody serves yet. Off again once it serves,
    // so a backend that goes later is seen at once.
    void setWaitForReady(bool wait);
    // Adds what every call carries (the identity) to a fresh context.
    void prepare(grpc::ClientContext &context) const;

private:
    QString m_endpoint;
    LinkKeepalive m_keepalive;
    mutable std::mutex m_mutex;
    QString m_user;
    bool m_waitForReady = false;
    std::shared_ptr<grpc::Channel> m_channel;
};

} // namespace rackops
