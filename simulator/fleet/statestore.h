#pragma once

#include "simstate.pb.h"

#include <QString>

#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

class QSqlDatabase;

namespace rackops::sim {

class FleetSimulation;
class SqliteConnection;

// The simulator's persistent state in SQLite (<state-dir>/rackops-sim.sqlite):
// every rack as a serialized SimRack, plus the fleet epoch, revision and clock.
// Saves are incremental (racks changed since the last save). Each save also
// records the rack count; open() and load() refuse a damaged database (SQLite's
// integrity check, schema version, that count) rather than serve part of a fleet.
class StateStore {
public:
    struct Loaded {
        std::vector<SimRack> racks;
        std::string epoch;
        std::int64_t revision = 0;
        std::int64_t simNowMs = 0;
        bool cleanShutdown = false;
        SimOperationsState operations;
    };

    explicit StateStore(const QString &directory);

    QString databasePath() const;
    bool open(QString *error);
    // Nothing stored yet -> a Loaded with no racks.
    std::optional<Loaded> load(QString *error);
    // `clean` marks a complete save at shutdown: history stays resumable.
    bool save(const FleetSimulation &fleet, bool clean, QString *error);
    // What a mutation must not lose, cheaply: racks whose state changed since
    // the last full save, the operations and the counters. Progress is left
    // to the next full save (which still covers these racks).
    bool saveDecisions(const FleetSimulation &fleet, QString *error);
    bool markRunning(QString *error);

private:
    bool write(const FleetSimulation &fleet, bool stateOnly, bool clean, QString *error);
    // An existing database before anything writes to it: SQLite's integrity
    // check, the schema version and the tables; false with what to do.
    bool check(QSqlDatabase &db, QString *error);
    static bool writeMeta(SqliteConnection &db, const QString &key, const QString &value, QString *error);

    QString m_directory;
    std::int64_t m_savedRevision = 0;
    bool m_countsWritten = true; // the database's saves record rack_count (schema 1 on)
    std::mutex m_mutex;
};

} // namespace rackops::sim
