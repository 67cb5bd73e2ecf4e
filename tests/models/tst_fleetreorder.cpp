// The sorted board moves only the racks the stream changed (#39): a settling pass places k changed
// racks among the n others (O(k log n)), with a signal per moved, joining or leaving row, instead of
// re-sorting and laying out the whole fleet; and after any run of changes its order is still the
// full sort's.
#include "boardmodels.h"
#include "fleetfixtures.h"

#include <QItemSelectionModel>
#include <QPersistentModelIndex>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <vector>

using namespace rackops;
using namespace rackops::test;

namespace {

constexpr LifecycleStage kReorderStages[] = {LifecycleStage::Received,    LifecycleStage::FirmwareUpdate,
                                             LifecycleStage::Validating,  LifecycleStage::Production,
                                             LifecycleStage::Remediation, LifecycleStage::Failed};
constexpr Health kReorderHealths[] = {Health::Ok, Health::Caution, Health::Unknown, Health::Critical};

QString reorderRackId(int n)
{
    static const QStringList sites = {QStringLiteral("PHX1"), QStringLiteral("FRA1"), QStringLiteral("AMS1")};
    return QStringLiteral("%1-H%2-R%3-%4")
        .arg(sites.at(n % 3))
        .arg(n / 10000 + 1)
        .arg(n / 100 % 100, 2, 10, QLatin1Char('0'))
        .arg(n % 100, 2, 10, QLatin1Char('0'));
}

// Rack n of a generated fleet, in one of a few stages and healths; `revision` varies its time in stage.
RackSummary reorderRack(int n, QRandomGenerator &random, qint64 revision = 1)
{
    const QString id = reorderRackId(n);
    return rackops::test::rack(id, kReorderStages[random.bounded(int(std::size(kReorderStages)))],
                               kReorderHealths[random.bounded(int(std::size(kReorderHealths)))], id.left(4),
                               revision + random.bounded(50));
}

FleetUpdate reorderFleet(int racks, QRandomGenerator &random)
{
    QList<RackSummary> all;
    all.reserve(racks);
    for (int n = 0; n < racks; ++n)
        all.append(reorderRack(n, random));
    return snapshot(all);
}

QStringList reorderIds(const QAbstractItemModel &model)
{
    QStringList out;
    out.reserve(model.rowCount());
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, FleetModel::RackColumn).data().toString();
    return out;
}

// The board's order worked out afresh: every listed fleet row, std::stable_sort with the order each
// column documents (written here from the racks, not with the proxy's comparison).
QStringList fullSort(const FleetModel &fleet, const std::function<bool(int)> &listed, int column,
                     Qt::SortOrder direction)
{
    std::vector<int> rows;
    for (int row = 0; row < fleet.rowCount(); ++row) {
        if (listed(row))
            rows.push_back(row);
    }
    const auto less = [&](int a, int b) {
        const RackSummary &ra = fleet.rackAt(a);
        const RackSummary &rb = fleet.rackAt(b);
        switch (column) {
        case FleetModel::ReasonColumn: return RackAttention::before(fleet.attentionAt(a), ra, fleet.attentionAt(b), rb);
        case FleetModel::StageColumn: return std::tie(ra.stage, ra.rackId) < std::tie(rb.stage, rb.rackId);
        case FleetModel::HealthColumn: {
            const int sa = HealthLevels::severityRank(fleet.healthAt(a).health);
            const int sb = HealthLevels::severityRank(fleet.healthAt(b).health);
            return sa != sb ? sa < sb : ra.rackId < rb.rackId;
        }
        case FleetModel::TimeInStageColumn: // the shorter stay (later entry) first
            return ra.stageEnteredMs != rb.stageEnteredMs ? ra.stageEnteredMs > rb.stageEnteredMs
                                                          : ra.rackId < rb.rackId;
        case FleetModel::ProgressColumn:
            return std::tie(ra.stepProgress, ra.rackId) < std::tie(rb.stepProgress, rb.rackId);
        case FleetModel::LocationColumn:
            return std::tie(ra.site, ra.hall, ra.row, ra.position, ra.rackId)
                < std::tie(rb.site, rb.hall, rb.row, rb.position, rb.rackId);
        case FleetModel::ValidationColumn: {
            const int va = ValidationVerdicts::severityRank(ra.validationVerdict);
            const int vb = ValidationVerdicts::severityRank(rb.validationVerdict);
            return va != vb ? va < vb : ra.rackId < rb.rackId;
        }
        case FleetModel::OwnerColumn: return std::tie(ra.owner, ra.rackId) < std::tie(rb.owner, rb.rackId);
        default: return ra.rackId < rb.rackId; // the rack column, and cooling columns without samples
        }
    };
    std::stable_sort(rows.begin(), rows.end(),
                     [&](int a, int b) { return direction == Qt::AscendingOrder ? less(a, b) : less(b, a); });
    QStringList out;
    for (int row : rows)
        out << fleet.rackAt(row).rackId;
    return out;
}

