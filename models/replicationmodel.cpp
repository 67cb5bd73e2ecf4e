#include "replicationmodel.h"

#include "timestamptext.h"

#include "quantityformat.h"

#include <QDateTime>
#include <QLocale>

#include <algorithm>

namespace rackops {

ReplicationModel::ReplicationModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    TimestampText::follow(this);
}

int ReplicationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_pairs.size());
}

int ReplicationModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const ReplicationPair *ReplicationModel::find(const QString &key) const
{
    const int row = rowOf(key);
    return row < 0 ? nullptr : &m_pairs.at(row);
}

QList<StorageRegion> ReplicationModel::regions() const
{
    QList<StorageRegion> regions = m_regions;
    const auto add = [&regions](const QString &id) {
        if (!std::any_of(regions.begin(), regions.end(), [&id](const StorageRegion &r) { return r.id == id; }))
            regions.append({id, id, {}, Health::Unknown});
    };
    for (const ReplicationPair &p : m_pairs) {
        add(p.source);
        add(p.target);
    }
    return regions;
}

QString ReplicationModel::sloStateName(SloState state)
{
    switch (state) {
    //: Replication SLO state
    case SloState::Within: return tr("Within SLO");
    //: Replication SLO state: past 80% of the SLO or catching up too slowly
    case SloState::AtRisk: return tr("At risk");
    //: Replication SLO state: the oldest unreplicated object is older than the SLO
    case SloState::Breached: return tr("SLO breached");
    case SloState::Unknown: break;
    }
    //: Replication SLO state not reported
    return tr("Unknown");
}

double ReplicationModel::severityKey(const ReplicationPair &pair)
{
    // The state first (a pair at risk by its catch-up outranks one further along but draining),
    // then how far along its SLO the lag is.
    return int(pair.sloState) * 1000.0 + std::min(pair.sloFraction(), 999.0);
}

QString ReplicationModel::lagText(const ReplicationPair &pair)
{
    //: Replication lag against its SLO, e.g. "18 min 20 s / 15 min"
    return tr("%1 / %2").arg(QuantityFormat::duration(pair.lagMs), QuantityFormat::duration(pair.sloMs));
}

QVariant ReplicationModel::display(const ReplicationPair &p, int column) const
{
    switch (column) {
    case BucketColumn: return p.bucket;
    //: A replication route between two regions, e.g. "us-west → eu-central"
    case RouteColumn: return tr("%1 \u2192 %2").arg(p.source, p.target);
    case LagColumn: return lagText(p);
    case BytesPendingColumn: return QuantityFormat::bytes(p.bytesPending);
    case OperationsPendingColumn: return QLocale().toString(p.operationsPending);
    case FailedColumn: return QLocale().toString(p.operationsFailedLastHour);
    case ThroughputColumn: return QuantityFormat::rate(p.throughputBytesPerSecond);
    case CatchUpColumn:
        if (p.bytesPending == 0)
            //: Catch-up estimate when nothing waits to be replicated
            return tr("nothing pending");
        if (p.catchUpMs < 0)
            //: Catch-up estimate while the backlog grows faster than it drains
            return tr("backlog growing");
        return QuantityFormat::duration(p.catchUpMs);
    case CauseColumn: return p.healthReason.isEmpty() ? sloStateName(p.sloState) : p.healthReason;
    default: return {};
    }
}

QVariant ReplicationModel::sortKey(const ReplicationPair &p, int column) const
{
    switch (column) {
    case BucketColumn: return p.bucket;
    case RouteColumn: return QString(p.source + QLatin1Char('>') + p.target);
    case LagColumn: return severityKey(p);
    case BytesPendingColumn: return p.bytesPending;
    case OperationsPendingColumn: return p.operationsPending;
    case FailedColumn: return p.operationsFailedLastHour;
    case ThroughputColumn: return p.throughputBytesPerSecond;
    case CatchUpColumn: return p.catchUpMs < 0 ? std::numeric_limits<qint64>::max() : p.catchUpMs;
    case CauseColumn: return HealthLevels::severityRank(p.health);
    default: return {};
    }
}

QString ReplicationModel::toolTip(const ReplicationPair &p) const
{
    const QLocale locale;
    QString text =
        tr("%1 from %2 to %3: the oldest object not yet replicated was written %4 ago; the SLO is %5.")
            .arg(p.bucket, p.source, p.target, QuantityFormat::duration(p.lagMs), QuantityFormat::duration(p.sloMs));
    if (p.sloState == SloState::Breached && p.breachedSinceMs > 0)
        text += QLatin1Char('\n') + tr("In breach since %1.").arg(TimestampText::text(p.breachedSinceMs));
    if (!p.healthReason.isEmpty())
        text += QLatin1Char('\n') + tr("Cause: %1").arg(p.healthReason);
    return text;
}

