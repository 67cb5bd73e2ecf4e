#include "operationswatcher.h"

#include "backendchannel.h"
#include "protoconvert.h"
#include "resumablestream.h"
#include "statusmessage.h"

#include "rackops/v1/operations.grpc.pb.h"

#include <grpcpp/grpcpp.h>

namespace rackops {

class OperationsWatcher::Private
{
public:
    Private(OperationsWatcher *q, std::shared_ptr<BackendChannel> c)
        : q(q)
        , channel(std::move(c))
        , stream(channel->endpoint(), [this](grpc::ClientContext &context, ResumableStream &s) { attempt(context, s); },
                 [](const ConnectionState &) {})  // the fleet watch speaks for the link
    {
    }

    void attempt(grpc::ClientContext &context, ResumableStream &s)
    {
        channel->prepare(context);
        auto stub = v1::OperationsService::NewStub(channel->grpcChannel());
        v1::WatchOperationsRequest request;
        request.set_operations_epoch(epoch);
        request.set_resume_after_revision(revision);
        auto reader = stub->WatchOperations(&context, request);
        v1::WatchOperationsResponse message;
        while (reader->Read(&message)) {
            QList<OperationInfo> upserts;
            for (const auto &op : message.upserts())
                upserts.append(ProtoConvert::operation(op));
            QStringList removed;
            for (const auto &id : message.removed_operation_ids())
                removed.append(QString::fromStdString(id));
            epoch = message.operations_epoch();
            revision = message.revision();
            if (message.initial_sync_complete())
                s.markLive();
            if (upserts.isEmpty() && removed.isEmpty() && !message.reset())
                continue;  // heartbeat
            QMetaObject::invokeMethod(
                q, [q = q, reset = message.reset(), upserts, removed] { emit q->operationsUpdated(reset, upserts, removed); },
                Qt::QueuedConnection);
        }
        s.markEnded(StatusMessage::describe(reader->Finish(), channel->endpoint()));
    }

    OperationsWatcher *q;
    std::shared_ptr<BackendChannel> channel;
    ResumableStream stream;
    std::string epoch;
    std::int64_t revision = 0;
};

OperationsWatcher::OperationsWatcher(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, std::move(channel)))
{
    qRegisterMetaType<rackops::OperationInfo>();
}

OperationsWatcher::~OperationsWatcher()
{
    stop();
}

void OperationsWatcher::start()
{
    d->stream.start();
}

void OperationsWatcher::stop()
{
    d->stream.stop();
}

} // namespace rackops