struct ModelSignals {
    explicit ModelSignals(QAbstractItemModel *model)
        : moved(model, &QAbstractItemModel::rowsMoved)
        , inserted(model, &QAbstractItemModel::rowsInserted)
        , removed(model, &QAbstractItemModel::rowsRemoved)
        , layout(model, &QAbstractItemModel::layoutChanged)
        , reset(model, &QAbstractItemModel::modelReset)
    {
    }
    void clear()
    {
        for (QSignalSpy *spy : {&moved, &inserted, &removed, &layout, &reset})
            spy->clear();
    }
    QSignalSpy moved;
    QSignalSpy inserted;
    QSignalSpy removed;
    QSignalSpy layout;
    QSignalSpy reset;
};

} // namespace

class TestFleetReorder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // 10,000 racks in "Needs action" order; three of them fail. The pass moves those three rows, one
    // rowsMoved each, and no other: no reset, no layout change of the whole board; every persistent
    // index still names its rack, and a row outside the moved spans keeps its number.
    void threeChangedRacksMoveOnlyThemselves()
    {
        QRandomGenerator random(39);
        BoardModels models;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(reorderFleet(10'000, random));
        filter.sort(FleetModel::ReasonColumn, Qt::AscendingOrder);
        const QStringList before = reorderIds(filter);
        QCOMPARE(before,
                 fullSort(
                     fleet, [](int) { return true; }, FleetModel::ReasonColumn, Qt::AscendingOrder));

        // Three racks at the bottom of the order (healthy, not failed) fail.
        QStringList failing;
        for (int row = filter.rowCount() - 1; failing.size() < 3; row -= 1000)
            failing << before.at(row);
        std::vector<QPersistentModelIndex> held;
        held.reserve(size_t(filter.rowCount()));
        for (int row = 0; row < filter.rowCount(); ++row)
            held.emplace_back(filter.index(row, FleetModel::RackColumn));

        // An operator's pick (the current rack, one that moves) and a selected rack that only shifts.
        QItemSelectionModel selection(&filter);
        selection.setCurrentIndex(filter.index(int(before.indexOf(failing.first())), 0), QItemSelectionModel::NoUpdate);
        const int shiftingRow = filter.rowCount() - 500;
        selection.select(filter.index(shiftingRow, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QSignalSpy currentChanged(&selection, &QItemSelectionModel::currentChanged);

        ModelSignals spies(&filter);
        QSignalSpy reordered(&filter, &FleetFilterModel::reordered);
        FleetUpdate update;
        for (const QString &id : failing) {
            RackSummary failed = fleet.rackAt(fleet.rowOf(id));
            failed.stage = LifecycleStage::Failed;
            failed.health = Health::Critical;
            failed.revision += 1000;
            update.upserts << failed;
        }
        fleet.applyUpdate(update);
        QVERIFY(filter.reorderPending());
        QCOMPARE(reorderIds(filter), before); // cells change at once, places with the pass
        filter.reorderNow();

        QCOMPARE(spies.moved.count(), 3);
        QCOMPARE(spies.layout.count(), 0);
        QCOMPARE(spies.reset.count(), 0);
        QCOMPARE(spies.inserted.count(), 0);
        QCOMPARE(spies.removed.count(), 0);
        QCOMPARE(reordered.count(), 1);
        QCOMPARE(reordered.last().at(1).toInt(), 3);
        const QStringList after = reorderIds(filter);
        QCOMPARE(after,
                 fullSort(
                     fleet, [](int) { return true; }, FleetModel::ReasonColumn, Qt::AscendingOrder));
        for (const QString &id : failing)
            QVERIFY2(after.indexOf(id) < before.indexOf(id), qPrintable(id));
        // The pick and the selection stayed on their racks, wherever those went.
        QCOMPARE(selection.currentIndex().data().toString(), failing.first());
        QCOMPARE(currentChanged.count(), 0);
        QCOMPARE(selection.selectedRows().size(), 1);
        QCOMPARE(selection.selectedRows().first().data().toString(), before.at(shiftingRow));

        // Every persistent index followed its rack; the rows that changed place are the three, and
        // the rows between an old and a new place, shifted by the moves.
        int shifted = 0;
        int top = filter.rowCount();
        for (const QString &id : failing)
            top = std::min(top, int(after.indexOf(id)));
        for (int row = 0; row < int(held.size()); ++row) {
            const QPersistentModelIndex &index = held[size_t(row)];
            QVERIFY(index.isValid());
            QCOMPARE(index.data().toString(), before.at(row));
            if (index.row() != row)
                ++shifted;
            if (row < top)
                QCOMPARE(index.row(), row); // above every moved rack: untouched
        }
        QVERIFY(shifted > 3); // the racks moved up past others, which moved down one row each
        QVERIFY(shifted < filter.rowCount() - top + 1);

        // A pass with nothing changed moves nothing.
        spies.clear();
        fleet.applyUpdate(update);
        filter.reorderNow();
        QCOMPARE(spies.moved.count() + spies.layout.count() + spies.reset.count(), 0);
    }

    // Filtered to production racks: one leaves, one joins. The pass removes one row and inserts one
    // at its sorted place; the other rows only shift.
    void filterVerdictChangesInsertAndRemoveOnlyThoseRows()
    {
        QRandomGenerator random(7);
        BoardModels models;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(reorderFleet(3000, random));
        filter.sort(FleetModel::ReasonColumn, Qt::AscendingOrder);
        filter.setStageFilter(LifecycleStage::Production);
        const auto production = [&fleet](int row) { return fleet.rackAt(row).stage == LifecycleStage::Production; };
        const QStringList before = reorderIds(filter);
        QVERIFY(before.size() > 100);
        QCOMPARE(before, fullSort(fleet, production, FleetModel::ReasonColumn, Qt::AscendingOrder));

        QString joining;
        for (int row = 0; row < fleet.rowCount() && joining.isEmpty(); ++row) {
            if (!production(row))
                joining = fleet.rackAt(row).rackId;
        }
        const QString leaving = before.at(before.size() / 2);
        const QPersistentModelIndex leavingIndex = filter.index(int(before.size() / 2), 0);
        const QPersistentModelIndex firstIndex = filter.index(0, 0);
        const QPersistentModelIndex lastIndex = filter.index(filter.rowCount() - 1, 0);

        ModelSignals spies(&filter);
        FleetUpdate update;
        RackSummary joins = fleet.rackAt(fleet.rowOf(joining));
        joins.stage = LifecycleStage::Production;
        joins.revision += 1000;
        RackSummary leaves = fleet.rackAt(fleet.rowOf(leaving));
        leaves.stage = LifecycleStage::Maintenance;
        leaves.revision += 1000;
        update.upserts = {joins, leaves};
        fleet.applyUpdate(update);
        filter.reorderNow();

        QCOMPARE(spies.removed.count(), 1);
        QCOMPARE(spies.removed.first().at(1).toInt(), spies.removed.first().at(2).toInt()); // one row
        QCOMPARE(spies.inserted.count(), 1);
        QCOMPARE(spies.inserted.first().at(1).toInt(), spies.inserted.first().at(2).toInt());
        QCOMPARE(spies.layout.count(), 0);
        QCOMPARE(spies.reset.count(), 0);
        QVERIFY(!leavingIndex.isValid());
        QCOMPARE(firstIndex.data().toString(), before.first());
        QCOMPARE(lastIndex.data().toString(), before.last());
        const QStringList after = reorderIds(filter);
        QCOMPARE(after, fullSort(fleet, production, FleetModel::ReasonColumn, Qt::AscendingOrder));
        QVERIFY(after.contains(joining));
        QVERIFY(!after.contains(leaving));
    }

    // Filtered to the failed racks, a few hundred of 3,000, while 300 other racks change: the pass
    // places none (none joins the list, none listed moved). Weighing the changes against the listed
    // rows instead of the fleet re-filtered and re-sorted all 3,000 racks for them (at 100,000 racks
    // a board filtered to one site went through the whole fleet at every stream tick).
    void changesOutsideAFilteredBoardPlaceNothing()
    {
        QRandomGenerator random(11);
        BoardModels models;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(reorderFleet(3000, random));
        filter.sort(FleetModel::ReasonColumn, Qt::AscendingOrder);
        filter.setStageFilter(LifecycleStage::Failed);
        const auto failed = [&fleet](int row) { return fleet.rackAt(row).stage == LifecycleStage::Failed; };
        const QStringList before = reorderIds(filter);
        QVERIFY(before.size() > 100 && before.size() < 1000);

        FleetUpdate update;
        for (int row = 0; row < fleet.rowCount() && update.upserts.size() < 300; ++row) {
            if (failed(row))
                continue;
            RackSummary changed = fleet.rackAt(row);
            changed.health = changed.health == Health::Ok ? Health::Caution : Health::Ok;
            changed.revision += 1000;
            update.upserts << changed;
        }
        ModelSignals spies(&filter);
        QSignalSpy reordered(&filter, &FleetFilterModel::reordered);
        fleet.applyUpdate(update);
        filter.reorderNow();
        QCOMPARE(reordered.count(), 1);
        QCOMPARE(reordered.last().at(1).toInt(), 0);
        QCOMPARE(spies.moved.count() + spies.inserted.count() + spies.removed.count(), 0);
        QCOMPARE(spies.layout.count() + spies.reset.count(), 0);
        QCOMPARE(reorderIds(filter), before);
        QCOMPARE(before, fullSort(fleet, failed, FleetModel::ReasonColumn, Qt::AscendingOrder));
    }

    void manyRandomChangesEndInTheFullSortsOrder_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<Qt::SortOrder>("direction");
        QTest::addColumn<bool>("filtered");
        QTest::newRow("needs action") << int(FleetModel::ReasonColumn) << Qt::AscendingOrder << false;
        QTest::newRow("needs action, one site") << int(FleetModel::ReasonColumn) << Qt::AscendingOrder << true;
        // Racks with equal keys, in the reverse order of their ids (BoardOrder::sort).
        QTest::newRow("needs action descending") << int(FleetModel::ReasonColumn) << Qt::DescendingOrder << false;
        QTest::newRow("health descending") << int(FleetModel::HealthColumn) << Qt::DescendingOrder << false;
        // Each column's key sorted beside its row (BoardOrder::sort), ties by id in the board's direction.
        QTest::newRow("health") << int(FleetModel::HealthColumn) << Qt::AscendingOrder << false;
        QTest::newRow("stage") << int(FleetModel::StageColumn) << Qt::AscendingOrder << false;
        QTest::newRow("stage descending, one site") << int(FleetModel::StageColumn) << Qt::DescendingOrder << true;
        QTest::newRow("time in stage") << int(FleetModel::TimeInStageColumn) << Qt::AscendingOrder << false;
        QTest::newRow("time in stage descending") << int(FleetModel::TimeInStageColumn) << Qt::DescendingOrder << false;
        QTest::newRow("progress descending") << int(FleetModel::ProgressColumn) << Qt::DescendingOrder << false;
        QTest::newRow("location descending") << int(FleetModel::LocationColumn) << Qt::DescendingOrder << false;
        QTest::newRow("rack descending") << int(FleetModel::RackColumn) << Qt::DescendingOrder << false;
        // By verdict (it sorted by id alone: the column had no comparison of its own).
        QTest::newRow("validation") << int(FleetModel::ValidationColumn) << Qt::AscendingOrder << false;
        QTest::newRow("validation descending, one site")
            << int(FleetModel::ValidationColumn) << Qt::DescendingOrder << true;
        QTest::newRow("owner descending") << int(FleetModel::OwnerColumn) << Qt::DescendingOrder << false;
        QTest::newRow("supply, no samples") << int(FleetModel::SupplyColumn) << Qt::AscendingOrder << false;
    }

    // Rounds of random changes (a few racks, more than a pass signals row by row, a large share of
    // the fleet), arrivals and removals, some while held: after each pass the board's order is
    // std::stable_sort's over the listed racks, and persistent indexes still name their racks.
    void manyRandomChangesEndInTheFullSortsOrder()
    {
        QFETCH(int, column);
        QFETCH(Qt::SortOrder, direction);
        QFETCH(bool, filtered);
        QRandomGenerator random(2039);
        BoardModels models;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(reorderFleet(600, random));
        filter.sort(column, direction);
        if (filtered)
            filter.setSiteFilter(QStringLiteral("FRA1"));
        const auto listed = [&](int row) { return !filtered || fleet.rackAt(row).site == QLatin1String("FRA1"); };
        int nextRack = 600;
        // One row each (<= 64), one layout change (> 64), a share too large to place row by row.
        const int changes[] = {1, 3, 10, 40, 70, 200};
        for (int round = 0; round < 20; ++round) {
            QList<QPersistentModelIndex> held;
            for (int row = 0; row < filter.rowCount(); row += 13)
                held << QPersistentModelIndex(filter.index(row, 0));
            QStringList heldIds;
            for (const QPersistentModelIndex &index : std::as_const(held))
                heldIds << index.data().toString();

            filter.setHeld(round % 5 == 4);
            FleetUpdate update;
            const int count = changes[random.bounded(int(std::size(changes)))];
            for (int i = 0; i < count; ++i) {
                RackSummary changed = fleet.rackAt(random.bounded(fleet.rowCount()));
                changed.stage = kReorderStages[random.bounded(int(std::size(kReorderStages)))];
                changed.health = kReorderHealths[random.bounded(int(std::size(kReorderHealths)))];
                changed.stageEnteredMs -= random.bounded(3) * 60'000;
                changed.stepProgress = float(random.bounded(5)) / 4.0F; // few values: many ties
                static const QString owners[] = {QString(), QStringLiteral("anna"), QStringLiteral("ben")};
                changed.owner = owners[random.bounded(3)];
                static constexpr ValidationVerdict verdicts[] = {ValidationVerdict::None, ValidationVerdict::Pass,
                                                                 ValidationVerdict::Fail, ValidationVerdict::NotTested};
                changed.validationVerdict = verdicts[random.bounded(4)];
                changed.revision += 1;
                // Now and then a rack moves to another site (joins or leaves the filtered board).
                if (random.bounded(10) == 0)
                    changed.site =
                        changed.site == QLatin1String("FRA1") ? QStringLiteral("AMS1") : QStringLiteral("FRA1");
                update.upserts << changed;
            }
            if (round % 7 == 3) {
                for (int i = 0; i < 5; ++i)
                    update.upserts << reorderRack(nextRack++, random, round * 100);
                update.removedRackIds << fleet.rackAt(random.bounded(fleet.rowCount())).rackId;
            }
            fleet.applyUpdate(update);
            if (filter.isHeld())
                filter.setHeld(false); // letting go settles
            else
                filter.reorderNow();
            QCOMPARE(reorderIds(filter), fullSort(fleet, listed, column, direction));
            for (qsizetype i = 0; i < held.size(); ++i) {
                if (held.at(i).isValid())
                    QCOMPARE(held.at(i).data().toString(), heldIds.at(i));
                else
                    QVERIFY(fleet.rowOf(heldIds.at(i)) < 0 || !listed(fleet.rowOf(heldIds.at(i))));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestFleetReorder)
#include "tst_fleetreorder.moc"
