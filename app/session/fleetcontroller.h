#pragma once

#include "connectionstate.h"
#include "tlsfiles.h"

#include <QElapsedTimer>
#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;
class ConnectionStatus;
class FleetFilterModel;
class FleetModel;
class FleetWatcher;
class TlsProbe;

// The fleet feature: the live fleet (watch -> model -> filter) and the state
// of the link it arrives over, including why a TLS handshake fails.
class FleetController : public QObject {
    Q_OBJECT
public:
    FleetController(std::shared_ptr<BackendChannel> channel, const TlsFiles &tls, bool demo, QObject *parent = nullptr);
    ~FleetController() override;

    FleetModel *model() const { return m_model; }
    FleetFilterModel *filter() const { return m_filter; }
    ConnectionStatus *connection() const { return m_connection; }
    // The state revision of a rack as last seen (0 if unknown): what a mutation expects.
    qint64 stateRevision(const QString &rackId) const;

    void start();
    // Before start(): the link is on its way (e.g. the demo backend is starting); `what` says how far.
    void waitForBackend(const QString &what);
    // The backend's process ended (the demo's): said as the reason while the link is down.
    void setBackendEnded(const QString &why);

Q_SIGNALS:
    // The link went live (again): a good moment to re-read what is not streamed.
    void linkLive();

private:
    static constexpr qint64 kProbeIntervalMs = 30'000;
    void publishState(const rackops::ConnectionState &state);

    std::shared_ptr<BackendChannel> m_channel;
    TlsFiles m_tls;
    FleetModel *m_model;
    FleetFilterModel *m_filter;
    ConnectionStatus *m_connection;
    FleetWatcher *m_watcher;
    TlsProbe *m_probe = nullptr;
    QElapsedTimer m_lastProbe;
    QString m_tlsDiagnosis;
    QString m_backendEnded;
};

} // namespace rackops
