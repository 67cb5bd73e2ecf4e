#pragma once

#include "racksummary.h"

#include <QHash>
#include <QList>
#include <QStringList>

namespace rackops {

// A batch of fleet changes, as delivered by the client to the GUI thread.
// Several stream messages are merged into one update so that the models see
// one batch per refresh, never one event per message.
struct FleetUpdate {
    bool reset = false; // replace everything known with `upserts`
    // No rack is both upserted and removed. Where racks repeat (a snapshot's chunks are
    // appended as they come; a faulty backend), the later copy counts: merging and
    // FleetModel both keep it.
    QList<RackSummary> upserts;
    QStringList removedRackIds;
    qint64 revision = 0; // fleet revision after applying this update
    qint64 serverTimeMs = 0; // server clock when the newest message was sent
    QString fleetEpoch;

    bool isEmpty() const { return !reset && upserts.isEmpty() && removedRackIds.isEmpty(); }

    // Folds a later update into this one so that applying the result equals
    // applying both in order.
    void mergeFrom(FleetUpdate &&later);

private:
    // Builds m_position if it is not current, dropping earlier copies of a repeated rack.
    void index();
    void dropTombstones();

    // Position of each rack in `upserts` by its key (RackKeys), kept across merges so folding many
    // small updates stays linear. Keyed by the integer, the index costs nothing to free on the GUI
    // thread, where a merged update ends: freeing one keyed by id strings was 2.8 % of its work.
    QHash<int, int> m_position;
    bool m_indexed = false;
};

} // namespace rackops
