#include "fleetwatcher.h"

#include "fleetstreammessage.h"
#include "fleetwire.h"
#include "streamwatch.h"

#include "rackops/v1/fleet.grpc.pb.h"

#include <grpcpp/support/byte_buffer.h>

#include <string>
#include <string_view>
#include <vector>

// The fleet's messages are read from gRPC's bytes by FleetWire, not parsed into protobuf first.
template<> class grpc::SerializationTraits<rackops::FleetStreamMessage> {
public:
    static constexpr std::size_t kLargestKeptBytes = 4 << 20;

    static grpc::Status Deserialize(grpc::ByteBuffer *buffer, rackops::FleetStreamMessage *message)
    {
        std::vector<grpc::Slice> slices;
        const grpc::Status dumped = buffer->Dump(&slices);
        buffer->Clear();
        if (!dumped.ok()) {
            message->unreadable = dumped.error_message(); // gRPC drops it: StreamWatch reads it
            return dumped;
        }
        // A large message arrives in several slices; they are read as one.
        thread_local std::string joined;
        std::string_view bytes;
        if (slices.size() == 1) {
            bytes = {reinterpret_cast<const char *>(slices.front().begin()), slices.front().size()};
        } else {
            joined.clear();
            for (const grpc::Slice &slice : slices)
                joined.append(reinterpret_cast<const char *>(slice.begin()), slice.size());
            bytes = joined;
        }
        const bool read = rackops::FleetWire::readMessage(bytes, message, &message->unreadable);
        if (joined.capacity() > kLargestKeptBytes) // a backend that sends a whole fleet in one message
            std::string().swap(joined);
        if (!read)
            return {grpc::StatusCode::INTERNAL, message->unreadable}; // gRPC drops it: StreamWatch reads it
        return grpc::Status::OK;
    }
};

namespace rackops {

namespace {
struct FleetStream {
    using Response = FleetStreamMessage;
    using Batch = FleetUpdate;
    static constexpr const char *kName = "fleet";

    std::unique_ptr<grpc::ClientReaderInterface<Response>> open(BackendChannel &channel, grpc::ClientContext &context,
                                                                const StreamCursor &cursor)
    {
        v1::WatchFleetRequest request;
        request.set_fleet_epoch(cursor.epoch);
        request.set_resume_after_revision(cursor.revision);
        // The generated stub's call, with our reading of its replies (the stub would parse protobuf).
        static const char *const kMethod = "/rackops.v1.FleetService/WatchFleet";
        const std::shared_ptr<grpc::Channel> wire = channel.grpcChannel();
        const grpc::internal::RpcMethod method(kMethod, grpc::internal::RpcMethod::SERVER_STREAMING, wire);
        return std::unique_ptr<grpc::ClientReaderInterface<Response>>(
            grpc::internal::ClientReaderFactory<Response>::Create(wire.get(), method, &context, request));
    }

    // Before each read while a snapshot is gathered: its later pieces are read into it.
    void readInto(Response &message, Batch *snapshotSoFar) const { message.snapshot = snapshotSoFar; }

    Batch convert(Response &message, StreamMark *mark) const
    {
        *mark = {{std::move(message.epoch), message.update.revision},
                 message.initialSyncComplete,
                 message.racks,
                 message.syncTotal};
        return std::move(message.update);
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
