#include "clusters/clusterbaselines.h"

#include "phrase/phrase.h"

#include <algorithm>

namespace rackops::sim {

using namespace rackops::v1;

namespace {
// Bus bandwidth of one collective at one scale, GB/s, for GB200 NVL72 racks
// over Spectrum-X. One rack runs over NVLink alone; from two racks on the
// collective crosses the fabric, which hurts alltoall most.
double gb200(CertificationCategory category, CertificationScale scale, int racks)
{
    double rack = 0, pair = 0;
    switch (category) {
    case CERTIFICATION_CATEGORY_NCCL_ALL_REDUCE:
        rack = 840;
        pair = 815;
        break;
    case CERTIFICATION_CATEGORY_NCCL_ALL_GATHER:
        rack = 600;
        pair = 570;
        break;
    case CERTIFICATION_CATEGORY_NCCL_REDUCE_SCATTER:
        rack = 600;
        pair = 570;
        break;
    case CERTIFICATION_CATEGORY_NCCL_ALLTOALL:
        rack = 560;
        pair = 330;
        break;
    default: return 0;
    }
    if (scale == CERTIFICATION_SCALE_RACK)
        return rack;
    if (scale == CERTIFICATION_SCALE_RACK_PAIR || racks <= 2)
        return pair;
    // Whole cluster: falls with the number of domains (about 500 GB/s all_reduce at twenty racks).
    return pair * (0.55 + 0.9 / double(std::max(racks, 2)));
}

// Newer generations keep the shape with more bandwidth.
double architectureFactor(const std::string &architecture)
{
    if (architecture == "GB300")
        return 1.05;
    if (architecture == "VR200")
        return 1.6;
    return 1.0;
}

} // namespace

std::string ClusterBaselines::categoryName(CertificationCategory category)
{
    switch (category) {
    case CERTIFICATION_CATEGORY_DIAGNOSTICS: return "diagnostics";
    case CERTIFICATION_CATEGORY_NCCL_ALL_REDUCE: return "all_reduce";
    case CERTIFICATION_CATEGORY_NCCL_ALL_GATHER: return "all_gather";
    case CERTIFICATION_CATEGORY_NCCL_REDUCE_SCATTER: return "reduce_scatter";
    case CERTIFICATION_CATEGORY_NCCL_ALLTOALL: return "alltoall";
    case CERTIFICATION_CATEGORY_WORKLOAD_GOODPUT: return "goodput";
    default: return "unknown";
    }
}

CertificationCategory ClusterBaselines::categoryOfCollective(const std::string &collective)
{
    for (auto category : {CERTIFICATION_CATEGORY_NCCL_ALL_REDUCE, CERTIFICATION_CATEGORY_NCCL_ALL_GATHER,
                          CERTIFICATION_CATEGORY_NCCL_REDUCE_SCATTER, CERTIFICATION_CATEGORY_NCCL_ALLTOALL}) {
        if (collective.rfind(categoryName(category), 0) == 0)
            return category;
    }
    return CERTIFICATION_CATEGORY_UNSPECIFIED;
}

std::string ClusterBaselines::scaleName(CertificationScale scale, int racks)
{
    switch (scale) {
    case CERTIFICATION_SCALE_RACK: return "1 rack";
    case CERTIFICATION_SCALE_RACK_PAIR: return "2 racks";
    default: return std::to_string(racks) + " racks";
    }
}

ClusterBaseline ClusterBaselines::of(const std::string &architecture, const std::string &fabric,
                                     CertificationCategory category, CertificationScale scale, int racks)
{
    ClusterBaseline b;
    const std::string scaleText = scaleName(scale, racks);
    if (category == CERTIFICATION_CATEGORY_DIAGNOSTICS) {
        b.baseline = kDiagnosticTests;
        b.floor = kDiagnosticTests;
        b.unit = "tests";
        b.floorName = "dcgmi diag -r 3, every test passes";
        b.source = Phrase::make("cluster.floor_source_diagnostics");
        return b;
    }
    if (category == CERTIFICATION_CATEGORY_WORKLOAD_GOODPUT) {
        // Goodput: share of time the training job makes progress, judged against 98 % for a healthy system.
        b.baseline = 98.0;
        b.floor = b.baseline * kFloorShare;
        b.unit = "%";
        b.floorName = "training goodput, " + scaleText;
        b.source =
            Phrase::make("cluster.floor_source",
                         {Phrase::id(architecture), Phrase::id(fabric), Phrase::id(scaleText), Phrase::id("goodput"),
                          Phrase::quantity(b.baseline, "%", 1), Phrase::quantity(kFloorShare * 100.0, "%", 0)});
        return b;
    }
    b.baseline = gb200(category, scale, racks) * architectureFactor(architecture);
    b.floor = b.baseline * kFloorShare;
    b.unit = "GB/s";
    const int gib = scale == CERTIFICATION_SCALE_RACK ? 8 : 16;
    b.floorName = categoryName(category) + " busbw, " + scaleText + ", " + std::to_string(gib) + " GiB";
    b.source = Phrase::make("cluster.floor_source",
                            {Phrase::id(architecture), Phrase::id(fabric), Phrase::id(scaleText),
                             Phrase::id(categoryName(category)), Phrase::quantity(b.baseline, "GB/s", 0),
                             Phrase::quantity(kFloorShare * 100.0, "%", 0)});
    return b;
}

} // namespace rackops::sim
