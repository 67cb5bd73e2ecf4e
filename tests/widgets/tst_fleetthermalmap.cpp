// The thermal map lays the fleet out only where it is seen. It laid out every rack again on each
// snapshot and each rack added while its tab was hidden: at 100,000 racks 130 ms of the GUI
// thread between a connect's snapshot and the board's first frame.
#include "../models/fleetfixtures.h"
#include "coolingstore.h"
#include "fleetmodel.h"
#include "fleetthermalview.h"

#include <QTest>

using namespace rackops;

namespace {

FleetUpdate racksAdded(const QList<RackSummary> &racks, qint64 revision)
{
    FleetUpdate u;
    u.upserts = racks;
    u.revision = revision;
    u.serverTimeMs = 1'700'000'000'000;
    u.fleetEpoch = QStringLiteral("epoch-1");
    return u;
}

} // namespace

class TestFleetThermalMap : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aHiddenMapLaysTheFleetOutWhenShown()
    {
        FleetModel fleet;
        CoolingStore store;
        FleetThermalMap map(&fleet, &store);
        const QSize empty = map.sizeHint();
        fleet.applyUpdate(test::sampleSnapshot());
        fleet.applyUpdate(racksAdded({test::rack(QStringLiteral("PHX1-H1-R01-40"), LifecycleStage::Production)}, 101));
        QCoreApplication::processEvents();
        QCOMPARE(map.sizeHint(), empty); // hidden: nothing laid out yet

        map.show();
        QVERIFY(QTest::qWaitForWindowExposed(&map));
        QVERIFY2(map.sizeHint().width() > empty.width(), "shown: the 40 positions of PHX1's row are laid out");
        for (const QString &id :
             {QStringLiteral("PHX1-H1-R01-01"), QStringLiteral("PHX1-H1-R01-40"), QStringLiteral("FRA1-H1-R01-06")}) {
            const QPoint centre = map.cellCenter(id);
            QVERIFY2(!centre.isNull(), qPrintable(id));
            QCOMPARE(map.rackAt(centre), id);
        }
    }

    void aShownMapFollowsRacksAddedOnceForABurst()
    {
        FleetModel fleet;
        CoolingStore store;
        FleetThermalMap map(&fleet, &store);
        fleet.applyUpdate(test::snapshot({test::rack(QStringLiteral("PHX1-H1-R01-01"), LifecycleStage::Production)}));
        map.show();
        QVERIFY(QTest::qWaitForWindowExposed(&map));
        const QSize one = map.sizeHint();
        for (int position = 2; position <= 30; ++position) {
            const QString id = QStringLiteral("PHX1-H1-R01-%1").arg(position, 2, 10, QLatin1Char('0'));
            fleet.applyUpdate(racksAdded({test::rack(id, LifecycleStage::Production)}, 100 + position));
        }
        // Not laid out 29 times within the burst, but once it is over, without being asked.
        QCOMPARE(map.sizeHint(), one);
        QTRY_VERIFY(map.sizeHint().width() > one.width());
        QCOMPARE(map.rackAt(map.cellCenter(QStringLiteral("PHX1-H1-R01-30"))), QStringLiteral("PHX1-H1-R01-30"));
    }
};

QTEST_MAIN(TestFleetThermalMap)
#include "tst_fleetthermalmap.moc"
