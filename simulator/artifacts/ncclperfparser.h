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
// Which collective, strongest clue first: the operator's choice, the
// "# Collective test starting/concluded: NAME" lines (2.14+), a command line in
// the output (mpirun/srun ... all_reduce_perf, "===begin NAME test==="), the
// figures (reduction op, root, busbw/algbw = the collective's factor at n
// ranks, the count column being the whole size or one rank's share), then the
// file name as people write it ("allreduce.log", "nccl_allgather_b200.out")
// where the figures allow it. The deciding clue is kept in the result
// (collective_clue_text, the summary); a weaker clue that disagrees is warned
// of. An output that still fits several is refused with the candidates, for
// the operator to choose.
//
// Trimmed pastes (no "# Avg bus bandwidth" footer, "..." lines, only some
// "# Rank" lines) import what is there: the average is computed from the rows
// as nccl-tests does, the rank count kept from the highest rank, nranks or the
// header, and the result marked partial.
//
// Verdicts come only from what the tool says: #wrong > 0 is FAIL, "# Out of
// bounds values : N FAILED" and "Avg bus bandwidth ... FAILED" make the suite
// FAIL, #wrong "N/A" (-c 0) is WARN on its row and NOT_CHECKED when no row was
// checked. A run whose processes each saw one rank (ranks 1, e.g. a non-MPI
// build started by mpirun) never tested the fabric: NOT_TESTED, never PASS.
// Baselines are left to the caller.
//
// Ranks = the largest of: distinct "# Rank" lines, NCCL INFO "nranks N",
// nThread x nGpus; each "# Rank" line's host and device are kept. An output
// that ends after the header is refused, naming the crash line (NCCL WARN,
// "Test NCCL failure", mpirun's termination notice) when there is one.
class NcclPerfParser {
public:
    // What one run keeps, with a wide margin over what the tool writes: a sweep
    // is tens to a few hundred size rows per collective and data type (-b 8 -e
    // 16G -f 2: 32 rows; -d all -o all: about 1,600), and one rank line per GPU
    // of the job. At these bounds GetRun answers well under 1 MB. An output
    // beyond either is refused whole (ArtifactParseResult::overLimit); rows
    // past the bound are counted, not read.
    static constexpr int kMaxSizeRows = 4096;
    static constexpr int kMaxRanks = 8192;

    // `collective`: the operator's answer ("all_gather_perf") where the output
    // left it open; it outranks every clue of the output (which are warned of
    // when they disagree).
    static ArtifactParseResult parse(std::string_view bytes, std::string_view fileName = {},
                                     std::string_view collective = {});
};

} // namespace rackops
