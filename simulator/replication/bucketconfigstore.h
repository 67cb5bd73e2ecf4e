#pragma once

#include "rackops/v1/replication.pb.h"

#include <QString>

#include <vector>

namespace rackops::sim {

// The replication settings operators changed (SetBucketSlo), in SQLite next
// to the idempotency keys and the audit log, so an SLO set once survives a
// restart exactly as long as the answer to its retry does.
class BucketConfigStore {
public:
    explicit BucketConfigStore(const QString &databasePath);

    bool open(QString *error);
    std::vector<rackops::v1::BucketReplicationConfig> load() const;
    bool save(const rackops::v1::BucketReplicationConfig &config);

private:
    QString m_path;
};

} // namespace rackops::sim
