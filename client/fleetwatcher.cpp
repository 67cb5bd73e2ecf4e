#include "fleetwatcher.h"

#include "backendchannel.h"
#include "protoconvert.h"
#include "resumablestream.h"
#include "statusmessage.h"

#include "rackops/v1/fleet.grpc.pb.h"

#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QTimer>

#include <grpcpp/grpcpp.h>

#include <mutex>
#include <optional>

Q_LOGGING_CATEGORY(lcWatch, "rackops.client.watch")

namespace rackops {

class FleetWatcher::Private
{
public:
    Private(FleetWatcher *q, std::shared_ptr<BackendChannel> channel);

    void attempt(grpc::ClientContext &context, ResumableStream &stream);  // worker thread
    void deliver(FleetUpdate &&update);                                   // worker -> pending batch
    void scheduleFlush();                                                 // GUI thread
    void flush();                                                         // GUI thread

    FleetWatcher *q;
    std::shared_ptr<BackendChannel> channel;
    ResumableStream stream;

    std::mutex mutex;  // guards pending and flushPosted
    std::optional<FleetUpdate> pending;
    bool flushPosted = false;

    // Worker-only: the point in history the delivered data reached.
    std::string epoch;
    std::int64_t deliveredRevision = 0;

    // GUI-thread only.
    QTimer flushTimer;
    QElapsedTimer sinceFlush;
    int minFlushIntervalMs = 100;
};

FleetWatcher::Private::Private(FleetWatcher *q, std::shared_ptr<BackendChannel> c)
    : q(q)
    , channel(std::move(c))
    , stream(channel->endpoint(), [this](grpc::ClientContext &context, ResumableStream &s) { attempt(context, s); },
             [q](const ConnectionState &state) {
                 QMetaObject::invokeMethod(q, [q, state] { emit q->connectionStateChanged(state); },
                                           Qt::QueuedConnection);
             })
{
}

FleetWatcher::FleetWatcher(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, std::move(channel)))
{
    qRegisterMetaType<rackops::FleetUpdate>();
    qRegisterMetaType<rackops::ConnectionState>();
    d->flushTimer.setSingleShot(true);
    connect(&d->flushTimer, &QTimer::timeout, this, [this] { d->flush(); });
}

FleetWatcher::~FleetWatcher()
{
    stop();
}

void FleetWatcher::setMinFlushInterval(int ms)
{
    d->minFlushIntervalMs = std::max(ms, 0);
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
            deliver(std::move(update));
        } else {
            stream.markSyncing();
            initial.mergeFrom(std::move(update));
            if (!message.initial_sync_complete())
                continue;
            inSync = true;
            deliver(std::move(initial));
            stream.markLive();
        }
        epoch = message.fleet_epoch();
        deliveredRevision = message.revision();
    }
    const grpc::Status status = reader->Finish();
    stream.markEnded(StatusMessage::describe(status, channel->endpoint()));
    qCInfo(lcWatch) << "fleet watch ended:" << status.error_code() << QString::fromStdString(status.error_message());
}

void FleetWatcher::Private::deliver(FleetUpdate &&update)
{
    bool post = false;
    {
        std::lock_guard lock(mutex);
        if (pending)
            pending->mergeFrom(std::move(update));
        else
            pending = std::move(update);
        if (!flushPosted) {
            flushPosted = true;
            post = true;
        }
    }
    if (post)
        QMetaObject::invokeMethod(q, [q = q] { q->d->scheduleFlush(); }, Qt::QueuedConnection);
}

void FleetWatcher::Private::scheduleFlush()
{
    if (!sinceFlush.isValid() || sinceFlush.elapsed() >= minFlushIntervalMs) {
        flush();
        return;
    }
    if (!flushTimer.isActive())
        flushTimer.start(int(minFlushIntervalMs - sinceFlush.elapsed()));
}

void FleetWatcher::Private::flush()
{
    std::optional<FleetUpdate> batch;
    {
        std::lock_guard lock(mutex);
        batch.swap(pending);
        flushPosted = false;
    }
    sinceFlush.start();
    if (batch)
        emit q->fleetUpdated(*batch);
}

} // namespace rackops
