#pragma once

#include "validationrun.h"

#include <QByteArray>
#include <QWidget>

#include <optional>

class QComboBox;
class QTabWidget;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace rackops {

class GpuFiguresModel;
class GpuGridModel;
class GpuGridView;
class NcclBandwidthChart;
class ValidationCriteriaModel;
class ValidationRunsModel;

// A rack's validation: its runs; the chosen run's results against baseline,
// threshold, the previous run and the fleet median, worst first; the 72-GPU
// grid for the chosen test; the NCCL bandwidth curve. Artifacts from dcgmi
// or nccl-tests are imported from a file dialog or dropped onto the view.
// Shows the models it is given (the controller's, which also keeps which rack
// and run were asked for) and emits what the operator wants; never talks to
// the backend itself.
class ValidationView : public QWidget {
    Q_OBJECT
public:
    ValidationView(ValidationRunsModel *runs, ValidationCriteriaModel *criteria, GpuGridModel *grid,
                   QWidget *parent = nullptr);
    ~ValidationView() override;

    QString rackId() const { return m_rackId; }
    NcclBandwidthChart *ncclChart() const { return m_chart; }
    QString importMessage() const;
    QString runHeader() const; // what the shown run's header says, for tests

public Q_SLOTS:
    // Another rack is shown: its runs are on the way.
    void setRack(const QString &rackId);
    // The rack's GPUs as the site's DCGM exporters publish them, in a tab beside the result grid,
    // so a failed test's GPU can be read against its temperature, power, remapped rows and XID.
    void setGpuFigures(rackops::GpuFiguresModel *figures);
    // The rack's runs were listed: says so when there are none.
    void showRunsListed();
    // The chosen run (selected in the list) with all its results and the run before it; either may
    // be null while on the way.
    void showRun(const QString &runId, const rackops::ValidationRunInfo *run,
                 const rackops::ValidationRunInfo *previous);
    // The grid shows another test: its title and the criterion it stands for follow.
    void showGrid();
    void showImportOutcome(const rackops::ArtifactImportOutcome &outcome);
    void showRequestFailed(const QString &message);
    void showRunStarted(const QString &runId);
    // While disconnected or without the role: the actions say why they are off.
    void setActionsEnabled(bool enabled, const QString &reason);
    // Reads and imports a file for the shown rack (dialog and drops end here).
    void importFile(const QString &path);

Q_SIGNALS:
    void runSelected(const QString &runId);
    void testSelected(const QString &testName);
    // `collective`: the operator's answer to "which test was it?" for an nccl-tests
    // output that left it open; empty on the first try.
    void importRequested(const QString &rackId, const QString &fileName, const QByteArray &content,
                         const QString &collective);
    void startRunRequested(const QString &rackId, const QString &reason);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void chooseImportFile();
    void startRun();
    void exportRun(bool json);
    void setMessage(const QString &text, bool error);
    void askCollective(const ArtifactImportOutcome &outcome, const QString &refusal);

    QString m_rackId;
    QString m_shownRunId;
    std::optional<ValidationRunInfo> m_run; // the run shown, for exports
    QString m_importHint;
    // The upload under way, kept so a question about it can send it again.
    struct Upload {
        QString rackId;
        QString fileName;
        QByteArray content;
    };
    std::optional<Upload> m_upload;
    bool m_actionsEnabled = true;
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
    QTabWidget *m_gridTabs;
    QComboBox *m_colouring;
    NcclBandwidthChart *m_chart;
    QPlainTextEdit *m_message;
    QPushButton *m_start;
    QPushButton *m_import;
    QPushButton *m_exportCsv;
    QPushButton *m_exportJson;
};

} // namespace rackops
