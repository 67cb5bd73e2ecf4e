#include "validation/importedrunassembler.h"

#include "artifacts/artifactparser.h"
#include "phrase/phrase.h"
#include "validation/validationbaselines.h"
#include "validation/validationrunbuilder.h"
#include "artifacts/verdictrules.h"

namespace rackops::sim {

using namespace rackops::v1;

ValidationRun ImportedRunAssembler::assemble(const ArtifactParseResult &parsed, std::string_view bytes,
                                             const std::string &fileName, const FleetMedians &medians)
{
    ValidationRun run = ArtifactParser::importedRun(parsed, bytes, fileName);
    *run.mutable_reason_text() = Phrase::make("run.imported_from", {Phrase::id(fileName)});
    run.set_reason(run.reason_text().english());
    for (SuiteResult &suite : *run.mutable_suites()) {
        // The tool's own verdicts stand; baselines can only make a result worse.
        // The baselines are all_reduce's, and a run that never reached the
        // fabric (TOOL_ERROR) is not judged on bandwidth at all.
        if (suite.kind() == VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE
            && suite.verdict() != VALIDATION_VERDICT_TOOL_ERROR)
            suite.set_verdict(VerdictRules::worst(
                suite.verdict(), ValidationBaselines::judgeNccl(*suite.mutable_nccl(), medians.ncclAvgBusBw)));
        if (!run.has_started_at() && suite.has_started_at())
            *run.mutable_started_at() = suite.started_at();
        if (suite.has_finished_at())
            *run.mutable_finished_at() = suite.finished_at();
    }
    ValidationRunBuilder::summarise(run);
    return run;
}

} // namespace rackops::sim
