#pragma once

#include "simstate.pb.h"

#include <string>

namespace rackops::sim {

// The lifecycle controller as the simulator plays it: stage durations,
// planned faults, remediation outcomes and what the rack reports meanwhile.
// Every decision is drawn from the rack's own generator when a stage is
// entered, so a rack's path depends on the seed alone.
class LifecycleEngine {
public:
    static constexpr const char *kControllerName = "lifecycle-controller";

    enum class Change { None, Progress, State };

    // Moves the rack forward to simulated time `nowMs`. Says whether only
    // the progress changed or something an operator decides on (stage, health).
    static Change advance(SimRack &rack, std::int64_t nowMs);

    // Puts the rack into `stage` at `atMs`, records it in the history (the
    // reason as English and as a phrase) and plans the stage (duration, possible fault).
    static void enterStage(SimRack &rack, rackops::v1::LifecycleStage stage, std::int64_t atMs,
                           const std::string &actor, bool automated, const rackops::v1::LocalizedText &reason);

    // Records something that happened to the rack within its stage (a leak reaction) in the
    // history, with the stage it stays in and `within_stage` set: not a stage entered.
    static void recordEvent(SimRack &rack, std::int64_t atMs, const std::string &actor, bool automated,
                            const rackops::v1::LocalizedText &what);

    // Planned duration (ms) of a stage for this rack; 0 = until someone acts.
    static std::int64_t planDuration(SimRack &rack, rackops::v1::LifecycleStage stage);

    // The longest a rack usually stays in `stage` (ms): the upper end of the
    // planned durations, a day for approval; 0 = no usual length.
    static std::int64_t usualLongestStay(rackops::v1::LifecycleStage stage);

    // Who holds the rack when no operation runs on it: the controller while it
    // drives the stage, nobody while the rack waits for people.
    static void restoreOwner(SimRack &rack);

    // Text the controller shows for the stage at a progress (0..1), as a phrase.
    static rackops::v1::LocalizedText stepText(const SimRack &rack, double progress);
    // Puts the step into the summary, as English and as a phrase.
    static void setStep(SimRack &rack, rackops::v1::LocalizedText text);
    // The planned or current fault as a phrase (older saved state has only the English).
    static rackops::v1::LocalizedText faultText(const SimRack &rack);

    static rackops::v1::LifecycleStage nextStage(const SimRack &rack);

    // Decides whether the stage will end in a fault; `certain` makes it one.
    static void planFault(SimRack &rack, rackops::v1::LifecycleStage stage, bool certain = false);
    // The planned fault happens: the part goes critical, the rack to remediation.
    static void enterFault(SimRack &rack, std::int64_t atMs);
    // Moves the start of the current stage (and its history entry) to `enteredMs`.
    static void backdateStage(SimRack &rack, std::int64_t enteredMs);
    // The rack's health and reason: those of its weakest part.
    static void setRackHealth(SimRack &rack);
    // Sets what a part reports, as English and as a phrase (text without a code clears the phrase,
    // so a status and its phrase never disagree).
    static void setStatus(rackops::v1::RackComponent &component, const rackops::v1::LocalizedText &status);
    // What a part reports as a phrase; its English verbatim where it has none.
    static rackops::v1::LocalizedText statusText(const rackops::v1::RackComponent &component);

private:
    static void finishRemediation(SimRack &rack, std::int64_t atMs);
};

} // namespace rackops::sim
