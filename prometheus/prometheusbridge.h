#pragma once

#include "bridgeaccess.h"
#include "gpuslotmap.h"
#include "prometheusgpustore.h"
#include "prometheusoptions.h"

#include <QObject>
#include <QPointer>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace rackops::prometheus {

class PrometheusHistoryReader;

// Reads the DCGM exporter's GPU figures from one Prometheus (/api/v1/query,
// one instant query for every series RackOps shows) on this object's
// thread's event loop (rackops-sim's main loop) into a PrometheusGpuStore:
// every interval, after failures with backoff (twice, then four times the
// interval). A guest with manners, as the Alertmanager bridge is (the same
// access rules and GET: one request at a time, bounded answers, no redirect
// followed, never a credential in a log line); each failure is one state
// logged once when it begins and once when it ends.
class PrometheusBridge : public QObject {
public:
    // Reads the CA, token or basic-auth and host map files and checks the URL;
    // nullptr with a message fit for a person in `error`.
    static std::unique_ptr<PrometheusBridge> create(const PrometheusOptions &options, QString *error);
    ~PrometheusBridge() override;

    std::shared_ptr<PrometheusGpuStore> store() const { return m_store; }
    // Reads a GPU's history when asked (the telemetry service, from its threads); lives as long as the bridge.
    PrometheusHistoryReader *historyReader() const { return m_history; }
    QUrl queryUrl() const { return m_queryUrl; }
    void start();
    void stop();
    // Reads at once unless a read is in flight (tests, and the first read).
    void pollNow();

private:
    PrometheusBridge(PrometheusOptions options, alertmanager::BridgeAccess access, GpuSlotMap map);
    void take(const QByteArray &body);
    void record(BridgeState state, const QString &detail);
    void scheduleNext();

    PrometheusOptions m_options;
    alertmanager::BridgeAccess m_access;
    QUrl m_queryUrl;
    GpuSlotMap m_map;
    std::shared_ptr<PrometheusGpuStore> m_store;
    QNetworkAccessManager *m_network;
    QTimer *m_timer;
    PrometheusHistoryReader *m_history;
    QPointer<QNetworkReply> m_inFlight;
    bool m_running = false;
    BridgeState m_logged = BridgeState::Starting;
};

} // namespace rackops::prometheus
