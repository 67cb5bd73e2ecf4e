#include "boardmodels.h"
#include "fleetboard.h"
#include "fleetfilterbar.h"
#include "fleetitemdelegate.h"
#include "stagecounterbar.h"
#include "stagetile.h"
#include "translationscope.h"

#include "../models/fleetfixtures.h"

#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QSignalSpy>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

#include <memory>
#include <optional>

using namespace rackops;
using namespace rackops::test;

namespace {
// The board on its models with the sample fleet in, shown unless said otherwise.
struct SampleBoard : BoardModels {
    explicit SampleBoard(QSize size = {}, bool shown = true)
    {
        if (size.isValid())
            board.resize(size);
        if (shown)
            board.show();
        fleet.applyUpdate(sampleSnapshot());
    }

    FleetBoard board {&fleet, &filter};
};

// One cell of the board as its delegate paints it, `width` pixels wide.
QImage paintCell(QTableView *table, const QModelIndex &index, int width)
{
    QStyleOptionViewItem option;
    option.initFrom(table->viewport());
    option.rect = QRect(0, 0, width, table->verticalHeader()->defaultSectionSize());
    QImage image(option.rect.size(), QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    table->itemDelegateForIndex(index)->paint(&painter, option, index);
    return image;
}

} // namespace

class TestFleetBoard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Counts read as the console shows them: with the English plural forms it loads.
    void initTestCase()
    {
        auto *english = new QTranslator(this);
        QVERIFY2(english->load(QStringLiteral(RACKOPS_EN_QM)), RACKOPS_EN_QM);
        QCoreApplication::installTranslator(english);
    }

    // The tiles keep their measures between count changes, and measure again when the font changes:
    // a bar whose font grows cuts its names as a bar made with that font does.
    void theStageTilesMeasureAgainWhenTheFontChanges()
    {
        BoardModels models;
        models.fleet.applyUpdate(sampleSnapshot());
        const auto texts = [](const StageCounterBar &bar) {
            QStringList out;
            for (const StageTile *tile : bar.findChildren<StageTile *>())
                out << tile->name() + u'\n' + tile->countText();
            return out;
        };
        QFont large = QApplication::font();
        large.setPointSizeF(large.pointSizeF() * 2.2);

        StageCounterBar bar(&models.fleet);
        bar.resize(900, bar.sizeHint().height());
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        const QStringList small = texts(bar);
        bar.setFont(large);
        StageCounterBar fresh(&models.fleet);
        fresh.setFont(large);
        fresh.resize(900, fresh.sizeHint().height());
        fresh.show();
        QVERIFY(QTest::qWaitForWindowExposed(&fresh));
        QCOMPARE(texts(bar), texts(fresh));
        QVERIFY(texts(bar) != small); // the larger font cut names the smaller one left whole
        QVERIFY(texts(bar).join(QString()).contains(QChar(0x2026)));

        // A count that changes is shown at once, under the name as it was cut.
        const StageTile *all = bar.findChild<StageTile *>(QStringLiteral("stageTile-all"));
        const QString beforeName = all->name();
        const QString beforeCount = all->countText();
        FleetUpdate more;
        RackSummary extra = sampleSnapshot().upserts.first();
        extra.rackId = QStringLiteral("EXTRA-R01");
        more.upserts << extra;
        models.fleet.applyUpdate(more);
        QCOMPARE(all->name(), beforeName);
        QCOMPARE(all->countText(), QLocale().toString(models.fleet.rowCount()));
        QVERIFY(all->countText() != beforeCount);
    }

