#include "artifacts/ncclcollective.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace rackops {

const std::vector<NcclCollective> &NcclCollective::all()
{
    using F = Factor;
    // Longest names first: named() takes the first match.
    static const std::vector<NcclCollective> table = {
        {"reduce_scatter", "reduce_scatter_perf", v1::VALIDATION_SUITE_KIND_NCCL_REDUCE_SCATTER, F::NMinus1OverN, true,
         false},
        {"all_reduce", "all_reduce_perf", v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE, F::AllReduce, true, false},
        {"all_gather", "all_gather_perf", v1::VALIDATION_SUITE_KIND_NCCL_ALL_GATHER, F::NMinus1OverN, false, false},
        {"hypercube", "hypercube_perf", v1::VALIDATION_SUITE_KIND_NCCL_HYPERCUBE, F::One, false, false},
        {"broadcast", "broadcast_perf", v1::VALIDATION_SUITE_KIND_NCCL_BROADCAST, F::One, false, true},
        {"sendrecv", "sendrecv_perf", v1::VALIDATION_SUITE_KIND_NCCL_SENDRECV, F::One, true, false},
        {"alltoall", "alltoall_perf", v1::VALIDATION_SUITE_KIND_NCCL_ALLTOALL, F::NMinus1OverN, false, false},
        {"scatter", "scatter_perf", v1::VALIDATION_SUITE_KIND_NCCL_SCATTER, F::NMinus1OverN, false, true},
        {"gather", "gather_perf", v1::VALIDATION_SUITE_KIND_NCCL_GATHER, F::NMinus1OverN, false, true},
        {"reduce", "reduce_perf", v1::VALIDATION_SUITE_KIND_NCCL_REDUCE, F::One, true, true},
    };
    return table;
}

const NcclCollective *NcclCollective::named(std::string_view text)
{
    std::string folded;
    for (const char c : text)
        folded += c == '-' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    // "allreduce" and "all-reduce" name the same test as "all_reduce".
    const auto squeezed = [](std::string_view s) {
        std::string out;
        std::copy_if(s.begin(), s.end(), std::back_inserter(out), [](char c) { return c != '_'; });
        return out;
    };
    const std::string bare = squeezed(folded);
    // A name as a word of its own: "gather" in "nccl_gather.log", not in "allgather".
    const auto letter = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; };
    for (const NcclCollective &c : all()) {
        for (auto at = folded.find(c.name); at != std::string::npos; at = folded.find(c.name, at + 1)) {
            const std::size_t end = at + c.name.size();
            if ((at == 0 || !letter(folded[at - 1])) && (end == folded.size() || !letter(folded[end])))
                return &c;
        }
    }
    for (const NcclCollective &c : all()) {
        const std::string name = squeezed(c.name);
        // "reduce" and "gather" are parts of other names: only whole words count here.
        if (c.name.find('_') != std::string_view::npos && bare.find(name) != std::string::npos)
            return &c;
    }
    return nullptr;
}

const NcclCollective *NcclCollective::ofKind(v1::ValidationSuiteKind kind)
{
    for (const NcclCollective &c : all()) {
        if (c.kind == kind)
            return &c;
    }
    return nullptr;
}

double NcclCollective::busFactor(int ranks) const
{
    if (ranks <= 0)
        return 0.0;
    const double n = ranks;
    switch (factor) {
    case Factor::AllReduce: return 2.0 * (n - 1.0) / n;
    case Factor::NMinus1OverN: return (n - 1.0) / n;
    case Factor::One: break;
    }
    return 1.0;
}

bool NcclCollective::countIsShare() const
{
    // src/<name>.cu GetCollByteCount: paramcount is count / nranks for these.
    return name != "all_reduce" && name != "broadcast" && name != "reduce" && name != "sendrecv";
}

int NcclCollective::typeBytes(std::string_view type)
{
    // src/common.cu test_typenames.
    if (type == "int8" || type == "uint8" || type == "f8e4m3" || type == "f8e5m2" || type == "fp8_e4m3"
        || type == "fp8_e5m2")
        return 1;
    if (type == "half" || type == "bfloat16" || type == "float16")
        return 2;
    if (type == "int32" || type == "uint32" || type == "float" || type == "int" || type == "float32")
        return 4;
    if (type == "int64" || type == "uint64" || type == "double" || type == "float64")
        return 8;
    return 0;
}

} // namespace rackops
