#include "alertmanagerstore.h"

namespace rackops::alertmanager {

QString bridgeStateName(BridgeState state)
{
    switch (state) {
    case BridgeState::Starting: return QStringLiteral("starting");
    case BridgeState::Ok: return QStringLiteral("ok");
    case BridgeState::Down: return QStringLiteral("down");
    case BridgeState::Unauthorized: return QStringLiteral("unauthorized");
    case BridgeState::BadAnswer: return QStringLiteral("bad_answer");
    case BridgeState::TooLarge: return QStringLiteral("too_large");
    case BridgeState::Tls: return QStringLiteral("tls");
    case BridgeState::HttpError: return QStringLiteral("http_error");
    }
    return QStringLiteral("down");
}

QStringList bridgeStateNames()
{
    QStringList names;
    for (const BridgeState s :
         {BridgeState::Starting, BridgeState::Ok, BridgeState::Down, BridgeState::Unauthorized, BridgeState::BadAnswer,
          BridgeState::TooLarge, BridgeState::Tls, BridgeState::HttpError})
        names.append(bridgeStateName(s));
    return names;
}

AlertmanagerStore::AlertmanagerStore(QString url)
{
    m_snapshot.url = std::move(url);
}

void AlertmanagerStore::replace(QList<AlertmanagerAlert> alerts, int skipped, int leftOut, qint64 nowMs)
{
    std::lock_guard lock(m_mutex);
    m_snapshot.alerts = std::move(alerts);
    m_snapshot.everRead = true;
    m_snapshot.stale = false;
    m_snapshot.lastSuccessMs = nowMs;
    m_snapshot.lastAttemptMs = nowMs;
    m_snapshot.state = BridgeState::Ok;
    m_snapshot.detail.clear();
    m_snapshot.failures = 0;
    m_snapshot.skipped = skipped;
    m_snapshot.leftOut = leftOut;
}

void AlertmanagerStore::fail(BridgeState state, const QString &detail, qint64 nowMs)
{
    std::lock_guard lock(m_mutex);
    m_snapshot.stale = true;
    m_snapshot.lastAttemptMs = nowMs;
    m_snapshot.state = state;
    m_snapshot.detail = detail;
    ++m_snapshot.failures;
}

AlertmanagerStore::Snapshot AlertmanagerStore::snapshot() const
{
    std::lock_guard lock(m_mutex);
    return m_snapshot;
}

} // namespace rackops::alertmanager
