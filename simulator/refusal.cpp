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

v1::LocalizedText Refusal::phrase(const grpc::Status &status)
{
    v1::StatusDetails details;
    if (details.ParseFromString(status.error_details())) {
        for (const auto &any : details.details()) {
            v1::LocalizedText text;
            if (any.UnpackTo(&text))
                return text;
        }
    }
    v1::LocalizedText verbatim;
    verbatim.set_english(status.error_message());
    return verbatim;
}

} // namespace rackops::sim
