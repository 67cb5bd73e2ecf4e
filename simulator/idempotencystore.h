#pragma once

#include <QString>

#include <functional>
#include <mutex>
#include <optional>
#include <string>

namespace google::protobuf {
class Message;
}
namespace grpc {
class Status;
}

namespace rackops::sim {

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

    // Outcome stored for `key`; `fingerprint` mismatch sets *conflict.
    std::optional<Outcome> find(const std::string &key, const std::string &fingerprint, bool *conflict) const;
    void remember(const std::string &key, const std::string &fingerprint, const Outcome &outcome);

    // Runs `execute` once per idempotency key; later calls with the key get
    // the stored outcome ("look up, execute, remember" is one step under a
    // lock). `method` and the request make the fingerprint, so a key reused
    // for another request is refused. Every mutating RPC goes through it.
    grpc::Status once(const std::string &method, const std::string &key, const google::protobuf::Message &request,
                      google::protobuf::Message *response, const std::function<grpc::Status()> &execute);

private:
    QString m_path;
    std::mutex m_mutex;
};

} // namespace rackops::sim
