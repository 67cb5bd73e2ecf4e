#include "fabricmapmodel.h"

#include <QHash>
#include <QLocale>

#include <algorithm>

namespace rackops {

namespace {
const std::vector<int> kNoLinks;

FabricLinkState worse(FabricLinkState a, FabricLinkState b)
{
    return int(b) > int(a) ? b : a;
}
} // namespace

void FabricMapModel::Tally::add(FabricLinkState s)
{
    ++count[int(s)];
    worst = worse(worst, s);
}

QString FabricMapModel::Tally::text() const
{
    if (total() == 0)
        return tr("no links");
    QStringList parts;
    // Worst first: the thing to look at leads.
    for (FabricLinkState s : {FabricLinkState::Down, FabricLinkState::Flapping, FabricLinkState::Degraded,
                              FabricLinkState::Unknown, FabricLinkState::Up}) {
        if (count[int(s)] > 0)
            parts << tr("%1 %2", "count state: 3 flapping")
                         .arg(count[int(s)])
                         .arg(ClusterTerms::linkStateName(s).toLower());
    }
    return parts.join(QStringLiteral(" \u00b7 "));
}

FabricMapModel::FabricMapModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int FabricMapModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_fabric.planes;
}

int FabricMapModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_fabric.planes == 0 ? 0 : m_fabric.rails + 1;
}

const FabricMapModel::Tally &FabricMapModel::tally(int row, int column) const
{
    return m_tallies.at(std::size_t(row * (m_fabric.rails + 1) + column));
}

QVariant FabricMapModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Tally &t = tally(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole: return t.text();
    case WorstStateRole: return int(t.worst);
    case LinkCountRole: return t.total();
    case NotUpCountRole: return t.total() - t.count[int(FabricLinkState::Up)];
    default: return {};
    }
}

QVariant FabricMapModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Vertical)
        return tr("Plane %1").arg(section + 1);
    if (section == m_fabric.rails)
        return tr("Leaf\u2013spine");
    return tr("Rail %1").arg(section + 1);
}

const std::vector<int> &FabricMapModel::spineLinks(int plane) const
{
    return plane >= 0 && plane < int(m_spineLinks.size()) ? m_spineLinks.at(std::size_t(plane)) : kNoLinks;
}

FabricLinkState FabricMapModel::worstPortOf(const QString &rackId) const
{
    const qsizetype at = m_rackIds.indexOf(rackId);
    return at < 0 ? FabricLinkState::Unknown : m_rackWorst.at(std::size_t(at));
}

QString FabricMapModel::linkText(const FabricLinkInfo &l)
{
    QStringList lines;
    lines << (l.nicPort ? tr("Port %1 \u2192 %2").arg(l.id, l.toId) : tr("Link %1").arg(l.id));
    lines << tr("Plane %1, rail %2: %3").arg(l.plane).arg(l.rail).arg(ClusterTerms::linkStateName(l.state));
    lines << tr("%n flap(s) in the last hour", nullptr, l.flapsLastHour);
    const QLocale locale;
    lines << tr("Symbol errors %1, FEC corrected %2")
                 .arg(locale.toString(l.symbolErrors), locale.toString(l.fecCorrected));
    lines << tr("Link down %1 times, recovered %2 times").arg(l.linkDownEvents).arg(l.recoveries);
    return lines.join(QLatin1Char('\n'));
}

void FabricMapModel::setFabric(const FabricInfo &fabric, const QStringList &rackIds)
{
    beginResetModel();
    m_fabric = fabric;
    // A backend that sends no sizes: derive them from the links.
    for (const FabricLinkInfo &l : std::as_const(m_fabric.links)) {
        m_fabric.planes = std::max(m_fabric.planes, l.plane);
        m_fabric.rails = std::max(m_fabric.rails, l.rail);
    }
    m_fabric.planes = std::clamp(m_fabric.planes, 0, 255);
    m_fabric.rails = std::clamp(m_fabric.rails, 0, 255);
    m_rackIds = rackIds;
    QHash<QString, int> rackIndex;
    for (int i = 0; i < m_rackIds.size(); ++i)
        rackIndex.insert(m_rackIds.at(i), i);
    m_ports.clear();
    m_ports.reserve(std::size_t(m_fabric.links.size()));
    m_tallies.assign(std::size_t(m_fabric.planes * (m_fabric.rails + 1)), Tally {});
    m_spineLinks.assign(std::size_t(m_fabric.planes), {});
    m_rackWorst.assign(std::size_t(m_rackIds.size()), FabricLinkState::Unknown);
    m_portsPerCell = 0;
    // Next free slot per (rack, plane, rail).
    std::vector<quint16> nextSlot(std::size_t(m_rackIds.size() * m_fabric.planes * std::max(m_fabric.rails, 1)), 0);
    for (int i = 0; i < m_fabric.links.size(); ++i) {
        const FabricLinkInfo &l = m_fabric.links.at(i);
        const int plane = l.plane - 1;
        if (plane < 0 || plane >= m_fabric.planes)
            continue; // a link with no place on the map
        if (!l.nicPort) {
            m_spineLinks[std::size_t(plane)].push_back(i);
            m_tallies[std::size_t(plane * (m_fabric.rails + 1) + m_fabric.rails)].add(l.state);
            continue;
        }
        const int rail = l.rail - 1;
        const auto rack = rackIndex.constFind(l.rackId);
        if (rail < 0 || rail >= m_fabric.rails || rack == rackIndex.cend())
            continue;
        m_tallies[std::size_t(plane * (m_fabric.rails + 1) + rail)].add(l.state);
        m_rackWorst[std::size_t(*rack)] = worse(m_rackWorst[std::size_t(*rack)], l.state);
        quint16 &slot = nextSlot[std::size_t((*rack * m_fabric.planes + plane) * m_fabric.rails + rail)];
        m_ports.push_back({quint16(*rack), quint8(plane), quint8(rail), slot, l.state, i});
        ++slot;
        m_portsPerCell = std::max(m_portsPerCell, int(slot));
    }
    endResetModel();
}

} // namespace rackops
