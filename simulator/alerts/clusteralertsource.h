#pragma once

#include "alerts/alertsource.h"

namespace rackops::sim {

class ClusterBook;

// The clusters' state as alerts: a certification that failed (critical: the
// cluster cannot be released, its finding says what to fix) and a burn-in
// interruption nobody has attributed yet (warning: it blocks the burn-in's
// pass). Both resolve on their own once the cluster no longer shows them.
// Cluster alerts name the site, not a rack, so they never hold a member
// rack's own approval.
class ClusterAlertSource final : public AlertSource {
public:
    explicit ClusterAlertSource(const ClusterBook &clusters);
    void collect(std::int64_t nowMs, std::vector<AlertCondition> *out) override;

private:
    const ClusterBook &m_clusters;
};

} // namespace rackops::sim
