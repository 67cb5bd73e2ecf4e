#pragma once

#include "coolinghistory.h"
#include "coolingtrace.h"

#include <QHash>
#include <QWidget>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QTimer;

namespace rackops {

class AlertsModel;
class CoolingChart;
class CoolingStore;
class CoolingStaleBanner;

// The CDU loop of a rack over time: temperatures, delta-T, flow, pressures,
// valve and pump, power and heat, each with its limits; live (15 min) or
// the last hour, 6 h or 24 h; up to three more racks to compare. History
// comes from the backend already downsampled; live samples are appended;
// charts redraw from a dirty flag at most twice a second, not while hidden.
class CoolingView : public QWidget {
    Q_OBJECT
public:
    enum class Range { Live15Min, Hour, SixHours, Day };
    static constexpr int kMaxCompared = 3;

    explicit CoolingView(QWidget *parent = nullptr);

    QString rackId() const { return m_rackId; }
    QStringList racks() const; // the rack and the ones compared with it
    Range range() const { return m_range; }
    static qint64 rangeMs(Range range);
    QList<CoolingChart *> charts() const { return m_charts; }
    const CoolingTrace *trace(const QString &rackId) const;
    QString leakText() const;
    // Where the view learns which of its racks' cooling data is stale (Redfish CDUs not answering).
    void setAlerts(const rackops::AlertsModel *alerts);
    // Where the leak line reads the rack's detectors: the store the board, the dock, the thermal
    // map and the leak banner read, so all of them say the same at the same moment (RackLeak).
    void setCoolingStore(const rackops::CoolingStore *store);
    CoolingStaleBanner *staleBanner() const { return m_stale; }

public Q_SLOTS:
    void setRack(const QString &rackId);
    void setCompared(const QStringList &rackIds);
    void setRange(rackops::CoolingView::Range range);
    void setHistory(const rackops::CoolingHistory &history);
    void appendSamples(const QList<rackops::CoolingSample> &samples);
    // Times (backend clock) at which operators acted on the rack, for markers.
    void setActions(const QString &rackId, const QList<qint64> &timesMs);
    void redrawNow();
    // Asks again for the history of the racks on the charts (F5).
    void reload();

Q_SIGNALS:
    void historyWanted(const QString &rackId, qint64 fromMs, qint64 toMs, int maxPoints);
    void liveRacksChanged(const QStringList &rackIds);
    void rackRequested(const QString &rackId);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void requestHistory();
    void markDirty();
    void redraw();
    void updateHeader();
    qint64 nowMs() const;

    QString m_rackId;
    QStringList m_compared;
    Range m_range = Range::Hour;
    QHash<QString, CoolingTrace> m_traces;
    QList<CoolingChart *> m_charts;
    QLabel *m_title;
    QLabel *m_current;
    QLabel *m_leaks;
    const CoolingStore *m_store = nullptr;
    CoolingStaleBanner *m_stale;
    QLineEdit *m_compare;
    QButtonGroup *m_ranges;
    QTimer *m_redraw;
    bool m_dirty = false;
    QHash<QString, QList<qint64>> m_actions;
    qint64 m_zoomFrom = 0;
    qint64 m_zoomTo = 0;
};

} // namespace rackops
