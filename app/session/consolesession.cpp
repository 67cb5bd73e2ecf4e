#include "consolesession.h"

#include "actionpermission.h"
#include "alertscontroller.h"
#include "backendchannel.h"
#include "clusterscontroller.h"
#include "coolingcontroller.h"
#include "currentrack.h"
#include "demobackend.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"
#include "handovercontroller.h"
#include "operationscontroller.h"
#include "rackcontroller.h"
#include "replicationcontroller.h"
#include "sessionidentity.h"
#include "validationcontroller.h"

#include <QHostAddress>
#include <QTimer>

namespace rackops {

ConsoleSession::ConsoleSession(const Options &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_currentRack(new CurrentRack(this))
{
}

ConsoleSession::~ConsoleSession()
{
    // The demo backend is told to end while our streams are still open: its shutdown then closes
    // the connection from its side at once, where a connection we leave idle keeps it waiting.
    if (m_demo)
        m_demo->requestStop();
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
    const BackendChannel::Tls tls {m_options.tlsCa, m_options.tlsCert, m_options.tlsKey};
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
        DemoBackend::Options demo;
        demo.racks = m_options.demoRacks;
        demo.timeScale = m_options.demoTimeScale;
        demo.seed = m_options.demoSeed;
        m_demo = std::make_unique<DemoBackend>(demo);
        if (!m_demo->start(error)) {
            *error = tr("The demo backend did not start: %1").arg(*error);
            m_demo.reset();
            return false;
        }
        endpoint = m_demo->endpoint();
    }
    m_channel = std::make_shared<BackendChannel>(endpoint, tls);
    // With TLS the certificate says who we are; otherwise we name a demo user.
    if (!tls.isSet())
        m_channel->setUser(m_options.user.isEmpty() && isDemo() ? QStringLiteral("anna") : m_options.user);

    m_fleet = std::make_unique<FleetController>(m_channel, tls, isDemo());
    m_operations = std::make_unique<OperationsController>(m_channel);
    m_rack = std::make_unique<RackController>(m_channel);
    m_cooling = std::make_unique<CoolingController>(m_channel, m_operations.get(), m_options.fleetCoolingIntervalMs);
    m_validation = std::make_unique<ValidationController>(m_channel, m_fleet.get(), m_operations.get());
    m_alerts = std::make_unique<AlertsController>(m_channel);
    m_replication = std::make_unique<ReplicationController>(m_channel);
    m_handover = std::make_unique<HandoverController>(m_channel);
    m_clusters = std::make_unique<ClustersController>(m_channel);
    m_permission = std::make_unique<ActionPermission>(m_fleet->connection(), m_operations->identity());
    m_fleet->model()->setCoolingStore(m_cooling->store());
    // Who we are and what waits for a second approver: asked again each time the link comes back.
    connect(m_fleet.get(), &FleetController::linkLive, m_operations.get(), &OperationsController::refresh);

    if (!m_demo) {
        startWatching();
        return true;
    }
    // The demo backend generates its fleet while the window is built; the watches start once it
    // serves, and what is asked before (a tab opened at once) waits for it.
    m_channel->setWaitForReady(true);
    m_fleet->waitForBackend(tr("starting the demo backend (rackops-sim)"));
    connect(m_demo.get(), &DemoBackend::ready, this, &ConsoleSession::startWatching);
    connect(m_demo.get(), &DemoBackend::failed, this,
            [this](const QString &why) { Q_EMIT startFailed(tr("The demo backend did not start: %1").arg(why)); });
    // Lost like any backend (the watches see the link go); the fleet's link says why.
    connect(m_demo.get(), &DemoBackend::lost, m_fleet.get(), &FleetController::setBackendEnded);
    return true;
}

void ConsoleSession::startWatching()
{
    m_channel->setWaitForReady(false);
    // The board first: at 100,000 racks the fleet's snapshot and the cooling's and alerts' would
    // share the two cores and the backend, and the operator would wait for all three to see any.
    // The other streams follow once the fleet is in sync, or after a while if it cannot be.
    m_fleet->start();
    m_operations->start();
    connect(m_fleet.get(), &FleetController::linkLive, this, &ConsoleSession::startFollowingStreams,
            Qt::SingleShotConnection);
    QTimer::singleShot(kFollowingStreamsLatestMs, this, &ConsoleSession::startFollowingStreams);
    m_backendReady = true;
    Q_EMIT backendReady();
}

void ConsoleSession::startFollowingStreams()
{
    if (m_followingStarted)
        return;
    m_followingStarted = true;
    m_alerts->start();
    m_cooling->start();
    m_replication->start();
    m_clusters->start();
}

QStringList ConsoleSession::demoUsers() const
{
    return isDemo() ? QStringList {QStringLiteral("vera"), QStringLiteral("omar"), QStringLiteral("anna"),
                                   QStringLiteral("ben"), QStringLiteral("ada")}
                    : QStringList();
}

void ConsoleSession::switchUser(const QString &subject)
{
    m_channel->setUser(subject);
    m_operations->identity()->setIdentity({});
    m_operations->refresh();
}

} // namespace rackops
