#include "backendchannel.h"

#include <grpcpp/client_context.h>
#include <grpcpp/create_channel.h>
#include <grpcpp/security/credentials.h>
#include <grpcpp/support/channel_arguments.h>

namespace rackops {

BackendChannel::BackendChannel(const QString &endpoint)
    : m_endpoint(endpoint)
{
    grpc::ChannelArguments args;
    args.SetInt(GRPC_ARG_KEEPALIVE_TIME_MS, 10'000);
    args.SetInt(GRPC_ARG_KEEPALIVE_TIMEOUT_MS, 10'000);
    args.SetInt(GRPC_ARG_KEEPALIVE_PERMIT_WITHOUT_CALLS, 1);
    args.SetInt(GRPC_ARG_HTTP2_MAX_PINGS_WITHOUT_DATA, 0);
    args.SetInt(GRPC_ARG_INITIAL_RECONNECT_BACKOFF_MS, 500);
    args.SetInt(GRPC_ARG_MIN_RECONNECT_BACKOFF_MS, 500);
    args.SetInt(GRPC_ARG_MAX_RECONNECT_BACKOFF_MS, 2000);
    args.SetMaxReceiveMessageSize(64 * 1024 * 1024);
    // TLS arrives with the secure-connections work; until then plaintext, which
    // the console only uses for loopback and explicitly named endpoints.
    m_channel = grpc::CreateCustomChannel(endpoint.toStdString(), grpc::InsecureChannelCredentials(), args);
}

BackendChannel::~BackendChannel() = default;

void BackendChannel::setUser(const QString &user)
{
    std::lock_guard lock(m_mutex);
    m_user = user;
}

QString BackendChannel::user() const
{
    std::lock_guard lock(m_mutex);
    return m_user;
}

void BackendChannel::prepare(grpc::ClientContext &context) const
{
    const QString who = user();
    if (!who.isEmpty())
        context.AddMetadata("x-rackops-user", who.toStdString());
}

} // namespace rackops
