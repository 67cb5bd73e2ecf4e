#pragma once

#include <QString>

#include <grpcpp/support/status.h>

#include <functional>

#include <mutex>
#include <optional>
#include <string>

namespace google::protobuf {
class Message;
}

namespace rackops::sim {

class RateLimiter;

// Remembers the outcome of every mutating call by its idempotency key, in
// SQLite, so a retried or double-sent call returns the first outcome and is
// never done twice, even across a restart of the simulator.
class IdempotencyStore
{
public:
    struct Outcome
    {
        int statusCode = 0;
        std::string statusMessage;
        std::string response;   // serialized response message when OK
    };

    explicit IdempotencyStore(const QString &databasePath);
    bool open(QString *error);

    // Runs `execute` once per idempotency key; later calls with the key get
    // the stored outcome. `method` and the request make the fingerprint, so a
    // key reused for another request is refused.
    // A new request (not a retry) from `who` also needs a token of the rate
    // limiter, if one is set: a retry must always learn its outcome.
    grpc::Status once(const std::string &method, const std::string &key, const std::string &who,
                      const google::protobuf::Message &request, google::protobuf::Message *response,
                      const std::function<grpc::Status()> &execute);
    void setRateLimiter(RateLimiter *limiter) { m_limiter = limiter; }

    // The lock makes "look up, execute, remember" one step per key; callers
    // hold it around the whole call.
    std::mutex &mutex() { return m_mutex; }

    // Outcome stored for `key`; `fingerprint` mismatch sets *conflict.
    std::optional<Outcome> find(const std::string &key, const std::string &fingerprint, bool *conflict) const;
    void remember(const std::string &key, const std::string &fingerprint, const Outcome &outcome);

private:
    QString m_path;
    std::mutex m_mutex;
    RateLimiter *m_limiter = nullptr;
};

} // namespace rackops::sim
