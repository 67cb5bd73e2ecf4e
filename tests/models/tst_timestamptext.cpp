// One switch for local time or UTC across the console: texts follow it, the
// tooltip always gives both, and models repaint their times when it flips.
#include "auditlogmodel.h"
#include "timestamptext.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

#include <ctime>

using namespace rackops;

class TestTimestampText : public QObject {
    Q_OBJECT
private:
    // 30 Nov 2026 15:33:12 UTC = 16:33:12 in Berlin.
    static constexpr qint64 kMoment = 1796052792000;

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("TZ", "Europe/Berlin");
        tzset();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    }
    void cleanup() { TimestampText::setUtc(false); }

    void textFollowsTheSwitchAndTooltipGivesBoth()
    {
        TimestampText::setUtc(false);
        QVERIFY2(TimestampText::text(kMoment).contains(QStringLiteral("16:33")),
                 qPrintable(TimestampText::text(kMoment)));
        QVERIFY(!TimestampText::text(kMoment).contains(QStringLiteral("UTC")));
        QCOMPARE(TimestampText::timeOfDay(kMoment), QStringLiteral("16:33"));
        TimestampText::setUtc(true);
        QVERIFY2(TimestampText::text(kMoment).contains(QStringLiteral("15:33"))
                     && TimestampText::text(kMoment).endsWith(QStringLiteral("UTC")),
                 qPrintable(TimestampText::text(kMoment)));
        QCOMPARE(TimestampText::timeOfDay(kMoment), QStringLiteral("15:33 UTC"));
        const QString tip = TimestampText::tooltip(kMoment);
        QVERIFY2(tip.contains(QStringLiteral("15:33:12")) && tip.contains(QStringLiteral("16:33:12")), qPrintable(tip));
        QVERIFY(tip.indexOf(QStringLiteral("UTC")) < tip.indexOf(QStringLiteral("local"))); // the chosen zone first
        QVERIFY(TimestampText::text(0).isEmpty()); // no time is no time, not 1970
    }

    // Issue #17: German showed "30.11.26", English mixed "11/30/26 9:34 PM" and "30 Nov 2026 23:12:33".
    void yearsHaveFourDigitsAndZonesAreNamed()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(TimestampText::text(kMoment), QStringLiteral("30.11.2026 16:33"));
        QCOMPARE(TimestampText::text(kMoment, QLocale::LongFormat), QStringLiteral("30.11.2026 16:33:12"));
        QCOMPARE(TimestampText::date(QDate(2026, 11, 30)), QStringLiteral("30.11.2026"));
        // The site's zone is named, the operator's own is not.
        QCOMPARE(TimestampText::inZone(kMoment, QTimeZone("America/Phoenix")), QStringLiteral("30.11.2026 08:33 MST"));
        QCOMPARE(TimestampText::inZone(kMoment, QTimeZone::systemTimeZone()), QStringLiteral("30.11.2026 16:33"));
        // An operator reading UTC everywhere is told that a time in their own zone is not UTC.
        TimestampText::setUtc(true);
        QCOMPARE(TimestampText::inZone(kMoment, QTimeZone::systemTimeZone()), QStringLiteral("30.11.2026 16:33 CET"));
        TimestampText::setUtc(false);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(TimestampText::text(kMoment), QStringLiteral("11/30/2026 4:33 PM"));
        QCOMPARE(TimestampText::text(kMoment, QLocale::LongFormat), QStringLiteral("11/30/2026 4:33:12 PM"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    }

    void modelsRepaintTheirTimesWhenTheZoneFlips()
    {
        AuditLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        AuditEntryInfo entry;
        entry.timeMs = kMoment;
        entry.actor = QStringLiteral("anna");
        entry.action = QStringLiteral("rack.approve");
        model.setEntries({entry});
        const QModelIndex time = model.index(0, AuditLogModel::TimeColumn);
        QVERIFY(time.data().toString().contains(QStringLiteral("16:33")));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        TimestampText::setUtc(true);
        QCOMPARE(changed.count(), 1);
        QVERIFY(time.data().toString().contains(QStringLiteral("15:33 UTC")));
        TimestampText::setUtc(true); // no change, no repaint
        QCOMPARE(changed.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestTimestampText)
#include "tst_timestamptext.moc"
