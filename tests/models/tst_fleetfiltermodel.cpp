#include "boardmodels.h"
#include "fleetfixtures.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace rackops;
using namespace rackops::test;

class TestFleetFilterModel : public QObject {
    Q_OBJECT
private:
    static QStringList ids(const QAbstractItemModel &model)
    {
        QStringList out;
        for (int row = 0; row < model.rowCount(); ++row)
            out << model.index(row, FleetModel::RackColumn).data().toString();
        return out;
    }

private Q_SLOTS:
    void filtersByStageHealthSiteAndText()
    {
        BoardModels models;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(sampleSnapshot());
        filter.sort(FleetModel::RackColumn);
        QCOMPARE(filter.rowCount(), 6);

        filter.setStageFilter(LifecycleStage::Production);
        QCOMPARE(ids(filter), (QStringList {"FRA1-H1-R01-04", "PHX1-H1-R01-01"}));
        filter.setSiteFilter("PHX1");
        QCOMPARE(ids(filter), QStringList {"PHX1-H1-R01-01"});
        filter.clearFilters();
        QCOMPARE(filter.rowCount(), 6);

        filter.setHealthFilter(Health::Critical);
        QCOMPARE(ids(filter), (QStringList {"FRA1-H1-R01-06", "PHX1-H1-R01-03"}));
        filter.clearFilters();

        // Every word must match: site and the reason text.
        filter.setTextFilter("phx1 flash");
        QCOMPARE(ids(filter), QStringList {"PHX1-H1-R01-03"});
        filter.setTextFilter("awaiting");
        QCOMPARE(ids(filter), QStringList {"FRA1-H1-R01-05"});
    }

    // The text is matched against what the row shows: the health as shown (a leak makes it
    // worse), stage and health names, the location's parts, every word somewhere.
    void theTextMatchesWhatTheRowShows()
    {
        BoardModels models;
        models.fleet.applyUpdate(sampleSnapshot());
        models.filter.sort(FleetModel::RackColumn);
        // The backend says OK for PHX1-…-01; its tray's leak detector reads critical.
        CoolingSample wet;
        wet.rackId = QStringLiteral("PHX1-H1-R01-01");
        wet.timeMs = 1'700'000'000'000;
        wet.health = Health::Ok;
        LeakDetectorInfo detector;
        detector.id = QStringLiteral("LD-CT14");
        detector.state = LeakDetectorInfo::State::Critical;
        wet.leakDetectors.append(detector);
        models.cooling.apply({wet});
        QCOMPARE(models.fleet.index(models.fleet.rowOf(wet.rackId), FleetModel::HealthColumn).data().toString(),
                 HealthLevels::displayName(Health::Critical));
        models.filter.setTextFilter(QStringLiteral("critical"));
        QCOMPARE(ids(models.filter), (QStringList {"FRA1-H1-R01-06", "PHX1-H1-R01-01", "PHX1-H1-R01-03"}));
        models.filter.setHealthFilter(Health::Critical); // the health filter says the same
        QCOMPARE(ids(models.filter), (QStringList {"FRA1-H1-R01-06", "PHX1-H1-R01-01", "PHX1-H1-R01-03"}));
        models.filter.clearFilters();

        models.filter.setTextFilter(QStringLiteral("fra1 PRODUCTION"));
        QCOMPARE(ids(models.filter), QStringList {"FRA1-H1-R01-04"});
        models.filter.setTextFilter(QStringLiteral("us-west r01 caution"));
        QCOMPARE(ids(models.filter), QStringList {"FRA1-H1-R01-04"});
        // The location as the board writes it, "FRA1 · H1 · R01 · 5", its dot included.
        models.filter.setTextFilter(QStringLiteral("H1·"));
        QCOMPARE(models.filter.rowCount(), 0);
        models.filter.setTextFilter(QStringLiteral("·"));
        QCOMPARE(models.filter.rowCount(), 6);
        models.filter.setTextFilter(QStringLiteral("awaiting 5"));
        QCOMPARE(ids(models.filter), QStringList {"FRA1-H1-R01-05"});
        models.filter.setTextFilter(QStringLiteral("nowhere"));
        QCOMPARE(models.filter.rowCount(), 0);
    }

