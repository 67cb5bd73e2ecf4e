#include "fleetmodel.h"

#include "validationpresentation.h"

#include "coolingstore.h"
#include "rackkeys.h"
#include "removedrows.h"

#include <QLocale>
#include <QSet>

#include <algorithm>
#include <bit>
#include <climits>
#include <cmath>
#include <tuple>

namespace rackops {

namespace {
// The time-in-stage column shows minutes; refresh it at most this often (server clock).
constexpr qint64 kClockRefreshMs = 30'000;
} // namespace

FleetModel::FleetModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

FleetModel::~FleetModel()
{
    SliceScheduler::forThisThread()->forget(this);
}

void FleetModel::setCoolingStore(CoolingStore *store)
{
    m_cooling = store;
    connect(store, &CoolingStore::samplesApplied, this, &FleetModel::coolingApplied);
}

const CoolingSample *FleetModel::coolingAt(int row) const
{
    return m_cooling ? m_cooling->latest(m_racks.at(row).rackKey.value) : nullptr;
}

void FleetModel::coolingApplied(const QList<int> &rackKeys)
{
    int first = INT_MAX;
    int last = -1;
    QList<int> moved;
    QList<int> retold;
    QList<int> wetRows;
    for (const int key : rackKeys) {
        const int row = rowOfKey(key);
        if (row < 0)
            continue;
        first = std::min(first, row);
        last = std::max(last, row);
        // Dry before and dry now: the sample cannot change why the rack needs action.
        if (!m_attention.at(row).wet && !m_cooling->isWet(key))
            continue;
        // Wet before or now: the Health column says the leak with the Leak column (RackLeak).
        wetRows.append(row);
        const Reassessed change = reassess(row, coolingAt(row));
        if (change == Reassessed::Order)
            moved.append(row);
        else if (change == Reassessed::Text)
            retold.append(row);
    }
    // One signal for the whole batch: the cooling columns of the rows it spans.
    if (last >= 0)
        Q_EMIT dataChanged(index(first, SupplyColumn), index(last, LeakColumn),
                           {Qt::DisplayRole, SortRole, CoolingHealthRole, Qt::ToolTipRole});
    // The Health column only for the wet racks, a signal per run of them: a range from the first
    // wet rack to the last (two leaks a fleet apart) made the board re-sort and re-filter every
    // rack between them, every tick. Wet racks are few.
    std::sort(wetRows.begin(), wetRows.end());
    for (qsizetype i = 0; i < wetRows.size();) {
        qsizetype j = i;
        while (j + 1 < wetRows.size() && wetRows.at(j + 1) <= wetRows.at(j) + 1)
            ++j;
        Q_EMIT dataChanged(index(wetRows.at(i), HealthColumn), index(wetRows.at(j), HealthColumn),
                           {Qt::DisplayRole, SortRole, HealthRole, Qt::ToolTipRole});
        i = j + 1;
    }
    // A leak coming or going moves the rack in the "Needs action" order.
    emitReasonRuns(std::move(moved), true);
    emitReasonRuns(std::move(retold), false);
}

const CoolingSample *FleetModel::wetCoolingAt(int row) const
{
    return m_attention.at(row).wet ? coolingAt(row) : nullptr;
}

RackLeak::Verdict FleetModel::healthAt(int row) const
{
    // Only a wet sample can change the backend's health: a dry rack is not looked up.
    return RackLeak::rackHealth(m_racks.at(row), wetCoolingAt(row));
}

FleetModel::Reassessed FleetModel::reassess(int row, const CoolingSample *cooling)
{
    RackAttention now = RackAttention::assess(m_racks.at(row), cooling, m_serverTimeMs);
    RackAttention &before = m_attention[row];
    if (now == before)
        return Reassessed::Same;
    const bool moved = now.level != before.level;
    before = std::move(now);
    return moved ? Reassessed::Order : Reassessed::Text;
}

void FleetModel::assessAll()
{
    // Built afresh: what the rows were assessed as before belonged to another fleet's racks.
    QList<RackAttention> fresh;
    fresh.reserve(m_racks.size());
    for (int row = 0; row < m_racks.size(); ++row)
        fresh.append(RackAttention::assess(m_racks.at(row), coolingAt(row), m_serverTimeMs));
    m_attention = std::move(fresh);
}

void FleetModel::emitReasonRuns(QList<int> rows, bool orderChanged)
{
    if (rows.isEmpty())
        return;
    std::sort(rows.begin(), rows.end());
    if (!orderChanged) {
        // Only the words changed ("Stuck … 3 h 5 min" every minute): one signal over the span,
        // without the sort role, as for the time-in-stage column; no proxy re-sorts for it.
        Q_EMIT dataChanged(index(rows.constFirst(), ReasonColumn), index(rows.constLast(), ReasonColumn),
                           {Qt::DisplayRole, Qt::ToolTipRole});
        return;
    }
    static const QList<int> roles = {Qt::DisplayRole, Qt::ToolTipRole, SortRole};
    for (qsizetype i = 0; i < rows.size();) {
        qsizetype j = i;
        while (j + 1 < rows.size() && rows.at(j + 1) == rows.at(j) + 1)
            ++j;
        Q_EMIT dataChanged(index(rows.at(i), ReasonColumn), index(rows.at(j), ReasonColumn), roles);
        i = j + 1;
    }
}

QVariant FleetModel::coolingData(const RackSummary &rack, int column, int role) const
{
    const CoolingSample *s = m_cooling ? m_cooling->latest(rack.rackKey.value) : nullptr;
    if (!s)
        return role == Qt::DisplayRole ? QVariant(QStringLiteral("\u2014")) : QVariant();
    if (s->hasNoReading()) {
        // A rack on a real source not read yet: why, and no figure at all (not even "Dry").
        switch (role) {
        case Qt::DisplayRole: return column == SupplyColumn ? s->noReading : QStringLiteral("\u2014");
        case CoolingHealthRole: return int(Health::Unknown);
        case Qt::ToolTipRole:
            return s->noReadingDetail.isEmpty() ? s->noReading : s->noReading + QLatin1Char('\n') + s->noReadingDetail;
        default: return {};
        }
    }
    const auto number = [](float v, int decimals) {
        return std::isnan(v) ? QStringLiteral("\u2014") : QLocale().toString(double(v), 'f', decimals);
    };
    const LeakDetectorInfo::State leak = s->worstLeak();
    const Health leakHealth = leak == LeakDetectorInfo::State::Critical ? Health::Critical
        : leak == LeakDetectorInfo::State::Warning                      ? Health::Caution
        : leak == LeakDetectorInfo::State::Ok                           ? Health::Ok
                                                                        : Health::Unknown;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case SupplyColumn: return tr("%1 °C").arg(number(s->value(CoolingReading::SupplyTemperature), 1));
        case DeltaTColumn: return tr("%1 K").arg(number(s->value(CoolingReading::DeltaTemperature), 1));
        case FlowColumn: return tr("%1 L/min").arg(number(s->value(CoolingReading::Flow), 0));
        case LeakColumn: return leakWord(leak);
        }
        break;
    case SortRole:
        switch (column) {
        case SupplyColumn: return s->value(CoolingReading::SupplyTemperature);
        case DeltaTColumn: return s->value(CoolingReading::DeltaTemperature);
        case FlowColumn: return s->value(CoolingReading::Flow);
        case LeakColumn: return HealthLevels::severityRank(leakHealth);
        }
        break;
    case CoolingHealthRole: return int(column == LeakColumn ? leakHealth : s->health);
    case Qt::ToolTipRole: return s->healthReason.isEmpty() ? tr("Cooling OK") : s->healthReason;
    case Qt::TextAlignmentRole:
        return column == LeakColumn ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    default: break;
    }
    return {};
}

