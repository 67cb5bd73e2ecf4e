#pragma once

#include <QWidget>

class QLabel;
class QTableView;

namespace rackops {

class GpuFiguresModel;

// The rack's GPUs with the figures the site's DCGM exporters publish (the
// rack dock's "GPUs" tab): where they come from and how old they are above,
// a row per GPU below. A figure that asks for a look (a failed row remap,
// uncorrectable remapped rows, an XID) is drawn in the critical colour.
class GpuFiguresPanel : public QWidget
{
    Q_OBJECT
public:
    explicit GpuFiguresPanel(GpuFiguresModel *model, QWidget *parent = nullptr);

    QLabel *summaryLabel() const { return m_summary; }
    QTableView *table() const { return m_table; }

public Q_SLOTS:
    // The backend did not answer the last ask (the figures shown stay).
    void showFailure(const QString &message);

private:
    void refreshSummary();

    GpuFiguresModel *m_model;
    QLabel *m_summary;
    QTableView *m_table;
    QString m_failure;
};

} // namespace rackops
