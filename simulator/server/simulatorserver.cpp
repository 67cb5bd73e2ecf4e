#include "server/simulatorserver.h"

#include "fleet/fleetgenerator.h"
#include "alerts/alertbook.h"
#include "api/alertserviceimpl.h"
#include "api/clusterserviceimpl.h"
#include "clusters/clusterbook.h"
#include "clusters/clusterstore.h"
#include "alerts/alertstore.h"
#include "validation/approvalgate.h"
#include "alerts/clusteralertsource.h"
#include "alerts/fleetalertsource.h"
#include "handover/handoverassembler.h"
#include "api/handoverserviceimpl.h"
#include "handover/handoverstore.h"
#include "handover/shiftcalendar.h"
#include "alerts/operationalertsource.h"
#include "journal/auditlog.h"
#include "replication/bucketconfigstore.h"
#include "server/demoactivity.h"
#include "server/simulatedoperators.h"
#include "api/fleetserviceimpl.h"
#include "journal/idempotencystore.h"
#include "api/operationsserviceimpl.h"
#include "fleet/fleetsimulation.h"
#include "server/listenaddress.h"
#include "journal/mutationguard.h"
#include "journal/mutationjournal.h"
#include "core/heaprelease.h"
#include "core/simlog.h"
#include "journal/sqliteconnection.h"
#include "core/ratelimiter.h"
#include "alerts/replicationalertsource.h"
#include "api/replicationserviceimpl.h"
#include "replication/replicationtraffic.h"
#include "server/statedirlock.h"
#include "fleet/statestore.h"
#include "api/telemetryserviceimpl.h"
#include "api/validationserviceimpl.h"
#include "monitoring/metricscollector.h"
#include "monitoring/metricsserver.h"

#include "alerts/externalalertsource.h"

#include "alertmanagerbridge.h"
#include "prometheusbridge.h"
#include "alerts/alertmanagersilencesync.h"
#include "redfishbridge.h"
#include "redfishcoolingstore.h"
#include "redfishtreeserver.h"

#include <QUrl>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimeZone>

#include <google/protobuf/util/time_util.h>
#include <grpcpp/ext/proto_server_reflection_plugin.h>
#include <grpcpp/grpcpp.h>
#include <grpcpp/health_check_service_interface.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace rackops::sim {

namespace {
constexpr auto kSaveInterval = std::chrono::seconds(5);
// Alerts are judged every 2 s of real time: cheap enough for 10k racks, quick enough for a leak.
constexpr auto kAlertInterval = std::chrono::seconds(2);
// A 16 MiB artifact upload plus its envelope.
constexpr int kMaxMessageBytes = 17 * 1024 * 1024;

// The address an HTTP endpoint (--serve-redfish, --metrics-listen) binds, and its URL as clients write it.
QHostAddress httpHost(const ListenAddress &where)
{
    return QHostAddress(where.host == QLatin1String("localhost") ? QStringLiteral("127.0.0.1") : where.host);
}

QString httpUrl(const QHostAddress &host, quint16 port)
{
    const QString shown = host.protocol() == QAbstractSocket::IPv6Protocol ? QStringLiteral("[%1]").arg(host.toString())
                                                                           : host.toString();
    return QStringLiteral("http://%1:%2").arg(shown).arg(port);
}

// Where the fleet's and the alerts' own audit entries go; a failed write is logged, the action stands.
std::function<void(const v1::AuditEntry &)> auditSink(AuditLog *audit)
{
    return [audit](const v1::AuditEntry &entry) {
        QString failure;
        if (!audit->append(entry, &failure))
            qCWarning(lcSimAudit).noquote() << "writing the audit log failed:" << failure;
    };
}
} // namespace

class SimulatorServer::Private {
public:
    explicit Private(SimConfig c)
        : config(std::move(c))
    {
    }

    bool loadOrGenerate(QString *error);
    bool startRedfish(QString *error);
    bool serveRedfish(QString *error);
    bool serveMetrics(QString *error);
    bool startAlertmanager(QString *error);
    bool startPrometheus(QString *error);
    std::vector<BridgeStatus> bridgeStatuses() const;
    void runTicker();
    void workQueues(); // the simulated operators' pass, if they are on

