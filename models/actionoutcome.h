#pragma once

#include <QMetaType>
#include <QString>

namespace rackops {

// How a request that changes something ended, whatever it changed: the backend
// answered (what the answer says is the typed result's: ApprovalResult,
// RemediationResult, ...), refused it (and why), or did not answer. Every
// typed result of an action is one of these plus what its request is about.
struct ActionOutcome {
    enum class Answer : quint8 {
        Accepted, // the backend answered and did (or judged) what was asked
        Refused, // the backend said no: role, stale revision, precondition
        NoAnswer, // no answer after retries: may or may not have happened
    };
    Answer answer = Answer::Refused;
    QString message; // Refused / NoAnswer: what the backend (or the link) said
    QString statusCode; // gRPC status name for Refused
    QString idempotencyKey; // resend with this key to learn the outcome safely
    // Sends it took; above 1 the first answers were lost on the way and the
    // backend's answer to the resend (same key) is what happened, once.
    int attempts = 1;

    bool accepted() const { return answer == Answer::Accepted; }
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ActionOutcome)
