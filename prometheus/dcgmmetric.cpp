#include "dcgmmetric.h"

namespace rackops::prometheus {

QString dcgmSeriesName(DcgmMetric metric)
{
    switch (metric) {
    case DcgmMetric::GpuTemperature: return QStringLiteral("DCGM_FI_DEV_GPU_TEMP");
    case DcgmMetric::MemoryTemperature: return QStringLiteral("DCGM_FI_DEV_MEMORY_TEMP");
    case DcgmMetric::Power: return QStringLiteral("DCGM_FI_DEV_POWER_USAGE");
    case DcgmMetric::PcieReplays: return QStringLiteral("DCGM_FI_DEV_PCIE_REPLAY_COUNTER");
    case DcgmMetric::CorrectableRemappedRows: return QStringLiteral("DCGM_FI_DEV_CORRECTABLE_REMAPPED_ROWS");
    case DcgmMetric::UncorrectableRemappedRows: return QStringLiteral("DCGM_FI_DEV_UNCORRECTABLE_REMAPPED_ROWS");
    case DcgmMetric::RowRemapFailure: return QStringLiteral("DCGM_FI_DEV_ROW_REMAP_FAILURE");
    case DcgmMetric::NvlinkBandwidth: return QStringLiteral("DCGM_FI_DEV_NVLINK_BANDWIDTH_TOTAL");
    case DcgmMetric::NvlinkRecoveryErrors: return QStringLiteral("DCGM_FI_DEV_NVLINK_RECOVERY_ERROR_COUNT_TOTAL");
    case DcgmMetric::Xid: return QStringLiteral("DCGM_FI_DEV_XID_ERRORS");
    }
    return {};
}

QList<DcgmMetric> allDcgmMetrics()
{
    QList<DcgmMetric> all;
    for (int i = 0; i < kDcgmMetricCount; ++i)
        all.append(DcgmMetric(i));
    return all;
}

std::optional<DcgmMetric> dcgmMetricOfSeries(const QString &name)
{
    for (const DcgmMetric metric : allDcgmMetrics()) {
        if (dcgmSeriesName(metric) == name)
            return metric;
    }
    return std::nullopt;
}

QString dcgmSelector()
{
    QStringList names;
    for (const DcgmMetric metric : allDcgmMetrics())
        names.append(dcgmSeriesName(metric));
    return QStringLiteral("{__name__=~\"%1\"}").arg(names.join(QLatin1Char('|')));
}

} // namespace rackops::prometheus
