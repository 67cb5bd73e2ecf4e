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
    // A message from the backend that did not read (`detail`: where it broke). The stream is
    // read again from where it got to; what the console shows stays.
    static QString unreadable(const QString &endpoint, const QString &detail);
    // The actionable part of a transport error text.
    static QString transportReason(const QString &detail);
};

} // namespace rackops
