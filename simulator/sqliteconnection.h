#pragma once

#include <QSqlDatabase>
#include <QString>

namespace rackops::sim {

// A short-lived SQLite connection for one call. Qt ties a connection to the
// thread that made it, and the simulator's stores are used from gRPC
// threads, the ticker and the starting thread; opening per call is cheap
// for SQLite and keeps every use on its own thread.
class SqliteConnection
{
public:
    explicit SqliteConnection(const QString &path);
    ~SqliteConnection();
    SqliteConnection(const SqliteConnection &) = delete;
    SqliteConnection &operator=(const SqliteConnection &) = delete;

    QSqlDatabase db() const;
    bool isOpen() const;

private:
    QString m_name;
};

} // namespace rackops::sim
