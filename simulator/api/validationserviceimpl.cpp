#include "api/calleridentity.h"
#include "api/requestlimits.h"
#include "api/streamquota.h"
#include "api/validationserviceimpl.h"

#include "journal/commitgate.h"
#include "phrase/phrase.h"
#include "api/refusal.h"

#include "artifacts/artifactparser.h"
#include "core/caller.h"
#include "core/heaprelease.h"
#include "fleet/fleetsimulation.h"
#include "api/guardedcall.h"
#include "fleet/operationintents.h"
#include "validation/importedrunassembler.h"

#include <algorithm>
#include <charconv>

namespace rackops::sim {

using namespace rackops::v1;

namespace {
StartValidationIntent startIntent(const StartValidationRunRequest &request)
{
    StartValidationIntent intent {request.rack_id(),         {},
                                  request.dcgm_level(),      request.expected_rack_revision(),
                                  request.idempotency_key(), request.reason()};
    for (int i = 0; i < request.suites_size(); ++i)
        intent.suites.push_back(request.suites(i));
    return intent;
}
} // namespace

ValidationServiceImpl::ValidationServiceImpl(FleetSimulation &fleet, const CommitGate &commitGate, MutationGuard &guard)
    : m_fleet(fleet)
    , m_guard(guard)
    , m_commitGate(commitGate)
{
}

grpc::Status ValidationServiceImpl::ListRuns(grpc::ServerContext *context, const ListValidationRunsRequest *request,
                                             ListValidationRunsResponse *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const auto runs = m_commitGate.stored([&] { return m_fleet.validationRuns(request->rack_id()); });
    if (!runs)
        return Refusal::status(grpc::StatusCode::NOT_FOUND,
                               Phrase::make("refusal.no_rack", {Phrase::id(request->rack_id())}));
    const int pageSize = request->page_size() <= 0 ? kDefaultPageSize : std::min(request->page_size(), kMaxPageSize);
    std::size_t offset = 0;
    const std::string &token = request->page_token();
    if (!token.empty() && std::from_chars(token.data(), token.data() + token.size(), offset).ec != std::errc())
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("request.bad_page_token"));
    const std::size_t end = std::min(runs->size(), offset + std::size_t(pageSize));
    for (std::size_t i = offset; i < end; ++i)
        *response->add_runs() = (*runs)[i];
    if (end < runs->size())
        response->set_next_page_token(std::to_string(end));
    return grpc::Status::OK;
}

grpc::Status ValidationServiceImpl::GetRun(grpc::ServerContext *context, const GetValidationRunRequest *request,
                                           ValidationRun *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    auto run = m_commitGate.stored([&] { return m_fleet.validationRun(request->run_id()); });
    if (!run)
        return Refusal::status(grpc::StatusCode::NOT_FOUND,
                               Phrase::make("request.no_run", {Phrase::id(request->run_id())}));
    *response = std::move(*run);
    return grpc::Status::OK;
}

grpc::Status ValidationServiceImpl::StartRun(grpc::ServerContext *context, const StartValidationRunRequest *request,
                                             StartValidationRunResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const StartValidationIntent intent = startIntent(*request);
    return GuardedCall::run(m_guard, context, OperationIntents::startValidation(intent), *request, response,
                            [&](const Caller &caller) {
                                return m_fleet.startValidation(caller, intent, response->mutable_operation_id(),
                                                               response->mutable_run_id());
                            });
}

grpc::Status ValidationServiceImpl::ImportArtifact(grpc::ServerContext *context, const ImportArtifactRequest *request,
                                                   ImportArtifactResponse *response)
{
    // Nobody is told what is wrong with a file before they are known.
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const std::string &content = request->content();
    if (content.empty())
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("refusal.file_empty"));
    if (std::int64_t(content.size()) > kMaxArtifactBytes)
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("refusal.file_too_large"));
    if (!m_fleet.rack(request->rack_id()))
        return Refusal::status(grpc::StatusCode::NOT_FOUND,
                               Phrase::make("refusal.no_rack", {Phrase::id(request->rack_id())}));
    const MutationIntent intent =
        OperationIntents::importArtifact(request->rack_id(), request->file_name(), request->idempotency_key());
    const grpc::Status status =
        GuardedCall::run(m_guard, context, intent, *request, response, [&](const Caller &caller) {
            const ArtifactParseResult parsed =
                ArtifactParser::parse(content, request->format(), request->file_name(), request->collective());
            // Beyond what a run keeps: the caller's INVALID_ARGUMENT naming the bound and the count, stored nowhere.
            if (parsed.overLimit)
                return MutationResult::refused(MutationResult::Code::InvalidArgument, *parsed.overLimit);
            for (const auto &warning : parsed.warnings)
                *response->add_warnings() = warning;
            if (!parsed.ok()) {
                // Refused whole: nothing is stored, and the operator sees every reason.
                ArtifactImportFailure &failure = *response->mutable_failure();
                for (const auto &error : parsed.errors)
                    *failure.add_errors() = error;
                failure.set_detected_format(parsed.detectedFormat);
                *failure.mutable_detected_format_text() = parsed.detectedFormatText;
                for (const std::string &candidate : parsed.collectiveCandidates)
                    failure.add_collective_candidates(candidate);
                return MutationResult::done();
            }
            ValidationRun run =
                ImportedRunAssembler::assemble(parsed, content, request->file_name(), m_fleet.fleetMedians());
            *run.mutable_requested_by() = caller.actor();
            return m_fleet.importValidationRun(caller, request->rack_id(), run, response->mutable_run());
        });
    HeapRelease::afterRequest(content.size()); // the parse's garbage now, the request's bytes on the next tick
    return status;
}

} // namespace rackops::sim
