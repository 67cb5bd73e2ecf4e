#include "fleet/statestore.h"

#include "core/firmwarecatalogue.h"
#include "core/rackparts.h"
#include "fleet/fleetsimulation.h"
#include "journal/sqliteconnection.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace rackops::sim {

namespace {
// 1: meta holds rack_count, the racks each commit left, checked on load.
constexpr int kSchemaVersion = 1;

QString describe(const QSqlError &error, const QString &path)
{
    return SqliteConnection::describe(error, path);
}

// What a person can do about a damaged database, after what is wrong with it.
QString damaged(const QString &path, const QString &what)
{
    return QStringLiteral("the state database %1 is damaged: %2. Nothing was loaded, so no partial fleet is "
                          "served. Restore it from a backup (with rackops-sim stopped, copy the backup over it and "
                          "remove %1-wal and %1-shm), or move it aside together with its -wal and -shm files to "
                          "start a fresh fleet.")
        .arg(path, what);
}
} // namespace

StateStore::StateStore(const QString &directory)
    : m_directory(directory)
{
}

QString StateStore::databasePath() const
{
    return QDir(m_directory).filePath(QStringLiteral("rackops-sim.sqlite"));
}

bool StateStore::open(QString *error)
{
    std::lock_guard lock(m_mutex);
    const QString path = databasePath();
    // A database that is there is checked before anything writes to it; a 0-byte one is not "no state".
    const QFileInfo info(path);
    const bool existed = info.exists();
    if (existed && info.size() == 0) {
        *error = damaged(path, QStringLiteral("the file is empty (0 bytes), but a state database is never empty"));
        return false;
    }
    if (!SqliteConnection::createPrivate(path, error))
        return false;
    SqliteConnection connection(path);
    QSqlDatabase db = connection.db();
    if (!db.isOpen()) {
        *error = existed ? damaged(path, describe(db.lastError(), path))
                         : QStringLiteral("cannot open %1: %2").arg(path, describe(db.lastError(), path));
        return false;
    }
    if (existed && !check(db, error))
        return false;
    QSqlQuery query(db);
    for (const char *statement : {
             "PRAGMA journal_mode=WAL", // with synchronous=FULL: a commit survives a crash
             "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
             "CREATE TABLE IF NOT EXISTS racks (rack_id TEXT PRIMARY KEY, revision INTEGER NOT NULL, "
             "state BLOB NOT NULL)",
             "CREATE TABLE IF NOT EXISTS blobs (key TEXT PRIMARY KEY, value BLOB NOT NULL)",
             "PRAGMA user_version = 1",
         }) {
        if (!query.exec(QString::fromLatin1(statement))) {
            *error = QStringLiteral("cannot prepare %1: %2").arg(path, describe(query.lastError(), path));
            return false;
        }
    }
    static_assert(kSchemaVersion == 1, "the PRAGMA above writes the schema version");
    return true;
}

bool StateStore::check(QSqlDatabase &db, QString *error)
{
    const QString path = databasePath();
    QSqlQuery query(db);
    // SQLite's own check of every page and index: garbage in the file shows here.
    const auto unfinished = [&] {
        *error = damaged(
            path,
            QStringLiteral("SQLite's integrity check could not finish (%1)").arg(describe(query.lastError(), path)));
        return false;
    };
    if (!query.exec(QStringLiteral("PRAGMA integrity_check(10)")))
        return unfinished();
    QStringList problems;
    while (query.next())
        problems.append(query.value(0).toString());
    if (query.lastError().isValid())
        return unfinished();
    if (problems != QStringList {QStringLiteral("ok")}) {
        *error =
            damaged(path,
                    QStringLiteral("SQLite's integrity check found: %1")
                        .arg(problems.isEmpty() ? QStringLiteral("no answer") : problems.join(QStringLiteral("; "))));
        return false;
    }
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        *error = damaged(path, describe(query.lastError(), path));
        return false;
    }
    const int version = query.value(0).toInt();
    m_countsWritten = version >= 1; // before 1, saves wrote no rack_count
    if (version > kSchemaVersion) {
        *error = QStringLiteral("the state database %1 was written by a newer rackops-sim (schema %2; this one reads "
                                "up to %3). Start that version on it, or give this one another --state-dir.")
                     .arg(path)
                     .arg(version)
                     .arg(kSchemaVersion);
        return false;
    }
    if (version >= 1) {
        if (!query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN "
                                       "('meta', 'racks', 'blobs')"))
            || !query.next() || query.value(0).toInt() != 3) {
            *error = damaged(path, QStringLiteral("its tables meta, racks and blobs are not all there"));
            return false;
        }
    }
    return true;
}

