#include "gpufiguresmodel.h"

#include "quantityformat.h"
#include "timestamptext.h"

#include <QLocale>

#include <cmath>

namespace rackops {

using Metric = GpuTelemetry::Metric;

GpuFiguresModel::GpuFiguresModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int GpuFiguresModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int GpuFiguresModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool GpuFiguresModel::isConfigured() const
{
    return m_telemetry.state != GpuTelemetry::State::NotConfigured && m_telemetry.state != GpuTelemetry::State::Unknown;
}

void GpuFiguresModel::clear()
{
    setTelemetry({});
}

void GpuFiguresModel::setTelemetry(const GpuTelemetry &telemetry)
{
    const bool sameRows = telemetry.rackId == m_telemetry.rackId && !m_rows.isEmpty()
        && (telemetry.state != GpuTelemetry::State::NotConfigured && telemetry.state != GpuTelemetry::State::Unknown);
    if (!sameRows)
        beginResetModel();
    m_telemetry = telemetry;
    m_rows.clear();
    const bool configured = isConfigured();
    if (configured) {
        m_rows.fill(-1, kTrays * kGpusPerTray);
        for (qsizetype i = 0; i < m_telemetry.gpus.size(); ++i) {
            const GpuTelemetry::Gpu &gpu = m_telemetry.gpus.at(i);
            if (gpu.tray >= 1 && gpu.tray <= kTrays && gpu.gpu >= 1 && gpu.gpu <= kGpusPerTray)
                m_rows[rowOf(gpu.tray, gpu.gpu)] = int(i);
        }
    }
    if (sameRows) {
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    } else {
        endResetModel();
    }
    Q_EMIT summaryChanged();
}

QString GpuFiguresModel::metricTitle(Metric metric)
{
    switch (metric) {
    case Metric::GpuTemperature:
        //: Column: the GPU's temperature (DCGM exporter)
        return tr("GPU temp.");
    case Metric::MemoryTemperature:
        //: Column: the GPU memory's (HBM) temperature
        return tr("Memory temp.");
    case Metric::Power:
        //: Column: the GPU's power draw
        return tr("Power");
    case Metric::PcieReplays:
        //: Column: PCIe replay counter (retries of PCIe packets)
        return tr("PCIe replays");
    case Metric::CorrectableRemappedRows:
        //: Column: memory rows remapped for correctable errors
        return tr("Rows remapped (corr.)");
    case Metric::UncorrectableRemappedRows:
        //: Column: memory rows remapped for uncorrectable errors
        return tr("Rows remapped (uncorr.)");
    case Metric::RowRemapFailure:
        //: Column: whether remapping a memory row failed
        return tr("Row remap failed");
    case Metric::NvlinkBandwidth:
        //: Column: the NVLink bandwidth counter over all lanes
        return tr("NVLink bandwidth");
    case Metric::NvlinkRecoveryErrors:
        //: Column: NVLink recovery error counter
        return tr("NVLink recoveries");
    case Metric::Xid:
        //: Column: the last XID error the GPU reported
        return tr("Last XID");
    }
    return {};
}

QString GpuFiguresModel::figureText(Metric metric, const GpuTelemetry::Figure &figure) const
{
    if (!std::isfinite(figure.value))
        //: A figure the exporter published as NaN or infinite
        return tr("unreadable");
    switch (metric) {
    case Metric::GpuTemperature:
    case Metric::MemoryTemperature: return QuantityFormat::quantity(figure.value, QStringLiteral("°C"), 0);
    case Metric::Power: return QuantityFormat::quantity(figure.value, QStringLiteral("W"), 0);
    case Metric::RowRemapFailure: return figure.value != 0.0 ? tr("failed") : tr("no");
    case Metric::Xid:
        //: No XID error since the exporter started
        return figure.value == 0.0 ? tr("none") : tr("XID %1").arg(QLocale().toString(qint64(figure.value)));
    default: return QLocale().toString(qint64(std::llround(figure.value)));
    }
}

const GpuTelemetry::Gpu *GpuFiguresModel::gpuAt(int row) const
{
    const int at = m_rows.value(row, -1);
    return at >= 0 ? &m_telemetry.gpus.at(at) : nullptr;
}

QVariant GpuFiguresModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int tray = index.row() / kGpusPerTray + 1;
    const int slot = index.row() % kGpusPerTray + 1;
    const GpuTelemetry::Gpu *gpu = gpuAt(index.row());
    if (index.column() == GpuColumn) {
        if (role == Qt::DisplayRole)
            return QStringLiteral("CT%1/GPU%2").arg(tray, 2, 10, QLatin1Char('0')).arg(slot);
        if (role == Qt::ToolTipRole && gpu) {
            QStringList lines {tr("Host: %1").arg(gpu->host)};
            if (!gpu->uuid.isEmpty())
                lines.append(tr("UUID: %1").arg(gpu->uuid));
            if (!gpu->modelName.isEmpty())
                lines.append(tr("Model: %1").arg(gpu->modelName));
            return lines.join(QLatin1Char('\n'));
        }
        return {};
    }
    const Metric metric = Metric(index.column() - FirstMetricColumn);
    const std::optional<GpuTelemetry::Figure> figure = gpu ? gpu->figure(metric) : std::nullopt;
    switch (role) {
    case Qt::DisplayRole:
        //: A figure the GPU's exporter does not publish (not the same as 0)
        return figure ? figureText(metric, *figure) : tr("not published");
    case Qt::ToolTipRole: {
        if (!figure) {
            return m_telemetry.isPublished(metric)
                ? tr("%1 is not published for this GPU.").arg(GpuTelemetry::seriesName(metric))
                : tr("%1 is not published by the exporters of this site (their counters leave it out).")
                      .arg(GpuTelemetry::seriesName(metric));
        }
        const qint64 age = std::max<qint64>(0, m_telemetry.serverTimeMs - figure->sampledAtMs);
        return tr("%1 on %2, sampled %3 (%4 old)")
            .arg(GpuTelemetry::seriesName(metric), gpu->host,
                 TimestampText::text(figure->sampledAtMs, QLocale::LongFormat), QuantityFormat::duration(age));
    }
    case Qt::TextAlignmentRole: return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case ValueRole: return figure ? QVariant(figure->value) : QVariant();
    case PublishedRole: return bool(figure);
    case SampledAtRole: return figure ? QVariant(figure->sampledAtMs) : QVariant();
    case MetricRole: return int(metric);
    case AttentionRole:
        return figure && std::isfinite(figure->value) && figure->value != 0.0
            && (metric == Metric::RowRemapFailure || metric == Metric::UncorrectableRemappedRows
                || metric == Metric::Xid);
    default: return {};
    }
}

