#pragma once

#include "clusterupdate.h"

#include <QAbstractTableModel>

namespace rackops {

// Every cluster, ordered by id, kept current from WatchClusters batches.
class ClusterListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ClusterColumn, StageColumn, RacksColumn, StatusColumn, ColumnCount };
    enum Role { ClusterIdRole = Qt::UserRole + 1, StageRole, HealthRole };

    explicit ClusterListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void apply(const ClusterUpdate &update);
    const ClusterSummary *find(const QString &clusterId) const;
    int rowOf(const QString &clusterId) const;
    // The cluster a rack is a member of, or empty.
    QString clusterOfRack(const QString &rackId) const;
    const QList<ClusterSummary> &clusters() const { return m_clusters; }

Q_SIGNALS:
    // After a batch changed one or more clusters (for views that show one of them).
    void clustersChanged(const QStringList &clusterIds);

private:
    QList<ClusterSummary> m_clusters;
};

} // namespace rackops
