// The leak banner keeps its place: a leak coming or going never moves the views below it
// (it used to appear above the tabs and shift them by ~35 px, which caused mis-clicks).
#include "coolingstore.h"
#include "leakbanner.h"

#include <QLabel>
#include <QPushButton>
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

class TestLeakBanner : public QObject
{
    Q_OBJECT
private slots:
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
        QWidget window;  // as MainWindow's central widget: the banner above the tabs
        auto *layout = new QVBoxLayout(&window);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(0);
        auto *banner = new LeakBanner(&store, &window);
        layout->addWidget(banner);
        auto *tabs = new QTabWidget(&window);
        tabs->addTab(new QLabel(QStringLiteral("fleet")), QStringLiteral("Fleet"));
        layout->addWidget(tabs, 1);
        window.resize(640, 480);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        QVERIFY(!banner->isActive());
        QVERIFY(banner->isVisible());  // the calm line holds the place
        const QRect dry = tabs->geometry();
        QVERIFY(dry.top() > 0);

        store.apply({sampleWithLeak(LeakDetectorInfo::State::Critical, location)});
        QVERIFY(banner->isActive());
        QVERIFY2(banner->text().contains(QStringLiteral("FRA1-H1-R02-07")), qPrintable(banner->text()));
        QVERIFY(banner->findChild<QPushButton *>(QStringLiteral("leakOpenRack"))->isVisible());
        QCoreApplication::sendPostedEvents();  // any layout request the leak made
        QCOMPARE(tabs->geometry(), dry);

        store.apply({sampleWithLeak(LeakDetectorInfo::State::Ok, location)});
        QVERIFY(!banner->isActive());
        QVERIFY(!banner->findChild<QPushButton *>(QStringLiteral("leakOpenRack"))->isVisible());
        QCoreApplication::sendPostedEvents();
        QCOMPARE(tabs->geometry(), dry);
    }
};

QTEST_MAIN(TestLeakBanner)
#include "tst_leakbanner.moc"
