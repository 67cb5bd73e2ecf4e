// The newest cooling sample per rack, taken in slices so a whole fleet's batch
// never holds the GUI thread, and the critical leaks kept without a pass over
// the fleet.
#include "coolingstore.h"

#include <QSignalSpy>
#include <QTest>

using namespace rackops;

namespace {
constexpr qint64 kNow = 1'700'000'000'000;

QString rackName(int i)
{
    return QStringLiteral("ASH1-H1-R%1-%2").arg(i / 100, 2, 10, QLatin1Char('0')).arg(i % 100, 2, 10, QLatin1Char('0'));
}

QList<CoolingSample> batch(int racks, qint64 timeMs, float supply)
{
    QList<CoolingSample> samples;
    for (int i = 0; i < racks; ++i) {
        CoolingSample s;
        s.rackId = rackName(i);
        s.timeMs = timeMs;
        s.values[static_cast<int>(CoolingReading::SupplyTemperature)] = supply;
        samples << s;
    }
    return samples;
}

CoolingSample leaking(int rack, qint64 timeMs, qint64 sinceMs, LeakDetectorInfo::State state)
{
    CoolingSample s;
    s.rackId = rackName(rack);
    s.timeMs = timeMs;
    LeakDetectorInfo d;
    d.id = QStringLiteral("LD-CT14");
    d.state = state;
    d.sinceMs = sinceMs;
    s.leakDetectors = {d};
    return s;
}

float supplyOf(const CoolingStore &store, int rack)
{
    const CoolingSample *s = store.latest(rackName(rack));
    return s ? s->value(CoolingReading::SupplyTemperature) : -1;
}
} // namespace

