#pragma once

#include "simstate.pb.h"

#include <cstdint>
#include <string>

namespace rackops::sim {

// Keeps a rack's validation runs: the runs its validation stage produces,
// runs an operator starts, and imported tool artifacts. A finished run sets
// the rack's validation verdict and the evidence the approval gate reads, so
// the gate and the results an operator sees are the same figures.
class ValidationRecorder {
public:
    static constexpr int kRunsKept = 8;

    // The lifecycle's validation stage began: a RUNNING run until it ends.
    static void startLifecycleRun(SimRack &rack, std::int64_t startedMs);
    // The lifecycle's validation stage ended at `finishedMs`; with `faulted`
    // the run shows the fault planned for the stage.
    static void recordLifecycleRun(SimRack &rack, std::int64_t startedMs, std::int64_t finishedMs, bool faulted);
    // The rack left validation another way (an operator's action): the run is cancelled.
    static void cancelLifecycleRun(SimRack &rack, std::int64_t atMs);

    // An operator's run: RUNNING until finishRun.
    static const SimValidationRecord &startRun(SimRack &rack, const rackops::v1::Actor &actor,
                                               const std::string &operationId, const std::string &reason, int dcgmLevel,
                                               std::int64_t nowMs);
    // Completes a started run with fresh measurements; nullptr if unknown.
    static const SimValidationRecord *finishRun(SimRack &rack, const std::string &runId, std::int64_t endMs);

    // Stores an imported run (already judged) as the rack's newest.
    static const SimValidationRecord &addImported(SimRack &rack, const rackops::v1::ValidationRun &run,
                                                  std::int64_t nowMs);

    static const SimValidationRecord *find(const SimRack &rack, const std::string &runId);
    static std::string previousRunId(const SimRack &rack, const std::string &runId);
    static std::string nextRunId(SimRack &rack);

private:
    static SimValidationRecord *runningLifecycleRun(SimRack &rack);
    static SimValidationRecord &append(SimRack &rack, SimValidationRecord record);
    static void complete(SimRack &rack, SimValidationRecord &record);
};

} // namespace rackops::sim
