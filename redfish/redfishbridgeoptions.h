#pragma once

#include <QString>
#include <QStringList>

namespace rackops::redfish {

// How rackops-sim reaches its Redfish services (the --redfish-* options).
struct RedfishBridgeOptions {
    QStringList urls; // https://host[:port] of each service
    QString caFile; // PEM CA certificates; empty = the system's
    QString user; // empty = no authentication
    QString passwordFile; // first line is the password; refused when others may read it
    bool insecureHttp = false; // allow a password over plain http:// (warned); else refused
    QString rackMapFile; // empty = racks only from Location.Placement.Rack
    int intervalMs = 10000; // poll interval per CDU
    int timeoutMs = 5000; // per request
    int rediscoverMs = 300'000; // how often the CDUs and power sources are listed anew

    bool isEnabled() const { return !urls.isEmpty(); }
};

} // namespace rackops::redfish
