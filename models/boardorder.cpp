#include "boardorder.h"

#include "fleetmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rackops {

void BoardOrder::setFleet(const FleetModel *fleet)
{
    m_fleet = fleet;
    m_keys.clear();
}

void BoardOrder::setColumn(int column, Qt::SortOrder direction)
{
    m_column = m_fleet && column >= m_fleet->columnCount() ? -1 : column;
    m_direction = direction;
}

void BoardOrder::gatherKeys()
{
    if (m_column != FleetModel::ReasonColumn) {
        m_keys.clear();
        return;
    }
    const int rows = m_fleet->rowCount();
    m_keys.resize(size_t(rows));
    for (int row = 0; row < rows; ++row)
        m_keys[size_t(row)] = RackAttention::orderKey(m_fleet->attentionAt(row), m_fleet->rackAt(row));
}

void BoardOrder::renewKey(int row)
{
    if (!m_keys.empty())
        m_keys[size_t(row)] = RackAttention::orderKey(m_fleet->attentionAt(row), m_fleet->rackAt(row));
}

void BoardOrder::rowsInserted(int first, int last)
{
    if (m_keys.empty())
        return;
    m_keys.insert(m_keys.begin() + first, size_t(last - first + 1), RackAttention::OrderKey {});
    for (int row = first; row <= last; ++row)
        renewKey(row);
}

void BoardOrder::rowsRemoved(int first, int last)
{
    if (!m_keys.empty())
        m_keys.erase(m_keys.begin() + first, m_keys.begin() + last + 1);
}

namespace {
// A number a column sorts by; missing (no sample, or NaN) sorts after every number, as lessThan() has it.
struct NumberKey {
    bool missing = false;
    double number = 0;
    qint64 whole = 0; // for times: exact where a double would round
    auto operator<=>(const NumberKey &other) const = default;
};

// Sorts `rows` by a key worked out once per row and sorted beside it, rather than read through
// the row on every comparison: those reads went all over memory (a 100,000-rack board's
// "Needs action" sort took 66 ms, by health 140-190 ms). Rows of equal keys are then put in the
// order `tieBefore` gives (their ids), so the result is the order before() gives.
template<typename Key, typename KeyOf, typename TieBefore>
void sortByKey(std::vector<int> &rows, bool ascending, KeyOf keyOf, TieBefore tieBefore)
{
    struct Keyed {
        Key key;
        int row;
    };
    std::vector<Keyed> keyed;
    keyed.reserve(rows.size());
    for (int row : rows)
        keyed.push_back({keyOf(row), row});
    std::stable_sort(keyed.begin(), keyed.end(),
                     [ascending](const Keyed &a, const Keyed &b) { return ascending ? a.key < b.key : b.key < a.key; });
    for (auto first = keyed.begin(); first != keyed.end();) {
        const auto last =
            std::find_if(first + 1, keyed.end(), [&first](const Keyed &k) { return k.key != first->key; });
        if (last - first > 1)
            std::stable_sort(first, last,
                             [&tieBefore](const Keyed &a, const Keyed &b) { return tieBefore(a.row, b.row); });
        first = last;
    }
    for (size_t i = 0; i < rows.size(); ++i)
        rows[i] = keyed[i].row;
}

// What fleet row `row` sorts by in `column`, before its id, for every column but "Needs action" and
// the owner. The one place each column's order is written: sort() and lessThan() both read it.
NumberKey numberKey(const FleetModel &fleet, int column, int row)
{
    switch (column) {
    case FleetModel::RackColumn: return {false, 0, fleet.idRank(row)};
    case FleetModel::LocationColumn: return {false, 0, fleet.locationRank(row)};
    case FleetModel::StageColumn: return {false, 0, qint64(fleet.rackAt(row).stage)};
    case FleetModel::HealthColumn: return {false, 0, qint64(HealthLevels::severityRank(fleet.healthAt(row).health))};
    case FleetModel::ValidationColumn: // the worst verdict last in ascending order, as its sort role has it
        return {false, 0, qint64(ValidationVerdicts::severityRank(fleet.rackAt(row).validationVerdict))};
    case FleetModel::TimeInStageColumn:
        // Shorter time in stage (later entry) first: ~ reverses the order without overflowing.
        return {false, 0, ~fleet.rackAt(row).stageEnteredMs};
    case FleetModel::SupplyColumn:
    case FleetModel::DeltaTColumn:
    case FleetModel::FlowColumn:
    case FleetModel::LeakColumn: {
        // Racks without a sample, or whose sample lacks this reading (NaN), sort last. NaN compared
        // as a number is "equal" to every value: no strict weak order, and a sort that relies on one
        // may read out of bounds.
        const QVariant v = fleet.index(row, column).data(FleetModel::SortRole);
        const double number = v.isValid() ? v.toDouble() : std::numeric_limits<double>::quiet_NaN();
        return std::isnan(number) ? NumberKey {true, 0, 0} : NumberKey {false, number, 0};
    }
    case FleetModel::ProgressColumn: return {false, double(fleet.rackAt(row).stepProgress), 0};
    default: return {}; // by id alone
    }
}
} // namespace

