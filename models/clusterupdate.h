#pragma once

#include "clustersummary.h"

#include <QList>
#include <QMetaType>
#include <QStringList>

namespace rackops {

// A batch of cluster changes from WatchClusters, merged on the client's
// thread so the list model sees one batch per refresh.
struct ClusterUpdate {
    bool reset = false; // replace everything known with `upserts`
    QList<ClusterSummary> upserts; // each cluster once, the later copy kept
    QStringList removedClusterIds;
    qint64 revision = 0;
    qint64 serverTimeMs = 0;
    QString epoch;

    bool isEmpty() const { return !reset && upserts.isEmpty() && removedClusterIds.isEmpty(); }
    // Applying the result equals applying this, then `later`.
    void mergeFrom(ClusterUpdate &&later);
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ClusterUpdate)
