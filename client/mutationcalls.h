#pragma once

#include "approvalresult.h"
#include "unarycalls.h"

#include <QTimer>

namespace rackops {

// Mutating calls as every client sends them: a transient failure (no answer,
// deadline) is resent with the same request, and so the same idempotency key,
// a few times before it is reported as "no answer" with the key; a refusal
// becomes an ActionResult naming the status. Internal to the client library.
class MutationCalls
{
public:
    static constexpr auto kDeadline = std::chrono::seconds(10);

    MutationCalls(UnaryCalls &calls, QString endpoint);

    void setRetryDelays(int firstMs, int attempts);
    static QString newKey();
    static bool transient(const grpc::Status &status);
    // The refusal or "no answer" as the operator sees it.
    ActionResult failure(const grpc::Status &status, const QString &rackId, const QString &key) const;

    template <typename Request, typename Response, typename Invoke, typename Done>
    void run(QObject *receiver, const Request &request, Invoke invoke, Done done, int attempt = 1)
    {
        m_calls.run<Request, Response>(
            receiver, kDeadline, request, invoke,
            [this, receiver, request, invoke, done, attempt](const grpc::Status &status, const Response &response) {
                if (transient(status) && attempt < m_attempts) {
                    QTimer::singleShot(m_firstRetryMs * attempt, receiver, [this, receiver, request, invoke, done, attempt] {
                        run<Request, Response>(receiver, request, invoke, done, attempt + 1);
                    });
                    return;
                }
                done(status, response);
            });
    }

private:
    UnaryCalls &m_calls;
    QString m_endpoint;
    int m_firstRetryMs = 1000;
    int m_attempts = 3;
};

} // namespace rackops
