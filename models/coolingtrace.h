#pragma once

#include "coolinghistory.h"

#include <QList>
#include <QPointF>

namespace rackops {

// Everything known about one rack's cooling over time: the backend's
// downsampled history plus the live samples that arrived since, merged and
// decimated for a chart of a given width. x is ms since the epoch.
class CoolingTrace {
public:
    static constexpr qsizetype kMaxLiveSamples = 86'400; // 24 h at 1 Hz

    explicit CoolingTrace(QString rackId = {});

    QString rackId() const { return m_rackId; }
    void setHistory(const CoolingHistory &history);
    void append(const CoolingSample &sample);
    const CoolingHistory &history() const { return m_history; }
    qsizetype liveCount() const { return m_live.size(); }
    qint64 newestMs() const;
    const CoolingSample *newestSample() const { return m_live.isEmpty() ? nullptr : &m_live.last(); }

    // The reading between fromMs and toMs, reduced to what `columns` pixel
    // columns can show without losing a peak.
    QList<QPointF> points(CoolingReading reading, qint64 fromMs, qint64 toMs, int columns) const;
    // Moments a reading crossed into caution or critical (for markers).
    QList<QPointF> crossings(CoolingReading reading, qint64 fromMs, qint64 toMs) const;

private:
    QString m_rackId;
    CoolingHistory m_history;
    QList<CoolingSample> m_live; // ascending in time
};

} // namespace rackops
