#include "idempotencystore.h"

#include "sqliteconnection.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <google/protobuf/message.h>
#include <grpcpp/support/status.h>

namespace rackops::sim {

IdempotencyStore::IdempotencyStore(const QString &databasePath)
    : m_path(databasePath)
{
}

bool IdempotencyStore::open(QString *error)
{
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    if (!query.exec(QStringLiteral(
            "CREATE TABLE IF NOT EXISTS idempotency (key TEXT PRIMARY KEY, fingerprint BLOB NOT NULL, "
            "status_code INTEGER NOT NULL, status_message TEXT NOT NULL, response BLOB NOT NULL, "
            "created_ms INTEGER NOT NULL)"))) {
        *error = QStringLiteral("cannot prepare the idempotency table: %1").arg(query.lastError().text());
        return false;
    }
    return true;
}

std::optional<IdempotencyStore::Outcome> IdempotencyStore::find(const std::string &key,
                                                                const std::string &fingerprint,
                                                                bool *conflict) const
{
    *conflict = false;
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    query.prepare(QStringLiteral(
        "SELECT fingerprint, status_code, status_message, response FROM idempotency WHERE key = ?"));
    query.addBindValue(QString::fromStdString(key));
    if (!query.exec() || !query.next())
        return std::nullopt;
    const QByteArray stored = query.value(0).toByteArray();
    if (stored != QByteArray::fromStdString(fingerprint)) {
        *conflict = true;
        return std::nullopt;
    }
    Outcome outcome;
    outcome.statusCode = query.value(1).toInt();
    outcome.statusMessage = query.value(2).toString().toStdString();
    outcome.response = query.value(3).toByteArray().toStdString();
    return outcome;
}

void IdempotencyStore::remember(const std::string &key, const std::string &fingerprint, const Outcome &outcome)
{
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    query.prepare(QStringLiteral(
        "INSERT OR IGNORE INTO idempotency (key, fingerprint, status_code, status_message, response, created_ms) "
        "VALUES (?, ?, ?, ?, ?, ?)"));
    query.addBindValue(QString::fromStdString(key));
    query.addBindValue(QByteArray::fromStdString(fingerprint));
    query.addBindValue(outcome.statusCode);
    query.addBindValue(QString::fromStdString(outcome.statusMessage));
    query.addBindValue(QByteArray::fromStdString(outcome.response));
    query.addBindValue(QDateTime::currentMSecsSinceEpoch());
    query.exec();
}

grpc::Status IdempotencyStore::once(const std::string &method, const std::string &key,
                                    const google::protobuf::Message &request, google::protobuf::Message *response,
                                    const std::function<grpc::Status()> &execute)
{
    if (key.empty())
        return {grpc::StatusCode::INVALID_ARGUMENT, "idempotency_key is required for " + method};
    std::string fingerprint = method + "\n";
    request.AppendToString(&fingerprint);
    std::lock_guard lock(m_mutex);
    bool conflict = false;
    if (auto stored = find(key, fingerprint, &conflict)) {
        if (stored->statusCode != 0)
            return {grpc::StatusCode(stored->statusCode), stored->statusMessage};
        response->ParseFromString(stored->response);
        return grpc::Status::OK;
    }
    if (conflict)
        return {grpc::StatusCode::INVALID_ARGUMENT, "idempotency_key " + key + " was already used for another request"};
    const grpc::Status status = execute();
    IdempotencyStore::Outcome outcome;
    outcome.statusCode = int(status.error_code());
    outcome.statusMessage = status.error_message();
    if (status.ok())
        outcome.response = response->SerializeAsString();
    remember(key, fingerprint, outcome);
    return status;
}

} // namespace rackops::sim
