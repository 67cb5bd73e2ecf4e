#pragma once

#include "simcluster.pb.h"

#include <QString>

#include <vector>

namespace rackops::sim {

// The clusters in SQLite next to the audit log and the idempotency keys, one
// blob per cluster. Written inside the mutation's transaction (the
// SqliteConnection joins it), so a release, quarantine or expansion is on
// disk with its answer; a restarted simulator takes the clusters up as they
// were instead of forming new ones from a fleet that has moved on.
class ClusterStore {
public:
    explicit ClusterStore(const QString &databasePath);

    bool open(QString *error);
    // Every stored cluster, by id; empty when none were stored yet.
    std::vector<SimCluster> load(QString *error) const;
    bool save(const SimCluster &cluster, QString *error = nullptr);
    bool saveAll(const std::vector<SimCluster> &clusters, QString *error);

private:
    QString m_path;
};

} // namespace rackops::sim