std::optional<StateStore::Loaded> StateStore::load(QString *error)
{
    std::lock_guard lock(m_mutex);
    SqliteConnection connection(databasePath());
    QSqlDatabase db = connection.db();
    Loaded loaded;
    const QString path = databasePath();
    QSqlQuery meta(db);
    if (!meta.exec(QStringLiteral("SELECT key, value FROM meta"))) {
        *error = damaged(path, describe(meta.lastError(), path));
        return std::nullopt;
    }
    std::optional<qint64> rackCount;
    while (meta.next()) {
        const QString key = meta.value(0).toString();
        const QString value = meta.value(1).toString();
        if (key == QLatin1String("epoch"))
            loaded.epoch = value.toStdString();
        else if (key == QLatin1String("revision"))
            loaded.revision = value.toLongLong();
        else if (key == QLatin1String("sim_now_ms"))
            loaded.simNowMs = value.toLongLong();
        else if (key == QLatin1String("clean_shutdown"))
            loaded.cleanShutdown = value == QLatin1String("1");
        else if (key == QLatin1String("rack_count"))
            rackCount = value.toLongLong();
    }
    if (meta.lastError().isValid()) {
        *error = damaged(path, describe(meta.lastError(), path));
        return std::nullopt;
    }
    QSqlQuery racks(db);
    racks.setForwardOnly(true);
    if (!racks.exec(QStringLiteral("SELECT rack_id, state FROM racks"))) {
        *error = damaged(path, describe(racks.lastError(), path));
        return std::nullopt;
    }
    while (racks.next()) {
        SimRack rack;
        const QByteArray blob = racks.value(1).toByteArray();
        if (!rack.ParseFromArray(blob.constData(), int(blob.size()))
            || rack.detail().summary().rack_id() != racks.value(0).toString().toStdString()) {
            *error = damaged(
                path, QStringLiteral("the stored state of rack %1 cannot be read").arg(racks.value(0).toString()));
            return std::nullopt;
        }
        // What an earlier version stored in parts (firmware lists, ids, "OK", serial
        // numbers as text) takes today's compact form; a fresh fleet never needs it.
        FirmwareCatalogue::compact(rack);
        RackParts::compact(rack);
        loaded.racks.push_back(std::move(rack));
    }
    // A read that stops early on a bad page is an error, not the end of the racks.
    if (racks.lastError().isValid()) {
        *error = damaged(path,
                         QStringLiteral("reading the racks stopped after %1: %2")
                             .arg(loaded.racks.size())
                             .arg(describe(racks.lastError(), path)));
        return std::nullopt;
    }
    if (rackCount && *rackCount != qint64(loaded.racks.size())) {
        *error = damaged(
            path,
            QStringLiteral("its last save held %1 racks, but %2 are there").arg(*rackCount).arg(loaded.racks.size()));
        return std::nullopt;
    }
    if (!loaded.racks.empty() && m_countsWritten && (loaded.epoch.empty() || !rackCount)) {
        *error = damaged(path,
                         QStringLiteral("it holds %1 racks but not the fleet's epoch and rack count that every "
                                        "save writes")
                             .arg(loaded.racks.size()));
        return std::nullopt;
    }
    QSqlQuery blobs(db);
    if (!blobs.exec(QStringLiteral("SELECT value FROM blobs WHERE key = 'operations'"))) {
        *error = damaged(path, describe(blobs.lastError(), path));
        return std::nullopt;
    }
    if (blobs.next()) {
        const QByteArray blob = blobs.value(0).toByteArray();
        if (!loaded.operations.ParseFromArray(blob.constData(), int(blob.size()))) {
            *error = damaged(path, QStringLiteral("the stored operations cannot be read"));
            return std::nullopt;
        }
    } else if (blobs.lastError().isValid()) {
        *error = damaged(path, describe(blobs.lastError(), path));
        return std::nullopt;
    }
    m_savedRevision = loaded.revision;
    return loaded;
}

