#include "validation/importedrunassembler.h"

#include "artifacts/artifactparser.h"
#include "phrase/phrase.h"
#include "validation/ncclreferences.h"
#include "validation/validationbaselines.h"
#include "validation/validationrunbuilder.h"
#include "artifacts/verdictrules.h"

#include <algorithm>
#include <optional>
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

// The bus bandwidth a run reached at large messages: the best out-of-place
// busbw from kJudgedFromBytes on; nullopt when the sweep stopped below.
std::optional<double> peakBusBw(const NcclResult &nccl)
{
    std::optional<double> peak;
    for (const auto &row : nccl.sizes()) {
        if (row.size_bytes() >= NcclReferences::kJudgedFromBytes)
            peak = std::max(peak.value_or(0.0), row.out_of_place().busbw_gb_per_s());
    }
    return peak;
}

// Judges an NCCL suite against what it is (GPU model x interconnect x scale x
// collective) and says which baseline that was, or that none matched.
v1::LocalizedText judgeAgainstReference(SuiteResult &suite, std::string_view network, const FleetMedians &medians)
{
    NcclResult &nccl = *suite.mutable_nccl();
    const NcclReferences::Key key = NcclReferences::keyOf(nccl, network);
    const v1::LocalizedText what = NcclReferences::describe(key);
    ValidationVerdict judged = VALIDATION_VERDICT_UNSPECIFIED;
    v1::LocalizedText said;
    if (NcclReferences::isPlatform(key)) {
        judged = ValidationBaselines::judgeNccl(nccl, medians.ncclAvgBusBw);
        said = Phrase::make("baseline.nccl_platform", {Phrase::text(what)});
    } else if (const auto reference = NcclReferences::find(key)) {
        const auto peak = peakBusBw(nccl);
        if (!peak)
            return Phrase::make("baseline.nccl_too_small", {Phrase::text(what)});
        judged = ValidationBaselines::judge(*peak, reference->busBwGbPerS,
                                            reference->busBwGbPerS * NcclReferences::kThresholdShare,
                                            METRIC_DIRECTION_HIGHER_IS_BETTER);
        said = Phrase::make("baseline.nccl_judged",
                            {Phrase::text(what), Phrase::quantity(*peak, "GB/s", 1),
                             Phrase::quantity(100.0 * *peak / reference->busBwGbPerS, "%", 0),
                             Phrase::quantity(reference->busBwGbPerS, "GB/s", 0)});
    } else {
        return Phrase::make("baseline.nccl_none", {Phrase::text(what)});
    }
    // The tool's own verdicts stand; a baseline can only make a result worse.
    // Unchecked figures that are too slow still fail; otherwise they stay unchecked.
    if (!untested(suite.verdict()) || judged == VALIDATION_VERDICT_FAIL)
        suite.set_verdict(VerdictRules::worst(suite.verdict(), judged));
    return said;
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
    std::vector<v1::LocalizedText> baselines;
    for (SuiteResult &suite : *run.mutable_suites()) {
        found.emplace_back(suite.verdict(), suite.summary_text());
        // A run that never reached the fabric (TOOL_ERROR, NOT_TESTED) is not judged on bandwidth.
        const bool nccl = suite.has_nccl() && suite.kind() != VALIDATION_SUITE_KIND_DCGM_DIAG;
        baselines.push_back(nccl && suite.verdict() != VALIDATION_VERDICT_TOOL_ERROR
                                    && suite.verdict() != VALIDATION_VERDICT_NOT_TESTED
                                ? judgeAgainstReference(suite, parsed.ncclNetwork, medians)
                                : v1::LocalizedText());
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
        const auto at = static_cast<std::size_t>(i);
        SuiteResult &suite = *run.mutable_suites(i);
        const auto &[verdict, text] = found[at];
        if (untested(verdict) && judged[at] != VALIDATION_VERDICT_FAIL)
            suite.set_verdict(verdict);
        const bool nccl = suite.has_nccl() && suite.kind() != VALIDATION_SUITE_KIND_DCGM_DIAG;
        if (!text.code().empty() && (nccl || untested(verdict))) {
            // The parser's findings (not tested, partial, which clue named the
            // collective), then which baseline judged it and how it compared.
            v1::LocalizedText summary = text;
            if (!baselines[at].code().empty())
                summary = Phrase::make("summary.then", {Phrase::text(summary), Phrase::text(baselines[at])});
            if (nccl && suite.nccl().has_baseline_avg_busbw_gb_per_s())
                summary = Phrase::make("summary.then", {Phrase::text(summary), Phrase::text(suite.summary_text())});
            suite.set_summary(summary.english());
            *suite.mutable_summary_text() = std::move(summary);
        }
        runVerdict = VerdictRules::worst(runVerdict, suite.verdict());
    }
    run.set_verdict(runVerdict);
    return run;
}

} // namespace rackops::sim
