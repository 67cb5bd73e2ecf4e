#include "dashedpolyline.h"

#include <algorithm>
#include <cmath>

namespace rackops {

namespace {
// The part [t0, t1] (0..1 along a-b) of the segment a-b inside `clip` (Liang-Barsky); false when
// none is.
bool clipSegmentToRect(const QPointF &a, const QPointF &b, const QRectF &clip, double &t0, double &t1)
{
    t0 = 0;
    t1 = 1;
    const double dx = b.x() - a.x();
    const double dy = b.y() - a.y();
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {a.x() - clip.left(), clip.right() - a.x(), a.y() - clip.top(), clip.bottom() - a.y()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return false; // parallel to this edge and outside it
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return false;
    }
    return true;
}
} // namespace

DashedPolyline::DashedPolyline(const QList<double> &pattern, double offset)
{
    const bool valid = !pattern.isEmpty() && std::all_of(pattern.cbegin(), pattern.cend(), [](double length) {
        return std::isfinite(length) && length >= 0;
    });
    if (!valid)
        return;
    m_pattern = pattern;
    if (m_pattern.size() % 2 == 1)
        m_pattern.append(pattern);
    for (double length : std::as_const(m_pattern))
        m_period += length;
    if (!std::isfinite(m_period) || m_period <= 0) {
        m_period = 0;
        m_pattern.clear();
        return;
    }
    m_offset = std::isfinite(offset) ? std::fmod(offset, m_period) : 0;
    if (m_offset < 0)
        m_offset += m_period;
}

DashedPolyline::Phase DashedPolyline::start() const
{
    if (isSolid())
        return {};
    Phase phase {0, m_pattern.first()};
    advance(phase, m_offset);
    return phase;
}

void DashedPolyline::advance(Phase &phase, double distance) const
{
    if (distance < phase.left) {
        phase.left -= distance;
        return;
    }
    // Whole periods at once: a line far outside the clip costs no more than one inside it.
    distance = std::fmod(distance - phase.left, m_period);
    phase.index = (phase.index + 1) % m_pattern.size();
    phase.left = m_pattern.at(phase.index);
    while (distance >= phase.left) {
        distance -= phase.left;
        phase.index = (phase.index + 1) % m_pattern.size();
        phase.left = m_pattern.at(phase.index);
    }
    phase.left -= distance;
}

void DashedPolyline::walk(Phase &phase, const QPointF &a, const QPointF &direction, double from, double to,
                          QList<QLineF> &pieces) const
{
    double at = from;
    while (at < to) {
        // The last step lands on `to` exactly, so rounding never leaves a sliver to walk again.
        const bool endsHere = phase.left >= to - at;
        const double next = endsHere ? to : at + phase.left;
        if (phase.index % 2 == 0 && next > at)
            pieces.append(QLineF(a + direction * at, a + direction * next));
        phase.left -= next - at;
        at = next;
        if (phase.left <= 0 || !endsHere) {
            phase.index = (phase.index + 1) % m_pattern.size();
            phase.left = m_pattern.at(phase.index);
        }
    }
}

void DashedPolyline::appendDashes(const QPointF *points, qsizetype count, QList<QLineF> &pieces) const
{
    const auto finite = [](const QPointF &p) { return std::isfinite(p.x()) && std::isfinite(p.y()); };
    Phase phase = start();
    for (qsizetype i = 1; i < count; ++i) {
        const QPointF &a = points[i - 1];
        const QPointF &b = points[i];
        if (!finite(a) || !finite(b)) {
            phase = start(); // a gap: the next run is a new line
            continue;
        }
        const double length = std::hypot(b.x() - a.x(), b.y() - a.y());
        if (length <= 0)
            continue; // a repeated point: neither a piece nor a step of the pattern
        if (isSolid()) {
            double t0 = 0;
            double t1 = 1;
            if (m_clip.isNull() || clipSegmentToRect(a, b, m_clip, t0, t1))
                pieces.append(QLineF(a, b));
            continue;
        }
        const QPointF direction = (b - a) / length;
        double t0 = 0;
        double t1 = 1;
        if (!m_clip.isNull() && !clipSegmentToRect(a, b, m_clip, t0, t1)) {
            advance(phase, length);
            continue;
        }
        const double from = t0 * length;
        const double to = t1 * length;
        if (from > 0)
            advance(phase, from);
        walk(phase, a, direction, from, to, pieces);
        if (to < length)
            advance(phase, length - to);
    }
}

QList<QLineF> DashedPolyline::dashes(const QList<QPointF> &points) const
{
    QList<QLineF> pieces;
    appendDashes(points.constData(), points.size(), pieces);
    return pieces;
}

} // namespace rackops