    // Counts change every second at 100,000 racks. A tile was a QToolButton with a style sheet for
    // its colour band: each new count set its text, which asked the bar to lay out again, and each
    // paint went through the style sheet. A new count now repaints the tile that shows it, and no more.
    void aNewCountRepaintsItsTileAndLaysNothingOut()
    {
        BoardModels models;
        models.fleet.applyUpdate(sampleSnapshot());
        StageCounterBar bar(&models.fleet);
        bar.resize(1200, bar.sizeHint().height());
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        struct Events : QObject {
            int layouts = 0;
            int paints = 0;
            bool eventFilter(QObject *, QEvent *event) override
            {
                layouts += event->type() == QEvent::LayoutRequest;
                paints += event->type() == QEvent::Paint;
                return false;
            }
        };
        Events onBar;
        Events onProduction;
        Events onFailed;
        auto *production = bar.findChild<StageTile *>(QStringLiteral("stageTile-production"));
        auto *failed = bar.findChild<StageTile *>(QStringLiteral("stageTile-failed"));
        QVERIFY(production && failed);
        QVERIFY(production->styleSheet().isEmpty());
        QCoreApplication::processEvents(); // what showing the bar left to do
        bar.installEventFilter(&onBar);
        production->installEventFilter(&onProduction);
        failed->installEventFilter(&onFailed);
        const QRect productionGeometry = production->geometry();

        FleetUpdate more;
        RackSummary extra = sampleSnapshot().upserts.first();
        extra.rackId = QStringLiteral("EXTRA-R01");
        extra.stage = LifecycleStage::Production;
        more.upserts << extra;
        const int before = production->count();
        models.fleet.applyUpdate(more);
        QTRY_COMPARE(production->count(), before + 1);
        QTRY_VERIFY(onProduction.paints > 0);
        QCoreApplication::processEvents();
        QCOMPARE(onBar.layouts, 0);
        QCOMPARE(onFailed.paints, 0); // its count stayed
        QCOMPARE(production->geometry(), productionGeometry);
        // The widest count a fleet can have fits the tile as it is.
        QVERIFY(production->fontMetrics().horizontalAdvance(QLocale().toString(100000))
                <= production->contentsRect().width());
    }

    // The board opened sorted by rack id: the failed rack sat in the middle of the list.
    // It opens in "Needs action" order now, with the reason and owner in view.
    void opensWorstFirst()
    {
        SampleBoard sample(QSize(1200, 500));
        FleetBoard &board = sample.board;
        QHeaderView *header = board.table()->horizontalHeader();
        QCOMPARE(header->sortIndicatorSection(), int(FleetModel::ReasonColumn));
        QCOMPARE(header->sortIndicatorOrder(), Qt::AscendingOrder);
        // The two critical racks first (same time in stage: by rack id).
        const auto rackAtRow = [&](int row) {
            return board.table()->model()->index(row, FleetModel::RackColumn).data().toString();
        };
        QCOMPARE(rackAtRow(0), QStringLiteral("FRA1-H1-R01-06"));
        QCOMPARE(rackAtRow(1), QStringLiteral("PHX1-H1-R01-03"));
        auto *needsAction = board.findChild<QToolButton *>(QStringLiteral("needsActionOrder"));
        QVERIFY(needsAction->isChecked());

        // Another order, and back.
        board.table()->sortByColumn(FleetModel::RackColumn, Qt::AscendingOrder);
        QVERIFY(!needsAction->isChecked());
        QCOMPARE(rackAtRow(0), QStringLiteral("FRA1-H1-R01-04"));
        QTest::mouseClick(needsAction, Qt::LeftButton);
        QVERIFY(needsAction->isChecked());
        QCOMPARE(header->sortIndicatorSection(), int(FleetModel::ReasonColumn));
        QCOMPARE(rackAtRow(0), QStringLiteral("FRA1-H1-R01-06"));
        // Reason beside Leak, then validation and cooling, then the owner; the location (in the id) hidden.
        QCOMPARE(header->visualIndex(FleetModel::ReasonColumn), header->visualIndex(FleetModel::LeakColumn) + 1);
        QCOMPARE(header->visualIndex(FleetModel::ValidationColumn), header->visualIndex(FleetModel::ReasonColumn) + 1);
        QCOMPARE(header->visualIndex(FleetModel::SupplyColumn), header->visualIndex(FleetModel::ValidationColumn) + 1);
        QCOMPARE(header->visualIndex(FleetModel::FlowColumn), header->visualIndex(FleetModel::SupplyColumn) + 2);
        QCOMPARE(header->visualIndex(FleetModel::OwnerColumn), header->visualIndex(FleetModel::FlowColumn) + 1);
        QVERIFY(header->isSectionHidden(FleetModel::LocationColumn));
    }

