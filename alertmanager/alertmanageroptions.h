#pragma once

#include <QString>
#include <QStringList>

namespace rackops::alertmanager {

// How rackops-sim reads a NOC's Alertmanager (the --alertmanager-* options).
struct AlertmanagerOptions {
    QString url; // http(s)://host[:port][/prefix]; the API is under /api/v2
    QString caFile; // PEM CA certificates; empty = the system's
    QString tokenFile; // first line: a bearer token; refused when others may read it
    QString basicAuthFile; // first line: USER:PASSWORD; refused when others may read it
    QString hostMapFile; // lines "HOST RACK": hosts (Hostname, instance) to racks
    QStringList rackLabels = {QStringLiteral("rack")}; // labels naming the rack, first present wins
    QStringList hostLabels = {QStringLiteral("Hostname"), QStringLiteral("instance")}; // through the host map
    int intervalMs = 10000; // between polls; after failures up to 4x
    int timeoutMs = 5000; // per request
    qint64 maxAnswerBytes = 8 * 1024 * 1024; // a longer answer is refused (too_large), never read whole
    int maxAlerts = 5000; // alerts taken from one answer; the rest are counted, not kept

    bool isEnabled() const { return !url.isEmpty(); }
};

} // namespace rackops::alertmanager
