#pragma once

#include "rackops/v1/alerts.pb.h"

#include <string>
#include <vector>

namespace rackops::sim {

// What a silence in Alertmanager must match to hold what a RackOps silence
// holds of Alertmanager's alerts. A silence for one condition
// ("alertmanager/FINGERPRINT") matches that alert's whole label set, which is
// what Alertmanager's fingerprint is made of. A rack's silence matches the
// label that named the rack: `rack="R"` when a rack label did, else the host
// label's values seen on the rack's alerts (`Hostname=~"node-1|node-2"`), so
// later alerts of that rack are held too. A silence that holds none of
// Alertmanager's alerts, or names neither a condition nor a rack (a site, a
// severity: no label says those for sure), has no matchers: it stays RackOps'.
class AlertmanagerSilenceMatchers {
public:
    // `covered`: the open EXTERNAL alerts the RackOps matcher holds now.
    static std::vector<rackops::v1::ExternalMatcher> of(const rackops::v1::AlertMatcher &matcher,
                                                        const std::vector<const rackops::v1::Alert *> &covered);
    // `text` as an RE2 literal (Alertmanager's regex matchers are Go RE2, anchored at both ends).
    static std::string re2Literal(const std::string &text);
};

} // namespace rackops::sim
