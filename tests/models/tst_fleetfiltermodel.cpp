#include "fleetfiltermodel.h"
#include "fleetfixtures.h"
#include "fleetmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;
using namespace rackops::test;

class TestFleetFilterModel : public QObject
{
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
        FleetModel fleet;
        FleetFilterModel filter;
        filter.setFleetModel(&fleet);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fleet.applyUpdate(sampleSnapshot());
        filter.sort(FleetModel::RackColumn);
        QCOMPARE(filter.rowCount(), 6);

        filter.setStageFilter(LifecycleStage::Production);
        QCOMPARE(ids(filter), (QStringList{"FRA1-H1-R01-04", "PHX1-H1-R01-01"}));
        filter.setSiteFilter("PHX1");
        QCOMPARE(ids(filter), QStringList{"PHX1-H1-R01-01"});
        filter.clearFilters();
        QCOMPARE(filter.rowCount(), 6);

        filter.setHealthFilter(Health::Critical);
        QCOMPARE(ids(filter), (QStringList{"FRA1-H1-R01-06", "PHX1-H1-R01-03"}));
        filter.clearFilters();

        // Every word must match: site and the reason text.
        filter.setTextFilter("phx1 flash");
        QCOMPARE(ids(filter), QStringList{"PHX1-H1-R01-03"});
        filter.setTextFilter("awaiting");
        QCOMPARE(ids(filter), QStringList{"FRA1-H1-R01-05"});
    }

    void liveUpdatesRespectFilter()
    {
        FleetModel fleet;
        FleetFilterModel filter;
        filter.setFleetModel(&fleet);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
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
        QTRY_COMPARE(ids(filter), QStringList{"PHX1-H1-R01-02"});
    }

    void sortsBySeverityAndTimeInStage()
    {
        FleetModel fleet;
        FleetFilterModel filter;
        filter.setFleetModel(&fleet);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fleet.applyUpdate(sampleSnapshot());
        filter.sort(FleetModel::HealthColumn, Qt::DescendingOrder);
        QCOMPARE(filter.index(0, FleetModel::HealthColumn).data(FleetModel::HealthRole).toInt(), int(Health::Critical));
        QCOMPARE(filter.index(5, FleetModel::HealthColumn).data(FleetModel::HealthRole).toInt(), int(Health::Ok));
        filter.sort(FleetModel::StageColumn, Qt::AscendingOrder);
        QCOMPARE(filter.index(0, FleetModel::StageColumn).data(FleetModel::StageRole).toInt(),
                 int(LifecycleStage::Validating));
    }

    void filterSignalFiresOnlyOnChange()
    {
        FleetModel fleet;
        FleetFilterModel filter;
        filter.setFleetModel(&fleet);
        QSignalSpy spy(&filter, &FleetFilterModel::filtersChanged);
        filter.setTextFilter("  ");
        QCOMPARE(spy.count(), 0);
        filter.setTextFilter("x");
        filter.setTextFilter("x ");
        QCOMPARE(spy.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestFleetFilterModel)
#include "tst_fleetfiltermodel.moc"
