#include "clusters/clusterfabric.h"

#include "core/simhash.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace rackops::sim {

using namespace rackops::v1;

namespace {
std::string twoDigits(const char *prefix, int value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%s%02d", prefix, value);
    return buffer;
}

int severity(FabricLinkState state)
{
    switch (state) {
    case FABRIC_LINK_STATE_UP: return 0;
    case FABRIC_LINK_STATE_DEGRADED: return 1;
    case FABRIC_LINK_STATE_FLAPPING: return 2;
    case FABRIC_LINK_STATE_DOWN: return 3;
    default: return -1;
    }
}

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}
} // namespace

std::string ClusterFabric::leafId(int plane, int rail)
{
    // snprintf, not "L" + to_string(...): GCC 12 at -O3 warns falsely (-Wrestrict).
    char id[32];
    std::snprintf(id, sizeof id, "L%d-%02d", plane, rail);
    return id;
}

std::string ClusterFabric::spineId(int plane, int spine)
{
    char id[32];
    std::snprintf(id, sizeof id, "S%d-%02d", plane, spine);
    return id;
}

std::string ClusterFabric::trayId(const std::string &rackId, int tray)
{
    return rackId + "/" + twoDigits("CT", tray);
}

std::string ClusterFabric::gpuId(const std::string &rackId, int tray, int gpu)
{
    return trayId(rackId, tray) + "/G" + std::to_string(gpu);
}

std::string ClusterFabric::portId(const std::string &rackId, int tray, int gpu, int nic)
{
    return gpuId(rackId, tray, gpu) + "/N" + std::to_string(nic);
}

std::string ClusterFabric::hostName(const std::string &rackId, int tray)
{
    return lower(rackId) + twoDigits("-ct", tray);
}

bool ClusterFabric::rackOfHost(const std::string &host, const std::vector<std::string> &rackIds, std::string *rackId,
                               int *tray)
{
    // Host names may come fully qualified ("...-ct03.cluster.local").
    const std::string name = lower(host.substr(0, host.find('.')));
    for (const auto &id : rackIds) {
        const std::string prefix = lower(id) + "-ct";
        if (name.size() != prefix.size() + 2 || name.compare(0, prefix.size(), prefix) != 0)
            continue;
        const std::string digits = name.substr(prefix.size());
        if (!std::isdigit(static_cast<unsigned char>(digits[0]))
            || !std::isdigit(static_cast<unsigned char>(digits[1])))
            continue;
        const int t = std::stoi(digits);
        if (t < 1 || t > kTrays)
            continue;
        *rackId = id;
        *tray = t;
        return true;
    }
    return false;
}

Fabric ClusterFabric::build()
{
    Fabric fabric;
    fabric.set_planes(kPlanes);
    fabric.set_rails(kRails);
    for (int plane = 1; plane <= kPlanes; ++plane) {
        for (int spine = 1; spine <= kSpinesPerPlane; ++spine) {
            auto *s = fabric.add_switches();
            s->set_id(spineId(plane, spine));
            s->set_role(FABRIC_SWITCH_ROLE_SPINE);
            s->set_plane(plane);
        }
        for (int rail = 1; rail <= kRails; ++rail) {
            auto *l = fabric.add_switches();
            l->set_id(leafId(plane, rail));
            l->set_role(FABRIC_SWITCH_ROLE_LEAF);
            l->set_plane(plane);
            l->set_rail(rail);
            for (int spine = 1; spine <= kSpinesPerPlane; ++spine) {
                auto *link = fabric.add_links();
                link->set_id(linkId(l->id(), spineId(plane, spine)));
                link->set_plane(plane);
                link->set_from_id(l->id());
                link->set_to_id(spineId(plane, spine));
                link->set_state(FABRIC_LINK_STATE_UP);
                link->set_fec_corrected(std::int64_t(SimHash::of(link->id()) % 20000));
            }
        }
    }
    return fabric;
}

void ClusterFabric::addRack(Fabric *fabric, const std::string &rackId, bool cabled)
{
    for (int tray = 1; tray <= kTrays; ++tray) {
        for (int gpu = 1; gpu <= kGpusPerTray; ++gpu) {
            for (int nic = 1; nic <= kNicsPerGpu; ++nic) {
                auto *link = fabric->add_links();
                const int plane = planeOfTray(tray);
                const int rail = railOf(gpu, nic);
                link->set_id(portId(rackId, tray, gpu, nic));
                link->set_plane(plane);
                link->set_rail(rail);
                link->set_from_id(rackId);
                link->set_to_id(leafId(plane, rail));
                link->set_state(cabled ? FABRIC_LINK_STATE_UP : FABRIC_LINK_STATE_DOWN);
                // FEC corrects a few bits on every healthy 800G link; that is normal, not an error.
                if (cabled)
                    link->set_fec_corrected(std::int64_t(SimHash::of(link->id()) % 5000));
                link->set_rack_id(rackId);
                link->set_nic_port(true);
            }
        }
    }
}

FabricLinkState ClusterFabric::worse(FabricLinkState a, FabricLinkState b)
{
    return severity(b) > severity(a) ? b : a;
}

void ClusterFabric::rollUp(const Fabric &fabric, ClusterRack *rack)
{
    int up = 0, total = 0;
    FabricLinkState worst = FABRIC_LINK_STATE_UNSPECIFIED;
    for (const auto &link : fabric.links()) {
        if (!link.nic_port() || link.rack_id() != rack->rack_id())
            continue;
        ++total;
        if (link.state() == FABRIC_LINK_STATE_UP || link.state() == FABRIC_LINK_STATE_DEGRADED)
            ++up;
        worst = worse(worst, link.state());
    }
    rack->set_ports_up(up);
    rack->set_ports_total(total);
    rack->set_worst_port(worst);
}

FabricLink *ClusterFabric::link(Fabric *fabric, const std::string &id)
{
    for (auto &link : *fabric->mutable_links()) {
        if (link.id() == id)
            return &link;
    }
    return nullptr;
}

} // namespace rackops::sim
