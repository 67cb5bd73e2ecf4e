// ResumableStream and its ReconnectBackoff on a manual clock: lost attempts
// are retried after capped, growing delays; getting in sync starts the
// backoff over; stop() ends a wait at once. No real time is waited for.
#include "manualclock.h"
#include "resumablestream.h"

#include <QElapsedTimer>
#include <QTest>

#include <atomic>

#if defined(__linux__)
#include <sys/resource.h>
#include <unistd.h>
#endif

using namespace rackops;
using rackops::test::ManualClock;

class TestResumableStream : public QObject {
    Q_OBJECT
private:
    std::shared_ptr<ManualClock> m_clock;
    std::mutex m_mutex;
    QList<ConnectionState> m_published;

    QList<ConnectionState> published()
    {
        std::lock_guard lock(m_mutex);
        return m_published;
    }
    std::unique_ptr<ResumableStream> makeStream(ResumableStream::Attempt attempt)
    {
        auto stream = std::make_unique<ResumableStream>(QStringLiteral("backend:1"), std::move(attempt),
                                                        [this](const ConnectionState &state) {
                                                            std::lock_guard lock(m_mutex);
                                                            m_published.append(state);
                                                        });
        stream->setClock(m_clock);
        stream->setBackoff(1000, 4000);
        return stream;
    }

private Q_SLOTS:
    void init()
    {
        m_clock = std::make_shared<ManualClock>();
        m_published.clear();
    }

    void lostAttemptsBackOffUpToTheCap()
    {
        std::atomic<int> attempts = 0;
        auto stream = makeStream([&](grpc::ClientContext &, ResumableStream &s) {
            ++attempts;
            s.markEnded(QStringLiteral("connection refused"));
        });
        stream->start();
        const qint64 steps[] = {1000, 2000, 4000, 4000};
        for (int i = 0; i < 4; ++i) {
            QTRY_VERIFY(m_clock->sleepingUntil() != 0);
            QCOMPARE(attempts.load(), i + 1); // no retry before the clock moves
            const ConnectionState state = stream->state();
            QCOMPARE(state.phase, ConnectionState::Phase::Reconnecting);
            QCOMPARE(state.attempt, i + 1);
            QCOMPARE(state.lastError, QStringLiteral("connection refused"));
            const qint64 delay = m_clock->sleeps().at(i);
            QVERIFY2(delay >= steps[i] / 2 && delay <= steps[i], qPrintable(QString::number(delay)));
            QCOMPARE(state.nextRetryAtMs, m_clock->nowMs() + delay);
            m_clock->advance(delay);
            QTRY_COMPARE(attempts.load(), i + 2);
        }
        stream->stop();
        QCOMPARE(stream->state().phase, ConnectionState::Phase::Stopped);
    }

    void theReaderYieldsToTheGuiThreadOnceInSync()
    {
#if defined(__linux__)
        const int guiNiceness = getpriority(PRIO_PROCESS, static_cast<id_t>(gettid()));
        if (guiNiceness + ResumableStream::kReaderNiceness > 19)
            QSKIP("the test runs so nice (nice -n 15 or more) that a reader cannot be nicer");
        std::atomic<int> syncing = -100;
        std::atomic<int> live = -100;
        auto stream = makeStream([&](grpc::ClientContext &, ResumableStream &s) {
            syncing = getpriority(PRIO_PROCESS, static_cast<id_t>(gettid()));
            s.markLive();
            live = getpriority(PRIO_PROCESS, static_cast<id_t>(gettid()));
            s.markEnded(QStringLiteral("done"));
        });
        stream->start();
        QTRY_VERIFY(live != -100);
        stream->stop();
        QCOMPARE(syncing.load(), guiNiceness); // the snapshot is read at the GUI thread's priority
        QCOMPARE(live.load(), guiNiceness + ResumableStream::kReaderNiceness);
#endif
    }

    void gettingInSyncStartsTheBackoffOver()
    {
        std::atomic<int> attempts = 0;
        auto stream = makeStream([&](grpc::ClientContext &, ResumableStream &s) {
            if (++attempts == 3)
                s.markLive(); // in sync, then lost again
            s.markEnded(QStringLiteral("reset by peer"));
        });
        stream->start();
        for (int i = 0; i < 3; ++i) {
            QTRY_VERIFY(m_clock->sleepingUntil() != 0);
            QTRY_COMPARE(m_clock->sleeps().size(), i + 1);
            m_clock->advance(m_clock->sleeps().last());
        }
        QTRY_COMPARE(m_clock->sleeps().size(), 4);
        stream->stop();
        const QList<std::int64_t> sleeps = m_clock->sleeps();
        QVERIFY(sleeps.at(1) >= 1000); // second step: 2 s, jittered down to no less than 1 s
        QVERIFY(sleeps.at(2) <= 1000); // after Live: the first step again
        bool wasLive = false;
        for (const ConnectionState &state : published())
            wasLive = wasLive || state.phase == ConnectionState::Phase::Live;
        QVERIFY(wasLive);
    }

    void stopEndsTheWaitAtOnce()
    {
        auto stream = makeStream([](grpc::ClientContext &, ResumableStream &s) { s.markEnded(QString()); });
        stream->start();
        QTRY_VERIFY(m_clock->sleepingUntil() != 0);
        QElapsedTimer took;
        took.start();
        stream->stop(); // the clock never reaches the retry
        QVERIFY2(took.elapsed() < 1000, "stop() waited for the backoff");
        QCOMPARE(published().last().phase, ConnectionState::Phase::Stopped);
        QCOMPARE(published().last().nextRetryAtMs, 0);
    }
};

QTEST_GUILESS_MAIN(TestResumableStream)
#include "tst_resumablestream.moc"