    SimConfig config;
    StateDirLock stateLock; // held from start() to stop() when a state dir is given
    std::unique_ptr<StateStore> store;
    std::unique_ptr<FleetSimulation> fleet;
    std::unique_ptr<FleetServiceImpl> fleetService;
    std::unique_ptr<QTemporaryDir> scratch; // audit and keys when no state dir is given
    std::unique_ptr<AuditLog> audit;
    std::unique_ptr<MutationJournal> journal;
    std::unique_ptr<IdempotencyStore> idempotency;
    std::unique_ptr<MutationGuard> guard;
    std::unique_ptr<SimulatedOperators> operators; // with config.simulatedOperators
    std::unique_ptr<OperationsServiceImpl> operationsService;
    std::unique_ptr<TelemetryServiceImpl> telemetryService;
    std::unique_ptr<ValidationServiceImpl> validationService;
    std::unique_ptr<RateLimiter> limiter;
    std::unique_ptr<ReplicationTraffic> replication;
    std::unique_ptr<BucketConfigStore> bucketConfigs;
    std::unique_ptr<ReplicationServiceImpl> replicationService;
    std::unique_ptr<ClusterStore> clusterStore;
    std::unique_ptr<ClusterBook> clusters;
    std::unique_ptr<ClusterServiceImpl> clusterService;
    std::unique_ptr<AlertStore> alertStore;
    std::unique_ptr<AlertBook> alerts;
    std::unique_ptr<AlertServiceImpl> alertService;
    std::vector<std::unique_ptr<AlertSource>> pendingSources; // added before start()
    std::unique_ptr<ShiftCalendar> shifts;
    std::unique_ptr<HandoverStore> handoverStore;
    std::unique_ptr<HandoverAssembler> handoverAssembler;
    std::unique_ptr<HandoverServiceImpl> handoverService;
    std::unique_ptr<redfish::RedfishBridge> redfishBridge;
    std::unique_ptr<redfish::RedfishTreeServer> redfishServer;
    std::unique_ptr<alertmanager::AlertmanagerBridge> alertmanagerBridge;
    std::unique_ptr<prometheus::PrometheusBridge> prometheusBridge;
    std::unique_ptr<AlertmanagerSilenceSync> alertmanagerSilences; // needs the bridge: goes first
    QString redfishServiceUrl;
    std::unique_ptr<MetricsCollector> metricsCollector;
    std::unique_ptr<MetricsServer> metricsServer;
    QString metricsUrl;
    std::unique_ptr<grpc::Server> server;
    std::thread ticker;
    std::mutex tickerMutex;
    std::condition_variable tickerWake;
    bool stopping = false;
    bool running = false;
    bool fresh = false; // generated now, not loaded
    bool tls = false;
    QString address;
    int port = 0;
};

bool SimulatorServer::Private::loadOrGenerate(QString *error)
{
    const std::int64_t wallNow = config.startMs > 0 ? config.startMs : QDateTime::currentMSecsSinceEpoch();
    if (!config.stateDir.isEmpty()) {
        store = std::make_unique<StateStore>(config.stateDir);
        if (!store->open(error))
            return false;
        auto loaded = store->load(error);
        if (!loaded)
            return false;
        if (!loaded->racks.empty()) {
            // After a crash the stored history may lag what clients saw: start a
            // new epoch so they take a fresh snapshot instead of resuming.
            const std::string epoch =
                loaded->cleanShutdown && !loaded->epoch.empty() ? loaded->epoch : ChangeFeed::newEpoch();
            fleet = std::make_unique<FleetSimulation>(std::move(loaded->racks), epoch, loaded->revision,
                                                      std::max(loaded->simNowMs, wallNow));
            fleet->restoreOperations(loaded->operations);
            return store->markRunning(error) && store->save(*fleet, false, error);
        }
    }
    fleet = std::make_unique<FleetSimulation>(FleetGenerator::generate(config.rackCount, config.seed, wallNow),
                                              ChangeFeed::newEpoch(), 0, wallNow);
    fresh = true;
    return !store || store->save(*fleet, false, error);
}

bool SimulatorServer::Private::startRedfish(QString *error)
{
    if (!config.redfish.isEnabled())
        return true;
    // Redfish readings carry wall-clock times; a faster simulated clock would make them look old.
    if (config.timeScale != 1.0 && config.tickIntervalMs > 0) {
        *error = QStringLiteral("--redfish needs --time-scale 1: real readings happen in real time");
        return false;
    }
    auto feedStore = std::make_shared<redfish::RedfishCoolingStore>();
    redfishBridge = redfish::RedfishBridge::create(config.redfish, feedStore, error);
    if (!redfishBridge)
        return false;
    for (const QString &rack : redfishBridge->rackMap().allRacks()) {
        if (!fleet->simRack(rack.toStdString())) {
            *error = QStringLiteral("%1: rack %2 is not in the fleet").arg(config.redfish.rackMapFile, rack);
            return false;
        }
    }
    fleet->setCoolingSource(std::make_shared<CoolingSource>(feedStore));
    redfishBridge->start();
    return true;
}

