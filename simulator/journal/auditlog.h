#pragma once

#include "rackops/v1/operations.pb.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace rackops::sim {

// The audit log: append-only, in SQLite (a trigger refuses UPDATE and
// DELETE), so it survives restarts and nobody rewrites history.
class AuditLog {
public:
    explicit AuditLog(const QString &databasePath);

    bool open(QString *error);
    // Stamps id and time (if unset) and stores the entry.
    bool append(rackops::v1::AuditEntry entry, QString *error = nullptr);
    // An entry's details said both ways: `details` in English (as ever, and
    // for foreign clients), `details_text` the phrase the console translates.
    // Entries are stored whole (a protobuf blob), so older ones simply lack it.
    static void describe(rackops::v1::AuditEntry &entry, rackops::v1::LocalizedText details);
    // What was asked, then why it was refused ("Reflash firmware: the rack changed ...").
    static rackops::v1::LocalizedText refused(const rackops::v1::LocalizedText &what,
                                              const rackops::v1::LocalizedText &why);
    // Newest first; `afterId` pages backwards (exclusive); 0 = from newest.
    std::vector<rackops::v1::AuditEntry> query(const rackops::v1::QueryAuditLogRequest &request, std::int64_t beforeId,
                                               int limit) const;

private:
    QString m_path;
};

} // namespace rackops::sim
