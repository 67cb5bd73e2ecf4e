#pragma once

#include "racksummary.h"

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
    // After racks were appended to `upserts` directly (a reader filling a snapshot in place):
    // the next merge finds their places afresh.
    void upsertsAppended() { m_indexed = false; }

private:
    // Builds m_position if it is not current, dropping earlier copies of a repeated rack.
    void index();
    void dropTombstones();

    // The place in `upserts` of the rack with this key (-1: none), the index grown to hold the key.
    int &positionOf(int key);

    // Each rack's place in `upserts`, by its key (RackKeys), kept across merges so folding many
    // small updates stays linear. Keys are dense and a snapshot's racks come in the order their keys
    // were made, so the places are read in order, where a hash by key missed the cache about once a
    // rack. Shared when copied (a queued signal copies the update), freed in one piece.
    QList<int> m_position;
    bool m_indexed = false;
};

} // namespace rackops
