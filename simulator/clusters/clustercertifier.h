#pragma once

#include "clusters/clusterfaults.h"

#include "rackops/v1/clusters.pb.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rackops::sim {

// Certifies a cluster as one system: every category (diagnostics per rack;
// NCCL all_reduce, all_gather, reduce_scatter, alltoall; training goodput) at
// every scale (each rack alone, neighbouring pairs of racks in a ring, the
// whole cluster), each subject measured against its floor (ClusterBaselines).
// A subject that could not run is NOT_TESTED and listed as untested; it is
// never a pass. Failures are attributed by ClusterAttribution.
class ClusterCertifier {
public:
    struct Run {
        std::string clusterId;
        std::vector<std::string> racks; // the members that take part, in domain order
        std::vector<std::string> notTaking; // members that could not take part (quarantined)
        std::string architecture = "GB200";
        std::string fabric = "Spectrum-X";
        ClusterFaults faults;
        int attempt = 1;
        std::int64_t startedMs = 0;
        std::int64_t finishedMs = 0; // 0: still running
        // How far the run has come: scales above it are pending (RUNNING for the next one).
        rackops::v1::CertificationScale doneUpTo = rackops::v1::CERTIFICATION_SCALE_CLUSTER;
        std::uint64_t seed = 0;
    };

    // The certification; its failures attributed into `findings` (ids from `nextFinding`).
    // `previous` (an expansion's earlier certification) fills previous_measured/verdict.
    static rackops::v1::Certification certify(const Run &run, std::vector<rackops::v1::ClusterFinding> *findings,
                                              int *nextFinding, std::int64_t nowMs,
                                              const rackops::v1::Certification *previous = nullptr);
    // The pairs the pair scale runs: neighbours in a ring (one pair for two racks).
    static std::vector<std::vector<std::string>> pairs(const std::vector<std::string> &racks);
    static std::vector<rackops::v1::CertificationCategory> categories(rackops::v1::CertificationScale scale);
    // FAIL beats NOT_TESTED beats RUNNING beats PENDING beats PASS.
    static rackops::v1::CheckVerdict worst(rackops::v1::CheckVerdict a, rackops::v1::CheckVerdict b);
    static std::string subjectName(const std::vector<std::string> &racks, int clusterSize);
};

} // namespace rackops::sim
