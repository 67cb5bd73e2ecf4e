#include "fleetcontroller.h"

#include "backendchannel.h"
#include "connectionstatus.h"
#include "fleetfiltermodel.h"
#include "fleetmodel.h"
#include "fleetwatcher.h"
#include "tlsprobe.h"

namespace rackops {

FleetController::FleetController(std::shared_ptr<BackendChannel> channel, const TlsFiles &tls, bool demo,
                                 QObject *parent)
    : QObject(parent)
    , m_channel(std::move(channel))
    , m_tls(tls)
    , m_model(new FleetModel(this))
    , m_filter(new FleetFilterModel(this))
    , m_connection(new ConnectionStatus(this))
    , m_watcher(new FleetWatcher(m_channel, this))
{
    m_filter->setFleetModel(m_model);
    m_connection->setDemo(demo);
    connect(m_watcher, &FleetWatcher::fleetUpdated, m_model, &FleetModel::applyUpdate);
    connect(m_watcher, &FleetWatcher::fleetUpdated, m_connection,
            [this](const FleetUpdate &update) { m_connection->noteDataReceived(update.revision); });
    connect(m_watcher, &FleetWatcher::connectionStateChanged, this, &FleetController::publishState);
    m_connection->setState(m_watcher->connectionState());
}

// The watcher's thread posts into the model: stop it before the model goes.
FleetController::~FleetController()
{
    m_watcher->stop();
}

void FleetController::start()
{
    m_watcher->start();
}

void FleetController::waitForBackend(const QString &what)
{
    ConnectionState state = m_watcher->connectionState();
    state.phase = ConnectionState::Phase::Connecting;
    state.endpoint = m_channel->endpoint();
    state.lastError = what;
    m_connection->setState(state);
}

void FleetController::setBackendEnded(const QString &why)
{
    m_backendEnded = why;
    publishState(m_watcher->connectionState());
}

qint64 FleetController::stateRevision(const QString &rackId) const
{
    const int row = m_model->rowOf(rackId);
    return row >= 0 ? m_model->rackAt(row).stateRevision : 0;
}

void FleetController::publishState(const ConnectionState &state)
{
    ConnectionState shown = state;
    if (state.phase == ConnectionState::Phase::Live) {
        m_tlsDiagnosis.clear();
    } else if (!m_backendEnded.isEmpty()) {
        // What gRPC says of a socket nobody serves any more is less than what we know.
        shown.lastError = m_backendEnded;
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
    const bool wasLive = m_connection->state().phase == ConnectionState::Phase::Live;
    m_connection->setState(shown);
    if (state.phase == ConnectionState::Phase::Live && !wasLive)
        Q_EMIT linkLive();
}

} // namespace rackops
