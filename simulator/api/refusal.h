#pragma once

#include "core/mutationresult.h"

#include "rackops/v1/common.pb.h"

#include <grpcpp/support/status.h>

namespace rackops::sim {

// A refused call, said both ways: the status message in English (as
// always) and the phrase in the status details (grpc-status-details-bin, a
// StatusDetails wire-compatible with google.rpc.Status, holding the
// LocalizedText), so a console says the refusal in its operator's language.
// The transport side of the domain's MutationResult: the service adapters
// turn a result into a status here, and nowhere else.
class Refusal {
public:
    static grpc::Status status(grpc::StatusCode code, const v1::LocalizedText &text);
    // The one mapping of a domain answer onto the wire: OK, or its code, its
    // English and, when it has one, its phrase in the details.
    static grpc::Status status(const MutationResult &result);
    // A status as a domain answer (what the transport refused, e.g. the
    // request limits of an idempotency key).
    static MutationResult result(const grpc::Status &status);
    // The phrase a refusal carries (for its audit entry); a status without one
    // gives its message verbatim.
    static v1::LocalizedText phrase(const grpc::Status &status);
};

} // namespace rackops::sim
