#include "statestore.h"

#include "fleetsimulation.h"
#include "sqliteconnection.h"

#include <QDir>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace rackops::sim {

namespace {
QString describe(const QSqlError &error)
{
    return error.text().isEmpty() ? QStringLiteral("unknown database error") : error.text();
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
    if (!SqliteConnection::createPrivate(databasePath(), error))
        return false;
    SqliteConnection connection(databasePath());
    QSqlDatabase db = connection.db();
    if (!db.isOpen()) {
        *error = QStringLiteral("cannot open %1: %2").arg(databasePath(), describe(db.lastError()));
        return false;
    }
    QSqlQuery query(db);
    for (const char *statement : {
             "PRAGMA journal_mode=WAL",  // with synchronous=FULL: a commit survives a crash
             "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
             "CREATE TABLE IF NOT EXISTS racks (rack_id TEXT PRIMARY KEY, revision INTEGER NOT NULL, "
             "state BLOB NOT NULL)",
             "CREATE TABLE IF NOT EXISTS blobs (key TEXT PRIMARY KEY, value BLOB NOT NULL)",
         }) {
        if (!query.exec(QString::fromLatin1(statement))) {
            *error = QStringLiteral("cannot prepare %1: %2").arg(databasePath(), describe(query.lastError()));
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
    QSqlQuery meta(db);
    if (!meta.exec(QStringLiteral("SELECT key, value FROM meta"))) {
        *error = describe(meta.lastError());
        return std::nullopt;
    }
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
    }
    QSqlQuery racks(db);
    racks.setForwardOnly(true);
    if (!racks.exec(QStringLiteral("SELECT rack_id, state FROM racks"))) {
        *error = describe(racks.lastError());
        return std::nullopt;
    }
    while (racks.next()) {
        SimRack rack;
        const QByteArray blob = racks.value(1).toByteArray();
        if (!rack.ParseFromArray(blob.constData(), int(blob.size()))) {
            *error = QStringLiteral("rack %1 in %2 is corrupt").arg(racks.value(0).toString(), databasePath());
            return std::nullopt;
        }
        loaded.racks.push_back(std::move(rack));
    }
    QSqlQuery blobs(db);
    if (blobs.exec(QStringLiteral("SELECT value FROM blobs WHERE key = 'operations'")) && blobs.next()) {
        const QByteArray blob = blobs.value(0).toByteArray();
        if (!loaded.operations.ParseFromArray(blob.constData(), int(blob.size()))) {
            *error = QStringLiteral("the operations in %1 are corrupt").arg(databasePath());
            return std::nullopt;
        }
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
        *error = describe(query.lastError());
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
    if (!connection.begin()) {
        *error = describe(db.lastError());
        return false;
    }
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO racks (rack_id, revision, state) VALUES (?, ?, ?)"));
    bool ok = true;
    std::int64_t newest = m_savedRevision;
    // Read the revision before the racks: anything stamped later is saved next time.
    const std::int64_t revision = fleet.revision();
    fleet.visitChangedSince(m_savedRevision, [&](const SimRack &rack) {
        if (!ok)
            return;
        std::string blob;
        rack.SerializeToString(&blob);
        query.bindValue(0, QString::fromStdString(rack.detail().summary().rack_id()));
        query.bindValue(1, qint64(rack.detail().summary().revision()));
        query.bindValue(2, QByteArray(blob.data(), qsizetype(blob.size())));
        ok = query.exec();
        newest = std::max(newest, rack.detail().summary().revision());
    }, stateOnly);
    if (ok) {
        QSqlQuery blob(db);
        blob.prepare(QStringLiteral("INSERT OR REPLACE INTO blobs (key, value) VALUES ('operations', ?)"));
        blob.addBindValue(QByteArray::fromStdString(fleet.operations().save().SerializeAsString()));
        ok = blob.exec();
    }
    ok = ok && writeMeta(connection, QStringLiteral("epoch"), QString::fromStdString(fleet.epoch()), error);
    ok = ok && writeMeta(connection, QStringLiteral("revision"), QString::number(std::max(newest, revision)), error);
    ok = ok && writeMeta(connection, QStringLiteral("sim_now_ms"), QString::number(fleet.nowMs()), error);
    ok = ok && writeMeta(connection, QStringLiteral("clean_shutdown"), clean ? QStringLiteral("1") : QStringLiteral("0"), error);
    if (!ok) {
        if (error->isEmpty())
            *error = describe(query.lastError());
        connection.rollback(*error);
        return false;
    }
    if (!connection.commit()) {
        *error = describe(db.lastError());
        return false;
    }
    // A partial save leaves the watermark: the next full save still covers every rack.
    if (!stateOnly)
        m_savedRevision = newest;
    return true;
}

} // namespace rackops::sim
