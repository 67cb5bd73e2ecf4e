#include "alertscontroller.h"

#include "alertsclient.h"
#include "alertsmodel.h"
#include "alertswatcher.h"
#include "actionreplies.h"
#include "connectionstate.h"
#include "silencesmodel.h"

#include <QTimer>

namespace rackops {

AlertsController::AlertsController(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , m_model(new AlertsModel(this))
    , m_watcher(new AlertsWatcher(channel, this))
    , m_client(new AlertsClient(channel, this))
    , m_silences(new SilencesModel(this))
    , m_silencesTimer(new QTimer(this))
{
    // Where a silence stands in Alertmanager changes without an operator's action (a retry that
    // got through): the list is read again every few seconds, and at once after a change.
    m_silencesTimer->setInterval(5000);
    connect(m_silencesTimer, &QTimer::timeout, this, &AlertsController::refreshSilences);
    connect(m_client, &AlertsClient::silencesReceived, m_silences,
            [this](const QList<SilenceInfo> &silences, const AlertmanagerHealth &alertmanager) {
                m_silences->setSilences(silences);
                m_silences->setAlertmanagerHealth(alertmanager);
                if (!m_silencesProblem.isEmpty()) {
                    m_silencesProblem.clear();
                    Q_EMIT silencesProblemChanged({});
                }
            });
    connect(m_client, &AlertsClient::silencesFailed, this, [this](const QString &message) {
        m_silencesProblem = message;
        Q_EMIT silencesProblemChanged(message);
    });
    connect(m_watcher, &AlertsWatcher::alertsUpdated, m_model, &AlertsModel::apply);
    connect(m_watcher, &AlertsWatcher::serverTimeReceived, m_model, &AlertsModel::setServerTime);
    // Refused or down, the alert stream's counts are unavailable rather than zero.
    connect(m_watcher, &AlertsWatcher::streamStateChanged, m_model, [this](const ConnectionState &state) {
        using Phase = ConnectionState::Phase;
        switch (state.phase) {
        case Phase::Live:
        case Phase::Syncing: m_model->setStreamProblem({}); break;
        case Phase::Connecting: // a retry: what went wrong stands until it succeeds
        case Phase::Idle: break;
        case Phase::Reconnecting:
            m_model->setStreamProblem(state.lastError.isEmpty() ? tr("The alert stream is down; reconnecting.")
                                                                : state.lastError);
            break;
        case Phase::Stopped: m_model->setStreamProblem(tr("The alert stream was stopped.")); break;
        }
    });
}

// The watcher's thread posts into the model: stop it before the model goes.
AlertsController::~AlertsController()
{
    m_watcher->stop();
}

void AlertsController::start()
{
    m_watcher->start();
    refreshSilences();
    m_silencesTimer->start();
}

void AlertsController::refreshSilences()
{
    m_client->listSilences();
}

AlertActionReply *AlertsController::refreshAfter(AlertActionReply *reply)
{
    connect(reply, &AlertActionReply::finished, this, &AlertsController::refreshSilences);
    return reply;
}

AlertActionReply *AlertsController::expireSilence(const QString &silenceId, const QString &reason)
{
    return refreshAfter(m_client->expireSilence(silenceId, reason));
}

AlertActionReply *AlertsController::acknowledge(const QString &alertId, const QString &comment)
{
    return m_client->acknowledge(alertId, comment);
}

AlertActionReply *AlertsController::takeOver(const QString &alertId, const QString &reason)
{
    return m_client->takeOver(alertId, reason);
}

AlertActionReply *AlertsController::comment(const QString &alertId, const QString &text)
{
    return m_client->comment(alertId, text);
}

AlertActionReply *AlertsController::resolve(const QString &alertId, const QString &resolution)
{
    return m_client->resolve(alertId, resolution);
}

AlertActionReply *AlertsController::silence(const QString &rackId, const QString &conditionKey, const QString &reason,
                                            qint64 expiresMs)
{
    return refreshAfter(m_client->silence(rackId, conditionKey, reason, expiresMs));
}

} // namespace rackops
