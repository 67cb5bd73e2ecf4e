#include "fleetwatcher.h"

#include "backendchannel.h"
#include "protoconvert.h"
#include "reconnectbackoff.h"
#include "statusmessage.h"

#include "rackops/v1/fleet.grpc.pb.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QTimer>

#include <grpcpp/grpcpp.h>

#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

Q_LOGGING_CATEGORY(lcWatch, "rackops.client.watch")

namespace rackops {

class FleetWatcher::Private
{
public:
    Private(FleetWatcher *q, std::shared_ptr<BackendChannel> channel)
        : q(q)
        , channel(std::move(channel))
    {
        state.endpoint = this->channel->endpoint();
    }

    void run();                                  // worker thread
    bool watchOnce(ReconnectBackoff &backoff);   // one stream; true if it got in sync
    void deliver(FleetUpdate &&update);          // worker -> pending batch
    void publishState(const ConnectionState &next);
    void scheduleFlush();                        // GUI thread
    void flush();                                // GUI thread
    bool sleepInterruptibly(std::int64_t ms);

    FleetWatcher *q;
    std::shared_ptr<BackendChannel> channel;
    std::thread worker;

    std::mutex mutex;                  // guards everything below
    std::condition_variable wake;
    bool stopping = false;
    grpc::ClientContext *activeContext = nullptr;
    std::optional<FleetUpdate> pending;
    bool flushPosted = false;
    ConnectionState state;
    int initialBackoffMs = 1000;
    int maxBackoffMs = 30000;

    // Worker-only: the point in history the delivered data reached.
    std::string epoch;
    std::int64_t deliveredRevision = 0;

    // GUI-thread only.
    QTimer flushTimer;
    QElapsedTimer sinceFlush;
    int minFlushIntervalMs = 100;
};

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
    std::lock_guard lock(d->mutex);
    d->initialBackoffMs = initialMs;
    d->maxBackoffMs = maxMs;
}

void FleetWatcher::start()
{
    if (d->worker.joinable())
        return;
    {
        std::lock_guard lock(d->mutex);
        d->stopping = false;
    }
    d->worker = std::thread([this] { d->run(); });
}

void FleetWatcher::stop()
{
    if (!d->worker.joinable())
        return;
    {
        std::lock_guard lock(d->mutex);
        d->stopping = true;
        if (d->activeContext)
            d->activeContext->TryCancel();
    }
    d->wake.notify_all();
    d->worker.join();
    ConnectionState stopped = connectionState();
    stopped.phase = ConnectionState::Phase::Stopped;
    stopped.nextRetryAtMs = 0;
    {
        std::lock_guard lock(d->mutex);
        d->state = stopped;
    }
    emit connectionStateChanged(stopped);
}

ConnectionState FleetWatcher::connectionState() const
{
    std::lock_guard lock(d->mutex);
    return d->state;
}

void FleetWatcher::Private::publishState(const ConnectionState &next)
{
    {
        std::lock_guard lock(mutex);
        if (state == next)
            return;
        state = next;
    }
    QMetaObject::invokeMethod(q, [q = q, next] { emit q->connectionStateChanged(next); }, Qt::QueuedConnection);
}

bool FleetWatcher::Private::sleepInterruptibly(std::int64_t ms)
{
    std::unique_lock lock(mutex);
    return !wake.wait_for(lock, std::chrono::milliseconds(ms), [this] { return stopping; });
}

void FleetWatcher::Private::run()
{
    ReconnectBackoff backoff(initialBackoffMs, maxBackoffMs);
    ConnectionState current;
    {
        std::lock_guard lock(mutex);
        current = state;
    }
    current.phase = ConnectionState::Phase::Connecting;
    publishState(current);

    for (;;) {
        {
            std::lock_guard lock(mutex);
            if (stopping)
                return;
        }
        watchOnce(backoff);
        {
            std::lock_guard lock(mutex);
            if (stopping)
                return;
            current = state;
        }
        const std::int64_t delay = backoff.nextDelayMs();
        const std::int64_t now = QDateTime::currentMSecsSinceEpoch();
        current.phase = ConnectionState::Phase::Reconnecting;
        current.attempt = backoff.attempt();
        current.nextRetryAtMs = now + delay;
        if (current.downSinceMs == 0)
            current.downSinceMs = now;
        publishState(current);
        qCDebug(lcWatch) << "retrying in" << delay << "ms:" << current.lastError;
        if (!sleepInterruptibly(delay))
            return;
    }
}

bool FleetWatcher::Private::watchOnce(ReconnectBackoff &backoff)
{
    auto stub = v1::FleetService::NewStub(channel->grpcChannel());
    grpc::ClientContext context;
    {
        std::lock_guard lock(mutex);
        if (stopping)
            return false;
        activeContext = &context;
    }
    v1::WatchFleetRequest request;
    request.set_fleet_epoch(epoch);
    request.set_resume_after_revision(deliveredRevision);
    auto reader = stub->WatchFleet(&context, request);

    ConnectionState current;
    {
        std::lock_guard lock(mutex);
        current = state;
    }
    // Until the snapshot or catch-up is complete, collect it here and deliver
    // it whole: the GUI never shows half a snapshot.
    FleetUpdate initial;
    bool inSync = false;
    v1::WatchFleetResponse message;
    while (reader->Read(&message)) {
        FleetUpdate update;
        update.reset = message.reset();
        update.revision = message.revision();
        update.fleetEpoch = QString::fromStdString(message.fleet_epoch());
        update.serverTimeMs = message.has_server_time() ? ProtoConvert::toMs(message.server_time()) : 0;
        update.upserts.reserve(message.upserts_size());
        for (const auto &rack : message.upserts())
            update.upserts.append(ProtoConvert::summary(rack));
        for (const auto &id : message.removed_rack_ids())
            update.removedRackIds.append(QString::fromStdString(id));

        if (inSync) {
            deliver(std::move(update));
            epoch = message.fleet_epoch();
            deliveredRevision = message.revision();
            continue;
        }
        if (current.phase != ConnectionState::Phase::Syncing) {
            current.phase = ConnectionState::Phase::Syncing;
            current.nextRetryAtMs = 0;
            publishState(current);
        }
        initial.mergeFrom(std::move(update));
        if (message.initial_sync_complete()) {
            inSync = true;
            deliver(std::move(initial));
            epoch = message.fleet_epoch();
            deliveredRevision = message.revision();
            backoff.reset();
            current.phase = ConnectionState::Phase::Live;
            current.lastError.clear();
            current.attempt = 0;
            current.downSinceMs = 0;
            current.nextRetryAtMs = 0;
            publishState(current);
        }
    }
    const grpc::Status status = reader->Finish();
    {
        std::lock_guard lock(mutex);
        activeContext = nullptr;
        if (stopping)
            return inSync;
        state.lastError = StatusMessage::describe(status, channel->endpoint());
    }
    qCInfo(lcWatch) << "watch ended:" << status.error_code() << QString::fromStdString(status.error_message());
    return inSync;
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
