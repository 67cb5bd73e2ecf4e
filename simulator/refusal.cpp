#include "refusal.h"

namespace rackops::sim {

grpc::Status Refusal::status(grpc::StatusCode code, const v1::LocalizedText &text)
{
    v1::StatusDetails details;
    details.set_code(int(code));
    details.set_message(text.english());
    details.add_details()->PackFrom(text);
    return {code, text.english(), details.SerializeAsString()};
}

} // namespace rackops::sim
