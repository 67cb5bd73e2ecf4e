#pragma once

#include "replicationupdate.h"

#include <QAbstractTableModel>
#include <QHash>

namespace rackops {

// Every replication pair (bucket, source region, target region) with its
// lag against the SLO, backlog, failures, throughput and catch-up estimate;
// plus the storage regions and their read caches. Fed in batches from the
// replication stream: one reset per snapshot, one dataChanged per run of
// changed rows with explicit roles, one insert for all new pairs.
class ReplicationModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        BucketColumn,
        RouteColumn,
        LagColumn, // lag against the SLO (drawn as a bar)
        BytesPendingColumn,
        OperationsPendingColumn,
        FailedColumn,
        ThroughputColumn,
        CatchUpColumn,
        CauseColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers and keys to sort by; the lag column sorts worst last
        SloFractionRole, // double: lag / SLO (1 = at the limit)
        SloStateRole, // int(SloState)
        HealthRole, // int(Health)
        PairKeyRole, // ReplicationPair::key()
    };

    explicit ReplicationModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const ReplicationPair &pairAt(int row) const { return m_pairs.at(row); }
    const ReplicationPair *find(const QString &key) const;
    int rowOf(const QString &key) const { return m_rowByKey.value(key, -1); }
    // The regions from ListRegions, or else the ones the pairs name, in a stable order.
    QList<StorageRegion> regions() const;
    QList<RegionCache> caches() const { return m_caches; }
    int breachCount() const { return m_breaches; }
    int atRiskCount() const { return m_atRisk; }
    qint64 serverTimeMs() const { return m_serverTimeMs; }
    bool hasSnapshot() const { return m_hasSnapshot; }

    // The same words and values for the region matrix and the view.
    static QString sloStateName(SloState state);
    static double severityKey(const ReplicationPair &pair); // greater = worse
    static QString lagText(const ReplicationPair &pair);

public Q_SLOTS:
    void applyUpdate(const rackops::ReplicationUpdate &update);

Q_SIGNALS:
    void breachCountChanged(int breaches);
    void regionsChanged();
    void updateApplied();

private:
    QVariant display(const ReplicationPair &pair, int column) const;
    QVariant sortKey(const ReplicationPair &pair, int column) const;
    QString toolTip(const ReplicationPair &pair) const;
    void recount();

    QList<ReplicationPair> m_pairs;
    QHash<QString, int> m_rowByKey;
    QList<RegionCache> m_caches;
    QList<StorageRegion> m_regions;
    qint64 m_serverTimeMs = 0;
    int m_breaches = 0;
    int m_atRisk = 0;
    bool m_hasSnapshot = false;
};

} // namespace rackops
