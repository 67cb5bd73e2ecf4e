#pragma once

#include "rackops/v1/validation.pb.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rackops::sim {

// What an imported nccl-tests run is judged against: a reference per GPU
// model x interconnect x scale x collective. The rack platform's own
// all_reduce over 72 ranks keeps ValidationBaselines' size-by-size curve;
// every other run is held to the bus bandwidth such a system reaches at large
// messages (>= 256 MiB), as public results of that kind show it (NVIDIA's and
// cloud providers' published nccl-tests figures, maintainers' statements in
// NVIDIA/nccl-tests issues; conservative round values). A run no reference
// matches is not judged on bandwidth, and says so.
class NcclReferences {
public:
    struct Key {
        std::string gpu; // "H100", or the device name as printed ("NVIDIA Graphics Device")
        std::string interconnect; // "NVLink", "InfiniBand", "RoCE", "TCP sockets", "EFA", "network (not stated)"
        int ranks = 0;
        std::string collective; // "all_reduce"
    };
    struct Reference {
        const char *gpu;
        const char *interconnect;
        int minRanks;
        int maxRanks;
        const char *collective;
        double busBwGbPerS; // at >= 256 MiB
    };

    static constexpr std::int64_t kJudgedFromBytes = 256LL << 20;
    static constexpr double kThresholdShare = 0.80;

    // What the run is: GPU model from the "# Rank" device names, interconnect
    // from the hosts and NCCL's network, ranks and collective.
    static Key keyOf(const v1::NcclResult &nccl, std::string_view network);
    // The platform's own case (all_reduce over an NVL72 domain of its GPU).
    static bool isPlatform(const Key &key);
    static std::optional<Reference> find(const Key &key);
    // "H100 × InfiniBand × 16 ranks × all_reduce", as the operator reads it.
    static v1::LocalizedText describe(const Key &key);
};

} // namespace rackops::sim
