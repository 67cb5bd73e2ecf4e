#include "gputelemetryclient.h"

#include "gpuhistoryreply.h"
#include "gputelemetryconvert.h"
#include "statusmessage.h"
#include "unarycalls.h"

#include "rackops/v1/telemetry.grpc.pb.h"

#include <google/protobuf/util/time_util.h>
#include <grpcpp/channel.h>

namespace rackops {

namespace {
constexpr auto kGpuTelemetryDeadline = std::chrono::seconds(5);
// The backend waits up to its Prometheus timeout (5 s by default) and a little more.
constexpr auto kGpuHistoryDeadline = std::chrono::seconds(15);
}

GpuTelemetryClient::GpuTelemetryClient(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , m_stub(std::shared_ptr<v1::TelemetryService::Stub>(v1::TelemetryService::NewStub(channel->grpcChannel())))
    , m_calls(std::make_unique<UnaryCalls>(channel))
{
    qRegisterMetaType<rackops::GpuTelemetry>();
    qRegisterMetaType<rackops::GpuHistory>();
}

GpuTelemetryClient::~GpuTelemetryClient() = default;

void GpuTelemetryClient::request(const QString &rackId)
{
    auto stub = std::static_pointer_cast<v1::TelemetryService::Stub>(m_stub);
    v1::GetGpuTelemetryRequest request;
    request.set_rack_id(rackId.toStdString());
    const QString endpoint = m_calls->channel().endpoint();
    m_calls->run<v1::GetGpuTelemetryRequest, v1::GpuTelemetry>(
        this, kGpuTelemetryDeadline, std::move(request),
        [stub](auto *context, auto *req, auto *resp, auto callback) {
            stub->async()->GetGpuTelemetry(context, req, resp, callback);
        },
        [this, rackId, endpoint](const grpc::Status &status, const v1::GpuTelemetry &answer) {
            if (status.ok())
                Q_EMIT telemetryReceived(GpuTelemetryConvert::telemetry(answer));
            else if (status.error_code() != grpc::StatusCode::CANCELLED)
                Q_EMIT telemetryFailed(rackId, StatusMessage::describe(status, endpoint));
        });
}

GpuHistoryReply *GpuTelemetryClient::history(const QString &rackId, int tray, int gpu, qint64 windowMs, int widthPixels)
{
    auto *reply = new GpuHistoryReply(rackId, tray, gpu, this);
    auto stub = std::static_pointer_cast<v1::TelemetryService::Stub>(m_stub);
    v1::GpuHistoryRequest request;
    request.set_rack_id(rackId.toStdString());
    request.set_tray(tray);
    request.set_gpu(gpu);
    *request.mutable_window() = google::protobuf::util::TimeUtil::MillisecondsToDuration(windowMs);
    request.set_width_pixels(widthPixels);
    const QString endpoint = m_calls->channel().endpoint();
    m_calls->run<v1::GpuHistoryRequest, v1::GpuHistory>(
        reply, kGpuHistoryDeadline, std::move(request),
        [stub](auto *context, auto *req, auto *resp, auto callback) {
            stub->async()->QueryGpuHistory(context, req, resp, callback);
        },
        [reply, endpoint](const grpc::Status &status, const v1::GpuHistory &answer) {
            if (status.ok())
                reply->finish(GpuTelemetryConvert::history(answer));
            else
                reply->fail(StatusMessage::describe(status, endpoint));
        });
    return reply;
}

} // namespace rackops
