#include "validation/importedrunassembler.h"

#include "artifacts/artifactparser.h"
#include "phrase/phrase.h"
#include "validation/validationbaselines.h"
#include "validation/validationrunbuilder.h"
#include "artifacts/verdictrules.h"

#include <utility>
#include <vector>

namespace rackops::sim {

using namespace rackops::v1;

namespace {

// Verdicts that say nothing was tested or checked: no baseline turns them into a pass.
bool untested(ValidationVerdict verdict)
{
    return verdict == VALIDATION_VERDICT_NOT_TESTED || verdict == VALIDATION_VERDICT_NOT_CHECKED;
}

} // namespace

ValidationRun ImportedRunAssembler::assemble(const ArtifactParseResult &parsed, std::string_view bytes,
                                             const std::string &fileName, const FleetMedians &medians)
{
    ValidationRun run = ArtifactParser::importedRun(parsed, bytes, fileName);
    *run.mutable_reason_text() = Phrase::make("run.imported_from", {Phrase::id(fileName)});
    run.set_reason(run.reason_text().english());
    // What the parser found, kept through the summaries below: they fold
    // verdicts from the tests, which would read an all-skipped run as the pass
    // of its software checks, and they sum NCCL up by bandwidth alone.
    std::vector<std::pair<ValidationVerdict, v1::LocalizedText>> found;
    for (SuiteResult &suite : *run.mutable_suites()) {
        found.emplace_back(suite.verdict(), suite.summary_text());
        // The tool's own verdicts stand; baselines can only make a result worse.
        // The baselines are all_reduce's, and a run that never reached the
        // fabric (TOOL_ERROR, NOT_TESTED) is not judged on bandwidth at all.
        if (suite.kind() == VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE
            && suite.verdict() != VALIDATION_VERDICT_TOOL_ERROR && suite.verdict() != VALIDATION_VERDICT_NOT_TESTED) {
            const ValidationVerdict judged = ValidationBaselines::judgeNccl(*suite.mutable_nccl(), medians.ncclAvgBusBw);
            // Unchecked figures that are too slow still fail; otherwise they stay unchecked.
            if (!untested(suite.verdict()) || judged == VALIDATION_VERDICT_FAIL)
                suite.set_verdict(VerdictRules::worst(suite.verdict(), judged));
        }
        if (!run.has_started_at() && suite.has_started_at())
            *run.mutable_started_at() = suite.started_at();
        if (suite.has_finished_at())
            *run.mutable_finished_at() = suite.finished_at();
    }
    std::vector<ValidationVerdict> judged;
    for (const SuiteResult &suite : run.suites())
        judged.push_back(suite.verdict());
    ValidationRunBuilder::summarise(run);
    ValidationVerdict runVerdict = VALIDATION_VERDICT_UNSPECIFIED;
    for (int i = 0; i < run.suites_size(); ++i) {
        SuiteResult &suite = *run.mutable_suites(i);
        const auto &[verdict, text] = found[static_cast<std::size_t>(i)];
        if (untested(verdict) && judged[static_cast<std::size_t>(i)] != VALIDATION_VERDICT_FAIL)
            suite.set_verdict(verdict);
        const bool nccl = suite.has_nccl() && suite.kind() == VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE;
        if (!text.code().empty() && (nccl || untested(verdict))) {
            // The parser's findings (not tested, partial, which clue named the
            // collective), then the baseline comparison where there is one.
            v1::LocalizedText summary = text;
            if (nccl && suite.nccl().has_baseline_avg_busbw_gb_per_s())
                summary = Phrase::make("summary.then", {Phrase::text(text), Phrase::text(suite.summary_text())});
            suite.set_summary(summary.english());
            *suite.mutable_summary_text() = std::move(summary);
        }
        runVerdict = VerdictRules::worst(runVerdict, suite.verdict());
    }
    run.set_verdict(runVerdict);
    return run;
}

} // namespace rackops::sim
