// Validation end to end: the console's session, controller, page and view
// against a real simulator over real gRPC — a faulted run shows its bad GPU in the grid, an
// artifact imported from a file becomes the rack's newest run, an unreadable
// one is refused with every reason shown and nothing stored.
#include "actionpermission.h"
#include "consolesession.h"
#include "fleet/fleetsimulation.h"
#include "gpugridmodel.h"
#include "health.h"
#include "ncclbandwidthchart.h"
#include "server/simulatorserver.h"
#include "../simulator/stillfleet.h"
#include "validationcontroller.h"
#include "collectivequestiondialog.h"
#include "validationcriteriamodel.h"
#include "validationpage.h"
#include "validationrunsmodel.h"
#include "validationview.h"

#include <QAbstractItemModelTester>

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace rackops;
using namespace rackops::sim;

class TestValidationConsole : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<SimulatorServer> m_server;
    std::unique_ptr<ConsoleSession> m_session;
    std::unique_ptr<ValidationPage> m_page;
    std::unique_ptr<ValidationView> m_view;
    ValidationController *m_validation = nullptr;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;

    QString rackWhere(const std::function<bool(const SimRack &)> &wanted)
    {
        QString found;
        m_server->fleet().visitRacks({}, [&](const SimRack &rack) {
            if (found.isEmpty() && wanted(rack))
                found = QString::fromStdString(rack.detail().summary().rack_id());
        });
        return found;
    }

