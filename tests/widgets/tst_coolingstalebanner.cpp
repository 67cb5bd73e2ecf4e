// The cooling view's banner for racks whose Redfish CDU stopped answering:
// shown from the backend's cooling/stale/RACK alerts, with the data's age on
// the backend clock, the CDU and the error; only for the racks on screen.
// Without alerts (no identity), from the samples' own silence.
#include "alertsmodel.h"
#include "coolingstalebanner.h"
#include "coolingview.h"

#include <QDir>
#include <QTest>

using namespace rackops;

namespace {

const QString kRack = QStringLiteral("PHX1-H1-R01-02");
const QString kOther = QStringLiteral("PHX1-H1-R01-03");
const QString kCdu = QStringLiteral("https://cdu-row1.example.net/redfish/v1/ThermalEquipment/CDUs/2");
constexpr qint64 kNow = 1'790'000'000'000;

AlertInfo staleAlert(const QString &rack, qint64 lastReadMs, const QString &value = QStringLiteral("stale"))
{
    AlertInfo a;
    a.id = QStringLiteral("stale-") + rack;
    a.severity = AlertInfo::Severity::Warning;
    a.state = AlertInfo::State::Triggered;
    a.source = AlertInfo::Source::Cooling;
    a.rackId = rack;
    a.summary = QStringLiteral("Cooling data stale: its Redfish CDU does not answer");
    a.details = kCdu + QStringLiteral(": no answer within 400 ms");
    a.currentValue = value;
    a.conditionActive = true;
    a.raisedMs = lastReadMs; // the backend raises it as of the rack's last reading
    a.updatedMs = kNow;
    a.conditionKey = QStringLiteral("cooling/stale/") + rack;
    return a;
}

CoolingSample sample(const QString &rack, qint64 timeMs)
{
    CoolingSample s;
    s.rackId = rack;
    s.timeMs = timeMs;
    s.values[size_t(CoolingReading::SupplyTemperature)] = 31.0F;
    return s;
}

// A cooling view whose stale banner runs on a manual clock (the console's own, for arrivals).
struct ManualClockView {
    CoolingView view;
    CoolingStaleBanner *banner = view.staleBanner();
    qint64 local = 5'000'000;

    ManualClockView()
    {
        banner->setLocalClock([this] { return local; });
    }
};

} // namespace

