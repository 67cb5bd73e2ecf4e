#pragma once

#include "clusterdetail.h"

#include <QAbstractTableModel>

#include <array>

namespace rackops {

// The certification matrix: a row per category, a column per scale (rack
// alone, pairs, whole cluster). Each cell reads without colour: verdict mark
// and word, measured against its floor with the unit, untested subjects and
// the change against the previous attempt.
class CertificationMatrixModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        VerdictRole = Qt::UserRole + 1, // int(CheckVerdict)
        MeasuredRole,
        FloorRole,
        UnitRole,
        UntestedRole, // QStringList
        DeltaRole, // measured - previous; invalid without a previous attempt
        HasCellRole,
    };

    explicit CertificationMatrixModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setCertification(const CertificationInfo &certification);
    const CertificationInfo &certification() const { return m_certification; }
    // Null where the backend sent no cell.
    const CertificationCellInfo *cell(int row, int column) const;
    static QString cellText(const CertificationCellInfo &cell);
    static QString cellToolTip(const CertificationCellInfo &cell);

private:
    CertificationInfo m_certification;
    std::array<int, kCertificationCategoryCount * kCertificationScaleCount> m_cellIndex {}; // -1: none
};

} // namespace rackops
