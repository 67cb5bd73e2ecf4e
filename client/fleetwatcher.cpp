#include "fleetwatcher.h"

#include "fleetconvert.h"
#include "streamwatch.h"

#include "rackops/v1/fleet.grpc.pb.h"

namespace rackops {

namespace {
struct FleetStream {
    using Response = v1::WatchFleetResponse;
    using Batch = FleetUpdate;
    std::unique_ptr<v1::FleetService::Stub> stub;
    static constexpr const char *kName = "fleet";

    std::unique_ptr<grpc::ClientReader<Response>> open(BackendChannel &channel, grpc::ClientContext &context,
                                                       const StreamCursor &cursor)
    {
        v1::WatchFleetRequest request;
        request.set_fleet_epoch(cursor.epoch);
        request.set_resume_after_revision(cursor.revision);
        stub = v1::FleetService::NewStub(channel.grpcChannel());
        return stub->WatchFleet(&context, request);
    }

    Batch convert(const Response &message, StreamMark *mark) const
    {
        *mark = {{message.fleet_epoch(), message.revision()},
                 message.initial_sync_complete(),
                 message.upserts_size(),
                 message.sync_total()};
        return FleetConvert::fleetUpdate(message);
    }
};
} // namespace

class FleetWatcher::Private : public StreamWatch<FleetStream> {
    using StreamWatch::StreamWatch;
};

FleetWatcher::FleetWatcher(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(
          this, std::move(channel), FleetStream {}, [this](const FleetUpdate &update) { Q_EMIT fleetUpdated(update); },
          [this](const ConnectionState &state) {
              QMetaObject::invokeMethod(
                  this, [this, state] { Q_EMIT connectionStateChanged(state); }, Qt::QueuedConnection);
          }))
{
    qRegisterMetaType<rackops::FleetUpdate>();
    qRegisterMetaType<rackops::ConnectionState>();
}

FleetWatcher::~FleetWatcher()
{
    stop();
}

void FleetWatcher::setMinFlushInterval(int ms)
{
    d->batches().setMinInterval(ms);
}

void FleetWatcher::setBackoff(int initialMs, int maxMs)
{
    d->stream().setBackoff(initialMs, maxMs);
}

void FleetWatcher::start()
{
    d->stream().start();
}

void FleetWatcher::stop()
{
    if (!d->stream().isRunning())
        return;
    d->stream().stop();
    // Deliver the final state now: the queued one would arrive after callers look.
    Q_EMIT connectionStateChanged(d->stream().state());
}

ConnectionState FleetWatcher::connectionState() const
{
    return d->stream().state();
}

} // namespace rackops
