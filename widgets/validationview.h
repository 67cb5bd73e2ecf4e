#pragma once

#include "validationrun.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace rackops {

class GpuGridModel;
class GpuGridView;
class NcclBandwidthChart;
class ValidationCriteriaModel;
class ValidationRunsModel;

// A rack's validation: its runs; the chosen run's results against baseline,
// threshold, the previous run and the fleet median, worst first; the 72-GPU
// grid for the chosen test; the NCCL bandwidth curve. Artifacts from dcgmi
// or nccl-tests are imported from a file dialog or dropped onto the view.
// Emits what it wants; never talks to the backend itself.
class ValidationView : public QWidget
{
    Q_OBJECT
public:
    explicit ValidationView(QWidget *parent = nullptr);
    ~ValidationView() override;

    QString rackId() const { return m_rackId; }
    QString selectedRunId() const { return m_selectedRunId; }
    const ValidationRunInfo *selectedRun() const;
    ValidationCriteriaModel *criteria() const { return m_criteria; }
    GpuGridModel *gpuGrid() const { return m_grid; }
    NcclBandwidthChart *ncclChart() const { return m_chart; }
    QString importMessage() const;

public slots:
    void setRack(const QString &rackId);
    void setRuns(const QString &rackId, const QList<rackops::ValidationRunInfo> &runs);
    void setRun(const rackops::ValidationRunInfo &run);
    void selectRun(const QString &runId);
    // Shows which test the GPU grid colours; an unknown name keeps the grid as it is.
    void selectTest(const QString &testName);
    void showImportOutcome(const QString &rackId, const rackops::ArtifactImportOutcome &outcome);
    void showRequestFailed(const QString &rackId, const QString &message);
    void showRunStarted(const QString &rackId, const QString &runId);
    // While disconnected or without the role: the actions say why they are off.
    void setActionsEnabled(bool enabled, const QString &reason);
    // Reads and imports a file for the shown rack (dialog and drops end here).
    void importFile(const QString &path);

signals:
    void runsWanted(const QString &rackId);
    void runWanted(const QString &runId);
    void importRequested(const QString &rackId, const QString &fileName, const QByteArray &content);
    void startRunRequested(const QString &rackId, const QString &reason);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void showSelectedRun();
    void showGridFor(const QString &testName);
    void chooseImportFile();
    void startRun();
    void exportRun(bool json);
    void setMessage(const QString &text, bool error);

    QString m_rackId;
    QString m_selectedRunId;
    QString m_pendingSelection;
    QString m_gridTest;
    QString m_importHint;
    bool m_actionsEnabled = true;
    QHash<QString, ValidationRunInfo> m_details;  // runs with all results, by id
    ValidationRunsModel *m_runs;
    ValidationCriteriaModel *m_criteria;
    GpuGridModel *m_grid;
    QLabel *m_title;
    QLabel *m_runHeader;
    QLabel *m_gridTitle;
    QLabel *m_dropHint;
    QTableView *m_runTable;
    QTableView *m_criteriaTable;
    GpuGridView *m_gridView;
    QComboBox *m_colouring;
    NcclBandwidthChart *m_chart;
    QPlainTextEdit *m_message;
    QPushButton *m_start;
    QPushButton *m_import;
    QPushButton *m_exportCsv;
    QPushButton *m_exportJson;
};

} // namespace rackops