class TestCoolingStore : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // One piece per turn, whatever this machine's speed.
    void init() { SliceScheduler::forThisThread()->setTurnBudget(std::chrono::nanoseconds(0)); }
    void cleanup() { SliceScheduler::forThisThread()->setTurnBudget(SliceScheduler::kTurnBudget); }

    void aLargeBatchIsTakenInSlices()
    {
        CoolingStore store;
        QSignalSpy applied(&store, &CoolingStore::samplesApplied);
        const int racks = int(CoolingStore::kSliceSamples * 2 + CoolingStore::kSliceSamples / 2);
        store.apply(batch(racks, kNow, 30.0f));
        // The first piece is in before apply() returns; the rest follow, one piece per turn of the loop.
        QCOMPARE(applied.size(), 1);
        QCOMPARE(applied.at(0).at(0).value<QList<int>>().size(), CoolingStore::kSliceSamples);
        QCOMPARE(store.pendingSamples(), racks - CoolingStore::kSliceSamples);
        QCOMPARE(supplyOf(store, 0), 30.0f);
        QCOMPARE(store.latest(rackName(racks - 1)), nullptr);

        QTRY_COMPARE(store.pendingSamples(), 0);
        QCOMPARE(applied.size(), 3);
        QCOMPARE(applied.at(2).at(0).value<QList<int>>().size(), CoolingStore::kSliceSamples / 2);
        QCOMPARE(supplyOf(store, racks - 1), 30.0f);
        QCOMPARE(store.newestSampleMs(), kNow);
    }

    void batchesAreTakenInTheOrderTheyCame()
    {
        CoolingStore store;
        const int racks = int(CoolingStore::kSliceSamples * 3);
        store.apply(batch(racks, kNow, 30.0f));
        // A newer batch while the first is still being taken: it must not be overwritten by the older one.
        store.apply(batch(racks, kNow + 1000, 31.0f));
        // A late batch, older than what is in: ignored.
        store.apply(batch(10, kNow - 1000, 29.0f));
        QTRY_COMPARE(store.pendingSamples(), 0);
        QCOMPARE(supplyOf(store, 0), 31.0f);
        QCOMPARE(supplyOf(store, racks - 1), 31.0f);
        QCOMPARE(store.newestSampleMs(), kNow + 1000);
    }

    // A batch older than what is in is skipped sample by sample, and each skipped one counted for
    // nothing: the whole batch went in one piece (and one turn of the GUI thread).
    void aLateBatchIsLookedAtAPieceAtATime()
    {
        CoolingStore store;
        const int racks = int(CoolingStore::kSliceSamples * 4);
        store.apply(batch(racks, kNow, 30.0f));
        QTRY_COMPARE(store.pendingSamples(), 0);
        QSignalSpy applied(&store, &CoolingStore::samplesApplied);
        store.apply(batch(racks, kNow - 1000, 29.0f));
        // One piece is looked at before apply() returns, the rest waits for the turns to come.
        QCOMPARE(store.pendingSamples(), racks - CoolingStore::kSliceSamples); // 0 before
        QTRY_COMPARE(store.pendingSamples(), 0);
        QCOMPARE(applied.size(), 0); // nothing newer: no rack announced
        QCOMPARE(supplyOf(store, racks - 1), 30.0f);
    }

    // A collapse only drops the older samples of a rack: one batch, with each rack once, is taken in
    // as it is. The first batch of a fleet was copied whole before being taken in.
    void aSingleLargeBatchIsNotCollapsed()
    {
        CoolingStore store;
        const int racks = int(CoolingStore::kCollapseFloor * 3);
        store.apply(batch(racks, kNow, 30.0f));
        QVERIFY(!store.isCollapsing()); // collapsing before
        QTRY_COMPARE(store.pendingSamples(), 0);
        QCOMPARE(supplyOf(store, racks - 1), 30.0f);
    }

    void aStoreBehindKeepsEachRacksNewestSampleOnly()
    {
        // The GUI thread was busy for 30 batches of a 2,000-rack fleet (a loaded machine): what waits
        // stays bounded by the fleet, and each rack ends with its newest sample.
        CoolingStore store;
        constexpr int kRacks = 2000;
        constexpr int kBatches = 30;
        qsizetype mostWaiting = 0;
        for (int b = 0; b < kBatches; ++b) {
            store.apply(batch(kRacks, kNow + b * 1000, 20.0f + float(b)));
            mostWaiting = std::max(mostWaiting, store.pendingSamples());
        }
        // No turn of the loop came between the batches: the collapse was finished at once each time.
        const qsizetype threshold = std::max<qsizetype>(CoolingStore::kCollapseFloor, 2 * kRacks);
        QVERIFY2(mostWaiting <= CoolingStore::kCollapseNowFactor * threshold + kRacks,
                 qPrintable(QString::number(mostWaiting))); // 59,000 before
        // A late batch, older than the rest: dropped in the collapse as it would be when taken in.
        store.apply(batch(kRacks, kNow - 1000, 1.0f));
        QTRY_COMPARE(store.pendingSamples(), 0);
        for (int rack : {0, 999, kRacks - 1})
            QCOMPARE(supplyOf(store, rack), 20.0f + float(kBatches - 1));
        QCOMPARE(store.newestSampleMs(), kNow + (kBatches - 1) * 1000);
    }

    // A store far behind reduced what waited to each rack's newest sample in one go, inside the call
    // that brought a batch over the threshold: 90-120 ms of the GUI thread at 100,000 racks. The
    // collapse goes piece by piece now, and a batch that comes meanwhile is taken in after it.
    void aCollapseGoesPieceByPiece()
    {
        CoolingStore store;
        // The first batch's rest after its first piece is one piece of a collapse.
        constexpr int kRacks = int(CoolingStore::kCollapseSliceSamples + CoolingStore::kSliceSamples);
        constexpr qsizetype kPiece = CoolingStore::kCollapseSliceSamples;
        const auto oneTurn = [] { QCoreApplication::sendPostedEvents(); };
        store.apply(batch(kRacks, kNow, 20.0f)); // the first piece is in at once
        store.apply(batch(kRacks, kNow + 1000, 21.0f));
        const qsizetype waiting = 2 * kRacks - CoolingStore::kSliceSamples;
        QVERIFY(waiting > CoolingStore::kCollapseFloor);
        QVERIFY(store.isCollapsing());
        QCOMPARE(store.pendingSamples(), waiting); // nothing reduced inside apply()
        store.apply(batch(kRacks, kNow + 2000, 22.0f));
        QCOMPARE(store.pendingSamples(), waiting + kRacks);

        oneTurn(); // the first batch's rest: each of its racks once
        QVERIFY(store.isCollapsing());
        QCOMPARE(store.pendingSamples(), kPiece + kRacks + kRacks);
        oneTurn(); // a piece of the second batch: its racks replace the first's, and 256 more
        QVERIFY(store.isCollapsing());
        QCOMPARE(store.pendingSamples(), kRacks + (kRacks - kPiece) + kRacks);
        oneTurn(); // the second batch's rest: done, every rack once, then the third batch
        QVERIFY(!store.isCollapsing());
        QCOMPARE(store.pendingSamples(), 2 * kRacks);
        QCOMPARE(supplyOf(store, 0), 20.0f); // nothing of the second batch taken in yet

        QTRY_COMPARE(store.pendingSamples(), 0);
        for (int rack : {0, 1500, kRacks - 1})
            QCOMPARE(supplyOf(store, rack), 22.0f);
        QCOMPARE(store.newestSampleMs(), kNow + 2000);
    }

    void criticalLeaksFollowTheSamples()
    {
        CoolingStore store;
        QSignalSpy changed(&store, &CoolingStore::criticalLeaksChanged);
        store.apply(batch(100, kNow, 30.0f));
        QCOMPARE(changed.size(), 0);

        store.apply({leaking(7, kNow + 1000, kNow + 500, LeakDetectorInfo::State::Critical),
                     leaking(9, kNow + 1000, kNow + 900, LeakDetectorInfo::State::Critical),
                     leaking(11, kNow + 1000, kNow + 900, LeakDetectorInfo::State::Warning)});
        QCOMPARE(changed.size(), 1);
        QCOMPARE(store.criticalLeaks().size(), 2);
        QCOMPARE(store.criticalLeaks().at(0).rackId, rackName(9)); // the most recent first
        QCOMPARE(store.criticalLeaks().at(1).rackId, rackName(7));

        // Still leaking, a newer sample: the same list, with the newer sample's time, and no signal.
        store.apply({leaking(7, kNow + 2000, kNow + 500, LeakDetectorInfo::State::Critical)});
        QCOMPARE(changed.size(), 1);
        QCOMPARE(store.criticalLeaks().at(1).sampleTimeMs, kNow + 2000);

        // Dry again.
        store.apply({leaking(9, kNow + 3000, kNow + 900, LeakDetectorInfo::State::Ok)});
        QCOMPARE(changed.size(), 2);
        QCOMPARE(store.criticalLeaks().size(), 1);
        QCOMPARE(store.criticalLeaks().at(0).rackId, rackName(7));
    }
};

QTEST_GUILESS_MAIN(TestCoolingStore)
#include "tst_coolingstore.moc"
