#pragma once

#include "clusterdetail.h"

#include <QAbstractTableModel>

namespace rackops {

// What certification and burn-in found, narrowed to the thing blamed: the
// reason, the subject, the evidence (measured against the floor, the XID
// class, or the job's log excerpt) and how often it repeated. Open first.
class ClusterFindingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ReasonColumn, SubjectColumn, EvidenceColumn, CountColumn, StatusColumn, ColumnCount };
    enum Role { FindingIdRole = Qt::UserRole + 1, RecoveredRole, RackIdRole };

    explicit ClusterFindingsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setFindings(QList<ClusterFindingInfo> findings);
    const QList<ClusterFindingInfo> &findings() const { return m_findings; }
    static QString evidenceText(const ClusterFindingInfo &finding);

private:
    QList<ClusterFindingInfo> m_findings;
};

} // namespace rackops
