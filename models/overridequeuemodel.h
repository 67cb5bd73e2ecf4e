#pragma once

#include "overriderequestinfo.h"

#include <QAbstractTableModel>

namespace rackops {

// Four-eyes override requests, pending first.
class OverrideQueueModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { RackColumn, RequestedByColumn, JustificationColumn, FailedColumn, StateColumn, ColumnCount };
    enum Role { OverrideIdRole = Qt::UserRole + 1, PendingRole };

    explicit OverrideQueueModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setRequests(const QList<OverrideRequestInfo> &requests);
    const OverrideRequestInfo &requestAt(int row) const { return m_requests.at(row); }
    int pendingCount() const;
    // The request for the rack that waits for a second approver; null when there is none.
    const OverrideRequestInfo *pendingFor(const QString &rackId) const;
    static QString stateName(OverrideRequestInfo::State state);

Q_SIGNALS:
    void pendingCountChanged(int count);

private:
    QList<OverrideRequestInfo> m_requests;
};

} // namespace rackops