    void liveUpdatesRespectFilter()
    {
        BoardModels models;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(sampleSnapshot());
        filter.setStageFilter(LifecycleStage::Failed);
        QCOMPARE(filter.rowCount(), 1);
        FleetUpdate update;
        update.upserts = {rack("PHX1-H1-R01-02", LifecycleStage::Failed, Health::Critical, "PHX1", 200)};
        fleet.applyUpdate(update);
        // A stream change decides the filter with the next pass, not one pass per change.
        QVERIFY(filter.reorderPending());
        QTRY_COMPARE(filter.rowCount(), 2);
        update.upserts = {rack("FRA1-H1-R01-06", LifecycleStage::Remediation, Health::Caution, "FRA1", 201)};
        fleet.applyUpdate(update);
        QTRY_COMPARE(ids(filter), QStringList {"PHX1-H1-R01-02"});
    }

    void sortsBySeverityAndTimeInStage()
    {
        BoardModels models;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(sampleSnapshot());
        filter.sort(FleetModel::HealthColumn, Qt::DescendingOrder);
        QCOMPARE(filter.index(0, FleetModel::HealthColumn).data(FleetModel::HealthRole).toInt(), int(Health::Critical));
        QCOMPARE(filter.index(5, FleetModel::HealthColumn).data(FleetModel::HealthRole).toInt(), int(Health::Ok));
        filter.sort(FleetModel::StageColumn, Qt::AscendingOrder);
        QCOMPARE(filter.index(0, FleetModel::StageColumn).data(FleetModel::StageRole).toInt(),
                 int(LifecycleStage::Validating));
    }

    // Rack id and location are compared by precomputed ranks: the order must
    // follow racks that arrive, leave, or move, and a reset that keeps the count.
    void idAndLocationOrdersFollowTheFleet()
    {
        FleetModel fleet;
        FleetFilterModel filter;
        filter.setFleetModel(&fleet);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fleet.applyUpdate(sampleSnapshot());
        filter.sort(FleetModel::RackColumn, Qt::AscendingOrder);
        QCOMPARE(ids(filter),
                 (QStringList {"FRA1-H1-R01-04", "FRA1-H1-R01-05", "FRA1-H1-R01-06", "PHX1-H1-R01-01", "PHX1-H1-R01-02",
                               "PHX1-H1-R01-03"}));

        FleetUpdate arrivals;
        arrivals.upserts = {rack("ASH1-H1-R01-09", LifecycleStage::Received, Health::Ok, "ASH1", 300),
                            rack("PHX1-H1-R01-00", LifecycleStage::Received, Health::Ok, "PHX1", 300)};
        arrivals.removedRackIds = {"FRA1-H1-R01-05"};
        fleet.applyUpdate(arrivals);
        QTRY_COMPARE(ids(filter),
                     (QStringList {"ASH1-H1-R01-09", "FRA1-H1-R01-04", "FRA1-H1-R01-06", "PHX1-H1-R01-00",
                                   "PHX1-H1-R01-01", "PHX1-H1-R01-02", "PHX1-H1-R01-03"}));

        filter.sort(FleetModel::LocationColumn, Qt::AscendingOrder);
        QCOMPARE(ids(filter).first(), QStringLiteral("ASH1-H1-R01-09"));
        // A rack moved to another hall takes its new place.
        RackSummary moved = rack("ASH1-H1-R01-09", LifecycleStage::Received, Health::Ok, "ASH1", 301);
        moved.site = QStringLiteral("STO1");
        FleetUpdate move;
        move.upserts = {moved};
        fleet.applyUpdate(move);
        QTRY_COMPARE(ids(filter).last(), QStringLiteral("ASH1-H1-R01-09"));

        // A new snapshot of as many racks, other ids: no rank of the old fleet is kept.
        fleet.applyUpdate(snapshot({rack("ZRH1-H1-R01-01", LifecycleStage::Production, Health::Ok, "ZRH1"),
                                    rack("AMS1-H1-R01-02", LifecycleStage::Production, Health::Ok, "AMS1"),
                                    rack("OSL1-H1-R01-03", LifecycleStage::Production, Health::Ok, "OSL1"),
                                    rack("BER1-H1-R01-04", LifecycleStage::Production, Health::Ok, "BER1"),
                                    rack("CPH1-H1-R01-05", LifecycleStage::Production, Health::Ok, "CPH1"),
                                    rack("DUB1-H1-R01-06", LifecycleStage::Production, Health::Ok, "DUB1"),
                                    rack("HEL1-H1-R01-07", LifecycleStage::Production, Health::Ok, "HEL1")},
                                   400));
        filter.sort(FleetModel::RackColumn, Qt::DescendingOrder);
        QCOMPARE(ids(filter),
                 (QStringList {"ZRH1-H1-R01-01", "OSL1-H1-R01-03", "HEL1-H1-R01-07", "DUB1-H1-R01-06", "CPH1-H1-R01-05",
                               "BER1-H1-R01-04", "AMS1-H1-R01-02"}));
    }

