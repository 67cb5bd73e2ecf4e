#include "statestore.h"

#include "fleetsimulation.h"

#include <QDir>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <QVariant>

namespace rackops::sim {

namespace {
QString describe(const QSqlError &error)
{
    return error.text().isEmpty() ? QStringLiteral("unknown database error") : error.text();
}
} // namespace

// Qt ties a database connection to the thread that made it, and the store is
// used from the starting thread and the ticker thread; so each call opens its
// own short-lived connection (cheap for SQLite).
class StateStore::Connection
{
public:
    explicit Connection(const QString &path)
        : m_name(QStringLiteral("rackops-sim-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        db.open();
    }
    ~Connection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

private:
    QString m_name;
};

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
    if (!QDir().mkpath(m_directory)) {
        *error = QStringLiteral("cannot create state directory %1").arg(m_directory);
        return false;
    }
    Connection connection(databasePath());
    QSqlDatabase db = connection.db();
    if (!db.isOpen()) {
        *error = QStringLiteral("cannot open %1: %2").arg(databasePath(), describe(db.lastError()));
        return false;
    }
    QSqlQuery query(db);
    for (const char *statement : {
             "PRAGMA journal_mode=WAL",
             "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
             "CREATE TABLE IF NOT EXISTS racks (rack_id TEXT PRIMARY KEY, revision INTEGER NOT NULL, "
             "state BLOB NOT NULL)",
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
    Connection connection(databasePath());
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
    m_savedRevision = loaded.revision;
    return loaded;
}

bool StateStore::writeMeta(Connection &connection, const QString &key, const QString &value, QString *error)
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
    Connection connection(databasePath());
    return writeMeta(connection, QStringLiteral("clean_shutdown"), QStringLiteral("0"), error);
}

bool StateStore::save(const FleetSimulation &fleet, bool clean, QString *error)
{
    std::lock_guard lock(m_mutex);
    Connection connection(databasePath());
    QSqlDatabase db = connection.db();
    if (!db.transaction()) {
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
    });
    ok = ok && writeMeta(connection, QStringLiteral("epoch"), QString::fromStdString(fleet.epoch()), error);
    ok = ok && writeMeta(connection, QStringLiteral("revision"), QString::number(std::max(newest, revision)), error);
    ok = ok && writeMeta(connection, QStringLiteral("sim_now_ms"), QString::number(fleet.nowMs()), error);
    ok = ok && writeMeta(connection, QStringLiteral("clean_shutdown"), clean ? QStringLiteral("1") : QStringLiteral("0"), error);
    if (!ok) {
        if (error->isEmpty())
            *error = describe(query.lastError());
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        *error = describe(db.lastError());
        return false;
    }
    m_savedRevision = newest;
    return true;
}

} // namespace rackops::sim
