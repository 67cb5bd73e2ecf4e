#include "gpugridmodel.h"

#include "validationpresentation.h"

namespace rackops {

GpuGridModel::GpuGridModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_cells(kTrays * kGpusPerTray)
{
}

int GpuGridModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kTrays;
}

int GpuGridModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kGpusPerTray;
}

QVariant GpuGridModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int gpu = index.row() * kGpusPerTray + index.column();
    const auto &cell = m_cells.at(gpu);
    if (role == GpuIndexRole)
        return gpu;
    if (!cell)
        return role == Qt::ToolTipRole ? tr("GPU %1: no result for this test").arg(gpu) : QVariant();
    switch (role) {
    case VerdictRole: return int(ValidationPresentation::health(cell->verdict));
    case ValueRole: return cell->measured ? QVariant(*cell->measured) : QVariant();
    case EntityIdRole: return cell->entityId;
    case ScoreRole: {
        if (!cell->measured || !cell->baseline || !cell->threshold || *cell->baseline == *cell->threshold)
            return {};
        return (*cell->measured - *cell->threshold) / (*cell->baseline - *cell->threshold);
    }
    case Qt::DisplayRole:
        return cell->measured ? ValidationPresentation::value(cell->measured, {})
                              : ValidationVerdicts::displayName(cell->verdict);
    case Qt::ToolTipRole: {
        QString tip = tr("%1 — %2: %3").arg(cell->entityId, m_testName, ValidationVerdicts::displayName(cell->verdict));
        if (cell->measured) {
            tip += QLatin1Char('\n')
                + tr("Measured %1, baseline %2, threshold %3")
                      .arg(ValidationPresentation::value(cell->measured, cell->unit),
                           ValidationPresentation::value(cell->baseline, cell->unit),
                           ValidationPresentation::value(cell->threshold, cell->unit));
        }
        if (!cell->failureText.isEmpty())
            tip += QLatin1Char('\n') + cell->failureText;
        // The serial the tool read, so a failing GPU is found in the tray.
        if (!cell->serial.isEmpty())
            tip += QLatin1Char('\n') + tr("Serial %1, device id %2").arg(cell->serial, cell->deviceId);
        return tip;
    }
    case Qt::AccessibleTextRole:
        return tr("%1: %2").arg(cell->entityId, ValidationVerdicts::displayName(cell->verdict));
    default: break;
    }
    return {};
}

QVariant GpuGridModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal)
        return tr("GPU %1").arg(section);
    //: Compute tray label, e.g. CT07.
    return tr("CT%1").arg(section + 1, 2, 10, QLatin1Char('0'));
}

void GpuGridModel::setTest(const QString &testName, const QList<ValidationEntityResult> &entities)
{
    m_testName = testName;
    for (auto &cell : m_cells)
        cell.reset();
    for (const auto &e : entities) {
        if (e.gpuIndex >= 0 && e.gpuIndex < m_cells.size())
            m_cells[e.gpuIndex] = e;
    }
    Q_EMIT dataChanged(index(0, 0), index(kTrays - 1, kGpusPerTray - 1));
}

int GpuGridModel::failingCount() const
{
    int failing = 0;
    for (const auto &cell : m_cells)
        failing += cell && cell->verdict == ValidationVerdict::Fail ? 1 : 0;
    return failing;
}

} // namespace rackops
