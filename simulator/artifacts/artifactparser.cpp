#include "artifacts/artifactparser.h"

#include "artifacts/artifacttext.h"
#include "artifacts/dcgmdiagparser.h"
#include "artifacts/dcgmdiagtextparser.h"
#include "artifacts/ncclperfparser.h"
#include "phrase/phrase.h"

#include <QByteArray>
#include <QCryptographicHash>

#include <algorithm>

namespace rackops {

v1::ArtifactFormat ArtifactParser::detect(std::string_view bytes)
{
    const std::string_view text = ArtifactText::withoutBom(bytes);
    const std::string_view head = text.substr(0, 64 * 1024);
    if (head.find("# nThread") != std::string_view::npos || head.find("out-of-place") != std::string_view::npos
        || text.find("# Avg bus bandwidth") != std::string_view::npos)
        return v1::ARTIFACT_FORMAT_NCCL_ALL_REDUCE_PERF;
    if (DcgmDiagTextParser::looksLikeTable(head))
        return v1::ARTIFACT_FORMAT_DCGM_DIAG_TEXT;
    if (head.find('{') != std::string_view::npos)
        return v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON;
    return v1::ARTIFACT_FORMAT_UNSPECIFIED;
}

namespace {

// A DCGM suite whose tests beyond the software checks all skipped (a GPU the
// plugins do not support, tests not allowed) or that lists nothing but skips:
// nothing on the GPU was tested, whatever the deployment checks said.
void markUntested(v1::SuiteResult &suite)
{
    if (suite.kind() != v1::VALIDATION_SUITE_KIND_DCGM_DIAG || suite.verdict() == v1::VALIDATION_VERDICT_FAIL
        || suite.verdict() == v1::VALIDATION_VERDICT_TOOL_ERROR)
        return;
    const auto ran = [](const v1::TestResult &t) {
        return t.verdict() != v1::VALIDATION_VERDICT_SKIP && t.verdict() != v1::VALIDATION_VERDICT_NOT_RUN
            && t.verdict() != v1::VALIDATION_VERDICT_UNSPECIFIED;
    };
    const auto software = [](const v1::TestResult &t) {
        return t.level() <= 1 || t.category() == "Deployment" || t.category() == "Software";
    };
    bool beyondSoftware = false;
    bool ranBeyondSoftware = false;
    bool ranAny = false;
    std::string skipped;
    for (const v1::TestResult &t : suite.tests()) {
        ranAny = ranAny || ran(t);
        if (software(t))
            continue;
        beyondSoftware = true;
        if (ran(t)) {
            ranBeyondSoftware = true;
        } else if (skipped.size() < 200) {
            skipped += (skipped.empty() ? "" : ", ") + t.name();
        }
    }
    if ((beyondSoftware && ranBeyondSoftware) || (!beyondSoftware && ranAny))
        return;
    suite.set_verdict(v1::VALIDATION_VERDICT_NOT_TESTED);
    v1::LocalizedText text = beyondSoftware ? sim::Phrase::make("summary.dcgm_not_tested", {sim::Phrase::id(skipped)})
                                            : sim::Phrase::make("summary.dcgm_nothing_ran");
    if (suite.has_summary_text())
        text = sim::Phrase::make("summary.then",
                                 {sim::Phrase::text(std::move(text)), sim::Phrase::text(suite.summary_text())});
    suite.set_summary(text.english());
    *suite.mutable_summary_text() = std::move(text);
}

// Refuses a suite larger than a run keeps (ArtifactParser::kMaxSuiteBytes), and a DCGM suite
// with more results (ArtifactParser::kMaxEntityResults).
void boundResults(ArtifactParseResult &result)
{
    if (!result.suite)
        return;
    if (const std::size_t bytes = result.suite->ByteSizeLong(); bytes > ArtifactParser::kMaxSuiteBytes) {
        result.refuseOverLimit({},
                               sim::Phrase::make("artifact.results_too_large",
                                                 {sim::Phrase::integer(std::int64_t(bytes)),
                                                  sim::Phrase::integer(std::int64_t(ArtifactParser::kMaxSuiteBytes))}));
        result.suite.reset();
        return;
    }
    if (result.suite->kind() != v1::VALIDATION_SUITE_KIND_DCGM_DIAG)
        return;
    std::int64_t results = 0;
    for (const v1::TestResult &test : result.suite->tests())
        results += std::max(1, test.entities_size());
    if (results <= ArtifactParser::kMaxEntityResults)
        return;
    result.refuseOverLimit(
        "entity",
        sim::Phrase::make("artifact.too_many_results",
                          {sim::Phrase::integer(results), sim::Phrase::integer(ArtifactParser::kMaxEntityResults)}));
    result.suite.reset();
}

ArtifactParseResult parsed(std::string_view bytes, v1::ArtifactFormat format, std::string_view fileName,
                           std::string_view collective)
{
    switch (format) {
    case v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON: return DcgmDiagParser::parse(bytes);
    case v1::ARTIFACT_FORMAT_DCGM_DIAG_TEXT: return DcgmDiagTextParser::parse(bytes);
    case v1::ARTIFACT_FORMAT_NCCL_ALL_REDUCE_PERF: return NcclPerfParser::parse(bytes, fileName, collective);
    default: break;
    }
    return {};
}

} // namespace

ArtifactParseResult ArtifactParser::parse(std::string_view bytes, v1::ArtifactFormat hint, std::string_view fileName,
                                          std::string_view collective)
{
    const v1::ArtifactFormat format = hint == v1::ARTIFACT_FORMAT_UNSPECIFIED ? detect(bytes) : hint;
    if (format == v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON || format == v1::ARTIFACT_FORMAT_DCGM_DIAG_TEXT
        || format == v1::ARTIFACT_FORMAT_NCCL_ALL_REDUCE_PERF) {
        ArtifactParseResult result = parsed(bytes, format, fileName, collective);
        boundResults(result);
        if (result.suite)
            markUntested(*result.suite);
        return result;
    }
    ArtifactParseResult result;
    if (ArtifactText::admit(bytes, result)) {
        result.setDetectedFormat(sim::Phrase::make("format.unknown"));
        result.addError(1, {}, sim::Phrase::make("artifact.unknown_tool"));
    }
    result.finish();
    return result;
}

v1::ValidationRun ArtifactParser::importedRun(const ArtifactParseResult &result, std::string_view bytes,
                                              const std::string &fileName)
{
    v1::ValidationRun run;
    run.set_source(v1::VALIDATION_RUN_SOURCE_IMPORTED);
    run.set_state(v1::VALIDATION_RUN_STATE_COMPLETED);
    if (result.suite) {
        *run.add_suites() = *result.suite;
        run.set_verdict(result.suite->verdict());
    }
    v1::ImportedArtifactInfo *info = run.mutable_artifact();
    info->set_format(result.format);
    info->set_file_name(fileName);
    info->set_size_bytes(static_cast<std::int64_t>(bytes.size()));
    info->set_detected_version(result.detectedFormat);
    *info->mutable_detected_version_text() = result.detectedFormatText;
    const QByteArray data = QByteArray::fromRawData(bytes.data(), static_cast<qsizetype>(bytes.size()));
    info->set_sha256(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex().toStdString());
    return run;
}

v1::ImportArtifactResponse ArtifactParser::importResponse(const ArtifactParseResult &result, std::string_view bytes,
                                                          const std::string &fileName)
{
    v1::ImportArtifactResponse response;
    if (result.ok()) {
        *response.mutable_run() = importedRun(result, bytes, fileName);
    } else {
        v1::ArtifactImportFailure *failure = response.mutable_failure();
        for (const v1::ArtifactIssue &issue : result.errors)
            *failure->add_errors() = issue;
        failure->set_detected_format(result.detectedFormat);
        *failure->mutable_detected_format_text() = result.detectedFormatText;
        for (const std::string &candidate : result.collectiveCandidates)
            failure->add_collective_candidates(candidate);
    }
    for (const v1::ArtifactIssue &issue : result.warnings)
        *response.add_warnings() = issue;
    return response;
}

} // namespace rackops
