#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;

namespace rackops {

class GpuFigureGridModel;
class GpuFiguresModel;

// The rack's GPUs with the figures the site's DCGM exporters publish (the
// rack dock's "GPUs" tab): where they come from and how old they are above,
// then the GPU grid (trays by GPUs) of the figure chosen, and every figure of
// every GPU in a table below it. A figure that asks for a look (a failed row remap,
// uncorrectable remapped rows, an XID) is drawn in the critical colour.
class GpuFiguresPanel : public QWidget
{
    Q_OBJECT
public:
    explicit GpuFiguresPanel(GpuFiguresModel *model, QWidget *parent = nullptr);

    QLabel *summaryLabel() const { return m_summary; }
    QTableView *table() const { return m_table; }
    QTableView *grid() const { return m_grid; }
    QComboBox *figureChoice() const { return m_figure; }

public Q_SLOTS:
    // The backend did not answer the last ask (the figures shown stay).
    void showFailure(const QString &message);

private:
    void refreshSummary();

    GpuFiguresModel *m_model;
    GpuFigureGridModel *m_gridModel;
    QLabel *m_summary;
    QComboBox *m_figure;
    QTableView *m_grid;
    QTableView *m_table;
    QString m_failure;
};

} // namespace rackops
