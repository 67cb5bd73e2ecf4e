#include "rackcomponentsmodel.h"

#include <algorithm>

namespace rackops {

namespace {
int mismatches(const RackComponentInfo &component)
{
    return int(std::count_if(component.firmware.cbegin(), component.firmware.cend(),
                             [](const FirmwareInfo &fw) { return !fw.matches(); }));
}
} // namespace

RackComponentsModel::RackComponentsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int RackComponentsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_components.size());
}

int RackComponentsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RackComponentsModel::kindName(RackComponentInfo::Kind kind)
{
    switch (kind) {
    case RackComponentInfo::Kind::ComputeTray: return tr("Compute tray");
    case RackComponentInfo::Kind::NvlinkSwitchTray: return tr("NVLink switch tray");
    case RackComponentInfo::Kind::PowerShelf: return tr("Power shelf");
    case RackComponentInfo::Kind::Cdu: return tr("CDU", "coolant distribution unit");
    case RackComponentInfo::Kind::Unknown: break;
    }
    return tr("Unknown part");
}

QVariant RackComponentsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RackComponentInfo &c = m_components.at(index.row());
    if (role == HealthRole)
        return int(c.health);
    if (role == FirmwareMismatchRole)
        return mismatches(c);
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case ComponentColumn: return c.componentId;
        case KindColumn: return kindName(c.kind);
        case StageColumn: return LifecycleStages::displayName(c.stage);
        case HealthColumn: return HealthLevels::displayName(c.health);
        case StatusColumn: return c.status;
        case FirmwareColumn: {
            const int bad = mismatches(c);
            return bad == 0 ? tr("As expected") : tr("%n not as expected", "firmware images", bad);
        }
        case SerialColumn: return c.serialNumber;
        }
    } else if (role == Qt::ToolTipRole && index.column() == FirmwareColumn) {
        QStringList lines;
        for (const FirmwareInfo &fw : c.firmware) {
            lines << (fw.matches() ? tr("%1: %2").arg(fw.component, fw.actual)
                                   : tr("%1: %2 (expected %3)").arg(fw.component, fw.actual, fw.expected));
        }
        return lines.join(QLatin1Char('\n'));
    }
    return {};
}

QVariant RackComponentsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ComponentColumn: return tr("Part");
    case KindColumn: return tr("Kind");
    case StageColumn: return tr("Stage", "lifecycle stage of a part");
    case HealthColumn: return tr("Health");
    case StatusColumn: return tr("Status");
    case FirmwareColumn: return tr("Firmware");
    case SerialColumn: return tr("Serial number");
    }
    return {};
}

void RackComponentsModel::setComponents(const QList<RackComponentInfo> &components)
{
    beginResetModel();
    m_components = components;
    endResetModel();
}

} // namespace rackops
