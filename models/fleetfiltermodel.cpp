#include "fleetfiltermodel.h"

#include "fleetmodel.h"

#include <QElapsedTimer>

#include <algorithm>

namespace rackops {

FleetFilterModel::FleetFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(FleetModel::SortRole);
    setDynamicSortFilter(false);
    m_reorder.setSingleShot(true);
    connect(&m_reorder, &QTimer::timeout, this, &FleetFilterModel::reorderWhenFree);
}

void FleetFilterModel::setFleetModel(FleetModel *model)
{
    if (m_fleet)
        disconnect(m_fleet, nullptr, this, nullptr);
    m_fleet = model;
    setSourceModel(model);
    if (!model)
        return;
    connect(model, &QAbstractItemModel::dataChanged, this, &FleetFilterModel::sourceDataChanged);
    // New racks arrive at the end; they take their place with the next pass.
    connect(model, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int first, int last) {
        if (m_held) {
            notePending(first, last); // appended rows: their flags are appended too
            return;
        }
        if (sortColumn() >= 0 && !m_reorder.isActive())
            m_reorder.start(m_reorderDelayMs);
    });
    connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this,
            [this](const QModelIndex &, int first, int last) { forgetPending(first, last); });
    connect(model, &QAbstractItemModel::modelReset, this, &FleetFilterModel::clearPending);
}

void FleetFilterModel::setHeld(bool held)
{
    if (held == m_held)
        return;
    m_held = held;
    if (held) {
        m_changedWhileHeld.assign(m_fleet ? size_t(m_fleet->rowCount()) : 0, char(0));
        return;
    }
    // Let go: what waited takes its place at once (the operator has moved on).
    if (m_pendingChanges > 0 || m_reorder.isActive())
        reorderNow();
    else
        clearPending();
}

void FleetFilterModel::reorderWhenFree()
{
    if (!m_held)
        reorderNow();
}

void FleetFilterModel::notePending(int firstRow, int lastRow)
{
    notePending(firstRow, lastRow, [](int) { return true; });
}

void FleetFilterModel::notePending(int firstRow, int lastRow, const std::function<bool(int)> &waits)
{
    const int before = m_pendingChanges;
    if (m_changedWhileHeld.size() < size_t(lastRow + 1))
        m_changedWhileHeld.resize(size_t(lastRow + 1), char(0));
    for (int row = firstRow; row <= lastRow; ++row) {
        char &flag = m_changedWhileHeld[size_t(row)];
        if (flag || !waits(row))
            continue;
        ++m_pendingChanges;
        flag = 1;
    }
    if (m_pendingChanges != before)
        Q_EMIT pendingChangesChanged(m_pendingChanges);
}

void FleetFilterModel::forgetPending(int firstRow, int lastRow)
{
    if (size_t(firstRow) >= m_changedWhileHeld.size())
        return;
    const auto begin = m_changedWhileHeld.begin() + firstRow;
    const auto end =
        m_changedWhileHeld.begin() + std::min<qsizetype>(lastRow + 1, qsizetype(m_changedWhileHeld.size()));
    const int forgotten = int(std::count(begin, end, char(1)));
    m_changedWhileHeld.erase(begin, end);
    if (forgotten > 0) {
        m_pendingChanges -= forgotten;
        Q_EMIT pendingChangesChanged(m_pendingChanges);
    }
}

void FleetFilterModel::clearPending()
{
    std::fill(m_changedWhileHeld.begin(), m_changedWhileHeld.end(), char(0));
    if (m_pendingChanges == 0)
        return;
    m_pendingChanges = 0;
    Q_EMIT pendingChangesChanged(0);
}

