#pragma once

#include <QCoreApplication>
#include <QString>

namespace grpc {
class Status;
}

namespace rackops {

// Turns a gRPC status into a sentence an operator can act on.
class StatusMessage {
    Q_DECLARE_TR_FUNCTIONS(StatusMessage)
public:
    static QString describe(const grpc::Status &status, const QString &endpoint);
    // Why the backend refused a call, in the console's language when the
    // backend said it as a phrase (StatusDetails), else its English message.
    static QString refusal(const grpc::Status &status);
    // The actionable part of a transport error text.
    static QString transportReason(const QString &detail);
};

} // namespace rackops
