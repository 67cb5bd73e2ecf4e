// BatchCoalescer on a manual clock: the first batch goes out at once, later
// ones are merged and wait out the interval, and no time really passes.
#include "batchcoalescer.h"
#include "fleetupdate.h"
#include "manualclock.h"

#include <QTest>

using namespace rackops;
using rackops::test::ManualClock;

namespace {
FleetUpdate update(qint64 revision, const QString &rackId)
{
    FleetUpdate u;
    u.revision = revision;
    RackSummary rack;
    rack.rackId = rackId;
    rack.revision = revision;
    u.upserts.append(rack);
    return u;
}
} // namespace

class TestBatchCoalescer : public QObject {
    Q_OBJECT
private:
    std::shared_ptr<ManualClock> m_clock;
    QList<FleetUpdate> m_emitted;
    std::unique_ptr<BatchCoalescer<FleetUpdate>> m_batches;

private Q_SLOTS:
    void init()
    {
        m_clock = std::make_shared<ManualClock>();
        m_emitted.clear();
        m_batches = std::make_unique<BatchCoalescer<FleetUpdate>>(
            this, [this](const FleetUpdate &u) { m_emitted.append(u); }, m_clock);
        m_batches->setMinInterval(1000);
    }
    void cleanup() { m_batches.reset(); }

    void firstBatchGoesOutAtOnce()
    {
        m_batches->deliver(update(1, QStringLiteral("R1")));
        QTRY_COMPARE(m_emitted.size(), 1);
        QCOMPARE(m_emitted.front().revision, 1);
        QCOMPARE(m_clock->pendingTimers(), 0);
    }

    void laterBatchesAreMergedAndWaitOutTheInterval()
    {
        m_batches->deliver(update(1, QStringLiteral("R1")));
        QTRY_COMPARE(m_emitted.size(), 1);
        m_clock->advance(300);
        m_batches->deliver(update(2, QStringLiteral("R2")));
        QTRY_COMPARE(m_clock->pendingTimers(), 1); // the flush waits for the clock, not for events
        m_batches->deliver(update(3, QStringLiteral("R1")));
        QCoreApplication::processEvents();
        QCOMPARE(m_emitted.size(), 1);

        m_clock->advance(699);
        QCOMPARE(m_emitted.size(), 1);
        m_clock->advance(1); // 1000 ms after the first flush
        QCOMPARE(m_emitted.size(), 2);
        const FleetUpdate &merged = m_emitted.at(1);
        QCOMPARE(merged.revision, 3);
        QCOMPARE(merged.upserts.size(), 2); // R1 once, in its latest version, and R2
        for (const RackSummary &rack : merged.upserts)
            QCOMPARE(rack.revision, rack.rackId == QLatin1String("R1") ? 3 : 2);
    }

    void quietLinkFlushesAtOnceAgain()
    {
        m_batches->deliver(update(1, QStringLiteral("R1")));
        QTRY_COMPARE(m_emitted.size(), 1);
        m_clock->advance(5000);
        m_batches->deliver(update(2, QStringLiteral("R1")));
        QTRY_COMPARE(m_emitted.size(), 2);
        QCOMPARE(m_clock->pendingTimers(), 0);
    }

    void clockSetBackDoesNotHoldBatches()
    {
        m_batches->deliver(update(1, QStringLiteral("R1")));
        QTRY_COMPARE(m_emitted.size(), 1);
        m_clock->advance(-60'000); // NTP stepped the wall clock back a minute
        m_batches->deliver(update(2, QStringLiteral("R1")));
        QTRY_COMPARE(m_emitted.size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestBatchCoalescer)
#include "tst_batchcoalescer.moc"
