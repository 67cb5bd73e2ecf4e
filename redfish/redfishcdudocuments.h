#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace rackops::redfish {

// The resources of one CoolingUnit (CDU) read in one poll: the unit itself
// and the members of its collections, as the service sent them.
struct RedfishCduDocuments {
    QString uri; // path of the CDU, e.g. /redfish/v1/ThermalEquipment/CDUs/1
    QJsonObject cdu;
    QList<QJsonObject> secondaryConnectors; // the rack side (technology cooling system) of the CDU
    QList<QJsonObject> pumps;
    QList<QJsonObject> leakDetectors;
};

} // namespace rackops::redfish
