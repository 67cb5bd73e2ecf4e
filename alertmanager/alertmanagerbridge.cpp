#include "alertmanagerbridge.h"

#include "alertmanagerlog.h"
#include "alertmanagerparser.h"

#include "redfishbackoff.h"
#include "secretfile.h"

#include <QDateTime>
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

namespace rackops::alertmanager {

namespace {
bool isLoopbackHost(const QString &host)
{
    if (host == QLatin1String("localhost"))
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}
} // namespace

std::unique_ptr<AlertmanagerBridge> AlertmanagerBridge::create(const AlertmanagerOptions &options, QString *error)
{
    const QUrl base(options.url, QUrl::StrictMode);
    if (!base.isValid() || (base.scheme() != QLatin1String("http") && base.scheme() != QLatin1String("https"))
        || base.host().isEmpty()) {
        *error = QStringLiteral("--alertmanager %1: expected http(s)://HOST[:PORT][/PREFIX]").arg(options.url);
        return nullptr;
    }
    if (!base.userInfo().isEmpty()) {
        *error = QStringLiteral("--alertmanager: put no credentials in the URL (they would show in logs and "
                                "process lists); use --alertmanager-basic-auth-file or --alertmanager-token-file");
        return nullptr;
    }
    if (!options.tokenFile.isEmpty() && !options.basicAuthFile.isEmpty()) {
        *error = QStringLiteral("--alertmanager-token-file and --alertmanager-basic-auth-file: choose one");
        return nullptr;
    }
    QByteArray authorization;
    if (!options.tokenFile.isEmpty()) {
        const auto token = redfish::SecretFile::firstLine(options.tokenFile, QStringLiteral("Alertmanager token"),
                                                          QStringLiteral("token"), error);
        if (!token)
            return nullptr;
        authorization = QByteArrayLiteral("Bearer ") + token->trimmed().toUtf8();
    } else if (!options.basicAuthFile.isEmpty()) {
        const auto pair = redfish::SecretFile::firstLine(
            options.basicAuthFile, QStringLiteral("Alertmanager basic auth"), QStringLiteral("USER:PASSWORD"), error);
        if (!pair)
            return nullptr;
        if (!pair->contains(QLatin1Char(':')) || pair->startsWith(QLatin1Char(':'))) {
            *error = QStringLiteral("%1: the first line must be USER:PASSWORD").arg(options.basicAuthFile);
            return nullptr;
        }
        authorization = QByteArrayLiteral("Basic ") + pair->toUtf8().toBase64();
    }
    if (!authorization.isEmpty() && base.scheme() == QLatin1String("http") && !isLoopbackHost(base.host())) {
        *error = QStringLiteral("--alertmanager %1: the credentials would cross the network in clear text; use "
                                "https:// (plain http only to a loopback address)")
                     .arg(options.url);
        return nullptr;
    }
    QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
    if (!options.caFile.isEmpty()) {
        const auto ca = redfish::SecretFile::caCertificates(options.caFile, QStringLiteral("Alertmanager"), error);
        if (!ca)
            return nullptr;
        ssl.setCaCertificates(*ca);
    }
    QHash<QString, QString> hosts;
    if (!options.hostMapFile.isEmpty()) {
        auto loaded = AlertmanagerRackMap::loadHostMap(options.hostMapFile, error);
        if (!loaded)
            return nullptr;
        hosts = std::move(*loaded);
    }
    return std::unique_ptr<AlertmanagerBridge>(new AlertmanagerBridge(
        options, base, authorization, ssl, AlertmanagerRackMap(options.rackLabels, options.hostLabels, hosts)));
}

AlertmanagerBridge::AlertmanagerBridge(AlertmanagerOptions options, QUrl base, QByteArray authorization,
                                       QSslConfiguration ssl, AlertmanagerRackMap map)
    : m_options(std::move(options))
    , m_map(std::move(map))
    , m_store(std::make_shared<AlertmanagerStore>(m_options.url))
    , m_network(new QNetworkAccessManager(this))
    , m_http(m_network, std::move(base), std::move(authorization), std::move(ssl), m_options.timeoutMs,
             m_options.maxAnswerBytes)
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
    QNetworkReply *reply = m_http.send("GET", QStringLiteral("/api/v2/alerts"));
    m_inFlight = reply;
    connect(reply, &QNetworkReply::finished, this, [this, reply] { finished(reply); });
}

void AlertmanagerBridge::finished(QNetworkReply *reply)
{
    reply->deleteLater();
    if (reply != m_inFlight)
        return;
    m_inFlight = nullptr;
    const AlertmanagerHttp::Answer answer = m_http.answer(reply);
    if (answer.state != BridgeState::Ok) {
        record(answer.state, answer.detail);
    } else {
        QString why;
        const auto parsed = AlertmanagerParser::alerts(answer.body, m_options.maxAlerts, &why);
        if (!parsed) {
            record(BridgeState::BadAnswer, why);
        } else {
            m_store->replace(parsed->alerts, parsed->skipped, parsed->leftOut, QDateTime::currentMSecsSinceEpoch());
            if (m_logged != BridgeState::Ok && m_logged != BridgeState::Starting)
                qCInfo(lcAlertmanager).noquote() << "Alertmanager" << m_options.url << "answers again";
            m_logged = BridgeState::Ok;
        }
    }
    scheduleNext();
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
