#pragma once

#include "approvalresult.h"

#include <QObject>

#include <memory>

namespace rackops {

class AlertsClient;
class AlertsModel;
class AlertsWatcher;
class BackendChannel;

// Alerts: the live list and what an operator does with an alert.
class AlertsController : public QObject
{
    Q_OBJECT
public:
    explicit AlertsController(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~AlertsController() override;

    AlertsModel *model() const { return m_model; }

    void start();

public Q_SLOTS:
    void acknowledge(const QString &alertId, const QString &comment);
    // Acknowledges an alert someone else owns; the reason goes into its comments and the audit log.
    void takeOver(const QString &alertId, const QString &reason);
    void comment(const QString &alertId, const QString &text);
    void resolve(const QString &alertId, const QString &resolution);
    void silence(const QString &rackId, const QString &conditionKey, const QString &reason, qint64 expiresMs);

Q_SIGNALS:
    // result.operationId carries the alert or silence id.
    void actionFinished(const rackops::ActionResult &result);

private:
    AlertsModel *m_model;
    AlertsWatcher *m_watcher;
    AlertsClient *m_client;
};

} // namespace rackops
