#pragma once

#include <QAbstractTableModel>
#include <QStringList>

namespace rackops {

class ReplicationModel;

// The region-pair summary: the regions that replicate out down, the regions
// that receive across, and in each cell the worst pair of that route (lag
// against its SLO). Exposes
// the roles of ReplicationModel, so the same delegate draws both.
class RegionLagMatrixModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit RegionLagMatrixModel(ReplicationModel *pairs, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QStringList sources() const { return m_sources; }
    QStringList targets() const { return m_targets; }
    // Row of the worst pair of the route in ReplicationModel, or -1.
    int worstRow(int source, int target) const;

private:
    void rebuild();

    ReplicationModel *m_pairs;
    QStringList m_sources;
    QStringList m_targets;
    QList<int> m_worst; // row x column -> row in ReplicationModel, -1 = no pair
};

} // namespace rackops
