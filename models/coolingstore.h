#pragma once

#include "coolingsample.h"
#include "pagedarray.h"
#include "slicescheduler.h"

#include <QHash>
#include <QObject>
#include <QSet>

#include <vector>

namespace rackops {

// The newest cooling sample of every rack, and the racks with a leak.
// Fed in batches from the telemetry stream; the fleet board's cooling
// columns and the leak banner read from it.
//
// A batch is taken in pieces of kSliceSamples, as many per turn of the event
// loop as the turn's budget allows (SliceScheduler, shared with the fleet):
// at 50,000 racks a whole batch, with the board's reaction to it, held the
// GUI thread for hundreds of milliseconds. A store that falls behind
// (a busy or loaded machine: 100,000 racks at 1 Hz need 400 pieces a second)
// keeps only each rack's newest sample of what waits, so the wait and the
// memory stay bounded by the fleet, not by how long it fell behind.
class CoolingStore : public QObject, private SliceScheduler::Client {
    Q_OBJECT
public:
    struct Leak {
        QString rackId;
        LeakDetectorInfo detector;
        qint64 sampleTimeMs = 0;
    };

    // Each piece is announced on its own (samplesApplied), so the budget counts the board's
    // reaction too: near a millisecond at 100,000 racks.
    static constexpr qsizetype kSliceSamples = 256;
    // Waiting samples beyond which the older samples of a rack are dropped, at the least.
    static constexpr qsizetype kCollapseFloor = 4000;
    // Waiting samples looked at per piece of a collapse: a copy each, no reading taken in.
    static constexpr qsizetype kCollapseSliceSamples = 2048;
    // A collapse under way is finished at once when this many times its threshold wait
    // (turns of the event loop that do not come: memory stays bounded).
    static constexpr qsizetype kCollapseNowFactor = 4;

    explicit CoolingStore(QObject *parent = nullptr);
    ~CoolingStore() override;

    const CoolingSample *latest(const QString &rackId) const;
    // By the rack's key (RackKeys): an array index, no hashing.
    const CoolingSample *latest(int rackKey) const;
    // Whether the rack's newest sample has a wet detector (RackAttention::isWet).
    bool isWet(const QString &rackId) const;
    bool isWet(int rackKey) const { return rackKey >= 0 && size_t(rackKey) < m_wet.size() && m_wet[size_t(rackKey)]; }
    // Detectors at Critical now, most recent first.
    QList<Leak> criticalLeaks() const { return m_critical; }
    qint64 newestSampleMs() const { return m_newestMs; }
    // Samples received and not yet taken in (the rest of a large batch).
    qsizetype pendingSamples() const;
    // Whether waiting samples are being reduced to each rack's newest, piece by piece.
    bool isCollapsing() const { return m_collapseBatches > 0; }

public Q_SLOTS:
    void apply(const QList<rackops::CoolingSample> &samples);

Q_SIGNALS:
    // Once per piece, with the keys (RackKeys) of the racks whose newest sample it changed.
    void samplesApplied(const QList<int> &rackKeys);
    void criticalLeaksChanged();

private:
    bool takeSlices(const QDeadlineTimer &deadline) override;
    void takeSlice();
    // Reduces up to `samples` of the batches a collapse covers; the last piece puts the rest first in the queue.
    void collapseSlice(qsizetype samples);
    // Frees what the front batch's samples hold from m_nextInFront to `end`, and moves past them.
    void releaseTaken(qsizetype end);
    bool noteLeaks(const CoolingSample &sample);
    void publishLeaks();

    // Indexed by rack key; a sample with an empty rack id is a rack not heard from.
    PagedArray<CoolingSample> m_latest;
    // Only racks with a critical detector: the leak banner's list is built from
    // these few, never from the whole fleet.
    QHash<QString, QList<Leak>> m_criticalByRack;
    std::vector<char> m_hasCritical; // by rack key: has an entry in m_criticalByRack
    std::vector<char> m_wet; // by rack key
    QList<Leak> m_critical;
    qint64 m_newestMs = 0;
    QList<QList<CoolingSample>> m_queue;
    qsizetype m_nextInFront = 0; // the next sample of m_queue.first()
    qsizetype m_collapseAbove = kCollapseFloor; // twice what the last collapse left: amortised O(1)
    // A collapse under way covers the first m_collapseBatches of m_queue (what waited when it
    // began); it gathers each rack's newest sample in m_collapsed, at m_collapsedSlot[key].
    qsizetype m_collapseBatches = 0;
    QList<CoolingSample> m_collapsed;
    std::vector<qsizetype> m_collapsedSlot;
};

} // namespace rackops
