#include "lifecyclehistorymodel.h"
#include "rackcomponentsmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace rackops;

class TestRackDetailModels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void componentsShowFirmwareMismatches()
    {
        RackComponentsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        RackComponentInfo tray;
        tray.componentId = "CT07";
        tray.kind = RackComponentInfo::Kind::ComputeTray;
        tray.health = Health::Critical;
        tray.status = "BMC firmware flash failed";
        tray.firmware = {{"BMC", "25.06.1", "24.12.4"}, {"HMC", "25.06.3", "25.06.3"}};
        RackComponentInfo cdu;
        cdu.componentId = "CDU";
        cdu.kind = RackComponentInfo::Kind::Cdu;
        cdu.health = Health::Ok;
        cdu.firmware = {{"CDU controller", "2.11.0", "2.11.0"}};
        model.setComponents({tray, cdu});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(
            model.index(0, RackComponentsModel::FirmwareColumn).data(RackComponentsModel::FirmwareMismatchRole).toInt(),
            1);
        QCOMPARE(model.index(0, RackComponentsModel::FirmwareColumn).data().toString(),
                 QStringLiteral("1 not as expected"));
        QVERIFY(model.index(0, RackComponentsModel::FirmwareColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains("expected 25.06.1"));
        QCOMPARE(model.index(1, RackComponentsModel::FirmwareColumn).data().toString(), QStringLiteral("As expected"));
        QCOMPARE(model.index(1, RackComponentsModel::KindColumn).data().toString(), QStringLiteral("CDU"));
    }

    void historyIsNewestFirst()
    {
        LifecycleHistoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setHistory({{LifecycleStage::Received, 1000, "lifecycle-controller", true, "Delivered"},
                          {LifecycleStage::Discovering, 2000, "lifecycle-controller", true, "Stage completed"},
                          {LifecycleStage::Quarantined, 3000, "j.doe", false, "NVLink errors"}});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, LifecycleHistoryModel::StageColumn).data().toString(), QStringLiteral("Quarantined"));
        QCOMPARE(model.index(0, LifecycleHistoryModel::ActorColumn).data().toString(), QStringLiteral("j.doe"));
        QCOMPARE(model.index(2, LifecycleHistoryModel::ActorColumn).data().toString(),
                 QStringLiteral("lifecycle-controller (automated)"));
    }
};

QTEST_GUILESS_MAIN(TestRackDetailModels)
#include "tst_rackdetailmodels.moc"
