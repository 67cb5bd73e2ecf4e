#include "gpuhistorymodel.h"

#include "gpufiguresmodel.h"
#include "quantityformat.h"
#include "timestamptext.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace rackops {

using Metric = GpuTelemetry::Metric;

GpuHistoryModel::GpuHistoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    qRegisterMetaType<rackops::GpuHistory>();
}

int GpuHistoryModel::rowCount(const QModelIndex &parent) const
{
    // Rows only when something was read: a GPU that publishes nothing has no points, not rows of "not published".
    const bool any = std::any_of(m_history.series.cbegin(), m_history.series.cend(),
                                 [](const GpuHistory::Series &series) { return series.published; });
    return parent.isValid() || !any ? 0 : m_history.points;
}

int GpuHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstSeriesColumn + int(m_history.series.size());
}

QVariant GpuHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const qint64 timeMs = m_history.startMs + qint64(index.row()) * m_history.stepMs;
    if (role == TimeRole)
        return timeMs;
    if (index.column() == TimeColumn)
        return role == Qt::DisplayRole ? QVariant(TimestampText::text(timeMs)) : QVariant();
    const GpuHistory::Series &series = m_history.series.at(index.column() - FirstSeriesColumn);
    if (role == MetricRole)
        return int(series.metric);
    const bool has = series.published && index.row() < series.values.size();
    const double value = has ? series.values.at(index.row()) : 0.0;
    switch (role) {
    case Qt::DisplayRole:
        if (!series.published)
            return tr("not published");
        return std::isnan(value) ? tr("no sample") : valueText(series.metric, value);
    case ValueRole: return has ? QVariant(value) : QVariant();
    case Qt::TextAlignmentRole: return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default: return {};
    }
}

QVariant GpuHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == TimeColumn)
        //: Column: when a point of a GPU's history was taken
        return tr("Time");
    return GpuFiguresModel::metricTitle(m_history.series.at(section - FirstSeriesColumn).metric);
}

QString GpuHistoryModel::valueText(Metric metric, double value) const
{
    switch (metric) {
    case Metric::GpuTemperature:
    case Metric::MemoryTemperature: return QuantityFormat::quantity(value, QStringLiteral("°C"), 1);
    case Metric::Power: return QuantityFormat::quantity(value, QStringLiteral("W"), 0);
    default: return QuantityFormat::number(value, 0);
    }
}

void GpuHistoryModel::setPending(const QString &rackId, int tray, int gpu)
{
    const bool otherGpu = rackId != m_rackId || tray != m_tray || gpu != m_gpu;
    m_rackId = rackId;
    m_tray = tray;
    m_gpu = gpu;
    m_pending = true;
    m_failure.clear();
    if (otherGpu) {
        // Never one GPU's points under another's name while its own are on the way.
        beginResetModel();
        m_history = {};
        endResetModel();
    }
    Q_EMIT historyChanged();
}

void GpuHistoryModel::setHistory(const GpuHistory &history)
{
    beginResetModel();
    m_history = history;
    // A grid that does not hold what it says is cut to what it holds, never read beyond.
    for (GpuHistory::Series &series : m_history.series) {
        if (series.published && series.values.size() != m_history.points)
            series.values.resize(m_history.points, std::nan(""));
    }
    endResetModel();
    m_rackId = history.rackId;
    m_tray = history.tray;
    m_gpu = history.gpu;
    m_pending = false;
    m_failure.clear();
    Q_EMIT historyChanged();
}

void GpuHistoryModel::setFailure(const QString &message)
{
    m_pending = false;
    m_failure = message;
    Q_EMIT historyChanged();
}

void GpuHistoryModel::clear()
{
    beginResetModel();
    m_history = {};
    endResetModel();
    m_rackId.clear();
    m_tray = 0;
    m_gpu = 0;
    m_pending = false;
    m_failure.clear();
    Q_EMIT historyChanged();
}

QString GpuHistoryModel::gpuName() const
{
    return m_tray > 0 ? QStringLiteral("CT%1/GPU%2").arg(m_tray, 2, 10, QLatin1Char('0')).arg(m_gpu) : QString();
}

bool GpuHistoryModel::isPublished(Metric metric) const
{
    const GpuHistory::Series *series = m_history.find(metric);
    return series && series->published;
}

QList<QPointF> GpuHistoryModel::points(Metric metric) const
{
    const GpuHistory::Series *series = m_history.find(metric);
    if (!series || !series->published)
        return {};
    QList<QPointF> out;
    out.reserve(series->values.size());
    for (qsizetype i = 0; i < series->values.size(); ++i)
        out.append(QPointF(double(m_history.startMs + qint64(i) * m_history.stepMs), series->values.at(i)));
    return out;
}

QString GpuHistoryModel::status() const
{
    if (!m_failure.isEmpty())
        return tr("The backend did not answer for the history of %1: %2").arg(gpuName(), m_failure);
    if (m_pending && m_history.state == GpuTelemetry::State::Unknown)
        return tr("Reading the history of %1 …").arg(gpuName());
    const GpuHistory &h = m_history;
    switch (h.state) {
    case GpuTelemetry::State::Unknown: return {};
    case GpuTelemetry::State::NotConfigured: return tr("The backend reads no site monitoring: no GPU history.");
    case GpuTelemetry::State::Starting: return tr("Waiting for the first read of Prometheus %1.").arg(h.source);
    case GpuTelemetry::State::Ok: break;
    default: {
        const QString why = h.stateDetail.isEmpty()
            ? GpuFiguresModel::stateText(h.state)
            : QStringLiteral("%1 (%2)").arg(GpuFiguresModel::stateText(h.state), h.stateDetail);
        return tr("The history of %1 cannot be read from Prometheus %2: %3.").arg(gpuName(), h.source, why);
    }
    }
    if (h.host.isEmpty())
        return tr("No exporter speaks of %1: it publishes no figures.").arg(gpuName());
    QStringList missing;
    for (const GpuHistory::Series &series : h.series) {
        if (!series.published)
            missing.append(GpuFiguresModel::metricTitle(series.metric));
    }
    if (missing.isEmpty())
        return {};
    return tr("Not published for %1 in this window: %2.").arg(gpuName(), missing.join(QStringLiteral(", ")));
}

QString GpuHistoryModel::caption() const
{
    const GpuHistory &h = m_history;
    if (h.state != GpuTelemetry::State::Ok || h.host.isEmpty())
        return gpuName();
    //: %1 GPU (CT05/GPU1), %2 exporter host, %3 time between points ("15 s")
    return tr("%1 on %2, a point every %3").arg(gpuName(), h.host, QuantityFormat::duration(h.stepMs));
}

} // namespace rackops
