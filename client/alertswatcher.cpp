#include "alertswatcher.h"

#include "alertconvert.h"
#include "keyedchanges.h"
#include "streamwatch.h"

#include "rackops/v1/alerts.grpc.pb.h"

namespace rackops {

namespace {
struct AlertsStream {
    using Response = v1::WatchAlertsResponse;
    using Batch = KeyedChanges<AlertInfo>;
    std::unique_ptr<v1::AlertService::Stub> stub;
    static constexpr const char *kName = "alerts";

    std::unique_ptr<grpc::ClientReader<Response>> open(BackendChannel &channel, grpc::ClientContext &context,
                                                       const StreamCursor &cursor)
    {
        v1::WatchAlertsRequest request;
        request.set_alert_epoch(cursor.epoch);
        request.set_resume_after_revision(cursor.revision);
        stub = v1::AlertService::NewStub(channel.grpcChannel());
        return stub->WatchAlerts(&context, request);
    }

    Batch convert(const Response &message, StreamMark *mark) const
    {
        *mark = {{message.alert_epoch(), message.revision()}, message.initial_sync_complete(), message.upserts_size()};
        return Batch::fromMessage(message, message.upserts(), message.removed_alert_ids(), &AlertConvert::alert);
    }
};
} // namespace

// The fleet watch speaks for the link; this one's state says whether the alert counts can be believed.
class AlertsWatcher::Private : public StreamWatch<AlertsStream> {
    using StreamWatch::StreamWatch;
};

AlertsWatcher::AlertsWatcher(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(
          this, std::move(channel), AlertsStream {},
          [this](const AlertsStream::Batch &batch) {
              if (batch.isHeartbeat())
                  Q_EMIT serverTimeReceived(batch.serverTimeMs);
              else
                  Q_EMIT alertsUpdated(batch.reset, batch.upserts, batch.removedIds, batch.serverTimeMs);
          },
          [this](const ConnectionState &state) {
              QMetaObject::invokeMethod(
                  this, [this, state] { Q_EMIT streamStateChanged(state); }, Qt::QueuedConnection);
          }))
{
    qRegisterMetaType<rackops::AlertInfo>();
    qRegisterMetaType<rackops::ConnectionState>();
}

AlertsWatcher::~AlertsWatcher()
{
    stop();
}

void AlertsWatcher::start()
{
    d->stream().start();
}

void AlertsWatcher::stop()
{
    d->stream().stop();
}

} // namespace rackops
