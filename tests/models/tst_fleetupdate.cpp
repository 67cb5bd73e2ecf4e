#include "fleetupdate.h"
#include "rackkeys.h"

#include <QTest>

#include <functional>

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

class TestFleetUpdate : public QObject {
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
    // The index of places is shared with a copy (a queued signal copies the update): merging into
    // one leaves the other's racks and places as they were.
    void aCopyKeepsItsOwnPlaces()
    {
        FleetUpdate a;
        a.upserts = {rack("copy-A", 1), rack("copy-B", 1)};
        FleetUpdate b;
        b.upserts = {rack("copy-C", 1)};
        a.mergeFrom(std::move(b)); // indexed now
        FleetUpdate copy = a;
        FleetUpdate c;
        c.upserts = {rack("copy-B", 2), rack("copy-D", 2)};
        c.removedRackIds = {"copy-A"};
        a.mergeFrom(std::move(c));
        FleetUpdate d;
        d.upserts = {rack("copy-C", 3), rack("copy-A", 3)};
        copy.mergeFrom(std::move(d));
        const auto revisions = [](const FleetUpdate &u) {
            QStringList out;
            for (const RackSummary &r : u.upserts)
                out << QStringLiteral("%1@%2").arg(r.rackId).arg(r.revision);
            return out;
        };
        QCOMPARE(revisions(a), (QStringList {"copy-B@2", "copy-C@1", "copy-D@2"}));
        QCOMPARE(a.removedRackIds, QStringList {"copy-A"});
        QCOMPARE(revisions(copy), (QStringList {"copy-A@3", "copy-B@1", "copy-C@3"}));
        QVERIFY(copy.removedRackIds.isEmpty());
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
        QCOMPARE(a.removedRackIds, QStringList {"A"});
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
    // A snapshot arrives in chunks; a rack the backend repeated in a later chunk is
    // there once, the later copy winning, as it is after live changes are merged.
    void snapshotChunksKeepTheLaterCopyOfARepeatedRack()
    {
        FleetUpdate snapshot;
        snapshot.reset = true;
        snapshot.upserts = {rack("A", 1), rack("B", 1)};
        FleetUpdate chunk;
        chunk.upserts = {rack("C", 1), rack("A", 2)};
        snapshot.mergeFrom(std::move(chunk));
        QVERIFY(snapshot.reset);
        QCOMPARE(snapshot.upserts.size(), 3);
        QCOMPARE(snapshot.upserts.at(0).rackId, QStringLiteral("A"));
        QCOMPARE(snapshot.upserts.at(0).revision, 2);

        FleetUpdate live;
        live.upserts = {rack("B", 3)};
        live.removedRackIds = {"C"};
        snapshot.mergeFrom(std::move(live));
        QCOMPARE(snapshot.upserts.size(), 2);
        QCOMPARE(snapshot.upserts.at(0).rackId, QStringLiteral("A"));
        QCOMPARE(snapshot.upserts.at(0).revision, 2);
        QCOMPARE(snapshot.upserts.at(1).rackId, QStringLiteral("B"));
        QCOMPARE(snapshot.upserts.at(1).revision, 3);
    }

    // The model indexes a snapshot by the racks' keys: it must name each rack once, with its key,
    // whatever the chunks repeated, removed or revived on the way.
    void aMergedSnapshotNamesEveryRackOnceWithItsKey()
    {
        FleetUpdate snapshot;
        snapshot.reset = true;
        snapshot.upserts = {rack("A", 1), rack("A", 2), rack("B", 1)}; // repeated in one chunk
        FleetUpdate chunk;
        chunk.upserts = {rack("C", 1), rack("B", 2), rack("D", 1)};
        snapshot.mergeFrom(std::move(chunk));
        FleetUpdate removal;
        removal.removedRackIds = {"C"};
        snapshot.mergeFrom(std::move(removal));
        FleetUpdate revival;
        revival.upserts = {rack("C", 3), rack("E", 1)};
        snapshot.mergeFrom(std::move(revival));

        QHash<QString, qint64> revisions;
        for (const RackSummary &r : std::as_const(snapshot.upserts)) {
            QVERIFY2(!revisions.contains(r.rackId), qPrintable(r.rackId));
            revisions.insert(r.rackId, r.revision);
            QCOMPARE(r.rackKey.value, RackKeys::find(r.rackId));
            QVERIFY(r.rackKey.value >= 0);
        }
        QCOMPARE(revisions.size(), 5);
        QCOMPARE(revisions.value("A"), 2);
        QCOMPARE(revisions.value("B"), 2);
        QCOMPARE(revisions.value("C"), 3);
    }

    // The board signals the columns of the fields a re-sent rack changed, and nothing for a rack
    // repeated as it was: adopt() must name each field it took, and only those.
    void adoptNamesTheFieldsItTook()
    {
        RackSummary base = rack("PHX1-H1-R01-01", 4);
        base.region = "us-west";
        base.stage = LifecycleStage::Validating;
        base.health = Health::Ok;
        base.stepDescription = "NCCL all-reduce";
        base.owner = "validation-controller";
        RackSummary same = base;
        same.rackId = QString::fromUtf8("PHX1-H1-R01-01"); // equal, not shared: as the stream brings it
        QCOMPARE(base.adopt(same), 0U);

        const QList<std::pair<std::function<void(RackSummary &)>, quint32>> changes = {
            {[](RackSummary &r) { r.site = "ASH1"; }, RackSummary::SiteField},
            {[](RackSummary &r) { r.stage = LifecycleStage::AwaitingApproval; }, RackSummary::StageField},
            {[](RackSummary &r) { r.health = Health::Critical; }, RackSummary::HealthField},
            {[](RackSummary &r) { r.stepProgress = 0.75F; }, RackSummary::StepProgressField},
            {[](RackSummary &r) { r.revision = 9; }, RackSummary::RevisionField},
            {[](RackSummary &r) { r.owner = "omar"; }, RackSummary::OwnerField},
            {[](RackSummary &r) { r.ownerAutomated = true; }, RackSummary::OwnerAutomatedField},
            {[](RackSummary &r) { r.validationRunId = "VR-7"; }, RackSummary::ValidationRunIdField},
            {[](RackSummary &r) {
                 r.stage = LifecycleStage::Failed;
                 r.healthReason = "CT07";
             },
             RackSummary::StageField | RackSummary::HealthReasonField},
        };
        for (const auto &[change, fields] : changes) {
            RackSummary current = base;
            RackSummary newer = base;
            change(newer);
            QCOMPARE(current.adopt(newer), fields);
            QVERIFY(current == newer);
            QCOMPARE(current.adopt(newer), 0U);
        }
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
