#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace rackops {

// One silence as the console shows it: RackOps' own (with where it stands in
// Alertmanager, when the backend bridges one) or one made in Alertmanager
// directly (external: shown, changed only there).
struct SilenceInfo {
    // Where a RackOps silence stands in Alertmanager (SilenceSyncState).
    enum class Sync : quint8 { None, Pending, Created, ExpiryPending, Expired };

    QString id; // "S-12", or "alertmanager/ID" for Alertmanager's own
    QString rackId; // the rack it holds, when it names one
    QString conditionKey; // one condition, when it names one
    QString site;
    QString reason; // Alertmanager's comment for its own
    QString owner; // the operator; Alertmanager's createdBy for its own
    qint64 createdMs = 0;
    qint64 expiresMs = 0;
    qint64 endedMs = 0; // 0 while active
    bool active = false;
    int heldAlerts = 0;

    Sync sync = Sync::None;
    QString alertmanagerId; // Alertmanager's id of ours, once it has one
    QString syncError; // why it is not there yet, in the backend's words
    int syncAttempts = 0;
    qint64 nextAttemptMs = 0; // wall clock

    bool external = false; // made in Alertmanager directly
    QString externalId; // its id there
    QStringList matchers; // Alertmanager's matchers as it writes them: name="v", name=~"re", name!="v"

    // Ours and active: the operator may end it here.
    bool isExpirable() const { return !external && active; }
    // Something about it has not reached Alertmanager yet.
    bool isWaitingForAlertmanager() const { return sync == Sync::Pending || sync == Sync::ExpiryPending; }
    bool operator==(const SilenceInfo &other) const = default;
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::SilenceInfo)
