#include "clusterwatcher.h"

#include "clusterconvert.h"
#include "streamwatch.h"

#include "rackops/v1/clusters.grpc.pb.h"

namespace rackops {

namespace {
struct ClusterStream {
    using Response = v1::WatchClustersResponse;
    using Batch = ClusterUpdate;
    std::unique_ptr<v1::ClusterService::Stub> stub;
    static constexpr const char *kName = "clusters";

    std::unique_ptr<grpc::ClientReader<Response>> open(BackendChannel &channel, grpc::ClientContext &context,
                                                       const StreamCursor &cursor)
    {
        v1::WatchClustersRequest request;
        request.set_epoch(cursor.epoch);
        request.set_resume_after_revision(cursor.revision);
        stub = v1::ClusterService::NewStub(channel.grpcChannel());
        return stub->WatchClusters(&context, request);
    }

    Batch convert(const Response &message, StreamMark *mark) const
    {
        *mark = {{message.epoch(), message.revision()}, message.initial_sync_complete(), message.upserts_size(), 0};
        return ClusterConvert::update(message);
    }
};
} // namespace

class ClusterWatcher::Private : public StreamWatch<ClusterStream> {
    using StreamWatch::StreamWatch;
};

ClusterWatcher::ClusterWatcher(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(
          this, std::move(channel), ClusterStream {},
          [this](const ClusterUpdate &update) { Q_EMIT clustersUpdated(update); },
          [this](const ConnectionState &state) {
              QMetaObject::invokeMethod(
                  this, [this, state] { Q_EMIT connectionStateChanged(state); }, Qt::QueuedConnection);
          }))
{
    qRegisterMetaType<rackops::ClusterUpdate>();
    qRegisterMetaType<rackops::ConnectionState>();
}

ClusterWatcher::~ClusterWatcher()
{
    stop();
}

void ClusterWatcher::setMinFlushInterval(int ms)
{
    d->batches().setMinInterval(ms);
}

void ClusterWatcher::setBackoff(int initialMs, int maxMs)
{
    d->stream().setBackoff(initialMs, maxMs);
}

void ClusterWatcher::start()
{
    d->stream().start();
}

void ClusterWatcher::stop()
{
    if (!d->stream().isRunning())
        return;
    d->stream().stop();
    Q_EMIT connectionStateChanged(d->stream().state());
}

ConnectionState ClusterWatcher::connectionState() const
{
    return d->stream().state();
}

} // namespace rackops
