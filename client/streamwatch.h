#pragma once

#include "backendchannel.h"
#include "batchcoalescer.h"
#include "clientlog.h"
#include "resumablestream.h"
#include "statusmessage.h"

#include <google/protobuf/arena.h>
#include <grpcpp/channel.h>
#include <grpcpp/client_context.h>
#include <grpcpp/support/sync_stream.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>

namespace rackops {

// Where a resumable stream got to: the backend's history (epoch) and the
// last revision the console was handed. Empty for streams that start afresh.
struct StreamCursor {
    std::string epoch;
    std::int64_t revision = 0;
};

// What one message says about the stream besides its data.
struct StreamMark {
    StreamCursor cursor; // where the stream is once this message is delivered
    bool syncComplete = true; // the snapshot or catch-up is whole with this message
    int items = 0; // items it carries, for the sync progress
    int syncTotal = 0; // items the whole snapshot has, when the backend says
};

// The one shape of every watch. A worker thread (ResumableStream) opens the
// stream from where the last one left off, converts each message off the GUI
// thread, holds a snapshot or catch-up until it is whole (the GUI never shows
// half of one), then hands batches to the GUI thread through a BatchCoalescer.
// A lost stream is retried with backoff; stop() cancels the call and joins.
// What differs per service is the Spec:
//   using Response = v1::...;  using Batch = ...;   // Batch::mergeFrom(Batch &&later)
//   std::unique_ptr<grpc::ClientReaderInterface<Response>> open(BackendChannel &, grpc::ClientContext &,
//                                                               const StreamCursor &);
//     (keeping the stub it opened the stream with until the next open)
//   Batch convert(const Response &, StreamMark *) const;   // or Response &, to move out of it
//   void readInto(Response &, Batch *snapshotSoFar) const; // optional: before each read while a
//                                                           // snapshot is gathered (null after)
//   static constexpr const char *kName;             // for the log
// Internal to the client library; lives in the watcher `owner`, on the GUI thread.
template<typename Spec> class StreamWatch {
public:
    using Batch = typename Spec::Batch;
    using Response = typename Spec::Response;

    StreamWatch(
        QObject *owner, std::shared_ptr<BackendChannel> channel, Spec spec,
        std::function<void(const Batch &)> emitBatch,
        ResumableStream::StatePublisher publishState = [](const ConnectionState &) {})
        : m_channel(std::move(channel))
        , m_spec(std::move(spec))
        , m_stream(
              m_channel->endpoint(),
              [this](grpc::ClientContext &context, ResumableStream &stream) { attempt(context, stream); },
              std::move(publishState))
        , m_batches(owner, std::move(emitBatch))
    {
        m_stream.setThreadName(Spec::kName);
    }
    ~StreamWatch() { m_stream.stop(); }

    ResumableStream &stream() { return m_stream; }
    BatchCoalescer<Batch> &batches() { return m_batches; }
    // Before start(): one clock for the reconnect wait and the flush interval.
    void setClock(const std::shared_ptr<Clock> &clock)
    {
        m_stream.setClock(clock);
        m_batches.setClock(clock);
    }

private:
    void attempt(grpc::ClientContext &context, ResumableStream &stream) // worker thread
    {
        m_channel->prepare(context);
        const std::unique_ptr<grpc::ClientReaderInterface<Response>> reader =
            m_spec.open(*m_channel, context, m_cursor);
        std::optional<Batch> initial;
        int received = 0;
        bool inSync = false;
        // Each message is parsed into an arena emptied once it is converted. Reused as a
        // plain message, protobuf would delete and allocate every nested message anew for
        // each message (its Clear() frees them): a few allocations per rack, costlier than
        // converting it. The arena's first block is ours and kept over its resets: a
        // message of a fleet's snapshot (500 racks) fits in it, so none allocates or frees
        // blocks (malloc_consolidate was 3 % of the reader). Blocks past it are of 64 KiB,
        // below glibc's mmap threshold: warm from the heap, not fresh pages from the kernel.
        const std::unique_ptr<char[]> firstBlock(new char[kFirstArenaBlockBytes]);
        google::protobuf::ArenaOptions blocks;
        blocks.initial_block = firstBlock.get();
        blocks.initial_block_size = kFirstArenaBlockBytes;
        blocks.start_block_size = 64 << 10;
        blocks.max_block_size = 64 << 10;
        google::protobuf::Arena arena(blocks);
        std::string unreadable;
        for (;;) {
            arena.Reset();
            Response &message = newMessage(arena);
            // A stream that can read a snapshot's pieces in place (the fleet's) is handed the
            // snapshot so far: its racks are then not moved into it one by one.
            if constexpr (requires(Batch * so) { m_spec.readInto(message, so); })
                m_spec.readInto(message, initial && !inSync ? &*initial : nullptr);
            if (!reader->Read(&message)) {
                unreadable = whyUnreadable(message);
                break;
            }
            StreamMark mark;
            Batch batch = m_spec.convert(message, &mark);
            if (inSync) {
                m_batches.deliver(std::move(batch));
                m_cursor = std::move(mark.cursor);
                continue;
            }
            if (initial)
                initial->mergeFrom(std::move(batch));
            else
                initial = std::move(batch);
            received += mark.items;
            stream.markSyncing(received, mark.syncTotal);
            if (!mark.syncComplete)
                continue;
            inSync = true;
            m_batches.deliver(std::move(*initial));
            initial.reset();
            m_cursor = std::move(mark.cursor);
            stream.markLive();
        }
        if (!unreadable.empty()) {
            // gRPC drops why a message did not read and would wait for the server to end the
            // stream, which it need not ever do: the stream is ended here, and said why.
            context.TryCancel();
            reader->Finish();
            stream.markEnded(StatusMessage::unreadable(m_channel->endpoint(), QString::fromStdString(unreadable)));
            qCWarning(lcWatch) << Spec::kName
                               << "watch ended: a message could not be read:" << QString::fromStdString(unreadable);
            return;
        }
        const grpc::Status status = reader->Finish();
        stream.markEnded(StatusMessage::describe(status, m_channel->endpoint()));
        qCInfo(lcWatch) << Spec::kName << "watch ended:" << status.error_code()
                        << QString::fromStdString(status.error_message());
    }

    static constexpr std::size_t kFirstArenaBlockBytes = 1 << 20;

    // Why the last message did not read, where the Response says (a decoder of our own); else empty.
    static std::string whyUnreadable(const Response &message)
    {
        if constexpr (requires { message.unreadable; })
            return message.unreadable;
        else
            return {};
    }

    static Response &newMessage(google::protobuf::Arena &arena)
    {
        if constexpr (std::is_convertible_v<Response *, google::protobuf::MessageLite *>)
            return *google::protobuf::Arena::CreateMessage<Response>(&arena);
        else
            return *google::protobuf::Arena::Create<Response>(&arena); // a test's plain struct
    }

    std::shared_ptr<BackendChannel> m_channel;
    Spec m_spec; // worker thread only, like the members below
    StreamCursor m_cursor;
    ResumableStream m_stream;
    BatchCoalescer<Batch> m_batches;
};

} // namespace rackops
