#include "coolingstore.h"

#include "rackattention.h"

#include <QTimer>

#include <algorithm>

namespace rackops {

CoolingStore::CoolingStore(QObject *parent)
    : QObject(parent)
{
}

const CoolingSample *CoolingStore::latest(const QString &rackId) const
{
    const auto it = m_latest.constFind(rackId);
    return it == m_latest.cend() ? nullptr : &it.value();
}

qsizetype CoolingStore::pendingSamples() const
{
    qsizetype n = -m_nextInFront;
    for (const QList<CoolingSample> &batch : m_queue)
        n += batch.size();
    return n;
}

void CoolingStore::apply(const QList<CoolingSample> &samples)
{
    if (samples.isEmpty())
        return;
    m_queue.append(samples);
    // The first slice at once, so a small batch is in before apply() returns.
    if (!m_sliceScheduled)
        takeSlice();
}

void CoolingStore::takeSlice()
{
    m_sliceScheduled = false;
    QStringList ids;
    ids.reserve(kSliceSamples);
    bool leaksChanged = false;
    while (!m_queue.isEmpty() && ids.size() < kSliceSamples) {
        const QList<CoolingSample> &batch = m_queue.constFirst();
        const qsizetype end = std::min(batch.size(), m_nextInFront + kSliceSamples - ids.size());
        for (qsizetype i = m_nextInFront; i < end; ++i) {
            const CoolingSample &sample = batch.at(i);
            auto it = m_latest.find(sample.rackId);
            if (it != m_latest.end() && it->timeMs > sample.timeMs)
                continue; // older than what we have (a late batch)
            if (it == m_latest.end())
                m_latest.insert(sample.rackId, sample);
            else
                *it = sample;
            leaksChanged = noteLeaks(sample) || leaksChanged;
            if (RackAttention::isWet(&sample))
                m_wet.insert(sample.rackId);
            else
                m_wet.remove(sample.rackId);
            m_newestMs = std::max(m_newestMs, sample.timeMs);
            ids.append(sample.rackId);
        }
        m_nextInFront = end;
        if (end == batch.size()) {
            m_queue.removeFirst();
            m_nextInFront = 0;
        }
    }
    if (!m_queue.isEmpty()) {
        m_sliceScheduled = true;
        QTimer::singleShot(0, this, &CoolingStore::takeSlice);
    }
    if (leaksChanged)
        publishLeaks();
    if (!ids.isEmpty())
        Q_EMIT samplesApplied(ids);
}

// Keeps the rack's critical detectors; true when the banner's list must be rebuilt.
bool CoolingStore::noteLeaks(const CoolingSample &sample)
{
    QList<Leak> critical;
    for (const LeakDetectorInfo &d : sample.leakDetectors) {
        if (d.state == LeakDetectorInfo::State::Critical)
            critical.append({sample.rackId, d, sample.timeMs});
    }
    auto it = m_criticalByRack.find(sample.rackId);
    if (critical.isEmpty()) {
        if (it == m_criticalByRack.end())
            return false; // dry, as before: the common case
        m_criticalByRack.erase(it);
        return true;
    }
    if (it == m_criticalByRack.end())
        m_criticalByRack.insert(sample.rackId, critical);
    else
        *it = critical; // a newer sample time, perhaps another detector: the list is rebuilt
    return true;
}

void CoolingStore::publishLeaks()
{
    QList<Leak> critical;
    for (const QList<Leak> &leaks : std::as_const(m_criticalByRack))
        critical.append(leaks);
    std::sort(critical.begin(), critical.end(), [](const Leak &a, const Leak &b) {
        return a.detector.sinceMs != b.detector.sinceMs ? a.detector.sinceMs > b.detector.sinceMs : a.rackId < b.rackId;
    });
    const auto key = [](const QList<Leak> &leaks) {
        QStringList k;
        for (const Leak &l : leaks)
            k << l.rackId + l.detector.id;
        return k;
    };
    const bool changed = key(critical) != key(m_critical);
    m_critical = critical;
    if (changed)
        Q_EMIT criticalLeaksChanged();
}

} // namespace rackops
