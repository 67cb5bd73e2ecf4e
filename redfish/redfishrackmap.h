#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace rackops::redfish {

// The operator's map from Redfish resources to racks, for services whose
// resources carry no Location.Placement.Rack. One entry a line:
//   URI RACK [RACK ...]     # comment
// URI is a CDU, a coolant connector or a cooling loop, as a path
// (/redfish/v1/..., valid on every service) or a full https:// URL (that
// service only). A CDU may serve several racks; a rack is fed by one entry.
// A power source (under PowerEquipment/ or Chassis/) names the racks it
// measures; a rack has at most one such entry besides its cooling entry.
class RedfishRackMap {
public:
    // Reads FILE; on failure nullopt and "FILE:LINE: message" in `error`.
    static std::optional<RedfishRackMap> load(const QString &path, QString *error);
    static std::optional<RedfishRackMap> parse(const QByteArray &text, const QString &name, QString *error);

    // The racks mapped to `uri` (a path) of the service at `service`.
    QStringList racksFor(const QUrl &service, const QString &uri) const;
    // The racks whose cooling the map names (power entries alone feed no rack).
    QStringList allRacks() const;
    // Where `rack`'s cooling may come from, as full URLs: its entry's URL, or
    // its path on each of `services`. Empty for a rack the map does not feed.
    QStringList candidatesFor(const QString &rack, const QList<QUrl> &services) const;
    static bool isPowerSource(const QString &uri);
    bool isEmpty() const { return m_racks.isEmpty(); }

    static QString normalized(const QString &uri);

private:
    QHash<QString, QStringList> m_racks; // normalized URI or URL -> racks
};

} // namespace rackops::redfish
