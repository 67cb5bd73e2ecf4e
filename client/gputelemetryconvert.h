#pragma once

#include "gputelemetry.h"

namespace rackops::v1 {
class GpuTelemetry;
}

namespace rackops {

// TelemetryService.GetGpuTelemetry -> GpuTelemetry. A metric or state this
// console does not know is left out (Unknown), never read as another.
class GpuTelemetryConvert
{
public:
    static GpuTelemetry telemetry(const v1::GpuTelemetry &message);
};

} // namespace rackops
