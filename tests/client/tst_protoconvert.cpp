// The fleet's conversion (FleetConvert, CommonConvert's times) on what a
// broken or newer backend may send; the inputs come from the
// fuzz_fleet_convert corpus (tests/fuzz/corpus).
#include "commonconvert.h"
#include "fleetconvert.h"

#include "rackops/v1/fleet.pb.h"

#include <QFile>
#include <QTest>

#include <limits>

#include <google/protobuf/timestamp.pb.h>

using namespace rackops;

class TestProtoConvert : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void timestampsInRange()
    {
        google::protobuf::Timestamp t;
        t.set_seconds(1'780'000'000);
        t.set_nanos(5'000'000);
        QCOMPARE(CommonConvert::toMs(t), 1'780'000'000'005LL);
        t.set_seconds(-62'135'596'800); // 0001-01-01, the earliest valid
        t.set_nanos(0);
        QCOMPARE(CommonConvert::toMs(t), -62'135'596'800'000LL);
    }

    // Found by fuzz_fleet_convert: seconds near INT64_MAX overflowed.
    void timestampsOutOfRangeAreUnknown()
    {
        google::protobuf::Timestamp t;
        t.set_seconds(9'223'371'974'719'179'008LL);
        QCOMPARE(CommonConvert::toMs(t), 0);
        t.set_seconds(std::numeric_limits<std::int64_t>::min());
        QCOMPARE(CommonConvert::toMs(t), 0);
        t.set_seconds(0);
        t.set_nanos(-1);
        QCOMPARE(CommonConvert::toMs(t), 0);
    }

    void crashInputConverts()
    {
        QFile file(QStringLiteral(RACKOPS_FUZZ_CORPUS "/fuzz_fleet_convert/crash-timestamp-overflow.bin"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        v1::WatchFleetResponse message;
        QVERIFY(message.ParseFromString(file.readAll().toStdString()));
        QVERIFY(message.has_server_time());
        const FleetUpdate update = FleetConvert::fleetUpdate(message);
        QCOMPARE(update.serverTimeMs, 0);
        QCOMPARE(update.upserts.size(), qsizetype(message.upserts_size()));
    }

    void fleetUpdate()
    {
        v1::WatchFleetResponse message;
        message.set_fleet_epoch("e1");
        message.set_revision(42);
        message.set_reset(true);
        message.mutable_server_time()->set_seconds(10);
        message.add_upserts()->set_rack_id("R1");
        message.add_removed_rack_ids("R2");
        const FleetUpdate update = FleetConvert::fleetUpdate(message);
        QVERIFY(update.reset);
        QCOMPARE(update.revision, 42);
        QCOMPARE(update.fleetEpoch, QStringLiteral("e1"));
        QCOMPARE(update.serverTimeMs, 10'000);
        QCOMPARE(update.upserts.size(), 1);
        QCOMPARE(update.upserts.front().rackId, QStringLiteral("R1"));
        QCOMPARE(update.removedRackIds, QStringList{QStringLiteral("R2")});
    }
};

QTEST_GUILESS_MAIN(TestProtoConvert)
#include "tst_protoconvert.moc"
