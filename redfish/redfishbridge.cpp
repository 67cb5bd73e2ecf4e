#include "redfishbridge.h"

#include "secretfile.h"

#include "redfishconnection.h"
#include "redfishcoolingstore.h"
#include "redfishlog.h"
#include "redfishservice.h"

#include <QEventLoop>
#include <QFile>
#include <QTimer>
#include <QSslCertificate>
#include <QUrl>

namespace rackops::redfish {

RedfishBridge::RedfishBridge(RedfishRackMap map, std::shared_ptr<RedfishCoolingStore> store)
    : m_map(std::move(map))
    , m_store(std::move(store))
{
}

// The services before the map and the store their pollers read and write.
RedfishBridge::~RedfishBridge()
{
    qDeleteAll(std::exchange(m_services, {}));
}

std::unique_ptr<RedfishBridge> RedfishBridge::create(const RedfishBridgeOptions &options,
                                                     std::shared_ptr<RedfishCoolingStore> store, QString *error)
{
    if (options.intervalMs < 1000 || options.intervalMs > 3'600'000) {
        *error = QStringLiteral("--redfish-interval must be from 1 to 3600 seconds");
        return nullptr;
    }
    if (options.rediscoverMs < options.intervalMs) {
        *error = QStringLiteral("the Redfish re-discovery interval must not be shorter than the poll interval");
        return nullptr;
    }
    QList<QSslCertificate> ca;
    if (!options.caFile.isEmpty()) {
        auto certificates = SecretFile::caCertificates(options.caFile, QStringLiteral("Redfish"), error);
        if (!certificates)
            return nullptr;
        ca = *certificates;
    }
    QString password;
    if (!options.passwordFile.isEmpty()) {
        auto line = SecretFile::firstLine(options.passwordFile, QStringLiteral("Redfish password"),
                                          QStringLiteral("password"), error);
        if (!line)
            return nullptr;
        password = *line;
    }
    if (options.user.isEmpty() != options.passwordFile.isEmpty()) {
        *error = QStringLiteral("--redfish-user and --redfish-password-file go together");
        return nullptr;
    }
    RedfishRackMap map;
    if (!options.rackMapFile.isEmpty()) {
        auto loaded = RedfishRackMap::load(options.rackMapFile, error);
        if (!loaded)
            return nullptr;
        map = std::move(*loaded);
    }
    QList<QUrl> services;
    for (const QString &text : options.urls) {
        QUrl url(text, QUrl::StrictMode);
        if (!url.isValid() || url.host().isEmpty()
            || (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http"))) {
            *error = QStringLiteral("--redfish %1: expected https://HOST[:PORT]").arg(text);
            return nullptr;
        }
        url.setPath(QString());
        if (url.scheme() == QLatin1String("http") && !password.isEmpty()) {
            if (!options.insecureHttp) {
                *error = QStringLiteral("--redfish %1: the password would cross the network in clear text over "
                                        "http; use https, or --redfish-insecure-http to allow it")
                             .arg(text);
                return nullptr;
            }
            qCWarning(lcRedfish).noquote()
                << "--redfish" << text << ": the password goes over plain http (--redfish-insecure-http)";
        }
        services.append(url);
    }

    std::unique_ptr<RedfishBridge> bridge(new RedfishBridge(std::move(map), std::move(store)));
    for (const QString &rack : bridge->m_map.allRacks())
        bridge->m_store->expect(rack, bridge->m_map.candidatesFor(rack, services));
    for (const QUrl &url : services) {
        RedfishConnection::Settings settings;
        settings.service = url;
        settings.caCertificates = ca;
        settings.user = options.user;
        settings.password = password;
        settings.timeoutMs = options.timeoutMs;
        auto *connection = new RedfishConnection(settings);
        bridge->m_services.append(new RedfishService(connection, bridge->m_map, *bridge->m_store, options.intervalMs,
                                                     options.rediscoverMs, bridge.get()));
    }
    return bridge;
}

void RedfishBridge::start()
{
    for (RedfishService *service : std::as_const(m_services))
        service->start();
}

void RedfishBridge::stop(int waitMs)
{
    QEventLoop loop;
    int open = int(m_services.size());
    const auto oneDone = [&open, &loop] {
        if (--open == 0)
            loop.quit();
    };
    for (RedfishService *service : std::as_const(m_services))
        service->logout(oneDone);
    if (open > 0) {
        QTimer::singleShot(waitMs, &loop, &QEventLoop::quit);
        loop.exec();
    }
    qDeleteAll(std::exchange(m_services, {}));
}

} // namespace rackops::redfish
