#include "journal/sqlitetransaction.h"

#include "journal/sqliteconnection.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <iostream>

namespace rackops::sim {

namespace {
thread_local SqliteTransaction *t_current = nullptr;
} // namespace

SqliteTransaction::SqliteTransaction(const QString &path)
    : m_path(path)
    , m_name(QStringLiteral("rackops-sim-tx-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
    , m_outer(t_current)
{
    QSqlDatabase db = SqliteConnection::addConnection(m_name, path);
    QSqlQuery begin(db);
    if (!db.isOpen()) {
        m_diskFull = SqliteConnection::isDiskFull(db.lastError());
        m_error = SqliteConnection::describe(db.lastError(), path);
    } else if (!begin.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        m_diskFull = SqliteConnection::isDiskFull(begin.lastError());
        m_error = SqliteConnection::describe(begin.lastError(), path);
    } else {
        m_active = true;
        t_current = this;
    }
}

SqliteTransaction::~SqliteTransaction()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        if (m_active)
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        db.close();
    }
    QSqlDatabase::removeDatabase(m_name);
    if (t_current == this)
        t_current = m_outer;
}

void SqliteTransaction::fail(const QString &why)
{
    if (!m_failed)
        m_error = why;
    m_failed = true;
}

bool SqliteTransaction::commit(QString *error)
{
    if (!m_active) {
        *error = m_error;
        return false;
    }
    QSqlDatabase db = QSqlDatabase::database(m_name, false);
    QSqlQuery query(db);
    const bool ok = !m_failed && query.exec(QStringLiteral("COMMIT"));
    if (!ok) {
        *error = m_failed ? m_error : SqliteConnection::describe(query.lastError(), m_path);
        query.exec(QStringLiteral("ROLLBACK"));
    }
    m_active = false;
    if (t_current == this)
        t_current = m_outer;
    return ok;
}

SqliteTransaction *SqliteTransaction::current(const QString &path)
{
    for (SqliteTransaction *t = t_current; t; t = t->m_outer) {
        if (t->m_active && t->m_path == path)
            return t;
    }
    return nullptr;
}

} // namespace rackops::sim
