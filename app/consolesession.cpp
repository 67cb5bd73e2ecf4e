#include "consolesession.h"

#include "alertsclient.h"
#include "alertsmodel.h"
#include "alertswatcher.h"
#include "auditlogmodel.h"
#include "handoverclient.h"
#include "backendchannel.h"

#include <QHostAddress>
#include "coolinghistoryclient.h"
#include "validationclient.h"
#include "tlsprobe.h"
#include "coolingstore.h"
#include "telemetrywatcher.h"
#include "connectionstatus.h"
#include "fleetfiltermodel.h"
#include "fleetmodel.h"
#include "fleetwatcher.h"
#include "operationsclient.h"
#include "operationsmodel.h"
#include "operationswatcher.h"
#include "overridequeuemodel.h"
#include "rackdetailclient.h"
#include "replicationclient.h"
#include "replicationmodel.h"
#include "replicationwatcher.h"
#include "sessionidentity.h"
#include "simulatorserver.h"

namespace rackops {

ConsoleSession::ConsoleSession(const Options &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_fleet(new FleetModel(this))
    , m_filter(new FleetFilterModel(this))
    , m_connection(new ConnectionStatus(this))
    , m_operationsModel(new OperationsModel(this))
    , m_overrides(new OverrideQueueModel(this))
    , m_auditLog(new AuditLogModel(this))
    , m_identity(new SessionIdentity(this))
    , m_cooling(new CoolingStore(this))
    , m_replication(new ReplicationModel(this))
    , m_alerts(new AlertsModel(this))
{
    m_filter->setFleetModel(m_fleet);
    m_fleet->setCoolingStore(m_cooling);
    m_connection->setDemo(isDemo());
}

ConsoleSession::~ConsoleSession()
{
    // Transport first (it posts into the models), then the embedded backend.
    delete m_watcher;
    delete m_operationsWatcher;
    delete m_rackDetails;
    delete m_operations;
    delete m_fleetCooling;
    delete m_coolingHistory;
    delete m_validation;
    delete m_replicationWatcher;
    delete m_replicationClient;
    delete m_alertsWatcher;
    delete m_alertActions;
    delete m_handover;
    m_channel.reset();
    if (m_demo)
        m_demo->stop();
}

void ConsoleSession::publishState(const ConnectionState &state)
{
    ConnectionState shown = state;
    if (state.phase == ConnectionState::Phase::Live) {
        m_tlsDiagnosis.clear();
    } else if (m_tls.isSet() && state.phase == ConnectionState::Phase::Reconnecting) {
        // gRPC says only that the handshake failed; a probe of our own says why.
        if (!m_probe && (!m_lastProbe.isValid() || m_lastProbe.elapsed() > kProbeIntervalMs)) {
            m_lastProbe.start();
            m_probe = new TlsProbe(m_channel->endpoint(), m_tls, this);
            connect(m_probe, &TlsProbe::finished, this, [this](const QString &diagnosis) {
                m_probe->deleteLater();
                m_probe = nullptr;
                m_tlsDiagnosis = diagnosis;
                if (!diagnosis.isEmpty())
                    publishState(m_watcher->connectionState());
            });
            m_probe->start();
        }
        if (!m_tlsDiagnosis.isEmpty())
            shown.lastError = m_tlsDiagnosis;
    }
    m_connection->setState(shown);
}

QString ConsoleSession::endpoint() const
{
    return m_channel ? m_channel->endpoint() : m_options.connectTo;
}

bool ConsoleSession::isLoopbackEndpoint(const QString &endpoint)
{
    if (endpoint.startsWith(QLatin1String("unix:")))
        return true;
    QString host = endpoint.left(endpoint.lastIndexOf(QLatin1Char(':')));
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    const QHostAddress address(host);
    return host == QLatin1String("localhost") || (!address.isNull() && address.isLoopback());
}

bool ConsoleSession::start(QString *error)
{
    QString endpoint = m_options.connectTo;
    const BackendChannel::Tls tls{m_options.tlsCa, m_options.tlsCert, m_options.tlsKey};
    if (tls.isSet() && !BackendChannel::checkTls(tls, error, &m_warning))
        return false;
    if (!isDemo() && !tls.isSet() && !isLoopbackEndpoint(endpoint)) {
        // Plaintext off this machine would carry who we are and what we do in the clear.
        if (!m_options.insecure) {
            *error = tr("Refusing to connect to %1 without encryption: who you are and what you do would cross "
                        "the network in plain text. Use a loopback address, or --insecure if you accept that.")
                         .arg(endpoint);
            return false;
        }
        m_insecureRemote = true;
    }
    if (isDemo()) {
        sim::SimConfig config;
        config.listenAddress = QStringLiteral("127.0.0.1:0");  // private, loopback only
        config.rackCount = m_options.demoRacks;
        config.timeScale = m_options.demoTimeScale;
        config.seed = m_options.demoSeed;
        config.demoActivity = true;
        m_demo = std::make_unique<sim::SimulatorServer>(config);
        if (!m_demo->start(error)) {
            *error = tr("The embedded demo backend did not start: %1").arg(*error);
            return false;
        }
        endpoint = m_demo->address();
    }
    m_channel = std::make_shared<BackendChannel>(endpoint, tls);
    m_watcher = new FleetWatcher(m_channel);
    m_rackDetails = new RackDetailClient(m_channel);
    connect(m_watcher, &FleetWatcher::fleetUpdated, m_fleet, &FleetModel::applyUpdate);
    connect(m_watcher, &FleetWatcher::fleetUpdated, m_connection,
            [this](const FleetUpdate &update) { m_connection->noteDataReceived(update.revision); });
    connect(m_watcher, &FleetWatcher::connectionStateChanged, this, &ConsoleSession::publishState);
    m_connection->setState(m_watcher->connectionState());
    m_tls = tls;

    // With TLS the certificate says who we are; otherwise we name a demo user.
    if (!tls.isSet())
        m_channel->setUser(m_options.user.isEmpty() && isDemo() ? QStringLiteral("anna") : m_options.user);
    m_operations = new OperationsClient(m_channel);
    m_operationsWatcher = new OperationsWatcher(m_channel);
    connect(m_operationsWatcher, &OperationsWatcher::operationsUpdated, m_operationsModel, &OperationsModel::apply);
    connect(m_operations, &OperationsClient::identityReceived, m_identity, &SessionIdentity::setIdentity);
    connect(m_operations, &OperationsClient::overridesReceived, m_overrides, &OverrideQueueModel::setRequests);
    connect(m_operations, &OperationsClient::auditReceived, m_auditLog, &AuditLogModel::setEntries);
    // An operation that ends or a decision taken may change the queue of overrides.
    connect(m_operationsModel, &OperationsModel::operationFinished, m_operations, &OperationsClient::fetchOverrides);
    connect(m_operations, &OperationsClient::approvalFinished, m_operations, &OperationsClient::fetchOverrides);
    connect(m_operations, &OperationsClient::overrideDecided, m_operations, &OperationsClient::fetchOverrides);
    // Identity and the queue are worth asking again each time the link comes back.
    connect(m_watcher, &FleetWatcher::connectionStateChanged, this, [this](const ConnectionState &state) {
        if (state.phase == ConnectionState::Phase::Live) {
            m_operations->fetchIdentity();
            m_operations->fetchOverrides();
        }
    });
    // The whole fleet's cooling every 5 s feeds the board's columns and the leak banner.
    m_fleetCooling = new TelemetryWatcher(m_channel, {}, 5000);
    connect(m_fleetCooling, &TelemetryWatcher::samplesReceived, m_cooling, &CoolingStore::apply);
    m_coolingHistory = new CoolingHistoryClient(m_channel);
    m_validation = new ValidationClient(m_channel);
    // Replication of the object store every 5 s, for the view and the status bar's breach count.
    m_replicationWatcher = new ReplicationWatcher(m_channel, 5000);
    connect(m_replicationWatcher, &ReplicationWatcher::replicationUpdated, m_replication,
            &ReplicationModel::applyUpdate);
    m_replicationClient = new ReplicationClient(m_channel);
    m_alertsWatcher = new AlertsWatcher(m_channel);
    connect(m_alertsWatcher, &AlertsWatcher::alertsUpdated, m_alerts, &AlertsModel::apply);
    connect(m_alertsWatcher, &AlertsWatcher::serverTimeReceived, m_alerts, &AlertsModel::setServerTime);
    m_alertActions = new AlertsClient(m_channel);
    m_handover = new HandoverClient(m_channel);

    m_watcher->start();
    m_alertsWatcher->start();
    m_operationsWatcher->start();
    m_fleetCooling->start();
    m_replicationWatcher->start();
    return true;
}

TelemetryWatcher *ConsoleSession::watchCooling(const QStringList &rackIds, QObject *owner) const
{
    auto *watcher = new TelemetryWatcher(m_channel, rackIds, 1000, owner);
    watcher->start();
    return watcher;
}

QStringList ConsoleSession::demoUsers() const
{
    return isDemo() ? QStringList{QStringLiteral("vera"), QStringLiteral("omar"), QStringLiteral("anna"),
                                  QStringLiteral("ben"), QStringLiteral("ada")}
                    : QStringList();
}

void ConsoleSession::switchUser(const QString &subject)
{
    m_channel->setUser(subject);
    m_identity->setIdentity({});
    m_operations->fetchIdentity();
    m_operations->fetchOverrides();
}

} // namespace rackops
