#include "fleetboard.h"
#include "fleetfilterbar.h"
#include "fleetfiltermodel.h"
#include "fleetmodel.h"
#include "stagecounterbar.h"

#include "../models/fleetfixtures.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using namespace rackops;
using namespace rackops::test;

class TestFleetBoard : public QObject
{
    Q_OBJECT
private slots:
    void countersFollowTheFleet()
    {
        FleetModel fleet;
        FleetFilterModel filter;
        filter.setFleetModel(&fleet);
        FleetBoard board(&fleet, &filter);
        board.show();
        fleet.applyUpdate(sampleSnapshot());
        QCOMPARE(board.counters()->shownCount(LifecycleStage::Production), 2);
        QCOMPARE(board.counters()->shownCount(LifecycleStage::Failed), 1);
        auto *production = board.findChild<QToolButton *>(QStringLiteral("stageTile-production"));
        QVERIFY(production);
        QVERIFY(production->text().contains(QLatin1String("2")));

        FleetUpdate update;
        update.upserts = {rack("PHX1-H1-R01-02", LifecycleStage::Production, Health::Ok, "PHX1", 300)};
        fleet.applyUpdate(update);
        QCOMPARE(board.counters()->shownCount(LifecycleStage::Production), 3);
        QCOMPARE(board.counters()->shownCount(LifecycleStage::Validating), 0);
    }

    void clickingAStageTileFiltersTheTable()
    {
        FleetModel fleet;
        FleetFilterModel filter;
        filter.setFleetModel(&fleet);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        FleetBoard board(&fleet, &filter);
        board.show();
        fleet.applyUpdate(sampleSnapshot());
        auto *failed = board.findChild<QToolButton *>(QStringLiteral("stageTile-failed"));
        QTest::mouseClick(failed, Qt::LeftButton);
        QCOMPARE(board.table()->model()->rowCount(), 1);
        QCOMPARE(filter.stageFilter(), std::optional(LifecycleStage::Failed));
        QVERIFY(failed->isChecked());
        auto *shown = board.findChild<QLabel *>(QStringLiteral("shownCount"));
        QCOMPARE(shown->text(), QStringLiteral("1 of 6 racks"));
        QTest::mouseClick(failed, Qt::LeftButton);  // again: clear
        QCOMPARE(board.table()->model()->rowCount(), 6);
        QCOMPARE(shown->text(), QStringLiteral("6 racks"));
    }

    void typingFiltersAfterAPause()
    {
        FleetModel fleet;
        FleetFilterModel filter;
        filter.setFleetModel(&fleet);
        FleetBoard board(&fleet, &filter);
        board.show();
        fleet.applyUpdate(sampleSnapshot());
        QLineEdit *search = board.filterBar()->searchField();
        QTest::keyClicks(search, QStringLiteral("fra1 critical"));
        QTRY_COMPARE(board.table()->model()->rowCount(), 1);
        QCOMPARE(board.table()->model()->index(0, FleetModel::RackColumn).data().toString(),
                 QStringLiteral("FRA1-H1-R01-06"));
        auto *clear = board.findChild<QToolButton *>(QStringLiteral("clearFilters"));
        QVERIFY(clear->isEnabled());
        QTest::mouseClick(clear, Qt::LeftButton);
        QCOMPARE(board.table()->model()->rowCount(), 6);
        QVERIFY(search->text().isEmpty());
    }

    void activatingARowNamesTheRack()
    {
        FleetModel fleet;
        FleetFilterModel filter;
        filter.setFleetModel(&fleet);
        FleetBoard board(&fleet, &filter);
        board.show();
        fleet.applyUpdate(sampleSnapshot());
        QSignalSpy activated(&board, &FleetBoard::rackActivated);
        QSignalSpy current(&board, &FleetBoard::currentRackChanged);
        board.selectRack(QStringLiteral("PHX1-H1-R01-03"));
        QCOMPARE(board.currentRackId(), QStringLiteral("PHX1-H1-R01-03"));
        QCOMPARE(current.last().first().toString(), QStringLiteral("PHX1-H1-R01-03"));
        QTest::keyClick(board.table(), Qt::Key_Return);
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.first().first().toString(), QStringLiteral("PHX1-H1-R01-03"));
    }

    void selectingAFilteredOutRackClearsTheFilter()
    {
        FleetModel fleet;
        FleetFilterModel filter;
        filter.setFleetModel(&fleet);
        FleetBoard board(&fleet, &filter);
        fleet.applyUpdate(sampleSnapshot());
        filter.setStageFilter(LifecycleStage::Production);
        board.selectRack(QStringLiteral("FRA1-H1-R01-06"));
        QCOMPARE(board.currentRackId(), QStringLiteral("FRA1-H1-R01-06"));
        QVERIFY(!filter.stageFilter());
    }
};

QTEST_MAIN(TestFleetBoard)
#include "tst_fleetboard.moc"
