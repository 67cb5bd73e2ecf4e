// KeyedChanges, the coalesced batch of the alerts and operations watches:
// merged batches keep each item's latest version and never name an id both
// upserted and removed, whatever order a model applies them in.
#include "keyedchanges.h"
#include "operationinfo.h"

#include <QTest>

#include <algorithm>
#include <optional>
#include <random>

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
        batch.settle();
        QCOMPARE(batch.upserts.at(0).message, QStringLiteral("2"));
        QCOMPARE(batch.upserts.at(2).id, QStringLiteral("c"));
    }

    void removalAfterUpsertDropsIt()
    {
        auto batch = changes({op("a", "1")});
        batch.mergeFrom(changes({}, {"a"}));
        batch.settle();
        QVERIFY(batch.upserts.isEmpty());
        QCOMPARE(batch.removedIds, QStringList {"a"});
    }

    void upsertAfterRemovalRevivesIt()
    {
        auto batch = changes({}, {"a"});
        batch.mergeFrom(changes({op("a", "back")}));
        batch.settle();
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
        batch.settle();
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

    // An alert storm: thousands of messages merged into one pending batch, ids coming, changing,
    // leaving and coming back, the batch settled now and then as the GUI thread takes it. Each
    // settled batch says what a plain reading of the messages in order says.
    void aStormMergesAsTheMessagesSayInOrder()
    {
        std::mt19937 random(39);
        const auto pick = [&random](int n) { return int(random() % unsigned(n)); };
        std::optional<KeyedChanges<OperationInfo>> pending;
        QList<OperationInfo> expectedUpserts; // as a plain reading of the messages makes it
        QStringList expectedRemoved;
        for (int message = 0; message < 4000; ++message) {
            KeyedChanges<OperationInfo> next;
            for (int k = pick(4); k > 0; --k) {
                const QString id = QStringLiteral("op-%1").arg(pick(300));
                if (!next.removedIds.contains(id))
                    next.removedIds.append(id);
            }
            for (int k = pick(5); k > 0; --k) {
                const QString id = QStringLiteral("op-%1").arg(pick(300));
                // One message names an id once: changed or gone.
                if (!next.removedIds.contains(id)
                    && std::none_of(next.upserts.cbegin(), next.upserts.cend(),
                                    [&id](const OperationInfo &o) { return o.id == id; }))
                    next.upserts.append(op(id, QString::number(message)));
            }
            for (const QString &id : std::as_const(next.removedIds)) {
                expectedUpserts.removeIf([&id](const OperationInfo &o) { return o.id == id; });
                if (!expectedRemoved.contains(id))
                    expectedRemoved.append(id);
            }
            for (const OperationInfo &o : std::as_const(next.upserts)) {
                expectedRemoved.removeAll(o.id);
                const auto at = std::find_if(expectedUpserts.begin(), expectedUpserts.end(),
                                             [&o](const OperationInfo &e) { return e.id == o.id; });
                if (at != expectedUpserts.end())
                    *at = o;
                else
                    expectedUpserts.append(o);
            }
            if (pending)
                pending->mergeFrom(std::move(next));
            else
                pending = std::move(next);
            if (pick(50) == 0 || message == 3999) { // the GUI thread takes what waits
                pending->settle();
                QCOMPARE(pending->removedIds, expectedRemoved);
                QCOMPARE(pending->upserts.size(), expectedUpserts.size());
                for (qsizetype i = 0; i < expectedUpserts.size(); ++i) {
                    QCOMPARE(pending->upserts.at(i).id, expectedUpserts.at(i).id);
                    QCOMPARE(pending->upserts.at(i).message, expectedUpserts.at(i).message);
                }
                pending.reset();
                expectedUpserts.clear();
                expectedRemoved.clear();
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestKeyedChanges)
#include "tst_keyedchanges.moc"
