// Clusters end to end (issue #37): the watch fills the list model, GetCluster
// fills the detail models, and each action's answer reaches the one reply
// that asked for it, all over real gRPC against the real simulator.
#include "alertconvert.h"
#include "alertinfo.h"
#include "alertswatcher.h"
#include "backendchannel.h"
#include "burninmodel.h"
#include "certificationmatrixmodel.h"
#include "clusterclient.h"
#include "clusterfindingsmodel.h"
#include "clusterlistmodel.h"
#include "clusterracksmodel.h"
#include "clusterreplies.h"
#include "clusterwatcher.h"
#include "fabricmapmodel.h"
#include "handoverclient.h"
#include "handoverdocument.h"
#include "server/simulatorserver.h"
#include "../simulator/stillfleet.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QTranslator>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;
using namespace rackops::sim;

class TestClustersConsole : public QObject {
    Q_OBJECT

    std::unique_ptr<SimulatorServer> m_server;
    std::shared_ptr<BackendChannel> m_channel;

    // The clusters as the console sees them, once the watch is in sync.
    void watch(ClusterListModel &list, ClusterWatcher &watcher)
    {
        connect(&watcher, &ClusterWatcher::clustersUpdated, &list, &ClusterListModel::apply);
        watcher.start();
        QTRY_VERIFY_WITH_TIMEOUT(list.rowCount() > 0, 15000);
    }