private Q_SLOTS:
    void initTestCase()
    {
        SimConfig config = stillFleet(1500);
        config.seed = 4;
        m_server = std::make_unique<SimulatorServer>(config);
        QString error;
        QVERIFY2(m_server->start(&error), qPrintable(error));
        ConsoleSession::Options options;
        options.connectTo = m_server->address();
        options.user = QStringLiteral("omar");
        m_session = std::make_unique<ConsoleSession>(options);
        QVERIFY2(m_session->start(&error), qPrintable(error));
        m_validation = m_session->validation();
        for (QAbstractItemModel *model : std::initializer_list<QAbstractItemModel *> {
                 m_validation->runs(), m_validation->criteria(), m_validation->gpuGrid()})
            m_testers.push_back(std::make_unique<QAbstractItemModelTester>(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest));
        // Wired as the console wires them: the page connects the view to the controller.
        m_page = std::make_unique<ValidationPage>(m_session.get(), nullptr);
        m_view.reset(m_page->view());
        m_view->resize(1400, 900);
        m_view->show();
        QTRY_VERIFY_WITH_TIMEOUT(m_session->permission()->linkUp(), 15000);
    }

    void cleanupTestCase()
    {
        m_view.reset();
        m_page.reset();
        m_testers.clear();
        m_session.reset();
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
        m_validation->showRack(rackId);
        QTRY_VERIFY_WITH_TIMEOUT(m_validation->selectedRun() != nullptr, 10000);
        // Worst first: the failing memory test leads, and the grid shows it.
        QCOMPARE(m_validation->criteria()->rows().first().test, QStringLiteral("memory"));
        QCOMPARE(m_validation->gpuGrid()->testName(), QStringLiteral("memory"));
        QCOMPARE(m_validation->gpuGrid()->failingCount(), 1);
        const QModelIndex bad = m_validation->gpuGrid()->index(fault.tray() - 1, fault.gpu());
        QCOMPARE(bad.data(GpuGridModel::VerdictRole).toInt(), int(Health::Critical));
        QCOMPARE(m_view->ncclChart()->pointCount(), 32);
    }

    void importedArtifactBecomesTheNewestRun()
    {
        const QString rackId = rackWhere(
            [](const SimRack &rack) { return rack.detail().summary().stage() == v1::LIFECYCLE_STAGE_MAINTENANCE; });
        m_validation->showRack(rackId);
        QSignalSpy imported(m_validation, &ValidationController::importFinished);
        m_view->importFile(QStringLiteral(RACKOPS_TEST_DATA "/dcgm/diag-r3-dcgm3-8gpu.json"));
        QVERIFY(imported.wait(10000));
        const auto outcome = imported.first().at(0).value<ArtifactImportOutcome>();
        QVERIFY2(outcome.imported, qPrintable(outcome.callError));
        QTRY_COMPARE_WITH_TIMEOUT(m_validation->selectedRunId(), outcome.run.id, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(m_validation->selectedRun() != nullptr, 10000);
        QCOMPARE(m_validation->selectedRun()->source, ValidationRunInfo::Source::Imported);
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
        const QString rackId = rackWhere(
            [](const SimRack &rack) { return rack.detail().summary().stage() == v1::LIFECYCLE_STAGE_MAINTENANCE; });
        m_validation->showRack(rackId);
        QSignalSpy imported(m_validation, &ValidationController::importFinished);
        m_view->importFile(QStringLiteral(RACKOPS_TEST_DATA "/nccl/alltoall_perf-16gpu.log"));
        QVERIFY(imported.wait(10000));
        const auto outcome = imported.first().at(0).value<ArtifactImportOutcome>();
        QVERIFY2(outcome.imported,
                 qPrintable(outcome.errors.isEmpty() ? outcome.callError : outcome.errors.first().message));
        QTRY_VERIFY_WITH_TIMEOUT(
            m_validation->selectedRun() != nullptr && m_validation->selectedRun()->id == outcome.run.id, 10000);
        const ValidationSuiteResult *suite = m_validation->selectedRun()->ncclSuite();
        QVERIFY(suite);
        QCOMPARE(suite->kind, ValidationSuiteKind::NcclAlltoall);
        QCOMPARE(suite->nccl.ranks, 16);
        QCOMPARE(suite->nccl.rankDevices.size(), 16);
        QCOMPARE(suite->nccl.rankDevices.at(9).host, QStringLiteral("gpu-node-02"));
        QCOMPARE(m_view->ncclChart()->title(), QStringLiteral("NCCL alltoall bus bandwidth"));
        QCOMPARE(m_view->ncclChart()->inPlacePointCount(), 11);
        const auto rows = m_validation->criteria()->rows();
        const auto average = std::find_if(rows.begin(), rows.end(), [](const auto &row) {
            return row.test == ValidationCriteriaModel::kNcclAverage;
        });
        QVERIFY(average != rows.end());
        QCOMPARE(average->suiteLabel, QStringLiteral("NCCL alltoall"));
        QVERIFY2(average->detail.contains(QStringLiteral("gpu-node-02: ranks 8–15")), qPrintable(average->detail));
    }

    // Issue #36.1: an nccl-tests output that does not say its collective. The import
    // is refused with the candidates, the view asks which test it was (never to
    // rename the file), and the answer imports it over the wire.
    void openCollectiveIsAskedAndImportedAsAnswered()
    {
        const QString rackId = rackWhere(
            [](const SimRack &rack) { return rack.detail().summary().stage() == v1::LIFECYCLE_STAGE_MAINTENANCE; });
        m_validation->showRack(rackId);
        QSignalSpy imported(m_validation, &ValidationController::importFinished);
        QSignalSpy requested(m_view.get(), &ValidationView::importRequested);
        m_view->importFile(QStringLiteral(RACKOPS_TEST_DATA "/nccl/b200-2node.out"));
        QVERIFY(imported.wait(10000));
        const auto refused = imported.first().at(0).value<ArtifactImportOutcome>();
        QVERIFY(!refused.imported);
        QCOMPARE(refused.collectiveCandidates,
                 (QStringList {QStringLiteral("all_gather_perf"), QStringLiteral("alltoall_perf")}));
        QVERIFY(!m_view->importMessage().contains(QStringLiteral("Name the file")));

        CollectiveQuestionDialog *question = nullptr;
        QTRY_VERIFY((question = m_view->findChild<CollectiveQuestionDialog *>()) != nullptr);
        QVERIFY(question->isVisible());
        QCOMPARE(question->candidates(), refused.collectiveCandidates);
        QVERIFY(question->chosen().isEmpty()); // no guess preselected
        question->choose(QStringLiteral("alltoall_perf"));
        question->accept();

        QVERIFY(imported.wait(10000));
        QCOMPARE(requested.count(), 2);
        QCOMPARE(requested.at(1).at(3).toString(), QStringLiteral("alltoall_perf"));
        QCOMPARE(requested.at(1).at(2).toByteArray(), requested.at(0).at(2).toByteArray());
        const auto outcome = imported.at(1).at(0).value<ArtifactImportOutcome>();
        QVERIFY2(outcome.imported,
                 qPrintable(outcome.errors.isEmpty() ? outcome.callError : outcome.errors.first().message));
        QTRY_VERIFY_WITH_TIMEOUT(
            m_validation->selectedRun() != nullptr && m_validation->selectedRun()->id == outcome.run.id, 10000);
        const ValidationSuiteResult *suite = m_validation->selectedRun()->ncclSuite();
        QVERIFY(suite);
        QCOMPARE(suite->kind, ValidationSuiteKind::NcclAlltoall);
        QVERIFY2(suite->summary.contains(QStringLiteral("the operator's choice")), qPrintable(suite->summary));
    }

    // Issue #36.3: a DCGM run whose GPU tests all skipped is stored as what it is,
    // NOT_TESTED, and the view says what was not tested.
    void skippedDcgmIsImportedAsNotTested()
    {
        const QString rackId = rackWhere(
            [](const SimRack &rack) { return rack.detail().summary().stage() == v1::LIFECYCLE_STAGE_MAINTENANCE; });
        m_validation->showRack(rackId);
        QSignalSpy imported(m_validation, &ValidationController::importFinished);
        m_view->importFile(QStringLiteral(RACKOPS_TEST_DATA "/dcgm/diag-r3-dcgm3-all-skipped.json"));
        QVERIFY(imported.wait(10000));
        const auto outcome = imported.first().at(0).value<ArtifactImportOutcome>();
        QVERIFY2(outcome.imported,
                 qPrintable(outcome.errors.isEmpty() ? outcome.callError : outcome.errors.first().message));
        QCOMPARE(outcome.run.verdict, ValidationVerdict::NotTested);
        QVERIFY2(m_view->importMessage().contains(QStringLiteral("Not tested")), qPrintable(m_view->importMessage()));
        QTRY_VERIFY_WITH_TIMEOUT(
            m_validation->selectedRun() != nullptr && m_validation->selectedRun()->id == outcome.run.id, 10000);
        const ValidationRunInfo *run = m_validation->selectedRun();
        QCOMPARE(run->suites.size(), 1);
        QVERIFY2(run->suites.first().summary.contains(QStringLiteral("not tested: PCIe")),
                 qPrintable(run->suites.first().summary));
        // The view says it where the run is shown.
        QTRY_VERIFY2(m_view->runHeader().contains(QStringLiteral("Not tested: not tested: PCIe, GPU Memory")),
                     qPrintable(m_view->runHeader()));
    }

    void nothingIsImportedWhileTheLinkIsDown()
    {
        const QString rackId = rackWhere([](const SimRack &rack) { return rack.validation_runs_size() > 0; });
        m_validation->showRack(rackId);
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
        m_validation->showRack(rackId);
        const int before = m_server->fleet().simRack(rackId.toStdString())->validation_runs_size();
        QSignalSpy imported(m_validation, &ValidationController::importFinished);
        m_view->importFile(QStringLiteral(RACKOPS_TEST_DATA "/dcgm/truncated-dcgm4.json"));
        QVERIFY(imported.wait(10000));
        const auto outcome = imported.first().at(0).value<ArtifactImportOutcome>();
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
