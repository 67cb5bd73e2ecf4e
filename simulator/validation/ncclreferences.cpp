#include "validation/ncclreferences.h"

#include "phrase/phrase.h"
#include "validation/validationbaselines.h"

#include <algorithm>
#include <array>
#include <set>

namespace rackops::sim {

namespace {

// Large-message busbw a healthy system of the kind reaches (GB/s). Round,
// conservative figures of public results: H100 NVLink ~370 GB/s effective
// (nccl-tests issue #212, NVIDIA), 8 x 400G NDR per H100 node and 8 x 200G
// HDR per A100 node on multi-node all_reduce, A100 NVLink ~230 GB/s.
constexpr std::array<NcclReferences::Reference, 10> kReferences {{
    {"H100", "NVLink", 2, 8, "all_reduce", 350.0},
    {"H100", "NVLink", 2, 8, "all_gather", 330.0},
    {"H100", "NVLink", 2, 8, "reduce_scatter", 330.0},
    {"H100", "InfiniBand", 9, 1024, "all_reduce", 340.0},
    {"H200", "NVLink", 2, 8, "all_reduce", 350.0},
    {"H200", "InfiniBand", 9, 1024, "all_reduce", 340.0},
    {"A100", "NVLink", 2, 8, "all_reduce", 220.0},
    {"A100", "InfiniBand", 9, 1024, "all_reduce", 180.0},
    {"B200", "NVLink", 2, 8, "all_reduce", 640.0},
    {"B200", "InfiniBand", 9, 1024, "all_reduce", 340.0},
}};

// The models a device name can carry, longest first ("GB200" before "B200").
constexpr std::array<std::string_view, 12> kModels {"GB300", "GB200", "GB10", "B300", "B200", "H200",
                                                    "H100",  "H800",  "A100", "A800", "L40S", "A10G"};

// The rack platform's GPU as the fleet's parts name it; a driver that does
// not know a new part prints "NVIDIA Graphics Device".
constexpr std::string_view kPlatformGpu = "Rubin";
constexpr std::string_view kUnnamedGpu = "NVIDIA Graphics Device";
constexpr std::string_view kNetworkNotStated = "network (not stated)";

} // namespace

NcclReferences::Key NcclReferences::keyOf(const v1::NcclResult &nccl, std::string_view network)
{
    Key key;
    key.ranks = nccl.ranks();
    key.collective = nccl.collective();
    if (const auto perf = key.collective.rfind("_perf"); perf != std::string::npos)
        key.collective.resize(perf);
    std::set<std::string> hosts;
    for (const v1::NcclRank &rank : nccl.rank_devices()) {
        if (!rank.host().empty())
            hosts.insert(rank.host());
        if (!key.gpu.empty())
            continue;
        const std::string &name = rank.device_name();
        for (const std::string_view model : kModels) {
            if (name.find(model) != std::string::npos) {
                key.gpu = std::string(model);
                break;
            }
        }
        if (key.gpu.empty() && name.find(kPlatformGpu) != std::string::npos)
            key.gpu = std::string(kPlatformGpu);
        if (key.gpu.empty() && !name.empty())
            key.gpu = name;
    }
    // One host: NVLink. Several: the network NCCL named, unless the GPUs share
    // a multi-node NVLink domain (NVL72 racks), which it then does not name.
    const bool nvlDomain = key.gpu == kPlatformGpu || key.gpu == kUnnamedGpu || key.gpu.rfind("GB", 0) == 0;
    if (hosts.size() <= 1 && !nccl.rank_devices().empty())
        key.interconnect = "NVLink";
    else if (!network.empty())
        key.interconnect = std::string(network);
    else if (nvlDomain && key.ranks <= ValidationBaselines::kRanks)
        key.interconnect = "NVLink";
    else
        key.interconnect = std::string(kNetworkNotStated);
    return key;
}

bool NcclReferences::isPlatform(const Key &key)
{
    return key.collective == "all_reduce" && key.ranks == ValidationBaselines::kRanks && key.interconnect == "NVLink"
        && (key.gpu.empty() || key.gpu == kPlatformGpu || key.gpu == kUnnamedGpu);
}

std::optional<NcclReferences::Reference> NcclReferences::find(const Key &key)
{
    for (const Reference &r : kReferences) {
        if (key.gpu == r.gpu && key.interconnect == r.interconnect && key.collective == r.collective
            && key.ranks >= r.minRanks && key.ranks <= r.maxRanks)
            return r;
    }
    return std::nullopt;
}

v1::LocalizedText NcclReferences::describe(const Key &key)
{
    return Phrase::make(
        "baseline.nccl_key",
        {key.gpu.empty() ? Phrase::text(Phrase::make("baseline.gpu_not_stated")) : Phrase::id(key.gpu),
         key.interconnect == kNetworkNotStated ? Phrase::text(Phrase::make("baseline.network_not_stated"))
                                               : Phrase::id(key.interconnect),
         Phrase::text(Phrase::make("count.ranks", {Phrase::integer(key.ranks)})), Phrase::id(key.collective)});
}

} // namespace rackops::sim
