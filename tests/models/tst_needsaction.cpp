// The fleet board puts the worst thing first: "Needs action" order (leak, then
// critical or failed, then stuck past the stage's usual time, then the rest),
// with the reason and who holds the rack, kept current by the model as racks,
// cooling samples and the clock change, never computed while sorting.
#include "boardmodels.h"
#include "fleetfixtures.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;
using namespace rackops::test;

namespace {
constexpr qint64 kNow = 1'700'000'000'000;
constexpr qint64 kMinute = 60'000;

CoolingSample leakAt(const QString &rackId, LeakDetectorInfo::State state)
{
    CoolingSample sample;
    sample.rackId = rackId;
    sample.timeMs = kNow;
    LeakDetectorInfo detector;
    detector.id = QStringLiteral("LD-CT14");
    detector.state = state;
    detector.location = QStringLiteral("CT14 manifold");
    sample.leakDetectors = {detector};
    return sample;
}

// Production, Failed, a critical rack in remediation, one stuck in firmware
// update (3 h, usually at most 45 min), one in firmware update on time.
FleetUpdate mixedFleet()
{
    RackSummary failed = rack(QStringLiteral("PHX1-H1-R01-02"), LifecycleStage::Failed, Health::Critical);
    failed.healthReason = QStringLiteral("NCCL all_reduce 612 GB/s < 700");
    RackSummary stuck = rack(QStringLiteral("PHX1-H1-R01-03"), LifecycleStage::FirmwareUpdate);
    stuck.stageEnteredMs = kNow - 180 * kMinute;
    stuck.stageExpectedMs = 45 * kMinute;
    stuck.owner = QStringLiteral("lifecycle-controller");
    stuck.ownerAutomated = true;
    RackSummary onTime = rack(QStringLiteral("PHX1-H1-R01-04"), LifecycleStage::FirmwareUpdate);
    onTime.stageEnteredMs = kNow - 30 * kMinute;
    onTime.stageExpectedMs = 45 * kMinute;
    RackSummary critical = rack(QStringLiteral("PHX1-H1-R01-05"), LifecycleStage::Remediation, Health::Critical,
                                QStringLiteral("PHX1"), 3);
    critical.owner = QStringLiteral("alice");
    return snapshot({rack(QStringLiteral("PHX1-H1-R01-01"), LifecycleStage::Production), failed, stuck, onTime,
                     critical, rack(QStringLiteral("PHX1-H1-R01-06"), LifecycleStage::Production)});
}

QStringList order(const QAbstractItemModel &model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, FleetModel::RackColumn).data().toString();
    return out;
}

QString reasonOf(const FleetModel &fleet, const QString &rackId)
{
    return fleet.index(fleet.rowOf(rackId), FleetModel::ReasonColumn).data().toString();
}
} // namespace

