#include "fleetfixtures.h"
#include "coolingstore.h"
#include "fleetmodel.h"
#include "rackattention.h"
#include "rackleak.h"
#include "removedrows.h"

#include <QAbstractItemModelTester>
#include <QScopeGuard>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;
using namespace rackops::test;

class TestFleetModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void snapshotFillsModelAndCounts()
    {
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy snapshots(&model, &FleetModel::snapshotApplied);
        model.applyUpdate(sampleSnapshot());
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.stageCount(LifecycleStage::Production), 2);
        QCOMPARE(model.stageCount(LifecycleStage::Failed), 1);
        QCOMPARE(model.healthCount(Health::Critical), 2);
        QCOMPARE(model.sites(), (QStringList {"FRA1", "PHX1"}));
        QCOMPARE(model.revision(), 100);
        QCOMPARE(snapshots.count(), 1);
        const QModelIndex stage = model.index(model.rowOf("PHX1-H1-R01-03"), FleetModel::StageColumn);
        QCOMPARE(stage.data(FleetModel::StageRole).toInt(), int(LifecycleStage::Remediation));
        QCOMPARE(stage.data().toString(), QStringLiteral("Remediation"));
    }

    // The site list hashes a run of racks that share one site's string once: racks in any
    // order, and equal names held apart, still list each site once.
    void eachSiteIsListedOnceWhateverTheRacksOrder()
    {
        const QString phoenix = QStringLiteral("PHX1");
        const QString phoenixApart = QStringLiteral("PHX") + QLatin1Char('1'); // equal, not shared
        QVERIFY(phoenixApart.constData() != phoenix.constData());
        FleetModel model;
        model.applyUpdate(snapshot({
            rack(QStringLiteral("PHX1-H1-R01-01"), LifecycleStage::Production, Health::Ok, phoenix),
            rack(QStringLiteral("PHX1-H1-R01-02"), LifecycleStage::Production, Health::Ok, phoenix),
            rack(QStringLiteral("FRA1-H1-R01-03"), LifecycleStage::Production, Health::Ok, QStringLiteral("FRA1")),
            rack(QStringLiteral("PHX1-H1-R01-04"), LifecycleStage::Production, Health::Ok, phoenixApart),
            rack(QStringLiteral("AMS1-H1-R01-05"), LifecycleStage::Production, Health::Ok, QStringLiteral("AMS1")),
            rack(QStringLiteral("PHX1-H1-R01-06"), LifecycleStage::Production, Health::Ok, phoenix),
        }));
        QCOMPARE(model.sites(), (QStringList {"AMS1", "FRA1", "PHX1"}));
    }

    // A new snapshot's rows are assessed for the racks now in them, whatever stood there before.
    void aNewSnapshotsRowsAreAssessedAfresh()
    {
        FleetModel model;
        model.applyUpdate(sampleSnapshot());
        const int failedRow = model.rowOf(QStringLiteral("FRA1-H1-R01-06"));
        QVERIFY(
            model.index(failedRow, FleetModel::ReasonColumn).data().toString().startsWith(QStringLiteral("Failed")));
        QList<RackSummary> others;
        for (int i = 1; i <= 6; ++i)
            others.append(rack(QStringLiteral("AMS1-H1-R01-0%1").arg(i), LifecycleStage::Production));
        others[failedRow].healthReason = QStringLiteral("burn-in day 3");
        model.applyUpdate(snapshot(others, 200));
        QCOMPARE(model.rowCount(), 6);
        for (int row = 0; row < 6; ++row)
            QCOMPARE(model.index(row, FleetModel::ReasonColumn).data().toString(),
                     row == failedRow ? QStringLiteral("burn-in day 3") : QString());
    }

    // #39.4: a snapshot's racks are taken as they are, not copied: at 100,000 racks the copy
    // was a fifth of handing the first fleet over. Racks and samples grow by realloc().
    void aSnapshotIsTakenWithoutCopyingItsRacks()
    {
        static_assert(QTypeInfo<RackSummary>::isRelocatable);
        static_assert(QTypeInfo<CoolingSample>::isRelocatable);
        FleetUpdate update = sampleSnapshot();
        for (RackSummary &rack : update.upserts)
            rack.rackKey.value = RackKeys::of(rack.rackId); // as the stream's thread gives them
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyUpdate(std::as_const(update));
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(&model.rackAt(0), &std::as_const(update.upserts).at(0));
        QCOMPARE(model.rowOf(QStringLiteral("FRA1-H1-R01-06")), 5);
    }

    // #35.4: a rack whose Redfish CDU was never read shows why in the cooling columns, and no
    // figure at all: no temperature, no flow, and not "Dry" for detectors nobody read.
    void aRackNeverReadShowsWhyAndNoFigure()
    {
        FleetModel model;
        CoolingStore store;
        model.setCoolingStore(&store);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyUpdate(sampleSnapshot());
        const QString id = QStringLiteral("PHX1-H1-R01-01");
        const int row = model.rowOf(id);
        CoolingSample s;
        s.rackId = id;
        s.noReading = QStringLiteral("no reading yet (timed out)");
        s.noReadingDetail =
            QStringLiteral("GET https://cdu1.example.net/redfish/v1/ThermalEquipment/CDUs/1: no answer within 5000 ms");
        store.apply({s});
        const auto cell = [&](int column, int role = Qt::DisplayRole) { return model.index(row, column).data(role); };
        QCOMPARE(cell(FleetModel::SupplyColumn).toString(), s.noReading);
        QCOMPARE(cell(FleetModel::DeltaTColumn).toString(), QStringLiteral("\u2014"));
        QCOMPARE(cell(FleetModel::FlowColumn).toString(), QStringLiteral("\u2014"));
        QCOMPARE(cell(FleetModel::LeakColumn).toString(), QStringLiteral("\u2014"));
        QCOMPARE(cell(FleetModel::LeakColumn, FleetModel::CoolingHealthRole).toInt(), int(Health::Unknown));
        QVERIFY(
            cell(FleetModel::SupplyColumn, Qt::ToolTipRole).toString().contains(QLatin1String("CDUs/1: no answer")));
        QCOMPARE(s.worstLeak(), LeakDetectorInfo::State::Unknown);
        QVERIFY(!RackAttention::isWet(&s));
    }

    // The board said "Health OK" next to "LEAK": the health came with the fleet stream, the leak
    // with the cooling stream. A rack whose detector reads Critical is Critical in the Health
    // column the moment its sample is in, with the leak as the reason, and OK again when dry.
    void aLeakingRackIsNeverHealthOk()
    {
        FleetModel model;
        CoolingStore store;
        model.setCoolingStore(&store);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyUpdate(sampleSnapshot());
        const QString id = QStringLiteral("PHX1-H1-R01-01"); // Production, health OK from the backend
        const int row = model.rowOf(id);
        const QModelIndex health = model.index(row, FleetModel::HealthColumn);
        const QModelIndex leakCell = model.index(row, FleetModel::LeakColumn);
        const auto sample = [&](LeakDetectorInfo::State state) {
            CoolingSample s;
            s.rackId = id;
            s.timeMs = 1'700'000'000'000;
            s.health = Health::Ok;
            if (state != LeakDetectorInfo::State::Ok) {
                LeakDetectorInfo d;
                d.id = QStringLiteral("LD-CT14");
                d.state = state;
                d.location = QStringLiteral("Compute tray CT14, cold plate manifold");
                d.reaction = LeakDetectorInfo::Reaction::GracefulShutdown;
                s.leakDetectors = {d};
            }
            return s;
        };
        store.apply({sample(LeakDetectorInfo::State::Ok)});
        QCOMPARE(health.data().toString(), HealthLevels::displayName(Health::Ok));

        QSignalSpy changed(&model, &FleetModel::dataChanged);
        store.apply({sample(LeakDetectorInfo::State::Critical)});
        QCOMPARE(leakCell.data().toString(), QStringLiteral("LEAK"));
        // Not OK anywhere the board reads it: the cell, its role, its sort key, its tooltip.
        QCOMPARE(health.data().toString(), HealthLevels::displayName(Health::Critical));
        QCOMPARE(health.data(FleetModel::HealthRole).toInt(), int(Health::Critical));
        QCOMPARE(model.index(row, FleetModel::RackColumn).data(FleetModel::HealthRole).toInt(), int(Health::Critical));
        QCOMPARE(health.data(FleetModel::SortRole).toInt(), HealthLevels::severityRank(Health::Critical));
        QVERIFY2(health.data(Qt::ToolTipRole).toString().contains(QStringLiteral("LD-CT14")),
                 qPrintable(health.data(Qt::ToolTipRole).toString()));
        QCOMPARE(model.healthAt(row).health, Health::Critical);
        // And the views heard it with the sample: the Health column changed in the same turn.
        bool healthSignalled = false;
        for (const auto &signal : std::as_const(changed)) {
            const QModelIndex from = signal.at(0).toModelIndex();
            const QModelIndex to = signal.at(1).toModelIndex();
            healthSignalled = healthSignalled
                || (from.column() <= FleetModel::HealthColumn && to.column() >= FleetModel::HealthColumn
                    && from.row() <= row && to.row() >= row);
        }
        QVERIFY(healthSignalled);

        // Moisture is a caution, never OK either.
        store.apply({sample(LeakDetectorInfo::State::Warning)});
        QCOMPARE(health.data(FleetModel::HealthRole).toInt(), int(Health::Caution));

        // Dried: the backend's health again.
        store.apply({sample(LeakDetectorInfo::State::Ok)});
        QCOMPARE(health.data().toString(), HealthLevels::displayName(Health::Ok));
        QCOMPARE(health.data(FleetModel::HealthRole).toInt(), int(Health::Ok));

        // A rack the backend already calls Critical for another part keeps Critical, and the leak is named.
        const QString failing = QStringLiteral("PHX1-H1-R01-03");
        CoolingSample wet = sample(LeakDetectorInfo::State::Critical);
        wet.rackId = failing;
        store.apply({wet});
        const RackLeak::Verdict verdict = model.healthAt(model.rowOf(failing));
        QCOMPARE(verdict.health, Health::Critical);
        QVERIFY2(verdict.reason.contains(QStringLiteral("Leak at")), qPrintable(verdict.reason));
    }

    void upsertsChangeRowsInPlaceWithOneSignalPerRange()
    {
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyUpdate(sampleSnapshot());
        QSignalSpy changed(&model, &FleetModel::dataChanged);
        QSignalSpy inserted(&model, &FleetModel::rowsInserted);
        QSignalSpy reset(&model, &FleetModel::modelReset);

        FleetUpdate update;
        update.revision = 101;
        update.upserts = {rack("PHX1-H1-R01-01", LifecycleStage::Maintenance, Health::Ok, "PHX1", 101),
                          rack("PHX1-H1-R01-02", LifecycleStage::AwaitingApproval, Health::Ok, "PHX1", 101),
                          rack("PHX1-H1-R01-09", LifecycleStage::Received, Health::Ok, "PHX1", 101)};
        model.applyUpdate(update);

        QCOMPARE(reset.count(), 0);
        QCOMPARE(inserted.count(), 1); // one insert for the new rack
        // Rows 0 and 1 are one contiguous range: one signal per run of changed columns
        // (stage; time in stage and progress; reason), each over both rows.
        QCOMPARE(changed.count(), 3);
        for (const QList<QVariant> &signal : std::as_const(changed)) {
            QCOMPARE(signal.at(0).toModelIndex().row(), 0);
            QCOMPARE(signal.at(1).toModelIndex().row(), 1);
        }
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.stageCount(LifecycleStage::Maintenance), 1);
        QCOMPARE(model.stageCount(LifecycleStage::Production), 1);
        QCOMPARE(model.revision(), 101);
    }

    // A progress bar moving must not make a proxy sorted by stage or health re-sort 50,000 rows:
    // the signal names only the column that changed; a change nothing shows carries no sort role.
    void progressOnlyChangeNamesOnlyTheProgressColumn()
    {
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyUpdate(sampleSnapshot());
        QSignalSpy changed(&model, &FleetModel::dataChanged);
        QSignalSpy counts(&model, &FleetModel::countsChanged);
        FleetUpdate update;
        RackSummary moved = model.rackAt(0);
        moved.stepProgress = 0.75F;
        RackSummary revised = model.rackAt(2);
        revised.stateRevision += 1;
        revised.activeOperation = QStringLiteral("Draining workloads (10 %)");
        update.upserts = {moved, revised};
        model.applyUpdate(update);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed.at(0).at(0).toModelIndex().column(), int(FleetModel::ProgressColumn));
        QCOMPARE(changed.at(0).at(1).toModelIndex().column(), int(FleetModel::ProgressColumn));
        QCOMPARE(changed.at(1).at(0).toModelIndex().row(), 2);
        QCOMPARE(changed.at(1).at(0).toModelIndex().column(), int(FleetModel::RackColumn));
        QVERIFY(!changed.at(1).at(2).value<QList<int>>().contains(FleetModel::SortRole));
        QCOMPARE(counts.count(), 0); // no stage or health moved
        QCOMPARE(model.rackAt(2).stateRevision, revised.stateRevision);
    }

    // Counts follow every insert, change and removal without a pass over the fleet.
    void countsFollowChangesIncrementally()
    {
        FleetModel model;
        model.applyUpdate(sampleSnapshot());
        const int failedBefore = model.stageCount(LifecycleStage::Failed);
        QSignalSpy counts(&model, &FleetModel::countsChanged);
        FleetUpdate update;
        RackSummary failed = model.rackAt(0);
        failed.stage = LifecycleStage::Failed;
        failed.health = Health::Critical;
        update.upserts = {failed, rack("PHX1-H1-R01-20", LifecycleStage::Failed)};
        model.applyUpdate(update);
        QCOMPARE(counts.count(), 1);
        QCOMPARE(model.stageCount(LifecycleStage::Failed), failedBefore + 2);
        FleetUpdate removal;
        removal.removedRackIds = {"PHX1-H1-R01-20", failed.rackId};
        model.applyUpdate(removal);
        QCOMPARE(model.stageCount(LifecycleStage::Failed), failedBefore);
        int total = 0;
        for (LifecycleStage stage : LifecycleStages::all())
            total += model.stageCount(stage);
        QCOMPARE(total, model.rowCount());
    }

    // A re-sent rack is taken field by field: every field of the newer copy arrives, and a text
    // that did not change stays the model's own string (no reference taken and dropped per field).
    void aResentRackTakesEveryChangedFieldAndKeepsItsUnchangedTexts()
    {
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        RackSummary first = rack(QStringLiteral("PHX1-H1-R01-01"), LifecycleStage::Validating);
        first.stepDescription = QStringLiteral("NCCL all-reduce, 8 of 12 sizes");
        first.owner = QStringLiteral("controller");
        model.applyUpdate(snapshot({first}));
        const QString keptStep = model.rackAt(0).stepDescription;

        RackSummary newer = first;
        newer.stepDescription =
            QString(first.stepDescription.constData(), first.stepDescription.size()); // equal, not shared
        newer.region = QStringLiteral("eu-central");
        newer.site = QStringLiteral("FRA1");
        newer.hall = QStringLiteral("H2");
        newer.row = QStringLiteral("R09");
        newer.position = 17;
        newer.stage = LifecycleStage::Remediation;
        newer.health = Health::Critical;
        newer.healthReason = QStringLiteral("CT07: uncorrectable ECC");
        newer.stageEnteredMs += 1;
        newer.stepProgress = 0.25F;
        newer.revision += 1;
        newer.platform = QStringLiteral("GB300 NVL72");
        newer.gpuCount = 36;
        newer.stateRevision += 1;
        newer.activeOperationId = QStringLiteral("op-7");
        newer.activeOperation = QStringLiteral("Reflashing firmware on CT03 (40 %)");
        newer.validationVerdict = ValidationVerdict::Fail;
        newer.validationRunId = QStringLiteral("run-9");
        newer.stageExpectedMs = 3'600'000;
        newer.owner = QStringLiteral("omar");
        newer.ownerAutomated = true;
        FleetUpdate update;
        update.upserts = {newer};
        model.applyUpdate(update);

        QCOMPARE(model.rackAt(0), newer); // every field taken (the key is equal whatever it holds)
        QCOMPARE(model.rackAt(0).stepDescription, newer.stepDescription);
        // The same characters in memory, or not (isSharedWith says false for literals).
        QVERIFY(newer.stepDescription.constData() != keptStep.constData());
        QCOMPARE(model.rackAt(0).stepDescription.constData(), keptStep.constData()); // equal: not written
        QCOMPARE(model.rackAt(0).owner.constData(), newer.owner.constData()); // changed: taken
    }

    void unchangedUpsertEmitsNothing()
    {
        FleetModel model;
        model.applyUpdate(sampleSnapshot());
        QSignalSpy changed(&model, &FleetModel::dataChanged);
        FleetUpdate update;
        update.upserts = {model.rackAt(0)};
        model.applyUpdate(update);
        QCOMPARE(changed.count(), 0);
    }

    void removalsDropRowsAndKeepIndexConsistent()
    {
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyUpdate(sampleSnapshot());
        FleetUpdate update;
        update.removedRackIds = {"PHX1-H1-R01-02", "PHX1-H1-R01-03", "FRA1-H1-R01-06", "NOT-THERE"};
        model.applyUpdate(update);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.rowOf("PHX1-H1-R01-02"), -1);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.rowOf(model.rackAt(row).rackId), row);
        QCOMPARE(model.stageCount(LifecycleStage::Failed), 0);
    }

    // The board follows its rack by id at every rowsRemoved (FleetBoard::followRack): the index
    // must be whole at each signal, not only after the last run (it pointed at the wrong row).
    // Many runs at once are one reset.
    void theIndexIsWholeAtEveryRemovalSignal()
    {
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<RackSummary> racks;
        for (int i = 0; i < 40; ++i)
            racks << rack(QStringLiteral("PHX1-H1-R01-%1").arg(i, 2, 10, QLatin1Char('0')), LifecycleStage::Received);
        model.applyUpdate(snapshot(racks, 1));
        QStringList wrong;
        int removals = 0;
        connect(&model, &QAbstractItemModel::rowsRemoved, this, [&] {
            ++removals;
            for (int row = 0; row < model.rowCount(); ++row) {
                if (model.rowOf(model.rackAt(row).rackId) != row)
                    wrong << model.rackAt(row).rackId;
            }
        });
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        FleetUpdate update;
        update.revision = 2;
        update.removedRackIds = {"PHX1-H1-R01-02", "PHX1-H1-R01-03", "PHX1-H1-R01-07", "PHX1-H1-R01-07"};
        model.applyUpdate(update);
        QCOMPARE(removals, 2);
        QCOMPARE(wrong, QStringList());
        QCOMPARE(model.rowCount(), 37);
        QCOMPARE(model.rowOf("PHX1-H1-R01-07"), -1);

        // Nine separate runs: one reset, the index whole after it.
        update.revision = 3;
        update.removedRackIds.clear();
        for (int i = 10; i < 28; i += 2)
            update.removedRackIds << QStringLiteral("PHX1-H1-R01-%1").arg(i);
        model.applyUpdate(update);
        QCOMPARE(removals, 2);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 28);
        QCOMPARE(model.stageCount(LifecycleStage::Received), 28);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.rowOf(model.rackAt(row).rackId), row);
        QCOMPARE(model.rowOf("PHX1-H1-R01-10"), -1);
    }

    // Two leaking racks a fleet apart: the Health column changes for those two only. One range
    // from the first wet rack to the last made the board re-sort ("Needs action", Health) and
    // re-filter every rack between them at every cooling tick.
    void theHealthColumnChangesForTheWetRacksOnly()
    {
        FleetModel model;
        CoolingStore store;
        model.setCoolingStore(&store);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<RackSummary> racks;
        for (int i = 0; i < 40; ++i)
            racks << rack(QStringLiteral("PHX1-H1-R01-%1").arg(i, 2, 10, QLatin1Char('0')), LifecycleStage::Production);
        model.applyUpdate(snapshot(racks, 1));
        const auto sample = [](const QString &id, bool wet) {
            CoolingSample s;
            s.rackId = id;
            s.timeMs = 1'700'000'000'000;
            s.health = Health::Ok;
            if (wet) {
                LeakDetectorInfo d;
                d.id = QStringLiteral("LD-CT14");
                d.state = LeakDetectorInfo::State::Critical;
                s.leakDetectors = {d};
            }
            return s;
        };
        QList<CoolingSample> batch;
        for (const RackSummary &r : std::as_const(racks))
            batch << sample(r.rackId,
                            r.rackId.endsWith(QLatin1String("-01")) || r.rackId.endsWith(QLatin1String("-38")));
        QSignalSpy changed(&model, &FleetModel::dataChanged);
        store.apply(batch);
        QSet<int> healthRows;
        for (const auto &signal : std::as_const(changed)) {
            const QModelIndex from = signal.at(0).toModelIndex();
            const QModelIndex to = signal.at(1).toModelIndex();
            if (from.column() <= FleetModel::HealthColumn && to.column() >= FleetModel::HealthColumn) {
                for (int row = from.row(); row <= to.row(); ++row)
                    healthRows.insert(row);
            }
        }
        QCOMPARE(healthRows, (QSet<int> {model.rowOf("PHX1-H1-R01-01"), model.rowOf("PHX1-H1-R01-38")}));
        QCOMPARE(
            model.index(model.rowOf("PHX1-H1-R01-38"), FleetModel::HealthColumn).data(FleetModel::HealthRole).toInt(),
            int(Health::Critical));
    }

    // What both list models remove by (RemovedRows): bottom-up runs, a row named twice once,
    // what stays in order, and past eight runs a reset.
    void removedRowsAreRunsFromTheBottomUpEachRowOnce()
    {
        const RemovedRows removed({3, 9, 4, 4, 0, 8, 5});
        QCOMPARE(removed.size(), 6);
        QList<std::pair<int, int>> runs;
        for (const RemovedRows::Run &run : removed.runs())
            runs.append({run.first, run.last});
        QCOMPARE(runs, (QList<std::pair<int, int>> {{8, 9}, {3, 5}, {0, 0}}));
        QVERIFY(!removed.worthAReset());
        QStringList letters {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"};
        QCOMPARE(removed.keptFrom(letters), (QStringList {"b", "c", "g", "h", "k"}));

        QList<int> apart;
        for (int row = 0; row < 2 * (RemovedRows::kRunsBeforeReset + 1); row += 2)
            apart << row;
        QVERIFY(RemovedRows(apart).worthAReset());
        apart.removeLast();
        QVERIFY(!RemovedRows(apart).worthAReset());
        QVERIFY(RemovedRows({}).isEmpty());
    }

    // A faulty backend (or a snapshot assembled from chunks) may name a rack twice: one row,
    // the later copy, and counts that agree with the rows.
    void aRackNamedTwiceInASnapshotIsOneRowWithTheLaterCopy()
    {
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyUpdate(snapshot({rack("PHX1-H1-R01-01", LifecycleStage::Received),
                                    rack("PHX1-H1-R01-02", LifecycleStage::Production),
                                    rack("PHX1-H1-R01-01", LifecycleStage::Failed, Health::Critical)},
                                   5));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rackAt(model.rowOf("PHX1-H1-R01-01")).stage, LifecycleStage::Failed);
        QCOMPARE(model.stageCount(LifecycleStage::Received), 0);
        QCOMPARE(model.stageCount(LifecycleStage::Failed), 1);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.rowOf(model.rackAt(row).rackId), row);
    }

    // A snapshot merged from chunks: its racks come with their keys (given on the client's
    // thread), and the model finds and changes the right rows by them afterwards.
    void aSnapshotMergedFromChunksFindsEveryRackByItsKey()
    {
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        FleetUpdate chunks = snapshot(
            {rack("PHX1-H1-R01-01", LifecycleStage::Received), rack("PHX1-H1-R01-02", LifecycleStage::Production)}, 5);
        FleetUpdate next;
        next.upserts = {rack("PHX1-H1-R01-03", LifecycleStage::Validating),
                        rack("PHX1-H1-R01-01", LifecycleStage::Failed, Health::Critical)};
        chunks.mergeFrom(std::move(next));
        model.applyUpdate(chunks);
        QCOMPARE(model.rowCount(), 3);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.rowOf(model.rackAt(row).rackId), row);
        QCOMPARE(model.rackAt(model.rowOf("PHX1-H1-R01-01")).stage, LifecycleStage::Failed);
        QCOMPARE(model.stageCount(LifecycleStage::Received), 0);

        FleetUpdate live;
        live.revision = 6;
        live.upserts = {rack("PHX1-H1-R01-03", LifecycleStage::AwaitingApproval, Health::Ok, "PHX1", 6),
                        rack("PHX1-H1-R01-04", LifecycleStage::Received, Health::Ok, "PHX1", 6)};
        model.applyUpdate(live);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.rackAt(model.rowOf("PHX1-H1-R01-03")).stage, LifecycleStage::AwaitingApproval);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.rowOf(model.rackAt(row).rackId), row);
    }

    void aNewRackNamedTwiceInOneUpdateIsAddedOnce()
    {
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyUpdate(sampleSnapshot());
        FleetUpdate update;
        update.revision = 101;
        update.upserts = {rack("PHX1-H1-R01-09", LifecycleStage::Received, Health::Ok, "PHX1", 101),
                          rack("PHX1-H1-R01-09", LifecycleStage::Discovering, Health::Ok, "PHX1", 101)};
        model.applyUpdate(update);
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.rackAt(model.rowOf("PHX1-H1-R01-09")).stage, LifecycleStage::Discovering);
        QCOMPARE(model.stageCount(LifecycleStage::Received), 0);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.rowOf(model.rackAt(row).rackId), row);
    }

    void secondSnapshotReplacesEverything()
    {
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyUpdate(sampleSnapshot());
        model.applyUpdate(snapshot({rack("NRT1-H1-R01-01", LifecycleStage::Received)}, 7));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.revision(), 7); // a new epoch may count from lower revisions
        QCOMPARE(model.sites(), QStringList {"PHX1"});
    }

    void unknownStageFromNewerBackendIsShownAsUnknown()
    {
        FleetModel model;
        RackSummary r = rack("X-01", LifecycleStages::fromInt(99));
        model.applyUpdate(snapshot({r}));
        QCOMPARE(model.rackAt(0).stage, LifecycleStage::Unknown);
        QCOMPARE(model.index(0, FleetModel::StageColumn).data().toString(), QStringLiteral("Unknown"));
        QCOMPARE(model.stageCount(LifecycleStage::Unknown), 1);
    }

    void timeInStageUsesServerClock()
    {
        FleetModel model;
        FleetUpdate s = sampleSnapshot();
        s.upserts[0].stageEnteredMs = s.serverTimeMs - (2 * 3600 + 14 * 60) * 1000LL;
        model.applyUpdate(s);
        QCOMPARE(model.index(0, FleetModel::TimeInStageColumn).data().toString(), QStringLiteral("2 h 14 min"));
        QCOMPARE(FleetModel::formatDuration(3 * 24 * 3600 * 1000LL + 5 * 3600 * 1000LL), QStringLiteral("3 d 5 h"));
        QCOMPARE(FleetModel::formatDuration(20 * 1000), QStringLiteral("< 1 min"));
    }

    void progressHiddenForWaitingStages()
    {
        FleetModel model;
        model.applyUpdate(sampleSnapshot());
        const int production = model.rowOf("PHX1-H1-R01-01");
        const int validating = model.rowOf("PHX1-H1-R01-02");
        QCOMPARE(model.index(production, FleetModel::ProgressColumn).data().toString(), QString());
        QCOMPARE(model.index(validating, FleetModel::ProgressColumn).data().toString(), QStringLiteral("50 %"));
    }

    void tenThousandRackSnapshot()
    {
        FleetModel model;
        QList<RackSummary> racks;
        for (int i = 0; i < 10000; ++i)
            racks.append(rack(QStringLiteral("R-%1").arg(i, 5, 10, QLatin1Char('0')), LifecycleStage::Production));
        model.applyUpdate(snapshot(racks));
        QCOMPARE(model.rowCount(), 10000);
        QCOMPARE(model.rowOf("R-09999"), 9999);
        QCOMPARE(model.stageCount(LifecycleStage::Production), 10000);
    }

    // A batch of 2,900 changed racks (50,000 racks at 60x) held the GUI thread for
    // 15-30 ms in one go. It is now applied in slices, in order, and its revision counts
    // only when all of it is in; a later batch waits for it.
    void aLargeBatchIsAppliedInSlicesInOrder()
    {
        // One piece per turn, whatever this machine's speed.
        SliceScheduler *scheduler = SliceScheduler::forThisThread();
        scheduler->setTurnBudget(std::chrono::nanoseconds(0));
        const auto restore = qScopeGuard([scheduler] { scheduler->setTurnBudget(SliceScheduler::kTurnBudget); });
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<RackSummary> racks;
        for (int i = 0; i < 3000; ++i)
            racks.append(rack(QStringLiteral("R-%1").arg(i, 5, 10, QLatin1Char('0')), LifecycleStage::Production));
        model.applyUpdate(snapshot(racks, 100));

        FleetUpdate big;
        big.revision = 101;
        for (int i = 0; i < 2500; ++i)
            big.upserts.append(rack(QStringLiteral("R-%1").arg(i, 5, 10, QLatin1Char('0')), LifecycleStage::Maintenance,
                                    Health::Ok, QStringLiteral("PHX1"), 101));
        big.upserts.append(rack(QStringLiteral("R-NEW"), LifecycleStage::Received));
        FleetUpdate later;
        later.revision = 102;
        later.removedRackIds = {QStringLiteral("R-02499"), QStringLiteral("R-NEW")};

        QSignalSpy changed(&model, &FleetModel::dataChanged);
        model.applyUpdate(big);
        model.applyUpdate(later);
        // The first piece is in at once; the batch's revision is not yet.
        QCOMPARE(model.stageCount(LifecycleStage::Maintenance), int(FleetModel::kSliceRacks));
        QCOMPARE(model.revision(), 100);
        QCOMPARE(model.pendingRacks(), 2501 - FleetModel::kSliceRacks);

        QTRY_COMPARE(model.revision(), 102);
        QCOMPARE(model.pendingRacks(), 0);
        // The removal came after the batch that added and changed those racks, and won.
        QCOMPARE(model.rowOf("R-NEW"), -1);
        QCOMPARE(model.rowOf("R-02499"), -1);
        QCOMPARE(model.rowCount(), 2999);
        QCOMPARE(model.stageCount(LifecycleStage::Maintenance), 2499);
        QCOMPARE(model.stageCount(LifecycleStage::Production), 500);
        QVERIFY(changed.size() >= 3); // at least one signal per slice

        // A snapshot supersedes what still waits.
        model.applyUpdate(big);
        model.applyUpdate(snapshot(racks, 200));
        QCOMPARE(model.pendingRacks(), 0);
        QCOMPARE(model.stageCount(LifecycleStage::Production), 3000);
        QCoreApplication::processEvents(); // the slice scheduled before the snapshot finds nothing to do
        QCOMPARE(model.stageCount(LifecycleStage::Production), 3000);
        QCOMPARE(model.revision(), 200);
    }

    // The clock made racks stuck in one pass over the whole fleet, once a backend minute: a block
    // of the GUI thread that grew with the fleet (5-6 % of it at 100,000 racks, in one event). The
    // pass now goes in pieces, between the batches' pieces.
    void theClockMakesRacksStuckPieceByPiece()
    {
        SliceScheduler *scheduler = SliceScheduler::forThisThread();
        scheduler->setTurnBudget(std::chrono::nanoseconds(0));
        const auto restore = qScopeGuard([scheduler] { scheduler->setTurnBudget(SliceScheduler::kTurnBudget); });
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        constexpr qint64 kNow = 1'700'000'000'000;
        constexpr int kRacks = 2 * FleetModel::kClockSliceRows + 10;
        QList<RackSummary> racks;
        for (int i = 0; i < kRacks; ++i) {
            RackSummary r =
                rack(QStringLiteral("R-%1").arg(i, 5, 10, QLatin1Char('0')), LifecycleStage::FirmwareUpdate);
            r.stageEnteredMs = kNow - 30 * 60'000; // 30 min into a stage of 45
            r.stageExpectedMs = 45 * 60'000;
            racks.append(r);
        }
        model.applyUpdate(snapshot(racks));
        QVERIFY(!model.clockPassPending()); // the snapshot assessed every rack on its own clock
        const auto stuckRows = [&model] {
            int stuck = 0;
            for (int row = 0; row < model.rowCount(); ++row)
                stuck += model.attentionAt(row).level == RackAttention::Level::Stuck ? 1 : 0;
            return stuck;
        };
        QCOMPARE(stuckRows(), 0);

        QSignalSpy changed(&model, &FleetModel::dataChanged);
        FleetUpdate heartbeat;
        heartbeat.revision = 101;
        heartbeat.serverTimeMs = kNow + 20 * 60'000; // 50 min into a stage of 45: every rack is stuck
        model.applyUpdate(heartbeat);
        // The heartbeat itself at once (its piece of this turn); the pass in later turns.
        QVERIFY(model.clockPassPending());
        QVERIFY(stuckRows() <= FleetModel::kClockSliceRows);
        QCOMPARE(model.revision(), 101);
        QTRY_VERIFY(!model.clockPassPending());
        QCOMPARE(stuckRows(), kRacks);
        // The time column once, then each piece's moved rows in one run.
        QCOMPARE(changed.size(), 1 + 3);
        QCOMPARE(model.index(kRacks - 1, FleetModel::ReasonColumn).data().toString(),
                 QStringLiteral("Stuck in Firmware update 50 min (expected 45 min)"));

        // A newer clock while a pass is under way starts it over on the newer clock.
        FleetUpdate later = heartbeat;
        later.revision = 102;
        later.serverTimeMs = kNow + 80 * 60'000;
        model.applyUpdate(later);
        QVERIFY(model.clockPassPending());
        later.revision = 103;
        later.serverTimeMs = kNow + 140 * 60'000;
        model.applyUpdate(later);
        QTRY_VERIFY(!model.clockPassPending());
        QCOMPARE(model.index(0, FleetModel::ReasonColumn).data().toString(),
                 QStringLiteral("Stuck in Firmware update 2 h 50 min (expected 45 min)"));
        QCOMPARE(model.index(kRacks - 1, FleetModel::ReasonColumn).data().toString(),
                 QStringLiteral("Stuck in Firmware update 2 h 50 min (expected 45 min)"));
    }
};

QTEST_GUILESS_MAIN(TestFleetModel)
#include "tst_fleetmodel.moc"
