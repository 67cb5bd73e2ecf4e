#pragma once

#include "rackdetail.h"

#include <QAbstractTableModel>

namespace rackops {

// The parts of one rack (trays, switch trays, power shelves, CDU) with their
// health, status and whether their firmware matches what is expected.
class RackComponentsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        ComponentColumn,
        KindColumn,
        StageColumn,
        HealthColumn,
        FirmwareColumn,
        SerialColumn,
        StatusColumn,
        ColumnCount
    };
    enum Role { HealthRole = Qt::UserRole + 1, FirmwareMismatchRole };

    explicit RackComponentsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setComponents(const QList<RackComponentInfo> &components);
    static QString kindName(RackComponentInfo::Kind kind);

private:
    QList<RackComponentInfo> m_components;
};

} // namespace rackops
