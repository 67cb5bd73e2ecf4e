#pragma once

#include "gpuhistory.h"
#include "gputelemetry.h"

namespace rackops::v1 {
class GpuHistory;
class GpuTelemetry;
}

namespace rackops {

// TelemetryService.GetGpuTelemetry -> GpuTelemetry and QueryGpuHistory ->
// GpuHistory. A metric or state this console does not know is left out
// (Unknown), never read as another.
class GpuTelemetryConvert {
public:
    static GpuTelemetry telemetry(const v1::GpuTelemetry &message);
    static GpuHistory history(const v1::GpuHistory &message);
};

} // namespace rackops
