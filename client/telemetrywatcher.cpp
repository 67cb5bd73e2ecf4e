#include "telemetrywatcher.h"

#include "coolingconvert.h"
#include "coolingsamples.h"
#include "streamwatch.h"

#include "rackops/v1/telemetry.grpc.pb.h"

#include <google/protobuf/util/time_util.h>

namespace rackops {

namespace {
// A fresh stream on each connect: samples are measurements, not history to resume.
struct CoolingStream {
    using Response = v1::CoolingBatch;
    using Batch = CoolingSamples;
    static constexpr const char *kName = "cooling";

    QStringList rackIds;
    int intervalMs = 0;
    std::unique_ptr<v1::TelemetryService::Stub> stub;

    std::unique_ptr<grpc::ClientReader<Response>> open(BackendChannel &channel, grpc::ClientContext &context,
                                                       const StreamCursor &)
    {
        v1::WatchCoolingRequest request;
        for (const QString &id : std::as_const(rackIds))
            request.add_rack_ids(id.toStdString());
        *request.mutable_interval() = google::protobuf::util::TimeUtil::MillisecondsToDuration(intervalMs);
        stub = v1::TelemetryService::NewStub(channel.grpcChannel());
        return stub->WatchCooling(&context, request);
    }

    Batch convert(const Response &message, StreamMark *mark) const
    {
        mark->items = message.samples_size();
        Batch batch;
        batch.samples.reserve(message.samples_size());
        for (const auto &sample : message.samples())
            batch.samples.append(CoolingConvert::sample(sample));
        return batch;
    }
};
} // namespace

// The fleet watch speaks for the link, so this one publishes no state.
class TelemetryWatcher::Private : public StreamWatch<CoolingStream> {
    using StreamWatch::StreamWatch;
};

TelemetryWatcher::TelemetryWatcher(std::shared_ptr<BackendChannel> channel, QStringList rackIds, int intervalMs,
                                   QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, std::move(channel), CoolingStream {std::move(rackIds), intervalMs, {}},
                                  [this](const CoolingSamples &batch) {
                                      if (!batch.samples.isEmpty())
                                          Q_EMIT samplesReceived(batch.samples);
                                  }))
{
    qRegisterMetaType<rackops::CoolingSample>();
}

TelemetryWatcher::~TelemetryWatcher()
{
    stop();
}

void TelemetryWatcher::start()
{
    d->stream().start();
}

void TelemetryWatcher::stop()
{
    d->stream().stop();
}

} // namespace rackops
