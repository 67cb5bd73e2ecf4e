#include "operationswatcher.h"

#include "keyedchanges.h"
#include "operationsconvert.h"
#include "streamwatch.h"

#include "rackops/v1/operations.grpc.pb.h"

namespace rackops {

namespace {
struct OperationsStream {
    using Response = v1::WatchOperationsResponse;
    using Batch = KeyedChanges<OperationInfo>;
    std::unique_ptr<v1::OperationsService::Stub> stub;
    static constexpr const char *kName = "operations";

    std::unique_ptr<grpc::ClientReader<Response>> open(BackendChannel &channel, grpc::ClientContext &context,
                                                       const StreamCursor &cursor)
    {
        v1::WatchOperationsRequest request;
        request.set_operations_epoch(cursor.epoch);
        request.set_resume_after_revision(cursor.revision);
        stub = v1::OperationsService::NewStub(channel.grpcChannel());
        return stub->WatchOperations(&context, request);
    }

    Batch convert(const Response &message, StreamMark *mark) const
    {
        *mark = {
            {message.operations_epoch(), message.revision()}, message.initial_sync_complete(), message.upserts_size()};
        return Batch::fromMessage(message, message.upserts(), message.removed_operation_ids(),
                                  &OperationsConvert::operation);
    }
};
} // namespace

// The fleet watch speaks for the link, so this one publishes no state.
class OperationsWatcher::Private : public StreamWatch<OperationsStream> {
    using StreamWatch::StreamWatch;
};

OperationsWatcher::OperationsWatcher(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, std::move(channel), OperationsStream {},
                                  [this](const OperationsStream::Batch &batch) {
                                      if (!batch.isHeartbeat())
                                          Q_EMIT operationsUpdated(batch.reset, batch.upserts, batch.removedIds);
                                  }))
{
    qRegisterMetaType<rackops::OperationInfo>();
}

OperationsWatcher::~OperationsWatcher()
{
    stop();
}

void OperationsWatcher::start()
{
    d->stream().start();
}

void OperationsWatcher::stop()
{
    d->stream().stop();
}

} // namespace rackops
