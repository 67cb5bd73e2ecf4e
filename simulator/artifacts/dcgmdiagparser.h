#pragma once

#include "artifacts/artifactparseresult.h"

#include <string_view>

namespace rackops {

// Reads the output of `dcgmi diag -r N -j` into a DCGM_DIAG suite: one
// TestResult per test, one EntityResult per GPU (or other entity) and test,
// verdict of a test = worst of its entities, its id-less results and its
// DCGM 4.x test_summary, suite verdict = worst test. Shapes (dcgmi/Diag.cpp):
// - 2.x to 3.2: root "DCGM GPU Diagnostic", per-GPU "gpu_ids": "N", one
//   "warnings" string with "error_id" beside it; deployment checks carry
//   only "status" (kept for the test, not a GPU);
// - 3.3: "gpu_id": "N", "warnings" lists of {"warning"|"warnings", "error_id",
//   "error_category", "error_severity"}; "version", "Driver Version Detected",
//   "GPU Device Serials" and "GPU Device IDs" on the root object;
// - 4.x: root "DCGM Diagnostic", "entity_id"/"entity_group" per result,
//   "test_summary", "entity_groups" (serials, device ids) and "metadata".
// A FAIL whose messages are all the tool's own (DCGM_FR_INTERNAL, a plugin's
// child process dying) is TOOL_ERROR, not a hardware failure. The dcgmi
// plain-text table is handed to DcgmDiagTextParser.
//
// Tolerated, with a warning: text before or after the JSON, null entries,
// unknown fields, numbers written as strings, duplicate keys outside the
// results. A status that is not PASS/FAIL/WARN/SKIP/NOT_RUN in any
// capitalisation becomes FAIL with a warning naming it and where: an
// unknown word is never read as a pass, and FAIL makes someone look.
// Refused, with line and JSON path: invalid JSON, no diagnostic object,
// missing test names or statuses, unreadable GPU ids, duplicate keys inside the results.
// EntityResult.failure_code is DCGM's numeric error_id as text, e.g. "95".
class DcgmDiagParser {
public:
    static ArtifactParseResult parse(std::string_view bytes);
};

} // namespace rackops
