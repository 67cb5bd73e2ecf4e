#pragma once

#include "actionreplies.h"
#include "latestreply.h"
#include "validationrun.h"

#include <QHash>
#include <QObject>
#include <QSet>

#include <memory>

namespace rackops {

class BackendChannel;
class FleetController;
class GpuGridModel;
class OperationsController;
class ValidationClient;
class ValidationCriteriaModel;
class ValidationRunsModel;

// Validation of the rack being looked at: its runs, the chosen run's results
// against baselines and the previous run, the GPU grid of one test, importing
// an artifact and starting a run. Owns the models the view shows and what was
// asked for (the rack, the run chosen, the runs being fetched), so answers for
// another rack are dropped here and never reach a view. A run that finishes on
// the rack brings its results in.
class ValidationController : public QObject {
    Q_OBJECT
public:
    ValidationController(std::shared_ptr<BackendChannel> channel, FleetController *fleet,
                         OperationsController *operations, QObject *parent = nullptr);

    QString rackId() const { return m_rackId; }
    ValidationRunsModel *runs() const { return m_runs; }
    ValidationCriteriaModel *criteria() const { return m_criteria; }
    GpuGridModel *gpuGrid() const { return m_grid; }
    // The run chosen (by the operator, or the newest once listed); empty before any is.
    QString selectedRunId() const { return m_selectedRunId; }
    // The chosen run with all its results, and the run before it; null until they arrived.
    const ValidationRunInfo *selectedRun() const;
    const ValidationRunInfo *previousRun() const;
    // The rack's runs arrived at least once since it was asked for.
    bool runsListed() const { return m_runsListed; }

public Q_SLOTS:
    // Empties the models and asks for the rack's runs; asking again for the rack shown does nothing.
    void showRack(const QString &rackId);
    // Asks again for the rack's runs (F5): a run started or imported elsewhere is listed, the
    // chosen run stays chosen.
    void reload();
    void selectRun(const QString &runId);
    // The GPU grid shows this per-GPU test of the chosen run; an unknown name keeps the grid as it is.
    void selectTest(const QString &testName);
    void importArtifact(const QString &rackId, const QString &fileName, const QByteArray &content,
                        const QString &collective = {});
    // At the rack's state as last seen, so a rack that moved on is not validated by mistake.
    void startRun(const QString &rackId, const QString &reason);

Q_SIGNALS:
    // Another rack is shown: the models are empty until its runs arrive.
    void rackChanged(const QString &rackId);
    // The rack's list of runs arrived (it may be empty).
    void runsListedChanged();
    // The chosen run, its results or the run it is compared with changed.
    void selectedRunChanged();
    // The GPU grid shows another test (or the same test of another run).
    void gridChanged();
    // For the rack shown only: the answers to its last import and start, which are abandoned
    // when another rack is shown.
    void importFinished(const rackops::ArtifactImportOutcome &outcome);
    void runStarted(const QString &runId);
    void requestFailed(const QString &message);

private:
    void listRuns();
    void takeRuns(const QString &rackId, const QList<ValidationRunInfo> &runs);
    void takeRun(const ValidationRunInfo &run);
    void fetchRun(const QString &runId);
    void showSelectedRun();
    void showGridFor(const QString &testName);

    static constexpr int kDcgmLevel = 3;
    ValidationClient *m_client;
    FleetController *m_fleet;
    ValidationRunsModel *m_runs;
    ValidationCriteriaModel *m_criteria;
    GpuGridModel *m_grid;
    QString m_rackId;
    bool m_runsListed = false;
    QString m_selectedRunId;
    QString m_pendingSelection; // a run not listed yet (a fresh import or run): chosen once it is
    QString m_gridTest; // kept across runs, so comparing runs keeps looking at one test
    QHash<QString, ValidationRunInfo> m_details; // runs with all results, by id
    QSet<QString> m_fetching; // runs asked for and not answered yet
    LatestReply<ArtifactImportReply> m_import; // the last import of the rack shown
    LatestReply<ValidationStartReply> m_start; // the last run started on the rack shown
};

} // namespace rackops
