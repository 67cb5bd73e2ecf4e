#include "fleetwatcher.h"

#include "backendchannel.h"
#include "batchcoalescer.h"
#include "protoconvert.h"
#include "resumablestream.h"
#include "statusmessage.h"

#include "rackops/v1/fleet.grpc.pb.h"

#include <QLoggingCategory>

#include <grpcpp/grpcpp.h>

Q_LOGGING_CATEGORY(lcWatch, "rackops.client.watch")

namespace rackops {

class FleetWatcher::Private
{
public:
    Private(FleetWatcher *q, std::shared_ptr<BackendChannel> channel);

    void attempt(grpc::ClientContext &context, ResumableStream &stream);  // worker thread

    FleetWatcher *q;
    std::shared_ptr<BackendChannel> channel;
    ResumableStream stream;
    BatchCoalescer<FleetUpdate> batches;

    // Worker-only: the point in history the delivered data reached.
    std::string epoch;
    std::int64_t deliveredRevision = 0;
};

FleetWatcher::Private::Private(FleetWatcher *q, std::shared_ptr<BackendChannel> c)
    : q(q)
    , channel(std::move(c))
    , stream(channel->endpoint(), [this](grpc::ClientContext &context, ResumableStream &s) { attempt(context, s); },
             [q](const ConnectionState &state) {
                 QMetaObject::invokeMethod(q, [q, state] { emit q->connectionStateChanged(state); },
                                           Qt::QueuedConnection);
             })
    , batches(q, [q](const FleetUpdate &update) { emit q->fleetUpdated(update); })
{
}

FleetWatcher::FleetWatcher(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, std::move(channel)))
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
    d->batches.setMinInterval(ms);
}

void FleetWatcher::setBackoff(int initialMs, int maxMs)
{
    d->stream.setBackoff(initialMs, maxMs);
}

void FleetWatcher::start()
{
    d->stream.start();
}

void FleetWatcher::stop()
{
    if (!d->stream.isRunning())
        return;
    d->stream.stop();
    // Deliver the final state now: the queued one would arrive after callers look.
    emit connectionStateChanged(d->stream.state());
}

ConnectionState FleetWatcher::connectionState() const
{
    return d->stream.state();
}

void FleetWatcher::Private::attempt(grpc::ClientContext &context, ResumableStream &stream)
{
    channel->prepare(context);
    auto stub = v1::FleetService::NewStub(channel->grpcChannel());
    v1::WatchFleetRequest request;
    request.set_fleet_epoch(epoch);
    request.set_resume_after_revision(deliveredRevision);
    auto reader = stub->WatchFleet(&context, request);

    // Until the snapshot or catch-up is complete, collect it here and deliver
    // it whole: the GUI never shows half a snapshot.
    FleetUpdate initial;
    bool inSync = false;
    v1::WatchFleetResponse message;
    while (reader->Read(&message)) {
        FleetUpdate update = ProtoConvert::fleetUpdate(message);

        if (inSync) {
            batches.deliver(std::move(update));
        } else {
            initial.mergeFrom(std::move(update));
            stream.markSyncing(int(initial.upserts.size()), message.sync_total());
            if (!message.initial_sync_complete())
                continue;
            inSync = true;
            batches.deliver(std::move(initial));
            stream.markLive();
        }
        epoch = message.fleet_epoch();
        deliveredRevision = message.revision();
    }
    const grpc::Status status = reader->Finish();
    stream.markEnded(StatusMessage::describe(status, channel->endpoint()));
    qCInfo(lcWatch) << "fleet watch ended:" << status.error_code() << QString::fromStdString(status.error_message());
}

} // namespace rackops
