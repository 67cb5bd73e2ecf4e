#include "replicationwatcher.h"

#include "backendchannel.h"
#include "batchcoalescer.h"
#include "protoconvert.h"
#include "resumablestream.h"
#include "statusmessage.h"

#include "rackops/v1/replication.grpc.pb.h"

#include <google/protobuf/util/time_util.h>
#include <grpcpp/grpcpp.h>

namespace rackops {

namespace {
constexpr auto kListDeadline = std::chrono::seconds(10);
}

class ReplicationWatcher::Private
{
public:
    Private(ReplicationWatcher *q, std::shared_ptr<BackendChannel> c, int interval)
        : channel(std::move(c))
        , intervalMs(interval)
        , stream(channel->endpoint(), [this](grpc::ClientContext &context, ResumableStream &s) { attempt(context, s); },
                 [](const ConnectionState &) {})  // the fleet watch speaks for the link
        , batches(q, [q](const ReplicationUpdate &update) { emit q->replicationUpdated(update); })
    {
    }

    void attempt(grpc::ClientContext &context, ResumableStream &s)  // worker thread
    {
        channel->prepare(context);
        auto stub = v1::ReplicationService::NewStub(channel->grpcChannel());
        // The regions first, so the first snapshot can name them; a backend without them still streams.
        QList<StorageRegion> regions;
        {
            grpc::ClientContext listContext;
            channel->prepare(listContext);
            listContext.set_deadline(std::chrono::system_clock::now() + kListDeadline);
            v1::ListRegionsResponse response;
            if (stub->ListRegions(&listContext, {}, &response).ok()) {
                for (const auto &r : response.regions())
                    regions.append(ProtoConvert::storageRegion(r));
            }
        }
        v1::WatchReplicationRequest request;
        *request.mutable_interval() = google::protobuf::util::TimeUtil::MillisecondsToDuration(intervalMs);
        auto reader = stub->WatchReplication(&context, request);
        v1::ReplicationBatch message;
        bool live = false;
        while (reader->Read(&message)) {
            if (!live) {
                s.markLive();
                live = true;
            }
            ReplicationUpdate update;
            update.reset = message.reset();
            update.serverTimeMs = message.has_server_time() ? ProtoConvert::toMs(message.server_time()) : 0;
            update.pairs.reserve(message.pairs_size());
            for (const auto &p : message.pairs())
                update.pairs.append(ProtoConvert::replicationPair(p));
            for (const auto &c : message.cache_stats())
                update.caches.append(ProtoConvert::regionCache(c));
            if (update.reset)
                update.regions = regions;
            batches.deliver(std::move(update));
        }
        s.markEnded(StatusMessage::describe(reader->Finish(), channel->endpoint()));
    }

    std::shared_ptr<BackendChannel> channel;
    int intervalMs;
    ResumableStream stream;
    BatchCoalescer<ReplicationUpdate> batches;
};

ReplicationWatcher::ReplicationWatcher(std::shared_ptr<BackendChannel> channel, int intervalMs, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, std::move(channel), intervalMs))
{
    qRegisterMetaType<rackops::ReplicationUpdate>();
}

ReplicationWatcher::~ReplicationWatcher()
{
    stop();
}

void ReplicationWatcher::start()
{
    d->stream.start();
}

void ReplicationWatcher::stop()
{
    d->stream.stop();
}

} // namespace rackops
