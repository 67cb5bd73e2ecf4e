#include "coolinghistoryclient.h"

#include "coolingconvert.h"
#include "statusmessage.h"
#include "unarycalls.h"

#include "rackops/v1/telemetry.grpc.pb.h"

#include <google/protobuf/util/time_util.h>
#include <grpcpp/channel.h>

namespace rackops {

namespace {
constexpr auto kHistoryDeadline = std::chrono::seconds(15);
}

CoolingHistoryClient::CoolingHistoryClient(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , m_stub(std::shared_ptr<v1::TelemetryService::Stub>(v1::TelemetryService::NewStub(channel->grpcChannel())))
    , m_calls(std::make_unique<UnaryCalls>(channel))
{
    qRegisterMetaType<rackops::CoolingHistory>();
}

CoolingHistoryClient::~CoolingHistoryClient() = default;

void CoolingHistoryClient::request(const QString &rackId, qint64 fromMs, qint64 toMs, int maxPoints)
{
    using google::protobuf::util::TimeUtil;
    auto stub = std::static_pointer_cast<v1::TelemetryService::Stub>(m_stub);
    v1::CoolingHistoryRequest request;
    request.set_rack_id(rackId.toStdString());
    *request.mutable_from() = TimeUtil::MillisecondsToTimestamp(fromMs);
    if (toMs > 0)
        *request.mutable_to() = TimeUtil::MillisecondsToTimestamp(toMs);
    request.set_max_points(maxPoints);
    request.set_include_leak_events(true);
    const QString endpoint = m_calls->channel().endpoint();
    m_calls->run<v1::CoolingHistoryRequest, v1::CoolingHistoryResponse>(
        this, kHistoryDeadline, std::move(request),
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->QueryCoolingHistory(c, req, resp, cb); },
        [this, rackId, endpoint](const grpc::Status &status, const v1::CoolingHistoryResponse &response) {
            if (status.ok())
                Q_EMIT historyReceived(CoolingConvert::history(response));
            else if (status.error_code() != grpc::StatusCode::CANCELLED)
                Q_EMIT historyFailed(rackId, StatusMessage::describe(status, endpoint));
        });
}

} // namespace rackops