    const ClusterSummary *firstIn(const ClusterListModel &list, ClusterStage stage)
    {
        for (const ClusterSummary &c : list.clusters()) {
            if (c.stage == stage)
                return &c;
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        SimConfig config = stillFleet(1200); // several sites: clusters in every stage
        config.seed = 7;
        m_server = std::make_unique<SimulatorServer>(config);
        QString error;
        QVERIFY2(m_server->start(&error), qPrintable(error));
        m_channel = std::make_shared<BackendChannel>(m_server->address());
        m_channel->setUser(QStringLiteral("ada"));
    }

    void cleanupTestCase()
    {
        m_channel.reset();
        m_server.reset();
    }

    void watchFillsTheListInEveryStage()
    {
        ClusterListModel list;
        QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ClusterWatcher watcher(m_channel);
        watch(list, watcher);
        QSet<int> stages;
        for (const ClusterSummary &c : list.clusters()) {
            QVERIFY(!c.clusterId.isEmpty());
            QVERIFY(!c.rackIds.isEmpty());
            QVERIFY2(!c.statusText.isEmpty(), qPrintable(c.clusterId));
            QCOMPARE(list.clusterOfRack(c.rackIds.first()), c.clusterId);
            stages.insert(int(c.stage));
        }
        QVERIFY2(stages.size() >= 4, qPrintable(QString::number(stages.size())));
        watcher.stop();
    }

    void detailFillsEveryModel()
    {
        ClusterListModel list;
        ClusterWatcher watcher(m_channel);
        watch(list, watcher);
        // The biggest cluster: most ports on the map.
        const ClusterSummary *biggest = &list.clusters().first();
        for (const ClusterSummary &c : list.clusters())
            biggest = c.rackIds.size() > biggest->rackIds.size() ? &c : biggest;
        ClusterClient client(m_channel);
        ClusterDetailReply *reply = client.getCluster(biggest->clusterId);
        QSignalSpy received(reply, &ClusterDetailReply::received);
        QVERIFY(received.wait(10000));
        const auto detail = received.first().first().value<ClusterDetail>();
        QCOMPARE(detail.summary.clusterId, biggest->clusterId);
        QCOMPARE(detail.racks.size(), biggest->rackIds.size());

        ClusterRacksModel racks;
        CertificationMatrixModel matrix;
        FabricMapModel fabric;
        ClusterFindingsModel findings;
        BurnInModel burnIn;
        QAbstractItemModelTester t1(&racks, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&matrix, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(&fabric, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t4(&findings, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t5(&burnIn, QAbstractItemModelTester::FailureReportingMode::QtTest);
        racks.setRacks(detail.racks);
        matrix.setCertification(detail.certification);
        fabric.setFabric(detail.fabric, detail.summary.rackIds);
        findings.setFindings(detail.findings);
        burnIn.setBurnIn(detail.burnIn);
        QCOMPARE(racks.rowCount(), int(detail.racks.size()));
        QVERIFY(fabric.planes() > 0 && fabric.rails() > 0);
        // Every SuperNIC port of the members has its place on the map.
        int nicPorts = 0;
        for (const FabricLinkInfo &l : detail.fabric.links)
            nicPorts += l.nicPort ? 1 : 0;
        QCOMPARE(int(fabric.ports().size()), nicPorts);
        int portsTotal = 0;
        for (const ClusterRackInfo &r : detail.racks)
            portsTotal += r.portsTotal;
        QCOMPARE(nicPorts, portsTotal);
        watcher.stop();
    }

    void attributedFindingsReachTheConsole()
    {
        // Across the demo: a NIC and a fabric link are blamed, with their evidence.
        ClusterListModel list;
        ClusterWatcher watcher(m_channel);
        watch(list, watcher);
        ClusterClient client(m_channel);
        QSet<int> blamed;
        bool flappingShown = false;
        for (const ClusterSummary &c : list.clusters()) {
            ClusterDetailReply *reply = client.getCluster(c.clusterId);
            QSignalSpy received(reply, &ClusterDetailReply::received);
            QVERIFY(received.wait(10000));
            const auto detail = received.first().first().value<ClusterDetail>();
            for (const ClusterFindingInfo &f : detail.findings) {
                blamed.insert(int(f.subjectKind));
                QVERIFY2(!ClusterFindingsModel::evidenceText(f).isEmpty(), qPrintable(f.id));
            }
            FabricMapModel fabric;
            fabric.setFabric(detail.fabric, detail.summary.rackIds);
            for (int row = 0; row < fabric.rowCount(); ++row) {
                for (int column = 0; column < fabric.columnCount(); ++column) {
                    if (fabric.index(row, column).data(FabricMapModel::WorstStateRole).toInt()
                        == int(FabricLinkState::Flapping))
                        flappingShown = true;
                }
            }
        }
        QVERIFY(blamed.contains(int(FindingSubjectKind::Nic)));
        QVERIFY(blamed.contains(int(FindingSubjectKind::FabricLink)));
        QVERIFY(flappingShown);
        watcher.stop();
    }

    void eachAnswerReachesOnlyItsAsker()
    {
        ClusterListModel list;
        ClusterWatcher watcher(m_channel);
        watch(list, watcher);
        const ClusterSummary cluster = list.clusters().first();
        ClusterClient client(m_channel);
        // Three requests in flight at once: an unknown cluster, a refused quarantine (no reason), a detail.
        ClusterDetailReply *unknown = client.getCluster(QStringLiteral("NOPE-C99"));
        ClusterActionReply *refused =
            client.quarantineRack(cluster.clusterId, cluster.rackIds.first(), cluster.stateRevision, QString());
        ClusterDetailReply *known = client.getCluster(cluster.clusterId);
        QSignalSpy unknownFailed(unknown, &ClusterDetailReply::failed);
        QSignalSpy unknownReceived(unknown, &ClusterDetailReply::received);
        QSignalSpy refusedDone(refused, &ClusterActionReply::finished);
        QSignalSpy knownReceived(known, &ClusterDetailReply::received);
        QSignalSpy knownFailed(known, &ClusterDetailReply::failed);
        QTRY_VERIFY_WITH_TIMEOUT(unknownFailed.count() == 1 && refusedDone.count() == 1 && knownReceived.count() == 1,
                                 10000);
        QCOMPARE(unknownReceived.count(), 0);
        QCOMPARE(knownFailed.count(), 0);
        QVERIFY(unknownFailed.first().at(1).toString().contains(QStringLiteral("NOPE-C99")));
        const auto result = refusedDone.first().first().value<ClusterActionResult>();
        QCOMPARE(result.outcome, ClusterActionResult::Outcome::Refused);
        QCOMPARE(result.clusterId, cluster.clusterId);
        QVERIFY(!result.message.isEmpty());
        QCOMPARE(knownReceived.first().first().value<ClusterDetail>().summary.clusterId, cluster.clusterId);
        watcher.stop();
    }

    void releaseIsFourEyesAndReachesTheList()
    {
        ClusterListModel list;
        ClusterWatcher watcher(m_channel);
        watch(list, watcher);
        const ClusterSummary *waiting = firstIn(list, ClusterStage::AwaitingRelease);
        QVERIFY2(waiting, "seed 7 forms clusters awaiting release");
        const QString id = waiting->clusterId;
        auto anna = std::make_shared<BackendChannel>(m_server->address());
        anna->setUser(QStringLiteral("anna"));
        auto ben = std::make_shared<BackendChannel>(m_server->address());
        ben->setUser(QStringLiteral("ben"));
        ClusterClient asker(anna);
        ClusterActionReply *asked = asker.requestRelease(id, waiting->stateRevision, QStringLiteral("soak passed"));
        QSignalSpy askedDone(asked, &ClusterActionReply::finished);
        QVERIFY(askedDone.wait(10000));
        const auto request = askedDone.first().first().value<ClusterActionResult>();
        QCOMPARE(request.outcome, ClusterActionResult::Outcome::ReleaseRequested);
        QVERIFY(!request.releaseRequest.id.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(list.find(id)->pendingRelease.isPending(), 10000);

        // The one who asked cannot be the second pair of eyes.
        ClusterActionReply *own =
            asker.decideRelease(id, request.releaseRequest.id, list.find(id)->stateRevision, false, QString());
        QSignalSpy ownDone(own, &ClusterActionReply::finished);
        QVERIFY(ownDone.wait(10000));
        QCOMPARE(ownDone.first().first().value<ClusterActionResult>().outcome, ClusterActionResult::Outcome::Refused);

        ClusterClient second(ben);
        ClusterActionReply *decided = second.decideRelease(id, request.releaseRequest.id, list.find(id)->stateRevision,
                                                           false, QStringLiteral("ok"));
        QSignalSpy decidedDone(decided, &ClusterActionReply::finished);
        QVERIFY(decidedDone.wait(10000));
        const auto decision = decidedDone.first().first().value<ClusterActionResult>();
        QVERIFY2(decision.outcome == ClusterActionResult::Outcome::Accepted, qPrintable(decision.message));
        QTRY_COMPARE_WITH_TIMEOUT(list.find(id)->stage, ClusterStage::Production, 10000);
        watcher.stop();
    }

    void releaseWithAFailedGateIsRefusedWithItsReason()
    {
        ClusterListModel list;
        ClusterWatcher watcher(m_channel);
        watch(list, watcher);
        const ClusterSummary *certifying = firstIn(list, ClusterStage::Certifying);
        QVERIFY2(certifying, "seed 7 forms clusters certifying");
        auto anna = std::make_shared<BackendChannel>(m_server->address());
        anna->setUser(QStringLiteral("anna"));
        ClusterClient client(anna);
        ClusterActionReply *reply =
            client.requestRelease(certifying->clusterId, certifying->stateRevision, QStringLiteral("try"));
        QSignalSpy done(reply, &ClusterActionReply::finished);
        QVERIFY(done.wait(10000));
        const auto result = done.first().first().value<ClusterActionResult>();
        QCOMPARE(result.outcome, ClusterActionResult::Outcome::Refused);
        QCOMPARE(result.statusCode, QStringLiteral("FAILED_PRECONDITION"));
        QVERIFY(!result.message.isEmpty());
        QCOMPARE(list.find(certifying->clusterId)->stage, ClusterStage::Certifying); // nothing changed
        watcher.stop();
    }

    // Cluster alerts come with their own source, which the console names (issue #37).
    void clusterAlertsHaveTheirOwnSource()
    {
        m_server->advance(1000); // one alert evaluation
        AlertsWatcher watcher(m_channel);
        QList<AlertInfo> alerts;
        connect(&watcher, &AlertsWatcher::alertsUpdated, this,
                [&alerts](bool, const QList<AlertInfo> &upserts, const QStringList &, qint64) { alerts += upserts; });
        watcher.start();
        const auto clusterAlert = [&alerts]() -> const AlertInfo * {
            for (const AlertInfo &a : alerts) {
                if (a.source == AlertInfo::Source::Cluster)
                    return &a;
            }
            return nullptr;
        };
        QTRY_VERIFY_WITH_TIMEOUT(clusterAlert(), 15000);
        const AlertInfo *a = clusterAlert();
        QVERIFY(a->rackId.isEmpty());
        QVERIFY(!a->site.isEmpty());
        QVERIFY(AlertInfo::sourceName(AlertInfo::Source::Cluster) != AlertInfo::sourceName(AlertInfo::Source::Unknown));
        QVERIFY(AlertInfo::sourceName(AlertInfo::Source::Cluster)
                != AlertInfo::sourceName(AlertInfo::Source::Validation));
        // A source of a newer backend is unknown here, never a crash or another subsystem.
        QCOMPARE(AlertConvert::source(7), AlertInfo::Source::Cluster);
        QCOMPARE(AlertConvert::source(99), AlertInfo::Source::Unknown);
        watcher.stop();
    }

    // The handover names the clusters to take up, through the client into the document, in
    // English and in German.
    void handoverCarriesClustersToTakeUp()
    {
        HandoverClient client(m_channel);
        QSignalSpy received(&client, &HandoverClient::handoverReceived);
        client.fetchHandover(QString());
        QVERIFY(received.wait(15000));
        const auto report = received.first().first().value<HandoverReportInfo>();
        QVERIFY(!report.clusters.isEmpty());
        QSet<int> reasons;
        for (const auto &c : report.clusters) {
            QVERIFY(!c.clusterId.isEmpty());
            QVERIFY(!c.detail.isEmpty());
            QVERIFY(c.stage != ClusterStage::Unknown);
            QVERIFY(c.reason != HandoverReportInfo::Cluster::Reason::Unknown);
            reasons.insert(int(c.reason));
        }
        QVERIFY2(reasons.size() >= 3, qPrintable(QString::number(reasons.size())));
        const QString first = report.clusters.first().clusterId;
        const QString html = HandoverDocument(report).html();
        QVERIFY(html.contains(QStringLiteral("Clusters to take up")));
        QVERIFY(html.contains(first));

        QTranslator german;
        QVERIFY(german.load(QStringLiteral(RACKOPS_QM)));
        QCoreApplication::installTranslator(&german);
        QSignalSpy again(&client, &HandoverClient::handoverReceived);
        client.fetchHandover(QString());
        QVERIFY(again.wait(15000));
        const auto deReport = again.first().first().value<HandoverReportInfo>();
        const QString de = HandoverDocument(deReport).html();
        QCoreApplication::removeTranslator(&german);
        QVERIFY(de.contains(QStringLiteral("Cluster für die nächste Schicht")));
        QVERIFY(de.contains(first));
        // The backend's words are German too (the phrase book), never the English.
        QVERIFY(!deReport.clusters.first().detail.isEmpty());
        QVERIFY(deReport.clusters.first().detail != report.clusters.first().detail);
    }

    // Multi-node nccl-tests output imports as cluster evidence through the client: hosts of no
    // member rack are refused in the backend's words; the fixture's hosts are compute trays of
    // the cluster's racks ("<rack id in lower case>-ctNN", clusters.proto) and make a pair result.
    void evidenceImportsThroughTheClient()
    {
        QFile foreign(QStringLiteral(RACKOPS_TEST_DATA "/nccl/srun-2node-16gpu.log"));
        QVERIFY(foreign.open(QIODevice::ReadOnly));
        QFile own(QStringLiteral(RACKOPS_TEST_DATA "/nccl/" RACKOPS_EVIDENCE_FIXTURE));
        QVERIFY(own.open(QIODevice::ReadOnly));
        const QString id = QStringLiteral(RACKOPS_EVIDENCE_CLUSTER);
        auto omar = std::make_shared<BackendChannel>(m_server->address());
        omar->setUser(QStringLiteral("omar"));
        ClusterClient client(omar);

        ClusterEvidenceReply *refused =
            client.importEvidence(id, QStringLiteral("srun-2node-16gpu.log"), foreign.readAll());
        QSignalSpy refusedDone(refused, &ClusterEvidenceReply::finished);
        QVERIFY(refusedDone.wait(10000));
        const auto no = refusedDone.first().first().value<ClusterEvidenceResult>();
        QCOMPARE(no.outcome, ClusterEvidenceResult::Outcome::Refused);
        QCOMPARE(no.statusCode, QStringLiteral("INVALID_ARGUMENT"));
        QVERIFY2(no.message.contains(QStringLiteral("gpu-a01")), qPrintable(no.message));
        QCOMPARE(no.clusterId, id);

        ClusterEvidenceReply *imported =
            client.importEvidence(id, QStringLiteral(RACKOPS_EVIDENCE_FIXTURE), own.readAll());
        QSignalSpy importedDone(imported, &ClusterEvidenceReply::finished);
        QVERIFY(importedDone.wait(10000));
        const auto yes = importedDone.first().first().value<ClusterEvidenceResult>();
        QVERIFY2(yes.outcome == ClusterEvidenceResult::Outcome::Imported, qPrintable(yes.message));
        QCOMPARE(yes.clusterId, id);
        QCOMPARE(yes.scale, CertificationScale::RackPair);
        QCOMPARE(yes.category, CertificationCategory::AllReduce);
        QCOMPARE(yes.rackIds.size(), 2);
        // About 650 GB/s is below a GB200 pair's floor (733.5): a failed cell, a finding naming rack and host.
        QCOMPARE(yes.verdict, CheckVerdict::Fail);
        QVERIFY(yes.measured > 0 && yes.measured < yes.floor);
        QCOMPARE(yes.findings.size(), 1);
        QVERIFY2(yes.findings.first().text.contains(QStringLiteral("-ct0")), qPrintable(yes.findings.first().text));
        QCOMPARE(yes.cluster.clusterId, id);
        QCOMPARE(yes.cluster.certificationVerdict, CheckVerdict::Fail);
    }
};

QTEST_MAIN(TestClustersConsole)
#include "tst_clustersconsole.moc"
