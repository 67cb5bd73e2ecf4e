#include "redfishpoller.h"

#include "redfishbackoff.h"
#include "redfishconnection.h"

#include <QTimer>

namespace rackops::redfish {

RedfishPoller::RedfishPoller(RedfishConnection &connection, RedfishCoolingStore &store, QString uri, int intervalMs,
                             QObject *parent)
    : QObject(parent)
    , m_connection(connection)
    , m_store(store)
    , m_uri(std::move(uri))
    , m_intervalMs(intervalMs)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &RedfishPoller::pollNow);
    // Its own connections: a resource that hangs holds only its own, never another's.
    m_connection.giveOwnBudget(this);
}

void RedfishPoller::finished(bool ok, const QString &error)
{
    m_failures = ok ? 0 : m_failures + 1;
    Q_EMIT polled(ok, error);
    m_timer->start(redfishBackoffMs(m_intervalMs, m_failures));
}

void RedfishPoller::stopTimer()
{
    m_timer->stop();
}

QString RedfishPoller::source() const
{
    return m_connection.resolve(m_uri).toString();
}

} // namespace rackops::redfish
