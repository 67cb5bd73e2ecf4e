#include "handover/handoverstore.h"

#include "journal/sqliteconnection.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace rackops::sim {

using namespace rackops::v1;

HandoverStore::HandoverStore(const QString &databasePath)
    : m_path(databasePath)
{
}

bool HandoverStore::open(QString *error)
{
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    for (const char *statement : {
             "CREATE TABLE IF NOT EXISTS handover_notes (id INTEGER PRIMARY KEY AUTOINCREMENT, "
             "shift_id TEXT NOT NULL, note BLOB NOT NULL)",
             "CREATE INDEX IF NOT EXISTS handover_notes_shift ON handover_notes (shift_id)",
             "CREATE TABLE IF NOT EXISTS handover_acks (shift_id TEXT PRIMARY KEY, ack BLOB NOT NULL)",
         }) {
        if (!query.exec(QString::fromLatin1(statement))) {
            *error =
                QStringLiteral("cannot prepare the handover notes in %1: %2").arg(m_path, query.lastError().text());
            return false;
        }
    }
    return true;
}

bool HandoverStore::addNote(HandoverNote *note, QString *error)
{
    // The id is the row's: stored without it, given back on every read.
    note->clear_id();
    const std::string blob = note->SerializeAsString();
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    query.prepare(QStringLiteral("INSERT INTO handover_notes (shift_id, note) VALUES (?, ?)"));
    query.addBindValue(QString::fromStdString(note->shift_id()));
    query.addBindValue(QByteArray(blob.data(), qsizetype(blob.size())));
    if (!query.exec()) {
        *error = query.lastError().text();
        return false;
    }
    note->set_id("N-" + query.lastInsertId().toString().toStdString());
    return true;
}

std::vector<HandoverNote> HandoverStore::notes(const std::string &shiftId) const
{
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    query.prepare(QStringLiteral("SELECT id, note FROM handover_notes WHERE shift_id = ? ORDER BY id"));
    query.addBindValue(QString::fromStdString(shiftId));
    std::vector<HandoverNote> out;
    if (!query.exec())
        return out;
    while (query.next()) {
        const QByteArray blob = query.value(1).toByteArray();
        HandoverNote note;
        if (!note.ParseFromArray(blob.constData(), int(blob.size())))
            continue;
        note.set_id("N-" + query.value(0).toString().toStdString());
        out.push_back(std::move(note));
    }
    return out;
}

bool HandoverStore::acknowledge(const std::string &shiftId, const Acknowledgement &ack, QString *error)
{
    HandoverReport stored; // only the sign-off fields
    *stored.mutable_acknowledged_by() = ack.by;
    stored.mutable_acknowledged_at()->set_seconds(ack.atMs / 1000);
    stored.mutable_acknowledged_at()->set_nanos(int(ack.atMs % 1000) * 1'000'000);
    stored.set_acknowledgement_comment(ack.comment);
    const std::string blob = stored.SerializeAsString();
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    query.prepare(QStringLiteral("INSERT INTO handover_acks (shift_id, ack) VALUES (?, ?)"));
    query.addBindValue(QString::fromStdString(shiftId));
    query.addBindValue(QByteArray(blob.data(), qsizetype(blob.size())));
    if (!query.exec()) {
        *error = query.lastError().text();
        return false;
    }
    return true;
}

std::optional<HandoverStore::Acknowledgement> HandoverStore::acknowledgement(const std::string &shiftId) const
{
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    query.prepare(QStringLiteral("SELECT ack FROM handover_acks WHERE shift_id = ?"));
    query.addBindValue(QString::fromStdString(shiftId));
    if (!query.exec() || !query.next())
        return std::nullopt;
    const QByteArray blob = query.value(0).toByteArray();
    HandoverReport stored;
    if (!stored.ParseFromArray(blob.constData(), int(blob.size())))
        return std::nullopt;
    Acknowledgement ack;
    ack.by = stored.acknowledged_by();
    ack.atMs = stored.acknowledged_at().seconds() * 1000 + stored.acknowledged_at().nanos() / 1'000'000;
    ack.comment = stored.acknowledgement_comment();
    return ack;
}

} // namespace rackops::sim
