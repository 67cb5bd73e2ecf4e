#pragma once

#include "rackops/v1/clusters.pb.h"

#include <string>
#include <vector>

namespace rackops::sim {

// The Spectrum-X fabric of a cluster and the names of its parts.
//
// Every GPU has two SuperNICs; a compute tray holds 4 GPUs, so a tray has 8
// NIC positions and the fabric 8 rails (rail = (gpu - 1) * 2 + nic). A tray's
// NICs go to one plane (tray 1 to plane 1, tray 2 to plane 2, ...), so a
// rack's 144 ports spread over every plane and rail. Each plane has one leaf
// per rail ("L2-05": plane 2, rail 5) and four spines ("S2-03"); every leaf
// is linked to every spine of its plane ("L2-05~S2-03"). A SuperNIC port is
// named "<rack>/CT03/G2/N1" and cabled to the leaf of its plane and rail.
// Compute tray hosts are "<rack id, lower case>-ct03" (nccl-tests' host names).
class ClusterFabric {
public:
    static constexpr int kPlanes = 4;
    static constexpr int kRails = 8;
    static constexpr int kSpinesPerPlane = 4;
    static constexpr int kTrays = 18;
    static constexpr int kGpusPerTray = 4;
    static constexpr int kNicsPerGpu = 2;
    static constexpr int kPortsPerRack = kTrays * kGpusPerTray * kNicsPerGpu; // 144

    // The switches and leaf-spine links (no rack yet).
    static rackops::v1::Fabric build();
    // Cables every SuperNIC port of the rack to its leaf, up unless `cabled` is false.
    static void addRack(rackops::v1::Fabric *fabric, const std::string &rackId, bool cabled = true);

    static int planeOfTray(int tray) { return (tray - 1) % kPlanes + 1; }
    static int railOf(int gpu, int nic) { return (gpu - 1) * kNicsPerGpu + nic; }
    static std::string leafId(int plane, int rail);
    static std::string spineId(int plane, int spine);
    static std::string linkId(const std::string &leaf, const std::string &spine) { return leaf + "~" + spine; }
    static std::string trayId(const std::string &rackId, int tray); // "<rack>/CT03"
    static std::string gpuId(const std::string &rackId, int tray, int gpu); // "<rack>/CT03/G2"
    static std::string portId(const std::string &rackId, int tray, int gpu, int nic);
    // nccl-tests host name of a compute tray: "phx1-h1-r01-03-ct07".
    static std::string hostName(const std::string &rackId, int tray);
    // The rack and tray of a host name, among `rackIds`; false when it names none of them.
    static bool rackOfHost(const std::string &host, const std::vector<std::string> &rackIds, std::string *rackId,
                           int *tray);

    // The rack's ports rolled up into its ClusterRack (ports_up, ports_total, worst_port).
    static void rollUp(const rackops::v1::Fabric &fabric, rackops::v1::ClusterRack *rack);
    // Worse of two link states (DOWN > FLAPPING > DEGRADED > UP).
    static rackops::v1::FabricLinkState worse(rackops::v1::FabricLinkState a, rackops::v1::FabricLinkState b);
    static rackops::v1::FabricLink *link(rackops::v1::Fabric *fabric, const std::string &id);
};

} // namespace rackops::sim
