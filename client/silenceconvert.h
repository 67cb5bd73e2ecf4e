#pragma once

#include "alertmanagerhealth.h"
#include "silenceinfo.h"

namespace rackops::v1 {
class AlertSilence;
class AlertmanagerHealth;
class ExternalMatcher;
}

namespace rackops {

// AlertService's AlertSilence -> SilenceInfo. A sync state from a newer
// backend that this console does not know reads as not yet in Alertmanager
// rather than as done there.
class SilenceConvert {
public:
    static SilenceInfo silence(const v1::AlertSilence &message);
    static AlertmanagerHealth health(const v1::AlertmanagerHealth &message);
    static SilenceInfo::Sync sync(int value);
    // As Alertmanager writes a matcher: name="v", name=~"re", name!="v", name!~"re".
    static QString matcher(const v1::ExternalMatcher &matcher);
};

} // namespace rackops
