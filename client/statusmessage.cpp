#include "statusmessage.h"

#include "commonconvert.h"

#include "rackops/v1/common.pb.h"

#include <grpcpp/support/status.h>

namespace rackops {

QString StatusMessage::transportReason(const QString &detail)
{
    // gRPC nests causes ("failed to connect to all addresses; last error: UNKNOWN:
    // ipv4:...: Failed to connect to remote host: Connection refused"); the last
    // clause is the one a person can act on.
    // TLS handshakes fail with OpenSSL's words somewhere in the chain.
    if (detail.contains(QLatin1String("certificate has expired"), Qt::CaseInsensitive))
        return tr("a certificate has expired (yours or the backend's)");
    if (detail.contains(QLatin1String("CERTIFICATE_VERIFY_FAILED"), Qt::CaseInsensitive)
        || detail.contains(QLatin1String("certificate verify failed"), Qt::CaseInsensitive))
        return tr("the backend's certificate is not signed by the CA you trust");
    if (detail.contains(QLatin1String("hostname"), Qt::CaseInsensitive)
        && detail.contains(QLatin1String("mismatch"), Qt::CaseInsensitive))
        return tr("the backend's certificate is for another host name");
    if (detail.contains(QLatin1String("alert"), Qt::CaseInsensitive)
        && (detail.contains(QLatin1String("certificate"), Qt::CaseInsensitive)
            || detail.contains(QLatin1String("handshake"), Qt::CaseInsensitive)))
        return tr("the backend refused your client certificate");
    if (detail.contains(QLatin1String("handshake"), Qt::CaseInsensitive)
        || detail.contains(QLatin1String("SSL"), Qt::CaseSensitive))
        return tr("the secure connection could not be set up (%1)").arg(detail.section(QLatin1String(": "), -1));
    if (detail.contains(QLatin1String("Connection refused"), Qt::CaseInsensitive))
        return tr("connection refused (is the backend running?)");
    if (detail.contains(QLatin1String("Socket closed")) || detail.contains(QLatin1String("Broken pipe"))
        || detail.contains(QLatin1String("Connection reset")))
        return tr("the connection dropped");
    if (detail.contains(QLatin1String("keepalive"), Qt::CaseInsensitive))
        return tr("no answer to keepalive pings; the link is down");
    if (detail.contains(QLatin1String("DNS resolution failed"), Qt::CaseInsensitive)
        || detail.contains(QLatin1String("Name or service not known")))
        return tr("the host name cannot be resolved");
    const qsizetype colon = detail.lastIndexOf(QLatin1String(": "));
    return colon >= 0 ? detail.mid(colon + 2) : detail;
}

QString StatusMessage::refusal(const grpc::Status &status)
{
    v1::StatusDetails details;
    if (!status.error_details().empty() && details.ParseFromString(status.error_details())) {
        for (const auto &any : details.details()) {
            v1::LocalizedText text;
            if (any.Is<v1::LocalizedText>() && any.UnpackTo(&text))
                return CommonConvert::said(CommonConvert::text(text), status.error_message());
        }
    }
    return QString::fromStdString(status.error_message());
}

QString StatusMessage::unreadable(const QString &endpoint, const QString &detail)
{
    return tr("The backend at %1 sent a message this console cannot read (%2); reading again.").arg(endpoint, detail);
}

QString StatusMessage::describe(const grpc::Status &status, const QString &endpoint)
{
    // A refusal the backend said as a phrase (who may not, a limit) reads in the console's language.
    const QString detail = refusal(status);
    switch (status.error_code()) {
    case grpc::StatusCode::OK: return tr("The backend at %1 closed the stream.").arg(endpoint);
    case grpc::StatusCode::UNAVAILABLE:
        // Asked of the English message: `detail` may be in the operator's language.
        if (QString::fromStdString(status.error_message()).contains(QLatin1String("shutting down")))
            return tr("The backend at %1 is shutting down.").arg(endpoint);
        return tr("Cannot reach the backend at %1: %2").arg(endpoint, transportReason(detail));
    case grpc::StatusCode::DEADLINE_EXCEEDED: return tr("The backend at %1 did not answer in time.").arg(endpoint);
    case grpc::StatusCode::UNAUTHENTICATED:
        return tr("The backend at %1 did not accept our credentials (%2).").arg(endpoint, detail);
    case grpc::StatusCode::PERMISSION_DENIED: return tr("The backend at %1 refused: %2").arg(endpoint, detail);
    case grpc::StatusCode::UNIMPLEMENTED:
        return tr("The backend at %1 does not offer the fleet service; is it a RackOps backend?").arg(endpoint);
    case grpc::StatusCode::ABORTED:
        return tr("The backend at %1 restarted its history; fetching a fresh copy.").arg(endpoint);
    default: return tr("The backend at %1 reported an error: %2").arg(endpoint, detail);
    }
}

} // namespace rackops
