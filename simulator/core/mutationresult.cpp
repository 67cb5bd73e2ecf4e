#include "core/mutationresult.h"

namespace rackops::sim {

v1::LocalizedText MutationResult::phrase() const
{
    if (hasPhrase())
        return text;
    v1::LocalizedText verbatim;
    verbatim.set_english(message);
    return verbatim;
}

std::string MutationResult::details() const
{
    if (!hasPhrase())
        return {};
    v1::StatusDetails status;
    status.set_code(int(code));
    status.set_message(text.english());
    status.add_details()->PackFrom(text);
    return status.SerializeAsString();
}

MutationResult MutationResult::stored(int storedCode, std::string storedMessage, const std::string &storedDetails)
{
    MutationResult result {Code(storedCode), std::move(storedMessage), {}};
    v1::StatusDetails status;
    if (!storedDetails.empty() && status.ParseFromString(storedDetails)) {
        for (const auto &any : status.details()) {
            if (any.UnpackTo(&result.text))
                break;
        }
    }
    return result;
}

const char *MutationResult::codeName() const
{
    switch (code) {
    case Code::Ok: return "OK";
    case Code::InvalidArgument: return "INVALID_ARGUMENT";
    case Code::NotFound: return "NOT_FOUND";
    case Code::AlreadyExists: return "ALREADY_EXISTS";
    case Code::PermissionDenied: return "PERMISSION_DENIED";
    case Code::ResourceExhausted: return "RESOURCE_EXHAUSTED";
    case Code::FailedPrecondition: return "FAILED_PRECONDITION";
    case Code::Aborted: return "ABORTED";
    case Code::Unimplemented: return "UNIMPLEMENTED";
    case Code::Internal: return "INTERNAL";
    case Code::Unavailable: return "UNAVAILABLE";
    case Code::Unauthenticated: return "UNAUTHENTICATED";
    }
    return "UNKNOWN";
}

} // namespace rackops::sim
