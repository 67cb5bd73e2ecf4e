#include "certificationmatrixmodel.h"

#include "quantityformat.h"

#include <cmath>

namespace rackops {

namespace {
int decimalsFor(const QString &unit, double value)
{
    if (unit == QLatin1String("tests"))
        return 0;
    return std::abs(value) >= 100 ? 0 : 1;
}

QString amount(double value, const QString &unit)
{
    if (unit == QLatin1String("%"))
        return QuantityFormat::quantity(value, unit, 1);
    if (unit == QLatin1String("tests"))
        return CertificationMatrixModel::tr("%n test(s)", nullptr, int(value));
    return QuantityFormat::quantity(value, unit, decimalsFor(unit, value));
}
} // namespace

CertificationMatrixModel::CertificationMatrixModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    m_cellIndex.fill(-1);
}

int CertificationMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kCertificationCategoryCount;
}

int CertificationMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kCertificationScaleCount;
}

const CertificationCellInfo *CertificationMatrixModel::cell(int row, int column) const
{
    if (row < 0 || row >= kCertificationCategoryCount || column < 0 || column >= kCertificationScaleCount)
        return nullptr;
    const int at = m_cellIndex[std::size_t(row * kCertificationScaleCount + column)];
    return at < 0 ? nullptr : &m_certification.cells.at(at);
}

QString CertificationMatrixModel::cellText(const CertificationCellInfo &c)
{
    QStringList lines;
    lines << QStringLiteral("%1 %2").arg(ClusterTerms::verdictMark(c.verdict), ClusterTerms::verdictName(c.verdict));
    const bool measured = c.verdict == CheckVerdict::Pass || c.verdict == CheckVerdict::Fail || c.subjectsPassed > 0;
    if (measured)
        lines << tr("%1 (floor %2)", "measured (floor)").arg(amount(c.measured, c.unit), amount(c.floor, c.unit));
    else if (c.floor != 0.0)
        lines << tr("floor %1").arg(amount(c.floor, c.unit));
    if (!c.untested.isEmpty())
        lines << tr("Not tested: %1").arg(c.untested.join(QStringLiteral(", ")));
    if (c.previousMeasured != 0.0) {
        const double delta = c.measured - c.previousMeasured;
        const QString sign = delta > 0 ? QStringLiteral("+") : delta < 0 ? QStringLiteral("\u2212") : QString();
        lines << tr("%1%2 vs previous attempt").arg(sign, amount(std::abs(delta), c.unit));
    }
    return lines.join(QLatin1Char('\n'));
}

QString CertificationMatrixModel::cellToolTip(const CertificationCellInfo &c)
{
    QStringList lines;
    lines << tr("%1 at %2: %3")
                 .arg(ClusterTerms::categoryName(c.category), ClusterTerms::scaleName(c.scale),
                      ClusterTerms::verdictName(c.verdict));
    if (!c.floorName.isEmpty())
        lines << tr("Floor: %1 = %2").arg(c.floorName, amount(c.floor, c.unit));
    if (!c.floorSource.isEmpty())
        lines << tr("Where the floor comes from: %1").arg(c.floorSource);
    if (c.subjectsTotal > 0)
        lines << tr("%1 of %2 subjects passed").arg(c.subjectsPassed).arg(c.subjectsTotal);
    if (!c.untested.isEmpty())
        lines << tr("Not tested (never counted as passed): %1").arg(c.untested.join(QStringLiteral(", ")));
    if (c.previousMeasured != 0.0)
        lines << tr("Previous attempt: %1, %2")
                     .arg(amount(c.previousMeasured, c.unit), ClusterTerms::verdictName(c.previousVerdict));
    return lines.join(QLatin1Char('\n'));
}

QVariant CertificationMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const CertificationCellInfo *c = cell(index.row(), index.column());
    if (role == HasCellRole)
        return c != nullptr;
    if (!c) {
        if (role == Qt::DisplayRole)
            return tr("\u2013 no result");
        if (role == VerdictRole)
            return int(CheckVerdict::Unknown);
        return {};
    }
    switch (role) {
    case Qt::DisplayRole: return cellText(*c);
    case Qt::ToolTipRole: return cellToolTip(*c);
    case VerdictRole: return int(c->verdict);
    case MeasuredRole: return c->measured;
    case FloorRole: return c->floor;
    case UnitRole: return c->unit;
    case UntestedRole: return c->untested;
    case DeltaRole: return c->previousMeasured != 0.0 ? QVariant(c->measured - c->previousMeasured) : QVariant();
    default: return {};
    }
}

QVariant CertificationMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal)
        return ClusterTerms::scaleName(ClusterTerms::scaleFromInt(section + 1));
    return ClusterTerms::categoryName(ClusterTerms::categoryFromInt(section + 1));
}

void CertificationMatrixModel::setCertification(const CertificationInfo &certification)
{
    beginResetModel();
    m_certification = certification;
    m_cellIndex.fill(-1);
    for (int i = 0; i < m_certification.cells.size(); ++i) {
        const CertificationCellInfo &c = m_certification.cells.at(i);
        const int row = int(c.category) - 1;
        const int column = int(c.scale) - 1;
        // Unknown categories or scales of a newer backend have no place in the matrix.
        if (row < 0 || row >= kCertificationCategoryCount || column < 0 || column >= kCertificationScaleCount)
            continue;
        m_cellIndex[std::size_t(row * kCertificationScaleCount + column)] = i;
    }
    endResetModel();
}

} // namespace rackops
