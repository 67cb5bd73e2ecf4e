#pragma once

#include "coolinghistory.h"
#include "coolingsample.h"

namespace rackops::v1 {
class CoolingHistoryResponse;
class CoolingSample;
}

namespace rackops {

// TelemetryService (cooling) messages -> console value types. A reading
// that is absent or not finite becomes NaN; an unknown leak state is never read as dry.
class CoolingConvert {
public:
    static CoolingSample sample(const v1::CoolingSample &message);
    static CoolingHistory history(const v1::CoolingHistoryResponse &message);
};

} // namespace rackops
