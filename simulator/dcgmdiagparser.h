#pragma once

#include "artifactparseresult.h"

#include <string_view>

namespace rackops {

// Reads the output of `dcgmi diag -r N -j`, DCGM 3.x and 4.x shapes, into a
// DCGM_DIAG suite: one TestResult per test, one EntityResult per GPU (or
// other entity) and test, verdict of a test = worst of its entities and of
// its DCGM 4.x test_summary, suite verdict = worst test.
//
// Tolerated, with a warning: text before or after the JSON, null entries,
// unknown fields, numbers written as strings, duplicate keys outside the
// results. A status that is not PASS/FAIL/WARN/SKIP/NOT_RUN in any
// capitalisation becomes FAIL with a warning naming it and where: an
// unknown word is never read as a pass, and FAIL makes someone look.
// Refused, with line and JSON path: invalid JSON, no diagnostic object,
// missing test names, statuses or GPU ids, duplicate keys inside the results.
// EntityResult.failure_code is DCGM's numeric error_id as text, e.g. "95".
class DcgmDiagParser
{
public:
    static ArtifactParseResult parse(std::string_view bytes);
};

} // namespace rackops
