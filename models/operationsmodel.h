#pragma once

#include "operationinfo.h"

#include <QAbstractTableModel>
#include <QHash>

namespace rackops {

// Running and recent operations, newest first, as the operations stream
// reports them.
class OperationsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        RackColumn,
        ActionColumn,
        StateColumn,
        ProgressColumn,
        RequestedByColumn,
        MessageColumn,
        ColumnCount
    };
    enum Role { OperationIdRole = Qt::UserRole + 1, StateRole, ProgressRole, RackIdRole };

    explicit OperationsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const OperationInfo *find(const QString &id) const;
    // The newest operation on the rack that has not finished (running, pending or
    // awaiting a second approver); null when there is none.
    const OperationInfo *openOn(const QString &rackId) const;
    int runningCount() const;

public Q_SLOTS:
    // reset = replace everything; else upsert and remove.
    void apply(bool reset, const QList<rackops::OperationInfo> &upserts, const QStringList &removedIds);

Q_SIGNALS:
    void operationFinished(const rackops::OperationInfo &operation);
    void runningCountChanged(int count);

private:
    void sortNewestFirst();

    QList<OperationInfo> m_operations;
};

} // namespace rackops
