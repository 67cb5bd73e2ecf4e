#include "rackdetailclient.h"

#include "backendchannel.h"
#include "protoconvert.h"
#include "statusmessage.h"

#include "rackops/v1/fleet.grpc.pb.h"

#include <QPointer>

#include <grpcpp/grpcpp.h>

#include <condition_variable>
#include <mutex>

namespace rackops {

namespace {
constexpr auto kDeadline = std::chrono::seconds(5);
}

class RackDetailClient::Private
{
public:
    std::shared_ptr<BackendChannel> channel;
    std::unique_ptr<v1::FleetService::Stub> stub;
    std::mutex mutex;
    std::condition_variable idle;
    int inFlight = 0;
    std::vector<grpc::ClientContext *> contexts;
};

RackDetailClient::RackDetailClient(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , d(std::make_shared<Private>())
{
    qRegisterMetaType<rackops::RackDetail>();
    d->channel = std::move(channel);
    d->stub = v1::FleetService::NewStub(d->channel->grpcChannel());
}

RackDetailClient::~RackDetailClient()
{
    // Cancel what is in flight and wait, so no callback outlives this object.
    std::unique_lock lock(d->mutex);
    for (auto *context : d->contexts)
        context->TryCancel();
    d->idle.wait(lock, [this] { return d->inFlight == 0; });
}

void RackDetailClient::request(const QString &rackId)
{
    struct Call
    {
        grpc::ClientContext context;
        v1::GetRackRequest request;
        v1::RackDetail response;
    };
    auto call = std::make_shared<Call>();
    call->context.set_deadline(std::chrono::system_clock::now() + kDeadline);
    call->request.set_rack_id(rackId.toStdString());
    {
        std::lock_guard lock(d->mutex);
        ++d->inFlight;
        d->contexts.push_back(&call->context);
    }
    QPointer<RackDetailClient> self(this);
    std::shared_ptr<Private> shared = d;
    d->stub->async()->GetRack(&call->context, &call->request, &call->response,
        [call, self, shared, rackId](grpc::Status status) {
            if (status.ok()) {
                RackDetail detail = ProtoConvert::detail(call->response);
                QMetaObject::invokeMethod(self.data(), [self, detail] {
                    if (self)
                        emit self->detailReceived(detail);
                }, Qt::QueuedConnection);
            } else if (status.error_code() != grpc::StatusCode::CANCELLED) {
                const QString message = status.error_code() == grpc::StatusCode::NOT_FOUND
                    ? StatusMessage::tr("Rack %1 is not known to the backend.").arg(rackId)
                    : StatusMessage::describe(status, shared->channel->endpoint());
                QMetaObject::invokeMethod(self.data(), [self, rackId, message] {
                    if (self)
                        emit self->detailFailed(rackId, message);
                }, Qt::QueuedConnection);
            }
            std::lock_guard lock(shared->mutex);
            std::erase(shared->contexts, &call->context);
            --shared->inFlight;
            shared->idle.notify_all();
        });
}

} // namespace rackops
