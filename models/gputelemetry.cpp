#include "gputelemetry.h"

namespace rackops {

QString GpuTelemetry::seriesName(Metric metric)
{
    switch (metric) {
    case Metric::GpuTemperature: return QStringLiteral("DCGM_FI_DEV_GPU_TEMP");
    case Metric::MemoryTemperature: return QStringLiteral("DCGM_FI_DEV_MEMORY_TEMP");
    case Metric::Power: return QStringLiteral("DCGM_FI_DEV_POWER_USAGE");
    case Metric::PcieReplays: return QStringLiteral("DCGM_FI_DEV_PCIE_REPLAY_COUNTER");
    case Metric::CorrectableRemappedRows: return QStringLiteral("DCGM_FI_DEV_CORRECTABLE_REMAPPED_ROWS");
    case Metric::UncorrectableRemappedRows: return QStringLiteral("DCGM_FI_DEV_UNCORRECTABLE_REMAPPED_ROWS");
    case Metric::RowRemapFailure: return QStringLiteral("DCGM_FI_DEV_ROW_REMAP_FAILURE");
    case Metric::NvlinkBandwidth: return QStringLiteral("DCGM_FI_DEV_NVLINK_BANDWIDTH_TOTAL");
    case Metric::NvlinkRecoveryErrors: return QStringLiteral("DCGM_FI_DEV_NVLINK_RECOVERY_ERROR_COUNT_TOTAL");
    case Metric::Xid: return QStringLiteral("DCGM_FI_DEV_XID_ERRORS");
    }
    return {};
}

} // namespace rackops