QString FleetModel::leakWord(LeakDetectorInfo::State worst)
{
    return worst == LeakDetectorInfo::State::Critical ? tr("LEAK", "leak detector critical")
        : worst == LeakDetectorInfo::State::Warning   ? tr("Moisture", "leak detector warning")
                                                      : tr("Dry", "no leak");
}

QModelIndex FleetModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= m_racks.size() || column >= ColumnCount)
        return {};
    return createIndex(row, column);
}

int FleetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_racks.size());
}

int FleetModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString FleetModel::formatDuration(qint64 ms)
{
    if (ms < 0)
        ms = 0;
    const qint64 minutes = ms / 60'000;
    if (minutes < 1)
        return tr("< 1 min");
    if (minutes < 60)
        return tr("%1 min").arg(minutes);
    const qint64 hours = minutes / 60;
    if (hours < 48)
        return tr("%1 h %2 min").arg(hours).arg(minutes % 60);
    return tr("%1 d %2 h").arg(hours / 24).arg(hours % 24);
}

QVariant FleetModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RackSummary &rack = m_racks.at(index.row());
    switch (role) {
    case RackIdRole: return rack.rackId;
    case StageRole: return int(rack.stage);
    case HealthRole: return int(healthAt(index.row()).health);
    case ProgressRole: return rack.stepProgress;
    case StageEnteredRole: return rack.stageEnteredMs;
    default: break;
    }

    const int column = index.column();
    if (column >= SupplyColumn && column <= LeakColumn)
        return coolingData(rack, column, role);
    if (role == Qt::DisplayRole) {
        switch (column) {
        case RackColumn: return rack.rackId;
        case LocationColumn: return rack.locationText();
        case StageColumn: return LifecycleStages::displayName(rack.stage);
        case HealthColumn: return HealthLevels::displayName(healthAt(index.row()).health);
        case TimeInStageColumn:
            return rack.stageEnteredMs > 0 ? formatDuration(m_serverTimeMs - rack.stageEnteredMs) : QString();
        case ProgressColumn:
            return LifecycleStages::hasProgress(rack.stage)
                ? QStringLiteral("%1 %").arg(qRound(rack.stepProgress * 100))
                : QString();
        case ValidationColumn: return ValidationVerdicts::displayName(rack.validationVerdict);
        case ReasonColumn: return m_attention.at(index.row()).reason;
        case OwnerColumn: return rack.owner;
        }
    } else if (role == SortRole) {
        switch (column) {
        case RackColumn: return rack.rackId;
        case LocationColumn: return rack.locationText();
        case StageColumn: return int(rack.stage);
        case HealthColumn: return HealthLevels::severityRank(healthAt(index.row()).health);
        case TimeInStageColumn: return rack.stageEnteredMs;
        case ProgressColumn: return rack.stepProgress;
        case ValidationColumn: return ValidationVerdicts::severityRank(rack.validationVerdict);
        case ReasonColumn: return int(m_attention.at(index.row()).level);
        case OwnerColumn: return rack.owner;
        default: return {};
        }
    } else if (role == ValidationHealthRole) {
        if (column == ValidationColumn && rack.validationVerdict != ValidationVerdict::None)
            return int(ValidationPresentation::health(rack.validationVerdict));
    } else if (role == Qt::ToolTipRole) {
        switch (column) {
        case HealthColumn: {
            const QString reason = healthAt(index.row()).reason;
            return reason.isEmpty() ? QVariant() : reason;
        }
        case ProgressColumn:
        case StageColumn: return rack.stepDescription;
        case ValidationColumn:
            return rack.validationRunId.isEmpty() ? QVariant() : tr("Latest run %1").arg(rack.validationRunId);
        case ReasonColumn: {
            const QString &reason = m_attention.at(index.row()).reason;
            return reason.isEmpty() ? QVariant() : reason;
        }
        case OwnerColumn:
            if (rack.owner.isEmpty())
                return tr("Nobody holds this rack: it waits for an operator.");
            return rack.ownerAutomated ? tr("%1 (automated) drives this stage.").arg(rack.owner)
                                       : tr("%1 is working on this rack.").arg(rack.owner);
        case LocationColumn:
            return tr("Region %1, site %2, hall %3, row %4, position %5")
                .arg(rack.region, rack.site, rack.hall, rack.row)
                .arg(rack.position);
        default: return {};
        }
    } else if (role == Qt::TextAlignmentRole) {
        if (column == TimeInStageColumn || column == ProgressColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant FleetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == ReasonColumn)
        return tr("Sorted by this column, the fleet reads in \"Needs action\" order: leaks, then critical or "
                  "failed racks, then racks stuck past their stage's usual time, then the rest.");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RackColumn: return tr("Rack");
    case LocationColumn: return tr("Location", "site, hall, row, position");
    case StageColumn: return tr("Stage", "lifecycle stage");
    case HealthColumn: return tr("Health");
    case TimeInStageColumn: return tr("In stage", "time the rack has been in its stage");
    case ProgressColumn: return tr("Progress", "progress of the current step");
    case SupplyColumn: return tr("Supply", "coolant supply temperature");
    case DeltaTColumn: return tr("\u0394T", "coolant return minus supply temperature");
    case FlowColumn: return tr("Flow", "coolant flow");
    case LeakColumn: return tr("Leak", "leak detectors");
    case ValidationColumn: return tr("Validation");
    case ReasonColumn: return tr("Reason", "why a rack needs action");
    case OwnerColumn: return tr("Owner", "who holds a rack now");
    }
    return {};
}

