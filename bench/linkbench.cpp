// How fast the console notices a dead link, and that a slow one is not taken
// for dead. The console's own channel (default keepalive) watches the fleet
// through a TCP proxy: first the proxy delays every byte (a bad VPN, the fleet
// streaming all the while) and we count false alarms; then it stalls the link
// outright (no RST, no FIN) several times and we time how long until the
// console stops calling the link live. Prints a table and JSON.
#include "backendchannel.h"
#include "benchstats.h"
#include "connectionstate.h"
#include "faultproxy.h"
#include "fleetwatcher.h"
#include "linkkeepalive.h"
#include "server/simulatorserver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

#include <cstdio>
#include <functional>

using namespace rackops;
using rackops::test::FaultProxy;

namespace {

// Runs the event loop until `done` or `timeoutMs`; false on timeout.
bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("RackOps link benchmark: dead link noticed, slow link tolerated."));
    parser.addHelpOption();
    const QCommandLineOption racksOption(QStringLiteral("racks"), QStringLiteral("Fleet size (default 2000)."),
                                         QStringLiteral("N"), QStringLiteral("2000"));
    const QCommandLineOption delayOption(
        QStringLiteral("delay-ms"), QStringLiteral("One-way delay of the slow link (default 1500: 3 s round trip)."),
        QStringLiteral("MS"), QStringLiteral("1500"));
    const QCommandLineOption slowOption(QStringLiteral("slow-seconds"),
                                        QStringLiteral("How long the slow link runs (default 60)."),
                                        QStringLiteral("S"), QStringLiteral("60"));
    const QCommandLineOption stallsOption(QStringLiteral("stalls"), QStringLiteral("Dead links timed (default 3)."),
                                          QStringLiteral("N"), QStringLiteral("3"));
    const QCommandLineOption quickOption(
        QStringLiteral("quick"), QStringLiteral("A few seconds with a 1 s keepalive: checks the benchmark runs."));
    parser.addOptions({racksOption, delayOption, slowOption, stallsOption, quickOption});
    parser.process(app);
    const bool quick = parser.isSet(quickOption);
    // Quick mode keeps the proportions of the default keepalive at a fifth of its length.
    const LinkKeepalive keepalive = quick ? LinkKeepalive {1000, 1000} : LinkKeepalive {};
    const int delayMs = quick ? 300 : parser.value(delayOption).toInt();
    const int slowSeconds = quick ? 3 : parser.value(slowOption).toInt();
    const int stalls = quick ? 1 : parser.value(stallsOption).toInt();

    sim::SimConfig config;
    config.rackCount = quick ? 200 : parser.value(racksOption).toInt();
    config.timeScale = 60; // the fleet keeps changing: the slow link carries a real stream
    config.heartbeatIntervalMs = 1000;
    config.seed = 11;
    sim::SimulatorServer server(config);
    QString error;
    if (!server.start(&error)) {
        std::fprintf(stderr, "rackops-bench-link: %s\n", qPrintable(error));
        return 1;
    }
    FaultProxy proxy(QStringLiteral("127.0.0.1"), quint16(server.address().section(QLatin1Char(':'), -1).toUInt()));
    if (!proxy.listen()) {
        std::fprintf(stderr, "rackops-bench-link: the proxy cannot listen\n");
        return 1;
    }

    FleetWatcher watcher(std::make_shared<BackendChannel>(proxy.address(), BackendChannel::Tls {}, keepalive));
    ConnectionState::Phase phase = ConnectionState::Phase::Connecting;
    int leftLive = 0;
    qint64 updates = 0;
    QObject::connect(&watcher, &FleetWatcher::connectionStateChanged, &app, [&](const ConnectionState &state) {
        if (phase == ConnectionState::Phase::Live && state.phase != ConnectionState::Phase::Live)
            ++leftLive;
        phase = state.phase;
    });
    QObject::connect(&watcher, &FleetWatcher::fleetUpdated, &app, [&] { ++updates; });
    watcher.start();
    const auto live = [&] { return phase == ConnectionState::Phase::Live; };
    if (!waitFor(live, 30000)) {
        std::fprintf(stderr, "rackops-bench-link: the watch never went live\n");
        return 1;
    }

    // A slow but live link: every byte late, both ways, while the fleet streams.
    proxy.setDelay(delayMs);
    leftLive = 0;
    const qint64 updatesBefore = updates;
    waitFor([] { return false; }, slowSeconds * 1000);
    const int falseAlarms = leftLive;
    const qint64 slowUpdates = updates - updatesBefore;
    proxy.setDelay(0);
    waitFor(live, 60000);

    // Dead links: the proxy holds every byte; only keepalive can tell.
    std::vector<double> noticedMs;
    for (int i = 0; i < stalls; ++i) {
        if (!waitFor(live, 60000)) {
            std::fprintf(stderr, "rackops-bench-link: the watch did not come back after a stall\n");
            return 1;
        }
        waitFor([] { return false; }, 1500); // a little traffic first, as in real life
        QElapsedTimer stalled;
        stalled.start();
        proxy.setStalled(true);
        const bool noticed = waitFor([&] { return !live(); }, 4 * keepalive.noticeWithinMs());
        noticedMs.push_back(noticed ? double(stalled.elapsed()) : -1.0);
        proxy.setStalled(false);
        proxy.cutAll(); // the held connection is gone for good, as after a real outage
    }
    watcher.stop();

    const double worst = *std::max_element(noticedMs.cbegin(), noticedMs.cend());
    const bool allNoticed = std::none_of(noticedMs.cbegin(), noticedMs.cend(), [](double v) { return v < 0; });
    const QJsonObject json {
        {QStringLiteral("racks"), config.rackCount},
        {QStringLiteral("keepalive_interval_ms"), keepalive.intervalMs},
        {QStringLiteral("keepalive_timeout_ms"), keepalive.timeoutMs},
        {QStringLiteral("slow_link_one_way_delay_ms"), delayMs},
        {QStringLiteral("slow_link_seconds"), slowSeconds},
        {QStringLiteral("slow_link_updates"), double(slowUpdates)},
        {QStringLiteral("slow_link_false_alarms"), falseAlarms},
        {QStringLiteral("dead_link_noticed_ms_median"), bench::median(noticedMs)},
        {QStringLiteral("dead_link_noticed_ms_max"), worst},
        {QStringLiteral("dead_links"), stalls},
    };
    std::printf("RackOps link benchmark, %d racks, keepalive %d ms + %d ms\n", config.rackCount, keepalive.intervalMs,
                keepalive.timeoutMs);
    std::printf("  %-44s %8d    (%lld fleet updates arrived, %d s at %d ms each way)\n",
                "slow link: times called not live", falseAlarms, static_cast<long long>(slowUpdates), slowSeconds,
                delayMs);
    std::printf("  %-44s %8.0f ms median, %.0f ms worst of %d (target <= 10000)\n", "dead link noticed after",
                bench::median(noticedMs), worst, stalls);
    std::printf("JSON %s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    return allNoticed && falseAlarms == 0 && slowUpdates > 0 ? 0 : 2;
}
