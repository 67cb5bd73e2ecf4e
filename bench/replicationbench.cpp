// Replication: what the simulator pays to build 26 h of history at start,
// how long a downsampled 24 h history query takes over real gRPC, how long
// the stream takes from connect to a snapshot in the model, and what a
// snapshot and a batch of changes cost the GUI thread for many pairs
// (model + worst-first proxy + region matrix).
//
//   rackops-bench-replication [--rounds R] [--pairs N] [--quick]
#include "backendchannel.h"
#include "benchstats.h"
#include "fleet/fleetsimulation.h"
#include "regionlagmatrixmodel.h"
#include "replicationclient.h"
#include "replicationmodel.h"
#include "replication/replicationtraffic.h"
#include "replicationwatcher.h"
#include "server/simulatorserver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSortFilterProxyModel>

#include <cstdio>
#include <vector>

using namespace rackops;
using rackops::bench::median;

namespace {
double ms(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

ReplicationUpdate syntheticPairs(int pairs, qint64 lagOffsetMs, bool reset)
{
    static const QStringList regions = {QStringLiteral("us-west"), QStringLiteral("us-east"),
                                        QStringLiteral("eu-central"), QStringLiteral("eu-north"),
                                        QStringLiteral("ap-northeast")};
    ReplicationUpdate u;
    u.reset = reset;
    u.serverTimeMs = 1'780'000'000'000 + lagOffsetMs;
    for (int i = 0; i < pairs; ++i) {
        ReplicationPair p;
        p.bucket = QStringLiteral("bucket-%1").arg(i / 4);
        p.source = regions.at(i % 5);
        p.target = regions.at((i / 5 + i % 5 + 1) % 5);
        p.lagMs = (i * 7919 + lagOffsetMs) % (20 * 60'000);
        p.sloMs = 15 * 60'000;
        p.sloState = p.lagMs > p.sloMs   ? SloState::Breached
            : p.lagMs > p.sloMs * 8 / 10 ? SloState::AtRisk
                                         : SloState::Within;
        p.bytesPending = p.lagMs * 1'000'000;
        p.throughputBytesPerSecond = 1e9 + i;
        u.pairs.append(p);
    }
    return u;
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption roundsOption(QStringLiteral("rounds"), QStringLiteral("Repetitions (9)."),
                                          QStringLiteral("R"), QStringLiteral("9"));
    const QCommandLineOption pairsOption(QStringLiteral("pairs"), QStringLiteral("Pairs in the model test (1000)."),
                                         QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption quickOption(QStringLiteral("quick"), QStringLiteral("Small and fast: checks it runs."));
    parser.addOptions({roundsOption, pairsOption, quickOption});
    parser.process(app);
    const bool quick = parser.isSet(quickOption);
    const int rounds = quick ? 2 : parser.value(roundsOption).toInt();
    const int pairs = quick ? 50 : parser.value(pairsOption).toInt();

    std::vector<double> build;
    for (int r = 0; r < rounds; ++r) {
        QElapsedTimer t;
        t.start();
        sim::ReplicationTraffic traffic(7, 1'780'000'000'000 + r * 3'600'000);
        traffic.status(0, 1'780'000'000'000 + r * 3'600'000);
        build.push_back(ms(t));
    }

    sim::SimConfig config;
    config.rackCount = 10;
    config.tickIntervalMs = 0;
    sim::SimulatorServer server(config);
    QString error;
    if (!server.start(&error)) {
        std::fprintf(stderr, "rackops-bench-replication: %s\n", qPrintable(error));
        return 1;
    }
    auto channel = std::make_shared<BackendChannel>(server.address());
    const qint64 now = server.fleet().nowMs();

    std::vector<double> history;
    std::vector<double> connect;
    ReplicationClient client(channel);
    int buckets = 0;
    QObject::connect(&client, &ReplicationClient::historyReceived, &app,
                     [&buckets](const ReplicationHistory &h) { buckets = int(h.bucketCount()); });
    for (int r = 0; r < rounds; ++r) {
        {
            // 24 h of one pair, as the chart asks for it (about one bucket per two pixels).
            buckets = 0;
            QElapsedTimer t;
            t.start();
            client.requestHistory(QStringLiteral("ckpt-llm-pretrain"), QStringLiteral("us-west"),
                                  QStringLiteral("eu-central"), now - 24 * 3'600'000, 0, 1000);
            while (buckets == 0 && t.elapsed() < 30000)
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
            history.push_back(ms(t));
        }
        {
            ReplicationModel model;
            ReplicationWatcher watcher(channel, 5000);
            QObject::connect(&watcher, &ReplicationWatcher::replicationUpdated, &model, &ReplicationModel::applyUpdate);
            QElapsedTimer t;
            t.start();
            watcher.start();
            while (!model.hasSnapshot() && t.elapsed() < 30000)
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
            connect.push_back(ms(t));
            watcher.stop();
        }
    }
    server.stop();

    std::vector<double> snapshot;
    std::vector<double> delta;
    for (int r = 0; r < rounds; ++r) {
        ReplicationModel model;
        QSortFilterProxyModel sorted;
        sorted.setSourceModel(&model);
        sorted.setSortRole(ReplicationModel::SortRole);
        sorted.setDynamicSortFilter(true);
        sorted.sort(ReplicationModel::LagColumn, Qt::DescendingOrder);
        RegionLagMatrixModel matrix(&model);
        const ReplicationUpdate first = syntheticPairs(pairs, 0, true);
        ReplicationUpdate changes = syntheticPairs(pairs, 5'000, false);
        QElapsedTimer t;
        t.start();
        model.applyUpdate(first);
        snapshot.push_back(ms(t));
        t.start();
        model.applyUpdate(changes); // every pair's lag moved: the worst case of one 5 s batch
        delta.push_back(ms(t));
    }

    std::printf("RackOps replication, %d rounds%s\n", rounds, quick ? " (quick mode: figures not meaningful)" : "");
    std::printf("  %-52s %9.1f ms\n", "simulator: 26 h of history for 8 pairs at start", median(build));
    std::printf("  %-52s %9.1f ms  (%d buckets)\n", "24 h history query, over gRPC into a value type", median(history),
                buckets);
    std::printf("  %-52s %9.1f ms\n", "connect -> ListRegions -> first snapshot in the model", median(connect));
    std::printf("  %-52s %9.2f ms\n",
                qPrintable(QStringLiteral("snapshot of %1 pairs: model + sorted + matrix").arg(pairs)),
                median(snapshot));
    std::printf("  %-52s %9.2f ms\n", qPrintable(QStringLiteral("batch changing all %1 pairs").arg(pairs)),
                median(delta));
    const QJsonObject json {{"build_ms", median(build)},       {"history_ms", median(history)},
                            {"connect_ms", median(connect)},   {"pairs", pairs},
                            {"snapshot_ms", median(snapshot)}, {"delta_ms", median(delta)}};
    std::printf("JSON %s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    return 0;
}
