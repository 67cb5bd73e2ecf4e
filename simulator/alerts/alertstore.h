#pragma once

#include "rackops/v1/alerts.pb.h"

#include <QString>

#include <vector>

namespace rackops::sim {

// Alerts and silences in SQLite under --state-dir, so acknowledgements,
// comments and silences (with their owners and expiries) survive a restart.
class AlertStore {
public:
    struct Loaded {
        std::vector<rackops::v1::Alert> alerts;
        std::vector<rackops::v1::AlertSilence> silences;
    };

    explicit AlertStore(const QString &databasePath);
    bool open(QString *error);
    Loaded load() const;
    // Writes (inserts or replaces) the given alerts and silences in one transaction.
    void save(const std::vector<const rackops::v1::Alert *> &alerts,
              const std::vector<const rackops::v1::AlertSilence *> &silences);

private:
    QString m_path;
};

} // namespace rackops::sim
