#include "alertmanagerbridge.h"

#include "alertmanagerlog.h"
#include "alertmanagerparser.h"

#include "redfishbackoff.h"
#include "secretfile.h"

#include <QDateTime>
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
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
        const auto pair = redfish::SecretFile::firstLine(options.basicAuthFile,
                                                         QStringLiteral("Alertmanager basic auth"),
                                                         QStringLiteral("USER:PASSWORD"), error);
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
                                "https:// (plain http only to a loopback address)").arg(options.url);
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
    QUrl alerts = base;
    QString path = base.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    alerts.setPath(path + QStringLiteral("/api/v2/alerts"));
    return std::unique_ptr<AlertmanagerBridge>(new AlertmanagerBridge(
        options, alerts, authorization, ssl, AlertmanagerRackMap(options.rackLabels, options.hostLabels, hosts)));
}

AlertmanagerBridge::AlertmanagerBridge(AlertmanagerOptions options, QUrl alertsUrl, QByteArray authorization,
                                       QSslConfiguration ssl, AlertmanagerRackMap map)
    : m_options(std::move(options))
    , m_alertsUrl(std::move(alertsUrl))
    , m_authorization(std::move(authorization))
    , m_ssl(std::move(ssl))
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
    QNetworkRequest request(m_alertsUrl);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_options.timeoutMs);
    request.setRawHeader("Accept", "application/json");
    if (!m_authorization.isEmpty())
        request.setRawHeader("Authorization", m_authorization);
    if (m_alertsUrl.scheme() == QLatin1String("https"))
        request.setSslConfiguration(m_ssl);
    m_tooLarge = false;
    QNetworkReply *reply = m_network->get(request);
    m_inFlight = reply;
    const qint64 limit = m_options.maxAnswerBytes;
    const auto refuseIfLarger = [this, reply, limit](qint64 bytes) {
        if (bytes > limit && !m_tooLarge) {
            m_tooLarge = true;
            reply->abort();
        }
    };
    connect(reply, &QNetworkReply::metaDataChanged, this, [reply, refuseIfLarger] {
        const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
        if (length.isValid())
            refuseIfLarger(length.toLongLong());
    });
    connect(reply, &QNetworkReply::downloadProgress, this, [refuseIfLarger](qint64 received, qint64) {
        refuseIfLarger(received);
    });
    connect(reply, &QNetworkReply::finished, this, [this, reply] { finished(reply); });
}

void AlertmanagerBridge::finished(QNetworkReply *reply)
{
    reply->deleteLater();
    if (reply != m_inFlight)
        return;
    m_inFlight = nullptr;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError error = reply->error();
    if (m_tooLarge) {
        record(BridgeState::TooLarge, QStringLiteral("the answer is larger than %1 MiB").arg(m_options.maxAnswerBytes / (1024 * 1024)));
    } else if (status == 401 || status == 403) {
        record(BridgeState::Unauthorized, QStringLiteral("HTTP %1").arg(status));
    } else if (status >= 300 && status < 400) {
        record(BridgeState::HttpError, QStringLiteral("HTTP %1, redirected to %2 (not followed)")
                                           .arg(status)
                                           .arg(reply->header(QNetworkRequest::LocationHeader).toUrl().toString(
                                               QUrl::RemoveUserInfo | QUrl::RemoveQuery)));
    } else if (status != 0 && status != 200) {
        record(BridgeState::HttpError, QStringLiteral("HTTP %1").arg(status));
    } else if (error == QNetworkReply::SslHandshakeFailedError) {
        record(BridgeState::Tls, reply->errorString());
    } else if (error != QNetworkReply::NoError) {
        record(BridgeState::Down, reply->errorString());
    } else {
        QString why;
        const auto parsed = AlertmanagerParser::alerts(reply->readAll(), m_options.maxAlerts, &why);
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
