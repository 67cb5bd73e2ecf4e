#pragma once

#include "rackops/v1/validation.pb.h"

#include <optional>
#include <string>
#include <string_view>

namespace rackops {

// How tool statuses become verdicts and how verdicts combine. The order is
// FAIL > TOOL_ERROR > WARN > NOT_CHECKED > NOT_TESTED > PASS > NOT_RUN > SKIP:
// a suite is SKIP or NOT_RUN only when nothing in it ran; a tool error never
// hides a real failure; a suite that tested nothing keeps a run from reading PASS.
class VerdictRules {
public:
    static v1::ValidationVerdict worst(v1::ValidationVerdict a, v1::ValidationVerdict b);
    // PASS/Pass/pass, FAIL, WARN/WARNING, SKIP/SKIPPED, NOT_RUN/"Not Run";
    // nullopt for anything else, which the caller must never read as a pass.
    static std::optional<v1::ValidationVerdict> fromStatus(std::string_view status);
    static std::string name(v1::ValidationVerdict verdict);
    // The verdict as a phrase ("verdict.fail"), for summaries an operator reads.
    static v1::LocalizedText phrase(v1::ValidationVerdict verdict);
};

} // namespace rackops
