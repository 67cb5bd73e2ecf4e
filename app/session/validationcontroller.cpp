#include "validationcontroller.h"

#include "fleetcontroller.h"
#include "gpugridmodel.h"
#include "operationscontroller.h"
#include "operationsmodel.h"
#include "sessionlog.h"
#include "validationclient.h"
#include "validationcriteriamodel.h"
#include "validationrunsmodel.h"

#include <algorithm>

namespace rackops {

ValidationController::ValidationController(std::shared_ptr<BackendChannel> channel, FleetController *fleet,
                                           OperationsController *operations, QObject *parent)
    : QObject(parent)
    , m_client(new ValidationClient(std::move(channel), this))
    , m_fleet(fleet)
    , m_runs(new ValidationRunsModel(this))
    , m_criteria(new ValidationCriteriaModel(this))
    , m_grid(new GpuGridModel(this))
{
    connect(m_client, &ValidationClient::runsReceived, this, &ValidationController::takeRuns);
    connect(m_client, &ValidationClient::runReceived, this, &ValidationController::takeRun);
    connect(m_client, &ValidationClient::requestFailed, this, [this](const QString &rackId, const QString &message) {
        m_fetching.clear(); // a failed fetch may be asked for again
        if (rackId.isEmpty() || rackId == m_rackId)
            Q_EMIT requestFailed(message);
    });
    // A run that finishes while its rack is shown comes in with its results.
    connect(operations->model(), &OperationsModel::operationFinished, this, [this](const OperationInfo &op) {
        if (!m_rackId.isEmpty() && op.rackId == m_rackId)
            listRuns();
    });
}

const ValidationRunInfo *ValidationController::selectedRun() const
{
    const auto it = m_details.constFind(m_selectedRunId);
    return it == m_details.constEnd() ? nullptr : &*it;
}

const ValidationRunInfo *ValidationController::previousRun() const
{
    const ValidationRunInfo *run = selectedRun();
    const auto it = run ? m_details.constFind(run->previousRunId) : m_details.constEnd();
    return it == m_details.constEnd() ? nullptr : &*it;
}

void ValidationController::showRack(const QString &rackId)
{
    if (rackId == m_rackId && !rackId.isEmpty())
        return;
    // What was sent for the rack shown before is answered to nobody.
    m_import.abandon();
    m_start.abandon();
    m_rackId = rackId;
    m_runsListed = false;
    m_selectedRunId.clear();
    m_pendingSelection.clear();
    m_details.clear();
    m_fetching.clear();
    m_runs->setRuns(rackId, {});
    m_criteria->setRun({}, nullptr);
    m_grid->setTest({}, {});
    Q_EMIT rackChanged(rackId);
    listRuns();
}

void ValidationController::reload()
{
    listRuns();
}

void ValidationController::listRuns()
{
    if (!m_rackId.isEmpty())
        m_client->listRuns(m_rackId);
}

void ValidationController::takeRuns(const QString &rackId, const QList<ValidationRunInfo> &runs)
{
    if (rackId != m_rackId) {
        logDroppedAnswer("run list", rackId, m_rackId); // the operator moved on to another rack
        return;
    }
    const QString keep = !m_pendingSelection.isEmpty() ? m_pendingSelection : m_selectedRunId;
    m_runs->setRuns(rackId, runs);
    m_runsListed = true;
    Q_EMIT runsListedChanged();
    if (runs.isEmpty())
        return;
    const int row = std::max(0, m_runs->rowOf(keep));
    m_pendingSelection.clear();
    selectRun(runs.at(row).id);
}

void ValidationController::selectRun(const QString &runId)
{
    m_selectedRunId = runId;
    const int row = m_runs->rowOf(runId);
    if (row < 0) {
        m_pendingSelection = runId; // not listed yet: a fresh import or run
        return;
    }
    const ValidationRunInfo &listed = m_runs->runs().at(row);
    if (listed.state == ValidationRunInfo::State::Completed)
        fetchRun(runId);
    if (!listed.previousRunId.isEmpty())
        fetchRun(listed.previousRunId);
    showSelectedRun();
}

void ValidationController::fetchRun(const QString &runId)
{
    if (m_details.contains(runId) || m_fetching.contains(runId))
        return;
    m_fetching.insert(runId);
    m_client->fetchRun(runId);
}

void ValidationController::takeRun(const ValidationRunInfo &run)
{
    m_fetching.remove(run.id);
    if (run.rackId != m_rackId) {
        logDroppedAnswer("validation run", run.rackId, m_rackId); // asked for while another rack was shown
        return;
    }
    m_details.insert(run.id, run);
    const ValidationRunInfo *selected = selectedRun();
    if (run.id == m_selectedRunId || (selected && selected->previousRunId == run.id))
        showSelectedRun();
}

void ValidationController::importArtifact(const QString &rackId, const QString &fileName, const QByteArray &content,
                                          const QString &collective)
{
    ArtifactImportReply *reply = m_client->importArtifact(rackId, fileName, content, collective);
    if (rackId != m_rackId) { // sent, but for a rack not shown: its answer is for nobody here
        logDroppedAnswer("artifact import", rackId, m_rackId);
        reply->abandon();
        return;
    }
    m_import.hold(reply, this, [this](const ArtifactImportResult &result) {
        const ArtifactImportOutcome &outcome = result.import;
        if (outcome.imported) {
            // The answer carries the whole run: shown at once, chosen once it is listed.
            m_details.insert(outcome.run.id, outcome.run);
            m_pendingSelection = outcome.run.id;
            listRuns();
        }
        Q_EMIT importFinished(outcome);
    });
}

void ValidationController::startRun(const QString &rackId, const QString &reason)
{
    ValidationStartReply *reply = m_client->startRun(rackId, m_fleet->stateRevision(rackId), reason, kDcgmLevel);
    if (rackId != m_rackId) { // sent, but for a rack not shown: its answer is for nobody here
        logDroppedAnswer("validation start", rackId, m_rackId);
        reply->abandon();
        return;
    }
    m_start.hold(reply, this, [this](const ValidationStartResult &result) {
        if (!result.accepted()) {
            Q_EMIT requestFailed(result.message);
            return;
        }
        m_pendingSelection = result.runId;
        listRuns();
        Q_EMIT runStarted(result.runId);
    });
}

void ValidationController::showSelectedRun()
{
    const ValidationRunInfo *run = selectedRun();
    if (!run) {
        m_criteria->setRun({}, nullptr);
        m_grid->setTest({}, {});
        Q_EMIT selectedRunChanged();
        Q_EMIT gridChanged();
        return;
    }
    m_criteria->setRun(*run, previousRun());
    Q_EMIT selectedRunChanged();

    // The grid keeps the test looked at; else it starts on the worst per-GPU test, so the bad GPU is
    // what one sees first.
    const QList<ValidationCriteriaModel::Row> &rows = m_criteria->rows();
    const auto perGpu = [](const QString &test) {
        return [test](const ValidationCriteriaModel::Row &row) { return row.gpus > 0 && row.test == test; };
    };
    QString test = m_gridTest;
    if (std::none_of(rows.begin(), rows.end(), perGpu(test))) {
        const auto worst = std::find_if(rows.begin(), rows.end(),
                                        [](const ValidationCriteriaModel::Row &row) { return row.gpus > 0; });
        test = worst == rows.end() ? QString() : worst->test;
    }
    if (std::any_of(rows.begin(), rows.end(), perGpu(test)))
        showGridFor(test);
}

void ValidationController::selectTest(const QString &testName)
{
    if (testName == m_grid->testName())
        return; // already shown for the chosen run
    showGridFor(testName);
}

void ValidationController::showGridFor(const QString &testName)
{
    const ValidationRunInfo *run = selectedRun();
    if (!run)
        return;
    for (const auto &suite : run->suites) {
        for (const auto &test : suite.tests) {
            if (test.name != testName)
                continue;
            m_gridTest = testName;
            m_grid->setTest(testName, test.entities);
            Q_EMIT gridChanged();
            return;
        }
    }
}

} // namespace rackops
