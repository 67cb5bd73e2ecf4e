#pragma once

#include "validationrun.h"

#include <QAbstractTableModel>

namespace rackops {

// The rack's 72 GPUs laid out as on the floor: a row per compute tray
// (CT01..CT18), a column per GPU in the tray, showing one test's result.
class GpuGridModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int kTrays = 18;
    static constexpr int kGpusPerTray = 4;
    enum Role {
        VerdictRole = Qt::UserRole + 1, // int(Health), the palette's severity
        ValueRole, // measured, or invalid
        // Where the value sits between threshold (0) and baseline (1); below 0
        // is past the threshold. Invalid without both.
        ScoreRole,
        EntityIdRole,
        GpuIndexRole,
    };

    explicit GpuGridModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // Shows `test` (GPU entities only); empty = nothing selected.
    void setTest(const QString &testName, const QList<ValidationEntityResult> &entities);
    QString testName() const { return m_testName; }
    int failingCount() const;

private:
    QString m_testName;
    QList<std::optional<ValidationEntityResult>> m_cells; // by GPU index
};

} // namespace rackops
