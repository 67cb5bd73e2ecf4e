#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

namespace rackops::sim {

class SqliteTransaction;

// A short-lived SQLite connection for one call. Qt ties a connection to the
// thread that made it, and the simulator's stores are used from gRPC
// threads, the ticker and the starting thread; opening per call is cheap
// for SQLite and keeps every use on its own thread. Inside a
// SqliteTransaction on this thread it borrows that transaction's connection,
// and begin/commit/rollback leave the decision to the transaction.
class SqliteConnection {
public:
    explicit SqliteConnection(const QString &path);
    ~SqliteConnection();
    SqliteConnection(const SqliteConnection &) = delete;
    SqliteConnection &operator=(const SqliteConnection &) = delete;

    QSqlDatabase db() const;
    bool isOpen() const;

    bool begin();
    bool commit();
    void rollback(const QString &why);

    // Opens a connection named `name` with the settings every use needs:
    // a busy timeout, and synchronous=FULL so a commit is on disk when it returns.
    static QSqlDatabase addConnection(const QString &name, const QString &path);
    // Creates the database's directory (0700) and file (0600) if missing, so
    // no other user can read them, whatever the umask.
    static bool createPrivate(const QString &path, QString *error);
    // SQLite's error as a person should read it: a full disk says so and
    // where (SQLITE_FULL), instead of whatever the statement after it failed with.
    static QString describe(const QSqlError &error, const QString &path);
    static bool isDiskFull(const QSqlError &error);

private:
    QString m_name;
    SqliteTransaction *m_joined = nullptr;
};

} // namespace rackops::sim
