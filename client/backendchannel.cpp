#include "backendchannel.h"

#include "connectionprofile.h"
#include "tlsprobe.h"

#include <QCoreApplication>
#include <QFile>

#include <grpcpp/client_context.h>
#include <grpcpp/create_channel.h>
#include <grpcpp/security/credentials.h>
#include <grpcpp/support/channel_arguments.h>

namespace rackops {

namespace {
std::string readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
}
} // namespace

bool BackendChannel::checkTls(const Tls &tls, QString *error, QString *warning)
{
    if (tls.caFile.isEmpty() || tls.certFile.isEmpty() || tls.keyFile.isEmpty()) {
        *error = QCoreApplication::translate("BackendChannel", "Mutual TLS needs all three: --ca, --cert and --key.");
        return false;
    }
    for (const QString &path : {tls.caFile, tls.certFile, tls.keyFile}) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = QCoreApplication::translate("BackendChannel", "Cannot read %1: %2").arg(path, file.errorString());
            return false;
        }
    }
    // An expired certificate of our own would only show as a failed handshake.
    if (const QString problem = TlsProbe::checkOwnCertificate(tls.certFile); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    *warning = ConnectionProfile::keyFileWarning(tls.keyFile);
    return true;
}

BackendChannel::BackendChannel(const QString &endpoint, const Tls &tls, const LinkKeepalive &keepalive)
    : m_endpoint(endpoint)
    , m_keepalive(keepalive)
{
    grpc::ChannelArguments args;
    args.SetInt(GRPC_ARG_KEEPALIVE_TIME_MS, keepalive.intervalMs);
    args.SetInt(GRPC_ARG_KEEPALIVE_TIMEOUT_MS, keepalive.timeoutMs);
    args.SetInt(GRPC_ARG_KEEPALIVE_PERMIT_WITHOUT_CALLS, 1);
    args.SetInt(GRPC_ARG_HTTP2_MAX_PINGS_WITHOUT_DATA, 0);
    args.SetInt(GRPC_ARG_INITIAL_RECONNECT_BACKOFF_MS, 500);
    args.SetInt(GRPC_ARG_MIN_RECONNECT_BACKOFF_MS, 500);
    args.SetInt(GRPC_ARG_MAX_RECONNECT_BACKOFF_MS, 2000);
    args.SetMaxReceiveMessageSize(64 * 1024 * 1024);
    std::shared_ptr<grpc::ChannelCredentials> credentials = grpc::InsecureChannelCredentials();
    if (tls.isSet()) {
        // The files are read here and kept only in gRPC's credentials, never in settings.
        grpc::SslCredentialsOptions options;
        options.pem_root_certs = readAll(tls.caFile);
        options.pem_cert_chain = readAll(tls.certFile);
        options.pem_private_key = readAll(tls.keyFile);
        credentials = grpc::SslCredentials(options);
    }
    m_channel = grpc::CreateCustomChannel(endpoint.toStdString(), credentials, args);
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

void BackendChannel::setWaitForReady(bool wait)
{
    std::lock_guard lock(m_mutex);
    m_waitForReady = wait;
}

void BackendChannel::prepare(grpc::ClientContext &context) const
{
    QString who;
    bool wait = false;
    {
        std::lock_guard lock(m_mutex);
        who = m_user;
        wait = m_waitForReady;
    }
    if (!who.isEmpty())
        context.AddMetadata("x-rackops-user", who.toStdString());
    if (wait)
        context.set_wait_for_ready(true);
}

} // namespace rackops
