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

    // The row of each rack in `upserts` (each rack there once), or null when the update
    // holds no current index. A snapshot's chunks are indexed as they are merged, on the
    // client's thread while the next chunk is on its way, so the model adopts the index
    // instead of hashing every rack on the GUI thread.
    const QHash<QString, int> *rackRows() const { return m_indexed ? &m_position : nullptr; }

    // Folds a later update into this one so that applying the result equals
    // applying both in order.
    void mergeFrom(FleetUpdate &&later);

private:
    // Builds m_position if it is not current, dropping earlier copies of a repeated rack.
    void index();
    void dropTombstones();

    // Position of each rack in `upserts`, kept across merges so folding many
    // small updates stays linear.
    QHash<QString, int> m_position;
    bool m_indexed = false;
};

} // namespace rackops
