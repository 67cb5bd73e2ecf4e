#pragma once

#include "rackops/v1/handover.pb.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace rackops::sim {

// Handover notes and sign-offs, in SQLite under --state-dir, so every
// operator sees the same handover and a restart loses nothing.
class HandoverStore {
public:
    struct Acknowledgement {
        rackops::v1::Actor by;
        std::int64_t atMs = 0;
        std::string comment;
    };

    explicit HandoverStore(const QString &databasePath);
    bool open(QString *error);

    // Stamps the note's id; false with a message when it could not be stored.
    bool addNote(rackops::v1::HandoverNote *note, QString *error);
    std::vector<rackops::v1::HandoverNote> notes(const std::string &shiftId) const;
    bool acknowledge(const std::string &shiftId, const Acknowledgement &ack, QString *error);
    std::optional<Acknowledgement> acknowledgement(const std::string &shiftId) const;

private:
    QString m_path;
};

} // namespace rackops::sim
