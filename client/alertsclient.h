#pragma once

#include "approvalresult.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;

// What an operator does to alerts: acknowledge (take ownership), comment,
// resolve, silence. Each call carries an idempotency key and is resent with
// it when the link drops (see MutationCalls); the outcome comes back as an
// ActionResult, refusals in the backend's words.
class AlertsClient : public QObject
{
    Q_OBJECT
public:
    explicit AlertsClient(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~AlertsClient() override;

    // Each returns the idempotency key it used; pass a key to resend an intent.
    QString acknowledge(const QString &alertId, const QString &comment, const QString &key = {});
    // Acknowledges an alert someone else owns; the reason goes into its comments and the audit log.
    QString takeOver(const QString &alertId, const QString &reason, const QString &key = {});
    QString comment(const QString &alertId, const QString &text, const QString &key = {});
    QString resolve(const QString &alertId, const QString &resolution, const QString &key = {});
    // Silences the alerts of one rack (or, with a condition key, one
    // condition) until `expiresMs` (backend clock).
    QString silence(const QString &rackId, const QString &conditionKey, const QString &reason, qint64 expiresMs,
                    const QString &key = {});

    void setRetryDelays(int firstMs, int attempts);

Q_SIGNALS:
    // result.operationId carries the alert or silence id.
    void actionFinished(const rackops::ActionResult &result);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rackops