QVariant GpuFiguresModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (section == GpuColumn)
        return role == Qt::DisplayRole ? QVariant(tr("GPU")) : QVariant();
    const Metric metric = Metric(section - FirstMetricColumn);
    if (role == Qt::DisplayRole)
        return metricTitle(metric);
    if (role == Qt::ToolTipRole)
        return GpuTelemetry::seriesName(metric);
    return {};
}

QString GpuFiguresModel::stateText(GpuTelemetry::State state)
{
    switch (state) {
    case GpuTelemetry::State::Down: return tr("not reachable");
    case GpuTelemetry::State::Unauthorized: return tr("refuses our credentials");
    case GpuTelemetry::State::BadAnswer: return tr("answers something that is not a Prometheus answer");
    case GpuTelemetry::State::TooLarge: return tr("answers more than the backend takes");
    case GpuTelemetry::State::Tls: return tr("TLS handshake failed");
    case GpuTelemetry::State::HttpError: return tr("answers with an HTTP error");
    default: return tr("state unknown");
    }
}

QString GpuFiguresModel::summary() const
{
    const GpuTelemetry &t = m_telemetry;
    switch (t.state) {
    case GpuTelemetry::State::Unknown: return {};
    case GpuTelemetry::State::NotConfigured:
        return tr("The backend reads no site monitoring: no GPU figures from DCGM exporters.");
    case GpuTelemetry::State::Starting: return tr("Waiting for the first read of Prometheus %1.").arg(t.source);
    default: break;
    }
    QStringList parts;
    const QString age = QuantityFormat::duration(std::max<qint64>(0, t.serverTimeMs - t.readAtMs));
    if (t.state == GpuTelemetry::State::Ok) {
        parts.append(tr("DCGM exporter figures from Prometheus %1, read %2 ago.").arg(t.source, age));
        if (t.gpus.isEmpty())
            parts.append(tr("No exporter there speaks of this rack's trays."));
    } else {
        const QString why = t.stateDetail.isEmpty() ? stateText(t.state)
                                                    : QStringLiteral("%1 (%2)").arg(stateText(t.state), t.stateDetail);
        parts.append(tr("Prometheus %1 cannot be read: %2.").arg(t.source, why));
        parts.append(t.readAtMs > 0 ? tr("Figures as last read %1 ago, at %2.")
                                          .arg(age, TimestampText::text(t.readAtMs, QLocale::LongFormat))
                                    : tr("No figures have been read yet."));
    }
    QStringList missing;
    if (t.readAtMs > 0) {
        for (int m = 0; m < GpuTelemetry::kMetricCount; ++m) {
            if (!t.published[size_t(m)])
                missing.append(metricTitle(Metric(m)));
        }
    }
    if (!missing.isEmpty())
        parts.append(tr("Not published by the exporters: %1.").arg(missing.join(QStringLiteral(", "))));
    return parts.join(QLatin1Char(' '));
}

} // namespace rackops