bool SimulatorServer::Private::serveRedfish(QString *error)
{
    if (config.serveRedfish.isEmpty())
        return true;
    ListenAddress where;
    if (!ListenAddress::parse(config.serveRedfish, &where, error)) {
        *error = QStringLiteral("--serve-redfish: %1").arg(*error);
        return false;
    }
    // Plain HTTP without authentication: never beyond this machine.
    if (where.isUnix || !where.isLoopback()) {
        *error = QStringLiteral("--serve-redfish %1: expected a loopback HOST:PORT such as 127.0.0.1:8443; the "
                                "Redfish service is plain HTTP without authentication")
                     .arg(config.serveRedfish);
        return false;
    }
    redfish::RedfishCoolingTree::Source source;
    source.rackIds = [sim = fleet.get()] {
        std::vector<std::string> ids;
        sim->visitRacks({}, [&](const SimRack &rack) { ids.push_back(rack.detail().summary().rack_id()); });
        return ids;
    };
    source.sample = [sim = fleet.get()](const std::string &rackId) -> std::optional<v1::CoolingSample> {
        const std::optional<SimRack> rack = sim->simRack(rackId);
        if (!rack)
            return std::nullopt;
        return sim->cooling().sample(*rack, sim->nowMs(), true);
    };
    redfishServer = std::make_unique<redfish::RedfishTreeServer>(redfish::RedfishCoolingTree(std::move(source)));
    const QHostAddress host = httpHost(where);
    if (!redfishServer->listen(host, quint16(where.port), error)) {
        redfishServer.reset();
        return false;
    }
    redfishServiceUrl = httpUrl(host, redfishServer->port());
    return true;
}

bool SimulatorServer::Private::serveMetrics(QString *error)
{
    if (config.metricsListen.isEmpty())
        return true;
    ListenAddress where;
    if (!ListenAddress::parse(config.metricsListen, &where, error) || where.isUnix) {
        *error = QStringLiteral("--metrics-listen %1: expected HOST:PORT such as 127.0.0.1:9464 (%2)")
                     .arg(config.metricsListen, where.isUnix ? QStringLiteral("not a unix socket") : *error);
        return false;
    }
    metricsCollector = std::make_unique<MetricsCollector>(*fleet, *alerts, journal->commitGate(), RACKOPS_SIM_VERSION);
    metricsCollector->setBridges([this] { return bridgeStatuses(); });
    metricsServer =
        std::make_unique<MetricsServer>([collector = metricsCollector.get()] { return collector->collect(); });
    const QHostAddress host = httpHost(where);
    if (host.isNull()) {
        *error = QStringLiteral("--metrics-listen %1: %2 is not an IP address").arg(config.metricsListen, where.host);
        return false;
    }
    if (!metricsServer->listen(host, quint16(where.port), error)) {
        metricsServer.reset();
        return false;
    }
    metricsUrl = httpUrl(host, metricsServer->port()) + QStringLiteral("/metrics");
    return true;
}

bool SimulatorServer::Private::startAlertmanager(QString *error)
{
    if (!config.alertmanager.isEnabled())
        return true;
    alertmanagerBridge = alertmanager::AlertmanagerBridge::create(config.alertmanager, error);
    if (!alertmanagerBridge)
        return false;
    alerts->addSource(std::make_unique<ExternalAlertSource>(
        alertmanagerBridge->store(), alertmanagerBridge->rackMap(),
        [sim = fleet.get()](const std::string &rackId) -> std::optional<std::string> {
            const std::optional<SimRack> rack = sim->simRack(rackId);
            if (!rack)
                return std::nullopt;
            return rack->detail().summary().location().site();
        }));
    alertmanagerBridge->start();
    // Silences out: the book's silences that hold its alerts are made there too, and its own are shown.
    alertmanagerSilences = std::make_unique<AlertmanagerSilenceSync>(*alerts, *journal, *alertmanagerBridge);
    alerts->setAlertmanager(config.alertmanager.url.toStdString());
    alerts->setExternalSilences([sync = alertmanagerSilences.get()] { return sync->externalSilences(); });
    alerts->setSilenceSyncWake([sync = alertmanagerSilences.get()] { sync->wake(); });
    alertmanagerSilences->start();
    return true;
}

