#pragma once

#include <QMetaType>
#include <QString>

namespace rackops {

// The backend's Alertmanager bridge as the status bar shows it
// (ListSilencesResponse.alertmanager).
struct AlertmanagerHealth {
    bool configured = false; // the backend bridges an Alertmanager at all
    QString instance; // its URL
    bool reachable = false;
    QString state; // the bridge's state name ("ok", "down", "tls", ...)
    QString lastError; // in the backend's words
    qint64 lastSuccessMs = 0;
    int silencesPending = 0; // RackOps silences not yet made or expired there
    bool operator==(const AlertmanagerHealth &other) const = default;
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::AlertmanagerHealth)
