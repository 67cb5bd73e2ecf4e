#pragma once

#include "clusterdetail.h"

#include <QAbstractTableModel>

namespace rackops {

// The burn-in soak day by day: goodput against its floor, interruptions,
// job hangs and XIDs by class. The chart reads burnIn() whole.
class BurnInModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { DayColumn, GoodputColumn, InterruptionsColumn, HangsColumn, XidsColumn, ColumnCount };
    enum Role { GoodputRole = Qt::UserRole + 1, BelowFloorRole };

    explicit BurnInModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setBurnIn(const BurnInInfo &burnIn);
    const BurnInInfo &burnIn() const { return m_burnIn; }
    // Length in whole days (14 by default).
    int lengthDays() const;
    int unattributedInterruptions() const;
    static QString xidText(const QMap<int, int> &xids);

private:
    BurnInInfo m_burnIn;
};

} // namespace rackops