void FleetModel::applyUpdate(const FleetUpdate &update)
{
    if (update.reset) {
        // The whole fleet as it is now: whatever waited is older and superseded.
        m_pending.clear();
        m_nextUpsert = 0;
        m_rowsAtUpdateStart = rowCount();
        if (update.serverTimeMs > 0)
            m_serverTimeMs = update.serverTimeMs;
        replaceAll(update);
        finishUpdate(update);
        return;
    }
    m_pending.append(update);
    SliceScheduler::forThisThread()->request(this);
}

qsizetype FleetModel::pendingRacks() const
{
    qsizetype n = -m_nextUpsert;
    for (const FleetUpdate &u : m_pending)
        n += u.upserts.size();
    return n;
}

bool FleetModel::takeSlices(const QDeadlineTimer &deadline)
{
    // Batches first: the clock's pass re-assesses what they bring on the same clock anyway.
    do {
        if (!m_pending.isEmpty())
            applySlice();
        else
            takeClockSlice();
    } while ((!m_pending.isEmpty() || clockPassPending()) && !deadline.hasExpired());
    return !m_pending.isEmpty() || clockPassPending();
}

void FleetModel::applySlice()
{
    qsizetype budget = kSliceRacks;
    while (!m_pending.isEmpty() && budget > 0) {
        const FleetUpdate &update = m_pending.constFirst();
        if (m_nextUpsert == 0) {
            m_rowsAtUpdateStart = rowCount();
            // Racks are assessed on the clock of the batch that brings them (stuck or not).
            if (update.serverTimeMs > 0)
                m_serverTimeMs = update.serverTimeMs;
            if (!update.removedRackIds.isEmpty())
                removeRacks(update.removedRackIds);
        }
        const qsizetype end = std::min(update.upserts.size(), m_nextUpsert + budget);
        if (end > m_nextUpsert)
            upsertRacks(std::span(update.upserts.constData() + m_nextUpsert, size_t(end - m_nextUpsert)));
        budget -= end - m_nextUpsert;
        m_nextUpsert = end;
        if (end < update.upserts.size())
            break;
        const FleetUpdate done = m_pending.takeFirst();
        m_nextUpsert = 0;
        finishUpdate(done);
    }
}

