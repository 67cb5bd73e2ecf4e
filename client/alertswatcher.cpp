#include "alertswatcher.h"

#include "alertconvert.h"
#include "backendchannel.h"
#include "protoconvert.h"
#include "resumablestream.h"
#include "statusmessage.h"

#include "rackops/v1/alerts.grpc.pb.h"

#include <grpcpp/grpcpp.h>

namespace rackops {

class AlertsWatcher::Private
{
public:
    Private(AlertsWatcher *q, std::shared_ptr<BackendChannel> c)
        : q(q)
        , channel(std::move(c))
        , stream(channel->endpoint(), [this](grpc::ClientContext &context, ResumableStream &s) { attempt(context, s); },
                 [](const ConnectionState &) {})  // the fleet watch speaks for the link
    {
    }

    void attempt(grpc::ClientContext &context, ResumableStream &s)
    {
        channel->prepare(context);
        auto stub = v1::AlertService::NewStub(channel->grpcChannel());
        v1::WatchAlertsRequest request;
        request.set_alert_epoch(epoch);
        request.set_resume_after_revision(revision);
        auto reader = stub->WatchAlerts(&context, request);
        v1::WatchAlertsResponse message;
        while (reader->Read(&message)) {
            epoch = message.alert_epoch();
            revision = message.revision();
            const qint64 serverTime = message.has_server_time() ? ProtoConvert::toMs(message.server_time()) : 0;
            if (message.initial_sync_complete())
                s.markLive();
            if (message.upserts().empty() && message.removed_alert_ids().empty() && !message.reset()) {
                QMetaObject::invokeMethod(q, [q = q, serverTime] { emit q->serverTimeReceived(serverTime); },
                                          Qt::QueuedConnection);
                continue;
            }
            QList<AlertInfo> upserts;
            upserts.reserve(message.upserts_size());
            for (const auto &alert : message.upserts())
                upserts.append(AlertConvert::alert(alert));
            QStringList removed;
            for (const auto &id : message.removed_alert_ids())
                removed.append(QString::fromStdString(id));
            QMetaObject::invokeMethod(
                q,
                [q = q, reset = message.reset(), upserts, removed, serverTime] {
                    emit q->alertsUpdated(reset, upserts, removed, serverTime);
                },
                Qt::QueuedConnection);
        }
        s.markEnded(StatusMessage::describe(reader->Finish(), channel->endpoint()));
    }

    AlertsWatcher *q;
    std::shared_ptr<BackendChannel> channel;
    ResumableStream stream;
    std::string epoch;
    std::int64_t revision = 0;
};

AlertsWatcher::AlertsWatcher(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, std::move(channel)))
{
    qRegisterMetaType<rackops::AlertInfo>();
}

AlertsWatcher::~AlertsWatcher()
{
    stop();
}

void AlertsWatcher::start()
{
    d->stream.start();
}

void AlertsWatcher::stop()
{
    d->stream.stop();
}

} // namespace rackops
