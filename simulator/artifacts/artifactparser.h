#pragma once

#include "artifacts/artifactparseresult.h"

#include <string>
#include <string_view>

namespace rackops {

// Entry point for imported tool artifacts: picks the parser by the hint, or
// by looking at the bytes when the hint is UNSPECIFIED.
class ArtifactParser {
public:
    // What one DCGM run keeps: results of a test on an entity (a test without
    // entities counts one). dcgmi diag on a node writes a few hundred (about 30
    // tests x 8 GPUs; 30 x 72 for a whole rack's at once); this is the margin
    // over that. A diagnostic beyond it is refused whole
    // (ArtifactParseResult::overLimit). nccl-tests: NcclPerfParser::kMaxSizeRows.
    static constexpr int kMaxEntityResults = 4096;
    // Whatever the format, the results one file gives (the suite as stored and
    // as GetRun answers) take at most this much: long tool messages are bounded
    // too, and any run fits well under a default gRPC client's 4 MB.
    static constexpr std::size_t kMaxSuiteBytes = 1 << 20;

    // `fileName` may name what the bytes do not (e.g. "alltoall_perf.log");
    // `collective` is the operator's answer where an nccl-tests output left
    // its collective open (ArtifactParseResult::collectiveCandidates).
    // Whatever the tool, a suite in which nothing was tested (every test
    // skipped) is NOT_TESTED, never a pass.
    static ArtifactParseResult parse(std::string_view bytes, v1::ArtifactFormat hint = v1::ARTIFACT_FORMAT_UNSPECIFIED,
                                     std::string_view fileName = {}, std::string_view collective = {});
    // What the bytes look like; UNSPECIFIED when neither format fits.
    static v1::ArtifactFormat detect(std::string_view bytes);
    // A successful parse as an IMPORTED, COMPLETED run: suite, verdict and
    // provenance (file name, size, sha256, detected format). Rack, ids,
    // times and baselines are the caller's.
    static v1::ValidationRun importedRun(const ArtifactParseResult &result, std::string_view bytes,
                                         const std::string &fileName);
    // The ImportArtifact answer: the run (as importedRun) or the failure with
    // its errors, plus the warnings. Empty or oversized uploads are the
    // caller's INVALID_ARGUMENT before parsing, as the API says.
    static v1::ImportArtifactResponse importResponse(const ArtifactParseResult &result, std::string_view bytes,
                                                     const std::string &fileName);
};

} // namespace rackops
