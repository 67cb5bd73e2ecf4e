// The fleet's conversion (FleetConvert, CommonConvert's times) on what a
// broken or newer backend may send; the inputs come from the
// fuzz_fleet_convert corpus (tests/fuzz/corpus).
#include "backendtext.h"
#include "commonconvert.h"
#include "fleetconvert.h"
#include "timestamptext.h"

#include "rackops/v1/fleet.pb.h"

#include <QFile>
#include <QTest>

#include <limits>

#include <google/protobuf/timestamp.pb.h>

using namespace rackops;

class TestProtoConvert : public QObject {
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
        QCOMPARE(update.removedRackIds, QStringList {QStringLiteral("R2")});
    }

    // Texts without parameters are converted once per code and language; a code this
    // console does not know still shows each rack's own English.
    void fleetTextsAreSaidOncePerCodeAndKeepTheirEnglish()
    {
        v1::WatchFleetResponse message;
        const auto addRack = [&message](const char *id, const char *code, const char *english) {
            v1::RackSummary *rack = message.add_upserts();
            rack->set_rack_id(id);
            rack->mutable_step_text()->set_code(code);
            rack->mutable_step_text()->set_english(english);
            rack->set_step_description(english);
        };
        addRack("R1", "step.production", "Serving workloads");
        addRack("R2", "step.production", "Serving workloads");
        addRack("R3", "step.from_a_newer_backend", "Doing the first new thing");
        addRack("R4", "step.from_a_newer_backend", "Doing the second new thing");
        v1::TextParam *flashing = message.add_upserts()->mutable_step_text()->add_params();
        message.mutable_upserts(4)->set_rack_id("R5");
        message.mutable_upserts(4)->mutable_step_text()->set_code("step.firmware_compute");
        flashing->set_id("CT03");
        const FleetUpdate update = FleetConvert::fleetUpdate(message);
        QCOMPARE(update.upserts.at(0).stepDescription, QStringLiteral("Serving workloads"));
        QCOMPARE(update.upserts.at(1).stepDescription, QStringLiteral("Serving workloads"));
        QVERIFY(update.upserts.at(1).stepDescription.isSharedWith(update.upserts.at(0).stepDescription));
        QCOMPARE(update.upserts.at(2).stepDescription, QStringLiteral("Doing the first new thing"));
        QCOMPARE(update.upserts.at(3).stepDescription, QStringLiteral("Doing the second new thing"));
        QCOMPARE(update.upserts.at(4).stepDescription,
                 BackendText::render(CommonConvert::text(message.upserts(4).step_text())));
        QVERIFY(update.upserts.at(4).stepDescription.contains(QStringLiteral("CT03")));
    }

    // Texts with parameters are rendered once while language and locale stay, except
    // those with a time: it follows the operator's switch between local time and UTC.
    void aTimeInATextFollowsTheUtcSwitch()
    {
        LocalizedText until;
        until.code = QStringLiteral("audit.silence_until");
        until.english = QStringLiteral("until then");
        TextParam time;
        time.kind = TextParam::Kind::Time;
        time.integer = 1'780'000'000'000;
        until.params = {time};
        const bool wasUtc = TimestampText::utc();
        TimestampText::setUtc(false);
        const QString local = CommonConvert::said(until, "until then");
        QCOMPARE(local, BackendText::render(until));
        TimestampText::setUtc(true);
        const QString utc = CommonConvert::said(until, "until then");
        TimestampText::setUtc(wasUtc);
        QVERIFY2(utc.contains(QStringLiteral("UTC")), qPrintable(utc));
        QVERIFY2(!local.contains(QStringLiteral("UTC")), qPrintable(local));
    }

    // Texts with parameters repeat across a fleet too, and are said once per value: each
    // value keeps its own words, numbers follow the locale, and a time follows the UTC switch.
    void fleetTextsWithParametersAreSaidOncePerValue()
    {
        v1::WatchFleetResponse message;
        const auto addRack = [&message](const char *id) {
            v1::RackSummary *rack = message.add_upserts();
            rack->set_rack_id(id);
            rack->mutable_step_text()->set_code("criterion.value");
            return rack->mutable_step_text()->add_params();
        };
        const auto share = [](v1::TextParam *param, double value) {
            param->mutable_quantity()->set_value(value);
            param->mutable_quantity()->set_unit("%");
            param->mutable_quantity()->set_decimals(1);
        };
        share(addRack("R1"), 97.5);
        share(addRack("R2"), 97.5);
        share(addRack("R3"), 12.5);
        addRack("R4")->mutable_time()->set_seconds(1'780'000'000);

        const QLocale wasLocale;
        const bool wasUtc = TimestampText::utc();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        TimestampText::setUtc(false);
        const LocalizedText timed = CommonConvert::text(message.upserts(3).step_text());
        const FleetUpdate english = FleetConvert::fleetUpdate(message);
        const QString localTime = BackendText::render(timed);
        TimestampText::setUtc(true);
        const FleetUpdate utc = FleetConvert::fleetUpdate(message);
        const QString utcTime = BackendText::render(timed);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const FleetUpdate german = FleetConvert::fleetUpdate(message);
        QLocale::setDefault(wasLocale);
        TimestampText::setUtc(wasUtc);

        QVERIFY2(english.upserts.at(0).stepDescription.contains(QStringLiteral("97.5")),
                 qPrintable(english.upserts.at(0).stepDescription));
        QCOMPARE(english.upserts.at(1).stepDescription, english.upserts.at(0).stepDescription);
        QVERIFY(english.upserts.at(1).stepDescription.isSharedWith(english.upserts.at(0).stepDescription));
        QVERIFY2(english.upserts.at(2).stepDescription.contains(QStringLiteral("12.5")),
                 qPrintable(english.upserts.at(2).stepDescription));
        QVERIFY2(german.upserts.at(0).stepDescription.contains(QStringLiteral("97,5")),
                 qPrintable(german.upserts.at(0).stepDescription));
        QCOMPARE(english.upserts.at(3).stepDescription, localTime);
        QCOMPARE(utc.upserts.at(3).stepDescription, utcTime);
        QVERIFY2(!english.upserts.at(3).stepDescription.contains(QStringLiteral("UTC")),
                 qPrintable(english.upserts.at(3).stepDescription));
        QVERIFY2(utc.upserts.at(3).stepDescription.contains(QStringLiteral("UTC")),
                 qPrintable(utc.upserts.at(3).stepDescription));
    }

    // A snapshot's first chunk makes room for the whole snapshot, but a total no fleet
    // has (a broken backend) is not trusted.
    void anAbsurdSnapshotTotalIsNotReserved()
    {
        v1::WatchFleetResponse message;
        message.set_reset(true);
        message.set_sync_total(std::numeric_limits<int>::max());
        message.add_upserts()->set_rack_id("R1");
        const FleetUpdate update = FleetConvert::fleetUpdate(message);
        QCOMPARE(update.upserts.size(), 1);
        QVERIFY(update.upserts.capacity() <= 250'000);
    }
};

QTEST_GUILESS_MAIN(TestProtoConvert)
#include "tst_protoconvert.moc"
