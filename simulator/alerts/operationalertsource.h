#pragma once

#include "alerts/alertsource.h"

namespace rackops::sim {

class FleetSimulation;

// Alert conditions from operations that failed. A failure is an event, so the
// alert latches: it stays open until someone resolves it.
class OperationAlertSource final : public AlertSource {
public:
    explicit OperationAlertSource(FleetSimulation &fleet);
    void collect(std::int64_t nowMs, std::vector<AlertCondition> *out) override;

private:
    FleetSimulation &m_fleet;
};

} // namespace rackops::sim
