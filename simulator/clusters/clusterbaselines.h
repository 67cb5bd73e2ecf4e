#pragma once

#include "rackops/v1/clusters.pb.h"

#include <string>

namespace rackops::sim {

// What a certification cell is held to: a calibrated baseline per GPU
// architecture x fabric x scale x collective, and the floor (90 % of it, the
// common practice) a subject must reach. The figures are published orders of
// magnitude (GB200 all_reduce ~840 GB/s in one NVL72 rack, ~815 GB/s across
// two at 16 GiB, falling towards ~400 GB/s at twenty racks); bus bandwidth
// depends on fabric and transport, so it is never scaled per GPU.
struct ClusterBaseline {
    double baseline = 0;
    double floor = 0;
    std::string unit; // "GB/s", "%", "tests"
    std::string floorName; // "all_reduce busbw, 2 racks, 16 GiB"
    rackops::v1::LocalizedText source;
};

class ClusterBaselines {
public:
    static constexpr double kFloorShare = 0.9;
    // DCGM level 3 tests per rack (every one must pass).
    static constexpr int kDiagnosticTests = 12;

    static ClusterBaseline of(const std::string &architecture, const std::string &fabric,
                              rackops::v1::CertificationCategory category, rackops::v1::CertificationScale scale,
                              int racks);
    // "all_reduce", "goodput", "diagnostics".
    static std::string categoryName(rackops::v1::CertificationCategory category);
    // The collective of an nccl-tests binary ("all_reduce_perf" -> ALL_REDUCE); UNSPECIFIED if none.
    static rackops::v1::CertificationCategory categoryOfCollective(const std::string &collective);
    static std::string scaleName(rackops::v1::CertificationScale scale, int racks);
};

} // namespace rackops::sim
