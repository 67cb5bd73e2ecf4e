#include "gatecriteriamodel.h"

#include "health.h"

#include <algorithm>

namespace rackops {

GateCriteriaModel::GateCriteriaModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int GateCriteriaModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_criteria.size());
}

int GateCriteriaModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString GateCriteriaModel::verdictName(GateCriterion::Verdict verdict)
{
    switch (verdict) {
    case GateCriterion::Verdict::Pass: return tr("Pass", "criterion verdict");
    case GateCriterion::Verdict::Fail: return tr("Fail", "criterion verdict");
    case GateCriterion::Verdict::Missing: return tr("No evidence", "criterion verdict");
    case GateCriterion::Verdict::Warn: return tr("Warning", "criterion verdict: met, with something to read first");
    case GateCriterion::Verdict::Unknown: break;
    }
    return tr("Unknown", "criterion verdict");
}

QVariant GateCriteriaModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const GateCriterion &c = m_criteria.at(index.row());
    switch (role) {
    case PassedRole: return c.passed();
    // As a health, so views draw verdicts with the one severity palette.
    case VerdictRole:
        if (c.verdict == GateCriterion::Verdict::Warn)
            return int(Health::Caution);
        return int(c.passed() ? Health::Ok : c.overridable ? Health::Caution : Health::Critical);
    case Qt::ToolTipRole:
        if (!c.passed() && !c.overridable)
            return tr("No override can lift this criterion.");
        return c.detail.isEmpty() ? QVariant() : c.detail;
    case Qt::DisplayRole:
        switch (index.column()) {
        case CriterionColumn: return c.name;
        case MeasuredColumn: return c.measured;
        case ThresholdColumn: return c.threshold;
        case VerdictColumn: return verdictName(c.verdict);
        }
        break;
    default: break;
    }
    return {};
}

QVariant GateCriteriaModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CriterionColumn: return tr("Criterion");
    case MeasuredColumn: return tr("Measured");
    case ThresholdColumn: return tr("Needs", "threshold of a criterion");
    case VerdictColumn: return tr("Verdict");
    }
    return {};
}

void GateCriteriaModel::setCriteria(const GateCriteria &criteria)
{
    beginResetModel();
    m_criteria = criteria;
    endResetModel();
}

int GateCriteriaModel::warningCount() const
{
    return int(std::count_if(m_criteria.cbegin(), m_criteria.cend(),
                             [](const GateCriterion &c) { return c.verdict == GateCriterion::Verdict::Warn; }));
}

int GateCriteriaModel::failedCount() const
{
    return int(
        std::count_if(m_criteria.cbegin(), m_criteria.cend(), [](const GateCriterion &c) { return !c.passed(); }));
}

bool GateCriteriaModel::anyBlocking() const
{
    return std::any_of(m_criteria.cbegin(), m_criteria.cend(),
                       [](const GateCriterion &c) { return !c.passed() && !c.overridable; });
}

bool GateCriteriaModel::anyMissing() const
{
    return std::any_of(m_criteria.cbegin(), m_criteria.cend(),
                       [](const GateCriterion &c) { return c.verdict == GateCriterion::Verdict::Missing; });
}

} // namespace rackops
