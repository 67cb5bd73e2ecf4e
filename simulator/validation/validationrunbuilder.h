#pragma once

#include "validation/fleetmedians.h"
#include "simstate.pb.h"

#include <string>

namespace rackops::sim {

// Rebuilds a rack's validation run from its compact record: the same record
// always gives the same figures, so 10,000 racks keep a few hundred bytes per
// run instead of every per-GPU result. Imported runs come back as stored.
class ValidationRunBuilder {
public:
    // `withDetails` false gives what ListRuns sends: suites with verdicts and
    // summaries, no tests and no NCCL rows.
    static rackops::v1::ValidationRun build(const std::string &rackId, const SimValidationRecord &record,
                                            const std::string &previousRunId, const FleetMedians &medians,
                                            bool withDetails);
    // What a run comes to without building its per-GPU results: the verdict
    // and the figures the approval gate reads (equal to those of build()).
    struct Outcome {
        rackops::v1::ValidationVerdict verdict = rackops::v1::VALIDATION_VERDICT_UNSPECIFIED;
        GateEvidence measured;
    };
    static Outcome outcome(const SimValidationRecord &record);
    // Drops tests and NCCL rows, keeping suite verdicts and summaries.
    static void stripDetails(rackops::v1::ValidationRun &run);
    // Worst suite verdict, and a one-line summary per suite from its tests.
    static void summarise(rackops::v1::ValidationRun &run);
};

} // namespace rackops::sim
