// The leak banner keeps its place: a leak coming or going never moves the views below it
// (it used to appear above the tabs and shift them by ~35 px, which caused mis-clicks).
#include "alertsmodel.h"
#include "coolingstore.h"
#include "leakbanner.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QVBoxLayout>

using namespace rackops;

namespace {
CoolingSample sampleWithLeak(LeakDetectorInfo::State state, const QString &location)
{
    CoolingSample sample;
    sample.rackId = QStringLiteral("FRA1-H1-R02-07");
    sample.timeMs = 2'000'000;
    LeakDetectorInfo detector;
    detector.id = QStringLiteral("LD-CT07");
    detector.state = state;
    detector.location = location;
    detector.reaction = LeakDetectorInfo::Reaction::ForceOff;
    detector.reactionDelaySeconds = 30;
    detector.sinceMs = sample.timeMs - 5'000;
    sample.leakDetectors = {detector};
    return sample;
}
} // namespace

class TestLeakBanner : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void tabsKeepTheirPlaceWhenALeakComesAndGoes_data()
    {
        QTest::addColumn<QString>("location");
        QTest::newRow("short") << QStringLiteral("CT07");
        // Longer than the strip is wide: the message wraps, the strip does not grow.
        QTest::newRow("long") << QStringLiteral("Compute tray CT07, cold plate manifold, lower quick disconnect "
                                                "behind the second power shelf on the hot aisle side");
    }

    void tabsKeepTheirPlaceWhenALeakComesAndGoes()
    {
        QFETCH(QString, location);
        CoolingStore store;
        AlertsModel alerts;
        QWidget window; // as MainWindow's central widget: the banner above the tabs
        auto *layout = new QVBoxLayout(&window);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(0);
        auto *banner = new LeakBanner(&store, &alerts, &window);
        layout->addWidget(banner);
        auto *tabs = new QTabWidget(&window);
        tabs->addTab(new QLabel(QStringLiteral("fleet")), QStringLiteral("Fleet"));
        layout->addWidget(tabs, 1);
        window.resize(640, 480);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        QVERIFY(!banner->isActive());
        QVERIFY(banner->isVisible()); // the calm line holds the place
        const QRect dry = tabs->geometry();
        QVERIFY(dry.top() > 0);

        store.apply({sampleWithLeak(LeakDetectorInfo::State::Critical, location)});
        QVERIFY(banner->isActive());
        QVERIFY2(banner->text().contains(QStringLiteral("FRA1-H1-R02-07")), qPrintable(banner->text()));
        QVERIFY(banner->findChild<QPushButton *>(QStringLiteral("leakOpenRack"))->isVisible());
        QCoreApplication::sendPostedEvents(); // any layout request the leak made
        QCOMPARE(tabs->geometry(), dry);

        store.apply({sampleWithLeak(LeakDetectorInfo::State::Ok, location)});
        QVERIFY(!banner->isActive());
        QVERIFY(!banner->findChild<QPushButton *>(QStringLiteral("leakOpenRack"))->isVisible());
        QCoreApplication::sendPostedEvents();
        QCOMPARE(tabs->geometry(), dry);
    }

    // The strip said "no critical leak" while the status bar announced a critical "Leak detected"
    // alert: the detector had read dry again (or the cooling feed lagged) while the alert stayed open.
    // An open critical leak alert now counts as a leak on the strip as well.
    void agreesWithTheOpenLeakAlerts()
    {
        CoolingStore store;
        AlertsModel alerts;
        LeakBanner banner(&store, &alerts);
        banner.resize(800, 60);
        banner.show();
        QVERIFY(!banner.isActive());

        AlertInfo leak;
        leak.id = QStringLiteral("A-1042");
        leak.severity = AlertInfo::Severity::Critical;
        leak.state = AlertInfo::State::Triggered;
        leak.source = AlertInfo::Source::Leak;
        leak.rackId = QStringLiteral("PHX1-H2-R07-12");
        leak.summary = QStringLiteral("Leak detected at CT14 manifold");
        leak.conditionActive = true;
        leak.raisedMs = 1'700'000'000'000;
        alerts.apply(true, {leak}, {}, leak.raisedMs + 60'000);
        QCoreApplication::processEvents(); // the banner reads the alerts once a turn
        QVERIFY(store.criticalLeaks().isEmpty()); // the cooling feed has not seen it
        QVERIFY(banner.isActive());
        QVERIFY2(banner.text().contains(QStringLiteral("PHX1-H2-R07-12")), qPrintable(banner.text()));
        QVERIFY2(banner.text().contains(QStringLiteral("A-1042")), qPrintable(banner.text()));

        // The detector reads dry again but the alert is open: still said, not "no critical leak".
        leak.conditionActive = false;
        alerts.apply(false, {leak}, {}, leak.raisedMs + 120'000);
        QCoreApplication::processEvents(); // the banner reads the alerts once a turn
        QVERIFY(banner.isActive());
        QVERIFY2(banner.text().contains(QStringLiteral("A-1042")), qPrintable(banner.text()));

        // A warning (moisture) is not a critical leak; a resolved alert is closed.
        leak.state = AlertInfo::State::Resolved;
        alerts.apply(false, {leak}, {}, leak.raisedMs + 180'000);
        QCoreApplication::processEvents(); // the banner reads the alerts once a turn
        QVERIFY(!banner.isActive());
        AlertInfo moisture = leak;
        moisture.id = QStringLiteral("A-1043");
        moisture.severity = AlertInfo::Severity::Warning;
        moisture.state = AlertInfo::State::Triggered;
        alerts.apply(false, {moisture}, {}, leak.raisedMs + 240'000);
        QCoreApplication::processEvents(); // the banner reads the alerts once a turn
        QVERIFY(!banner.isActive());

        // The detector itself is the first word: its leak shows even with no alert yet.
        store.apply({sampleWithLeak(LeakDetectorInfo::State::Critical, QStringLiteral("CT07"))});
        QVERIFY(banner.isActive());
        QVERIFY2(banner.text().contains(QStringLiteral("FRA1-H1-R02-07")), qPrintable(banner.text()));
    }

    // A stream batch changes many alerts, each a signal: the banner read every alert for each
    // (at 100k racks a stall of its own); now once now and once at the end of the turn.
    void readsTheAlertsOnceATurn()
    {
        CoolingStore store;
        AlertsModel alerts;
        LeakBanner banner(&store, &alerts);
        QList<AlertInfo> many;
        for (int i = 0; i < 200; ++i) {
            AlertInfo a;
            a.id = QStringLiteral("A-%1").arg(5000 + i);
            a.severity = AlertInfo::Severity::Critical;
            a.state = AlertInfo::State::Triggered;
            a.source = AlertInfo::Source::Leak;
            a.rackId = QStringLiteral("PHX1-H3-R01-%1").arg(i, 3, 10, QLatin1Char('0'));
            a.conditionActive = true;
            a.raisedMs = 1'700'000'000'000 + i;
            many << a;
        }
        alerts.apply(true, many, {}, 1'700'000'100'000);
        QCoreApplication::processEvents();
        const int before = banner.reads();
        for (int row = 0; row < alerts.rowCount(); ++row) // one signal per alert, in one turn
            Q_EMIT alerts.dataChanged(alerts.index(row, 0), alerts.index(row, 0));
        QVERIFY2(banner.reads() - before <= 1, qPrintable(QString::number(banner.reads() - before)));
        QCoreApplication::processEvents();
        QVERIFY2(banner.reads() - before <= 2, qPrintable(QString::number(banner.reads() - before)));
        QCOMPARE(banner.leakCount(), 200);
    }

    // The alerts' ages change every minute of the backend's clock, every second at 60x, for every
    // alert: the strip shows no age, and reading the whole alert list for it was a stall each second
    // at 50,000 racks (#39).
    void theAlertsAgeingMakesTheStripReadNothing()
    {
        CoolingStore store;
        AlertsModel alerts;
        LeakBanner banner(&store, &alerts);
        AlertInfo a;
        a.id = QStringLiteral("A-7001");
        a.severity = AlertInfo::Severity::Critical;
        a.state = AlertInfo::State::Triggered;
        a.source = AlertInfo::Source::Leak;
        a.rackId = QStringLiteral("PHX1-H3-R01-07");
        a.conditionActive = true;
        a.raisedMs = 1'700'000'000'000;
        alerts.apply(true, {a}, {}, 1'700'000'100'000);
        QCoreApplication::processEvents();
        QVERIFY(banner.isActive());
        const int before = banner.reads();
        QSignalSpy aged(&alerts, &QAbstractItemModel::dataChanged);
        alerts.setServerTime(1'700'000'100'000 + 5 * 60'000);
        QCOMPARE(aged.size(), 1); // the ages did change
        QCoreApplication::processEvents();
        QCOMPARE(banner.reads(), before);
        QCOMPARE(banner.rackId(), QStringLiteral("PHX1-H3-R01-07"));
    }

    // With several leaking racks the strip switched between them as their alerts changed, so "Open
    // rack" opened another rack than the one just read. It stays on its rack ("1 of 3"), steps when
    // the operator steps, and moves on only when that leak is taken on or over.
    void staysOnItsRackUntilTheOperatorMovesIt()
    {
        CoolingStore store;
        AlertsModel alerts;
        LeakBanner banner(&store, &alerts);
        banner.resize(1000, 60);
        banner.show();
        const qint64 t0 = 1'700'000'000'000;
        const auto leakAlert = [t0](int n) {
            AlertInfo a;
            a.id = QStringLiteral("A-%1").arg(2000 + n);
            a.severity = AlertInfo::Severity::Critical;
            a.state = AlertInfo::State::Triggered;
            a.source = AlertInfo::Source::Leak;
            a.rackId = QStringLiteral("PHX1-H2-R07-%1").arg(n, 2, 10, QLatin1Char('0'));
            a.summary = QStringLiteral("Leak detected at CT14 manifold");
            a.conditionActive = true;
            a.raisedMs = t0 + n * 1000;
            return a;
        };
        alerts.apply(true, {leakAlert(1), leakAlert(2), leakAlert(3)}, {}, t0 + 10'000);
        QCoreApplication::processEvents(); // the banner reads the alerts once a turn
        auto *position = banner.findChild<QLabel *>(QStringLiteral("leakPosition"));
        QCOMPARE(banner.leakCount(), 3);
        const QString first = banner.rackId();
        QCOMPARE(first, QStringLiteral("PHX1-H2-R07-01"));
        QVERIFY(position->isVisible());
        QCOMPARE(position->text(), LeakBanner::tr("%1 of %2", "leaking rack shown of leaking racks").arg(1).arg(3));

        // A newer leak arrives and the others change: the strip stays where it is.
        AlertInfo two = leakAlert(2);
        two.comments = {{QStringLiteral("ben"), t0 + 11'000, QStringLiteral("on my way")}};
        alerts.apply(false, {leakAlert(0), two}, {}, t0 + 12'000);
        QCoreApplication::processEvents(); // the banner reads the alerts once a turn
        QCOMPARE(banner.leakCount(), 4);
        QCOMPARE(banner.rackId(), first);
        QSignalSpy opened(&banner, &LeakBanner::rackRequested);
        QTest::mouseClick(banner.findChild<QPushButton *>(QStringLiteral("leakOpenRack")), Qt::LeftButton);
        QCOMPARE(opened.last().first().toString(), first);

        // The operator steps through them.
        QTest::mouseClick(banner.findChild<QPushButton *>(QStringLiteral("leakNext")), Qt::LeftButton);
        const QString stepped = banner.rackId();
        QVERIFY(stepped != first);
        QVERIFY2(banner.text().contains(stepped), qPrintable(banner.text()));
        QTest::mouseClick(banner.findChild<QPushButton *>(QStringLiteral("leakPrevious")), Qt::LeftButton);
        QCOMPARE(banner.rackId(), first);

        // Someone takes the shown leak on: the strip moves to a leak nobody has taken on.
        AlertInfo taken = leakAlert(1);
        taken.state = AlertInfo::State::Acknowledged;
        taken.owner = QStringLiteral("anna");
        alerts.apply(false, {taken}, {}, t0 + 13'000);
        QCoreApplication::processEvents(); // the banner reads the alerts once a turn
        QVERIFY(banner.rackId() != first);
        QCOMPARE(banner.leakCount(), 4);
        const QString next = banner.rackId();

        // Its leak is over (resolved): the strip moves on again, and says how many are left.
        const AlertInfo *shown = alerts.find(QStringLiteral("A-%1").arg(2000 + next.right(2).toInt()));
        QVERIFY(shown);
        AlertInfo over = *shown;
        over.state = AlertInfo::State::Resolved;
        alerts.apply(false, {over}, {}, t0 + 14'000);
        QCoreApplication::processEvents(); // the banner reads the alerts once a turn
        QCOMPARE(banner.leakCount(), 3);
        QVERIFY(banner.rackId() != next);
        QCOMPARE(position->text().right(1), QStringLiteral("3"));
    }
};

QTEST_MAIN(TestLeakBanner)
#include "tst_leakbanner.moc"
