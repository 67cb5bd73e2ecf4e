#include "alerts/alertstore.h"

#include "core/simlog.h"
#include "journal/sqliteconnection.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace rackops::sim {

using namespace rackops::v1;

namespace {
QByteArray blob(const google::protobuf::Message &message)
{
    const std::string bytes = message.SerializeAsString();
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}
} // namespace

AlertStore::AlertStore(const QString &databasePath)
    : m_path(databasePath)
{
}

bool AlertStore::open(QString *error)
{
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    for (const char *statement : {
             "CREATE TABLE IF NOT EXISTS alerts (id TEXT PRIMARY KEY, alert BLOB NOT NULL)",
             "CREATE TABLE IF NOT EXISTS alert_silences (id TEXT PRIMARY KEY, silence BLOB NOT NULL)",
         }) {
        if (!query.exec(QString::fromLatin1(statement))) {
            *error = QStringLiteral("cannot prepare the alerts in %1: %2").arg(m_path, query.lastError().text());
            return false;
        }
    }
    return true;
}

AlertStore::Loaded AlertStore::load() const
{
    Loaded loaded;
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    if (query.exec(QStringLiteral("SELECT alert FROM alerts"))) {
        while (query.next()) {
            const QByteArray bytes = query.value(0).toByteArray();
            Alert alert;
            if (alert.ParseFromArray(bytes.constData(), int(bytes.size())))
                loaded.alerts.push_back(std::move(alert));
        }
    }
    if (query.exec(QStringLiteral("SELECT silence FROM alert_silences"))) {
        while (query.next()) {
            const QByteArray bytes = query.value(0).toByteArray();
            AlertSilence silence;
            if (silence.ParseFromArray(bytes.constData(), int(bytes.size())))
                loaded.silences.push_back(std::move(silence));
        }
    }
    return loaded;
}

void AlertStore::save(const std::vector<const Alert *> &alerts, const std::vector<const AlertSilence *> &silences)
{
    if (alerts.empty() && silences.empty())
        return;
    SqliteConnection connection(m_path);
    QSqlDatabase db = connection.db();
    connection.begin();
    QSqlQuery query(db);
    bool ok = true;
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO alerts (id, alert) VALUES (?, ?)"));
    for (const Alert *a : alerts) {
        query.addBindValue(QString::fromStdString(a->id()));
        query.addBindValue(blob(*a));
        ok = query.exec() && ok;
    }
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO alert_silences (id, silence) VALUES (?, ?)"));
    for (const AlertSilence *s : silences) {
        query.addBindValue(QString::fromStdString(s->id()));
        query.addBindValue(blob(*s));
        ok = query.exec() && ok;
    }
    if (!ok)
        connection.rollback(QStringLiteral("saving alerts failed: ") + query.lastError().text());
    if (!ok || !connection.commit())
        qCWarning(lcSimAlerts).noquote() << "saving alerts failed:" << query.lastError().text();
}

} // namespace rackops::sim
