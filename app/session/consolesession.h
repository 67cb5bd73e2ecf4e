#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace rackops {

class ActionPermission;
class AlertsController;
class ClustersController;
class BackendChannel;
class CoolingController;
class CurrentRack;
class DemoBackend;
class FleetController;
class HandoverController;
class OperationsController;
class RackController;
class ReplicationController;
class ValidationController;

// Everything a console needs apart from its widgets: the backend (a remote
// endpoint, or a demo rackops-sim process this session starts and stops) and
// one controller per feature, each owning its transport, its models and its
// request state. Always a client: no backend code runs in the console's
// process. Headless: tests drive it without a window.
class ConsoleSession : public QObject {
    Q_OBJECT
public:
    struct Options {
        QString connectTo; // empty = demo mode
        int demoRacks = 2400;
        double demoTimeScale = 60.0;
        int fleetCoolingIntervalMs = 5000; // how often every rack's cooling readings refresh
        quint64 demoSeed = 7;
        QString user; // demo identity to act as; empty = "anna" in demo mode
        bool insecure = false; // allow plaintext to a non-loopback backend (warned about)
        QString tlsCa; // mutual TLS: CA, client certificate and key files
        QString tlsCert;
        QString tlsKey;
        QString profile; // the connection profile these came from, for the title
    };

    explicit ConsoleSession(const Options &options, QObject *parent = nullptr);
    ~ConsoleSession() override;

    // Makes the controllers and starts their watches; in demo mode starts the
    // demo backend first and the watches once it serves (backendReady), so the
    // window can be built meanwhile. Fails at once when the TLS files are
    // unusable or the demo backend cannot be started at all; one that dies or
    // stays silent before it serves is told by startFailed(). An unreachable
    // remote is retried.
    bool start(QString *error);
    // The backend is there to talk to: at once for a remote one, when the demo's serves.
    bool isBackendReady() const { return m_backendReady; }

    bool isDemo() const { return m_options.connectTo.isEmpty(); }
    // True when talking plaintext to a backend off this machine (only with --insecure).
    bool isInsecureRemote() const { return m_insecureRemote; }
    bool usesTls() const
    {
        return !m_options.tlsCa.isEmpty() || !m_options.tlsCert.isEmpty() || !m_options.tlsKey.isEmpty();
    }
    QString warning() const { return m_warning; } // e.g. a key file others can read
    static bool isLoopbackEndpoint(const QString &endpoint);
    QString endpoint() const;
    QString profileName() const { return m_options.profile; }
    // The demo users one can act as (empty when not on the demo backend).
    QStringList demoUsers() const;

    // The selection every view follows. Exists from construction.
    CurrentRack *currentRack() const { return m_currentRack; }
    // The controllers exist once start() succeeded.
    FleetController *fleet() const { return m_fleet.get(); }
    OperationsController *operations() const { return m_operations.get(); }
    RackController *rack() const { return m_rack.get(); }
    CoolingController *cooling() const { return m_cooling.get(); }
    ValidationController *validation() const { return m_validation.get(); }
    AlertsController *alerts() const { return m_alerts.get(); }
    ReplicationController *replication() const { return m_replication.get(); }
    HandoverController *handover() const { return m_handover.get(); }
    ClustersController *clusters() const { return m_clusters.get(); }
    ActionPermission *permission() const { return m_permission.get(); }
    // The demo's rackops-sim process (null when connected to a remote backend).
    DemoBackend *demoBackend() const { return m_demo.get(); }

Q_SIGNALS:
    void backendReady();
    // The demo backend ended or stayed silent before it served: the session cannot work.
    void startFailed(const QString &error);

public Q_SLOTS:
    // Acts as another demo user from now on.
    void switchUser(const QString &subject);

private:
    // How long the streams after the fleet's wait for it to come into sync at most.
    static constexpr int kFollowingStreamsLatestMs = 2000;
    void startWatching();
    void startFollowingStreams();

    Options m_options;
    bool m_insecureRemote = false;
    bool m_backendReady = false;
    bool m_followingStarted = false;
    QString m_warning;
    CurrentRack *m_currentRack;
    // Declared in the order they must start; destroyed in reverse: the
    // controllers (their watchers post into their models) before the channel,
    // the channel before the demo backend it talks to.
    std::unique_ptr<DemoBackend> m_demo;
    std::shared_ptr<BackendChannel> m_channel;
    std::unique_ptr<FleetController> m_fleet;
    std::unique_ptr<OperationsController> m_operations;
    std::unique_ptr<RackController> m_rack;
    std::unique_ptr<CoolingController> m_cooling;
    std::unique_ptr<ValidationController> m_validation;
    std::unique_ptr<AlertsController> m_alerts;
    std::unique_ptr<ReplicationController> m_replication;
    std::unique_ptr<HandoverController> m_handover;
    std::unique_ptr<ClustersController> m_clusters;
    std::unique_ptr<ActionPermission> m_permission;
};

} // namespace rackops
