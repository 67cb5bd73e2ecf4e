#pragma once

namespace rackops::sim {

class FleetSimulation;
class MutationGuard;

// Gives a fresh demo fleet a little recent history from the demo users, so
// the operations panel, the approvals queue and the audit log are not empty
// on the first screen: two approvals, a pending four-eyes override, a tray
// replacement and a drain in progress, and a refused attempt by a viewer.
class DemoActivity {
public:
    static void seed(FleetSimulation &fleet, MutationGuard &guard);
};

} // namespace rackops::sim
