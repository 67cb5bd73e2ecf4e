#pragma once

#include "rackops/v1/operations.pb.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace rackops::sim {

// The audit log: append-only, in SQLite (a trigger refuses UPDATE and
// DELETE), so it survives restarts and nobody rewrites history.
class AuditLog
{
public:
    explicit AuditLog(const QString &databasePath);

    bool open(QString *error);
    // Stamps id and time (if unset) and stores the entry.
    bool append(rackops::v1::AuditEntry entry, QString *error = nullptr);
    // Newest first; `afterId` pages backwards (exclusive); 0 = from newest.
    std::vector<rackops::v1::AuditEntry> query(const rackops::v1::QueryAuditLogRequest &request,
                                               std::int64_t beforeId, int limit) const;

private:
    QString m_path;
};

} // namespace rackops::sim
