#include "mutationresult.h"

namespace rackops::sim {

const char *MutationResult::codeName() const
{
    switch (code) {
    case Code::Ok: return "OK";
    case Code::InvalidArgument: return "INVALID_ARGUMENT";
    case Code::NotFound: return "NOT_FOUND";
    case Code::PermissionDenied: return "PERMISSION_DENIED";
    case Code::FailedPrecondition: return "FAILED_PRECONDITION";
    case Code::Aborted: return "ABORTED";
    case Code::Internal: return "INTERNAL";
    }
    return "UNKNOWN";
}

} // namespace rackops::sim
