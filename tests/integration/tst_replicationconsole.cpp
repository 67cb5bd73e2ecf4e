// Replication end to end: the stream fills the model, an outage in the
// simulator becomes a breach in the console, history and the archive reach
// their receivers, all over real gRPC against a real simulator.
#include "actionreplies.h"
#include "backendchannel.h"
#include "fleet/fleetsimulation.h"
#include "replicationclient.h"
#include "replicationmodel.h"
#include "replication/replicationtraffic.h"
#include "replicationwatcher.h"
#include "server/simulatorserver.h"
#include "../simulator/stillfleet.h"
#include "../support/replywait.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;
using namespace rackops::sim;

namespace {
constexpr qint64 kMinute = 60'000;
}

class TestReplicationConsole : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void streamFillsTheModelAndBreachesShow()
    {
        SimConfig config = stillFleet(20);
        config.replicationFaults = false; // only the outage this test causes
        SimulatorServer server(config);
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        auto channel = std::make_shared<BackendChannel>(server.address());
        ReplicationModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ReplicationWatcher watcher(channel, 1000);
        connect(&watcher, &ReplicationWatcher::replicationUpdated, &model, &ReplicationModel::applyUpdate);
        QSignalSpy breaches(&model, &ReplicationModel::breachCountChanged);
        watcher.start();
        QTRY_VERIFY_WITH_TIMEOUT(model.hasSnapshot(), 10000);
        QCOMPARE(model.rowCount(), int(server.replication().routes().size()));
        QCOMPARE(model.regions().size(), 5);
        QCOMPARE(model.regions().first().displayName, QStringLiteral("US West (Phoenix)"));
        QCOMPARE(model.caches().size(), 5);
        const QString key = QStringLiteral("datasets-curated/eu-central>us-west");
        QVERIFY(model.find(key));
        QCOMPARE(model.find(key)->sloMs, 15 * kMinute);
        QVERIFY(model.find(key)->throughputBytesPerSecond > 0);

        // us-west goes down for half an hour; 20 minutes in, its inbound pairs are in breach.
        const qint64 now = server.fleet().nowMs();
        server.replication().regionOutage("us-west", now, now + 30 * kMinute);
        server.advance(20 * kMinute);
        QTRY_VERIFY_WITH_TIMEOUT(model.find(key)->sloState == SloState::Breached, 10000);
        QVERIFY(model.breachCount() >= 1);
        QVERIFY(!breaches.isEmpty());
        QCOMPARE(model.find(key)->healthReason, QStringLiteral("region us-west unreachable"));
        QVERIFY(model.find(key)->breachedSinceMs > now);

        // It recovers and drains: the breach clears in the console too.
        server.advance(20 * kMinute);
        QTRY_COMPARE_WITH_TIMEOUT(model.find(key)->sloState, SloState::Within, 10000);

        // The history of that pair holds the breach, with the SLO to draw.
        ReplicationClient client(channel);
        QSignalSpy history(&client, &ReplicationClient::historyReceived);
        client.requestHistory(QStringLiteral("datasets-curated"), QStringLiteral("eu-central"),
                              QStringLiteral("us-west"), now - 60 * kMinute, 0, 300);
        QTRY_COMPARE_WITH_TIMEOUT(history.count(), 1, 10000);
        const auto h = history.first().first().value<ReplicationHistory>();
        QCOMPARE(h.key(), key);
        QCOMPARE(h.sloMs, 15 * kMinute);
        QVERIFY(h.bucketCount() > 100);
        QCOMPARE(h.lagMaxSeconds.size(), h.bucketCount());
        QCOMPARE(h.breaches.size(), 1);
        QVERIFY(h.breaches.first().endMs > h.breaches.first().startMs);
        QVERIFY(h.breaches.first().worstAgeMs > 15 * kMinute);

        QSignalSpy archive(&client, &ReplicationClient::archiveReceived);
        client.requestArchive(10);
        QTRY_COMPARE_WITH_TIMEOUT(archive.count(), 1, 10000);
        const auto summary = archive.first().first().value<ArchiveSummary>();
        QCOMPARE(summary.tiers.size(), 5);
        QCOMPARE(summary.transitions.size(), 10);
        watcher.stop();
    }

    void sloChangeReachesTheModelOnce()
    {
        SimulatorServer server(stillFleet(20));
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        auto channel = std::make_shared<BackendChannel>(server.address());
        channel->setUser(QStringLiteral("omar")); // an operator
        ReplicationModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ReplicationWatcher watcher(channel, 1000);
        connect(&watcher, &ReplicationWatcher::replicationUpdated, &model, &ReplicationModel::applyUpdate);
        watcher.start();
        const QString key = QStringLiteral("ckpt-vision/us-east>eu-central");
        QTRY_VERIFY_WITH_TIMEOUT(model.find(key), 10000);
        const qint64 revision = model.find(key)->configRevision;

        ReplicationClient client(channel);
        BucketActionReply *reply = client.setBucketSlo(QStringLiteral("ckpt-vision"), {}, 10 * kMinute, revision,
                                                       QStringLiteral("tighter for the vision team"));
        const QString idempotencyKey = reply->idempotencyKey();
        auto result = test::answerOf(reply);
        QVERIFY(result);
        QCOMPARE(result->answer, ActionOutcome::Answer::Accepted);
        QCOMPARE(result->bucket, QStringLiteral("ckpt-vision"));
        QCOMPARE(result->idempotencyKey, idempotencyKey);
        QTRY_COMPARE_WITH_TIMEOUT(model.find(key)->sloMs, 10 * kMinute, 10000);
        QCOMPARE(model.find(key)->configRevision, revision + 1);

        // Asking again with the same key (after "no answer") changes nothing and says it went through.
        result = test::answerOf(client.setBucketSlo(QStringLiteral("ckpt-vision"), {}, 10 * kMinute, revision,
                                                    QStringLiteral("tighter for the vision team"), idempotencyKey));
        QVERIFY(result);
        QCOMPARE(result->answer, ActionOutcome::Answer::Accepted);
        QCOMPARE(model.find(key)->configRevision, revision + 1);

        // A new intent on the old revision is refused with the reason.
        result = test::answerOf(
            client.setBucketSlo(QStringLiteral("ckpt-vision"), {}, 20 * kMinute, revision, QStringLiteral("looser")));
        QVERIFY(result);
        QCOMPARE(result->answer, ActionOutcome::Answer::Refused);
        QCOMPARE(result->statusCode, QStringLiteral("ABORTED"));
        QVERIFY(!result->message.isEmpty());
        watcher.stop();
    }
};

QTEST_MAIN(TestReplicationConsole)
#include "tst_replicationconsole.moc"