    void countersFollowTheFleet()
    {
        SampleBoard sample;
        FleetBoard &board = sample.board;
        FleetModel &fleet = sample.fleet;
        QCOMPARE(board.counters()->shownCount(LifecycleStage::Production), 2);
        QCOMPARE(board.counters()->shownCount(LifecycleStage::Failed), 1);
        auto *production = board.findChild<StageTile *>(QStringLiteral("stageTile-production"));
        QVERIFY(production);
        QCOMPARE(production->countText(), QStringLiteral("2"));
        // The count is painted, not the button's text: a screen reader hears it from the accessible name.
        QCOMPARE(production->accessibleName(), QStringLiteral("Production: 2 racks"));

        FleetUpdate update;
        update.upserts = {rack("PHX1-H1-R01-02", LifecycleStage::Production, Health::Ok, "PHX1", 300)};
        fleet.applyUpdate(update);
        QCOMPARE(board.counters()->shownCount(LifecycleStage::Production), 3);
        QCOMPARE(board.counters()->shownCount(LifecycleStage::Validating), 0);
        QCOMPARE(production->accessibleName(), QStringLiteral("Production: 3 racks"));
        auto *validating = board.findChild<StageTile *>(QStringLiteral("stageTile-validating"));
        QCOMPARE(validating->accessibleName(), QStringLiteral("Validating: 0 racks"));
    }

    void clickingAStageTileFiltersTheTable()
    {
        SampleBoard sample;
        FleetBoard &board = sample.board;
        FleetModel &fleet = sample.fleet;
        FleetFilterModel &filter = sample.filter;
        auto *failed = board.findChild<StageTile *>(QStringLiteral("stageTile-failed"));
        QTest::mouseClick(failed, Qt::LeftButton);
        QCOMPARE(board.table()->model()->rowCount(), 1);
        QCOMPARE(filter.stageFilter(), std::optional(LifecycleStage::Failed));
        QVERIFY(failed->isChecked());
        auto *shown = board.findChild<QLabel *>(QStringLiteral("shownCount"));
        QCOMPARE(shown->text(), QStringLiteral("1 of 6 racks"));
        QTest::mouseClick(failed, Qt::LeftButton); // again: clear
        QCOMPARE(board.table()->model()->rowCount(), 6);
        QCOMPARE(shown->text(), QStringLiteral("6 racks"));
        // One rack is one rack, not "1 racks" (issue #17).
        fleet.applyUpdate(snapshot({sampleSnapshot().upserts.first()}, 200));
        QCOMPARE(shown->text(), QStringLiteral("1 rack"));
    }

