#include "fleetfiltermodel.h"

#include "fleetmodel.h"

#include <QElapsedTimer>

#include <algorithm>

namespace rackops {

FleetFilterModel::FleetFilterModel(QObject *parent)
    : QAbstractProxyModel(parent)
{
    m_reorder.setSingleShot(true);
    connect(&m_reorder, &QTimer::timeout, this, &FleetFilterModel::reorderWhenFree);
}

void FleetFilterModel::setSourceModel(QAbstractItemModel *model)
{
    auto *fleet = qobject_cast<FleetModel *>(model);
    Q_ASSERT_X(fleet || !model, "FleetFilterModel", "the source must be a FleetModel");
    setFleetModel(fleet);
}

void FleetFilterModel::setFleetModel(FleetModel *model)
{
    if (model == m_fleet && model == sourceModel())
        return;
    beginResetModel();
    if (m_fleet)
        disconnect(m_fleet, nullptr, this, nullptr);
    m_fleet = model;
    QAbstractProxyModel::setSourceModel(model);
    m_sourceRows.clear();
    m_proxyRows.clear();
    m_dirt.clear();
    m_dirtyRows.clear();
    m_order.setFleet(model);
    if (model) {
        connect(model, &QAbstractItemModel::dataChanged, this, &FleetFilterModel::sourceDataChanged);
        // Column titles (another language); row headers are the fleet's rows, not the board's.
        connect(model, &QAbstractItemModel::headerDataChanged, this,
                [this](Qt::Orientation orientation, int first, int last) {
                    if (orientation == Qt::Horizontal)
                        Q_EMIT headerDataChanged(orientation, first, last);
                });
        connect(model, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_fleet = nullptr;
            m_sourceRows.clear();
            m_proxyRows.clear();
            m_dirt.clear();
            m_dirtyRows.clear();
            m_order.setFleet(nullptr);
            endResetModel();
        });
        connect(model, &QAbstractItemModel::rowsInserted, this,
                [this](const QModelIndex &, int first, int last) { sourceRowsInserted(first, last); });
        connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this,
                [this](const QModelIndex &, int first, int last) { sourceRowsAboutToBeRemoved(first, last); });
        connect(model, &QAbstractItemModel::rowsRemoved, this,
                [this](const QModelIndex &, int first, int last) { sourceRowsRemoved(first, last); });
        connect(model, &QAbstractItemModel::modelAboutToBeReset, this, &FleetFilterModel::beginResetModel);
        connect(model, &QAbstractItemModel::modelReset, this, &FleetFilterModel::sourceReset);
        // The fleet model never rearranges its rows; if it did, the board starts over rather than
        // show racks in the wrong rows.
        connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this, &FleetFilterModel::beginResetModel);
        connect(model, &QAbstractItemModel::layoutChanged, this, &FleetFilterModel::sourceReset);
        connect(model, &QAbstractItemModel::rowsAboutToBeMoved, this, &FleetFilterModel::beginResetModel);
        connect(model, &QAbstractItemModel::rowsMoved, this, &FleetFilterModel::sourceReset);
        const int rows = model->rowCount();
        m_proxyRows.assign(size_t(rows), -1);
        m_dirt.assign(size_t(rows), Clean);
        for (int row = 0; row < rows; ++row) {
            if (!filterAcceptsRow(row))
                continue;
            m_proxyRows[size_t(row)] = int(m_sourceRows.size());
            m_sourceRows.push_back(row);
        }
    }
    endResetModel();
    clearPending();
    if (m_order.sorted() && model)
        settle(true);
}

QModelIndex FleetFilterModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || row >= int(m_sourceRows.size()) || column < 0 || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex FleetFilterModel::parent(const QModelIndex &) const
{
    return {};
}

QModelIndex FleetFilterModel::sibling(int row, int column, const QModelIndex &index) const
{
    return index.isValid() ? this->index(row, column) : QModelIndex();
}

int FleetFilterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_sourceRows.size());
}

int FleetFilterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_fleet ? 0 : m_fleet->columnCount();
}

bool FleetFilterModel::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_sourceRows.empty();
}

QModelIndex FleetFilterModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!m_fleet || !proxyIndex.isValid() || proxyIndex.model() != this || proxyIndex.row() >= int(m_sourceRows.size()))
        return {};
    return m_fleet->index(m_sourceRows[size_t(proxyIndex.row())], proxyIndex.column());
}

