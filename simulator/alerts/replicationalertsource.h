#pragma once

#include "alerts/alertsource.h"

namespace rackops::sim {

class ReplicationTraffic;

// Alert conditions from storage replication: every bucket/region pair whose
// oldest unreplicated object is older than its SLO. A breach risks losing a
// checkpoint that took a rack-day to write, so it is critical.
class ReplicationAlertSource final : public AlertSource {
public:
    explicit ReplicationAlertSource(ReplicationTraffic &replication);
    void collect(std::int64_t nowMs, std::vector<AlertCondition> *out) override;

private:
    ReplicationTraffic &m_replication;
};

} // namespace rackops::sim
