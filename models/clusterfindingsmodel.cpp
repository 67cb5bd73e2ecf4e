#include "clusterfindingsmodel.h"

#include "quantityformat.h"

#include <algorithm>

namespace rackops {

ClusterFindingsModel::ClusterFindingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int ClusterFindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_findings.size());
}

int ClusterFindingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ClusterFindingsModel::evidenceText(const ClusterFindingInfo &f)
{
    switch (f.reason) {
    case FindingReason::Threshold:
    case FindingReason::Straggler:
        if (!f.thresholdName.isEmpty() || f.floor != 0.0)
            return tr("%1: %2 measured, floor %3")
                .arg(f.thresholdName, QuantityFormat::number(f.measured, 1), QuantityFormat::number(f.floor, 1));
        break;
    case FindingReason::Hardware:
        if (f.xid > 0)
            return f.xidClass.isEmpty() ? tr("XID %1").arg(f.xid) : tr("XID %1 (%2)").arg(f.xid).arg(f.xidClass);
        break;
    case FindingReason::WorkloadFailed:
    case FindingReason::JobHang:
        if (!f.logExcerpt.isEmpty())
            return f.logExcerpt.section(QLatin1Char('\n'), 0, 0).trimmed();
        break;
    default: break;
    }
    return f.text;
}

QVariant ClusterFindingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ClusterFindingInfo &f = m_findings.at(index.row());
    switch (role) {
    case FindingIdRole: return f.id;
    case RecoveredRole: return f.recovered;
    case RackIdRole: return f.rackId;
    case Qt::ToolTipRole: {
        QStringList lines {f.text};
        if (!f.logExcerpt.isEmpty())
            lines << f.logExcerpt;
        if (!f.narrowing.isEmpty())
            lines << tr("Narrowed down: %1").arg(f.narrowing.join(QStringLiteral(" \u2192 ")));
        return lines.join(QLatin1Char('\n'));
    }
    case Qt::DisplayRole:
        switch (index.column()) {
        case ReasonColumn: return ClusterTerms::reasonName(f.reason);
        case SubjectColumn:
            return tr("%1 %2", "subject kind and id: NIC R07/CT03/G2/N1")
                .arg(ClusterTerms::subjectKindName(f.subjectKind), f.subject);
        case EvidenceColumn: return evidenceText(f);
        case CountColumn: return f.count > 1 ? tr("\u00d7%1").arg(f.count) : QStringLiteral("1");
        case StatusColumn: return f.recovered ? tr("Recovered") : f.duringBurnIn ? tr("Open (burn-in)") : tr("Open");
        default: break;
        }
        break;
    default: break;
    }
    return {};
}

QVariant ClusterFindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ReasonColumn: return tr("Reason");
    case SubjectColumn: return tr("Blamed on");
    case EvidenceColumn: return tr("Evidence");
    case CountColumn: return tr("Repeats");
    case StatusColumn: return tr("Status");
    default: return {};
    }
}

void ClusterFindingsModel::setFindings(QList<ClusterFindingInfo> findings)
{
    std::stable_sort(findings.begin(), findings.end(), [](const ClusterFindingInfo &a, const ClusterFindingInfo &b) {
        return !a.recovered && b.recovered;
    });
    beginResetModel();
    m_findings = std::move(findings);
    endResetModel();
}

} // namespace rackops
