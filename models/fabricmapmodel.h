#pragma once

#include "clusterdetail.h"

#include <QAbstractTableModel>

#include <vector>

namespace rackops {

// A cluster's fabric as a plane x rail grid: each cell counts the SuperNIC
// ports cabled to that plane's rail by link state (flapping counted as
// flapping, never as up); the last column holds the plane's leaf-spine links.
// For painting thousands of ports, ports() gives every SuperNIC port with its
// place (rack, plane, rail, slot) without going through QVariant.
class FabricMapModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { WorstStateRole = Qt::UserRole + 1, LinkCountRole, NotUpCountRole };

    // One SuperNIC port where the map draws it.
    struct Port {
        quint16 rack = 0; // index into rackIds()
        quint8 plane = 0; // 0-based
        quint8 rail = 0; // 0-based
        quint16 slot = 0; // its place among the rack's ports on that plane and rail
        FabricLinkState state = FabricLinkState::Unknown;
        int link = 0; // index into links()
    };

    explicit FabricMapModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // `rackIds` in NVLink-domain order: the map's rack order.
    void setFabric(const FabricInfo &fabric, const QStringList &rackIds);

    int planes() const { return m_fabric.planes; }
    int rails() const { return m_fabric.rails; }
    const QStringList &rackIds() const { return m_rackIds; }
    const std::vector<Port> &ports() const { return m_ports; }
    const QList<FabricLinkInfo> &links() const { return m_fabric.links; }
    // Leaf-spine links of a plane (0-based), as indices into links().
    const std::vector<int> &spineLinks(int plane) const;
    // Most ports one rack has on one plane and rail: the cell's sub-grid.
    int portsPerCell() const { return m_portsPerCell; }
    // A rack's ports counted by state, its worst.
    FabricLinkState worstPortOf(const QString &rackId) const;
    static QString linkText(const FabricLinkInfo &link);

private:
    struct Tally {
        int count[5] = {};
        FabricLinkState worst = FabricLinkState::Unknown;
        void add(FabricLinkState s);
        int total() const { return count[0] + count[1] + count[2] + count[3] + count[4]; }
        QString text() const;
    };
    const Tally &tally(int row, int column) const;

    FabricInfo m_fabric;
    QStringList m_rackIds;
    std::vector<Port> m_ports;
    std::vector<Tally> m_tallies; // planes x (rails + 1)
    std::vector<std::vector<int>> m_spineLinks; // per plane
    std::vector<FabricLinkState> m_rackWorst; // per rack
    int m_portsPerCell = 0;
};

} // namespace rackops
