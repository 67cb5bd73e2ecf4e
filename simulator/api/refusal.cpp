#include "api/refusal.h"

namespace rackops::sim {

grpc::Status Refusal::status(grpc::StatusCode code, const v1::LocalizedText &text)
{
    return status(MutationResult::refused(MutationResult::Code(int(code)), text));
}

grpc::Status Refusal::status(const MutationResult &result)
{
    if (result.ok())
        return grpc::Status::OK;
    return {grpc::StatusCode(int(result.code)), result.message, result.details()};
}

MutationResult Refusal::result(const grpc::Status &status)
{
    return MutationResult::stored(int(status.error_code()), status.error_message(), status.error_details());
}

v1::LocalizedText Refusal::phrase(const grpc::Status &status)
{
    return result(status).phrase();
}

} // namespace rackops::sim