    // A pass in "Needs action" order compares keys gathered when it starts (one array, not each
    // rack per comparison): its order must be RackAttention::before()'s, ties included, and a
    // later pass must see what the stream changed since, not the keys of the pass before.
    void needsActionPassesFollowEveryChange()
    {
        BoardModels models;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(snapshot({rack("PHX1-H1-R01-01", LifecycleStage::Production),
                                    rack("PHX1-H1-R01-02", LifecycleStage::Production, Health::Caution),
                                    rack("PHX1-H1-R01-03", LifecycleStage::Production, Health::Ok, "PHX1", 3),
                                    rack("FRA1-H1-R01-04", LifecycleStage::Production, Health::Ok, "FRA1"),
                                    rack("FRA1-H1-R01-05", LifecycleStage::Failed, Health::Critical, "FRA1")}));
        const auto byBefore = [&fleet] {
            QList<int> rows;
            for (int row = 0; row < fleet.rowCount(); ++row)
                rows << row;
            std::sort(rows.begin(), rows.end(), [&fleet](int a, int b) {
                return RackAttention::before(fleet.attentionAt(a), fleet.rackAt(a), fleet.attentionAt(b),
                                             fleet.rackAt(b));
            });
            QStringList out;
            for (int row : rows)
                out << fleet.rackAt(row).rackId;
            return out;
        };
        filter.sort(FleetModel::ReasonColumn, Qt::AscendingOrder);
        // Failed first; then the worse health; then the longest in its stage; then the rack id.
        QCOMPARE(
            ids(filter),
            (QStringList {"FRA1-H1-R01-05", "PHX1-H1-R01-02", "PHX1-H1-R01-03", "FRA1-H1-R01-04", "PHX1-H1-R01-01"}));
        QCOMPARE(ids(filter), byBefore());

        FleetUpdate update;
        update.upserts = {rack("PHX1-H1-R01-01", LifecycleStage::Production, Health::Caution, "PHX1", 5),
                          rack("FRA1-H1-R01-04", LifecycleStage::Production, Health::Critical, "FRA1", 2)};
        fleet.applyUpdate(update);
        QVERIFY(filter.reorderPending());
        filter.reorderNow();
        QCOMPARE(
            ids(filter),
            (QStringList {"FRA1-H1-R01-04", "FRA1-H1-R01-05", "PHX1-H1-R01-01", "PHX1-H1-R01-02", "PHX1-H1-R01-03"}));
        QCOMPARE(ids(filter), byBefore());

        // A rack that arrives between passes is compared on its own (no keys): still in order after the next.
        FleetUpdate arrival;
        arrival.upserts = {rack("AMS1-H1-R01-06", LifecycleStage::Failed, Health::Critical, "AMS1", 9)};
        fleet.applyUpdate(arrival);
        filter.reorderNow();
        QCOMPARE(ids(filter).first(), QStringLiteral("AMS1-H1-R01-06"));
        QCOMPARE(ids(filter), byBefore());
    }

    void filterSignalFiresOnlyOnChange()
    {
        BoardModels models;
        FleetFilterModel &filter = models.filter;
        QSignalSpy spy(&filter, &FleetFilterModel::filtersChanged);
        filter.setTextFilter("  ");
        QCOMPARE(spy.count(), 0);
        filter.setTextFilter("x");
        filter.setTextFilter("x ");
        QCOMPARE(spy.count(), 1);
    }

