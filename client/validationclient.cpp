#include "validationclient.h"

#include "actionreplies.h"
#include "mutationcalls.h"
#include "statusmessage.h"
#include "unarycalls.h"
#include "validationconvert.h"

#include "rackops/v1/validation.grpc.pb.h"

#include <grpcpp/channel.h>

namespace rackops {

namespace {
constexpr auto kValidationDeadline = std::chrono::seconds(10);
// A 16 MiB upload over a slow VPN link takes its time.
constexpr auto kImportDeadline = std::chrono::seconds(120);

using Stub = v1::ValidationService::Stub;
}

ValidationClient::ValidationClient(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , m_stub(std::shared_ptr<Stub>(v1::ValidationService::NewStub(channel->grpcChannel())))
    , m_calls(std::make_unique<UnaryCalls>(channel))
{
    qRegisterMetaType<rackops::ValidationRunInfo>();
    qRegisterMetaType<rackops::ArtifactImportOutcome>();
    qRegisterMetaType<rackops::ArtifactImportResult>();
    qRegisterMetaType<rackops::ValidationStartResult>();
}

ValidationClient::~ValidationClient() = default;

void ValidationClient::listRuns(const QString &rackId)
{
    auto stub = std::static_pointer_cast<Stub>(m_stub);
    v1::ListValidationRunsRequest request;
    request.set_rack_id(rackId.toStdString());
    request.set_page_size(100);
    const QString endpoint = m_calls->channel().endpoint();
    m_calls->run<v1::ListValidationRunsRequest, v1::ListValidationRunsResponse>(
        this, kValidationDeadline, std::move(request),
        [stub](auto *context, auto *req, auto *resp, auto callback) {
            stub->async()->ListRuns(context, req, resp, callback);
        },
        [this, rackId, endpoint](const grpc::Status &status, const v1::ListValidationRunsResponse &response) {
            if (!status.ok()) {
                if (status.error_code() != grpc::StatusCode::CANCELLED)
                    Q_EMIT requestFailed(rackId, StatusMessage::describe(status, endpoint));
                return;
            }
            QList<ValidationRunInfo> runs;
            runs.reserve(response.runs_size());
            for (const auto &run : response.runs())
                runs << ValidationConvert::run(run, false);
            Q_EMIT runsReceived(rackId, runs);
        });
}

void ValidationClient::fetchRun(const QString &runId)
{
    auto stub = std::static_pointer_cast<Stub>(m_stub);
    v1::GetValidationRunRequest request;
    request.set_run_id(runId.toStdString());
    const QString endpoint = m_calls->channel().endpoint();
    m_calls->run<v1::GetValidationRunRequest, v1::ValidationRun>(
        this, kValidationDeadline, std::move(request),
        [stub](auto *context, auto *req, auto *resp, auto callback) {
            stub->async()->GetRun(context, req, resp, callback);
        },
        [this, endpoint](const grpc::Status &status, const v1::ValidationRun &run) {
            if (status.ok())
                Q_EMIT runReceived(ValidationConvert::run(run, true));
            else if (status.error_code() != grpc::StatusCode::CANCELLED)
                Q_EMIT requestFailed({}, StatusMessage::describe(status, endpoint));
        });
}

namespace {
// Accepted, or refused / no answer in the words the console uses for any failed call.
ActionOutcome validationOutcome(const grpc::Status &status, const QString &key, const QString &endpoint)
{
    ActionOutcome outcome;
    outcome.idempotencyKey = key;
    if (status.ok()) {
        outcome.answer = ActionOutcome::Answer::Accepted;
        return outcome;
    }
    outcome.answer =
        MutationCalls::transient(status) ? ActionOutcome::Answer::NoAnswer : ActionOutcome::Answer::Refused;
    outcome.message = StatusMessage::describe(status, endpoint);
    return outcome;
}
} // namespace

ArtifactImportReply *ValidationClient::importArtifact(const QString &rackId, const QString &fileName,
                                                      const QByteArray &content, const QString &collective)
{
    auto stub = std::static_pointer_cast<Stub>(m_stub);
    ArtifactImportResult asked;
    asked.rackId = rackId;
    asked.idempotencyKey = MutationCalls::newKey();
    asked.import.fileName = fileName;
    asked.import.collective = collective;
    auto *reply = new ArtifactImportReply(asked, this);
    v1::ImportArtifactRequest request;
    request.set_rack_id(rackId.toStdString());
    request.set_file_name(fileName.toStdString());
    request.set_content(content.constData(), size_t(content.size()));
    request.set_collective(collective.toStdString());
    request.set_idempotency_key(asked.idempotencyKey.toStdString());
    const QString endpoint = m_calls->channel().endpoint();
    m_calls->run<v1::ImportArtifactRequest, v1::ImportArtifactResponse>(
        reply, kImportDeadline, std::move(request),
        [stub](auto *context, auto *req, auto *resp, auto callback) {
            stub->async()->ImportArtifact(context, req, resp, callback);
        },
        [reply, endpoint](const grpc::Status &status, const v1::ImportArtifactResponse &response) {
            ArtifactImportResult result = reply->result();
            static_cast<ActionOutcome &>(result) = validationOutcome(status, reply->idempotencyKey(), endpoint);
            if (status.ok())
                result.import = ValidationConvert::importOutcome(response);
            else
                result.import.callError = result.message;
            result.import.fileName = reply->result().import.fileName;
            result.import.collective = reply->result().import.collective;
            reply->finish(result);
        });
    return reply;
}

ValidationStartReply *ValidationClient::startRun(const QString &rackId, qint64 expectedRevision, const QString &reason,
                                                 int dcgmLevel)
{
    auto stub = std::static_pointer_cast<Stub>(m_stub);
    ValidationStartResult asked;
    asked.rackId = rackId;
    asked.idempotencyKey = MutationCalls::newKey();
    auto *reply = new ValidationStartReply(asked, this);
    v1::StartValidationRunRequest request;
    request.set_rack_id(rackId.toStdString());
    request.set_expected_rack_revision(expectedRevision);
    request.set_reason(reason.toStdString());
    request.set_dcgm_level(dcgmLevel);
    request.set_idempotency_key(asked.idempotencyKey.toStdString());
    const QString endpoint = m_calls->channel().endpoint();
    m_calls->run<v1::StartValidationRunRequest, v1::StartValidationRunResponse>(
        reply, kValidationDeadline, std::move(request),
        [stub](auto *context, auto *req, auto *resp, auto callback) {
            stub->async()->StartRun(context, req, resp, callback);
        },
        [reply, endpoint](const grpc::Status &status, const v1::StartValidationRunResponse &response) {
            ValidationStartResult result = reply->result();
            static_cast<ActionOutcome &>(result) = validationOutcome(status, reply->idempotencyKey(), endpoint);
            if (status.ok())
                result.runId = QString::fromStdString(response.run_id());
            reply->finish(result);
        });
    return reply;
}

} // namespace rackops
