#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QSplitter;
class QTableView;

namespace rackops {

class GpuFigureGridModel;
class GpuFiguresModel;
class GpuHistoryChart;
class GpuHistoryModel;

// The rack's GPUs with the figures the site's DCGM exporters publish (the
// rack dock's "GPUs" tab): where they come from and how old they are above,
// then the GPU grid (trays by GPUs) of the figure chosen, and every figure of
// every GPU in a table below it. A figure that asks for a look (a failed row remap,
// uncorrectable remapped rows, an XID) is drawn in the critical colour. With a
// history model, the GPU chosen in the grid or the table (at first the
// hottest) shows its history in a chart above them.
class GpuFiguresPanel : public QWidget {
    Q_OBJECT
public:
    explicit GpuFiguresPanel(GpuFiguresModel *model, QWidget *parent = nullptr);

    QLabel *summaryLabel() const { return m_summary; }
    QTableView *table() const { return m_table; }
    QTableView *grid() const { return m_grid; }
    QComboBox *figureChoice() const { return m_figure; }
    // The chart of the chosen GPU's history; nullptr until setHistory().
    GpuHistoryChart *historyChart() const { return m_history; }
    void setHistory(GpuHistoryModel *history);
    // Shows the history of GPU `gpu` (1..4) of tray `tray` (1..18), as a click on it does.
    void chooseGpu(int tray, int gpu);

public Q_SLOTS:
    // The backend did not answer the last ask (the figures shown stay).
    void showFailure(const QString &message);

private:
    void refreshSummary();
    // A rack's first figures choose its hottest GPU, so the history shows what most wants a look.
    void chooseFirstGpu();

    GpuFiguresModel *m_model;
    GpuFigureGridModel *m_gridModel;
    QLabel *m_summary;
    QComboBox *m_figure;
    QTableView *m_grid;
    QTableView *m_table;
    QSplitter *m_split;
    GpuHistoryChart *m_history = nullptr;
    QString m_historyRack; // whose GPU the history shows
    QString m_failure;
};

} // namespace rackops
