#pragma once

#include <cstdint>

namespace rackops::sim {

class FleetSimulation;
class MutationGuard;
class MutationJournal;

// People working the demo fleet's queues as a NOC shift would (--simulated-operators): a rack that
// has waited for approval a while is approved when the gate passes and sent to validation again
// when it does not; a failed rack gets its failed part replaced (or a rerun). Without them a fleet
// left running at a high time scale only piles up: two simulated days at 60x leave 40 % of a
// 100,000-rack fleet awaiting approval with tens of thousands of open alerts, so a long run measured
// the data's growth rather than the console's. They act through the same desk, gate and audit as
// people in the console, under names of their own, each rack's action one mutation of the journal
// (durable with its audit entry, people's mutations between them), at most a bounded number of racks
// of each queue a pass. A rack somebody holds (a four-eyes override waiting for its second
// signature) is left to them.
class SimulatedOperators {
public:
    static constexpr std::int64_t kPassMs = 15 * 60'000; // simulated time between passes
    static constexpr std::int64_t kApprovalWaitMs = 2 * 3'600'000; // a rack waits this long for approval
    static constexpr std::int64_t kRepairWaitMs = 3'600'000; // and a failed one this long for a repair
    static constexpr const char *kApproverSubject = "sim-approver";
    static constexpr const char *kOperatorSubject = "sim-operator";

    struct Pass {
        int approved = 0;
        int revalidated = 0; // awaiting approval, the gate did not pass: validation again
        int repaired = 0; // failed: the failed part replaced, or validation again
        int refused = 0; // the desk or the guard said no (a rack changed meanwhile)
    };

    SimulatedOperators(FleetSimulation &fleet, MutationGuard &guard, MutationJournal &journal);

    // One pass over the queues as of the fleet's clock, when kPassMs passed since the last one;
    // else nothing. Called after each advance of the clock, outside the fleet's lock.
    Pass work();

    // Racks of each queue one pass acts on at most (1 in 100 of the fleet's racks, at least 25): a shift
    // works its queues, it does not clear 20,000 racks at once. Each queue has its own share, so
    // a burst of failures does not stop approvals (at 100,000 racks and 60x, failed racks alone
    // took a share of 1 in 400 for minutes on end).
    int racksPerPass() const;

private:
    FleetSimulation &m_fleet;
    MutationGuard &m_guard;
    MutationJournal &m_journal;
    std::int64_t m_lastPassMs = 0;
    bool m_worked = false;
    std::int64_t m_nextKey = 1;
};

} // namespace rackops::sim
