// Validation end to end: the console's client and view against a real
// simulator over real gRPC — a faulted run shows its bad GPU in the grid, an
// artifact imported from a file becomes the rack's newest run, an unreadable
// one is refused with every reason shown and nothing stored.
#include "backendchannel.h"
#include "fleetsimulation.h"
#include "gpugridmodel.h"
#include "health.h"
#include "ncclbandwidthchart.h"
#include "simulatorserver.h"
#include "../simulator/stillfleet.h"
#include "validationclient.h"
#include "validationcriteriamodel.h"
#include "validationview.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace rackops;
using namespace rackops::sim;

class TestValidationConsole : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SimulatorServer> m_server;
    std::shared_ptr<BackendChannel> m_channel;
    std::unique_ptr<ValidationClient> m_client;
    std::unique_ptr<ValidationView> m_view;

    QString rackWhere(const std::function<bool(const SimRack &)> &wanted)
    {
        QString found;
        m_server->fleet().visitRacks({}, [&](const SimRack &rack) {
            if (found.isEmpty() && wanted(rack))
                found = QString::fromStdString(rack.detail().summary().rack_id());
        });
        return found;
    }

private slots:
    void initTestCase()
    {
        SimConfig config = stillFleet(1500);
        config.seed = 4;
        m_server = std::make_unique<SimulatorServer>(config);
        QString error;
        QVERIFY2(m_server->start(&error), qPrintable(error));
        m_channel = std::make_shared<BackendChannel>(m_server->address());
        m_channel->setUser(QStringLiteral("omar"));
        m_client = std::make_unique<ValidationClient>(m_channel);
        m_view = std::make_unique<ValidationView>();
        m_view->resize(1400, 900);
        // Wired as MainWindow wires them.
        connect(m_view.get(), &ValidationView::runsWanted, m_client.get(), &ValidationClient::listRuns);
        connect(m_view.get(), &ValidationView::runWanted, m_client.get(), &ValidationClient::fetchRun);
        connect(m_view.get(), &ValidationView::importRequested, m_client.get(), &ValidationClient::importArtifact);
        connect(m_client.get(), &ValidationClient::runsReceived, m_view.get(), &ValidationView::setRuns);
        connect(m_client.get(), &ValidationClient::runReceived, m_view.get(), &ValidationView::setRun);
        connect(m_client.get(), &ValidationClient::importFinished, m_view.get(), &ValidationView::showImportOutcome);
        connect(m_client.get(), &ValidationClient::requestFailed, m_view.get(), &ValidationView::showRequestFailed);
        m_view->show();
    }

    void oneBadGpuAmong72StandsOutInTheGrid()
    {
        const QString rackId = rackWhere([](const SimRack &rack) {
            return rack.validation_runs_size() > 0
                && rack.validation_runs().rbegin()->fault().kind() == ValidationFault::KIND_GPU_MEMORY;
        });
        QVERIFY2(!rackId.isEmpty(), "the seeded fleet has a rack whose validation found a bad GPU");
        SimRack rack = *m_server->fleet().simRack(rackId.toStdString());
        const ValidationFault fault = rack.validation_runs().rbegin()->fault();
        m_view->setRack(rackId);
        QTRY_VERIFY_WITH_TIMEOUT(m_view->selectedRun() != nullptr, 10000);
        // Worst first: the failing memory test leads, and the grid shows it.
        QCOMPARE(m_view->criteria()->rows().first().test, QStringLiteral("memory"));
        QCOMPARE(m_view->gpuGrid()->testName(), QStringLiteral("memory"));
        QCOMPARE(m_view->gpuGrid()->failingCount(), 1);
        const QModelIndex bad = m_view->gpuGrid()->index(fault.tray() - 1, fault.gpu());
        QCOMPARE(bad.data(GpuGridModel::VerdictRole).toInt(), int(Health::Critical));
        QCOMPARE(m_view->ncclChart()->pointCount(), 32);
    }

    void importedArtifactBecomesTheNewestRun()
    {
        const QString rackId = rackWhere([](const SimRack &rack) {
            return rack.detail().summary().stage() == v1::LIFECYCLE_STAGE_MAINTENANCE;
        });
        m_view->setRack(rackId);
        QSignalSpy imported(m_client.get(), &ValidationClient::importFinished);
        m_view->importFile(QStringLiteral(RACKOPS_TEST_DATA "/dcgm/diag-r3-dcgm3-8gpu.json"));
        QVERIFY(imported.wait(10000));
        const auto outcome = imported.first().at(1).value<ArtifactImportOutcome>();
        QVERIFY2(outcome.imported, qPrintable(outcome.callError));
        QTRY_COMPARE_WITH_TIMEOUT(m_view->selectedRunId(), outcome.run.id, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(m_view->selectedRun() != nullptr, 10000);
        QCOMPARE(m_view->selectedRun()->source, ValidationRunInfo::Source::Imported);
        QVERIFY(m_view->importMessage().contains(outcome.run.id));
        // The fleet sees it too: the rack's verdict is the imported run's.
        QCOMPARE(QString::fromStdString(m_server->fleet().rack(rackId.toStdString())->summary().validation_run_id()),
                 outcome.run.id);
    }

    // An nccl-tests alltoall run over the wire: its file name names the
    // collective the table alone cannot, and the console shows it as alltoall
    // with the in-place curve and the hosts its ranks ran on.
    void importedAlltoallIsShownAsAlltoall()
    {
        const QString rackId = rackWhere([](const SimRack &rack) {
            return rack.detail().summary().stage() == v1::LIFECYCLE_STAGE_MAINTENANCE;
        });
        m_view->setRack(rackId);
        QSignalSpy imported(m_client.get(), &ValidationClient::importFinished);
        m_view->importFile(QStringLiteral(RACKOPS_TEST_DATA "/nccl/alltoall_perf-16gpu.log"));
        QVERIFY(imported.wait(10000));
        const auto outcome = imported.first().at(1).value<ArtifactImportOutcome>();
        QVERIFY2(outcome.imported, qPrintable(outcome.errors.isEmpty() ? outcome.callError : outcome.errors.first().message));
        QTRY_VERIFY_WITH_TIMEOUT(m_view->selectedRun() != nullptr && m_view->selectedRun()->id == outcome.run.id, 10000);
        const ValidationSuiteResult *suite = m_view->selectedRun()->ncclSuite();
        QVERIFY(suite);
        QCOMPARE(suite->kind, ValidationSuiteKind::NcclAlltoall);
        QCOMPARE(suite->nccl.ranks, 16);
        QCOMPARE(suite->nccl.rankDevices.size(), 16);
        QCOMPARE(suite->nccl.rankDevices.at(9).host, QStringLiteral("gpu-node-02"));
        QCOMPARE(m_view->ncclChart()->title(), QStringLiteral("NCCL alltoall bus bandwidth"));
        QCOMPARE(m_view->ncclChart()->inPlacePointCount(), 11);
        const auto rows = m_view->criteria()->rows();
        const auto average = std::find_if(rows.begin(), rows.end(), [](const auto &row) {
            return row.test == ValidationCriteriaModel::kNcclAverage;
        });
        QVERIFY(average != rows.end());
        QCOMPARE(average->suiteLabel, QStringLiteral("NCCL alltoall"));
        QVERIFY2(average->detail.contains(QStringLiteral("gpu-node-02: ranks 8–15")), qPrintable(average->detail));
    }

    void nothingIsImportedWhileTheLinkIsDown()
    {
        const QString rackId = rackWhere([](const SimRack &rack) { return rack.validation_runs_size() > 0; });
        m_view->setRack(rackId);
        m_view->setActionsEnabled(false, QStringLiteral("Read only while not connected"));
        QSignalSpy requested(m_view.get(), &ValidationView::importRequested);
        m_view->importFile(QStringLiteral(RACKOPS_TEST_DATA "/dcgm/diag-r1-dcgm4-4gpu.json"));
        QCOMPARE(requested.count(), 0);
        QVERIFY2(m_view->importMessage().contains(QStringLiteral("not imported")), qPrintable(m_view->importMessage()));
        m_view->setActionsEnabled(true, {});
    }

    void unreadableArtifactIsShownInFullAndStoresNothing()
    {
        const QString rackId = rackWhere([](const SimRack &rack) {
            return rack.detail().summary().stage() == v1::LIFECYCLE_STAGE_PRODUCTION && rack.validation_runs_size() > 0;
        });
        m_view->setRack(rackId);
        const int before = m_server->fleet().simRack(rackId.toStdString())->validation_runs_size();
        QSignalSpy imported(m_client.get(), &ValidationClient::importFinished);
        m_view->importFile(QStringLiteral(RACKOPS_TEST_DATA "/dcgm/truncated-dcgm4.json"));
        QVERIFY(imported.wait(10000));
        const auto outcome = imported.first().at(1).value<ArtifactImportOutcome>();
        QVERIFY(!outcome.imported);
        QVERIFY(!outcome.errors.isEmpty());
        const QString message = m_view->importMessage();
        QVERIFY2(message.contains(QStringLiteral("truncated-dcgm4.json")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("line %1").arg(outcome.errors.first().line)), qPrintable(message));
        QCOMPARE(m_server->fleet().simRack(rackId.toStdString())->validation_runs_size(), before);
    }
};

QTEST_MAIN(TestValidationConsole)
#include "tst_validationconsole.moc"
