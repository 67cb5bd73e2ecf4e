#include "alertmanagerbridge.h"

#include "alertmanagerlog.h"
#include "alertmanagerparser.h"

#include "bridgeget.h"
#include "redfishbackoff.h"

#include <QDateTime>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

namespace rackops::alertmanager {

std::unique_ptr<AlertmanagerBridge> AlertmanagerBridge::create(const AlertmanagerOptions &options, QString *error)
{
    auto access = BridgeAccess::open(QStringLiteral("--alertmanager"), QStringLiteral("Alertmanager"),
                                     {options.url, options.caFile, options.tokenFile, options.basicAuthFile}, error);
    if (!access)
        return nullptr;
    QHash<QString, QString> hosts;
    if (!options.hostMapFile.isEmpty()) {
        auto loaded = AlertmanagerRackMap::loadHostMap(options.hostMapFile, error);
        if (!loaded)
            return nullptr;
        hosts = std::move(*loaded);
    }
    return std::unique_ptr<AlertmanagerBridge>(new AlertmanagerBridge(
        options, std::move(*access), AlertmanagerRackMap(options.rackLabels, options.hostLabels, hosts)));
}

AlertmanagerBridge::AlertmanagerBridge(AlertmanagerOptions options, BridgeAccess access, AlertmanagerRackMap map)
    : m_options(std::move(options))
    , m_access(std::move(access))
    , m_alertsUrl(m_access.at(QStringLiteral("/api/v2/alerts")))
    , m_map(std::move(map))
    , m_store(std::make_shared<AlertmanagerStore>(m_options.url))
    , m_network(new QNetworkAccessManager(this))
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] { pollNow(); });
}

AlertmanagerBridge::~AlertmanagerBridge()
{
    stop();
}

void AlertmanagerBridge::start()
{
    m_running = true;
    pollNow();
}

void AlertmanagerBridge::stop()
{
    m_running = false;
    m_timer->stop();
    if (m_inFlight) {
        QNetworkReply *reply = m_inFlight;
        m_inFlight = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

void AlertmanagerBridge::pollNow()
{
    if (!m_running || m_inFlight)
        return;
    m_inFlight = BridgeGet::start(
        m_network, this, m_access, m_alertsUrl, m_options.timeoutMs, m_options.maxAnswerBytes,
        [this](QNetworkReply *reply, const BridgeGet::Result &result) {
            if (reply != m_inFlight)
                return;
            m_inFlight = nullptr;
            if (result.state != BridgeState::Ok) {
                record(result.state, result.detail);
            } else {
                QString why;
                const auto parsed = AlertmanagerParser::alerts(result.body, m_options.maxAlerts, &why);
                if (!parsed) {
                    record(BridgeState::BadAnswer, why);
                } else {
                    m_store->replace(parsed->alerts, parsed->skipped, parsed->leftOut,
                                     QDateTime::currentMSecsSinceEpoch());
                    if (m_logged != BridgeState::Ok && m_logged != BridgeState::Starting)
                        qCInfo(lcAlertmanager).noquote() << "Alertmanager" << m_options.url << "answers again";
                    m_logged = BridgeState::Ok;
                }
            }
            scheduleNext();
        });
}

void AlertmanagerBridge::record(BridgeState state, const QString &detail)
{
    m_store->fail(state, detail, QDateTime::currentMSecsSinceEpoch());
    // Once when a failure begins (or changes kind), not at every poll.
    if (state != m_logged)
        qCWarning(lcAlertmanager).noquote()
            << QStringLiteral("Alertmanager %1 %2: %3").arg(m_options.url, bridgeStateName(state), detail);
    m_logged = state;
}

void AlertmanagerBridge::scheduleNext()
{
    if (!m_running)
        return;
    const int failures = m_store->snapshot().failures;
    m_timer->start(failures == 0 ? m_options.intervalMs : redfish::redfishBackoffMs(m_options.intervalMs, failures));
}

} // namespace rackops::alertmanager
