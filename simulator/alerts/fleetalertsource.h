#pragma once

#include "alerts/alertsource.h"

namespace rackops::sim {

class FleetSimulation;

// Alert conditions from the racks themselves: leak detectors not OK, cooling
// readings beyond their thresholds (from CoolingPhysics, a pure function of
// time), a latest validation verdict of FAIL, racks that failed, and racks in
// a stage far longer than the lifecycle usually takes.
class FleetAlertSource final : public AlertSource {
public:
    // A rack counts as stuck after this many times the longest usual stay (LifecycleEngine).
    static constexpr int kStuckFactor = 2;

    explicit FleetAlertSource(FleetSimulation &fleet);
    void collect(std::int64_t nowMs, std::vector<AlertCondition> *out) override;

private:
    FleetSimulation &m_fleet;
};

} // namespace rackops::sim