bool SimulatorServer::Private::startPrometheus(QString *error)
{
    if (!config.prometheus.isEnabled())
        return true;
    prometheusBridge = prometheus::PrometheusBridge::create(config.prometheus, error);
    if (!prometheusBridge)
        return false;
    telemetryService->setGpuFigures(prometheusBridge->store());
    telemetryService->setGpuHistory(prometheusBridge->historyReader());
    prometheusBridge->start();
    return true;
}

std::vector<BridgeStatus> SimulatorServer::Private::bridgeStatuses() const
{
    std::vector<BridgeStatus> out;
    if (prometheusBridge) {
        const prometheus::PrometheusGpuStore::Health h = prometheusBridge->store()->health();
        BridgeStatus status;
        status.bridge = "prometheus";
        status.target = h.url.toStdString();
        status.up = h.state == prometheus::BridgeState::Ok;
        status.state = alertmanager::bridgeStateName(h.state).toStdString();
        for (const QString &name : alertmanager::bridgeStateNames())
            status.states.push_back(name.toStdString());
        status.lastSuccessMs = h.lastSuccessMs;
        status.itemsName = "gpus";
        status.items = {{"mapped", h.gpus}, {"unmapped_series", h.unmapped}};
        out.push_back(std::move(status));
    }
    if (alertmanagerBridge) {
        const alertmanager::AlertmanagerStore::Snapshot s = alertmanagerBridge->store()->snapshot();
        BridgeStatus status;
        status.bridge = "alertmanager";
        status.target = s.url.toStdString();
        status.up = s.state == alertmanager::BridgeState::Ok;
        status.state = alertmanager::bridgeStateName(s.state).toStdString();
        for (const QString &name : alertmanager::bridgeStateNames())
            status.states.push_back(name.toStdString());
        status.lastSuccessMs = s.lastSuccessMs;
        status.itemsName = "alerts";
        int active = 0;
        int suppressed = 0;
        int other = 0;
        for (const alertmanager::AlertmanagerAlert &a : s.alerts)
            ++(a.state == alertmanager::AlertmanagerAlert::State::Active           ? active
                   : a.state == alertmanager::AlertmanagerAlert::State::Suppressed ? suppressed
                                                                                   : other);
        status.items = {{"active", active}, {"suppressed", suppressed}, {"unprocessed", other}};
        out.push_back(std::move(status));
    }
    if (redfishBridge) {
        const redfish::RedfishCoolingStore &feedStore = redfishBridge->store();
        const QStringList racks = feedStore.racks();
        for (const QString &url : config.redfish.urls) {
            BridgeStatus status;
            status.bridge = "redfish";
            status.target = url.toStdString();
            status.states = {"ok", "degraded", "down"};
            status.itemsName = "racks";
            int fed = 0;
            int stale = 0;
            for (const QString &rack : racks) {
                const std::optional<redfish::RedfishRackFeed> feed = feedStore.rack(rack.toStdString());
                // With one service every fed rack is its; with several, a rack is the service's whose CDU it read.
                if (!feed || (config.redfish.urls.size() > 1 && !feed->source.startsWith(url)))
                    continue;
                ++(feed->stale ? stale : fed);
                status.lastSuccessMs = std::max(status.lastSuccessMs, feed->lastReadMs);
            }
            status.up = fed > 0;
            status.state = stale == 0 && fed > 0 ? "ok" : fed > 0 ? "degraded" : "down";
            status.items = {{"fresh", fed}, {"stale", stale}};
            out.push_back(std::move(status));
        }
        // Each CDU on its own (its own connections, its own failures): connected, its last good
        // reading, and what failed last as the state.
        for (const redfish::RedfishSourceHealth &source : feedStore.sources()) {
            if (QUrl(source.source).path().isEmpty())
                continue; // a service itself, told above
            BridgeStatus status;
            status.bridge = "redfish_cdu";
            status.target = source.source.toStdString();
            status.states = {"ok",         "connecting",   "timeout",    "tls",       "down",       "unauthorized",
                             "http_error", "invalid_json", "bad_answer", "too_large", "off_service"};
            status.up = source.connected;
            status.state = source.connected  ? "ok"
                : source.failingSinceMs == 0 ? "connecting"
                                             : redfish::redfishFailureName(source.failure);
            status.lastSuccessMs = source.lastGoodMs;
            status.itemsName = "racks";
            int fed = 0;
            int stale = 0;
            for (const QString &rack : racks) {
                const std::optional<redfish::RedfishRackFeed> feed = feedStore.rack(rack.toStdString());
                if (feed
                    && (feed->source == source.source || feed->source.startsWith(source.source + QLatin1Char('/'))))
                    ++(feed->stale ? stale : fed);
            }
            status.items = {{"fresh", fed}, {"stale", stale}};
            out.push_back(std::move(status));
        }
    }
    return out;
}

