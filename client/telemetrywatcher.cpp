#include "telemetrywatcher.h"

#include "backendchannel.h"
#include "protoconvert.h"
#include "resumablestream.h"
#include "statusmessage.h"

#include "rackops/v1/telemetry.grpc.pb.h"

#include <google/protobuf/util/time_util.h>
#include <grpcpp/grpcpp.h>

namespace rackops {

class TelemetryWatcher::Private
{
public:
    Private(TelemetryWatcher *q, std::shared_ptr<BackendChannel> c, QStringList ids, int interval)
        : q(q)
        , channel(std::move(c))
        , rackIds(std::move(ids))
        , intervalMs(interval)
        , stream(channel->endpoint(), [this](grpc::ClientContext &context, ResumableStream &s) { attempt(context, s); },
                 [](const ConnectionState &) {})  // the fleet watch speaks for the link
    {
    }

    void attempt(grpc::ClientContext &context, ResumableStream &s)
    {
        channel->prepare(context);
        auto stub = v1::TelemetryService::NewStub(channel->grpcChannel());
        v1::WatchCoolingRequest request;
        for (const QString &id : rackIds)
            request.add_rack_ids(id.toStdString());
        *request.mutable_interval() = google::protobuf::util::TimeUtil::MillisecondsToDuration(intervalMs);
        auto reader = stub->WatchCooling(&context, request);
        v1::CoolingBatch batch;
        bool live = false;
        while (reader->Read(&batch)) {
            if (!live) {
                s.markLive();
                live = true;
            }
            QList<CoolingSample> samples;
            samples.reserve(batch.samples_size());
            for (const auto &sample : batch.samples())
                samples.append(ProtoConvert::cooling(sample));  // converted here, off the GUI thread
            if (samples.isEmpty())
                continue;
            QMetaObject::invokeMethod(q, [q = q, samples] { emit q->samplesReceived(samples); }, Qt::QueuedConnection);
        }
        s.markEnded(StatusMessage::describe(reader->Finish(), channel->endpoint()));
    }

    TelemetryWatcher *q;
    std::shared_ptr<BackendChannel> channel;
    QStringList rackIds;
    int intervalMs;
    ResumableStream stream;
};

TelemetryWatcher::TelemetryWatcher(std::shared_ptr<BackendChannel> channel, QStringList rackIds, int intervalMs,
                                   QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, std::move(channel), std::move(rackIds), intervalMs))
{
    qRegisterMetaType<rackops::CoolingSample>();
}

TelemetryWatcher::~TelemetryWatcher()
{
    stop();
}

void TelemetryWatcher::start()
{
    d->stream.start();
}

void TelemetryWatcher::stop()
{
    d->stream.stop();
}

} // namespace rackops
