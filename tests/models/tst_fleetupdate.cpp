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
    // A snapshot arrives in chunks; each is appended as it comes (no lookups), and a rack
    // the backend repeated is settled when a later change is merged: the later copy wins.
    void snapshotChunksAppendAndARepeatedRackKeepsTheLaterCopy()
    {
        FleetUpdate snapshot;
        snapshot.reset = true;
        snapshot.upserts = {rack("A", 1), rack("B", 1)};
        FleetUpdate chunk;
        chunk.upserts = {rack("C", 1), rack("A", 2)};
        snapshot.mergeFrom(std::move(chunk));
        QVERIFY(snapshot.reset);
        QCOMPARE(snapshot.upserts.size(), 4);  // appended; the model keeps the later A

        FleetUpdate live;
        live.upserts = {rack("B", 3)};
        live.removedRackIds = {"C"};
        snapshot.mergeFrom(std::move(live));
        QCOMPARE(snapshot.upserts.size(), 2);
        QCOMPARE(snapshot.upserts.at(0).rackId, QStringLiteral("B"));
        QCOMPARE(snapshot.upserts.at(0).revision, 3);
        QCOMPARE(snapshot.upserts.at(1).rackId, QStringLiteral("A"));
        QCOMPARE(snapshot.upserts.at(1).revision, 2);
    }

    void removalAfterARepeatedRackRemovesEveryCopy()
    {
        FleetUpdate snapshot;
        snapshot.reset = true;
        snapshot.upserts = {rack("A", 1), rack("B", 1), rack("A", 2)};
        FleetUpdate removal;
        removal.removedRackIds = {"A"};
        snapshot.mergeFrom(std::move(removal));
        QCOMPARE(snapshot.upserts.size(), 1);
        QCOMPARE(snapshot.upserts.at(0).rackId, QStringLiteral("B"));
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
