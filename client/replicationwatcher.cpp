#include "replicationwatcher.h"

#include "commonconvert.h"
#include "replicationconvert.h"
#include "streamwatch.h"

#include "rackops/v1/replication.grpc.pb.h"

#include <google/protobuf/util/time_util.h>

namespace rackops {

namespace {
constexpr auto kListDeadline = std::chrono::seconds(10);

// A fresh snapshot on each connect (the first message resets), with the
// region list asked for first so that snapshot can name them.
struct ReplicationStream {
    using Response = v1::ReplicationBatch;
    using Batch = ReplicationUpdate;
    static constexpr const char *kName = "replication";

    int intervalMs = 0;
    QList<StorageRegion> regions;
    std::unique_ptr<v1::ReplicationService::Stub> stub;

    std::unique_ptr<grpc::ClientReader<Response>> open(BackendChannel &channel, grpc::ClientContext &context,
                                                       const StreamCursor &)
    {
        stub = v1::ReplicationService::NewStub(channel.grpcChannel());
        regions.clear();
        grpc::ClientContext listContext; // a backend without regions still streams
        channel.prepare(listContext);
        listContext.set_deadline(std::chrono::system_clock::now() + kListDeadline);
        v1::ListRegionsResponse response;
        if (stub->ListRegions(&listContext, {}, &response).ok()) {
            for (const auto &r : response.regions())
                regions.append(ReplicationConvert::storageRegion(r));
        }
        v1::WatchReplicationRequest request;
        *request.mutable_interval() = google::protobuf::util::TimeUtil::MillisecondsToDuration(intervalMs);
        return stub->WatchReplication(&context, request);
    }

    Batch convert(const Response &message, StreamMark *mark) const
    {
        mark->items = message.pairs_size();
        Batch update;
        update.reset = message.reset();
        update.serverTimeMs = message.has_server_time() ? CommonConvert::toMs(message.server_time()) : 0;
        update.pairs.reserve(message.pairs_size());
        for (const auto &p : message.pairs())
            update.pairs.append(ReplicationConvert::pair(p));
        for (const auto &c : message.cache_stats())
            update.caches.append(ReplicationConvert::regionCache(c));
        if (update.reset)
            update.regions = regions;
        return update;
    }
};
} // namespace

// The fleet watch speaks for the link, so this one publishes no state.
class ReplicationWatcher::Private : public StreamWatch<ReplicationStream> {
    using StreamWatch::StreamWatch;
};

ReplicationWatcher::ReplicationWatcher(std::shared_ptr<BackendChannel> channel, int intervalMs, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, std::move(channel), ReplicationStream {intervalMs, {}, {}},
                                  [this](const ReplicationUpdate &update) { Q_EMIT replicationUpdated(update); }))
{
    qRegisterMetaType<rackops::ReplicationUpdate>();
}

ReplicationWatcher::~ReplicationWatcher()
{
    stop();
}

void ReplicationWatcher::start()
{
    d->stream().start();
}

void ReplicationWatcher::stop()
{
    d->stream().stop();
}

} // namespace rackops
