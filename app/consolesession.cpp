#include "consolesession.h"

#include "backendchannel.h"
#include "connectionstatus.h"
#include "fleetfiltermodel.h"
#include "fleetmodel.h"
#include "fleetwatcher.h"
#include "rackdetailclient.h"
#include "simulatorserver.h"

namespace rackops {

ConsoleSession::ConsoleSession(const Options &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_fleet(new FleetModel(this))
    , m_filter(new FleetFilterModel(this))
    , m_connection(new ConnectionStatus(this))
{
    m_filter->setFleetModel(m_fleet);
    m_connection->setDemo(isDemo());
}

ConsoleSession::~ConsoleSession()
{
    // Transport first (it posts into the models), then the embedded backend.
    delete m_watcher;
    delete m_rackDetails;
    m_channel.reset();
    if (m_demo)
        m_demo->stop();
}

QString ConsoleSession::endpoint() const
{
    return m_channel ? m_channel->endpoint() : m_options.connectTo;
}

bool ConsoleSession::start(QString *error)
{
    QString endpoint = m_options.connectTo;
    if (isDemo()) {
        sim::SimConfig config;
        config.listenAddress = QStringLiteral("127.0.0.1:0");  // private, loopback only
        config.rackCount = m_options.demoRacks;
        config.timeScale = m_options.demoTimeScale;
        config.seed = m_options.demoSeed;
        m_demo = std::make_unique<sim::SimulatorServer>(config);
        if (!m_demo->start(error)) {
            *error = tr("The embedded demo backend did not start: %1").arg(*error);
            return false;
        }
        endpoint = m_demo->address();
    }
    m_channel = std::make_shared<BackendChannel>(endpoint);
    m_watcher = new FleetWatcher(m_channel);
    m_rackDetails = new RackDetailClient(m_channel);
    connect(m_watcher, &FleetWatcher::fleetUpdated, m_fleet, &FleetModel::applyUpdate);
    connect(m_watcher, &FleetWatcher::fleetUpdated, m_connection,
            [this](const FleetUpdate &update) { m_connection->noteDataReceived(update.revision); });
    connect(m_watcher, &FleetWatcher::connectionStateChanged, m_connection, &ConnectionStatus::setState);
    m_connection->setState(m_watcher->connectionState());
    m_watcher->start();
    return true;
}

} // namespace rackops