QModelIndex FleetFilterModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!m_fleet || !sourceIndex.isValid() || sourceIndex.model() != m_fleet
        || size_t(sourceIndex.row()) >= m_proxyRows.size())
        return {};
    const int row = m_proxyRows[size_t(sourceIndex.row())];
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

void FleetFilterModel::sourceRowsInserted(int first, int last)
{
    const int count = last - first + 1;
    // Rows after the insertion renumber (the fleet model appends, so usually none do).
    if (size_t(first) < m_proxyRows.size()) {
        for (int &row : m_sourceRows) {
            if (row >= first)
                row += count;
        }
    }
    m_proxyRows.insert(m_proxyRows.begin() + first, size_t(count), -1);
    m_dirt.insert(m_dirt.begin() + first, size_t(count), Clean);
    if (size_t(first) < m_changedWhileHeld.size()) // what waits stays with its rack
        m_changedWhileHeld.insert(m_changedWhileHeld.begin() + first, size_t(count), char(0));
    m_order.rowsInserted(first, last);
    if (size_t(first + count) < m_dirt.size()) {
        for (int &row : m_dirtyRows) {
            if (row >= first)
                row += count;
        }
    }
    // New racks that pass the filters join at the end; they take their place with the next pass
    // (held, nothing moves before the operator lets go).
    std::vector<int> joining;
    for (int row = first; row <= last; ++row) {
        if (filterAcceptsRow(row))
            joining.push_back(row);
    }
    if (!joining.empty()) {
        const int at = int(m_sourceRows.size());
        beginInsertRows({}, at, at + int(joining.size()) - 1);
        m_sourceRows.insert(m_sourceRows.end(), joining.begin(), joining.end());
        renumber(at);
        endInsertRows();
    }
    if (m_order.sorted()) {
        for (int row = first; row <= last; ++row)
            markDirty(row, Place);
    }
    if (m_held) {
        notePending(first, last);
        return;
    }
    if (m_order.sorted())
        scheduleReorder();
}

void FleetFilterModel::sourceRowsAboutToBeRemoved(int first, int last)
{
    forgetPending(first, last);
    std::vector<int> leaving;
    for (int row = first; row <= last && size_t(row) < m_proxyRows.size(); ++row) {
        if (m_proxyRows[size_t(row)] >= 0)
            leaving.push_back(m_proxyRows[size_t(row)]);
    }
    std::sort(leaving.begin(), leaving.end(), std::greater<>());
    removeListed(std::move(leaving));
}

void FleetFilterModel::sourceRowsRemoved(int first, int last)
{
    const int count = last - first + 1;
    m_proxyRows.erase(m_proxyRows.begin() + first, m_proxyRows.begin() + last + 1);
    m_dirt.erase(m_dirt.begin() + first, m_dirt.begin() + last + 1);
    m_order.rowsRemoved(first, last);
    for (int &row : m_sourceRows) {
        if (row > last)
            row -= count;
    }
    m_dirtyRows.clear();
    for (size_t row = 0; row < m_dirt.size(); ++row) {
        if (m_dirt[row] != Clean)
            m_dirtyRows.push_back(int(row));
    }
}

