#pragma once

#include "handoverreportinfo.h"

namespace rackops::v1 {
class HandoverReport;
class Shift;
}

namespace rackops {

// HandoverService messages -> console value types. Unknown enum values
// become Unknown, never "acknowledged".
class HandoverConvert {
public:
    static ShiftInfo shift(const v1::Shift &message);
    static HandoverReportInfo report(const v1::HandoverReport &message);
    static ShiftInfo::Status status(int value);
};

} // namespace rackops
