#pragma once

#include "validationrun.h"

#include <QAbstractTableModel>

namespace rackops {

// A run's results as criteria: one row per test (the worst GPU stands for
// the test) plus the NCCL averages, against baseline, threshold, the
// previous run and the fleet median; sorted worst first.
class ValidationCriteriaModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        SuiteColumn,
        TestColumn,
        MeasuredColumn,
        BaselineColumn,
        ThresholdColumn,
        DeltaColumn,
        VerdictColumn,
        GpusColumn,
        PreviousColumn,
        FleetMedianColumn,
        ColumnCount
    };
    enum Role { VerdictRole = Qt::UserRole + 1, TestNameRole, SuiteRole, PerGpuRole };

    struct Row {
        ValidationSuiteKind suite = ValidationSuiteKind::Unknown;
        QString suiteLabel; // as shown, e.g. "NCCL alltoall" or "Unknown suite 42"
        QString test;
        QString unit;
        std::optional<double> measured;
        std::optional<double> baseline;
        std::optional<double> threshold;
        std::optional<double> previous;
        std::optional<double> fleetMedian;
        ValidationVerdict verdict = ValidationVerdict::None;
        int gpus = 0; // GPUs with a result
        int failingGpus = 0;
        QString detail; // the worst entity's failure text
        std::optional<double> deltaPercent() const;
    };

    explicit ValidationCriteriaModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // `previous` may be null (first run, or not loaded).
    void setRun(const ValidationRunInfo &run, const ValidationRunInfo *previous);
    const QList<Row> &rows() const { return m_rows; }
    static QList<Row> criteria(const ValidationRunInfo &run, const ValidationRunInfo *previous);

    // Test names of the synthetic NCCL rows.
    static const QString kNcclAverage;
    static const QString kNcclLargeMessages;

private:
    QList<Row> m_rows;
};

} // namespace rackops