    // The board re-sorted every quarter second to two seconds and an operator clicked another rack
    // than the one aimed at. Held (the pointer on the board), the stream moves no row and takes none
    // out; the racks that wait are counted, and letting go puts them in place.
    void aHeldBoardMovesNoRowAndCountsWhatWaits()
    {
        BoardModels models;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(sampleSnapshot());
        filter.sort(FleetModel::ReasonColumn, Qt::AscendingOrder);
        filter.setSiteFilter(QStringLiteral("PHX1"));
        const QStringList before = ids(filter);
        QCOMPARE(before.size(), 3);
        QSignalSpy pending(&filter, &FleetFilterModel::pendingChangesChanged);

        filter.setHeld(true);
        FleetUpdate update;
        // The healthy production rack fails (it would sort first); a rack moves to another site (it
        // would leave the filter); a new failed rack arrives.
        update.upserts = {rack("PHX1-H1-R01-01", LifecycleStage::Failed, Health::Critical, "PHX1", 300),
                          rack("PHX1-H1-R01-02", LifecycleStage::Validating, Health::Ok, "AMS1", 301),
                          rack("PHX1-H1-R01-09", LifecycleStage::Failed, Health::Critical, "PHX1", 302)};
        fleet.applyUpdate(update);
        QTest::qWait(filter.reorderDelayMs() + 100);
        QCOMPARE(ids(filter).mid(0, 3), before); // nothing moved, nothing left
        QCOMPARE(filter.pendingChanges(), 3);
        QCOMPARE(pending.last().first().toInt(), 3);
        // The cells show the change at once, where the rack is.
        QCOMPARE(
            filter.index(before.indexOf(QStringLiteral("PHX1-H1-R01-01")), FleetModel::StageColumn).data().toString(),
            LifecycleStages::displayName(LifecycleStage::Failed));

        filter.setHeld(false);
        QCOMPARE(filter.pendingChanges(), 0);
        QCOMPARE(pending.last().first().toInt(), 0);
        const QStringList after = ids(filter);
        QCOMPARE(after.size(), 3); // PHX1-H1-R01-02 left the site filter
        QCOMPARE((QSet<QString> {after.at(0), after.at(1)}), (QSet<QString> {"PHX1-H1-R01-01", "PHX1-H1-R01-09"}));
        QCOMPARE(after.at(2), QStringLiteral("PHX1-H1-R01-03"));
    }

    // A rack changed just before the operator pointed at the board: its pass came due while held
    // and was skipped. Let go, the board takes it at once (it waited for the next change).
    void aPassDueWhileHeldRunsWhenLetGo()
    {
        BoardModels models;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(sampleSnapshot());
        filter.sort(FleetModel::ReasonColumn, Qt::AscendingOrder);
        FleetUpdate update;
        update.upserts = {rack("PHX1-H1-R01-01", LifecycleStage::Failed, Health::Critical, "PHX1", 300)};
        fleet.applyUpdate(update); // not held: a pass is scheduled
        filter.setHeld(true);
        QTest::qWait(filter.reorderDelayMs() + 100); // it comes due while held
        const QStringList held = ids(filter);
        filter.setHeld(false);
        const QStringList letGo = ids(filter);
        QVERIFY(letGo != held);
        filter.sort(FleetModel::ReasonColumn, Qt::AscendingOrder); // sorted afresh: the same
        QCOMPARE(letGo, ids(filter));
    }

    // A sample without a supply reading (NaN) sorts with the racks without a sample, last, by id:
    // compared as a number it was "equal" to every value, and the supply column came out unsorted.
    void racksWithoutAReadingSortLast()
    {
        // More racks than an insertion sort takes: NaN compared as a number broke the sort's order.
        BoardModels models;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        const auto id = [](int i) { return QStringLiteral("PHX1-H1-R01-%1").arg(i, 2, 10, QLatin1Char('0')); };
        QList<RackSummary> racks;
        for (int i = 1; i <= 48; ++i)
            racks << rack(id(i), LifecycleStage::Production);
        fleet.applyUpdate(snapshot(racks, 1));
        // Racks 01-40 alternate: a reading (falling as the number rises), NaN; 41-48 have no sample.
        QList<CoolingSample> samples;
        for (int i = 1; i <= 40; ++i) {
            CoolingSample sample;
            sample.rackId = id(i);
            sample.timeMs = 1000;
            if (i % 2 == 1)
                sample.values[size_t(CoolingReading::SupplyTemperature)] = 60.0f - float(i);
            samples << sample;
        }
        models.cooling.apply(samples);
        QCoreApplication::processEvents();
        filter.sort(FleetModel::SupplyColumn, Qt::AscendingOrder);
        QStringList expected;
        for (int i = 39; i >= 1; i -= 2)
            expected << id(i);
        for (int i = 2; i <= 48; ++i) {
            if (i % 2 == 0 || i > 40)
                expected << id(i);
        }
        QCOMPARE(ids(filter), expected);
        // Descending, the same order backwards: racks without a reading first, by id descending.
        filter.sort(FleetModel::SupplyColumn, Qt::DescendingOrder);
        std::reverse(expected.begin(), expected.end());
        QCOMPARE(ids(filter), expected);
    }