void FleetFilterModel::sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                                         const QList<int> &roles)
{
    if (m_reorder.isActive() && !m_held)
        return;
    const int column = sortColumn();
    const bool sortTouched =
        column >= topLeft.column() && column <= bottomRight.column() && (roles.isEmpty() || roles.contains(sortRole()));
    // Filters read the rack (stage, health, texts), never its cooling figures, which change every
    // tick for every rack.
    bool filterTouched = false;
    if (filtering() && (roles.isEmpty() || roles.contains(Qt::DisplayRole))) {
        for (int c = topLeft.column(); c <= bottomRight.column() && !filterTouched; ++c)
            filterTouched = readByFilters(c);
    }
    if (!sortTouched && !filterTouched)
        return;
    if (!m_held) {
        m_reorder.start(m_reorderDelayMs);
        return;
    }
    // "n changed" counts the racks that would move, join or leave the list: not every rack the
    // stream touched (a stage filter showing 146 racks once said "2400 changed").
    if (!filtering()) {
        notePending(topLeft.row(), bottomRight.row());
        return;
    }
    notePending(topLeft.row(), bottomRight.row(), [&](int row) {
        const bool listed = mapFromSource(m_fleet->index(row, 0)).isValid();
        const bool accepted = filterTouched ? filterAcceptsRow(row, QModelIndex()) : listed;
        return listed ? (sortTouched || !accepted) : accepted;
    });
}

bool FleetFilterModel::readByFilters(int column)
{
    switch (FleetModel::Column(column)) {
    case FleetModel::TimeInStageColumn:
    case FleetModel::SupplyColumn:
    case FleetModel::DeltaTColumn:
    case FleetModel::FlowColumn:
    case FleetModel::LeakColumn: // a leak shows in the health column, changed on its own
    case FleetModel::ValidationColumn: return false;
    default: return true;
    }
}

bool FleetFilterModel::filtering() const
{
    return !m_text.isEmpty() || m_stage || m_health || !m_site.isEmpty();
}

template<typename Pass> void FleetFilterModel::sortPass(int column, Pass pass)
{
    if (m_fleet && column == FleetModel::ReasonColumn) {
        const int rows = m_fleet->rowCount();
        m_orderKeys.resize(size_t(rows));
        for (int row = 0; row < rows; ++row)
            m_orderKeys[size_t(row)] = RackAttention::orderKey(m_fleet->attentionAt(row), m_fleet->rackAt(row));
    }
    pass();
    // Keys go stale with the next change; a lone comparison (a row inserted) reads the racks.
    m_orderKeys.clear();
}

void FleetFilterModel::reorderNow()
{
    m_reorder.stop();
    clearPending();
    QElapsedTimer cost;
    cost.start();
    sortPass(sortColumn(), [this] { invalidate(); });
    m_reorderDelayMs = std::clamp(int(cost.elapsed()) * 40, kMinReorderDelayMs, kMaxReorderDelayMs);
    Q_EMIT reordered(cost.nsecsElapsed() / 1e6, rowCount());
}

void FleetFilterModel::sort(int column, Qt::SortOrder order)
{
    sortPass(column, [this, column, order] { QSortFilterProxyModel::sort(column, order); });
    // A header click while held: what waited also takes its place (and leaves or joins the filter).
    if (m_pendingChanges > 0)
        reorderNow();
}

void FleetFilterModel::setTextFilter(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text)
        return;
    m_text = trimmed;
    filtersUpdated();
}

void FleetFilterModel::setStageFilter(std::optional<LifecycleStage> stage)
{
    if (stage == m_stage)
        return;
    m_stage = stage;
    filtersUpdated();
}

void FleetFilterModel::setHealthFilter(std::optional<Health> health)
{
    if (health == m_health)
        return;
    m_health = health;
    filtersUpdated();
}

void FleetFilterModel::setSiteFilter(const QString &site)
{
    if (site == m_site)
        return;
    m_site = site;
    filtersUpdated();
}

void FleetFilterModel::clearFilters()
{
    if (m_text.isEmpty() && !m_stage && !m_health && m_site.isEmpty())
        return;
    m_text.clear();
    m_stage.reset();
    m_health.reset();
    m_site.clear();
    filtersUpdated();
}

void FleetFilterModel::filtersUpdated()
{
    // Also settles what the stream changed meanwhile: the rows that newly pass
    // take their sorted places.
    reorderNow();
    Q_EMIT filtersChanged();
}

