#pragma once

#include "rackdetail.h"

#include <QAbstractTableModel>

namespace rackops {

// A rack's lifecycle history, newest first: stage, when, by whom, why.
class LifecycleHistoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { EnteredColumn, StageColumn, ActorColumn, ReasonColumn, ColumnCount };

    explicit LifecycleHistoryModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // Takes the history oldest first, as the backend sends it.
    void setHistory(const QList<LifecycleEventInfo> &history);

private:
    QList<LifecycleEventInfo> m_events; // newest first
};

} // namespace rackops
