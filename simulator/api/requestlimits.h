#pragma once

#include "core/mutationresult.h"
#include "journal/idempotencystore.h"

#include <grpcpp/support/status.h>

#include <cstddef>
#include <string>

namespace google::protobuf {
class Message;
}

namespace rackops::sim {

// The bounds every request is held to before anything reads it, so one
// caller's megabyte cannot reach the stores, the streams or other people's
// consoles. Checked by walking the request with protobuf reflection: limits
// go by field name, so a new field is bounded the day it is added. The
// numbers are documented in proto/rackops/v1/common.proto and the README.
class RequestLimits {
public:
    static constexpr std::size_t kKeyBytes = IdempotencyStore::kMaxKeyBytes; // idempotency keys
    static constexpr std::size_t kIdBytes = 128; // ids, names, epochs, page tokens
    static constexpr std::size_t kCommentBytes = 2000; // comments, resolutions, notes
    static constexpr std::size_t kReasonBytes = 1000; // reasons and justifications
    static constexpr std::size_t kTextBytes = 256; // every other string (filters, file names)
    static constexpr int kRepeatedItems = 1000; // entries of a repeated field
    static constexpr int kMaxPageSize = 10000;
    static constexpr int kMinYear = 2000; // timestamps a request may carry
    static constexpr int kMaxYear = 2200;

    // OK, or INVALID_ARGUMENT naming the field and the limit (never echoing
    // the value): strings too long (protobuf already refuses bad UTF-8), too many entries, enum
    // values the API does not define, timestamps and durations out of range,
    // negative or huge page sizes.
    static grpc::Status check(const google::protobuf::Message &request);
    // The byte limit for a string field of this name.
    static std::size_t stringLimit(const std::string &fieldName);
};

} // namespace rackops::sim
