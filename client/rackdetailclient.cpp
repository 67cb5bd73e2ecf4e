#include "rackdetailclient.h"

#include "fleetconvert.h"
#include "statusmessage.h"
#include "unarycalls.h"

#include "rackops/v1/fleet.grpc.pb.h"

#include <grpcpp/channel.h>

namespace rackops {

namespace {
constexpr auto kDetailDeadline = std::chrono::seconds(5);
}

RackDetailClient::RackDetailClient(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , m_stub(std::shared_ptr<v1::FleetService::Stub>(v1::FleetService::NewStub(channel->grpcChannel())))
    , m_calls(std::make_unique<UnaryCalls>(channel))
{
    qRegisterMetaType<rackops::RackDetail>();
}

RackDetailClient::~RackDetailClient() = default;

void RackDetailClient::request(const QString &rackId)
{
    auto stub = std::static_pointer_cast<v1::FleetService::Stub>(m_stub);
    v1::GetRackRequest request;
    request.set_rack_id(rackId.toStdString());
    const QString endpoint = m_calls->channel().endpoint();
    m_calls->run<v1::GetRackRequest, v1::RackDetail>(
        this, kDetailDeadline, std::move(request),
        [stub](auto *context, auto *req, auto *resp, auto callback) {
            stub->async()->GetRack(context, req, resp, callback);
        },
        [this, rackId, endpoint](const grpc::Status &status, const v1::RackDetail &detail) {
            if (status.ok())
                Q_EMIT detailReceived(FleetConvert::detail(detail));
            else if (status.error_code() == grpc::StatusCode::NOT_FOUND)
                Q_EMIT detailFailed(rackId, StatusMessage::tr("Rack %1 is not known to the backend.").arg(rackId));
            else if (status.error_code() != grpc::StatusCode::CANCELLED)
                Q_EMIT detailFailed(rackId, StatusMessage::describe(status, endpoint));
        });
}

} // namespace rackops
