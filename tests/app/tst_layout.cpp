// The window's layout comes back on the next start: docks, columns, sort order, view.
#include "consolesession.h"
#include "democonsole.h"
#include "fleetboard.h"
#include "mainwindow.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QScreen>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace rackops;
using namespace rackops::test;

class TestLayout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location
    }

    void layoutIsRestored()
    {
        ConsoleSession session(demoOptions(50));
        RACKOPS_VERIFY_STARTED(session);
        {
            MainWindow first(&session);
            first.show();
            first.findChild<QDockWidget *>(QStringLiteral("operationsDock"))->hide();
            first.findChild<FleetBoard *>()->table()->sortByColumn(3, Qt::DescendingOrder);
            first.findChild<QTabWidget *>(QStringLiteral("views"))->setCurrentIndex(2);
            first.close();
        }
        MainWindow second(&session);
        second.restoreLayout();
        second.show();
        QVERIFY(second.findChild<QDockWidget *>(QStringLiteral("operationsDock"))->isHidden());
        QHeaderView *header = second.findChild<FleetBoard *>()->table()->horizontalHeader();
        QCOMPARE(header->sortIndicatorSection(), 3);
        QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
        QCOMPARE(second.findChild<QTabWidget *>(QStringLiteral("views"))->currentIndex(), 2);
    }

    // On a small laptop screen the window opened at 1878x960, status bar off screen. The height and
    // the place now follow the screen (tst_laptopscreen checks that everything fits at 1366x768 and 1280x720).
    void windowOpensInsideTheScreen()
    {
        ConsoleSession session(demoOptions(50));
        RACKOPS_VERIFY_STARTED(session);
        MainWindow window(&session);
        window.fitToScreen(QSize(1680, 960));
        window.show();
        const QRect available = window.screen()->availableGeometry();
        QVERIFY(available.height() < 960); // the offscreen screen is smaller than the preferred size
        QVERIFY2(available.contains(window.geometry().topLeft()) && window.geometry().bottom() <= available.bottom(),
                 qPrintable(QStringLiteral("%1,%2 %3x%4 outside %5x%6")
                                .arg(window.x())
                                .arg(window.y())
                                .arg(window.width())
                                .arg(window.height())
                                .arg(available.width())
                                .arg(available.height())));
    }

    void titleNamesTheProductOnce()
    {
        ConsoleSession session(demoOptions(20));
        RACKOPS_VERIFY_STARTED(session);
        MainWindow window(&session);
        // The desktop appends the application's display name ("— RackOps") itself.
        QVERIFY(!window.windowTitle().contains(QStringLiteral("RackOps")));
    }
};

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
