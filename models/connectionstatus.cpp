#include "connectionstatus.h"

#include <QDateTime>

namespace rackops {

ConnectionStatus::ConnectionStatus(QObject *parent)
    : QObject(parent)
{
}

void ConnectionStatus::setDemo(bool demo)
{
    if (m_demo == demo)
        return;
    m_demo = demo;
    Q_EMIT demoChanged();
}

qint64 ConnectionStatus::dataAgeMs(qint64 nowMs) const
{
    return m_lastDataAtMs > 0 ? std::max<qint64>(0, nowMs - m_lastDataAtMs) : -1;
}

void ConnectionStatus::setState(const ConnectionState &state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged();
}

void ConnectionStatus::noteDataReceived(qint64 revision)
{
    m_lastDataAtMs = QDateTime::currentMSecsSinceEpoch();
    m_revision = revision;
    Q_EMIT dataReceived();
}

} // namespace rackops