void BoardOrder::sort(std::vector<int> &rows) const
{
    if (m_column < 0) {
        std::sort(rows.begin(), rows.end());
        return;
    }
    const bool ascending = m_direction == Qt::AscendingOrder;
    if (m_column == FleetModel::ReasonColumn && !m_keys.empty()) {
        sortByKey<RackAttention::OrderKey>(
            rows, ascending, [this](int row) { return m_keys[size_t(row)]; },
            [this](int a, int b) { return before(a, b); });
        return;
    }
    // Ties by id as lessThan() breaks them, in the board's direction; the ranks are built here if
    // they are not yet: an operator's sort by a column orders by id within it anyway.
    const auto byId = [this, ascending](int a, int b) {
        return ascending ? m_fleet->idRank(a) < m_fleet->idRank(b) : m_fleet->idRank(b) < m_fleet->idRank(a);
    };
    switch (m_column) {
    case FleetModel::ReasonColumn: // "Needs action" without its keys: through the rows
        std::stable_sort(rows.begin(), rows.end(), [this](int a, int b) { return before(a, b); });
        return;
    case FleetModel::OwnerColumn: // racks nobody holds (no name) first: they wait for someone
        sortByKey<QString>(
            rows, ascending, [this](int row) { return m_fleet->rackAt(row).owner; }, byId);
        return;
    default:
        sortByKey<NumberKey>(
            rows, ascending, [this](int row) { return numberKey(*m_fleet, m_column, row); }, byId);
        return;
    }
}

bool BoardOrder::keyTouched(int firstColumn, int lastColumn, const QList<int> &roles) const
{
    if (m_column < 0 || !(roles.isEmpty() || roles.contains(FleetModel::SortRole)))
        return false;
    const auto touched = [&](int column) { return column >= firstColumn && column <= lastColumn; };
    if (touched(m_column))
        return true;
    // "Needs action" also orders by the rack's health and its time in stage (RackAttention::orderKey),
    // which change in their own columns.
    return m_column == FleetModel::ReasonColumn
        && (touched(FleetModel::HealthColumn) || touched(FleetModel::TimeInStageColumn));
}

bool BoardOrder::before(int leftRow, int rightRow) const
{
    if (m_column < 0)
        return leftRow < rightRow;
    return m_direction == Qt::AscendingOrder ? lessThan(leftRow, rightRow) : lessThan(rightRow, leftRow);
}

bool BoardOrder::lessThan(int leftRow, int rightRow) const
{
    const RackSummary &a = m_fleet->rackAt(leftRow);
    const RackSummary &b = m_fleet->rackAt(rightRow);
    // Ties fall back to the rack id so the order is stable and predictable.
    // Sorting by id or location compares ranks, not strings (built once for the
    // fleet); a tie-break uses them only when they are there already: after a
    // snapshot the default order must not pay for sorting every id first.
    const bool ranked = m_fleet->idRanksReady();
    const auto byId = [&] {
        return ranked ? m_fleet->idRank(leftRow) < m_fleet->idRank(rightRow) : a.rackId < b.rackId;
    };
    switch (m_column) {
    case FleetModel::ReasonColumn:
        // "Needs action": the key was assessed when the rack changed, not here.
        if (!m_keys.empty()) {
            const auto order = m_keys[size_t(leftRow)] <=> m_keys[size_t(rightRow)];
            return order != 0 ? order < 0 : byId();
        }
        return RackAttention::before(m_fleet->attentionAt(leftRow), a, m_fleet->attentionAt(rightRow), b);
    case FleetModel::OwnerColumn:
        // Racks nobody holds first: they wait for someone.
        return a.owner != b.owner ? a.owner < b.owner : byId();
    default: {
        const NumberKey left = numberKey(*m_fleet, m_column, leftRow);
        const NumberKey right = numberKey(*m_fleet, m_column, rightRow);
        return left != right ? left < right : byId();
    }
    }
}

} // namespace rackops
