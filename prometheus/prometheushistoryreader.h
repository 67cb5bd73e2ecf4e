#pragma once

#include "bridgeaccess.h"
#include "gpuhistoryread.h"
#include "gpuslotmap.h"
#include "prometheusoptions.h"

#include <QObject>

#include <functional>
#include <memory>

class QNetworkAccessManager;

namespace rackops::prometheus {

class PrometheusGpuStore;

// Reads one GPU's history from Prometheus (/api/v1/query_range) when the
// telemetry service asks, on the bridge's thread, over connections of its
// own (a history read never waits behind the bridge's poll, nor the poll
// behind it). The GPU's series are selected by the labels the last instant
// read found them under, so every label generation the slot map reads works;
// each series answered is checked against the slot map again. The same
// access rules, timeout and answer cap as the bridge's reads.
class PrometheusHistoryReader : public QObject {
public:
    struct Query {
        QString rack;
        int tray = 0;
        int gpu = 0;
        QList<DcgmMetric> metrics;
        qint64 windowMs = 0;
        int widthPixels = 0;
    };
    using Done = std::function<void(const GpuHistoryRead &)>;

    PrometheusHistoryReader(PrometheusOptions options, alertmanager::BridgeAccess access, GpuSlotMap map,
                            std::shared_ptr<const PrometheusGpuStore> store, QObject *parent = nullptr);

    // From any thread: the read starts on this object's thread, and `done` runs there once.
    void read(Query query, Done done);
    // Per request (fixed when made: read from any thread).
    int timeoutMs() const { return m_options.timeoutMs; }

private:
    void start(const Query &query, const Done &done);
    GpuHistoryRead take(const Query &query, GpuHistoryRead read, const QByteArray &body) const;

    PrometheusOptions m_options;
    alertmanager::BridgeAccess m_access;
    GpuSlotMap m_map;
    std::shared_ptr<const PrometheusGpuStore> m_store;
    QNetworkAccessManager *m_network;
};

} // namespace rackops::prometheus
