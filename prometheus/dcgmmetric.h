#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace rackops::prometheus {

// The DCGM exporter's per-GPU series RackOps reads (names as in the exporter's
// etc/default-counters.csv; the NVLink recovery counter is not a default one,
// and recent default sets leave out DCGM_FI_DEV_XID_ERRORS).
enum class DcgmMetric {
    GpuTemperature, // DCGM_FI_DEV_GPU_TEMP, °C
    MemoryTemperature, // DCGM_FI_DEV_MEMORY_TEMP, °C
    Power, // DCGM_FI_DEV_POWER_USAGE, W
    PcieReplays, // DCGM_FI_DEV_PCIE_REPLAY_COUNTER
    CorrectableRemappedRows, // DCGM_FI_DEV_CORRECTABLE_REMAPPED_ROWS
    UncorrectableRemappedRows, // DCGM_FI_DEV_UNCORRECTABLE_REMAPPED_ROWS
    RowRemapFailure, // DCGM_FI_DEV_ROW_REMAP_FAILURE, 0 or 1
    NvlinkBandwidth, // DCGM_FI_DEV_NVLINK_BANDWIDTH_TOTAL
    NvlinkRecoveryErrors, // DCGM_FI_DEV_NVLINK_RECOVERY_ERROR_COUNT_TOTAL
    Xid, // DCGM_FI_DEV_XID_ERRORS, the last XID seen
};

inline constexpr int kDcgmMetricCount = int(DcgmMetric::Xid) + 1;

QString dcgmSeriesName(DcgmMetric metric);
std::optional<DcgmMetric> dcgmMetricOfSeries(const QString &name);
QList<DcgmMetric> allDcgmMetrics();
// One PromQL selector for every series above: {__name__=~"DCGM_FI_DEV_GPU_TEMP|..."}.
QString dcgmSelector();

} // namespace rackops::prometheus
