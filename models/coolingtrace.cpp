#include "coolingtrace.h"

#include "decimator.h"

#include <cmath>
#include <limits>

namespace rackops {

CoolingTrace::CoolingTrace(QString rackId)
    : m_rackId(std::move(rackId))
{
}

void CoolingTrace::setHistory(const CoolingHistory &history)
{
    m_history = history;
}

void CoolingTrace::append(const CoolingSample &sample)
{
    if (!m_live.isEmpty() && sample.timeMs <= m_live.last().timeMs)
        return; // a repeat or an out-of-order sample adds nothing
    m_live.append(sample);
    if (m_live.size() > kMaxLiveSamples)
        m_live.remove(0, m_live.size() - kMaxLiveSamples);
}

qint64 CoolingTrace::newestMs() const
{
    if (!m_live.isEmpty())
        return m_live.last().timeMs;
    return m_history.bucketCount() > 0 ? m_history.bucketTimeMs(m_history.bucketCount()) : 0;
}

QList<QPointF> CoolingTrace::points(CoolingReading reading, qint64 fromMs, qint64 toMs, int columns) const
{
    const size_t r = size_t(reading);
    // History first (min and max of each bucket keep the envelope), up to the first live sample.
    const qint64 liveStart = m_live.isEmpty() ? std::numeric_limits<qint64>::max() : m_live.first().timeMs;
    QList<QPointF> raw;
    const QList<float> &mins = m_history.min[r];
    const QList<float> &maxs = m_history.max[r];
    for (qsizetype b = 0; b < m_history.bucketCount() && b < mins.size() && b < maxs.size(); ++b) {
        const qint64 t = m_history.bucketTimeMs(b);
        if (t < fromMs || t > toMs || t >= liveStart || m_history.sampleCounts.at(b) == 0)
            continue;
        const double half = double(m_history.bucketWidthMs) / 2.0;
        // Low then high, or high then low, alternating, so the line draws the whole band.
        const bool lowFirst = b % 2 == 0;
        raw.append(QPointF(double(t), lowFirst ? mins.at(b) : maxs.at(b)));
        raw.append(QPointF(double(t) + half, lowFirst ? maxs.at(b) : mins.at(b)));
    }
    for (const CoolingSample &s : m_live) {
        if (s.timeMs >= fromMs && s.timeMs <= toMs)
            raw.append(QPointF(double(s.timeMs), s.value(reading)));
    }
    return Decimator::minMax(raw, columns);
}

QList<QPointF> CoolingTrace::crossings(CoolingReading reading, qint64 fromMs, qint64 toMs) const
{
    const CoolingLimits &l = m_history.limits[size_t(reading)];
    const auto outside = [&l](float v) {
        return (l.cautionHigh && v > *l.cautionHigh) || (l.cautionLow && v < *l.cautionLow);
    };
    QList<QPointF> marks;
    bool previous = false;
    const QList<float> &maxs = m_history.max[size_t(reading)];
    const QList<float> &mins = m_history.min[size_t(reading)];
    for (qsizetype b = 0; b < m_history.bucketCount() && b < maxs.size(); ++b) {
        const qint64 t = m_history.bucketTimeMs(b);
        const bool now = outside(maxs.at(b)) || outside(mins.at(b));
        if (now && !previous && t >= fromMs && t <= toMs)
            marks.append(QPointF(double(t), outside(maxs.at(b)) ? maxs.at(b) : mins.at(b)));
        previous = now;
    }
    for (const CoolingSample &s : m_live) {
        const float v = s.value(reading);
        const bool now = !std::isnan(v) && outside(v);
        if (now && !previous && s.timeMs >= fromMs && s.timeMs <= toMs)
            marks.append(QPointF(double(s.timeMs), v));
        previous = now;
    }
    return marks;
}

} // namespace rackops
