#pragma once

#include "clusterdetail.h"

#include <QAbstractTableModel>

namespace rackops {

// A cluster's member racks in NVLink-domain order: the rack's own stage,
// whether it is approved, joining or quarantined, and its SuperNIC ports.
class ClusterRacksModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        DomainColumn,
        RackColumn,
        RackStageColumn,
        MembershipColumn,
        PortsColumn,
        WorstPortColumn,
        ColumnCount
    };
    enum Role { RackIdRole = Qt::UserRole + 1, QuarantinedRole, WorstPortRole, HealthRole };

    explicit ClusterRacksModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setRacks(QList<ClusterRackInfo> racks);
    const QList<ClusterRackInfo> &racks() const { return m_racks; }
    static QString membershipText(const ClusterRackInfo &rack);

private:
    QList<ClusterRackInfo> m_racks;
};

} // namespace rackops
