#pragma once

#include <QString>

namespace rackops::sim {

// One SQLite write transaction (BEGIN IMMEDIATE) on the calling thread.
// While it lives, every SqliteConnection opened on this thread for the same
// database joins it, so what a mutation writes through several stores
// (state, audit, stored answer) commits together or not at all.
class SqliteTransaction {
public:
    explicit SqliteTransaction(const QString &path);
    ~SqliteTransaction(); // rolls back unless committed
    SqliteTransaction(const SqliteTransaction &) = delete;
    SqliteTransaction &operator=(const SqliteTransaction &) = delete;

    // False when the database could not be opened or locked (see error()).
    bool isActive() const { return m_active; }
    QString error() const { return m_error; }
    // The database could not be begun on because its disk is full (not "busy").
    bool diskFull() const { return m_diskFull; }
    // A write that joined failed: the commit becomes a rollback.
    void fail(const QString &why);
    bool commit(QString *error);

    // The transaction open on this thread for `path`, or null.
    static SqliteTransaction *current(const QString &path);
    QString connectionName() const { return m_name; }

private:
    QString m_path;
    QString m_name;
    QString m_error;
    bool m_active = false;
    bool m_failed = false;
    bool m_diskFull = false;
    SqliteTransaction *m_outer = nullptr;
};

} // namespace rackops::sim
