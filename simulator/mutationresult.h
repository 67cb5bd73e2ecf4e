#pragma once

#include "rackops/v1/common.pb.h"

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
    std::string message;         // English, for the audit log and foreign clients
    v1::LocalizedText text;      // the same as a phrase, for the operator's language

    bool ok() const { return code == Code::Ok; }
    static MutationResult done() { return {}; }
    static MutationResult refused(Code refusedWith, v1::LocalizedText why)
    {
        std::string english = why.english();
        return {refusedWith, std::move(english), std::move(why)};
    }
    // The name the audit log keeps for a refusal ("FAILED_PRECONDITION").
    const char *codeName() const;
};

} // namespace rackops::sim
