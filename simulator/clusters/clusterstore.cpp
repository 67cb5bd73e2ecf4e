#include "clusters/clusterstore.h"

#include "journal/sqliteconnection.h"
#include "journal/sqlitetransaction.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace rackops::sim {

ClusterStore::ClusterStore(const QString &databasePath)
    : m_path(databasePath)
{
}

bool ClusterStore::open(QString *error)
{
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    if (!query.exec(QStringLiteral(
            "CREATE TABLE IF NOT EXISTS cluster_state (cluster_id TEXT PRIMARY KEY, state BLOB NOT NULL)"))) {
        *error = QStringLiteral("cannot prepare the cluster table: %1")
                     .arg(SqliteConnection::describe(query.lastError(), m_path));
        return false;
    }
    return true;
}

std::vector<SimCluster> ClusterStore::load(QString *error) const
{
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    std::vector<SimCluster> clusters;
    if (!query.exec(QStringLiteral("SELECT cluster_id, state FROM cluster_state ORDER BY cluster_id"))) {
        *error =
            QStringLiteral("cannot read the clusters: %1").arg(SqliteConnection::describe(query.lastError(), m_path));
        return {};
    }
    while (query.next()) {
        SimCluster cluster;
        const QByteArray blob = query.value(1).toByteArray();
        // A cluster that cannot be read is damage, never a cluster to serve half of.
        if (!cluster.ParseFromArray(blob.constData(), int(blob.size()))) {
            *error = QStringLiteral("the stored cluster %1 cannot be read; move %2 aside to start afresh")
                         .arg(query.value(0).toString(), m_path);
            return {};
        }
        clusters.push_back(std::move(cluster));
    }
    return clusters;
}

bool ClusterStore::save(const SimCluster &cluster, QString *error)
{
    SqliteConnection connection(m_path);
    QSqlQuery query(connection.db());
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO cluster_state (cluster_id, state) VALUES (?, ?)"));
    query.addBindValue(QString::fromStdString(cluster.detail().summary().cluster_id()));
    query.addBindValue(QByteArray::fromStdString(cluster.SerializeAsString()));
    if (!query.exec()) {
        if (error)
            *error = SqliteConnection::describe(query.lastError(), m_path);
        return false;
    }
    return true;
}

bool ClusterStore::saveAll(const std::vector<SimCluster> &clusters, QString *error)
{
    SqliteTransaction transaction(m_path);
    if (!transaction.isActive()) {
        *error = QStringLiteral("cannot store the clusters: %1").arg(transaction.error());
        return false;
    }
    for (const auto &c : clusters) {
        if (!save(c, error)) {
            transaction.fail(*error);
            return false;
        }
    }
    return transaction.commit(error);
}

} // namespace rackops::sim
