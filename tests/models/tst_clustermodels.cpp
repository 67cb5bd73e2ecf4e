#include "burninmodel.h"
#include "certificationmatrixmodel.h"
#include "clusterfindingsmodel.h"
#include "clusterfixtures.h"
#include "clusterlistmodel.h"
#include "clusterracksmodel.h"
#include "fabricmapmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;

class tst_ClusterModels : public QObject {
    Q_OBJECT

    static ClusterSummary summary(const QString &id, ClusterStage stage, QStringList racks = {})
    {
        ClusterSummary s;
        s.clusterId = id;
        s.stage = stage;
        s.rackIds = std::move(racks);
        return s;
    }

private Q_SLOTS:
    void listKeepsOrderAcrossBatches()
    {
        ClusterListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ClusterUpdate snapshot;
        snapshot.reset = true;
        snapshot.upserts = {summary(QStringLiteral("PHX1-C03"), ClusterStage::BurnIn, {QStringLiteral("R07")}),
                            summary(QStringLiteral("PHX1-C01"), ClusterStage::Production)};
        model.apply(snapshot);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, 0).data(ClusterListModel::ClusterIdRole).toString(), QStringLiteral("PHX1-C01"));
        QCOMPARE(model.clusterOfRack(QStringLiteral("R07")), QStringLiteral("PHX1-C03"));

        QSignalSpy changed(&model, &ClusterListModel::clustersChanged);
        ClusterUpdate later;
        later.upserts = {summary(QStringLiteral("PHX1-C02"), ClusterStage::Forming),
                         summary(QStringLiteral("PHX1-C03"), ClusterStage::AwaitingRelease, {QStringLiteral("R07")})};
        later.removedClusterIds = {QStringLiteral("PHX1-C01"), QStringLiteral("NOPE")};
        model.apply(later);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("PHX1-C02"));
        QCOMPARE(model.index(1, ClusterListModel::StageColumn).data(ClusterListModel::StageRole).toInt(),
                 int(ClusterStage::AwaitingRelease));
        QVERIFY(!model.find(QStringLiteral("PHX1-C01")));
    }

    void updatesMergeLikeApplyingBoth()
    {
        ClusterUpdate first;
        first.upserts = {summary(QStringLiteral("A"), ClusterStage::Forming)};
        ClusterUpdate second;
        second.removedClusterIds = {QStringLiteral("A")};
        second.upserts = {summary(QStringLiteral("B"), ClusterStage::Forming)};
        second.revision = 9;
        first.mergeFrom(std::move(second));
        QCOMPARE(first.upserts.size(), 1);
        QCOMPARE(first.upserts.first().clusterId, QStringLiteral("B"));
        QCOMPARE(first.removedClusterIds, QStringList {QStringLiteral("A")});
        QCOMPARE(first.revision, 9);
    }

    void racksByNvlinkDomain()
    {
        ClusterRacksModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ClusterDetail d = clusterfixtures::cluster(4);
        std::reverse(d.racks.begin(), d.racks.end());
        model.setRacks(d.racks);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.index(0, ClusterRacksModel::RackColumn).data().toString(), QStringLiteral("R01"));
        QVERIFY(model.index(3, 0).data(ClusterRacksModel::QuarantinedRole).toBool());
        QVERIFY(
            model.index(3, ClusterRacksModel::MembershipColumn).data().toString().contains(QStringLiteral("XID 79")));
        QCOMPARE(model.index(1, ClusterRacksModel::PortsColumn).data().toString(), QStringLiteral("142 of 144 up"));
        QCOMPARE(model.index(1, 0).data(ClusterRacksModel::WorstPortRole).toInt(), int(FabricLinkState::Down));
    }

    void matrixReadsWithoutColour()
    {
        CertificationMatrixModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCertification(clusterfixtures::cluster(4).certification);
        QCOMPARE(model.rowCount(), kCertificationCategoryCount);
        QCOMPARE(model.columnCount(), kCertificationScaleCount);
        const QModelIndex pair = model.index(1, 1); // all_reduce x pairs
        QCOMPARE(pair.data(CertificationMatrixModel::VerdictRole).toInt(), int(CheckVerdict::Fail));
        const QString text = pair.data().toString();
        QVERIFY2(text.startsWith(QStringLiteral("\u2717 ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("GB/s")), qPrintable(text));
        QCOMPARE(pair.data(CertificationMatrixModel::DeltaRole).toDouble(), 612.0 - 640.0);
        QVERIFY(pair.data(Qt::ToolTipRole).toString().contains(QStringLiteral("baseline")));
        const QModelIndex whole = model.index(1, 2);
        QCOMPARE(whole.data(CertificationMatrixModel::VerdictRole).toInt(), int(CheckVerdict::NotTested));
        QCOMPARE(whole.data(CertificationMatrixModel::UntestedRole).toStringList(),
                 QStringList {QStringLiteral("cluster")});
        QVERIFY(!model.index(0, 0).data(CertificationMatrixModel::DeltaRole).isValid());
    }

    void matrixIgnoresUnknownCells()
    {
        CertificationMatrixModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        CertificationInfo info;
        CertificationCellInfo unknown; // a newer backend's category
        info.cells = {unknown};
        model.setCertification(info);
        QVERIFY(!model.index(0, 0).data(CertificationMatrixModel::HasCellRole).toBool());
        QCOMPARE(model.index(0, 0).data(CertificationMatrixModel::VerdictRole).toInt(), int(CheckVerdict::Unknown));
    }

    void fabricCountsFlappingAsFlapping()
    {
        FabricMapModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const ClusterDetail d = clusterfixtures::cluster(32, 2);
        model.setFabric(d.fabric, d.summary.rackIds);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), 9); // 8 rails + leaf-spine
        QCOMPARE(int(model.ports().size()), 32 * 144);
        QCOMPARE(model.portsPerCell(), 9); // 18 trays over 2 planes
        // R02/CT03/G2/N1: tray 3 -> plane 1, G2 N1 -> rail 3.
        const QModelIndex cell = model.index(0, 2);
        QCOMPARE(cell.data(FabricMapModel::WorstStateRole).toInt(), int(FabricLinkState::Flapping));
        QVERIFY2(cell.data().toString().contains(QStringLiteral("1 flapping")), qPrintable(cell.data().toString()));
        QCOMPARE(cell.data(FabricMapModel::NotUpCountRole).toInt(), 1);
        QCOMPARE(model.index(1, 8).data(FabricMapModel::WorstStateRole).toInt(), int(FabricLinkState::Flapping));
        QCOMPARE(int(model.spineLinks(1).size()), 32);
        QCOMPARE(model.worstPortOf(QStringLiteral("R02")), FabricLinkState::Down);
        QCOMPARE(model.worstPortOf(QStringLiteral("R05")), FabricLinkState::Up);
    }

    void fabricDropsLinksWithNoPlace()
    {
        FabricMapModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        FabricInfo fabric;
        fabric.planes = 1;
        fabric.rails = 2;
        FabricLinkInfo stranger;
        stranger.nicPort = true;
        stranger.plane = 1;
        stranger.rail = 1;
        stranger.rackId = QStringLiteral("R99"); // not a member
        fabric.links = {stranger};
        model.setFabric(fabric, {QStringLiteral("R01")});
        QVERIFY(model.ports().empty());
        QCOMPARE(model.index(0, 0).data(FabricMapModel::LinkCountRole).toInt(), 0);
    }

    void findingsCarryTheirEvidence()
    {
        ClusterFindingsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setFindings(clusterfixtures::cluster(4).findings);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, 0).data(ClusterFindingsModel::FindingIdRole).toString(), QStringLiteral("F-1"));
        QVERIFY(model.index(0, ClusterFindingsModel::EvidenceColumn).data().toString().contains(QStringLiteral("612")));
        QCOMPARE(model.index(1, ClusterFindingsModel::CountColumn).data().toString(), QStringLiteral("\u00d79"));
        // Recovered findings go last.
        QCOMPARE(model.index(2, 0).data(ClusterFindingsModel::FindingIdRole).toString(), QStringLiteral("F-3"));
        QVERIFY(
            model.index(2, ClusterFindingsModel::EvidenceColumn).data().toString().contains(QStringLiteral("XID 79")));
        QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("R01+R02 failed")));
    }

    void burnInAgainstItsFloor()
    {
        BurnInModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setBurnIn(clusterfixtures::cluster(4).burnIn);
        QCOMPARE(model.rowCount(), 9);
        QCOMPARE(model.lengthDays(), 14);
        QVERIFY(model.index(3, 0).data(BurnInModel::BelowFloorRole).toBool());
        QVERIFY(!model.index(2, 0).data(BurnInModel::BelowFloorRole).toBool());
        QCOMPARE(model.index(3, BurnInModel::XidsColumn).data().toString(), QStringLiteral("XID 79 \u00d714"));
        QCOMPARE(model.unattributedInterruptions(), 1);
        QVERIFY(model.index(8, 0).data().toString().contains(QStringLiteral("9")));
    }
};

QTEST_MAIN(tst_ClusterModels)
#include "tst_clustermodels.moc"