void SimulatorServer::Private::workQueues()
{
    if (!operators)
        return;
    // Not under the journal's lock for the whole pass (a second or more at 100,000 racks, an fsync
    // per rack): each rack's action is a mutation of its own, and people's mutations come between.
    QElapsedTimer took;
    took.start();
    const SimulatedOperators::Pass pass = operators->work();
    if (pass.approved + pass.revalidated + pass.repaired + pass.refused > 0)
        qCInfo(lcSimOperators).nospace() << "simulated operators: " << pass.approved << " approved, "
                                         << pass.revalidated << " sent to validation again, " << pass.repaired
                                         << " failed racks repaired, " << pass.refused << " refused (" << took.elapsed()
                                         << " ms)";
}

void SimulatorServer::Private::runTicker()
{
    using Clock = std::chrono::steady_clock;
    auto last = Clock::now();
    auto lastSave = last;
    auto lastAlerts = last;
    std::unique_lock lock(tickerMutex);
    while (!stopping) {
        tickerWake.wait_for(lock, std::chrono::milliseconds(config.tickIntervalMs));
        if (stopping)
            break;
        lock.unlock();
        const auto now = Clock::now();
        const auto realMs = std::chrono::duration_cast<std::chrono::milliseconds>(now - last).count();
        last = now;
        fleet->advance(std::int64_t(double(realMs) * config.timeScale));
        {
            // The clusters store what their clock moved (a certification cell, a stage).
            const auto exclusive = journal->exclusive();
            clusters->advance();
        }
        workQueues();
        HeapRelease::releaseIfAsked(); // after a large import, once gRPC freed its request
        if (now - lastAlerts >= kAlertInterval) {
            const auto exclusive = journal->exclusive();
            alerts->evaluate();
            lastAlerts = now;
        }
        // Simulation progress (telemetry, timers) is saved periodically; what a
        // caller changed was saved before the caller got the answer.
        if (store && now - lastSave >= kSaveInterval) {
            const auto exclusive = journal->exclusive();
            QString error;
            if (!store->save(*fleet, false, &error))
                qCWarning(lcSimStore).noquote() << "saving state failed:" << error;
            lastSave = now;
        }
        lock.lock();
    }
}

SimulatorServer::SimulatorServer(SimConfig config)
    : d(std::make_unique<Private>(std::move(config)))
{
}

SimulatorServer::~SimulatorServer()
{
    stop();
}

