#pragma once

#include <QObject>

#include <memory>

class QTimer;

namespace rackops {

class AlertActionReply;
class AlertsClient;
class AlertsModel;
class AlertsWatcher;
class BackendChannel;
class SilencesModel;

// Alerts: the live list and what an operator does with an alert, each answered on
// its own reply to the one caller that asked.
class AlertsController : public QObject {
    Q_OBJECT
public:
    explicit AlertsController(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~AlertsController() override;

    AlertsModel *model() const { return m_model; }
    // RackOps' silences and Alertmanager's, listed every few seconds and after each change.
    SilencesModel *silences() const { return m_silences; }

    void start();

    AlertActionReply *acknowledge(const QString &alertId, const QString &comment);
    // Acknowledges an alert someone else owns; the reason goes into its comments and the audit log.
    AlertActionReply *takeOver(const QString &alertId, const QString &reason);
    AlertActionReply *comment(const QString &alertId, const QString &text);
    AlertActionReply *resolve(const QString &alertId, const QString &resolution);
    AlertActionReply *silence(const QString &rackId, const QString &conditionKey, const QString &reason,
                              qint64 expiresMs);
    AlertActionReply *expireSilence(const QString &silenceId, const QString &reason);
    void refreshSilences();

Q_SIGNALS:
    // The silences could not be listed (empty: they could again).
    void silencesProblemChanged(const QString &problem);

private:
    AlertActionReply *refreshAfter(AlertActionReply *reply);

    AlertsModel *m_model;
    AlertsWatcher *m_watcher;
    AlertsClient *m_client;
    SilencesModel *m_silences;
    QTimer *m_silencesTimer;
    QString m_silencesProblem;
};

} // namespace rackops
