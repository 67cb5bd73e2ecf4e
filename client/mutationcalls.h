#pragma once

#include "actionoutcome.h"
#include "clientlog.h"
#include "clock.h"
#include "unarycalls.h"

#include <memory>
#include <type_traits>

#include <grpcpp/support/status.h>

namespace rackops {

// Mutating calls as every client makes them: when the link fails before an
// answer, the same request (and so the same idempotency key) is resent, up
// to `attempts` times; then the outcome is an ActionOutcome the operator can
// act on ("no answer" carries the key to ask again safely), delivered on the
// typed reply of the one caller that asked. Internal to the client library.
class MutationCalls {
public:
    static constexpr auto kDeadline = std::chrono::seconds(10);

    MutationCalls(UnaryCalls &calls, QString endpoint)
        : m_calls(calls)
        , m_endpoint(std::move(endpoint))
    {
    }

    void setRetryDelays(int firstMs, int attempts)
    {
        m_firstRetryMs = firstMs;
        m_attempts = std::max(attempts, 1);
    }
    // What the delay before a resend is measured with.
    void setClock(std::shared_ptr<Clock> clock) { m_clock = std::move(clock); }

    // `done(status, response[, attempts])` runs on the GUI thread once, after
    // the last attempt; more than one attempt means earlier answers were lost.
    template<typename Request, typename Response, typename Invoke, typename Done>
    void run(QObject *receiver, const Request &request, Invoke invoke, Done done, int attempt = 1)
    {
        m_calls.run<Request, Response>(
            receiver, kDeadline, request, invoke,
            [this, receiver, request, invoke, done, attempt](const grpc::Status &status, const Response &response) {
                if (transient(status) && attempt < m_attempts) {
                    qCDebug(lcCalls).noquote()
                        << QStringLiteral("%1 got no answer (%2); resending it with the same key, attempt %3 of %4")
                               .arg(requestName<Request>(), QString::fromStdString(status.error_message()))
                               .arg(attempt + 1)
                               .arg(m_attempts);
                    m_clock->callAfter(receiver, std::int64_t(m_firstRetryMs) * attempt,
                                       [this, receiver, request, invoke, done, attempt] {
                                           run<Request, Response>(receiver, request, invoke, done, attempt + 1);
                                       });
                    return;
                }
                if constexpr (std::is_invocable_v<Done, const grpc::Status &, const Response &, int>)
                    done(status, response, attempt);
                else
                    done(status, response);
            });
    }

    // Sends `request` like run() and finishes `reply` (an ActionReply subclass) with its
    // result: `asked` (what the request is about) with the outcome, and on an answer
    // what `read(response, result)` takes from it.
    template<typename Request, typename Response, typename Reply, typename Invoke, typename Read>
    Reply *answer(Reply *reply, const Request &request, Invoke invoke, Read read)
    {
        run<Request, Response>(reply, request, invoke,
                               [this, reply, read](const grpc::Status &status, const Response &response, int attempts) {
                                   typename Reply::Result result = reply->result();
                                   static_cast<ActionOutcome &>(result) =
                                       outcome(status, reply->idempotencyKey(), attempts);
                                   if (status.ok())
                                       read(response, result);
                                   reply->finish(result);
                               });
        return reply;
    }

    // Accepted, refused (with the backend's reason and status name) or no answer (with the key).
    ActionOutcome outcome(const grpc::Status &status, const QString &key, int attempts = 1) const;
    static bool transient(const grpc::Status &status);
    static QString newKey();

private:
    // The message's name for the log ("ApproveRackRequest"); tests send plain values.
    template<typename Request> static QString requestName()
    {
        if constexpr (requires { Request::GetDescriptor(); })
            return QString::fromStdString(std::string(Request::GetDescriptor()->name()));
        else
            return QStringLiteral("a mutation");
    }

    UnaryCalls &m_calls;
    QString m_endpoint;
    int m_firstRetryMs = 1000;
    int m_attempts = 3;
    std::shared_ptr<Clock> m_clock = Clock::system();
};

} // namespace rackops
