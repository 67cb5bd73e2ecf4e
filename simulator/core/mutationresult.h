#pragma once

#include "rackops/v1/common.pb.h"

#include <string>

namespace rackops::sim {

// What a domain class answers to a change it was asked for: done, or refused
// with a code and a sentence for the operator. The codes keep the numbers of
// the gRPC status codes, so the service adapters pass them on as they are
// (Refusal::status); no domain class sees gRPC.
struct MutationResult {
    enum class Code {
        Ok = 0,
        InvalidArgument = 3,
        NotFound = 5,
        AlreadyExists = 6,
        PermissionDenied = 7,
        ResourceExhausted = 8,
        FailedPrecondition = 9,
        Aborted = 10,
        Unimplemented = 12,
        Internal = 13,
        Unavailable = 14,
        Unauthenticated = 16,
    };

    Code code = Code::Ok;
    std::string message; // English, for the audit log and foreign clients
    v1::LocalizedText text; // the same as a phrase, for the operator's language; unset: none

    bool ok() const { return code == Code::Ok; }
    static MutationResult done() { return {}; }
    static MutationResult refused(Code refusedWith, v1::LocalizedText why)
    {
        std::string english = why.english();
        return {refusedWith, std::move(english), std::move(why)};
    }
    // A failure with words only (the database, say), no phrase.
    static MutationResult failed(Code failedWith, std::string english) { return {failedWith, std::move(english), {}}; }
    bool hasPhrase() const { return !text.code().empty() || !text.english().empty(); }
    // The phrase a refusal carries, for its audit entry: its message verbatim when it has none.
    v1::LocalizedText phrase() const;
    // The phrase as status details (a serialized StatusDetails, wire-compatible
    // with google.rpc.Status): how the wire carries it and IdempotencyStore
    // keeps it. Empty without a phrase.
    std::string details() const;
    // A result kept as code, message and details(), taken up again.
    static MutationResult stored(int storedCode, std::string storedMessage, const std::string &storedDetails);
    // The name the audit log keeps for a refusal ("FAILED_PRECONDITION").
    const char *codeName() const;
};

} // namespace rackops::sim
