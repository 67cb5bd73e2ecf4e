#pragma once

#include "redfishcdudocuments.h"
#include "redfishrackmap.h"

#include "rackops/v1/telemetry.pb.h"

#include <QStringList>
#include <QUrl>

#include <vector>

namespace rackops::redfish {

// Turns one CDU's Redfish resources into a cooling sample per rack it feeds.
//
// Racks: each secondary coolant connector feeds the rack in its
// Location.Placement.Rack, else the racks the rack map gives for the
// connector or its Links.ConnectedCoolingLoop, else the CDU's own racks (its
// Location.Placement.Rack, else the map's entry for the CDU).
// Readings are Redfish excerpts; a missing, null or string reading stays
// unset. Delta-T and delta-P are recomputed from supply and return (vendors
// disagree on the sign of DeltaPressurekPa). Status.State other than
// Enabled makes a resource's readings missing; Status.Health Warning or
// Critical and LeakDetector.DetectorState set the sample's health. Oem
// blocks are never read.
class RedfishCduReader {
public:
    RedfishCduReader(const RedfishRackMap &map, QUrl service);

    // Samples without sample_time (the store stamps it); `warnings` gets
    // what could not be used, e.g. a connector that feeds no rack.
    std::vector<rackops::v1::CoolingSample> read(const RedfishCduDocuments &documents, QStringList *warnings) const;

    // Location.Placement.Rack of a resource, empty when it names none.
    static QString placementRack(const QJsonObject &resource);
    static QString odataId(const QJsonValue &link);

private:
    QStringList racksOf(const QString &uri) const;
    static void readConnector(const QJsonObject &connector, rackops::v1::CoolingSample *sample);
    static void readLeakDetector(const QJsonObject &detector, const QString &cduName, rackops::v1::LeakDetector *out);

    const RedfishRackMap &m_map;
    QUrl m_service;
};

} // namespace rackops::redfish