bool SimulatorServer::start(QString *error)
{
    if (d->running)
        return true;
    ListenAddress listen;
    if (!ListenAddress::parse(d->config.listenAddress, &listen, error))
        return false;
    // Identities are only as good as the link: without TLS, callers are trusted by name, so
    // plaintext stays on this machine.
    const bool tls = !d->config.tlsCert.isEmpty() || !d->config.tlsKey.isEmpty() || !d->config.clientCa.isEmpty();
    std::shared_ptr<grpc::ServerCredentials> credentials = grpc::InsecureServerCredentials();
    if (tls) {
        const auto read = [error](const QString &path, const char *what, std::string *out) {
            QFile file(path);
            if (path.isEmpty() || !file.open(QIODevice::ReadOnly)) {
                *error =
                    QStringLiteral("mutual TLS needs --tls-cert, --tls-key and --client-ca; cannot read the %1 \"%2\"")
                        .arg(QString::fromLatin1(what), path);
                return false;
            }
            *out = file.readAll().toStdString();
            return true;
        };
        grpc::SslServerCredentialsOptions options(GRPC_SSL_REQUEST_AND_REQUIRE_CLIENT_CERTIFICATE_AND_VERIFY);
        grpc::SslServerCredentialsOptions::PemKeyCertPair pair;
        if (!read(d->config.tlsCert, "server certificate", &pair.cert_chain)
            || !read(d->config.tlsKey, "server key", &pair.private_key)
            || !read(d->config.clientCa, "client CA", &options.pem_root_certs))
            return false;
        options.pem_key_cert_pairs.push_back(pair);
        credentials = grpc::SslServerCredentials(options);
        d->tls = true;
    }
    if (!tls && !listen.isLoopback()) {
        *error = QStringLiteral("refusing to serve plaintext on %1, which is not a loopback address: without TLS "
                                "anyone on the network could act as any user; listen on 127.0.0.1, [::1] or "
                                "unix:PATH")
                     .arg(listen.grpcAddress());
        return false;
    }
    if (!listen.checkAvailable(error))
        return false;
    if (d->config.rackCount < 0) {
        *error = QStringLiteral("--racks must not be negative");
        return false;
    }
    if (!(d->config.timeScale > 0.0)) {
        *error = QStringLiteral("--time-scale must be greater than 0");
        return false;
    }
    // One simulator per state directory, taken before anything in it is read.
    if (!d->config.stateDir.isEmpty() && !d->stateLock.acquire(d->config.stateDir, error))
        return false;
    // A start that fails half-way lets the directory go again.
    struct ReleaseUnlessRunning {
        Private *p;
        ~ReleaseUnlessRunning()
        {
            if (!p->running)
                p->stateLock.release();
        }
    } releaseUnlessRunning {d.get()};
    if (!d->loadOrGenerate(error) || !d->startRedfish(error) || !d->serveRedfish(error))
        return false;

    // The audit log and the idempotency keys always live in SQLite: under
    // --state-dir when given (they survive restarts), else in a scratch dir.
    QString dbDir = d->config.stateDir;
    if (dbDir.isEmpty()) {
        d->scratch = std::make_unique<QTemporaryDir>();
        dbDir = d->scratch->path();
    }
    const QString dbPath = QDir(dbDir).filePath(QStringLiteral("rackops-sim.sqlite"));
    if (!SqliteConnection::createPrivate(dbPath, error))
        return false;
    d->audit = std::make_unique<AuditLog>(dbPath);
    d->journal = std::make_unique<MutationJournal>(dbPath);
    if (d->store) {
        d->journal->setStateSaver([store = d->store.get(), fleet = d->fleet.get()](QString *failure) {
            return store->saveDecisions(*fleet, failure);
        });
    }
    d->idempotency = std::make_unique<IdempotencyStore>(dbPath, *d->journal);
    d->limiter = std::make_unique<RateLimiter>(d->config.mutationsPerMinute, d->config.mutationBurst);
    d->idempotency->setRateLimiter(d->limiter.get());
    d->bucketConfigs = std::make_unique<BucketConfigStore>(dbPath);
    if (!d->audit->open(error) || !d->idempotency->open(error) || !d->bucketConfigs->open(error))
        return false;
    d->fleet->setAuditSink(auditSink(d->audit.get()));
    d->guard = std::make_unique<MutationGuard>(*d->idempotency, *d->audit,
                                               [fleet = d->fleet.get()] { return fleet->nowMs(); });
    if (d->fresh && d->config.demoActivity)
        DemoActivity::seed(*d->fleet, *d->guard);
    if (d->config.simulatedOperators)
        d->operators = std::make_unique<SimulatedOperators>(*d->fleet, *d->guard, *d->journal);
    // Clusters are formed once from the fleet and kept with the decisions taken on them.
    d->clusterStore = std::make_unique<ClusterStore>(dbPath);
    if (d->config.clusterBurnInDays < 1) {
        *error = QStringLiteral("--cluster-burn-in-days must be at least 1");
        return false;
    }
    d->clusters = std::make_unique<ClusterBook>(*d->fleet, *d->audit,
                                                std::int64_t(d->config.clusterBurnInDays) * 24 * 3600 * 1000);
    if (!d->clusterStore->open(error) || !d->clusters->start(d->clusterStore.get(), d->config.seed, error))
        return false;
    d->alerts = std::make_unique<AlertBook>([fleet = d->fleet.get()] { return fleet->nowMs(); });
    d->alerts->setAuditSink(auditSink(d->audit.get()));
    d->alertStore = std::make_unique<AlertStore>(dbPath);
    if (!d->alertStore->open(error))
        return false;
    d->alerts->setStore(d->alertStore.get());
    d->alerts->addSource(std::make_unique<FleetAlertSource>(*d->fleet));
    d->alerts->addSource(std::make_unique<OperationAlertSource>(*d->fleet));
    d->alerts->addSource(std::make_unique<ClusterAlertSource>(*d->clusters));
    for (auto &source : d->pendingSources)
        d->alerts->addSource(std::move(source));
    d->pendingSources.clear();
    if (!d->startAlertmanager(error))
        return false;
    d->alerts->evaluate();
    // The approval gate asks the alert book at decision time what is open on the rack.
    d->fleet->setGateAlerts([alerts = d->alerts.get()](const std::string &rackId) {
        return alerts->alerts(
            [&rackId](const v1::Alert &a) { return a.rack_id() == rackId && ApprovalGate::weighs(a); });
    });
    d->operationsService = std::make_unique<OperationsServiceImpl>(
        *d->fleet, d->journal->commitGate(), *d->audit, *d->guard,
        std::chrono::milliseconds(d->config.heartbeatIntervalMs), RACKOPS_SIM_VERSION);

    d->fleetService = std::make_unique<FleetServiceImpl>(*d->fleet, d->journal->commitGate(),
                                                         std::chrono::milliseconds(d->config.heartbeatIntervalMs),
                                                         d->config.snapshotChunkSize);

    grpc::EnableDefaultHealthCheckService(true);
    grpc::reflection::InitProtoReflectionServerBuilderPlugin();
    grpc::ServerBuilder builder;
    int selectedPort = 0;
    builder.AddListeningPort(listen.grpcAddress().toStdString(), credentials, listen.isUnix ? nullptr : &selectedPort);
    // Without this, two simulators could silently share one port.
    builder.AddChannelArgument(GRPC_ARG_ALLOW_REUSEPORT, 0);
    builder.AddChannelArgument(GRPC_ARG_KEEPALIVE_PERMIT_WITHOUT_CALLS, 1);
    builder.AddChannelArgument(GRPC_ARG_HTTP2_MIN_RECV_PING_INTERVAL_WITHOUT_DATA_MS, 5000);
    builder.AddChannelArgument(GRPC_ARG_HTTP2_MAX_PING_STRIKES, 0);
    builder.SetMaxReceiveMessageSize(kMaxMessageBytes);
    builder.RegisterService(d->fleetService.get());
    builder.RegisterService(d->operationsService.get());
    d->telemetryService = std::make_unique<TelemetryServiceImpl>(*d->fleet);
    builder.RegisterService(d->telemetryService.get());
    if (!d->startPrometheus(error))
        return false;
    d->validationService = std::make_unique<ValidationServiceImpl>(*d->fleet, d->journal->commitGate(), *d->guard);
    builder.RegisterService(d->validationService.get());
    // Replication figures are a function of the seed and the clock, from 26 h before now.
    d->replication =
        std::make_unique<ReplicationTraffic>(d->config.seed, d->fleet->nowMs(), d->config.replicationFaults);
    d->alerts->addSource(std::make_unique<ReplicationAlertSource>(*d->replication));
    for (const auto &config : d->bucketConfigs->load())
        d->replication->setConfig(config);
    d->replicationService =
        std::make_unique<ReplicationServiceImpl>(*d->replication, *d->fleet, *d->audit, *d->guard, *d->bucketConfigs);
    builder.RegisterService(d->replicationService.get());
    d->alertService = std::make_unique<AlertServiceImpl>(*d->alerts, d->journal->commitGate(), *d->guard,
                                                         std::chrono::milliseconds(d->config.heartbeatIntervalMs));
    if (d->alertmanagerSilences) {
        d->alertService->setAlertmanagerHealth(
            [bridge = d->alertmanagerBridge.get(), sync = d->alertmanagerSilences.get()] {
                const alertmanager::AlertmanagerStore::Snapshot s = bridge->store()->snapshot();
                const AlertmanagerSilenceSync::Health silences = sync->health();
                v1::AlertmanagerHealth health;
                health.set_instance(s.url.toStdString());
                health.set_reachable(s.state == alertmanager::BridgeState::Ok && silences.listed);
                health.set_state(alertmanager::bridgeStateName(s.state).toStdString());
                health.set_last_error(!s.detail.isEmpty()   ? s.detail.toStdString()
                                          : silences.listed ? std::string()
                                                            : silences.lastError);
                if (s.lastSuccessMs > 0)
                    *health.mutable_last_success_at() =
                        google::protobuf::util::TimeUtil::MillisecondsToTimestamp(s.lastSuccessMs);
                health.set_silences_pending(silences.pending);
                return health;
            });
    }
    builder.RegisterService(d->alertService.get());
    d->clusterService = std::make_unique<ClusterServiceImpl>(*d->clusters, d->journal->commitGate(), *d->guard,
                                                             std::chrono::milliseconds(d->config.heartbeatIntervalMs));
    builder.RegisterService(d->clusterService.get());
    std::vector<ShiftCalendar::Pattern> patterns = ShiftCalendar::defaultPatterns();
    if (!d->config.shifts.isEmpty() && !ShiftCalendar::parsePatterns(d->config.shifts, &patterns, error))
        return false;
    if (!QTimeZone(d->config.siteTimeZone.toLatin1()).isValid()) {
        *error = QStringLiteral("unknown time zone \"%1\"; use an IANA name such as Europe/Berlin")
                     .arg(d->config.siteTimeZone);
        return false;
    }
    d->shifts = std::make_unique<ShiftCalendar>(d->config.siteTimeZone.toLatin1(), std::move(patterns));
    d->handoverStore = std::make_unique<HandoverStore>(dbPath);
    if (!d->handoverStore->open(error))
        return false;
    d->handoverAssembler = std::make_unique<HandoverAssembler>(*d->fleet, *d->alerts, *d->audit, *d->handoverStore,
                                                               *d->shifts, *d->clusters);
    d->handoverService = std::make_unique<HandoverServiceImpl>(*d->fleet, *d->shifts, *d->handoverAssembler,
                                                               *d->handoverStore, *d->audit, *d->guard);
    builder.RegisterService(d->handoverService.get());
    if (!d->serveMetrics(error))
        return false;
    d->server = builder.BuildAndStart();
    if (!d->server || (!listen.isUnix && selectedPort == 0)) {
        *error = QStringLiteral("cannot listen on %1").arg(listen.grpcAddress());
        d->server.reset();
        return false;
    }
    if (listen.isUnix) {
        d->address = listen.grpcAddress();
    } else {
        listen.port = selectedPort;
        d->address = listen.grpcAddress();
        d->port = selectedPort;
    }

    d->stopping = false;
    d->running = true;
    if (d->config.tickIntervalMs > 0)
        d->ticker = std::thread([this] { d->runTicker(); });
    return true;
}

