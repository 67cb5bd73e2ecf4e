// KeyedChanges, the coalesced batch of the alerts and operations watches:
// merged batches keep each item's latest version and never name an id both
// upserted and removed, whatever order a model applies them in.
#include "keyedchanges.h"
#include "operationinfo.h"

#include <QTest>

using namespace rackops;

namespace {
OperationInfo op(const QString &id, const QString &message)
{
    OperationInfo o;
    o.id = id;
    o.message = message;
    return o;
}
KeyedChanges<OperationInfo> changes(QList<OperationInfo> upserts, QStringList removed = {}, qint64 serverTimeMs = 0)
{
    KeyedChanges<OperationInfo> c;
    c.upserts = std::move(upserts);
    c.removedIds = std::move(removed);
    c.serverTimeMs = serverTimeMs;
    return c;
}
} // namespace

class TestKeyedChanges : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void laterVersionWinsInPlace()
    {
        auto batch = changes({op("a", "1"), op("b", "1")});
        batch.mergeFrom(changes({op("a", "2"), op("c", "1")}));
        QCOMPARE(batch.upserts.size(), 3);
        QCOMPARE(batch.upserts.at(0).message, QStringLiteral("2"));
        QCOMPARE(batch.upserts.at(2).id, QStringLiteral("c"));
    }

    void removalAfterUpsertDropsIt()
    {
        auto batch = changes({op("a", "1")});
        batch.mergeFrom(changes({}, {"a"}));
        QVERIFY(batch.upserts.isEmpty());
        QCOMPARE(batch.removedIds, QStringList {"a"});
    }

    void upsertAfterRemovalRevivesIt()
    {
        auto batch = changes({}, {"a"});
        batch.mergeFrom(changes({op("a", "back")}));
        QVERIFY(batch.removedIds.isEmpty());
        QCOMPARE(batch.upserts.size(), 1);
    }

    void resetReplacesWhatCameBefore()
    {
        auto batch = changes({op("a", "1")}, {"b"}, 10);
        auto reset = changes({op("c", "1")}, {}, 20);
        reset.reset = true;
        batch.mergeFrom(std::move(reset));
        batch.mergeFrom(changes({op("d", "1")}, {}, 30));
        QVERIFY(batch.reset);
        QCOMPARE(batch.upserts.size(), 2);
        QCOMPARE(batch.upserts.at(0).id, QStringLiteral("c"));
        QVERIFY(batch.removedIds.isEmpty());
        QCOMPARE(batch.serverTimeMs, 30);
    }

    void heartbeatsOnlyMoveTheServerTime()
    {
        auto batch = changes({}, {}, 10);
        QVERIFY(batch.isHeartbeat());
        batch.mergeFrom(changes({}, {}, 20));
        QVERIFY(batch.isHeartbeat());
        QCOMPARE(batch.serverTimeMs, 20);
        batch.mergeFrom(changes({op("a", "1")}, {}, 30));
        QVERIFY(!batch.isHeartbeat());
    }
};

QTEST_GUILESS_MAIN(TestKeyedChanges)
#include "tst_keyedchanges.moc"
