#pragma once

#include "rackops/v1/validation.pb.h"

#include <string_view>
#include <vector>

namespace rackops {

// The collectives nccl-tests ships, and what their *_perf output reveals of
// them. The table rows look alike for all of them; what tells them apart is
// the reduction op ("none" without one), the root (-1 without one), the
// busbw/algbw factor (src/<name>.cu GetBw) and, from nccl-tests 2.14 on, the
// "# Collective test starting: NAME" line.
struct NcclCollective {
    enum class Factor { AllReduce, NMinus1OverN, One }; // 2(n-1)/n, (n-1)/n, 1

    std::string_view name; // "all_reduce"
    std::string_view binary; // "all_reduce_perf"
    v1::ValidationSuiteKind kind;
    Factor factor;
    bool reduces; // prints a reduction op (sum, ...)
    bool rooted; // prints a root rank >= 0

    static const std::vector<NcclCollective> &all();
    // The collective named in `text` (a file name, a binary path), longest
    // name first so "all_reduce" is not read as "reduce"; nullptr if none.
    static const NcclCollective *named(std::string_view text);
    static const NcclCollective *ofKind(v1::ValidationSuiteKind kind);
    double busFactor(int ranks) const;
    // The "count" column: elements per rank of a size that is the total over
    // all ranks (all_gather, reduce_scatter, alltoall, gather, scatter,
    // hypercube: size = count x type size x n), or the whole size (the rest).
    bool countIsShare() const;
    // Bytes of an nccl-tests data type ("float" 4, "bfloat16" 2); 0 if unknown.
    static int typeBytes(std::string_view type);
};

} // namespace rackops
