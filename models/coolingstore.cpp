#include "coolingstore.h"

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

void CoolingStore::apply(const QList<CoolingSample> &samples)
{
    QStringList ids;
    ids.reserve(samples.size());
    bool leakTouched = false;
    for (const CoolingSample &sample : samples) {
        auto it = m_latest.find(sample.rackId);
        if (it != m_latest.end() && it->timeMs > sample.timeMs)
            continue;  // older than what we have (a late batch)
        const bool hadLeak = it != m_latest.end() && !it->leakDetectors.isEmpty();
        leakTouched = leakTouched || hadLeak || !sample.leakDetectors.isEmpty();
        m_latest.insert(sample.rackId, sample);
        m_newestMs = std::max(m_newestMs, sample.timeMs);
        ids.append(sample.rackId);
    }
    if (leakTouched)
        recomputeLeaks();
    if (!ids.isEmpty())
        emit samplesApplied(ids);
}

void CoolingStore::recomputeLeaks()
{
    QList<Leak> critical;
    for (const CoolingSample &sample : std::as_const(m_latest)) {
        for (const LeakDetectorInfo &d : sample.leakDetectors) {
            if (d.state == LeakDetectorInfo::State::Critical)
                critical.append({sample.rackId, d, sample.timeMs});
        }
    }
    std::sort(critical.begin(), critical.end(), [](const Leak &a, const Leak &b) {
        return a.detector.sinceMs != b.detector.sinceMs ? a.detector.sinceMs > b.detector.sinceMs : a.rackId < b.rackId;
    });
    const auto key = [](const QList<Leak> &leaks) {
        QStringList k;
        for (const Leak &l : leaks)
            k << l.rackId + l.detector.id;
        return k;
    };
    if (key(critical) != key(m_critical)) {
        m_critical = critical;
        emit criticalLeaksChanged();
    } else {
        m_critical = critical;
    }
}

} // namespace rackops
