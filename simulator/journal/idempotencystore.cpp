#include "journal/idempotencystore.h"

#include <QCryptographicHash>

#include <google/protobuf/message.h>

#include "phrase/phrase.h"
#include "journal/mutationjournal.h"
#include "core/ratelimiter.h"
#include "journal/sqliteconnection.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace rackops::sim {

IdempotencyStore::IdempotencyStore(const QString &databasePath, MutationJournal &journal)
    : m_path(databasePath)
    , m_journal(journal)
{
}

bool IdempotencyStore::open(QString *error)
{
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    if (!query.exec(
            QStringLiteral("CREATE TABLE IF NOT EXISTS idempotency (key TEXT PRIMARY KEY, fingerprint BLOB NOT NULL, "
                           "status_code INTEGER NOT NULL, status_message TEXT NOT NULL, response BLOB NOT NULL, "
                           "created_ms INTEGER NOT NULL)"))) {
        *error = QStringLiteral("cannot prepare the idempotency table: %1").arg(query.lastError().text());
        return false;
    }
    // Stores from before refusals carried their phrase lack the column; their answers replay in English.
    bool hasDetails = false;
    if (query.exec(QStringLiteral("PRAGMA table_info(idempotency)"))) {
        while (query.next())
            hasDetails = hasDetails || query.value(1).toString() == QLatin1String("status_details");
    }
    if (!hasDetails
        && !query.exec(QStringLiteral("ALTER TABLE idempotency ADD COLUMN status_details BLOB NOT NULL DEFAULT x''"))) {
        *error = QStringLiteral("cannot extend the idempotency table: %1").arg(query.lastError().text());
        return false;
    }
    return true;
}

std::optional<IdempotencyStore::Outcome> IdempotencyStore::find(const std::string &key, const std::string &fingerprint,
                                                                bool *conflict) const
{
    *conflict = false;
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    query.prepare(QStringLiteral(
        "SELECT fingerprint, status_code, status_message, response, status_details FROM idempotency WHERE key = ?"));
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
    outcome.statusDetails = query.value(4).toByteArray().toStdString();
    return outcome;
}

void IdempotencyStore::remember(const std::string &key, const std::string &fingerprint, const Outcome &outcome)
{
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    query.prepare(QStringLiteral(
        "INSERT OR IGNORE INTO idempotency (key, fingerprint, status_code, status_message, response, created_ms, "
        "status_details) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(QString::fromStdString(key));
    query.addBindValue(QByteArray::fromStdString(fingerprint));
    query.addBindValue(outcome.statusCode);
    query.addBindValue(QString::fromStdString(outcome.statusMessage));
    query.addBindValue(QByteArray::fromStdString(outcome.response));
    query.addBindValue(QDateTime::currentMSecsSinceEpoch());
    query.addBindValue(QByteArray::fromStdString(outcome.statusDetails));
    if (!query.exec())
        connection.rollback(QStringLiteral("the answer was not stored: ") + query.lastError().text());
}

MutationResult IdempotencyStore::once(const std::string &method, const std::string &key, const std::string &who,
                                      const google::protobuf::Message &request, google::protobuf::Message *response,
                                      const std::function<MutationResult()> &execute,
                                      const std::function<void(google::protobuf::Message *)> &storedForm)
{
    using Code = MutationResult::Code;
    if (key.empty())
        return MutationResult::refused(Code::InvalidArgument,
                                       Phrase::make("refusal.key_required", {Phrase::id(method)}));
    // The adapters bound every request (RequestLimits); this holds for callers inside the process too.
    if (key.size() > kMaxKeyBytes)
        return MutationResult::refused(
            Code::InvalidArgument,
            Phrase::make("limits.too_long",
                         {Phrase::id("idempotency_key"), Phrase::integer(std::int64_t(key.size())),
                          Phrase::integer(std::int64_t(kMaxKeyBytes))}));
    // A digest, not the request: an imported artifact can be megabytes.
    std::string bytes = method + "\n";
    request.AppendToString(&bytes);
    const std::string fingerprint =
        QCryptographicHash::hash(QByteArrayView(bytes.data(), qsizetype(bytes.size())), QCryptographicHash::Sha256)
            .toHex()
            .toStdString();
    // Scoped by the caller: one person's key never answers for another.
    const std::string scopedKey = who + '\n' + key;
    return m_journal.record([&]() -> MutationResult {
        bool conflict = false;
        if (auto stored = find(scopedKey, fingerprint, &conflict)) {
            if (stored->statusCode != 0)
                return MutationResult::stored(stored->statusCode, stored->statusMessage, stored->statusDetails);
            response->ParseFromString(stored->response);
            return MutationResult::done();
        }
        if (conflict)
            return MutationResult::refused(Code::InvalidArgument,
                                           Phrase::make("refusal.key_reused", {Phrase::id(key)}));
        if (m_limiter && !m_limiter->allow(who)) {
            // Not remembered: the same request may be sent again once the rate allows.
            return MutationResult::refused(
                Code::ResourceExhausted,
                Phrase::make("refusal.rate_limited", {Phrase::id(who), Phrase::integer(m_limiter->perMinute())}));
        }
        MutationResult result = execute();
        IdempotencyStore::Outcome outcome;
        outcome.statusCode = int(result.code);
        outcome.statusMessage = result.message;
        outcome.statusDetails = result.details();
        if (result.ok()) {
            if (storedForm) {
                std::unique_ptr<google::protobuf::Message> copy(response->New());
                copy->CopyFrom(*response);
                storedForm(copy.get());
                outcome.response = copy->SerializeAsString();
            } else {
                outcome.response = response->SerializeAsString();
            }
        }
        remember(scopedKey, fingerprint, outcome);
        return result;
    });
}

} // namespace rackops::sim
