#pragma once

#include "gatecriterion.h"

#include <QAbstractTableModel>

namespace rackops {

// The approval gate's criteria with measured value, threshold and verdict.
class GateCriteriaModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { CriterionColumn, MeasuredColumn, ThresholdColumn, VerdictColumn, ColumnCount };
    enum Role { PassedRole = Qt::UserRole + 1, VerdictRole };

    explicit GateCriteriaModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setCriteria(const GateCriteria &criteria);
    const GateCriteria &criteria() const { return m_criteria; }
    int failedCount() const;
    // Criteria met with a warning to read first.
    int warningCount() const;
    // A criterion without a measurement: the rack was never validated (or its results are gone).
    bool anyMissing() const;
    bool anyBlocking() const; // a failed criterion that no override can lift
    static QString verdictName(GateCriterion::Verdict verdict);

private:
    GateCriteria m_criteria;
};

} // namespace rackops
