// Rack ids become small integers where the stream is read (#39): the cooling store and the fleet
// model index arrays by them, and a key means the same rack on every thread and in every table.
#include "coolingstore.h"
#include "fleetmodel.h"
#include "rackkeys.h"
#include "utf8rackindex.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <thread>
#include <vector>

using namespace rackops;

namespace {
QString keysRack(int i)
{
    return QStringLiteral("KEY1-H1-R%1-%2").arg(i / 100, 2, 10, QLatin1Char('0')).arg(i % 100, 2, 10, QLatin1Char('0'));
}

RackSummary keysSummary(int i)
{
    RackSummary r;
    r.rackId = keysRack(i);
    r.site = QStringLiteral("KEY1");
    r.stage = LifecycleStage::Production;
    r.health = Health::Ok;
    return r;
}

CoolingSample keysSample(int i, float supply)
{
    CoolingSample s;
    s.rackId = keysRack(i);
    s.rackKey = RackKeys::of(s.rackId); // as the stream's converter gives it
    s.timeMs = 1'700'000'000'000 + i;
    s.values[size_t(CoolingReading::SupplyTemperature)] = supply;
    return s;
}
} // namespace

class TestRackKeys : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void twoThreadsGiveEachRackOneKey()
    {
        constexpr int kRacks = 5000;
        std::vector<int> first(kRacks);
        std::vector<int> second(kRacks);
        // Both threads intern the same ids at once, in opposite orders, as two readers would.
        std::thread a([&] {
            for (int i = 0; i < kRacks; ++i)
                first[size_t(i)] = RackKeys::of(QStringLiteral("THR-%1").arg(i));
        });
        std::thread b([&] {
            for (int i = kRacks - 1; i >= 0; --i)
                second[size_t(i)] = RackKeys::of(QStringLiteral("THR-%1").arg(i));
        });
        a.join();
        b.join();
        QCOMPARE(first, second);
        QSet<int> distinct(first.begin(), first.end());
        QCOMPARE(distinct.size(), kRacks);
        QCOMPARE(RackKeys::find(QStringLiteral("THR-17")), first[17]);
        QCOMPARE(RackKeys::find(QStringLiteral("never-seen-rack")), -1);
    }

    // The streams name racks by the wire's UTF-8 bytes: one key per rack whichever way it is named
    // first, on any thread, and one shared id string (no string made per sample).
    void aRackNamedByItsBytesIsTheRackNamedByItsId()
    {
        const NamedRack byBytes = RackKeys::named("UTF-H1-R01-01");
        QCOMPARE(byBytes.id, QStringLiteral("UTF-H1-R01-01"));
        QCOMPARE(RackKeys::of(QStringLiteral("UTF-H1-R01-01")), byBytes.key);
        const int byId = RackKeys::of(QStringLiteral("UTF-H1-R01-02"));
        QCOMPARE(RackKeys::named("UTF-H1-R01-02").key, byId);
        // Every sample of a rack carries the same string, not a copy of its characters.
        QCOMPARE(RackKeys::named("UTF-H1-R01-01").id.constData(), RackKeys::named("UTF-H1-R01-01").id.constData());
        QCOMPARE(RackKeys::named("UTF-H1-R01-02").id.constData(), RackKeys::named("UTF-H1-R01-02").id.constData());
        // Not UTF-8: said with U+FFFD, as a string made from the bytes would be.
        const NamedRack broken = RackKeys::named(std::string_view("BAD-\xff-01", 8));
        QCOMPARE(broken.id, QString::fromUtf8("BAD-\xff-01", 8));
        QCOMPARE(RackKeys::of(broken.id), broken.key);

        constexpr int kRacks = 3000;
        std::vector<int> viaBytes(kRacks);
        std::vector<int> viaIds(kRacks);
        std::thread a([&] {
            for (int i = 0; i < kRacks; ++i)
                viaBytes[size_t(i)] = RackKeys::named(QStringLiteral("NAMED-%1").arg(i).toStdString()).key;
        });
        std::thread b([&] {
            for (int i = kRacks - 1; i >= 0; --i)
                viaIds[size_t(i)] = RackKeys::of(QStringLiteral("NAMED-%1").arg(i));
        });
        a.join();
        b.join();
        QCOMPARE(viaBytes, viaIds);
        QCOMPARE(QSet<int>(viaBytes.begin(), viaBytes.end()).size(), kRacks);
    }

    // The wire's bytes find their keys through every growth of the table, ids that differ in one
    // byte stay apart, and two byte forms of one rack (not UTF-8: both read as U+FFFD) both find it.
    void theByteIndexFindsEveryIdItWasGiven()
    {
        Utf8RackIndex index;
        QCOMPARE(index.find("FRA1-H1-R01-01"), -1);
        constexpr int kIds = 20000;
        std::vector<std::string> ids;
        for (int i = 0; i < kIds; ++i)
            ids.push_back(keysRack(i).toStdString());
        for (int i = 0; i < kIds; ++i) {
            index.insert(ids[size_t(i)], 3 * i + 1);
            if (i % 997 == 0) { // found at once, and everything before it still after each growth
                for (int j = 0; j <= i; j += 13)
                    QCOMPARE(index.find(ids[size_t(j)]), 3 * j + 1);
            }
        }
        QCOMPARE(index.size(), kIds);
        for (int i = 0; i < kIds; ++i)
            QCOMPARE(index.find(ids[size_t(i)]), 3 * i + 1);
        QCOMPARE(index.find("KEY1-H1-R200-00"), -1);
        QCOMPARE(index.find("KEY1-H1-R00-0"), -1); // a prefix of a stored id
        QCOMPARE(index.find("KEY1-H1-R00-000"), -1); // a stored id and one byte more
        QCOMPARE(index.find(""), -1);

        index.insert(std::string_view("BAD-\xff", 5), 7);
        index.insert(std::string_view("BAD-\xfe", 5), 7);
        QCOMPARE(index.find(std::string_view("BAD-\xff", 5)), 7);
        QCOMPARE(index.find(std::string_view("BAD-\xfe", 5)), 7);
        QCOMPARE(index.find(std::string_view("BAD-\xfd", 5)), -1);
    }

    // Found after the last one, in order, out of order, past the end, and for ids it never had:
    // the same keys as find() gives, the place left where the id is.
    void findingAfterTheLastFoundIsFindingAsEver()
    {
        Utf8RackIndex index;
        int place = -1;
        QCOMPARE(index.findAfter("FRA1-H1-R01-01", &place), -1);
        constexpr int kIds = 3000;
        std::vector<std::string> ids;
        for (int i = 0; i < kIds; ++i) {
            ids.push_back(keysRack(i).toStdString());
            index.insert(ids.back(), 5 * i + 2);
        }
        for (int i = 0; i < kIds; ++i) { // in order: each the entry after the last
            QCOMPARE(index.findAfter(ids[size_t(i)], &place), 5 * i + 2);
            QCOMPARE(place, i);
        }
        QCOMPARE(index.findAfter(ids.front(), &place), 2); // past the end, back to the start
        QCOMPARE(place, 0);
        for (int i = kIds - 1; i >= 0; i -= 7) { // backwards: never the next one
            QCOMPARE(index.findAfter(ids[size_t(i)], &place), 5 * i + 2);
            QCOMPARE(place, i);
        }
        const int last = place;
        QCOMPARE(index.findAfter("KEY1-H1-R00-0", &place), -1); // unknown: the place stays
        QCOMPARE(place, last);
        QCOMPARE(index.findAfter(ids[1], &place), 7);
    }

    // Two racks' worth of invalid bytes read as one id name one rack, however often either is named.
    void twoByteFormsOfOneIdNameOneRack()
    {
        const NamedRack first = RackKeys::named(std::string_view("TWO-\xff", 5));
        const NamedRack second = RackKeys::named(std::string_view("TWO-\xfe", 5));
        QCOMPARE(second.key, first.key);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(RackKeys::named(std::string_view("TWO-\xff", 5)).key, first.key);
            QCOMPARE(RackKeys::named(std::string_view("TWO-\xfe", 5)).key, first.key);
        }
        QCOMPARE(RackKeys::of(first.id), first.key);
    }

    void theStoreAnswersByKeyAndById()
    {
        CoolingStore store;
        QSignalSpy applied(&store, &CoolingStore::samplesApplied);
        store.apply({keysSample(1, 31.0F), keysSample(2, 32.0F)});
        QCOMPARE(applied.size(), 1);
        const QList<int> keys = applied.at(0).at(0).value<QList<int>>();
        QCOMPARE(keys, (QList<int> {RackKeys::of(keysRack(1)), RackKeys::of(keysRack(2))}));
        QCOMPARE(store.latest(keys.at(1))->value(CoolingReading::SupplyTemperature), 32.0F);
        QCOMPARE(store.latest(keysRack(2)), store.latest(keys.at(1)));
        QCOMPARE(store.latest(keysRack(3)), nullptr); // a rack not heard from
        QCOMPARE(store.latest(-1), nullptr);

        // A sample made without a key (not from the stream) gets one and lands on the same rack.
        CoolingSample unkeyed = keysSample(2, 35.0F);
        unkeyed.rackKey = -1;
        unkeyed.timeMs += 1000;
        store.apply({unkeyed});
        QCOMPARE(store.latest(keys.at(1))->value(CoolingReading::SupplyTemperature), 35.0F);
    }

    // The board's rows follow their racks' keys when racks leave and rows shift.
    void coolingReachesTheRightRowAfterRowsShift()
    {
        CoolingStore store;
        FleetModel fleet;
        QAbstractItemModelTester tester(&fleet, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fleet.setCoolingStore(&store);
        FleetUpdate snapshot;
        snapshot.reset = true;
        for (int i = 10; i < 20; ++i)
            snapshot.upserts << keysSummary(i);
        fleet.applyUpdate(snapshot);
        FleetUpdate removal;
        removal.removedRackIds = {keysRack(10), keysRack(11), keysRack(12)};
        fleet.applyUpdate(removal);
        QCOMPARE(fleet.rowCount(), 7);

        QSignalSpy changed(&fleet, &QAbstractItemModel::dataChanged);
        store.apply({keysSample(15, 41.5F)});
        const int row = fleet.rowOf(keysRack(15));
        QCOMPARE(row, 2);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), row);
        QCOMPARE(changed.at(0).at(1).toModelIndex().row(), row);
        QCOMPARE(fleet.coolingAt(row)->value(CoolingReading::SupplyTemperature), 41.5F);
        // A removed rack's sample changes no row.
        changed.clear();
        store.apply({keysSample(10, 20.0F)});
        QCOMPARE(changed.size(), 0);
    }
};

QTEST_MAIN(TestRackKeys)
#include "tst_rackkeys.moc"
