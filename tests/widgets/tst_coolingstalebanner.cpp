// The cooling view's banner for racks whose Redfish CDU stopped answering:
// shown from the backend's cooling/stale/RACK alerts, with the data's age on
// the backend clock, the CDU and the error; only for the racks on screen.
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
    a.raisedMs = lastReadMs;   // the backend raises it as of the rack's last reading
    a.updatedMs = kNow;
    a.conditionKey = QStringLiteral("cooling/stale/") + rack;
    return a;
}

} // namespace

class TestCoolingStaleBanner : public QObject
{
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

        alerts.apply(false, {staleAlert(kRack, kNow - 125'000)}, {}, kNow);
        QVERIFY(banner->isVisible());
        QCOMPARE(banner->staleRacks(), QStringList{kRack});
        QCOMPARE(banner->text(), QStringLiteral("Cooling data for %1 is 2 min old: CDU %2 is not answering "
                                                "(no answer within 400 ms).").arg(kRack, kCdu));
        QVERIFY(view.grab().save(QDir::temp().filePath(QStringLiteral("coolingstalebanner.png"))));

        // The age moves with the backend clock.
        alerts.setServerTime(kNow + 60'000);
        QTRY_VERIFY_WITH_TIMEOUT(banner->text().contains(QLatin1String(" is 3 min old")), 3000);

        // Comparing with the other stale rack lists both, the view's own first.
        view.setCompared({kOther});
        QCOMPARE(banner->staleRacks(), (QStringList{kRack, kOther}));
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
        QVERIFY(!banner->isVisible());
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
        QCOMPARE(banner->text(), QStringLiteral("No cooling data for %1 yet: CDU %2 has not answered "
                                                "(no answer within 400 ms).").arg(kRack, kCdu));
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
        QCOMPARE(view.staleBanner()->text(), QStringLiteral("Cooling data for %1 is 5 s old: CDU %2 is not answering "
                                                            "(Connection refused).").arg(kRack, kCdu));
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
