#pragma once

#include "alertmanagerhealth.h"
#include "silenceinfo.h"

#include <QList>
#include <QObject>

#include <memory>

namespace rackops {

class AlertActionReply;
class BackendChannel;

// What an operator does to alerts: acknowledge (take ownership), comment,
// resolve, silence. Each call carries an idempotency key and is resent with
// it when the link drops (see MutationCalls); the outcome comes back on the
// call's own AlertActionReply, refusals in the backend's words.
class AlertsClient : public QObject {
    Q_OBJECT
public:
    explicit AlertsClient(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~AlertsClient() override;

    // Each reply carries the idempotency key it used; pass a key to resend an intent.
    AlertActionReply *acknowledge(const QString &alertId, const QString &comment, const QString &key = {});
    // Acknowledges an alert someone else owns; the reason goes into its comments and the audit log.
    AlertActionReply *takeOver(const QString &alertId, const QString &reason, const QString &key = {});
    AlertActionReply *comment(const QString &alertId, const QString &text, const QString &key = {});
    AlertActionReply *resolve(const QString &alertId, const QString &resolution, const QString &key = {});
    // Silences the alerts of one rack (or, with a condition key, one
    // condition) until `expiresMs` (backend clock).
    AlertActionReply *silence(const QString &rackId, const QString &conditionKey, const QString &reason,
                              qint64 expiresMs, const QString &key = {});

    // Ends one of RackOps' silences now (and so in Alertmanager, when it is there).
    AlertActionReply *expireSilence(const QString &silenceId, const QString &reason, const QString &key = {});
    // Every silence, active and ended, RackOps' and Alertmanager's: silencesReceived or silencesFailed.
    void listSilences();

    void setRetryDelays(int firstMs, int attempts);

Q_SIGNALS:
    // With the backend's Alertmanager bridge as it stands (configured false when there is none).
    void silencesReceived(const QList<rackops::SilenceInfo> &silences, const rackops::AlertmanagerHealth &alertmanager);
    void silencesFailed(const QString &message);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rackops
