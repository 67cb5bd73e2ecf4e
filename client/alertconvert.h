#pragma once

#include "alertinfo.h"

namespace rackops::v1 {
class Alert;
}

namespace rackops {

// AlertService messages -> console value types. Unknown enum values from a
// newer backend become Unknown: an unknown state is never shown as resolved.
class AlertConvert {
public:
    static AlertInfo alert(const v1::Alert &message);
    static AlertInfo::Severity severity(int value);
    static AlertInfo::State state(int value);
    static AlertInfo::Source source(int value);
};

} // namespace rackops