class TestCoolingStaleBanner : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void showsTheShownRacksStaleDataWithItsAge()
    {
        AlertsModel alerts;
        CoolingView view;
        view.setAlerts(&alerts);
        view.resize(1100, 800);
        view.show();
        auto *banner = view.findChild<CoolingStaleBanner *>(QStringLiteral("coolingStaleBanner"));
        QVERIFY(banner);
        view.setRack(kRack);
        alerts.apply(true, {}, {}, kNow);
        QVERIFY(!banner->isVisible());

        // Another rack's stale data is not this view's business.
        alerts.apply(false, {staleAlert(kOther, kNow - 30'000)}, {}, kNow);
        QVERIFY(!banner->isVisible());

        // Changes after the first of a turn of the event loop show at its end (OncePerTurn).
        alerts.apply(false, {staleAlert(kRack, kNow - 125'000)}, {}, kNow);
        QTRY_VERIFY(banner->isVisible());
        QCOMPARE(banner->staleRacks(), QStringList {kRack});
        QCOMPARE(banner->text(),
                 QStringLiteral("Cooling data for %1 is 2 min old: CDU %2 is not answering "
                                "(no answer within 400 ms).")
                     .arg(kRack, kCdu));
        QVERIFY(view.grab().save(QDir::temp().filePath(QStringLiteral("coolingstalebanner.png"))));

        // The age moves with the backend clock.
        alerts.setServerTime(kNow + 60'000);
        QTRY_VERIFY_WITH_TIMEOUT(banner->text().contains(QLatin1String(" is 3 min old")), 3000);

        // Comparing with the other stale rack lists both, the view's own first.
        view.setCompared({kOther});
        QCOMPARE(banner->staleRacks(), (QStringList {kRack, kOther}));
        QCOMPARE(banner->text().count(QLatin1Char('\n')), 1);
        QVERIFY(banner->text().startsWith(QLatin1String("Cooling data for ") + kRack));
        QVERIFY2(banner->text().contains(QStringLiteral("Cooling data for %1 is 1 min old").arg(kOther)),
                 qPrintable(banner->text()));
        view.setCompared({});

        // The CDU answers again: the backend resolves the alert and the banner goes.
        AlertInfo resolved = staleAlert(kRack, kNow - 125'000);
        resolved.state = AlertInfo::State::Resolved;
        resolved.conditionActive = false;
        alerts.apply(false, {resolved}, {}, kNow + 61'000);
        QTRY_VERIFY(!banner->isVisible());
        QVERIFY(banner->staleRacks().isEmpty());
    }

    void aRackNeverReadSaysSo()
    {
        AlertsModel alerts;
        CoolingView view;
        view.setAlerts(&alerts);
        view.show();
        view.setRack(kRack);
        alerts.apply(true, {staleAlert(kRack, kNow, QStringLiteral("never read"))}, {}, kNow);
        auto *banner = view.findChild<CoolingStaleBanner *>(QStringLiteral("coolingStaleBanner"));
        QVERIFY(banner->isVisible());
        QCOMPARE(banner->text(),
                 QStringLiteral("No cooling data for %1 yet: CDU %2 has not answered "
                                "(no answer within 400 ms).")
                     .arg(kRack, kCdu));
    }

    void theRequestIsNotRepeated()
    {
        AlertsModel alerts;
        CoolingView view;
        view.setAlerts(&alerts);
        view.setRack(kRack);
        AlertInfo refused = staleAlert(kRack, kNow - 5'000);
        refused.details = QStringLiteral("%1: GET %1: Connection refused").arg(kCdu);
        alerts.apply(true, {refused}, {}, kNow);
        QCOMPARE(view.staleBanner()->text(),
                 QStringLiteral("Cooling data for %1 is 5 s old: CDU %2 is not answering "
                                "(Connection refused).")
                     .arg(kRack, kCdu));
    }

    // A console without identity gets no alert stream: the samples' own silence shows the banner.
    void withoutAlertsASilentRackShowsItsAge()
    {
        ManualClockView v;
        CoolingView &view = v.view;
        CoolingStaleBanner *banner = v.banner;
        qint64 &local = v.local;
        view.show();
        view.setRack(kRack);
        view.setCompared({kOther});
        // Both racks send every second.
        for (int i = 0; i < 4; ++i) {
            view.appendSamples({sample(kRack, kNow + i * 1000), sample(kOther, kNow + i * 1000)});
            local += 1000;
        }
        banner->refreshNow();
        QVERIFY(!banner->isVisible());
        QVERIFY(banner->staleRacks().isEmpty());

        // The rack goes silent while the compared one keeps sending: one missed sample is no alarm...
        view.appendSamples({sample(kOther, kNow + 4000)});
        local += 1000;
        banner->refreshNow();
        QVERIFY(!banner->isVisible());
        // ...longer than its interval plus one is.
        for (int i = 5; i < 7; ++i) {
            view.appendSamples({sample(kOther, kNow + i * 1000)});
            local += 1000;
        }
        // The banner's own clock tick notices it, with no signal from anywhere.
        QTRY_COMPARE_WITH_TIMEOUT(banner->text(),
                                  QStringLiteral("Cooling data for %1 is 4 s old: no new reading "
                                                 "arrived (expected every 1 s).")
                                      .arg(kRack),
                                  2500);
        QVERIFY(banner->isVisible());
        QCOMPARE(banner->staleRacks(), QStringList {kRack});
        // Its next sample puts it right.
        view.appendSamples({sample(kRack, kNow + 7000)});
        QVERIFY(!banner->isVisible());
        QVERIFY(banner->staleRacks().isEmpty());
    }

    // #35.4: without alerts, a rack whose CDU was never read says why from its own sample, draws
    // nothing, and is not taken for a silent rack; its first reading clears the line.
    void aNeverReadSampleSaysWhy()
    {
        ManualClockView v;
        CoolingView &view = v.view;
        CoolingStaleBanner *banner = v.banner;
        view.show();
        view.setRack(kRack);
        CoolingSample none;
        none.rackId = kRack;
        none.noReading = QStringLiteral("no reading yet (invalid JSON)");
        none.noReadingDetail = QStringLiteral("GET ") + kCdu + QStringLiteral(": invalid JSON at byte 12");
        view.appendSamples({none});
        QCOMPARE(
            banner->text(),
            QStringLiteral("No cooling data for %1: no reading yet (invalid JSON). GET %2: invalid JSON at byte 12")
                .arg(kRack, kCdu));
        QVERIFY(banner->isVisible());
        QCOMPARE(banner->staleRacks(), QStringList {kRack});
        view.appendSamples({sample(kRack, kNow)});
        QVERIFY(!banner->isVisible());
    }

    // A Redfish-fed rack polled every 10 s is not stale between polls; its own pace counts.
    void aSlowRackIsJudgedByItsOwnInterval()
    {
        ManualClockView v;
        v.view.show();
        v.view.setRack(kRack);
        for (int i = 0; i < 3; ++i) {
            v.view.appendSamples({sample(kRack, kNow + i * 10'000)});
            v.local += 10'000;
        }
        v.local += 9'000; // 19 s since the last sample: within two intervals
        v.banner->refreshNow();
        QVERIFY(!v.banner->isVisible());
        v.local += 2'000;
        v.banner->refreshNow();
        QVERIFY(v.banner->isVisible());
        QCOMPARE(v.banner->text(),
                 QStringLiteral("Cooling data for %1 is 21 s old: no new reading arrived "
                                "(expected every 10 s).")
                     .arg(kRack));
    }

    // The backend's alert says more (the CDU and the error); it wins over the fallback.
    void theAlertWinsOverTheFallback()
    {
        AlertsModel alerts;
        ManualClockView v;
        v.view.setAlerts(&alerts);
        v.view.setRack(kRack);
        v.view.appendSamples({sample(kRack, kNow - 125'000)});
        v.local += 60'000;
        alerts.apply(true, {staleAlert(kRack, kNow - 125'000)}, {}, kNow);
        QCOMPARE(v.banner->text().count(QLatin1Char('\n')), 0);
        QVERIFY2(v.banner->text().contains(QLatin1String("is not answering")), qPrintable(v.banner->text()));
    }

    void ageUnderAMinuteInSeconds()
    {
        QCOMPARE(CoolingStaleBanner::ageText(45'500), QStringLiteral("45 s"));
        QCOMPARE(CoolingStaleBanner::ageText(-3'000), QStringLiteral("0 s"));
        QCOMPARE(CoolingStaleBanner::ageText(3 * 3600'000 + 5 * 60'000), QStringLiteral("3 h 5 min"));
    }
};

QTEST_MAIN(TestCoolingStaleBanner)
#include "tst_coolingstalebanner.moc"