void FleetFilterModel::sourceReset()
{
    const int rows = m_fleet ? m_fleet->rowCount() : 0;
    m_sourceRows.clear();
    m_proxyRows.assign(size_t(rows), -1);
    m_dirt.assign(size_t(rows), Clean);
    m_dirtyRows.clear();
    m_order.clearKeys();
    for (int row = 0; row < rows; ++row) {
        if (!filterAcceptsRow(row))
            continue;
        m_proxyRows[size_t(row)] = int(m_sourceRows.size());
        m_sourceRows.push_back(row);
    }
    // Sorted without a layout change of its own: the views take the new fleet with the reset.
    if (m_order.sorted()) {
        m_order.gatherKeys();
        m_order.sort(m_sourceRows);
        renumber(0);
    }
    endResetModel();
    clearPending();
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
    // Let go: what waited takes its place at once (the operator has moved on), and so does a
    // change from before the hold whose pass came due while held (it was skipped, not counted).
    if (m_pendingChanges > 0 || m_reorder.isActive() || !m_dirtyRows.empty())
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
    if (!topLeft.isValid() || !bottomRight.isValid())
        return;
    const int firstRow = topLeft.row();
    const int lastRow = bottomRight.row();
    // The cells show the change at once, wherever their racks are: one signal over the board rows
    // they span (every rack's cooling changes every tick; one signal per rack would cost more).
    int first = int(m_sourceRows.size());
    int last = -1;
    if (firstRow == 0 && lastRow + 1 >= int(m_proxyRows.size())) {
        first = 0;
        last = int(m_sourceRows.size()) - 1;
    } else {
        for (int row = firstRow; row <= lastRow; ++row) {
            const int at = m_proxyRows[size_t(row)];
            if (at < 0)
                continue;
            first = std::min(first, at);
            last = std::max(last, at);
        }
    }
    if (last >= first)
        Q_EMIT dataChanged(index(first, topLeft.column()), index(last, bottomRight.column()), roles);

    const bool sortTouched = m_order.keyTouched(topLeft.column(), bottomRight.column(), roles);
    // Filters read the rack (stage, health, texts), never its cooling figures, which change every
    // tick for every rack.
    bool filterTouched = false;
    if (filtering() && (roles.isEmpty() || roles.contains(Qt::DisplayRole))) {
        for (int c = topLeft.column(); c <= bottomRight.column() && !filterTouched; ++c)
            filterTouched = readByFilters(c);
    }
    if (!sortTouched && !filterTouched)
        return;
    const Dirt dirt = Dirt((sortTouched ? Place : Clean) | (filterTouched ? Verdict : Clean));
    for (int row = firstRow; row <= lastRow; ++row)
        markDirty(row, dirt);
    if (!m_held) {
        scheduleReorder();
        return;
    }
    // "n changed" counts the racks that would move, join or leave the list: not every rack the
    // stream touched (a stage filter showing 146 racks once said "2400 changed").
    if (!filtering()) {
        notePending(firstRow, lastRow);
        return;
    }
    notePending(firstRow, lastRow, [&](int row) {
        const bool listed = m_proxyRows[size_t(row)] >= 0;
        const bool accepted = filterTouched ? filterAcceptsRow(row) : listed;
        return listed ? (sortTouched || !accepted) : accepted;
    });
}

void FleetFilterModel::markDirty(int sourceRow, Dirt dirt)
{
    char &flags = m_dirt[size_t(sourceRow)];
    if (flags == Clean)
        m_dirtyRows.push_back(sourceRow);
    flags = char(flags | dirt);
}

