#pragma once

#include "alertmanageralert.h"

#include <QList>
#include <QString>

#include <mutex>

namespace rackops::alertmanager {

// How the bridge's last attempt went, in its own words (for /metrics, the
// site-wide bridge alert and the log).
enum class BridgeState { Starting, Ok, Down, Unauthorized, BadAnswer, TooLarge, Tls, HttpError };
QString bridgeStateName(BridgeState state); // "starting", "ok", "down", ... (metric label values)
QStringList bridgeStateNames();

// What the bridge last read from Alertmanager, written by the bridge (Qt
// event loop) and read by the alert evaluation and /metrics (other threads)
// under its own leaf lock. A failed poll keeps the alerts it had, marked
// stale, rather than dropping them: Alertmanager being down says nothing
// about the alerts.
class AlertmanagerStore {
public:
    explicit AlertmanagerStore(QString url);

    struct Snapshot {
        QString url;
        QList<AlertmanagerAlert> alerts;
        bool everRead = false; // at least one poll succeeded
        bool stale = true; // the last poll failed (or none succeeded yet)
        qint64 lastSuccessMs = 0; // wall clock
        qint64 lastAttemptMs = 0;
        BridgeState state = BridgeState::Starting;
        QString detail; // the failure in the bridge's words (never a credential)
        int failures = 0; // in a row
        int skipped = 0; // entries of the last answer that were not alerts
        int leftOut = 0; // alerts beyond the limit in the last answer
    };

    void replace(QList<AlertmanagerAlert> alerts, int skipped, int leftOut, qint64 nowMs);
    void fail(BridgeState state, const QString &detail, qint64 nowMs);
    Snapshot snapshot() const;

private:
    mutable std::mutex m_mutex;
    Snapshot m_snapshot;
};

} // namespace rackops::alertmanager
