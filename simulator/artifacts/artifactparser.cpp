#include "artifacts/artifactparser.h"

#include "artifacts/artifacttext.h"
#include "artifacts/dcgmdiagparser.h"
#include "artifacts/dcgmdiagtextparser.h"
#include "artifacts/ncclperfparser.h"
#include "phrase/phrase.h"

#include <QByteArray>
#include <QCryptographicHash>

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

ArtifactParseResult ArtifactParser::parse(std::string_view bytes, v1::ArtifactFormat hint, std::string_view fileName)
{
    const v1::ArtifactFormat format = hint == v1::ARTIFACT_FORMAT_UNSPECIFIED ? detect(bytes) : hint;
    switch (format) {
    case v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON: return DcgmDiagParser::parse(bytes);
    case v1::ARTIFACT_FORMAT_DCGM_DIAG_TEXT: return DcgmDiagTextParser::parse(bytes);
    case v1::ARTIFACT_FORMAT_NCCL_ALL_REDUCE_PERF: return NcclPerfParser::parse(bytes, fileName);
    default: break;
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
    }
    for (const v1::ArtifactIssue &issue : result.warnings)
        *response.add_warnings() = issue;
    return response;
}

} // namespace rackops