void FleetModel::finishUpdate(const FleetUpdate &update)
{
    if (!update.fleetEpoch.isEmpty())
        m_epoch = update.fleetEpoch;
    m_revision = std::max(m_revision, update.revision);
    if (update.reset)
        m_revision = update.revision;
    refreshClockColumn(update.serverTimeMs);

    if (!update.isEmpty()) {
        announceCounts();
        // A rack never moves, so the site list changes only with the set of racks.
        if (update.reset || rowCount() != m_rowsAtUpdateStart || !update.removedRackIds.isEmpty())
            updateSites();
    }
    if (update.reset && !m_hasSnapshot) {
        m_hasSnapshot = true;
        Q_EMIT snapshotApplied();
    }
}

void FleetModel::replaceAll(const FleetUpdate &snapshot)
{
    beginResetModel();
    m_racks = snapshot.upserts;
    if (rebuildIndex())
        dropRepeatedRacks();
    recount();
    assessAll();
    // Every rack was just assessed on this clock: no pass of the clock is due for it.
    m_clockPassRow = -1;
    if (m_serverTimeMs > 0)
        m_clockShownMs = m_serverTimeMs;
    endResetModel();
}

void FleetModel::removeRacks(const QStringList &ids)
{
    QList<int> rows;
    rows.reserve(ids.size());
    for (const QString &id : ids) {
        const int row = rowOf(id);
        if (row >= 0)
            rows.append(row);
    }
    const RemovedRows removed(std::move(rows));
    if (removed.isEmpty())
        return;
    if (removed.worthAReset()) {
        beginResetModel();
        m_racks = removed.keptFrom(m_racks);
        m_attention = removed.keptFrom(m_attention);
        rebuildIndex();
        recount();
        endResetModel();
        return;
    }
    // The index is whole again inside each pair: a view that follows a rack by id (the board's
    // current row) asks for its row at every rowsRemoved.
    for (const RemovedRows::Run &run : removed.runs()) {
        beginRemoveRows({}, run.first, run.last);
        for (int row = run.first; row <= run.last; ++row) {
            count(m_racks.at(row), -1);
            m_rowOfKey[size_t(m_racks.at(row).rackKey.value)] = -1;
        }
        m_racks.remove(run.first, run.last - run.first + 1);
        m_attention.remove(run.first, run.last - run.first + 1);
        for (int row = run.first; row < m_racks.size(); ++row)
            m_rowOfKey[size_t(m_racks.at(row).rackKey.value)] = row;
        m_idRanks.invalidate();
        m_locationRanks.invalidate();
        endRemoveRows();
    }
}

