#include "journal/sqliteconnection.h"

#include "journal/sqlitetransaction.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

namespace rackops::sim {

SqliteConnection::SqliteConnection(const QString &path)
    : m_joined(SqliteTransaction::current(path))
{
    if (m_joined) {
        m_name = m_joined->connectionName();
        return;
    }
    m_name = QStringLiteral("rackops-sim-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    addConnection(m_name, path);
}

SqliteConnection::~SqliteConnection()
{
    if (m_joined)
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_name);
}

QSqlDatabase SqliteConnection::addConnection(const QString &name, const QString &path)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (db.open())
        QSqlQuery(db).exec(QStringLiteral("PRAGMA synchronous=FULL"));
    return db;
}

bool SqliteConnection::createPrivate(const QString &path, QString *error)
{
    const QFileInfo info(path);
    const QString directory = info.absolutePath();
    const auto ownerOnly = QFile::ReadOwner | QFile::WriteOwner;
    // A directory we make is ours alone; one that exists (say /var/tmp) keeps its permissions.
    if (!QFileInfo::exists(directory)) {
        if (!QDir().mkpath(directory)) {
            *error = QStringLiteral("cannot create the directory %1").arg(directory);
            return false;
        }
        if (!QFile::setPermissions(directory, ownerOnly | QFile::ExeOwner)) {
            *error = QStringLiteral("cannot make %1 private to its owner").arg(directory);
            return false;
        }
    }
    QFile file(path);
    if (!file.exists() && !file.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("cannot create %1: %2").arg(path, file.errorString());
        return false;
    }
    file.close();
    // SQLite gives its -wal and -shm files the permissions of the database.
    if (!QFile::setPermissions(path, ownerOnly)) {
        *error = QStringLiteral("cannot make %1 private to its owner").arg(path);
        return false;
    }
    return true;
}

bool SqliteConnection::isDiskFull(const QSqlError &error)
{
    // SQLITE_FULL is 13 (the driver reports the primary result code); the text is SQLite's own.
    return error.nativeErrorCode() == QLatin1String("13")
        || error.databaseText().contains(QLatin1String("database or disk is full"));
}

QString SqliteConnection::describe(const QSqlError &error, const QString &path)
{
    if (isDiskFull(error)) {
        return QStringLiteral("the disk holding %1 is full (SQLITE_FULL): free space there; nothing of this write "
                              "was stored")
            .arg(path);
    }
    return error.text().isEmpty() ? QStringLiteral("unknown database error") : error.text();
}

QSqlDatabase SqliteConnection::db() const
{
    return QSqlDatabase::database(m_name, false);
}

bool SqliteConnection::isOpen() const
{
    return db().isOpen();
}

bool SqliteConnection::begin()
{
    return m_joined ? true : db().transaction();
}

bool SqliteConnection::commit()
{
    return m_joined ? true : db().commit();
}

void SqliteConnection::rollback(const QString &why)
{
    if (m_joined)
        m_joined->fail(why);
    else
        db().rollback();
}

} // namespace rackops::sim