void SimulatorServer::stop()
{
    if (!d->running)
        return;
    {
        std::lock_guard lock(d->tickerMutex);
        d->stopping = true;
    }
    d->tickerWake.notify_all();
    if (d->ticker.joinable())
        d->ticker.join();
    d->metricsServer.reset();
    d->metricsCollector.reset();
    d->metricsUrl.clear();
    d->fleetService->shutdown();
    d->operationsService->shutdown();
    d->telemetryService->shutdown();
    d->replicationService->shutdown();
    d->alertService->shutdown();
    d->clusterService->shutdown();
    d->server->Shutdown(std::chrono::system_clock::now() + std::chrono::milliseconds(500));
    d->server->Wait();
    d->server.reset();
    // Redfish sessions are a scarce resource on a CDU controller: end ours rather than let it time out.
    if (d->redfishBridge)
        d->redfishBridge->stop(d->config.redfish.timeoutMs);
    d->redfishBridge.reset();
    d->redfishServer.reset();
    if (d->alertmanagerSilences) {
        d->alerts->setExternalSilences({});
        d->alerts->setSilenceSyncWake({});
        d->alertmanagerSilences.reset();
    }
    d->alertmanagerBridge.reset();
    d->prometheusBridge.reset();
    d->redfishServiceUrl.clear();
    if (d->store) {
        const auto exclusive = d->journal->exclusive();
        QString error;
        if (!d->store->save(*d->fleet, true, &error))
            qCWarning(lcSimStore).noquote() << "saving state failed:" << error;
    }
    d->stateLock.release();
    d->running = false;
}