namespace {

constexpr quint32 bit(int column)
{
    return 1U << column;
}

// The columns that show the changed fields (RackSummary::adopt) of a rack. A proxy
// sorted or filtered by a column that did not change is left alone: most
// updates move a progress bar, and re-sorting 50,000 rows for that is waste.
quint32 changedColumns(quint32 fields)
{
    using R = RackSummary;
    quint32 columns = 0;
    if (fields & (R::RackIdField | R::RegionField | R::SiteField | R::HallField | R::RowField | R::PositionField))
        columns |= bit(FleetModel::RackColumn) | bit(FleetModel::LocationColumn);
    if (fields & (R::StageField | R::StepDescriptionField))
        columns |= bit(FleetModel::StageColumn) | bit(FleetModel::ProgressColumn);
    if (fields & (R::HealthField | R::HealthReasonField))
        columns |= bit(FleetModel::HealthColumn);
    if (fields & R::StageEnteredField)
        columns |= bit(FleetModel::TimeInStageColumn);
    if (fields & R::StepProgressField)
        columns |= bit(FleetModel::ProgressColumn);
    if (fields & (R::ValidationVerdictField | R::ValidationRunIdField))
        columns |= bit(FleetModel::ValidationColumn);
    if (fields & (R::OwnerField | R::OwnerAutomatedField))
        columns |= bit(FleetModel::OwnerColumn);
    return columns;
}

} // namespace

