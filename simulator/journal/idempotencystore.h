#pragma once

#include "core/mutationresult.h"

#include <QString>

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

namespace google::protobuf {
class Message;
}

namespace rackops::sim {

class MutationJournal;
class RateLimiter;

// Remembers the outcome of every mutating call by its caller and idempotency
// key, in SQLite, so a retried or double-sent call returns the first outcome
// and is never done twice, even across a crash of the simulator: the outcome
// is stored in the same transaction as the change (MutationJournal). Keys
// are per caller: replaying someone else's key is a new request of one's own.
class IdempotencyStore {
public:
    // The longest idempotency key taken (RequestLimits holds requests to the same bound).
    static constexpr std::size_t kMaxKeyBytes = 128;

    struct Outcome {
        int statusCode = 0;
        std::string statusMessage;
        std::string statusDetails; // a refusal's phrase (MutationResult::details), so a retry says it alike
        std::string response; // serialized response message when OK
    };

    IdempotencyStore(const QString &databasePath, MutationJournal &journal);
    bool open(QString *error);

    // Runs `execute` once per idempotency key; later calls with the key get
    // the stored outcome. `method` and the request make the fingerprint, so a
    // key reused for another request is refused.
    // A new request (not a retry) from `who` also needs a token of the rate
    // limiter, if one is set: a retry must always learn its outcome.
    // `storedForm`, when given, makes the answer kept for retries smaller
    // (an alert without its earlier comments, say). The request and answer
    // are the API's messages: the request is only fingerprinted, the answer
    // is stored as it went out (the persisted form of an answer).
    MutationResult once(const std::string &method, const std::string &key, const std::string &who,
                        const google::protobuf::Message &request, google::protobuf::Message *response,
                        const std::function<MutationResult()> &execute,
                        const std::function<void(google::protobuf::Message *)> &storedForm = {});
    void setRateLimiter(RateLimiter *limiter) { m_limiter = limiter; }

    // Outcome stored for `key`; `fingerprint` mismatch sets *conflict.
    std::optional<Outcome> find(const std::string &key, const std::string &fingerprint, bool *conflict) const;
    void remember(const std::string &key, const std::string &fingerprint, const Outcome &outcome);

private:
    QString m_path;
    MutationJournal &m_journal;
    RateLimiter *m_limiter = nullptr;
};

} // namespace rackops::sim