    // "n changed" counts the racks that would move, join or leave the list. Filtered to one stage,
    // a held board once counted every rack the cooling stream touched: "2400 changed" over a list
    // of 146.
    void aHeldFilteredBoardCountsOnlyRacksThatWouldJoinOrLeave()
    {
        BoardModels models;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(sampleSnapshot());
        filter.sort(FleetModel::ReasonColumn, Qt::AscendingOrder);
        filter.setStageFilter(LifecycleStage::Production);
        QCOMPARE(ids(filter).size(), 2);
        filter.setHeld(true);

        QList<CoolingSample> samples;
        for (const QString &id : ids(fleet)) {
            CoolingSample sample;
            sample.rackId = id;
            sample.timeMs = 1000;
            sample.values[size_t(CoolingReading::SupplyTemperature)] = 31.5f;
            samples << sample;
        }
        models.cooling.apply(samples);
        QCOMPARE(filter.pendingChanges(), 0);

        FleetUpdate update;
        update.upserts = {rack("PHX1-H1-R01-02", LifecycleStage::Failed, Health::Critical, "PHX1", 300)};
        fleet.applyUpdate(update); // changed, but stays out of the list
        QCOMPARE(filter.pendingChanges(), 0);
        update.upserts = {rack("FRA1-H1-R01-05", LifecycleStage::Production, Health::Ok, "FRA1", 301)};
        fleet.applyUpdate(update); // would join
        QCOMPARE(filter.pendingChanges(), 1);
        update.upserts = {rack("PHX1-H1-R01-01", LifecycleStage::Failed, Health::Critical, "PHX1", 302)};
        fleet.applyUpdate(update); // would leave
        QCOMPARE(filter.pendingChanges(), 2);

        filter.setHeld(false);
        QCOMPARE(filter.pendingChanges(), 0);
        const QStringList listed = ids(filter);
        QCOMPARE((QSet<QString> {listed.cbegin(), listed.cend()}),
                 (QSet<QString> {"FRA1-H1-R01-04", "FRA1-H1-R01-05"}));
    }

    // What the operator asks for applies at once, held or not: a header click or the "n changed"
    // button (reorderNow) settles the waiting racks.
    void theOperatorsOwnRequestSettlesAHeldBoard()
    {
        BoardModels models;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(sampleSnapshot());
        filter.sort(FleetModel::ReasonColumn, Qt::AscendingOrder);
        filter.setHeld(true);
        FleetUpdate update;
        update.upserts = {rack("PHX1-H1-R01-01", LifecycleStage::Failed, Health::Critical, "PHX1", 300)};
        fleet.applyUpdate(update);
        QCOMPARE(filter.pendingChanges(), 1);
        filter.reorderNow();
        QCOMPARE(filter.pendingChanges(), 0);
        QVERIFY(filter.isHeld());
        QVERIFY(ids(filter).indexOf(QStringLiteral("PHX1-H1-R01-01")) < 3);
        fleet.applyUpdate(update); // the same values again: nothing to place
        update.upserts = {rack("PHX1-H1-R01-02", LifecycleStage::Failed, Health::Critical, "PHX1", 301)};
        fleet.applyUpdate(update);
        QCOMPARE(filter.pendingChanges(), 1);
        filter.sort(FleetModel::RackColumn, Qt::AscendingOrder);
        QCOMPARE(filter.pendingChanges(), 0);
        QCOMPARE(ids(filter).first(), QStringLiteral("FRA1-H1-R01-04"));
    }
};

QTEST_GUILESS_MAIN(TestFleetFilterModel)
#include "tst_fleetfiltermodel.moc"