    void typingFiltersAfterAPause()
    {
        SampleBoard sample;
        FleetBoard &board = sample.board;
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
        SampleBoard sample;
        FleetBoard &board = sample.board;
        QSignalSpy activated(&board, &FleetBoard::rackActivated);
        QSignalSpy current(&board, &FleetBoard::currentRackChanged);
        board.selectRack(QStringLiteral("PHX1-H1-R01-03"));
        QCOMPARE(board.currentRackId(), QStringLiteral("PHX1-H1-R01-03"));
        QCOMPARE(current.last().first().toString(), QStringLiteral("PHX1-H1-R01-03"));
        QTest::keyClick(board.table(), Qt::Key_Return);
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.first().first().toString(), QStringLiteral("PHX1-H1-R01-03"));
    }

    // A mouse click on a row picks its rack. Qt makes the clicked row current before it selects
    // it, and the board once listened to the current row only: the row lit up, the rack dock
    // stayed empty, and a command then acted on whatever rack the console held before.
    void clickingARowPicksItsRack()
    {
        SampleBoard sample(QSize(1200, 500));
        FleetBoard &board = sample.board;
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QSignalSpy picked(&board, &FleetBoard::currentRackChanged);
        QTableView *table = board.table();
        for (const int row : {2, 0}) {
            const QModelIndex index = table->model()->index(row, FleetModel::StageColumn);
            const QString rackId = index.data(FleetModel::RackIdRole).toString();
            QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(index).center());
            QCOMPARE(board.currentRackId(), rackId);
            QVERIFY(!picked.isEmpty());
            QCOMPARE(picked.last().first().toString(), rackId);
        }
        QCOMPARE(picked.count(), 2);
        // Clicking the picked row again is not news.
        const QModelIndex first = table->model()->index(0, FleetModel::StageColumn);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(first).center());
        QCOMPARE(picked.count(), 2);
    }

    // A long stage or health name in a narrow column ends in "…". It was clipped at the cell's
    // edge instead ("Awaiting app", "Wartet auf Fr"), which reads like another word: the narrow
    // cell was the wide one cut off.
    // On a 1366 px screen with the rack dock open the board is about 1,130 px wide: in German the
    // health list read "Jeder Zustanc" (seen in a walk through the demo).
    void theHealthListIsNotCutInGerman()
    {
        const test::TranslationScope german(QStringLiteral(RACKOPS_QM));
        QVERIFY2(german.isLoaded(), RACKOPS_QM);
        SampleBoard sample(QSize(1130, 500));
        QVERIFY(QTest::qWaitForWindowExposed(&sample.board));
        auto *health = sample.board.findChild<QComboBox *>(QStringLiteral("healthFilter"));
        QVERIFY(health);
        QCOMPARE(health->currentText(), QStringLiteral("Jeder Zustand"));
        QStyleOptionComboBox option;
        option.initFrom(health);
        option.iconSize = health->iconSize();
        const QRect field =
            health->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, health);
        for (int i = 0; i < health->count(); ++i) {
            const int icon = health->itemIcon(i).isNull() ? 0 : health->iconSize().width() + 4;
            const int needed = health->fontMetrics().horizontalAdvance(health->itemText(i)) + icon;
            QVERIFY2(
                field.width() >= needed,
                qPrintable(
                    QStringLiteral("%1: %2 px for %3 px").arg(health->itemText(i)).arg(field.width()).arg(needed)));
        }
    }

    // The health column is as wide as its widest word needs: at 1366 px it read "Criti…" (a word
    // follows its shape and gaps, 30 px, and is not a whole number of pixels wide).
    void everyHealthIsWholeInItsColumn_data()
    {
        QTest::addColumn<bool>("german");
        QTest::newRow("English") << false;
        QTest::newRow("German") << true;
    }

    void everyHealthIsWholeInItsColumn()
    {
        QFETCH(bool, german);
        std::optional<test::TranslationScope> translation;
        if (german) {
            translation.emplace(QStringLiteral(RACKOPS_QM));
            QVERIFY2(translation->isLoaded(), RACKOPS_QM);
        }
        SampleBoard sample(QSize(1130, 500));
        FleetUpdate update;
        const Health healths[] = {Health::Ok, Health::Caution, Health::Unknown, Health::Critical};
        for (Health health : healths) {
            update.upserts << rack(QStringLiteral("FRA1-H9-R01-0%1").arg(int(health)), LifecycleStage::Production,
                                   health, QStringLiteral("FRA1"));
        }
        sample.fleet.applyUpdate(update);
        QTableView *table = sample.board.table();
        const int width = table->horizontalHeader()->sectionSize(FleetModel::HealthColumn);
        const QRect text(0, 0, width - 8, table->verticalHeader()->defaultSectionSize()); // the style's edge aside
        for (Health health : healths) {
            const int row = sample.fleet.rowOf(QStringLiteral("FRA1-H9-R01-0%1").arg(int(health)));
            const QModelIndex index = sample.fleet.index(row, FleetModel::HealthColumn);
            QCOMPARE(index.data().toString(), HealthLevels::displayName(health));
            QVERIFY2(paintCell(table, index, width).copy(text) == paintCell(table, index, 400).copy(text),
                     qPrintable(index.data().toString()));
        }
    }

    void longNamesAreElidedInsideTheirCell()
    {
        SampleBoard sample(QSize(1200, 500));
        QTableView *table = sample.board.table();
        const int row = sample.fleet.rowOf(QStringLiteral("FRA1-H1-R01-06")); // Failed, Critical
        for (const int column : {int(FleetModel::StageColumn), int(FleetModel::HealthColumn)}) {
            const QModelIndex index = sample.fleet.index(row, column);
            const QImage narrow = paintCell(table, index, 52);
            const QImage wide = paintCell(table, index, 400);
            const QRect text(0, 0, narrow.width() - 8, narrow.height()); // the style's edge aside
            QVERIFY(narrow.copy(text) != wide.copy(text));
            QCOMPARE(wide, paintCell(table, index, 400)); // painting is repeatable: the difference is the "…"
        }
    }

    // A board following the fleet repaints many times a second: what it showed before is drawn from
    // the shapes it kept, and only texts it has not shown are laid out (#39).
    void aRepaintLaysNoTextOutAgain()
    {
        SampleBoard sample(QSize(1200, 500));
        auto *delegate = qobject_cast<FleetItemDelegate *>(sample.board.table()->itemDelegate());
        QVERIFY(delegate);
        QWidget *viewport = sample.board.table()->viewport();
        viewport->grab();
        const int laidOut = delegate->texts().layouts();
        QVERIFY(laidOut > 0);
        viewport->grab();
        viewport->grab();
        QCOMPARE(delegate->texts().layouts(), laidOut);
    }

    void selectingAFilteredOutRackClearsTheFilter()
    {
        SampleBoard sample(QSize(), false);
        FleetBoard &board = sample.board;
        FleetFilterModel &filter = sample.filter;
        filter.setStageFilter(LifecycleStage::Production);
        board.selectRack(QStringLiteral("FRA1-H1-R01-06"));
        QCOMPARE(board.currentRackId(), QStringLiteral("FRA1-H1-R01-06"));
        QVERIFY(!filter.stageFilter());
    }

    // The board's highlight is the console's one rack. Told to follow a rack it shows that one,
    // without filtering and without saying it back; a rack it does not list highlights nothing,
    // and a filter that takes the highlighted rack away never picks its neighbour instead.
    void followsTheConsolesRackAndNeverPicksANeighbour()
    {
        SampleBoard sample;
        FleetBoard &board = sample.board;
        QSignalSpy picked(&board, &FleetBoard::currentRackChanged);
        board.followRack(QStringLiteral("PHX1-H1-R01-02"));
        QCOMPARE(board.currentRackId(), QStringLiteral("PHX1-H1-R01-02"));
        QCOMPARE(picked.count(), 0);

        sample.filter.setSiteFilter(QStringLiteral("FRA1"));
        QVERIFY(board.currentRackId().isEmpty());
        QCOMPARE(picked.count(), 0);
        QVERIFY(board.table()->selectionModel()->selectedRows().isEmpty());

        board.followRack(QStringLiteral("PHX1-H1-R01-03")); // not listed under the filter
        QVERIFY(board.currentRackId().isEmpty());
        QCOMPARE(sample.filter.siteFilter(), QStringLiteral("FRA1"));
        QCOMPARE(picked.count(), 0);

        // Back in the list, it is highlighted again.
        sample.filter.setSiteFilter(QString());
        QCOMPARE(board.currentRackId(), QStringLiteral("PHX1-H1-R01-03"));
        QCOMPARE(picked.count(), 0);

        // The operator's own pick is said, once.
        const QModelIndex first = board.table()->model()->index(0, 0);
        board.table()->setCurrentIndex(first);
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.last().first().toString(), first.data(FleetModel::RackIdRole).toString());
    }

    // While the keyboard is on the table, rows hold still; "n changed" says what waits and settles it.
    void rowsHoldStillWhileTheOperatorWorksOnTheBoard()
    {
        SampleBoard sample(QSize(1200, 500));
        FleetBoard &board = sample.board;
        board.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&board));
        board.table()->setFocus();
        QVERIFY(!sample.filter.isHeld()); // the focus alone (as at start) holds nothing
        QTest::keyClick(board.table(), Qt::Key_Home);
        QVERIFY(sample.filter.isHeld());
        const auto order = [&] {
            QStringList out;
            for (int row = 0; row < board.table()->model()->rowCount(); ++row)
                out << board.table()->model()->index(row, FleetModel::RackColumn).data().toString();
            return out;
        };
        const QStringList before = order();
        board.table()->setCurrentIndex(board.table()->model()->index(before.size() - 1, 0));
        const QString aimedAt = board.currentRackId();

        FleetUpdate update;
        update.upserts = {rack(QStringLiteral("PHX1-H1-R01-01"), LifecycleStage::Failed, Health::Critical,
                               QStringLiteral("PHX1"), 300)};
        sample.fleet.applyUpdate(update);
        QTest::qWait(sample.filter.reorderDelayMs() + 100);
        QCOMPARE(order(), before);
        QCOMPARE(board.currentRackId(), aimedAt);
        QToolButton *pending = board.filterBar()->pendingButton();
        QVERIFY(pending->isVisible());
        QCOMPARE(pending->text(),
                 FleetFilterBar::tr("%n changed",
                                    "racks waiting for their place while the board "
                                    "holds still",
                                    1));

        QTest::mouseClick(pending, Qt::LeftButton);
        QVERIFY(!pending->isVisible());
        QVERIFY(order() != before);
        QCOMPARE(board.currentRackId(), aimedAt); // the selection goes with its rack

        // Working elsewhere lets go.
        board.filterBar()->searchField()->setFocus();
        QTRY_VERIFY(!sample.filter.isHeld());
    }

    // The operator chooses the columns: every column has an entry, the rack's id cannot go.
    void theHeaderMenuShowsAndHidesColumns()
    {
        SampleBoard sample;
        FleetBoard &board = sample.board;
        const std::unique_ptr<QMenu> menu(board.columnsMenu());
        QCOMPARE(menu->actions().size(), int(FleetModel::ColumnCount));
        QAction *location = menu->actions().at(FleetModel::LocationColumn);
        QVERIFY(!location->isChecked());
        location->trigger();
        QVERIFY(!board.table()->horizontalHeader()->isSectionHidden(FleetModel::LocationColumn));
        QAction *supply = menu->actions().at(FleetModel::SupplyColumn);
        supply->trigger();
        QVERIFY(board.table()->horizontalHeader()->isSectionHidden(FleetModel::SupplyColumn));
        QVERIFY(!menu->actions().at(FleetModel::RackColumn)->isEnabled());
    }

    // Tab or Ctrl+1 into the board makes its first row current without selecting it: that is not
    // the operator picking the first rack, and the console's rack stays as it was.
    void focusComingInPicksNoRack()
    {
        SampleBoard sample(QSize(1200, 500));
        FleetBoard &board = sample.board;
        board.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&board));
        QSignalSpy picked(&board, &FleetBoard::currentRackChanged);
        board.filterBar()->searchField()->setFocus(Qt::OtherFocusReason);
        board.table()->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(board.table()->hasFocus());
        QVERIFY(board.table()->currentIndex().isValid()); // Qt made the first row current
        QCOMPARE(picked.count(), 0);
    }
};

QTEST_MAIN(TestFleetBoard)
#include "tst_fleetboard.moc"
