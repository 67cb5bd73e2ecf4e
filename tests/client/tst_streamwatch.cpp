// StreamWatch, the shape of every watch, on scripted streams and a manual
// clock: a snapshot reaches the GUI thread whole, later messages are
// coalesced, and a reconnect resumes from the last cursor delivered.
#include "manualclock.h"
#include "streamwatch.h"

#include <QTest>

#include <deque>

#if defined(__linux__)
#include <pthread.h>
#endif

using namespace rackops;
using rackops::test::ManualClock;

namespace {
struct Message {
    std::string epoch;
    std::int64_t revision = 0;
    bool syncComplete = true;
};

struct Revisions {
    QList<qint64> revisions;
    void mergeFrom(Revisions &&later) { revisions.append(later.revisions); }
};

// What the backend sends on each attempt, in order; then the stream ends.
struct Script {
    std::mutex mutex;
    std::deque<std::vector<Message>> attempts;
    std::vector<StreamCursor> openedWith;
    std::vector<std::string> openedOnThread; // its name

    std::size_t opens()
    {
        std::lock_guard lock(mutex);
        return openedWith.size();
    }
};

class ScriptedReader final : public grpc::ClientReaderInterface<Message> {
public:
    explicit ScriptedReader(std::vector<Message> messages)
        : m_messages(messages.begin(), messages.end())
    {
    }
    bool Read(Message *message) override
    {
        if (m_messages.empty())
            return false;
        *message = m_messages.front();
        m_messages.pop_front();
        return true;
    }
    grpc::Status Finish() override { return {grpc::StatusCode::UNAVAILABLE, "connection reset"}; }
    bool NextMessageSize(std::uint32_t *size) override
    {
        *size = 64;
        return !m_messages.empty();
    }
    void WaitForInitialMetadata() override { }

private:
    std::deque<Message> m_messages;
};

struct ScriptedStream {
    using Response = Message;
    using Batch = Revisions;
    static constexpr const char *kName = "scripted";

    std::shared_ptr<Script> script;

    std::unique_ptr<grpc::ClientReaderInterface<Message>> open(BackendChannel &, grpc::ClientContext &,
                                                               const StreamCursor &cursor)
    {
        std::lock_guard lock(script->mutex);
        script->openedWith.push_back(cursor);
        char thread[16] = {};
#if defined(__linux__)
        pthread_getname_np(pthread_self(), thread, sizeof thread);
#endif
        script->openedOnThread.emplace_back(thread);
        std::vector<Message> messages;
        if (!script->attempts.empty()) {
            messages = std::move(script->attempts.front());
            script->attempts.pop_front();
        }
        return std::make_unique<ScriptedReader>(std::move(messages));
    }

    Batch convert(const Message &message, StreamMark *mark) const
    {
        *mark = {{message.epoch, message.revision}, message.syncComplete, 1};
        return {{message.revision}};
    }
};
} // namespace

class TestStreamWatch : public QObject {
    Q_OBJECT
private:
    std::shared_ptr<ManualClock> m_clock;
    std::shared_ptr<Script> m_script;
    QList<Revisions> m_emitted;
    std::unique_ptr<QObject> m_owner; // the watcher's part: the coalescer posts its flushes to it
    std::unique_ptr<StreamWatch<ScriptedStream>> m_watch;

    QList<qint64> allEmitted() const
    {
        QList<qint64> all;
        for (const Revisions &batch : m_emitted)
            all += batch.revisions;
        return all;
    }

private Q_SLOTS:
    void init()
    {
        m_clock = std::make_shared<ManualClock>();
        m_script = std::make_shared<Script>();
        m_emitted.clear();
        m_owner = std::make_unique<QObject>();
        m_watch = std::make_unique<StreamWatch<ScriptedStream>>(
            m_owner.get(), std::make_shared<BackendChannel>(QStringLiteral("127.0.0.1:1")), ScriptedStream {m_script},
            [this](const Revisions &batch) { m_emitted.append(batch); });
        m_watch->setClock(m_clock);
        m_watch->stream().setBackoff(1000, 1000);
        m_watch->batches().setMinInterval(100);
    }
    // The owner goes with the watch, as a watcher and its watch do in the console: a flush the
    // worker posted and the loop has not run yet goes with them. With the test as the owner, such a
    // flush ran in the next test on whatever watch then lay at the same address (its first batch
    // then waited for a clock that never moved).
    void cleanup()
    {
        m_watch.reset();
        m_owner.reset();
    }

    // A profile or a debugger lists the reader by its stream ("cooling", "fleet"), not as the program.
    void theReaderThreadIsNamedAfterItsStream()
    {
        m_script->attempts = {{{"e1", 1, true}}};
        m_watch->stream().start();
        QTRY_VERIFY(m_script->opens() >= 1);
        std::lock_guard lock(m_script->mutex);
        QCOMPARE(m_script->openedOnThread.front(), std::string(ScriptedStream::kName));
    }

    void snapshotComesWholeAndLaterMessagesAreCoalesced()
    {
        m_script->attempts = {{{"e1", 1, false}, {"e1", 2, false}, {"e1", 3, true}, {"e1", 4}, {"e1", 5}}};
        m_watch->stream().start();
        QTRY_VERIFY(!m_emitted.isEmpty());
        const QList<qint64> first = m_emitted.front().revisions;
        QVERIFY2(first.size() >= 3 && first.mid(0, 3) == QList<qint64>({1, 2, 3}), "half a snapshot was shown");
        m_clock->advance(100); // the flush interval passes without real time passing
        QTRY_COMPARE(allEmitted(), QList<qint64>({1, 2, 3, 4, 5}));
        QVERIFY(m_emitted.size() <= 2); // one batch per flush, not one call per message
    }

    void reconnectResumesFromTheLastDeliveredCursor()
    {
        m_script->attempts = {
            {{"e1", 1, false}}, // cut mid-snapshot: nothing delivered, nothing to resume from
            {{"e1", 3, true}, {"e1", 4}}, // a whole snapshot and one change, then cut
            {},
        };
        m_watch->stream().start();
        QTRY_COMPARE(m_script->opens(), std::size_t(1));
        QTRY_VERIFY(m_clock->sleepingUntil() != 0);
        m_clock->advance(1000);
        QTRY_COMPARE(m_script->opens(), std::size_t(2));
        QTRY_VERIFY(m_clock->sleepingUntil() != 0);
        m_clock->advance(1000);
        QTRY_COMPARE(m_script->opens(), std::size_t(3));
        m_watch->stream().stop();

        std::lock_guard lock(m_script->mutex);
        QCOMPARE(m_script->openedWith.at(1).epoch, std::string()); // the half snapshot gave no cursor
        QCOMPARE(m_script->openedWith.at(1).revision, 0);
        QCOMPARE(m_script->openedWith.at(2).epoch, std::string("e1"));
        QCOMPARE(m_script->openedWith.at(2).revision, 4);
        m_clock->advance(100);
        QTRY_COMPARE(allEmitted(), QList<qint64>({3, 4}));
    }
};

QTEST_GUILESS_MAIN(TestStreamWatch)
#include "tst_streamwatch.moc"
