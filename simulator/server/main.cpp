// rackops-sim: the reference backend for RackOps.
#include "artifacts/artifactcommand.h"
#include "heaptuning.h"
#include "server/simulatorserver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <cstdio>
#include <iostream>
#include <sys/socket.h>
#include <unistd.h>

namespace {

int signalPipe[2] = {-1, -1};

void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto written = ::write(signalPipe[1], &byte, 1);
}

} // namespace

int main(int argc, char *argv[])
{
    rackops::HeapTuning::growInLargeSteps();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rackops-sim"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RACKOPS_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "RackOps reference backend: a simulated fleet of NVL72 racks served over gRPC\n"
        "(rackops.v1 Fleet, Operations, Telemetry, Validation and Replication services,\n"
        "grpc.health.v1.Health, server reflection).\n"
        "With --parse-artifact it serves nothing: it reads a tool artifact and prints the run an import\n"
        "would store (rackops.v1.ValidationRun JSON) on stdout, exit 0; warnings go to stderr. A file that\n"
        "cannot be read is refused with FILE:LINE: field: message lines on stderr, exit 2."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption listen(
        {QStringLiteral("l"), QStringLiteral("listen")},
        QStringLiteral("Address to serve on: HOST:PORT (port 0 picks a free port and prints it) or "
                       "unix:PATH. Default 127.0.0.1:50051."),
        QStringLiteral("ADDR"), QStringLiteral("127.0.0.1:50051"));
    const QCommandLineOption racks(QStringLiteral("racks"), QStringLiteral("Number of racks (default 2400)."),
                                   QStringLiteral("N"), QStringLiteral("2400"));
    const QCommandLineOption seed(
        QStringLiteral("seed"),
        QStringLiteral("Seed for the fleet and its faults; the same seed gives the same fleet (default 1)."),
        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption timeScale(
        QStringLiteral("time-scale"),
        QStringLiteral("Simulated seconds per real second (default 1; 60 = an hour a minute)."), QStringLiteral("X"),
        QStringLiteral("1"));
    const QCommandLineOption burnInDays(
        QStringLiteral("cluster-burn-in-days"),
        QStringLiteral("Length of a cluster's burn-in soak in simulated days (default 14; --time-scale speeds it up)."),
        QStringLiteral("DAYS"), QStringLiteral("14"));
    const QCommandLineOption stateDir(
        QStringLiteral("state-dir"),
        QStringLiteral("Keep the fleet in DIR/rackops-sim.sqlite and continue from it on the next start."),
        QStringLiteral("DIR"));
    const QCommandLineOption timeZone(
        QStringLiteral("time-zone"),
        QStringLiteral("IANA time zone of the site; shifts are counted in it (default America/Phoenix)."),
        QStringLiteral("ZONE"), QStringLiteral("America/Phoenix"));
    const QCommandLineOption shifts(
        QStringLiteral("shifts"),
        QStringLiteral("The day's shifts as NAME@HH:MM,... (default Early@06:00,Late@14:00,Night@22:00); "
                       "each lasts until the next starts."),
        QStringLiteral("SPEC"));
    const QCommandLineOption quiet(QStringLiteral("no-demo-activity"),
                                   QStringLiteral("Start a fresh fleet without the recent actions of the demo users."));
    const QCommandLineOption simulatedOperators(
        QStringLiteral("simulated-operators"),
        QStringLiteral("Simulated people work the queues: racks that waited 2 simulated hours for approval are "
                       "approved when the gate passes and validated again when not, failed racks get their part "
                       "replaced after an hour. Keeps a long run at a high --time-scale steady."));
    const QCommandLineOption tlsCert(
        QStringLiteral("tls-cert"),
        QStringLiteral("Serve mutual TLS with this server certificate (PEM); needs --tls-key and --client-ca."),
        QStringLiteral("FILE"));
    const QCommandLineOption tlsKey(QStringLiteral("tls-key"), QStringLiteral("The server certificate's key (PEM)."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption clientCa(
        QStringLiteral("client-ca"),
        QStringLiteral("Require client certificates signed by this CA (PEM); the person is the CN, the role the OU "
                       "(viewer, operator, approver, admin)."),
        QStringLiteral("FILE"));
    const QCommandLineOption parseArtifact(
        QStringLiteral("parse-artifact"),
        QStringLiteral("Parse a `dcgmi diag -j` JSON or nccl-tests all_reduce_perf output file, print it as an "
                       "imported validation run and exit (no server)."),
        QStringLiteral("FILE"));
    const QCommandLineOption artifactFormat(
        QStringLiteral("format"),
        QStringLiteral("With --parse-artifact: the file's format, dcgm or nccl (default: detected)."),
        QStringLiteral("dcgm|nccl"));
    const QCommandLineOption artifactCollective(
        QStringLiteral("collective"),
        QStringLiteral("With --parse-artifact: the nccl-tests collective it was (e.g. all_gather_perf), where the "
                       "output leaves it open."),
        QStringLiteral("NAME"));
    const QCommandLineOption redfishUrl(
        QStringLiteral("redfish"),
        QStringLiteral("Take cooling and leak detectors of the racks this Redfish service's CDUs serve from it "
                       "(https://HOST[:PORT]; repeat for several services). Other racks stay simulated."),
        QStringLiteral("URL"));
    const QCommandLineOption redfishCa(
        QStringLiteral("redfish-ca"),
        QStringLiteral("Trust only these CA certificates (PEM) for the Redfish services (default: the system's)."),
        QStringLiteral("FILE"));
    const QCommandLineOption redfishUser(
        QStringLiteral("redfish-user"),
        QStringLiteral("Redfish account (a session when the service offers one, else basic auth)."),
        QStringLiteral("USER"));
    const QCommandLineOption redfishPassword(QStringLiteral("redfish-password-file"),
                                             QStringLiteral("File whose first line is the Redfish account's password."),
                                             QStringLiteral("FILE"));
    const QCommandLineOption redfishInsecure(
        QStringLiteral("redfish-insecure-http"),
        QStringLiteral("Allow the Redfish password over plain http:// (refused otherwise; warned when allowed)."));
    const QCommandLineOption redfishRackMap(
        QStringLiteral("redfish-rack-map"),
        QStringLiteral("Which racks a CDU, coolant connector or cooling loop feeds, for resources without "
                       "Location.Placement.Rack (see README: Redfish cooling)."),
        QStringLiteral("FILE"));
    const QCommandLineOption redfishInterval(
        QStringLiteral("redfish-interval"),
        QStringLiteral("Seconds between polls of each CDU (default 10); a silent CDU is polled less often."),
        QStringLiteral("SECONDS"), QStringLiteral("10"));
    const QCommandLineOption redfishTimeout(QStringLiteral("redfish-timeout"),
                                            QStringLiteral("Seconds a Redfish request may take (default 5)."),
                                            QStringLiteral("SECONDS"), QStringLiteral("5"));
    const QCommandLineOption serveRedfish(
        QStringLiteral("serve-redfish"),
        QStringLiteral("Also serve the simulated CDUs as a read-only Redfish service (DMTF ThermalEquipment/CDUs "
                       "layout) on HOST:PORT, plain HTTP on loopback only; port 0 picks a free port."),
        QStringLiteral("HOST:PORT"));
    const QCommandLineOption metricsListen(
        QStringLiteral("metrics-listen"),
        QStringLiteral("Serve Prometheus metrics (text format 0.0.4) at http://HOST:PORT/metrics, plain HTTP without "
                       "authentication; port 0 picks a free port."),
        QStringLiteral("HOST:PORT"));
    parser.addOptions({metricsListen});
    const QCommandLineOption amUrl(
        QStringLiteral("alertmanager"),
        QStringLiteral("Show the alerts of this Alertmanager (http(s)://HOST[:PORT][/PREFIX], API v2) in the alert "
                       "book beside the simulator's own; Alertmanager stays their owner."),
        QStringLiteral("URL"));
    const QCommandLineOption amCa(
        QStringLiteral("alertmanager-ca"),
        QStringLiteral("Trust only these CA certificates (PEM) for Alertmanager (default: the system's)."),
        QStringLiteral("FILE"));
    const QCommandLineOption amToken(
        QStringLiteral("alertmanager-token-file"),
        QStringLiteral("File whose first line is a bearer token for Alertmanager (owner-only, chmod 600)."),
        QStringLiteral("FILE"));
    const QCommandLineOption amBasic(
        QStringLiteral("alertmanager-basic-auth-file"),
        QStringLiteral("File whose first line is USER:PASSWORD for Alertmanager (owner-only, chmod 600)."),
        QStringLiteral("FILE"));
    const QCommandLineOption amHostMap(
        QStringLiteral("alertmanager-host-map"),
        QStringLiteral("Lines \"HOST RACK\": which rack a host named by a host label is in."), QStringLiteral("FILE"));
    const QCommandLineOption amRackLabels(QStringLiteral("alertmanager-rack-labels"),
                                          QStringLiteral("Labels naming the rack, first set wins (default rack)."),
                                          QStringLiteral("A,B"), QStringLiteral("rack"));
    const QCommandLineOption amHostLabels(
        QStringLiteral("alertmanager-host-labels"),
        QStringLiteral("Labels naming a host, looked up in the host map (default Hostname,instance)."),
        QStringLiteral("A,B"), QStringLiteral("Hostname,instance"));
    const QCommandLineOption amInterval(
        QStringLiteral("alertmanager-interval"),
        QStringLiteral("Seconds between reads of Alertmanager (default 10); after failures up to 4 times that."),
        QStringLiteral("SECONDS"), QStringLiteral("10"));
    const QCommandLineOption amTimeout(QStringLiteral("alertmanager-timeout"),
                                       QStringLiteral("Seconds a request to Alertmanager may take (default 5)."),
                                       QStringLiteral("SECONDS"), QStringLiteral("5"));
    parser.addOptions({amUrl, amCa, amToken, amBasic, amHostMap, amRackLabels, amHostLabels, amInterval, amTimeout});
    const QCommandLineOption promUrl(
        QStringLiteral("prometheus"),
        QStringLiteral("Read the GPUs' figures (NVIDIA DCGM exporter: temperatures, power, PCIe replays, remapped "
                       "rows, NVLink, XID) from this Prometheus (http(s)://HOST[:PORT][/PREFIX], HTTP API v1)."),
        QStringLiteral("URL"));
    const QCommandLineOption promCa(
        QStringLiteral("prometheus-ca"),
        QStringLiteral("Trust only these CA certificates (PEM) for Prometheus (default: the system's)."),
        QStringLiteral("FILE"));
    const QCommandLineOption promToken(
        QStringLiteral("prometheus-token-file"),
        QStringLiteral("File whose first line is a bearer token for Prometheus (owner-only, chmod 600)."),
        QStringLiteral("FILE"));
    const QCommandLineOption promBasic(
        QStringLiteral("prometheus-basic-auth-file"),
        QStringLiteral("File whose first line is USER:PASSWORD for Prometheus (owner-only, chmod 600)."),
        QStringLiteral("FILE"));
    const QCommandLineOption promHostMap(
        QStringLiteral("prometheus-host-map"),
        QStringLiteral("Lines \"HOST RACK TRAY\": which rack's compute tray an exporter's host is (hosts named "
                       "RACK-ctNN need no line)."),
        QStringLiteral("FILE"));
    const QCommandLineOption promHostLabels(QStringLiteral("prometheus-host-labels"),
                                            QStringLiteral("Labels naming the exporter's host, first set wins (default "
                                                           "Hostname,hostname,exported_instance,instance)."),
                                            QStringLiteral("A,B"),
                                            QStringLiteral("Hostname,hostname,exported_instance,instance"));
    const QCommandLineOption promGpuLabels(
        QStringLiteral("prometheus-gpu-labels"),
        QStringLiteral("Labels naming the GPU's index on its host, first set wins (default gpu)."),
        QStringLiteral("A,B"), QStringLiteral("gpu"));
    const QCommandLineOption promInterval(
        QStringLiteral("prometheus-interval"),
        QStringLiteral("Seconds between reads of Prometheus (default 15); after failures up to 4 times that."),
        QStringLiteral("SECONDS"), QStringLiteral("15"));
    parser.addOptions(
        {promUrl, promCa, promToken, promBasic, promHostMap, promHostLabels, promGpuLabels, promInterval});
    parser.addOptions({listen,
                       racks,
                       seed,
                       timeScale,
                       burnInDays,
                       stateDir,
                       timeZone,
                       shifts,
                       quiet,
                       simulatedOperators,
                       tlsCert,
                       tlsKey,
                       clientCa,
                       parseArtifact,
                       artifactFormat,
                       artifactCollective,
                       redfishUrl,
                       redfishCa,
                       redfishUser,
                       redfishPassword,
                       redfishInsecure,
                       redfishRackMap,
                       redfishInterval,
                       redfishTimeout,
                       serveRedfish});
    parser.process(app);

    if (parser.isSet(parseArtifact))
        return rackops::ArtifactCommand::run(parser.value(parseArtifact), parser.value(artifactFormat), std::cout,
                                             std::cerr, parser.value(artifactCollective));
    if (parser.isSet(artifactFormat) || parser.isSet(artifactCollective)) {
        std::cerr << "rackops-sim: --format and --collective need --parse-artifact" << std::endl;
        return 2;
    }

    rackops::sim::SimConfig config;
    config.listenAddress = parser.value(listen);
    bool ok = false;
    config.rackCount = parser.value(racks).toInt(&ok);
    if (!ok || config.rackCount < 0 || config.rackCount > 200000) {
        std::cerr << "rackops-sim: --racks must be a whole number from 0 to 200000" << std::endl;
        return 2;
    }
    config.seed = parser.value(seed).toULongLong(&ok);
    if (!ok) {
        std::cerr << "rackops-sim: --seed must be a whole number" << std::endl;
        return 2;
    }
    config.timeScale = parser.value(timeScale).toDouble(&ok);
    if (!ok || !(config.timeScale > 0) || config.timeScale > 100000) {
        std::cerr << "rackops-sim: --time-scale must be a number greater than 0 (at most 100000)" << std::endl;
        return 2;
    }
    config.clusterBurnInDays = parser.value(burnInDays).toInt(&ok);
    if (!ok || config.clusterBurnInDays < 1 || config.clusterBurnInDays > 365) {
        std::cerr << "rackops-sim: --cluster-burn-in-days must be a whole number from 1 to 365" << std::endl;
        return 2;
    }
    config.stateDir = parser.value(stateDir);
    config.demoActivity = !parser.isSet(quiet);
    config.simulatedOperators = parser.isSet(simulatedOperators);
    config.siteTimeZone = parser.value(timeZone);
    config.shifts = parser.value(shifts);
    config.tlsCert = parser.value(tlsCert);
    config.tlsKey = parser.value(tlsKey);
    config.clientCa = parser.value(clientCa);

    config.serveRedfish = parser.value(serveRedfish);
    config.metricsListen = parser.value(metricsListen);
    config.alertmanager.url = parser.value(amUrl);
    config.alertmanager.caFile = parser.value(amCa);
    config.alertmanager.tokenFile = parser.value(amToken);
    config.alertmanager.basicAuthFile = parser.value(amBasic);
    config.alertmanager.hostMapFile = parser.value(amHostMap);
    config.alertmanager.rackLabels = parser.value(amRackLabels).split(QLatin1Char(','), Qt::SkipEmptyParts);
    config.alertmanager.hostLabels = parser.value(amHostLabels).split(QLatin1Char(','), Qt::SkipEmptyParts);
    const double amSeconds = parser.value(amInterval).toDouble(&ok);
    if (!ok || amSeconds < 0.1 || amSeconds > 3600) {
        std::cerr << "rackops-sim: --alertmanager-interval must be a number of seconds from 0.1 to 3600" << std::endl;
        return 2;
    }
    config.alertmanager.intervalMs = int(amSeconds * 1000);
    const double amTimeoutSeconds = parser.value(amTimeout).toDouble(&ok);
    if (!ok || amTimeoutSeconds < 0.1 || amTimeoutSeconds > 600) {
        std::cerr << "rackops-sim: --alertmanager-timeout must be a number of seconds from 0.1 to 600" << std::endl;
        return 2;
    }
    config.alertmanager.timeoutMs = int(amTimeoutSeconds * 1000);
    if (!config.alertmanager.isEnabled()
        && (parser.isSet(amCa) || parser.isSet(amToken) || parser.isSet(amBasic) || parser.isSet(amHostMap)
            || parser.isSet(amTimeout))) {
        std::cerr << "rackops-sim: the --alertmanager-* options need --alertmanager URL" << std::endl;
        return 2;
    }
    config.prometheus.url = parser.value(promUrl);
    config.prometheus.caFile = parser.value(promCa);
    config.prometheus.tokenFile = parser.value(promToken);
    config.prometheus.basicAuthFile = parser.value(promBasic);
    config.prometheus.hostMapFile = parser.value(promHostMap);
    config.prometheus.hostLabels = parser.value(promHostLabels).split(QLatin1Char(','), Qt::SkipEmptyParts);
    config.prometheus.gpuLabels = parser.value(promGpuLabels).split(QLatin1Char(','), Qt::SkipEmptyParts);
    const double promSeconds = parser.value(promInterval).toDouble(&ok);
    if (!ok || promSeconds < 0.1 || promSeconds > 3600) {
        std::cerr << "rackops-sim: --prometheus-interval must be a number of seconds from 0.1 to 3600" << std::endl;
        return 2;
    }
    config.prometheus.intervalMs = int(promSeconds * 1000);
    if (!config.prometheus.isEnabled()
        && (parser.isSet(promCa) || parser.isSet(promToken) || parser.isSet(promBasic) || parser.isSet(promHostMap))) {
        std::cerr << "rackops-sim: the --prometheus-* options need --prometheus URL" << std::endl;
        return 2;
    }
    config.redfish.urls = parser.values(redfishUrl);
    config.redfish.caFile = parser.value(redfishCa);
    config.redfish.user = parser.value(redfishUser);
    config.redfish.passwordFile = parser.value(redfishPassword);
    config.redfish.insecureHttp = parser.isSet(redfishInsecure);
    config.redfish.rackMapFile = parser.value(redfishRackMap);
    const double intervalSeconds = parser.value(redfishInterval).toDouble(&ok);
    if (!ok || intervalSeconds < 1 || intervalSeconds > 3600) {
        std::cerr << "rackops-sim: --redfish-interval must be a number of seconds from 1 to 3600" << std::endl;
        return 2;
    }
    config.redfish.intervalMs = int(intervalSeconds * 1000);
    const double timeoutSeconds = parser.value(redfishTimeout).toDouble(&ok);
    if (!ok || timeoutSeconds < 0.1 || timeoutSeconds > 600) {
        std::cerr << "rackops-sim: --redfish-timeout must be a number of seconds from 0.1 to 600" << std::endl;
        return 2;
    }
    config.redfish.timeoutMs = int(timeoutSeconds * 1000);
    if (!config.redfish.isEnabled()
        && (parser.isSet(redfishCa) || parser.isSet(redfishUser) || parser.isSet(redfishPassword)
            || parser.isSet(redfishRackMap))) {
        std::cerr << "rackops-sim: the --redfish-* options need --redfish URL" << std::endl;
        return 2;
    }

    rackops::sim::SimulatorServer server(config);
    QString error;
    if (!server.start(&error)) {
        std::cerr << "rackops-sim: " << error.toStdString() << std::endl;
        return 1;
    }
    // The first line is machine-readable: tests and scripts read the port from it.
    std::cout << "rackops-sim listening on " << server.address().toStdString() << std::endl;
    std::cout << "  racks " << config.rackCount << ", seed " << config.seed << ", time scale " << config.timeScale;
    if (!config.stateDir.isEmpty())
        std::cout << ", state in " << config.stateDir.toStdString();
    if (server.usesTls())
        std::cout << "\n  mutual TLS: clients need a certificate from the client CA (CN = person, OU = role)"
                  << std::endl;
    else
        std::cout << "\n  plaintext: served on loopback only; callers name a demo user (vera, omar, anna, ben, ada)"
                  << std::endl;
    for (const QString &url : config.redfish.urls)
        std::cout << "  cooling from Redfish " << url.toStdString() << " every " << config.redfish.intervalMs / 1000.0
                  << " s" << std::endl;

    if (!server.redfishServiceUrl().isEmpty())
        std::cout << "  simulated CDUs served as Redfish on " << server.redfishServiceUrl().toStdString()
                  << "/redfish/v1" << std::endl;

    if (config.alertmanager.isEnabled())
        std::cout << "  alerts from Alertmanager " << config.alertmanager.url.toStdString() << " every "
                  << config.alertmanager.intervalMs / 1000.0 << " s" << std::endl;
    if (config.prometheus.isEnabled())
        std::cout << "  GPU figures from Prometheus " << config.prometheus.url.toStdString() << " every "
                  << config.prometheus.intervalMs / 1000.0 << " s" << std::endl;
    if (!server.metricsUrl().isEmpty())
        std::cout << "  metrics for Prometheus on " << server.metricsUrl().toStdString() << std::endl;

    // SIGINT/SIGTERM end the event loop so the state is saved cleanly.
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, signalPipe) == 0) {
        auto *notifier = new QSocketNotifier(signalPipe[0], QSocketNotifier::Read, &app);
        QObject::connect(notifier, &QSocketNotifier::activated, &app, [] { QCoreApplication::quit(); });
        std::signal(SIGINT, onSignal);
        std::signal(SIGTERM, onSignal);
    }
    const int rc = app.exec();
    server.stop();
    std::cout << "rackops-sim stopped" << std::endl;
    return rc;
}
