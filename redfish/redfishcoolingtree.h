#pragma once

#include "rackops/v1/telemetry.pb.h"

#include <QJsonObject>
#include <QString>
#include <QUrlQuery>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace rackops::redfish {

// The read-only Redfish resource tree of racks' CDUs, in the layout of DMTF's
// CDU mockups: ServiceRoot -> ThermalEquipment -> CDUs (paged with $skip and
// Members@odata.nextLink) -> one CoolingUnit per rack (Id = rack id) with a
// SecondaryCoolantConnectors member "1" (Location.Placement.Rack = the rack),
// a Pumps member "1" and LeakDetection/LeakDetectors. Readings are Redfish
// excerpts ({"Reading": x}); a reading the sample lacks is left out, never 0.
// Rack power is served as DMTF's rack PDU mockup has it: PowerEquipment ->
// RackPDUs (paged) -> one PowerDistribution per rack (Id = rack id,
// Location.Placement.Rack) -> Metrics (PowerDistributionMetrics, PowerWatts).
// The inverse of RedfishCduReader and RedfishPowerReader, so a bridge reads
// back what was served.
class RedfishCoolingTree {
public:
    struct Source {
        std::function<std::vector<std::string>()> rackIds; // every rack with a CDU, in a stable order
        // The rack's cooling now, with every leak detector; nullopt when there is no such rack.
        std::function<std::optional<rackops::v1::CoolingSample>(const std::string &rackId)> sample;
    };
    struct Response {
        int status = 200; // HTTP status; the body is a Redfish error unless 200
        QJsonObject body;
    };

    static constexpr int kPageSize = 100; // CDUs per page of the collection

    explicit RedfishCoolingTree(Source source);

    // The resource at `path` (percent-decoded, e.g. "/redfish/v1/ThermalEquipment/CDUs").
    Response get(const QString &path, const QUrlQuery &query) const;
    // A Redfish error body (Base message registry) for `status`.
    static Response error(int status, const QString &messageId, const QString &message);

private:
    // One page of a collection with a member per rack, `uri`/RACK.
    Response rackCollection(const QString &uri, const QString &type, const QString &name, const QUrlQuery &query) const;
    Response cduResource(const std::string &rackId, const QStringList &rest) const;
    Response pduResource(const std::string &rackId, const QStringList &rest) const;

    Source m_source;
};

} // namespace rackops::redfish
