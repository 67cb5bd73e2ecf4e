#include "fleetupdate.h"

#include <QTest>

using namespace rackops;

namespace {
RackSummary rack(const QString &id, qint64 revision)
{
    RackSummary r;
    r.rackId = id;
    r.revision = revision;
    return r;
}
} // namespace

class TestFleetUpdate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void laterUpsertReplacesEarlier()
    {
        FleetUpdate a;
        a.upserts = {rack("A", 1), rack("B", 2)};
        a.revision = 2;
        FleetUpdate b;
        b.upserts = {rack("A", 3)};
        b.revision = 3;
        a.mergeFrom(std::move(b));
        QCOMPARE(a.upserts.size(), 2);
        QCOMPARE(a.upserts.at(0).revision, 3);
        QCOMPARE(a.revision, 3);
    }
    void removalCancelsPendingUpsert()
    {
        FleetUpdate a;
        a.upserts = {rack("A", 1), rack("B", 2)};
        FleetUpdate b;
        b.removedRackIds = {"A"};
        b.revision = 3;
        a.mergeFrom(std::move(b));
        QCOMPARE(a.upserts.size(), 1);
        QCOMPARE(a.upserts.at(0).rackId, QStringLiteral("B"));
        QCOMPARE(a.removedRackIds, QStringList{"A"});
    }
    void upsertAfterRemovalRevivesRack()
    {
        FleetUpdate a;
        a.removedRackIds = {"A"};
        FleetUpdate b;
        b.upserts = {rack("A", 5)};
        a.mergeFrom(std::move(b));
        QVERIFY(a.removedRackIds.isEmpty());
        QCOMPARE(a.upserts.size(), 1);
    }
    void resetDropsEverythingBefore()
    {
        FleetUpdate a;
        a.upserts = {rack("A", 1)};
        a.removedRackIds = {"Z"};
        FleetUpdate b;
        b.reset = true;
        b.upserts = {rack("C", 9)};
        b.revision = 9;
        a.mergeFrom(std::move(b));
        QVERIFY(a.reset);
        QCOMPARE(a.upserts.size(), 1);
        QCOMPARE(a.upserts.at(0).rackId, QStringLiteral("C"));
        QVERIFY(a.removedRackIds.isEmpty());
    }
    void heartbeatOnlyAdvancesClock()
    {
        FleetUpdate a;
        a.upserts = {rack("A", 1)};
        a.revision = 1;
        FleetUpdate heartbeat;
        heartbeat.revision = 1;
        heartbeat.serverTimeMs = 42;
        a.mergeFrom(std::move(heartbeat));
        QCOMPARE(a.upserts.size(), 1);
        QCOMPARE(a.serverTimeMs, 42);
        QVERIFY(heartbeat.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFleetUpdate)
#include "tst_fleetupdate.moc"
