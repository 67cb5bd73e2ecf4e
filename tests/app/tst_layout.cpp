// The window's layout comes back on the next start: docks, columns, sort order, view.
#include "consolesession.h"
#include "fleetboard.h"
#include "mainwindow.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace rackops;

class TestLayout : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);  // settings go to a test location
    }

    void layoutIsRestored()
    {
        ConsoleSession::Options options;
        options.demoRacks = 50;
        ConsoleSession session(options);
        QString error;
        QVERIFY2(session.start(&error), qPrintable(error));
        {
            MainWindow first(&session);
            first.show();
            first.findChild<QDockWidget *>(QStringLiteral("operationsDock"))->hide();
            first.fleetBoard()->table()->sortByColumn(3, Qt::DescendingOrder);
            first.findChild<QTabWidget *>(QStringLiteral("views"))->setCurrentIndex(2);
            first.close();
        }
        MainWindow second(&session);
        second.restoreLayout();
        second.show();
        QVERIFY(second.findChild<QDockWidget *>(QStringLiteral("operationsDock"))->isHidden());
        QHeaderView *header = second.fleetBoard()->table()->horizontalHeader();
        QCOMPARE(header->sortIndicatorSection(), 3);
        QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
        QCOMPARE(second.findChild<QTabWidget *>(QStringLiteral("views"))->currentIndex(), 2);
    }
};

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
