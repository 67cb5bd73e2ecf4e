#pragma once

#include "artifacts/artifactparseresult.h"

#include <string_view>

namespace rackops {

// Reads the stdout of any nccl-tests *_perf binary (all_reduce, all_gather,
// reduce_scatter, alltoall, sendrecv, broadcast, reduce, gather, scatter,
// hypercube) into the NCCL suite of that collective. Layouts: nccl-tests 2.13+
// (size count type redop root, #wrong counts, optional timestamp column) and
// the older per-collective layouts whose "error" column is the largest
// deviation (%5.0le, "0e+00") and which may lack redop or root. Lines tagged by
// `mpirun --tag-output` ("[1,0]<stdout>:") are read without the tag.
//
// Which collective: "# Collective test starting: NAME" (2.14+), else the
// reduction op, root and busbw/algbw factor narrow it down and `fileName`
// (e.g. "alltoall_perf.log") settles what the output cannot; an output that
// fits several collectives and is not named is refused saying which.
//
// Verdicts come only from what the tool says: #wrong > 0 is FAIL, "# Out of
// bounds values : N FAILED" and "Avg bus bandwidth ... FAILED" make the suite
// FAIL, #wrong "N/A" (-c 0) is WARN. A run whose processes each saw one rank
// (ranks 1, e.g. a non-MPI build started by mpirun) never tested the fabric:
// TOOL_ERROR, never PASS. Baselines are left to the caller.
//
// Ranks = the largest of: distinct "# Rank" lines, NCCL INFO "nranks N",
// nThread x nGpus; each "# Rank" line's host and device are kept. An output
// that ends after the header is refused, naming the crash line (NCCL WARN,
// "Test NCCL failure", mpirun's termination notice) when there is one.
class NcclPerfParser
{
public:
    static ArtifactParseResult parse(std::string_view bytes, std::string_view fileName = {});
};

} // namespace rackops
