#pragma once

#include "alertmanagerhttp.h"
#include "alertmanageroptions.h"
#include "alertmanagerrackmap.h"
#include "alertmanagerstore.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QSslConfiguration>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace rackops::alertmanager {

// Polls one Alertmanager's /api/v2/alerts on this object's thread's event
// loop (rackops-sim's main loop) into an AlertmanagerStore: every interval,
// after failures with backoff (twice, then four times the interval). A guest
// with manners: one request at a time, a per-request timeout, an answer
// longer than maxAnswerBytes aborted as it arrives (never read whole), no
// redirect followed off the host, HTTP/1.1, credentials only over HTTPS or
// to loopback, and never a credential in a log line or a health detail.
// Each failure is one state (down, unauthorized, bad_answer, too_large, tls,
// http_error) logged once when it begins and once when it ends.
class AlertmanagerBridge : public QObject {
public:
    // Reads the CA, token or basic-auth and host map files and checks the URL;
    // nullptr with a message fit for a person in `error`.
    static std::unique_ptr<AlertmanagerBridge> create(const AlertmanagerOptions &options, QString *error);
    ~AlertmanagerBridge() override;

    std::shared_ptr<AlertmanagerStore> store() const { return m_store; }
    const AlertmanagerRackMap &rackMap() const { return m_map; }
    QUrl alertsUrl() const { return m_http.url(QStringLiteral("/api/v2/alerts")); }
    // How to speak to this Alertmanager (the silence sync's writes take the same road).
    const AlertmanagerHttp &http() const { return m_http; }
    const AlertmanagerOptions &options() const { return m_options; }
    void start();
    void stop();
    // Polls at once unless a poll is in flight (tests, and the first poll).
    void pollNow();

private:
    AlertmanagerBridge(AlertmanagerOptions options, QUrl base, QByteArray authorization, QSslConfiguration ssl,
                       AlertmanagerRackMap map);
    void finished(QNetworkReply *reply);
    void record(BridgeState state, const QString &detail);
    void scheduleNext();

    AlertmanagerOptions m_options;
    AlertmanagerRackMap m_map;
    std::shared_ptr<AlertmanagerStore> m_store;
    QNetworkAccessManager *m_network;
    AlertmanagerHttp m_http;
    QTimer *m_timer;
    QPointer<QNetworkReply> m_inFlight;
    bool m_running = false;
    BridgeState m_logged = BridgeState::Starting;
};

} // namespace rackops::alertmanager