bool SimulatorServer::usesTls() const
{
    return d->tls;
}

bool SimulatorServer::isRunning() const
{
    return d->running;
}

QString SimulatorServer::address() const
{
    return d->address;
}

QString SimulatorServer::redfishServiceUrl() const
{
    return d->redfishServiceUrl;
}

QString SimulatorServer::metricsUrl() const
{
    return d->metricsUrl;
}

int SimulatorServer::port() const
{
    return d->port;
}

FleetSimulation &SimulatorServer::fleet()
{
    return *d->fleet;
}

ReplicationTraffic &SimulatorServer::replication()
{
    return *d->replication;
}

void SimulatorServer::advance(std::int64_t simMs)
{
    d->fleet->advance(simMs);
    if (d->clusters) {
        const auto exclusive = d->journal->exclusive();
        d->clusters->advance();
    }
    d->workQueues();
    if (d->alerts) {
        const auto exclusive = d->journal->exclusive();
        d->alerts->evaluate();
    }
}

ClusterBook &SimulatorServer::clusters()
{
    return *d->clusters;
}

MutationJournal &SimulatorServer::journal()
{
    return *d->journal;
}

AlertBook &SimulatorServer::alerts()
{
    return *d->alerts;
}

void SimulatorServer::addAlertSource(std::unique_ptr<AlertSource> source)
{
    if (d->alerts)
        d->alerts->addSource(std::move(source));
    else
        d->pendingSources.push_back(std::move(source));
}

} // namespace rackops::sim
