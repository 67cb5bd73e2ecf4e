#include "statusmessage.h"

#include <grpcpp/support/status.h>

namespace rackops {

QString StatusMessage::describe(const grpc::Status &status, const QString &endpoint)
{
    const QString detail = QString::fromStdString(status.error_message());
    switch (status.error_code()) {
    case grpc::StatusCode::OK:
        return tr("The backend at %1 closed the stream.").arg(endpoint);
    case grpc::StatusCode::UNAVAILABLE:
        if (detail.contains(QLatin1String("shutting down")))
            return tr("The backend at %1 is shutting down.").arg(endpoint);
        return tr("Cannot reach the backend at %1 (%2).").arg(endpoint, detail);
    case grpc::StatusCode::DEADLINE_EXCEEDED:
        return tr("The backend at %1 did not answer in time.").arg(endpoint);
    case grpc::StatusCode::UNAUTHENTICATED:
        return tr("The backend at %1 did not accept our credentials (%2).").arg(endpoint, detail);
    case grpc::StatusCode::PERMISSION_DENIED:
        return tr("The backend at %1 refused: %2").arg(endpoint, detail);
    case grpc::StatusCode::UNIMPLEMENTED:
        return tr("The backend at %1 does not offer the fleet service; is it a RackOps backend?").arg(endpoint);
    case grpc::StatusCode::ABORTED:
        return tr("The backend at %1 restarted its history; fetching a fresh copy.").arg(endpoint);
    default:
        return tr("The backend at %1 reported an error: %2").arg(endpoint, detail);
    }
}

} // namespace rackops