class TestNeedsAction : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void worstThingFirstWithReasonAndOwner()
    {
        BoardModels models;
        CoolingStore &cooling = models.cooling;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(mixedFleet());
        cooling.apply({leakAt(QStringLiteral("PHX1-H1-R01-06"), LeakDetectorInfo::State::Critical)});
        filter.sort(FleetModel::ReasonColumn, Qt::AscendingOrder);

        // Leak; then the critical ones, longest in stage first; then stuck; then the rest.
        QCOMPARE(order(filter),
                 (QStringList {"PHX1-H1-R01-06", "PHX1-H1-R01-05", "PHX1-H1-R01-02", "PHX1-H1-R01-03", "PHX1-H1-R01-04",
                               "PHX1-H1-R01-01"}));
        QCOMPARE(reasonOf(fleet, "PHX1-H1-R01-06"), QStringLiteral("Leak at CT14 manifold"));
        QCOMPARE(reasonOf(fleet, "PHX1-H1-R01-02"), QStringLiteral("Failed: NCCL all_reduce 612 GB/s < 700"));
        QCOMPARE(reasonOf(fleet, "PHX1-H1-R01-03"),
                 QStringLiteral("Stuck in Firmware update 3 h 0 min (expected 45 min)"));
        QCOMPARE(reasonOf(fleet, "PHX1-H1-R01-04"), QString());
        QCOMPARE(fleet.index(fleet.rowOf("PHX1-H1-R01-05"), FleetModel::OwnerColumn).data().toString(),
                 QStringLiteral("alice"));
        QCOMPARE(fleet.headerData(FleetModel::ReasonColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("Reason"));
        QCOMPARE(fleet.headerData(FleetModel::OwnerColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("Owner"));

        // The filter finds racks by their reason and by who holds them.
        filter.setTextFilter(QStringLiteral("manifold"));
        QCOMPARE(order(filter), QStringList {"PHX1-H1-R01-06"});
        filter.setTextFilter(QStringLiteral("stuck firmware"));
        QCOMPARE(order(filter), QStringList {"PHX1-H1-R01-03"});
        filter.setTextFilter(QStringLiteral("alice"));
        QCOMPARE(order(filter), QStringList {"PHX1-H1-R01-05"});
        filter.setTextFilter(QStringLiteral("lifecycle-controller"));
        QCOMPARE(order(filter), QStringList {"PHX1-H1-R01-03"});
    }

    // A rack whose override waits for a second approver read an empty Reason: it says so now, and a
    // rack with an operation under way says what it is.
    void theReasonSaysWhatIsUnderWay()
    {
        FleetModel fleet;
        QAbstractItemModelTester tester(&fleet, QAbstractItemModelTester::FailureReportingMode::QtTest);
        RackSummary waiting = rack(QStringLiteral("PHX1-H1-R01-01"), LifecycleStage::AwaitingApproval);
        RackSummary requested = rack(QStringLiteral("PHX1-H1-R01-02"), LifecycleStage::AwaitingApproval);
        requested.owner = QStringLiteral("ben");
        RackSummary draining = rack(QStringLiteral("PHX1-H1-R01-03"), LifecycleStage::Production);
        draining.activeOperationId = QStringLiteral("op-7");
        draining.activeOperation = QStringLiteral("Draining workloads off the rack");
        draining.owner = QStringLiteral("omar");
        fleet.applyUpdate(snapshot({waiting, requested, draining}));
        QCOMPARE(reasonOf(fleet, "PHX1-H1-R01-01"), QStringLiteral("Waiting for approval"));
        QCOMPARE(reasonOf(fleet, "PHX1-H1-R01-02"), QStringLiteral("Override by ben waits for a second approver"));
        QCOMPARE(reasonOf(fleet, "PHX1-H1-R01-03"), QStringLiteral("Draining workloads off the rack"));
    }

    void leakComingAndGoingMovesTheRack()
    {
        BoardModels models;
        CoolingStore &cooling = models.cooling;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(mixedFleet());
        filter.sort(FleetModel::ReasonColumn, Qt::AscendingOrder);
        QCOMPARE(order(filter).constFirst(), QStringLiteral("PHX1-H1-R01-05"));

        QSignalSpy changed(&fleet, &FleetModel::dataChanged);
        cooling.apply({leakAt(QStringLiteral("PHX1-H1-R01-04"), LeakDetectorInfo::State::Critical)});
        // The reason shows at once; the rack takes its place with the next pass over the order.
        QCOMPARE(reasonOf(fleet, "PHX1-H1-R01-04"), QStringLiteral("Leak at CT14 manifold"));
        QVERIFY(filter.reorderPending());
        QTRY_COMPARE(order(filter).constFirst(), QStringLiteral("PHX1-H1-R01-04"));
        // The cooling columns, the Health column (a leak makes the rack Critical, RackLeak), and the
        // Reason column with its sort key; nothing else.
        QCOMPARE(changed.size(), 3);
        QCOMPARE(changed.at(1).at(0).toModelIndex().column(), int(FleetModel::HealthColumn));
        QCOMPARE(changed.at(1).at(1).toModelIndex().column(), int(FleetModel::HealthColumn));
        QVERIFY(changed.at(1).at(2).value<QList<int>>().contains(FleetModel::HealthRole));
        QCOMPARE(changed.at(2).at(0).toModelIndex().column(), int(FleetModel::ReasonColumn));
        QCOMPARE(changed.at(2).at(1).toModelIndex().column(), int(FleetModel::ReasonColumn));
        QVERIFY(changed.at(2).at(2).value<QList<int>>().contains(FleetModel::SortRole));

        CoolingSample dry = leakAt(QStringLiteral("PHX1-H1-R01-04"), LeakDetectorInfo::State::Ok);
        dry.timeMs = kNow + 1000;
        cooling.apply({dry});
        QTRY_COMPARE(order(filter).indexOf("PHX1-H1-R01-04"), 3); // after the critical ones and the stuck one

        // Dry again and dry still: the samples of a dry fleet (1 Hz for every rack) touch only the
        // cooling columns, never the Reason column or the order.
        changed.clear();
        QStringList before = order(filter);
        for (const QString &id : before) {
            CoolingSample still = leakAt(id, LeakDetectorInfo::State::Ok);
            still.timeMs = kNow + 2000;
            cooling.apply({still});
        }
        QCOMPARE(order(filter), before);
        QVERIFY(!filter.reorderPending());
        for (const QList<QVariant> &signal : std::as_const(changed))
            QVERIFY(signal.at(1).toModelIndex().column() < int(FleetModel::ReasonColumn)
                    || signal.at(0).toModelIndex().column() > int(FleetModel::ReasonColumn));
    }

    // A stream change reassesses the rack with its cooling sample only while the newest is wet
    // (a dry one cannot bear on it, and looking it up missed the cache at 100,000 racks): a wet
    // rack's change must still read it, and a dried one must not keep its old words.
    void aStreamChangeOfAWetRackStillReadsItsSample()
    {
        BoardModels models;
        CoolingStore &cooling = models.cooling;
        FleetModel &fleet = models.fleet;
        fleet.applyUpdate(mixedFleet());
        cooling.apply({leakAt(QStringLiteral("PHX1-H1-R01-01"), LeakDetectorInfo::State::Warning),
                       leakAt(QStringLiteral("PHX1-H1-R01-06"), LeakDetectorInfo::State::Critical)});
        QVERIFY(cooling.isWet(QStringLiteral("PHX1-H1-R01-01")));
        QVERIFY(!cooling.isWet(QStringLiteral("PHX1-H1-R01-04")));

        RackSummary moist = fleet.rackAt(fleet.rowOf(QStringLiteral("PHX1-H1-R01-01")));
        moist.stepProgress = 0.75F;
        moist.activeOperation = QStringLiteral("Draining workloads off the rack");
        RackSummary leaking = fleet.rackAt(fleet.rowOf(QStringLiteral("PHX1-H1-R01-06")));
        leaking.stepProgress = 0.75F;
        FleetUpdate progress;
        progress.upserts = {moist, leaking};
        fleet.applyUpdate(progress);
        QCOMPARE(reasonOf(fleet, "PHX1-H1-R01-01"), QStringLiteral("Moisture at CT14 manifold"));
        QCOMPARE(reasonOf(fleet, "PHX1-H1-R01-06"), QStringLiteral("Leak at CT14 manifold"));
        QCOMPARE(fleet.attentionAt(fleet.rowOf(QStringLiteral("PHX1-H1-R01-06"))).level, RackAttention::Level::Leak);

        CoolingSample dry = leakAt(QStringLiteral("PHX1-H1-R01-01"), LeakDetectorInfo::State::Ok);
        dry.timeMs = kNow + 1000;
        cooling.apply({dry});
        QVERIFY(!cooling.isWet(QStringLiteral("PHX1-H1-R01-01")));
        moist.stepProgress = 0.9F;
        progress.upserts = {moist};
        fleet.applyUpdate(progress);
        QCOMPARE(reasonOf(fleet, "PHX1-H1-R01-01"), QStringLiteral("Draining workloads off the rack"));
    }

    void timeMakesARackStuck()
    {
        BoardModels models;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        fleet.applyUpdate(mixedFleet());
        filter.sort(FleetModel::ReasonColumn, Qt::AscendingOrder);
        const QModelIndex reason = fleet.index(fleet.rowOf("PHX1-H1-R01-04"), FleetModel::ReasonColumn);
        QCOMPARE(reason.data(FleetModel::SortRole).toInt(), int(RackAttention::Level::None));

        // A heartbeat 20 minutes later: the on-time rack is now 50 min into a 45 min stage.
        FleetUpdate heartbeat;
        heartbeat.revision = 101;
        heartbeat.serverTimeMs = kNow + 20 * kMinute;
        fleet.applyUpdate(heartbeat);
        QCOMPARE(reasonOf(fleet, "PHX1-H1-R01-04"),
                 QStringLiteral("Stuck in Firmware update 50 min (expected 45 min)"));
        QCOMPARE(reason.data(FleetModel::SortRole).toInt(), int(RackAttention::Level::Stuck));
        QTRY_COMPARE(order(filter).indexOf("PHX1-H1-R01-04"), 3); // after the stuck one of 3 h
    }

    // Every leak coming or going re-sorted the whole proxy on its own, and every view laid out
    // again each time: at 50,000 racks that was most of the GUI thread. Now a burst of changes
    // is settled in one pass, and what the operator asks for still applies at once.
    void aBurstOfChangesIsSettledInOnePass()
    {
        BoardModels models;
        CoolingStore &cooling = models.cooling;
        FleetModel &fleet = models.fleet;
        FleetFilterModel &filter = models.filter;
        QList<RackSummary> racks;
        for (int i = 1; i <= 200; ++i)
            racks << rack(QStringLiteral("PHX1-H1-R02-%1").arg(i, 3, 10, QLatin1Char('0')), LifecycleStage::Production);
        fleet.applyUpdate(snapshot(racks));
        filter.sort(FleetModel::ReasonColumn, Qt::AscendingOrder);
        QCOMPARE(order(filter).constFirst(), QStringLiteral("PHX1-H1-R02-001"));

        QSignalSpy layouts(&filter, &QAbstractItemModel::layoutChanged);
        // Every fifth rack starts leaking, each in its own batch, from the last one backwards.
        QStringList leaking;
        for (int i = 200; i >= 1; i -= 5) {
            const QString id = QStringLiteral("PHX1-H1-R02-%1").arg(i, 3, 10, QLatin1Char('0'));
            cooling.apply({leakAt(id, LeakDetectorInfo::State::Critical)});
            leaking.prepend(id);
        }
        QCOMPARE(layouts.size(), 0);
        QTRY_COMPARE(layouts.size(), 1);
        // The leaking racks first (ties by id), then the rest.
        QCOMPARE(order(filter).mid(0, leaking.size()), leaking);
        QCOMPARE(order(filter).at(leaking.size()), QStringLiteral("PHX1-H1-R02-001"));
        QCOMPARE(layouts.size(), 1);

        // The operator's filter applies at once, settling what waited with it.
        cooling.apply({leakAt(QStringLiteral("PHX1-H1-R02-001"), LeakDetectorInfo::State::Critical)});
        filter.setTextFilter(QStringLiteral("manifold"));
        QVERIFY(!filter.reorderPending());
        QCOMPARE(filter.rowCount(), leaking.size() + 1);
        QCOMPARE(order(filter).constFirst(), QStringLiteral("PHX1-H1-R02-001"));
    }

    void ownerChangeNamesOnlyTheOwnerColumn()
    {
        FleetModel fleet;
        QAbstractItemModelTester tester(&fleet, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fleet.applyUpdate(mixedFleet());
        RackSummary r = fleet.rackAt(fleet.rowOf("PHX1-H1-R01-04"));
        r.owner = QStringLiteral("bob");
        r.stage = LifecycleStage::PowerOn;
        FleetUpdate u;
        u.revision = 101;
        u.upserts = {r};
        QSignalSpy changed(&fleet, &FleetModel::dataChanged);
        fleet.applyUpdate(u);
        // Stage and progress, then the owner: each run of changed columns apart, nothing in between.
        QList<int> columns;
        for (const auto &signal : std::as_const(changed)) {
            for (int c = signal.at(0).toModelIndex().column(); c <= signal.at(1).toModelIndex().column(); ++c)
                columns << c;
        }
        QVERIFY(columns.contains(FleetModel::OwnerColumn));
        QVERIFY(columns.contains(FleetModel::StageColumn));
        QVERIFY(!columns.contains(FleetModel::SupplyColumn));
        QVERIFY(!columns.contains(FleetModel::ValidationColumn));
        QVERIFY(!columns.contains(FleetModel::HealthColumn));
    }
};

QTEST_GUILESS_MAIN(TestNeedsAction)
#include "tst_needsaction.moc"
