#pragma once

#include "validationrun.h"

#include <QAbstractTableModel>

namespace rackops {

// A rack's validation runs, newest first, as ListRuns gives them.
class ValidationRunsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { StartedColumn, VerdictColumn, SourceColumn, SummaryColumn, ColumnCount };
    enum Role { RunIdRole = Qt::UserRole + 1, VerdictRole };

    explicit ValidationRunsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setRuns(const QString &rackId, const QList<ValidationRunInfo> &runs);
    QString rackId() const { return m_rackId; }
    const QList<ValidationRunInfo> &runs() const { return m_runs; }
    int rowOf(const QString &runId) const;
    static QString sourceName(ValidationRunInfo::Source source);
    static QString stateName(ValidationRunInfo::State state);

private:
    QString m_rackId;
    QList<ValidationRunInfo> m_runs;
};

} // namespace rackops
