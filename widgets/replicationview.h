#pragma once

#include "archivesummary.h"
#include "replicationhistory.h"

#include <QPointF>
#include <QWidget>

class QButtonGroup;
class QLabel;
class QSortFilterProxyModel;
class QTableView;
class QTableWidget;
class QTimer;

namespace rackops {

class CoolingChart;
class RegionLagMatrixModel;
class ReplicationModel;

// Storage replication at a glance: a banner that names SLO breaches, every
// bucket/region pair worst first (lag against its SLO as a bar, backlog,
// failures, throughput, catch-up, cause), the worst lag per region pair, the
// chosen pair's lag over 1 h / 6 h / 24 h with the SLO line and breaches
// shaded, and per region the read cache and the archive tier with its
// recent transitions. Renders the model; asks for history and the archive
// through signals.
class ReplicationView : public QWidget {
    Q_OBJECT
public:
    enum class Range { Hour, SixHours, Day };

    explicit ReplicationView(ReplicationModel *model, QWidget *parent = nullptr);

    QString chartedPair() const { return m_pairKey; }
    Range range() const { return m_range; }
    QTableView *table() const { return m_table; }
    QTableView *matrix() const { return m_matrix; }
    CoolingChart *chart() const { return m_chart; }
    QLabel *banner() const { return m_banner; }
    // Key of the pair shown at the top of the table (the worst one).
    QString topPair() const;

public Q_SLOTS:
    void showPair(const QString &pairKey);
    void setRange(rackops::ReplicationView::Range range);
    void setHistory(const rackops::ReplicationHistory &history);
    void setArchive(const rackops::ArchiveSummary &summary);
    void redrawNow();
    // Asks again for the archive and the chosen pair's history (F5).
    void reload();

Q_SIGNALS:
    void historyWanted(const QString &bucket, const QString &source, const QString &target, qint64 fromMs, qint64 toMs,
                       int maxPoints);
    void archiveWanted(int maxTransitions);
    void sloChangeWanted(const QString &pairKey);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void modelUpdated();
    void refreshBanner();
    void refreshRegions();
    void requestHistory();
    void markDirty();
    void redraw();
    static qint64 rangeMs(Range range);

    ReplicationModel *m_model;
    QSortFilterProxyModel *m_sorted;
    RegionLagMatrixModel *m_matrixModel;
    QLabel *m_banner;
    QTableView *m_table;
    QTableView *m_matrix;
    QLabel *m_chartTitle;
    QButtonGroup *m_ranges;
    CoolingChart *m_chart;
    QTableWidget *m_regions;
    QTableWidget *m_transitions;
    QTimer *m_redraw;
    QTimer *m_archiveTimer;
    Range m_range = Range::SixHours;
    QString m_pairKey;
    ReplicationHistory m_history;
    QList<QPointF> m_live; // (ms, lag ms) of the charted pair since the history
    ArchiveSummary m_archive;
    bool m_dirty = false;
};

} // namespace rackops