bool StateStore::writeMeta(SqliteConnection &connection, const QString &key, const QString &value, QString *error)
{
    QSqlQuery query(connection.db());
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"));
    query.addBindValue(key);
    query.addBindValue(value);
    if (!query.exec()) {
        *error = describe(query.lastError(), connection.db().databaseName());
        return false;
    }
    return true;
}

bool StateStore::markRunning(QString *error)
{
    std::lock_guard lock(m_mutex);
    SqliteConnection connection(databasePath());
    return writeMeta(connection, QStringLiteral("clean_shutdown"), QStringLiteral("0"), error);
}

bool StateStore::save(const FleetSimulation &fleet, bool clean, QString *error)
{
    return write(fleet, false, clean, error);
}

bool StateStore::saveDecisions(const FleetSimulation &fleet, QString *error)
{
    return write(fleet, true, false, error);
}

bool StateStore::write(const FleetSimulation &fleet, bool stateOnly, bool clean, QString *error)
{
    std::lock_guard lock(m_mutex);
    SqliteConnection connection(databasePath());
    QSqlDatabase db = connection.db();
    const QString path = databasePath();
    if (!connection.begin()) {
        *error = describe(db.lastError(), path);
        return false;
    }
    QSqlQuery query(db);
    // A failed prepare (a full disk, say) is reported as itself, not as the exec's "parameter count mismatch".
    bool ok = query.prepare(QStringLiteral("INSERT OR REPLACE INTO racks (rack_id, revision, state) VALUES (?, ?, ?)"));
    std::int64_t newest = m_savedRevision;
    // Read the revision before the racks: anything stamped later is saved next time.
    const std::int64_t revision = fleet.revision();
    fleet.visitChangedSince(
        m_savedRevision,
        [&](const SimRack &rack) {
            if (!ok)
                return;
            std::string blob;
            rack.SerializeToString(&blob);
            query.bindValue(0, QString::fromStdString(rack.detail().summary().rack_id()));
            query.bindValue(1, qint64(rack.detail().summary().revision()));
            query.bindValue(2, QByteArray(blob.data(), qsizetype(blob.size())));
            ok = query.exec();
            newest = std::max(newest, rack.detail().summary().revision());
        },
        stateOnly);
    QSqlError failure = query.lastError();
    if (ok) {
        QSqlQuery blob(db);
        ok = blob.prepare(QStringLiteral("INSERT OR REPLACE INTO blobs (key, value) VALUES ('operations', ?)"));
        if (ok) {
            blob.addBindValue(QByteArray::fromStdString(fleet.operations().save().SerializeAsString()));
            ok = blob.exec();
        }
        failure = blob.lastError();
    }
    // The racks this commit leaves, so a load can tell a whole fleet from what is left of one.
    QString rackCount;
    if (ok) {
        QSqlQuery count(db);
        ok = count.exec(QStringLiteral("SELECT count(*) FROM racks")) && count.next();
        rackCount = ok ? count.value(0).toString() : QString();
        failure = count.lastError();
    }
    ok = ok && writeMeta(connection, QStringLiteral("rack_count"), rackCount, error);
    ok = ok && writeMeta(connection, QStringLiteral("epoch"), QString::fromStdString(fleet.epoch()), error);
    ok = ok && writeMeta(connection, QStringLiteral("revision"), QString::number(std::max(newest, revision)), error);
    ok = ok && writeMeta(connection, QStringLiteral("sim_now_ms"), QString::number(fleet.nowMs()), error);
    ok = ok
        && writeMeta(connection, QStringLiteral("clean_shutdown"), clean ? QStringLiteral("1") : QStringLiteral("0"),
                     error);
    if (!ok) {
        if (error->isEmpty())
            *error = describe(failure, path);
        connection.rollback(*error);
        return false;
    }
    if (!connection.commit()) {
        *error = describe(db.lastError(), path);
        return false;
    }
    // A partial save leaves the watermark: the next full save still covers every rack.
    if (!stateOnly)
        m_savedRevision = newest;
    return true;
}

} // namespace rackops::sim
