#include "journal/auditlog.h"

#include "phrase/phrase.h"
#include "journal/sqliteconnection.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <google/protobuf/util/time_util.h>

namespace rackops::sim {

using google::protobuf::util::TimeUtil;

AuditLog::AuditLog(const QString &databasePath)
    : m_path(databasePath)
{
}

void AuditLog::describe(v1::AuditEntry &entry, v1::LocalizedText details)
{
    entry.set_details(details.english());
    *entry.mutable_details_text() = std::move(details);
}

v1::LocalizedText AuditLog::refused(const v1::LocalizedText &what, const v1::LocalizedText &why)
{
    if (what.code().empty() && what.english().empty())
        return why;
    return Phrase::make("audit.refused", {Phrase::text(what), Phrase::text(why)});
}

bool AuditLog::open(QString *error)
{
    SqliteConnection connection(m_path);
    if (!connection.isOpen()) {
        *error = QStringLiteral("cannot open the audit log %1: %2").arg(m_path, connection.db().lastError().text());
        return false;
    }
    QSqlQuery query(connection.db());
    for (const char *statement : {
             "CREATE TABLE IF NOT EXISTS audit (id INTEGER PRIMARY KEY AUTOINCREMENT, time_ms INTEGER NOT NULL, "
             "actor TEXT NOT NULL, action TEXT NOT NULL, rack_id TEXT NOT NULL, entry BLOB NOT NULL)",
             "CREATE INDEX IF NOT EXISTS audit_time ON audit (time_ms)",
             "CREATE INDEX IF NOT EXISTS audit_rack ON audit (rack_id)",
             "CREATE TRIGGER IF NOT EXISTS audit_no_update BEFORE UPDATE ON audit "
             "BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END",
             "CREATE TRIGGER IF NOT EXISTS audit_no_delete BEFORE DELETE ON audit "
             "BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END",
         }) {
        if (!query.exec(QString::fromLatin1(statement))) {
            *error = QStringLiteral("cannot prepare the audit log: %1").arg(query.lastError().text());
            return false;
        }
    }
    return true;
}

bool AuditLog::append(v1::AuditEntry entry, QString *error)
{
    if (!entry.has_time())
        *entry.mutable_time() = TimeUtil::MillisecondsToTimestamp(QDateTime::currentMSecsSinceEpoch());
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    query.prepare(QStringLiteral("INSERT INTO audit (time_ms, actor, action, rack_id, entry) VALUES (?, ?, ?, ?, ?)"));
    query.addBindValue(qint64(TimeUtil::TimestampToMilliseconds(entry.time())));
    query.addBindValue(QString::fromStdString(entry.actor().name()));
    query.addBindValue(QString::fromStdString(entry.action()));
    query.addBindValue(QString::fromStdString(entry.rack_id()));
    const std::string blob = entry.SerializeAsString();
    query.addBindValue(QByteArray(blob.data(), qsizetype(blob.size())));
    if (!query.exec()) {
        // Inside a mutation's transaction, an answer must not leave without its audit entry.
        connection.rollback(QStringLiteral("the audit entry was not written: ") + query.lastError().text());
        if (error)
            *error = query.lastError().text();
        return false;
    }
    return true;
}

std::vector<v1::AuditEntry> AuditLog::query(const v1::QueryAuditLogRequest &request, std::int64_t beforeId,
                                            int limit) const
{
    SqliteConnection connection(m_path);
    QString sql = QStringLiteral("SELECT id, entry FROM audit WHERE 1=1");
    QVariantList binds;
    if (beforeId > 0) {
        sql += QStringLiteral(" AND id < ?");
        binds << qint64(beforeId);
    }
    if (request.has_from()) {
        sql += QStringLiteral(" AND time_ms >= ?");
        binds << qint64(TimeUtil::TimestampToMilliseconds(request.from()));
    }
    if (request.has_to()) {
        sql += QStringLiteral(" AND time_ms < ?");
        binds << qint64(TimeUtil::TimestampToMilliseconds(request.to()));
    }
    if (!request.actor().empty()) {
        sql += QStringLiteral(" AND actor = ?");
        binds << QString::fromStdString(request.actor());
    }
    if (!request.rack_id().empty()) {
        sql += QStringLiteral(" AND rack_id = ?");
        binds << QString::fromStdString(request.rack_id());
    }
    if (!request.action_prefix().empty()) {
        sql += QStringLiteral(" AND substr(action, 1, ?) = ?");
        binds << int(request.action_prefix().size()) << QString::fromStdString(request.action_prefix());
    }
    sql += QStringLiteral(" ORDER BY id DESC LIMIT ?");
    binds << limit;
    QSqlQuery query(connection.db());
    query.setForwardOnly(true);
    query.prepare(sql);
    for (const QVariant &value : std::as_const(binds))
        query.addBindValue(value);
    std::vector<v1::AuditEntry> entries;
    if (!query.exec())
        return entries;
    while (query.next()) {
        v1::AuditEntry entry;
        const QByteArray blob = query.value(1).toByteArray();
        if (entry.ParseFromArray(blob.constData(), int(blob.size()))) {
            entry.set_id(std::to_string(query.value(0).toLongLong()));
            entries.push_back(std::move(entry));
        }
    }
    return entries;
}

} // namespace rackops::sim
