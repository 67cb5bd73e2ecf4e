#pragma once

#include "backendchannel.h"
#include "connectionstate.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <memory>

namespace rackops {

namespace sim {
class SimulatorServer;
}
class AlertsClient;
class AlertsModel;
class AlertsWatcher;
class AuditLogModel;
class HandoverClient;
class CoolingHistoryClient;
class CoolingStore;
class TelemetryWatcher;
class TlsProbe;
class ValidationClient;
class ConnectionStatus;
class FleetFilterModel;
class FleetModel;
class FleetWatcher;
class OperationsClient;
class OperationsModel;
class OperationsWatcher;
class OverrideQueueModel;
class RackDetailClient;
class ReplicationClient;
class ReplicationModel;
class ReplicationWatcher;
class SessionIdentity;

// Everything a console needs apart from its widgets: the backend (an
// embedded demo simulator or a remote endpoint), the transport clients and
// the models they feed. The composition root of client -> models.
class ConsoleSession : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString connectTo;        // empty = demo mode
        int demoRacks = 2400;
        double demoTimeScale = 60.0;
        quint64 demoSeed = 7;
        QString user;             // demo identity to act as; empty = "anna" in demo mode
        bool insecure = false;    // allow plaintext to a non-loopback backend (warned about)
        QString tlsCa;            // mutual TLS: CA, client certificate and key files
        QString tlsCert;
        QString tlsKey;
        QString profile;          // the connection profile these came from, for the title
    };

    explicit ConsoleSession(const Options &options, QObject *parent = nullptr);
    ~ConsoleSession() override;

    // Starts the demo backend if asked for, then the fleet watch. Fails only
    // when the demo backend cannot start; an unreachable remote is retried.
    bool start(QString *error);

    bool isDemo() const { return m_options.connectTo.isEmpty(); }
    // True when talking plaintext to a backend off this machine (only with --insecure).
    bool isInsecureRemote() const { return m_insecureRemote; }
    bool usesTls() const { return !m_options.tlsCa.isEmpty() || !m_options.tlsCert.isEmpty() || !m_options.tlsKey.isEmpty(); }
    QString warning() const { return m_warning; }  // e.g. a key file others can read
    static bool isLoopbackEndpoint(const QString &endpoint);
    QString endpoint() const;
    QString profileName() const { return m_options.profile; }

    FleetModel *fleet() const { return m_fleet; }
    FleetFilterModel *fleetFilter() const { return m_filter; }
    ConnectionStatus *connection() const { return m_connection; }
    RackDetailClient *rackDetails() const { return m_rackDetails; }
    FleetWatcher *fleetWatcher() const { return m_watcher; }
    OperationsClient *operations() const { return m_operations; }
    OperationsModel *operationsModel() const { return m_operationsModel; }
    OverrideQueueModel *overrides() const { return m_overrides; }
    AuditLogModel *auditLog() const { return m_auditLog; }
    SessionIdentity *identity() const { return m_identity; }
    CoolingStore *cooling() const { return m_cooling; }
    CoolingHistoryClient *coolingHistory() const { return m_coolingHistory; }
    ValidationClient *validation() const { return m_validation; }
    ReplicationModel *replication() const { return m_replication; }
    ReplicationClient *replicationClient() const { return m_replicationClient; }
    AlertsModel *alerts() const { return m_alerts; }
    AlertsClient *alertActions() const { return m_alertActions; }
    HandoverClient *handover() const { return m_handover; }
    // A live watch on a few racks at 1 Hz (for charts); the caller owns it.
    TelemetryWatcher *watchCooling(const QStringList &rackIds, QObject *owner) const;
    // The demo users one can act as (empty when not on the demo backend).
    QStringList demoUsers() const;
    // Why the TLS handshake fails, as a probe of our own found; empty when it does not.
    QString tlsDiagnosis() const { return m_tlsDiagnosis; }

public slots:
    // Acts as another demo user from now on.
    void switchUser(const QString &subject);

private:
    static constexpr qint64 kProbeIntervalMs = 30'000;
    void publishState(const rackops::ConnectionState &state);

    Options m_options;
    bool m_insecureRemote = false;
    QString m_warning;
    std::unique_ptr<sim::SimulatorServer> m_demo;
    std::shared_ptr<BackendChannel> m_channel;
    FleetModel *m_fleet;
    FleetFilterModel *m_filter;
    ConnectionStatus *m_connection;
    FleetWatcher *m_watcher = nullptr;
    RackDetailClient *m_rackDetails = nullptr;
    OperationsClient *m_operations = nullptr;
    OperationsWatcher *m_operationsWatcher = nullptr;
    OperationsModel *m_operationsModel;
    OverrideQueueModel *m_overrides;
    AuditLogModel *m_auditLog;
    SessionIdentity *m_identity;
    CoolingStore *m_cooling;
    TelemetryWatcher *m_fleetCooling = nullptr;
    CoolingHistoryClient *m_coolingHistory = nullptr;
    ValidationClient *m_validation = nullptr;
    BackendChannel::Tls m_tls;
    TlsProbe *m_probe = nullptr;
    QElapsedTimer m_lastProbe;
    QString m_tlsDiagnosis;
    ReplicationModel *m_replication;
    ReplicationWatcher *m_replicationWatcher = nullptr;
    ReplicationClient *m_replicationClient = nullptr;
    AlertsModel *m_alerts;
    AlertsWatcher *m_alertsWatcher = nullptr;
    AlertsClient *m_alertActions = nullptr;
    HandoverClient *m_handover = nullptr;
};

} // namespace rackops