bool FleetFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_fleet || sourceParent.isValid())
        return true;
    const RackSummary &rack = m_fleet->rackAt(sourceRow);
    const QString &reason = m_fleet->attentionAt(sourceRow).reason;
    if (m_stage && rack.stage != *m_stage)
        return false;
    // The health every pane shows (a leak makes it worse), not the backend's alone.
    if (m_health && m_fleet->healthAt(sourceRow).health != *m_health)
        return false;
    if (!m_site.isEmpty() && rack.site != m_site)
        return false;
    if (m_text.isEmpty())
        return true;
    // Every word must match somewhere, so "PHX1 failed" narrows as an operator expects.
    const auto words = QStringView(m_text).split(u' ', Qt::SkipEmptyParts);
    for (QStringView word : words) {
        const bool found = rack.rackId.contains(word, Qt::CaseInsensitive)
            || rack.locationText().contains(word, Qt::CaseInsensitive)
            || rack.region.contains(word, Qt::CaseInsensitive)
            || LifecycleStages::displayName(rack.stage).contains(word, Qt::CaseInsensitive)
            || HealthLevels::displayName(rack.health).contains(word, Qt::CaseInsensitive)
            || rack.healthReason.contains(word, Qt::CaseInsensitive)
            || rack.stepDescription.contains(word, Qt::CaseInsensitive) || reason.contains(word, Qt::CaseInsensitive)
            || rack.owner.contains(word, Qt::CaseInsensitive);
        if (!found)
            return false;
    }
    return true;
}

bool FleetFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (!m_fleet)
        return QSortFilterProxyModel::lessThan(left, right);
    const RackSummary &a = m_fleet->rackAt(left.row());
    const RackSummary &b = m_fleet->rackAt(right.row());
    // Ties fall back to the rack id so the order is stable and predictable.
    // Sorting by id or location compares ranks, not strings (built once for the
    // fleet); a tie-break uses them only when they are there already: after a
    // snapshot the default order must not pay for sorting every id first.
    const bool ranked = m_fleet->idRanksReady();
    const auto byId = [&] {
        return ranked ? m_fleet->idRank(left.row()) < m_fleet->idRank(right.row()) : a.rackId < b.rackId;
    };
    switch (left.column()) {
    case FleetModel::RackColumn: return m_fleet->idRank(left.row()) < m_fleet->idRank(right.row());
    case FleetModel::LocationColumn: return m_fleet->locationRank(left.row()) < m_fleet->locationRank(right.row());
    case FleetModel::StageColumn: return a.stage != b.stage ? a.stage < b.stage : byId();
    case FleetModel::HealthColumn: {
        const Health ha = m_fleet->healthAt(left.row()).health;
        const Health hb = m_fleet->healthAt(right.row()).health;
        return ha != hb ? HealthLevels::severityRank(ha) < HealthLevels::severityRank(hb) : byId();
    }
    case FleetModel::TimeInStageColumn:
        // Shorter time in stage (later entry) sorts first in ascending order.
        return a.stageEnteredMs != b.stageEnteredMs ? a.stageEnteredMs > b.stageEnteredMs : byId();
    case FleetModel::SupplyColumn:
    case FleetModel::DeltaTColumn:
    case FleetModel::FlowColumn:
    case FleetModel::LeakColumn: {
        // Racks without a sample sort last; ties by id.
        const QVariant va = m_fleet->index(left.row(), left.column()).data(FleetModel::SortRole);
        const QVariant vb = m_fleet->index(right.row(), right.column()).data(FleetModel::SortRole);
        if (!va.isValid() || !vb.isValid())
            return va.isValid() != vb.isValid() ? va.isValid() : byId();
        const double da = va.toDouble();
        const double db = vb.toDouble();
        return da != db ? da < db : byId();
    }
    case FleetModel::ProgressColumn: return a.stepProgress != b.stepProgress ? a.stepProgress < b.stepProgress : byId();
    case FleetModel::ReasonColumn:
        // "Needs action": the key was assessed when the rack changed, not here.
        if (!m_orderKeys.empty()) {
            const auto order = m_orderKeys[size_t(left.row())] <=> m_orderKeys[size_t(right.row())];
            return order != 0 ? order < 0 : byId();
        }
        return RackAttention::before(m_fleet->attentionAt(left.row()), a, m_fleet->attentionAt(right.row()), b);
    case FleetModel::OwnerColumn:
        // Racks nobody holds first: they wait for someone.
        return a.owner != b.owner ? a.owner < b.owner : byId();
    default: return byId();
    }
}

} // namespace rackops
