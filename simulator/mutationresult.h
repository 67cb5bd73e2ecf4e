#pragma once

#include <string>

namespace rackops::sim {

// What a domain class answers to a change it was asked for: done, or refused
// with a code and a sentence for the operator. The codes keep the numbers of
// the gRPC status codes, so a service adapter passes them on as they are.
struct MutationResult
{
    enum class Code {
        Ok = 0,
        InvalidArgument = 3,
        NotFound = 5,
        PermissionDenied = 7,
        FailedPrecondition = 9,
        Aborted = 10,
        Internal = 13,
    };

    Code code = Code::Ok;
    std::string message;

    bool ok() const { return code == Code::Ok; }
    static MutationResult done() { return {}; }
    static MutationResult refused(Code code, std::string message) { return {code, std::move(message)}; }
    // The name the audit log keeps for a refusal ("FAILED_PRECONDITION").
    const char *codeName() const;
};

} // namespace rackops::sim