void FleetFilterModel::scheduleReorder()
{
    if (!m_reorder.isActive())
        m_reorder.start(m_reorderDelayMs);
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

void FleetFilterModel::reorderNow()
{
    settle(false);
}

void FleetFilterModel::sort(int column, Qt::SortOrder order)
{
    m_order.setColumn(column, order);
    // A header click while held: what waited also takes its place (and leaves or joins the filter).
    settle(true);
}

void FleetFilterModel::settle(bool everything)
{
    m_reorder.stop();
    clearPending();
    if (!m_fleet)
        return;
    QElapsedTimer cost;
    cost.start();
    // When a large share of the fleet changed (sorted by a cooling column, every rack moves every
    // tick), one sort of everything is cheaper than placing each row. Weighed against the fleet,
    // which a rebuild filters whole, not the listed rows: changes outside a board filtered to a
    // few hundred racks would re-filter 100,000 racks each pass.
    const bool most = m_dirtyRows.size() * 8 > size_t(m_fleet->rowCount()) + 64;
    const int placed = everything || most ? rebuildAll() : settleDirty();
    m_reorderDelayMs = std::clamp(int(cost.elapsed()) * 40, kMinReorderDelayMs, kMaxReorderDelayMs);
    Q_EMIT reordered(cost.nsecsElapsed() / 1e6, placed);
}

int FleetFilterModel::rebuildAll()
{
    for (int row : m_dirtyRows)
        m_dirt[size_t(row)] = Clean;
    m_dirtyRows.clear();
    const int rows = m_fleet->rowCount();
    std::vector<int> order;
    order.reserve(m_sourceRows.size());
    // Racks already listed keep their relative order as a start (a stable sort keeps equals where
    // they were), new ones follow in the fleet's order.
    for (int row : m_sourceRows) {
        if (filterAcceptsRow(row))
            order.push_back(row);
    }
    for (int row = 0; row < rows; ++row) {
        if (m_proxyRows[size_t(row)] < 0 && filterAcceptsRow(row))
            order.push_back(row);
    }
    if (!m_order.sorted()) {
        m_order.clearKeys();
        std::sort(order.begin(), order.end());
    } else {
        m_order.gatherKeys();
        m_order.sort(order);
    }
    const int placed = int(order.size());
    applyOrder(std::move(order));
    return placed;
}

int FleetFilterModel::settleDirty()
{
    std::vector<int> leaving; // board rows
    std::vector<int> placing; // fleet rows: joining, or listed with a key that may have changed
    for (int row : m_dirtyRows) {
        const char dirt = m_dirt[size_t(row)];
        m_dirt[size_t(row)] = Clean;
        const int at = m_proxyRows[size_t(row)];
        const bool listed = at >= 0;
        const bool accepted = (dirt & Verdict) ? filterAcceptsRow(row) : listed;
        if (listed && !accepted)
            leaving.push_back(at);
        else if (accepted && (!listed || ((dirt & Place) && m_order.sorted())))
            placing.push_back(row);
    }
    m_dirtyRows.clear();
    if (leaving.empty() && placing.empty())
        return 0;

    // The rows that stay in place are still in order among themselves: each placed row's spot is a
    // binary search among them.
    std::vector<char> lifted(m_proxyRows.size(), char(0));
    for (int row : placing)
        lifted[size_t(row)] = 1;
    for (int at : leaving)
        lifted[size_t(m_sourceRows[size_t(at)])] = 1;
    std::vector<int> staying;
    staying.reserve(m_sourceRows.size());
    for (int row : m_sourceRows) {
        if (!lifted[size_t(row)])
            staying.push_back(row);
    }
    for (int row : placing)
        m_order.renewKey(row);
    const auto less = [this](int a, int b) { return m_order.before(a, b); };
    // (index in `staying` it goes before, fleet row), in the final order.
    std::vector<std::pair<int, int>> spots;
    spots.reserve(placing.size());
    for (int row : placing)
        spots.emplace_back(int(std::upper_bound(staying.begin(), staying.end(), row, less) - staying.begin()), row);
    std::sort(spots.begin(), spots.end(), [&](const auto &a, const auto &b) {
        return a.first != b.first ? a.first < b.first : less(a.second, b.second);
    });

    if (int(leaving.size() + placing.size()) > kRowSignalLimit) {
        std::vector<int> order;
        order.reserve(staying.size() + spots.size());
        size_t next = 0;
        for (size_t i = 0; i <= staying.size(); ++i) {
            while (next < spots.size() && size_t(spots[next].first) == i)
                order.push_back(spots[next++].second);
            if (i < staying.size())
                order.push_back(staying[i]);
        }
        applyOrder(std::move(order));
        return int(leaving.size() + placing.size());
    }

    // Few rows: one signal each, so views and persistent indexes only follow those.
    std::sort(leaving.begin(), leaving.end(), std::greater<>());
    const int left = int(leaving.size());
    removeListed(std::move(leaving));
    int moved = 0;
    // From the last to the first in the final order: each goes right before the row that follows
    // it there (a staying row, or the one placed just before), so rows still waiting to be placed
    // never stand between.
    int anchor = -1; // fleet row the next one goes before; -1: the end
    int anchorSpot = -1;
    for (auto it = spots.rbegin(); it != spots.rend(); ++it) {
        const auto [spot, row] = *it;
        if (spot != anchorSpot)
            anchor = size_t(spot) < staying.size() ? staying[size_t(spot)] : -1;
        const int target = anchor < 0 ? int(m_sourceRows.size()) : m_proxyRows[size_t(anchor)];
        const int at = m_proxyRows[size_t(row)];
        if (at < 0) {
            insertRow(row, target);
            ++moved;
        } else if (at + 1 != target) {
            moveRow(at, target);
            ++moved;
        }
        anchor = row;
        anchorSpot = spot;
    }
    return left + moved;
}

void FleetFilterModel::applyOrder(std::vector<int> sourceRows)
{
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList from = persistentIndexList();
    std::vector<int> fleetRows;
    fleetRows.reserve(size_t(from.size()));
    for (const QModelIndex &index : from)
        fleetRows.push_back(m_sourceRows[size_t(index.row())]);
    for (int row : m_sourceRows)
        m_proxyRows[size_t(row)] = -1;
    m_sourceRows = std::move(sourceRows);
    renumber(0);
    // Only the indexes whose row changed are touched.
    QModelIndexList moved;
    QModelIndexList to;
    for (qsizetype i = 0; i < from.size(); ++i) {
        const int at = m_proxyRows[size_t(fleetRows[size_t(i)])];
        if (at == from.at(i).row())
            continue;
        moved.append(from.at(i));
        to.append(at < 0 ? QModelIndex() : index(at, from.at(i).column()));
    }
    changePersistentIndexList(moved, to);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void FleetFilterModel::removeListed(std::vector<int> proxyRowsDescending)
{
    if (proxyRowsDescending.size() > size_t(kRowSignalLimit)) {
        std::vector<char> leaving(m_sourceRows.size(), char(0));
        for (int at : proxyRowsDescending)
            leaving[size_t(at)] = 1;
        std::vector<int> order;
        order.reserve(m_sourceRows.size());
        for (size_t at = 0; at < m_sourceRows.size(); ++at) {
            if (!leaving[at])
                order.push_back(m_sourceRows[at]);
        }
        applyOrder(std::move(order));
        return;
    }
    // One signal per run of adjacent board rows, from the bottom up so the rows above keep their numbers.
    for (size_t i = 0; i < proxyRowsDescending.size();) {
        const int last = proxyRowsDescending[i];
        int first = last;
        while (++i < proxyRowsDescending.size() && proxyRowsDescending[i] == first - 1)
            first = proxyRowsDescending[i];
        beginRemoveRows({}, first, last);
        for (int at = first; at <= last; ++at)
            m_proxyRows[size_t(m_sourceRows[size_t(at)])] = -1;
        m_sourceRows.erase(m_sourceRows.begin() + first, m_sourceRows.begin() + last + 1);
        renumber(first);
        endRemoveRows();
    }
}

void FleetFilterModel::moveRow(int from, int before)
{
    beginMoveRows({}, from, from, {}, before);
    const auto rows = m_sourceRows.begin();
    if (from < before) {
        std::rotate(rows + from, rows + from + 1, rows + before);
        for (int at = from; at < before; ++at)
            m_proxyRows[size_t(m_sourceRows[size_t(at)])] = at;
    } else {
        std::rotate(rows + before, rows + from, rows + from + 1);
        for (int at = before; at <= from; ++at)
            m_proxyRows[size_t(m_sourceRows[size_t(at)])] = at;
    }
    endMoveRows();
}

void FleetFilterModel::insertRow(int sourceRow, int at)
{
    beginInsertRows({}, at, at);
    m_sourceRows.insert(m_sourceRows.begin() + at, sourceRow);
    renumber(at);
    endInsertRows();
}

void FleetFilterModel::renumber(int firstProxyRow)
{
    for (size_t at = size_t(firstProxyRow); at < m_sourceRows.size(); ++at)
        m_proxyRows[size_t(m_sourceRows[at])] = int(at);
}

void FleetFilterModel::setTextFilter(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text)
        return;
    m_text = trimmed;
    m_textMatch = FleetTextMatch(m_text);
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
    m_textMatch = {};
    m_stage.reset();
    m_health.reset();
    m_site.clear();
    filtersUpdated();
}

void FleetFilterModel::filtersUpdated()
{
    // Also settles what the stream changed meanwhile: the rows that newly pass
    // take their sorted places.
    settle(true);
    Q_EMIT filtersChanged();
}

bool FleetFilterModel::filterAcceptsRow(int sourceRow) const
{
    if (!m_fleet)
        return true;
    const RackSummary &rack = m_fleet->rackAt(sourceRow);
    if (m_stage && rack.stage != *m_stage)
        return false;
    // The health every pane shows (a leak makes it worse), not the backend's alone: for the
    // health filter and for the text ("critical" finds a leaking rack the backend calls OK).
    if (!m_site.isEmpty() && rack.site != m_site)
        return false;
    if (!m_health && m_textMatch.isEmpty())
        return true;
    const Health shown = m_fleet->healthAt(sourceRow).health;
    if (m_health && shown != *m_health)
        return false;
    return m_textMatch.isEmpty() || m_textMatch.matches(rack, shown, m_fleet->attentionAt(sourceRow).reason);
}

} // namespace rackops
