#pragma once

#include "rackops/v1/common.pb.h"

#include <grpcpp/support/status.h>

namespace rackops::sim {

// A refused call, said both ways: the status message in English (as
// always) and the phrase in the status details (grpc-status-details-bin, a
// StatusDetails wire-compatible with google.rpc.Status, holding the
// LocalizedText), so a console says the refusal in its operator's language.
class Refusal
{
public:
    static grpc::Status status(grpc::StatusCode code, const v1::LocalizedText &text);
    // The phrase a refusal carries (for its audit entry); a status without one
    // gives its message verbatim.
    static v1::LocalizedText phrase(const grpc::Status &status);
};

} // namespace rackops::sim