void FleetModel::upsertRacks(std::span<const RackSummary> racks)
{
    QMap<int, quint32> changed; // row -> the columns that show what changed in it
    QList<const RackSummary *> added;
    QHash<QString, qsizetype> addedAt; // a new rack named twice in one batch: the later copy
    for (const RackSummary &rack : racks) {
        // Racks from the stream come with their key: found without hashing their id.
        const int row = rack.rackKey.value >= 0 ? rowOfKey(rack.rackKey.value) : rowOf(rack.rackId);
        if (row < 0) {
            if (const auto it = addedAt.constFind(rack.rackId); it != addedAt.cend()) {
                added[*it] = &rack;
            } else {
                addedAt.insert(rack.rackId, added.size());
                added.append(&rack);
            }
            continue;
        }
        RackSummary &current = m_racks[row];
        count(current, -1);
        const quint32 fields = current.adopt(rack);
        count(current, +1);
        if (fields == 0)
            continue; // repeated as it was
        quint32 columns = changedColumns(fields);
        if (columns & bit(LocationColumn))
            m_locationRanks.invalidate();
        if (reassess(row, wetCoolingAt(row)) != Reassessed::Same)
            columns |= bit(ReasonColumn);
        changed[row] |= columns;
    }
    emitChangedRuns(changed);

    if (!added.isEmpty()) {
        const int first = int(m_racks.size());
        beginInsertRows({}, first, first + int(added.size()) - 1);
        for (const RackSummary *rack : std::as_const(added)) {
            const int row = int(m_racks.size());
            m_racks.append(*rack);
            indexKey(row);
            m_attention.append(RackAttention::assess(*rack, coolingAt(row), m_serverTimeMs));
            count(*rack, +1);
        }
        endInsertRows();
    }
}

// One signal per run of contiguous rows, over the columns that changed in it.
// A change nothing shows (revision, operation) is announced on the rack column
// without the sort role: the rack dock and the change guard hear of it, and
// no proxy re-sorts.
void FleetModel::emitChangedRuns(const QMap<int, quint32> &changed)
{
    static const QList<int> shownRoles = {Qt::DisplayRole, Qt::ToolTipRole, SortRole,         StageRole,
                                          HealthRole,      ProgressRole,    StageEnteredRole, ValidationHealthRole};
    static const QList<int> unshownRoles = {RackIdRole};
    for (auto it = changed.cbegin(); it != changed.cend();) {
        const int first = it.key();
        int last = first;
        quint32 columns = it.value();
        while (++it != changed.cend() && it.key() == last + 1) {
            last = it.key();
            columns |= it.value();
        }
        if (columns == 0) {
            Q_EMIT dataChanged(index(first, RackColumn), index(last, RackColumn), unshownRoles);
            continue;
        }
        // One signal per run of adjacent changed columns: a column in between that did not change is not named.
        while (columns != 0) {
            const int left = std::countr_zero(columns);
            const int right = left + std::countr_one(columns >> left) - 1;
            Q_EMIT dataChanged(index(first, left), index(last, right), shownRoles);
            columns &= right >= 31 ? 0U : ~0U << (right + 1);
        }
    }
}

void FleetModel::count(const RackSummary &rack, int delta)
{
    m_stageCounts[static_cast<int>(rack.stage)] += delta;
    m_healthCounts[static_cast<int>(rack.health)] += delta;
}

void FleetModel::refreshClockColumn(qint64 serverTimeMs)
{
    if (serverTimeMs <= 0)
        return;
    if (std::abs(serverTimeMs - m_clockShownMs) < kClockRefreshMs || m_racks.isEmpty())
        return;
    m_clockShownMs = serverTimeMs;
    Q_EMIT dataChanged(index(0, TimeInStageColumn), index(rowCount() - 1, TimeInStageColumn), {Qt::DisplayRole});
    // A pass still under way starts over: every row is looked at on the newer clock.
    m_clockPassRow = 0;
    SliceScheduler::forThisThread()->request(this);
}

