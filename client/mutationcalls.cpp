#include "mutationcalls.h"

#include "statusmessage.h"

#include <QCoreApplication>
#include <QUuid>

namespace rackops {

namespace {
QString codeName(grpc::StatusCode code)
{
    switch (code) {
    case grpc::StatusCode::PERMISSION_DENIED: return QStringLiteral("PERMISSION_DENIED");
    case grpc::StatusCode::ABORTED: return QStringLiteral("ABORTED");
    case grpc::StatusCode::FAILED_PRECONDITION: return QStringLiteral("FAILED_PRECONDITION");
    case grpc::StatusCode::INVALID_ARGUMENT: return QStringLiteral("INVALID_ARGUMENT");
    case grpc::StatusCode::NOT_FOUND: return QStringLiteral("NOT_FOUND");
    case grpc::StatusCode::UNAUTHENTICATED: return QStringLiteral("UNAUTHENTICATED");
    case grpc::StatusCode::UNIMPLEMENTED: return QStringLiteral("UNIMPLEMENTED");
    default: return QString::number(int(code));
    }
}
} // namespace

bool MutationCalls::transient(const grpc::Status &status)
{
    return status.error_code() == grpc::StatusCode::UNAVAILABLE
        || status.error_code() == grpc::StatusCode::DEADLINE_EXCEEDED;
}

QString MutationCalls::newKey()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

ActionOutcome MutationCalls::outcome(const grpc::Status &status, const QString &key, int attempts) const
{
    ActionOutcome result;
    result.idempotencyKey = key;
    result.attempts = attempts;
    if (status.ok()) {
        result.answer = ActionOutcome::Answer::Accepted;
    } else if (transient(status)) {
        result.answer = ActionOutcome::Answer::NoAnswer;
        // The words first written for OperationsClient; its context keeps their translations.
        result.message = QCoreApplication::translate(
                             "rackops::OperationsClient",
                             "No answer from %1 after %2 attempts (%3). The request may or may not have been carried "
                             "out; sending it again with the same key is safe and tells you which.")
                             .arg(m_endpoint)
                             .arg(m_attempts)
                             .arg(StatusMessage::transportReason(QString::fromStdString(status.error_message())));
    } else {
        result.answer = ActionOutcome::Answer::Refused;
        result.message = StatusMessage::refusal(status);
        result.statusCode = codeName(status.error_code());
    }
    return result;
}

} // namespace rackops