QVariant ReplicationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ReplicationPair &p = m_pairs.at(index.row());
    switch (role) {
    case Qt::DisplayRole: return display(p, index.column());
    case SortRole: return sortKey(p, index.column());
    case Qt::ToolTipRole: return toolTip(p);
    case SloFractionRole: return p.sloFraction();
    case SloStateRole: return int(p.sloState);
    case HealthRole: return int(p.health);
    case PairKeyRole: return p.key();
    case Qt::TextAlignmentRole:
        if (index.column() >= BytesPendingColumn && index.column() <= CatchUpColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default: return {};
    }
}

QVariant ReplicationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    //: Column: the replicated bucket
    case BucketColumn: return tr("Bucket");
    //: Column: source and target region
    case RouteColumn: return tr("From \u2192 to");
    //: Column: age of the oldest unreplicated object against the SLO
    case LagColumn: return tr("Lag / SLO");
    //: Column: bytes waiting to be replicated
    case BytesPendingColumn: return tr("Bytes pending");
    //: Column: objects waiting to be replicated
    case OperationsPendingColumn: return tr("Objects pending");
    //: Column: replication operations that failed in the last hour
    case FailedColumn: return tr("Failed (1 h)");
    //: Column: bytes replicated per second, last minute
    case ThroughputColumn: return tr("Throughput");
    //: Column: estimated time to replicate the backlog
    case CatchUpColumn: return tr("Catch-up");
    //: Column: why the pair is not healthy
    case CauseColumn: return tr("Cause");
    default: return {};
    }
}

void ReplicationModel::applyUpdate(const ReplicationUpdate &update)
{
    m_serverTimeMs = std::max(m_serverTimeMs, update.serverTimeMs);
    if (update.reset) {
        beginResetModel();
        m_pairs = update.pairs;
        m_rowByKey.clear();
        for (int row = 0; row < m_pairs.size(); ++row)
            m_rowByKey.insert(m_pairs.at(row).key(), row);
        m_hasSnapshot = true;
        endResetModel();
    } else {
        QList<int> changed;
        QList<ReplicationPair> added;
        for (const ReplicationPair &p : update.pairs) {
            const int row = rowOf(p.key());
            if (row < 0) {
                added.append(p);
            } else if (!(m_pairs.at(row) == p)) {
                m_pairs[row] = p;
                changed.append(row);
            }
        }
        std::sort(changed.begin(), changed.end());
        const QList<int> roles = {Qt::DisplayRole, SortRole,     Qt::ToolTipRole,
                                  SloFractionRole, SloStateRole, HealthRole};
        for (qsizetype i = 0; i < changed.size();) {
            qsizetype j = i;
            while (j + 1 < changed.size() && changed.at(j + 1) == changed.at(j) + 1)
                ++j;
            Q_EMIT dataChanged(index(changed.at(i), 0), index(changed.at(j), ColumnCount - 1), roles);
            i = j + 1;
        }
        if (!added.isEmpty()) {
            const int first = int(m_pairs.size());
            beginInsertRows({}, first, first + int(added.size()) - 1);
            for (const ReplicationPair &p : std::as_const(added)) {
                m_rowByKey.insert(p.key(), int(m_pairs.size()));
                m_pairs.append(p);
            }
            endInsertRows();
        }
    }
    bool regionsChanged = false;
    if (update.reset && !update.caches.isEmpty()) {
        regionsChanged = m_caches != update.caches;
        m_caches = update.caches;
    } else {
        for (const RegionCache &c : update.caches) {
            const auto it = std::find_if(m_caches.begin(), m_caches.end(),
                                         [&c](const RegionCache &x) { return x.region == c.region; });
            if (it == m_caches.end())
                m_caches.append(c);
            else if (!(*it == c))
                *it = c;
            else
                continue;
            regionsChanged = true;
        }
    }
    if (!update.regions.isEmpty() && update.regions != m_regions) {
        m_regions = update.regions;
        regionsChanged = true;
    }
    if (regionsChanged)
        Q_EMIT this->regionsChanged();
    recount();
    Q_EMIT updateApplied();
}

void ReplicationModel::recount()
{
    const int before = m_breaches;
    m_breaches = int(std::count_if(m_pairs.begin(), m_pairs.end(),
                                   [](const ReplicationPair &p) { return p.sloState == SloState::Breached; }));
    m_atRisk = int(std::count_if(m_pairs.begin(), m_pairs.end(),
                                 [](const ReplicationPair &p) { return p.sloState == SloState::AtRisk; }));
    if (m_breaches != before)
        Q_EMIT breachCountChanged(m_breaches);
}

} // namespace rackops
