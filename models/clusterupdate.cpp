#include "clusterupdate.h"

#include <QSet>

namespace rackops {

void ClusterUpdate::mergeFrom(ClusterUpdate &&later)
{
    if (later.reset) {
        *this = std::move(later);
        return;
    }
    QSet<QString> touched;
    for (const ClusterSummary &cluster : std::as_const(later.upserts))
        touched.insert(cluster.clusterId);
    for (const QString &id : std::as_const(later.removedClusterIds))
        touched.insert(id);
    upserts.removeIf([&touched](const ClusterSummary &cluster) { return touched.contains(cluster.clusterId); });
    removedClusterIds.removeIf([&touched](const QString &id) { return touched.contains(id); });
    upserts.append(std::move(later.upserts));
    if (!reset)
        removedClusterIds.append(std::move(later.removedClusterIds));
    revision = later.revision;
    serverTimeMs = later.serverTimeMs;
    epoch = std::move(later.epoch);
}

} // namespace rackops