void FleetModel::takeClockSlice()
{
    if (m_clockPassRow < 0)
        return;
    // Rows removed since the pass began only shorten it; a rack moved past `row` waits for the next pass.
    const int end = std::min(m_clockPassRow + kClockSliceRows, int(m_racks.size()));
    const qint64 now = m_serverTimeMs;
    // Time makes a rack stuck (and its "Stuck … 3 h" grow): only racks whose stage has a usual length.
    QList<int> moved;
    QList<int> retold;
    for (int row = m_clockPassRow; row < end; ++row) {
        const RackSummary &rack = m_racks.at(row);
        if (rack.stageExpectedMs <= 0)
            continue;
        // On time and not stuck before: time alone changes nothing yet. Skipping these keeps
        // the pass from formatting a reason for every rack in a timed stage (25 ms at 50,000).
        if (m_attention.at(row).level != RackAttention::Level::Stuck
            && now - rack.stageEnteredMs <= rack.stageExpectedMs)
            continue;
        const Reassessed change = reassess(row, wetCoolingAt(row));
        if (change == Reassessed::Order)
            moved.append(row);
        else if (change == Reassessed::Text)
            retold.append(row);
    }
    m_clockPassRow = end < m_racks.size() ? end : -1;
    emitReasonRuns(std::move(moved), true);
    emitReasonRuns(std::move(retold), false);
}

void FleetModel::recount()
{
    m_stageCounts = {};
    m_healthCounts = {};
    for (const RackSummary &rack : std::as_const(m_racks))
        count(rack, +1);
}

void FleetModel::announceCounts()
{
    if (m_stageCounts != m_shownStageCounts || m_healthCounts != m_shownHealthCounts) {
        m_shownStageCounts = m_stageCounts;
        m_shownHealthCounts = m_healthCounts;
        Q_EMIT countsChanged();
    }
}

int FleetModel::idRank(int row) const
{
    return m_idRanks.rank(row, int(m_racks.size()),
                          [this](int a, int b) { return m_racks.at(a).rackId < m_racks.at(b).rackId; });
}

int FleetModel::locationRank(int row) const
{
    return m_locationRanks.rank(row, int(m_racks.size()), [this](int a, int b) {
        const RackSummary &ra = m_racks.at(a);
        const RackSummary &rb = m_racks.at(b);
        return std::tie(ra.site, ra.hall, ra.row, ra.position, ra.rackId)
            < std::tie(rb.site, rb.hall, rb.row, rb.position, rb.rackId);
    });
}

bool FleetModel::rebuildIndex()
{
    // A reset may keep the row count; the ranks follow the rows either way.
    m_idRanks.invalidate();
    m_locationRanks.invalidate();
    std::fill(m_rowOfKey.begin(), m_rowOfKey.end(), -1);
    bool repeated = false;
    for (int row = 0; row < m_racks.size(); ++row)
        repeated = indexKey(row) >= 0 || repeated;
    return repeated;
}

int FleetModel::indexKey(int row)
{
    // Racks from the stream come with their key; others (made by hand) get it here. Read
    // through a const reference: the rows may still share the snapshot they came from, and
    // writing would copy all of them (100,000 racks: a fifth of the first fleet's hand-over).
    int value = std::as_const(m_racks)[row].rackKey.value;
    if (value < 0) {
        value = RackKeys::of(m_racks.at(row).rackId);
        m_racks[row].rackKey.value = value;
    }
    const size_t key = size_t(value);
    if (key >= m_rowOfKey.size())
        m_rowOfKey.resize(std::max(key + 1, m_rowOfKey.size() * 2), -1);
    return std::exchange(m_rowOfKey[key], row);
}

// A snapshot that names a rack twice keeps the later copy, as a merged update does.
void FleetModel::dropRepeatedRacks()
{
    QList<RackSummary> once;
    for (int row = 0; row < m_racks.size(); ++row) {
        if (rowOfKey(m_racks.at(row).rackKey.value) == row) // the rack's last row
            once.append(m_racks.at(row));
    }
    m_racks = std::move(once);
    rebuildIndex();
}

void FleetModel::updateSites()
{
    QSet<QString> seen;
    const QString *last = nullptr;
    for (const RackSummary &rack : std::as_const(m_racks)) {
        // Racks come by site, their site's name shared: a run of one site is hashed once.
        if (last && last->constData() == rack.site.constData() && last->size() == rack.site.size())
            continue;
        seen.insert(rack.site);
        last = &rack.site;
    }
    QStringList sites(seen.begin(), seen.end());
    sites.sort();
    if (sites != m_sites) {
        m_sites = sites;
        Q_EMIT sitesChanged();
    }
}

} // namespace rackops
