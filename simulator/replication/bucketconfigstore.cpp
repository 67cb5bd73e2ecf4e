#include "replication/bucketconfigstore.h"

#include "journal/sqliteconnection.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace rackops::sim {

BucketConfigStore::BucketConfigStore(const QString &databasePath)
    : m_path(databasePath)
{
}

bool BucketConfigStore::open(QString *error)
{
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    if (!query.exec(QStringLiteral(
            "CREATE TABLE IF NOT EXISTS bucket_config (bucket TEXT PRIMARY KEY, config BLOB NOT NULL)"))) {
        *error = QStringLiteral("cannot prepare the bucket settings table: %1").arg(query.lastError().text());
        return false;
    }
    return true;
}

std::vector<rackops::v1::BucketReplicationConfig> BucketConfigStore::load() const
{
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    std::vector<rackops::v1::BucketReplicationConfig> configs;
    if (!query.exec(QStringLiteral("SELECT config FROM bucket_config ORDER BY bucket")))
        return configs;
    while (query.next()) {
        rackops::v1::BucketReplicationConfig config;
        if (config.ParseFromString(query.value(0).toByteArray().toStdString()))
            configs.push_back(std::move(config));
    }
    return configs;
}

bool BucketConfigStore::save(const rackops::v1::BucketReplicationConfig &config)
{
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO bucket_config (bucket, config) VALUES (?, ?)"));
    query.addBindValue(QString::fromStdString(config.bucket()));
    query.addBindValue(QByteArray::fromStdString(config.SerializeAsString()));
    return query.exec();
}

} // namespace rackops::sim
