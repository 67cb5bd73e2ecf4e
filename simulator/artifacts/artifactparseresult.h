#pragma once

#include "rackops/v1/validation.pb.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rackops {

// What a parser made of a tool artifact. Either `suite` is set and `errors`
// is empty (imported, possibly with `warnings` about skipped parts), or
// `errors` says what could not be read and nothing is imported: a file is
// never half-imported.
struct ArtifactParseResult {
    std::optional<v1::SuiteResult> suite;
    std::vector<v1::ArtifactIssue> errors;
    std::vector<v1::ArtifactIssue> warnings;
    std::string detectedFormat; // e.g. "DCGM 4.x JSON", "nccl-tests all_reduce_perf", "not JSON"
    v1::LocalizedText detectedFormatText; // the same as a phrase (a tool's own name verbatim)
    v1::ArtifactFormat format = v1::ARTIFACT_FORMAT_UNSPECIFIED;
    // nccl-tests whose collective the output leaves open: the binaries it may
    // be, for the operator to choose from (never a demand to rename the file).
    std::vector<std::string> collectiveCandidates;
    // nccl-tests: the network NCCL said it used between hosts ("InfiniBand",
    // "RoCE", "TCP sockets", "EFA"); empty when its INFO lines were not kept.
    std::string ncclNetwork;

    // Set when the file holds more than a run keeps (NcclPerfParser::kMaxSizeRows,
    // ArtifactParser::kMaxEntityResults, ...): the reason, naming the limit and
    // what was found, also the first error. The file may be fine; it is refused
    // whole, and ImportArtifact says so as INVALID_ARGUMENT, since what one
    // import costs in memory, in the database and in GetRun's answer is bounded.
    std::optional<v1::LocalizedText> overLimit;

    bool ok() const { return suite.has_value() && errors.empty(); }

    // A pathological file could yield millions of issues; past the cap the
    // rest are counted in one closing issue instead.
    static constexpr std::size_t kMaxIssues = 200;
    // Every message is a phrase (Phrase::make), so an operator reads it in
    // their language; `message` holds its English for other clients.
    void addError(int line, std::string field, v1::LocalizedText message);
    void addWarning(int line, std::string field, v1::LocalizedText message);
    // The file is beyond a bound (see overLimit): an error, and the reason kept.
    void refuseOverLimit(std::string field, v1::LocalizedText message);
    // What the file looked like: a phrase ("not JSON") or a tool's own name
    // (Phrase::verbatim("DCGM 4.x JSON")).
    void setDetectedFormat(v1::LocalizedText text);
    // Drops the suite when there are errors; call once at the end of a parse.
    void finish();

private:
    std::size_t m_droppedErrors = 0;
    std::size_t m_droppedWarnings = 0;
};

} // namespace rackops
