#pragma once

#include "artifactparseresult.h"

#include <string_view>

namespace rackops {

// Reads nccl-tests `all_reduce_perf` stdout into an NCCL_ALL_REDUCE suite.
// Verdicts come only from what the tool says: a row with #wrong > 0 is FAIL,
// "# Out of bounds values : N FAILED" makes the suite FAIL; a row whose
// #wrong is "N/A" (data check off, -c 0) is WARN with a warning, since
// correctness was not checked. Baselines, thresholds and fleet medians are
// left unset for the caller to apply.
//
// Ranks = number of "#  Rank N ..." lines, else nThread x nGpus (warned).
// Other text (NCCL INFO lines, warnings) is ignored; a line that starts like
// a table row (a number) but cannot be read is an error with its line, and
// so is an output without rows or without "# Avg bus bandwidth".
class NcclPerfParser
{
public:
    static ArtifactParseResult parse(std::string_view bytes);
};

} // namespace rackops
