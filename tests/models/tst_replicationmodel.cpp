// ReplicationModel and RegionLagMatrixModel: batches applied with the right
// signals, worst first, breaches counted, the matrix holds the worst pair.
#include "quantityformat.h"
#include "regionlagmatrixmodel.h"
#include "replicationmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace rackops;

namespace {
constexpr qint64 kMinute = 60'000;

ReplicationPair pair(const char *bucket, const char *source, const char *target, qint64 lagMs,
                     SloState state = SloState::Within)
{
    ReplicationPair p;
    p.bucket = QString::fromLatin1(bucket);
    p.source = QString::fromLatin1(source);
    p.target = QString::fromLatin1(target);
    p.lagMs = lagMs;
    p.sloMs = 15 * kMinute;
    p.sloState = state;
    p.health = state == SloState::Breached ? Health::Critical : Health::Ok;
    p.bytesPending = lagMs * 1'000'000;
    p.throughputBytesPerSecond = 12e9;
    p.catchUpMs = lagMs / 2;
    return p;
}

ReplicationUpdate snapshot()
{
    ReplicationUpdate u;
    u.reset = true;
    u.serverTimeMs = 1000;
    u.pairs = {pair("ckpt-llm", "us-west", "us-east", 2 * kMinute),
               pair("ckpt-llm", "us-west", "eu-central", 9 * kMinute),
               pair("datasets", "eu-central", "us-west", 30'000)};
    u.regions = {{QStringLiteral("us-west"), QStringLiteral("US West"), {QStringLiteral("PHX1")}, Health::Ok},
                 {QStringLiteral("us-east"), QStringLiteral("US East"), {QStringLiteral("ASH1")}, Health::Ok},
                 {QStringLiteral("eu-central"), QStringLiteral("EU Central"), {QStringLiteral("FRA1")}, Health::Ok}};
    u.caches = {{QStringLiteral("us-west"), 1000, 0.93, 1e12, 0.93e12, 100, 70}};
    return u;
}
} // namespace

class TestReplicationModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void snapshotThenChangesThenNewPairs()
    {
        ReplicationModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &ReplicationModel::modelReset);
        QSignalSpy changed(&model, &ReplicationModel::dataChanged);
        QSignalSpy inserted(&model, &ReplicationModel::rowsInserted);
        QSignalSpy breaches(&model, &ReplicationModel::breachCountChanged);
        QSignalSpy regions(&model, &ReplicationModel::regionsChanged);

        model.applyUpdate(snapshot());
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(regions.count(), 1);
        QCOMPARE(model.regions().size(), 3);
        QCOMPARE(model.breachCount(), 0);

        // Two changed pairs next to each other: one dataChanged with explicit roles; a new pair: one insert.
        ReplicationUpdate u;
        u.pairs = {pair("ckpt-llm", "us-west", "us-east", 3 * kMinute),
                   pair("ckpt-llm", "us-west", "eu-central", 16 * kMinute, SloState::Breached),
                   pair("ckpt-vision", "us-east", "eu-central", kMinute)};
        model.applyUpdate(u);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).value<QModelIndex>().row(), 0);
        QCOMPARE(changed.first().at(1).value<QModelIndex>().row(), 1);
        QVERIFY(changed.first().at(2).value<QList<int>>().contains(ReplicationModel::SloStateRole));
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.breachCount(), 1);
        QCOMPARE(breaches.count(), 1);
        QCOMPARE(breaches.first().first().toInt(), 1);

        // The same figures again change nothing.
        model.applyUpdate(u);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(breaches.count(), 1);
    }

    void sortsWorstFirst()
    {
        ReplicationModel model;
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(ReplicationModel::SortRole);
        proxy.sort(ReplicationModel::LagColumn, Qt::DescendingOrder);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ReplicationUpdate u = snapshot();
        // At risk at 40% of its SLO (slow catch-up) still outranks one within at 60%.
        u.pairs.append(pair("eval", "ap-northeast", "us-west", 6 * kMinute, SloState::AtRisk));
        u.pairs.append(pair("ckpt-moe", "eu-north", "eu-central", 20 * kMinute, SloState::Breached));
        model.applyUpdate(u);
        const auto keyAt = [&proxy](int row) {
            return proxy.index(row, 0).data(ReplicationModel::PairKeyRole).toString();
        };
        QCOMPARE(keyAt(0), QStringLiteral("ckpt-moe/eu-north>eu-central"));
        QCOMPARE(keyAt(1), QStringLiteral("eval/ap-northeast>us-west"));
        QCOMPARE(keyAt(2), QStringLiteral("ckpt-llm/us-west>eu-central"));
        QCOMPARE(proxy.index(0, ReplicationModel::LagColumn).data(ReplicationModel::SloFractionRole).toDouble(),
                 20.0 / 15.0);
    }

    void matrixHoldsTheWorstPairPerRoute()
    {
        ReplicationModel model;
        RegionLagMatrixModel matrix(&model);
        QAbstractItemModelTester tester(&matrix, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ReplicationUpdate u = snapshot();
        u.pairs.append(pair("ckpt-vision", "us-west", "eu-central", 17 * kMinute, SloState::Breached));
        model.applyUpdate(u);
        // Rows: regions that replicate out; columns: regions that receive.
        QCOMPARE(matrix.sources(), QStringList({QStringLiteral("us-west"), QStringLiteral("eu-central")}));
        QCOMPARE(matrix.targets(),
                 QStringList({QStringLiteral("us-west"), QStringLiteral("us-east"), QStringLiteral("eu-central")}));
        const int westRow = int(matrix.sources().indexOf(QStringLiteral("us-west")));
        const int centralColumn = int(matrix.targets().indexOf(QStringLiteral("eu-central")));
        const QModelIndex cell = matrix.index(westRow, centralColumn);
        QCOMPARE(cell.data(ReplicationModel::PairKeyRole).toString(), QStringLiteral("ckpt-vision/us-west>eu-central"));
        QCOMPARE(SloState(cell.data(ReplicationModel::SloStateRole).toInt()), SloState::Breached);
        // No pair from a region to itself.
        QCOMPARE(SloState(matrix.index(westRow, 0).data(ReplicationModel::SloStateRole).toInt()), SloState::Unknown);

        // The breach drains: the cell follows.
        ReplicationUpdate drained;
        drained.pairs = {pair("ckpt-vision", "us-west", "eu-central", 10'000)};
        model.applyUpdate(drained);
        QCOMPARE(matrix.index(westRow, centralColumn).data(ReplicationModel::PairKeyRole).toString(),
                 QStringLiteral("ckpt-llm/us-west>eu-central"));
    }

    void quantitiesReadLikeAPersonWould()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(QuantityFormat::bytes(qint64(1.5 * 1024 * 1024 * 1024 * 1024)), QStringLiteral("1.5 TiB"));
        QCOMPARE(QuantityFormat::duration(42'000), QStringLiteral("42 s"));
        QCOMPARE(QuantityFormat::duration(12 * kMinute + 5'000), QStringLiteral("12 min 05 s"));
        QCOMPARE(QuantityFormat::duration(200 * kMinute), QStringLiteral("3 h 20 min"));
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(QuantityFormat::bytes(qint64(1.5 * 1024 * 1024 * 1024)), QStringLiteral("1,5 GiB"));
        QCOMPARE(QuantityFormat::percent(0.934), QStringLiteral("93,4 %"));
        QLocale::setDefault(QLocale::c());
    }
};

QTEST_GUILESS_MAIN(TestReplicationModel)
#include "tst_replicationmodel.moc"
