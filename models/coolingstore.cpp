#include "coolingstore.h"

#include "rackattention.h"
#include "rackkeys.h"

#include <algorithm>

namespace rackops {

CoolingStore::CoolingStore(QObject *parent)
    : QObject(parent)
{
}

CoolingStore::~CoolingStore()
{
    SliceScheduler::forThisThread()->forget(this);
}

const CoolingSample *CoolingStore::latest(const QString &rackId) const
{
    return latest(RackKeys::find(rackId));
}

const CoolingSample *CoolingStore::latest(int rackKey) const
{
    if (rackKey < 0)
        return nullptr;
    const CoolingSample *sample = m_latest.find(size_t(rackKey));
    return sample && !sample->rackId.isEmpty() ? sample : nullptr;
}

bool CoolingStore::isWet(const QString &rackId) const
{
    return isWet(RackKeys::find(rackId));
}

qsizetype CoolingStore::pendingSamples() const
{
    qsizetype n = m_collapsed.size() - m_nextInFront;
    for (const QList<CoolingSample> &batch : m_queue)
        n += batch.size();
    return n;
}

void CoolingStore::apply(const QList<CoolingSample> &samples)
{
    if (samples.isEmpty())
        return;
    m_queue.append(samples);
    const qsizetype pending = pendingSamples();
    // One batch has each rack once: only a second one waiting gives a collapse anything to drop.
    // The first batch of a fleet (100,000 samples) was copied whole for nothing: 50 ms of work.
    if (!isCollapsing() && pending > m_collapseAbove && m_queue.size() > 1) {
        // Begins with the next turn, over what waits now; what comes later is taken in after it.
        m_collapseBatches = m_queue.size();
    } else if (isCollapsing() && pending > kCollapseNowFactor * m_collapseAbove) {
        // The turns to collapse in do not come: finish it now, over everything that waits.
        m_collapseBatches = m_queue.size();
        collapseSlice(pending);
    }
    SliceScheduler::forThisThread()->request(this);
}

bool CoolingStore::takeSlices(const QDeadlineTimer &deadline)
{
    do {
        if (isCollapsing())
            collapseSlice(kCollapseSliceSamples);
        else
            takeSlice();
    } while (!m_queue.isEmpty() && !deadline.hasExpired());
    return !m_queue.isEmpty();
}

void CoolingStore::takeSlice()
{
    QList<int> keys;
    keys.reserve(kSliceSamples);
    bool leaksChanged = false;
    // Every sample looked at counts, taken in or not: a batch older than what is in (all of it
    // skipped) was otherwise taken whole in one piece, 95 ms of the GUI thread at 100,000 racks.
    qsizetype looked = 0;
    while (!m_queue.isEmpty() && looked < kSliceSamples) {
        const QList<CoolingSample> &batch = m_queue.constFirst();
        const qsizetype end = std::min(batch.size(), m_nextInFront + kSliceSamples - looked);
        looked += end - m_nextInFront;
        for (qsizetype i = m_nextInFront; i < end; ++i) {
            const CoolingSample &sample = batch.at(i);
            if (sample.rackId.isEmpty())
                continue; // names no rack
            const int key = sample.rackKey >= 0 ? sample.rackKey : RackKeys::of(sample.rackId);
            if (size_t(key) >= m_wet.size()) {
                const size_t size = std::max(size_t(key) + 1, m_wet.size() * 2);
                m_wet.resize(size, char(0));
                m_hasCritical.resize(size, char(0));
            }
            CoolingSample &latest = m_latest.at(size_t(key));
            if (!latest.rackId.isEmpty() && latest.timeMs > sample.timeMs)
                continue; // older than what we have (a late batch)
            // Field by field: the rack's id is already there (same key), and writing it again
            // touched a string elsewhere in memory for every sample (100,000 a second at 100k).
            static_assert(sizeof(void *) != 8 || sizeof(CoolingSample) == 184,
                          "CoolingSample changed: take the new field here too");
            if (latest.rackId.isEmpty())
                latest.rackId = sample.rackId;
            latest.rackKey = key;
            latest.timeMs = sample.timeMs;
            latest.values = sample.values;
            latest.health = sample.health;
            latest.healthReason = sample.healthReason;
            latest.leakDetectors = sample.leakDetectors;
            latest.noReading = sample.noReading;
            latest.noReadingDetail = sample.noReadingDetail;
            leaksChanged = noteLeaks(latest) || leaksChanged;
            m_wet[size_t(key)] = RackAttention::isWet(&latest);
            m_newestMs = std::max(m_newestMs, sample.timeMs);
            keys.append(key);
        }
        releaseTaken(end);
        if (end == batch.size()) {
            m_queue.removeFirst();
            m_nextInFront = 0;
        }
    }
    if (leaksChanged)
        publishLeaks();
    if (!keys.isEmpty())
        Q_EMIT samplesApplied(keys);
}

// The front batch's samples up to `end` are taken in: their strings are freed now, piece by piece.
// Freed whole with the batch, a fleet's batch (100,000 samples) held the GUI thread for up to 38 ms
// at 50,000 racks. A batch still shared (with the signal that brought it) is left whole.
void CoolingStore::releaseTaken(qsizetype end)
{
    QList<CoolingSample> &batch = m_queue.first();
    if (batch.isDetached()) {
        CoolingSample *data = batch.data();
        for (qsizetype i = m_nextInFront; i < end; ++i) {
            CoolingSample &sample = data[i];
            sample.rackId = QString();
            sample.healthReason = QString();
            sample.leakDetectors = {};
            sample.noReading = QString();
            sample.noReadingDetail = QString();
        }
    }
    m_nextInFront = end;
}

// Only the newest sample of each rack is taken in: what waits becomes one batch of those. The
// samples are copied, not moved: the newest batch is still shared with the signal that brought
// it, and moving out of it would copy all of it first (25 ms for 50,000 samples).
void CoolingStore::collapseSlice(qsizetype samples)
{
    // Room for every rack at the start: grown as it fills, the list copied all it held each time,
    // 28 ms of one piece at 100,000 racks. Reserved is not yet touched: the pages come as it fills.
    if (m_collapsed.isEmpty() && isCollapsing())
        m_collapsed.reserve(pendingSamples());
    while (isCollapsing() && samples > 0) {
        const QList<CoolingSample> &batch = m_queue.constFirst();
        const qsizetype end = std::min(batch.size(), m_nextInFront + samples);
        for (qsizetype i = m_nextInFront; i < end; ++i) {
            const CoolingSample &sample = batch.at(i);
            if (sample.rackId.isEmpty())
                continue;
            const int key = sample.rackKey >= 0 ? sample.rackKey : RackKeys::of(sample.rackId);
            if (size_t(key) >= m_collapsedSlot.size())
                m_collapsedSlot.resize(std::max(size_t(key) + 1, 2 * m_collapsedSlot.size()), -1);
            qsizetype &slot = m_collapsedSlot[size_t(key)];
            if (slot < 0) {
                slot = m_collapsed.size();
                m_collapsed.append(sample);
            } else if (m_collapsed.at(slot).timeMs <= sample.timeMs) {
                m_collapsed[slot] = sample;
            } else {
                continue; // a late batch's older sample
            }
            m_collapsed[slot].rackKey = key;
        }
        samples -= end - m_nextInFront;
        releaseTaken(end);
        if (end < batch.size())
            continue;
        m_queue.removeFirst();
        m_nextInFront = 0;
        if (--m_collapseBatches > 0)
            continue;
        // Done: the newest samples wait first, before what came while the collapse went on.
        m_collapseAbove = std::max(kCollapseFloor, 2 * m_collapsed.size());
        m_queue.prepend(std::move(m_collapsed));
        m_collapsed = {};
        m_collapsedSlot = {};
    }
}

// Keeps the rack's critical detectors; true when the banner's list must be rebuilt.
namespace {
// What the leak banner says of a detector; the sample's time is not part of it.
bool sameLeak(const CoolingStore::Leak &a, const CoolingStore::Leak &b)
{
    return a.detector.id == b.detector.id && a.detector.state == b.detector.state
        && a.detector.sinceMs == b.detector.sinceMs && a.detector.location == b.detector.location
        && a.detector.reaction == b.detector.reaction
        && a.detector.reactionDelaySeconds == b.detector.reactionDelaySeconds;
}
} // namespace

bool CoolingStore::noteLeaks(const CoolingSample &sample)
{
    QList<Leak> critical;
    for (const LeakDetectorInfo &d : sample.leakDetectors) {
        if (d.state == LeakDetectorInfo::State::Critical)
            critical.append({sample.rackId, d, sample.timeMs});
    }
    char &listed = m_hasCritical[size_t(sample.rackKey)];
    if (critical.isEmpty()) {
        if (!listed)
            return false; // dry, as before: the common case, without a look-up
        m_criticalByRack.remove(sample.rackId);
        listed = 0;
        return true;
    }
    // Still leaking as before, a newer sample: its time is noted where it is listed, and nothing is
    // rebuilt (a wet rack reports every second; rebuilding the list for each was 7 % of the GUI
    // thread at 100k racks).
    if (listed) {
        QList<Leak> &before = m_criticalByRack[sample.rackId];
        if (std::equal(before.cbegin(), before.cend(), critical.cbegin(), critical.cend(), sameLeak)) {
            for (Leak &leak : before)
                leak.sampleTimeMs = sample.timeMs;
            for (Leak &leak : m_critical) {
                if (leak.rackId == sample.rackId)
                    leak.sampleTimeMs = sample.timeMs;
            }
            return false;
        }
    }
    // New, perhaps another detector or another time it began: the list is rebuilt.
    m_criticalByRack.insert(sample.rackId, critical);
    listed = 1;
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
