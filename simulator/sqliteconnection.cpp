#include "sqliteconnection.h"

#include <QSqlQuery>
#include <QUuid>

namespace rackops::sim {

SqliteConnection::SqliteConnection(const QString &path)
    : m_name(QStringLiteral("rackops-sim-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    db.open();
}

SqliteConnection::~SqliteConnection()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_name);
}

QSqlDatabase SqliteConnection::db() const
{
    return QSqlDatabase::database(m_name, false);
}

bool SqliteConnection::isOpen() const
{
    return db().isOpen();
}

} // namespace rackops::sim
