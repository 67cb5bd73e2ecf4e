#pragma once

#include "artifacts/artifactparseresult.h"

#include <string_view>

namespace rackops {

// Reads the plain-text table `dcgmi diag -r N` prints without -j (what
// operators paste) into a DCGM_DIAG suite. Shapes (dcgmi/Diag.cpp):
// - 2.x/3.x: "| PCIe | Pass - All |", "| GPU Memory | Fail - GPU: 1 |" and
//   "|  | Pass - GPUs: 0, 2, 3 |" continuation rows;
// - 4.x: "| memory | Fail |" then "|  | GPU0: Pass |" per entity and
//   "| Warning: GPU1 | ... |" messages;
// - messages ("Warning", "Info") wrapped at 45 characters over rows with an
//   empty name; the Metadata block gives the DCGM and driver versions.
// Failures that are the tool's own become TOOL_ERROR as in the JSON reader.
// Refused in words: no table, or a table without tests (e.g. only "Error:").
class DcgmDiagTextParser {
public:
    static ArtifactParseResult parse(std::string_view bytes);
    // A "| Diagnostic | Result |" table or one of its section rules.
    static bool looksLikeTable(std::string_view text);
};

} // namespace rackops
