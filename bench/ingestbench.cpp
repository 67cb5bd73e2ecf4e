// Ingest ceiling: how fast racks flow from the fleet stream into the models
// through our client (conversion, merge, hand-over to the GUI thread,
// apply), against a bare gRPC C++ reader of the same stream in the same run.
// The simulator serves from a process of its own, as a backend does: sharing
// one would have the client and the server take turns at one heap and one
// address space (malloc arenas, page-fault locks), which no console does.
//
//   rackops-bench-ingest [--racks N] [--rounds R] [--quick] [--in-process] [--only bare|ours]
#include "backendchannel.h"
#include "benchstats.h"
#include "heaptuning.h"
#include "fleetwire.h"
#include "fleetmodel.h"
#include "fleetwatcher.h"
#include "server/simulatorserver.h"

#include "rackops/v1/fleet.grpc.pb.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTimer>

#include <grpcpp/grpcpp.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <thread>
#include <vector>
#include <sys/resource.h>

using namespace rackops;
using rackops::bench::median;
using rackops::bench::percentile;

namespace {

sim::SimConfig stillFleet(int racks)
{
    sim::SimConfig config;
    config.rackCount = racks;
    config.tickIntervalMs = 0; // a still fleet: every round reads the same snapshot
    return config;
}

// The child's side: serves the still fleet and prints its address; on "restart" from the
// parent, serves a new fleet (a new epoch) at the same address, as a redeployed backend does,
// and prints the address again; stops when the parent closes its stdin (or dies: the pipe
// closes with it).
int serveForParent(QCoreApplication &app, int racks)
{
    std::optional<sim::SimulatorServer> server;
    server.emplace(stillFleet(racks));
    QString error;
    if (!server->start(&error)) {
        std::fprintf(stderr, "rackops-bench-ingest: %s\n", qPrintable(error));
        return 1;
    }
    const QString address = server->address();
    std::cout << address.toStdString() << std::endl;
    const auto restart = [&] {
        server.reset(); // stops serving: watchers see their stream end
        sim::SimConfig config = stillFleet(racks);
        config.listenAddress = address;
        server.emplace(config);
        QString failed;
        if (!server->start(&failed)) {
            std::fprintf(stderr, "rackops-bench-ingest: %s\n", qPrintable(failed));
            QCoreApplication::exit(1);
            return;
        }
        std::cout << address.toStdString() << std::endl;
    };
    std::thread waitForParent([&app, &restart] {
        std::string line;
        while (std::getline(std::cin, line)) {
            if (line == "restart")
                QMetaObject::invokeMethod(&app, restart, Qt::BlockingQueuedConnection);
        }
        QMetaObject::invokeMethod(&app, &QCoreApplication::quit, Qt::QueuedConnection);
    });
    const int code = app.exec();
    waitForParent.join();
    server.reset();
    return code;
}

double processCpuMs()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    const auto ms = [](const timeval &t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
}

} // namespace

int main(int argc, char *argv[])
{
    // The heap the console runs with (HeapTuning), so the figures are the console's.
    rackops::HeapTuning::growInLargeSteps();
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption racksOption(QStringLiteral("racks"), QStringLiteral("Racks (10000)."), QStringLiteral("N"),
                                         QStringLiteral("10000"));
    const QCommandLineOption roundsOption(QStringLiteral("rounds"), QStringLiteral("Snapshots per way (7)."),
                                          QStringLiteral("R"), QStringLiteral("7"));
    const QCommandLineOption quickOption(QStringLiteral("quick"), QStringLiteral("Small and fast: checks it runs."));
    const QCommandLineOption inProcessOption(
        QStringLiteral("in-process"), QStringLiteral("Serve from this process, sharing its heap (for comparison)."));
    const QCommandLineOption serveOption(QStringLiteral("serve"), QStringLiteral("Internal: the serving child."));
    const QCommandLineOption onlyOption(QStringLiteral("only"),
                                        QStringLiteral("Read one way only, bare or ours, for a profiler."),
                                        QStringLiteral("WAY"));
    parser.addOptions({racksOption, roundsOption, quickOption, inProcessOption, serveOption, onlyOption});
    parser.process(app);
    const bool quick = parser.isSet(quickOption);
    const int racks = quick ? 500 : parser.value(racksOption).toInt();
    const int rounds = quick ? 2 : parser.value(roundsOption).toInt();
    if (parser.isSet(serveOption))
        return serveForParent(app, racks);

    const bool inProcess = parser.isSet(inProcessOption);
    std::optional<sim::SimulatorServer> server;
    QProcess child;
    QString address;
    if (inProcess) {
        server.emplace(stillFleet(racks));
        QString error;
        if (!server->start(&error)) {
            std::fprintf(stderr, "rackops-bench-ingest: %s\n", qPrintable(error));
            return 1;
        }
        address = server->address();
    } else {
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--serve"), QStringLiteral("--racks"), QString::number(racks)});
        const QDeadlineTimer startBy(60000); // 100k racks take seconds to generate
        while (child.state() != QProcess::NotRunning && !child.canReadLine() && !startBy.hasExpired())
            child.waitForReadyRead(int(startBy.remainingTime()));
        address = QString::fromUtf8(child.readLine()).trimmed();
        if (address.isEmpty()) {
            std::fprintf(stderr, "rackops-bench-ingest: the serving child did not start\n");
            return 1;
        }
    }
    auto channel = std::make_shared<BackendChannel>(address);
    auto stub = v1::FleetService::NewStub(channel->grpcChannel());

    // Both ways take turns, and the ratio is the median of each turn's own ratio: the
    // machine's speed drifts (a shared VM), and a pair then shares the drift.
    std::vector<double> bare;
    std::vector<double> ours;
    std::vector<double> ratios;
    // What each way costs this process's CPU (all its threads) per snapshot: steadier than
    // the wall time on a shared machine, and the wall time is the server's and ours together.
    std::vector<double> bareCpuMs;
    std::vector<double> oursCpuMs;
    std::vector<double> cpuRatios; // each turn's own, as the ratio above: a pair shares the machine's drift
    struct Read {
        double racksPerSecond = 0;
        double cpuMs = 0; // this process's, all its threads
    };
    const auto readBare = [&] {
        // Bare reader: the stream as gRPC delivers it, parsed into protobuf and dropped.
        QElapsedTimer t;
        t.start();
        const double cpuStart = processCpuMs();
        grpc::ClientContext context;
        auto reader = stub->WatchFleet(&context, {});
        v1::WatchFleetResponse message;
        qint64 seen = 0;
        while (reader->Read(&message)) {
            seen += message.upserts_size();
            if (message.initial_sync_complete())
                break;
        }
        const double seconds = t.nsecsElapsed() / 1e9;
        const double cpuMs = processCpuMs() - cpuStart;
        context.TryCancel();
        reader->Finish();
        return Read {double(seen) / seconds, cpuMs};
    };
    const auto readBareCold = [&] {
        const Read read = readBare();
        bare.push_back(read.racksPerSecond);
        bareCpuMs.push_back(read.cpuMs);
    };
    const auto readOurs = [&] {
        // Ours: the same stream through FleetWatcher into FleetModel, until applied.
        FleetModel model;
        FleetWatcher watcher(channel);
        QObject::connect(&watcher, &FleetWatcher::fleetUpdated, &model, &FleetModel::applyUpdate);
        // A real event loop that sleeps until the batch arrives, as the console's does:
        // processEvents() with a time limit polls, and a polling GUI thread would take a
        // core from the reader and the server on a 2-core machine.
        QEventLoop loop;
        QObject::connect(&model, &FleetModel::snapshotApplied, &loop, &QEventLoop::quit);
        QTimer::singleShot(60000, &loop, &QEventLoop::quit);
        QElapsedTimer t;
        t.start();
        const double cpuStart = processCpuMs();
        watcher.start();
        loop.exec();
        const double seconds = t.nsecsElapsed() / 1e9;
        oursCpuMs.push_back(processCpuMs() - cpuStart);
        watcher.stop();
        ours.push_back(double(model.rowCount()) / seconds);
    };
    // For a profiler: one way only, nothing else (no stages, no figures).
    if (const QString only = parser.value(onlyOption); !only.isEmpty()) {
        for (int r = 0; r < rounds; ++r)
            only == QLatin1String("bare") ? readBareCold() : readOurs();
        std::printf("read %d snapshots the %s way\n", rounds, qPrintable(only));
        if (server)
            server->stop();
        child.closeWriteChannel();
        child.waitForFinished(30000);
        return 0;
    }
    for (int r = 0; r < rounds; ++r) {
        if (r % 2 == 0) {
            readBareCold();
            readOurs();
        } else {
            readOurs();
            readBareCold();
        }
        ratios.push_back(ours.back() / bare.back());
        cpuRatios.push_back(oursCpuMs.back() / bareCpuMs.back());
    }
    // Warm: one watcher for the whole run, as a console keeps one; each turn the backend is
    // redeployed (a new epoch), so the watcher takes a whole new snapshot on the stream thread
    // that said the fleet's texts before. The turns above start a new watcher each: a
    // console's first snapshot after it connects.
    std::vector<double> warmOursCpuMs;
    std::vector<double> warmBareCpuMs;
    std::vector<double> warmCpuRatios;
    if (!inProcess) {
        FleetModel model;
        FleetWatcher watcher(channel);
        // While the backend is down its call waits for it (as the console's does for a starting
        // demo backend), instead of failing and retrying: the tries are not the snapshot's cost.
        channel->setWaitForReady(true);
        QObject::connect(&watcher, &FleetWatcher::fleetUpdated, &model, &FleetModel::applyUpdate);
        QEventLoop loop;
        QObject::connect(&watcher, &FleetWatcher::fleetUpdated, &loop, [&loop](const FleetUpdate &update) {
            if (update.reset) // applied by now: the model's connection came first
                loop.quit();
        });
        QTimer giveUp;
        giveUp.setSingleShot(true);
        QObject::connect(&giveUp, &QTimer::timeout, &loop, [&loop] { loop.exit(1); });
        const auto awaitSnapshot = [&] {
            giveUp.start(60000);
            const bool arrived = loop.exec() == 0 && model.rowCount() == racks;
            giveUp.stop();
            if (!arrived) {
                std::fprintf(stderr, "rackops-bench-ingest: no whole snapshot after the backend restarted\n");
                std::exit(1);
            }
        };
        watcher.start();
        awaitSnapshot(); // the first, on a new thread: counted above, not here
        const auto readBareWarm = [&] { warmBareCpuMs.push_back(readBare().cpuMs); };
        for (int r = 0; r < rounds; ++r) {
            if (r % 2 == 0) // the order alternates, as above
                readBareWarm();
            child.write("restart\n");
            const QDeadlineTimer upBy(60000);
            while (!child.canReadLine() && !upBy.hasExpired())
                child.waitForReadyRead(int(upBy.remainingTime()));
            if (child.readLine().trimmed() != address.toUtf8()) {
                std::fprintf(stderr, "rackops-bench-ingest: the serving child did not restart\n");
                return 1;
            }
            // From the new backend's start: the watcher's wait while it was down is not the snapshot's.
            const double cpuStart = processCpuMs();
            awaitSnapshot();
            warmOursCpuMs.push_back(processCpuMs() - cpuStart);
            if (r % 2 == 1)
                readBareWarm();
            warmCpuRatios.push_back(warmOursCpuMs.back() / warmBareCpuMs.back());
        }
        watcher.stop();
    }
    if (std::getenv("RACKOPS_BENCH_VERBOSE")) {
        for (std::size_t i = 0; i < bare.size(); ++i)
            std::printf("  round %zu: bare %.1f ms, ours %.1f ms\n", i, racks / bare[i] * 1e3, racks / ours[i] * 1e3);
        for (std::size_t i = 0; i < warmOursCpuMs.size(); ++i)
            std::printf("  warm round %zu: client CPU bare %.1f ms, ours %.1f ms\n", i, warmBareCpuMs[i],
                        warmOursCpuMs[i]);
    }
    // Where our time goes, each stage alone on one snapshot read once more: reading and
    // merging the messages (the reader thread's share: FleetWire from the wire bytes) and
    // applying the batch (the GUI's); beside them, protobuf's parse of the same bytes into one
    // reused message, which is all the bare reader does with them.
    std::vector<std::string> messages;
    {
        grpc::ClientContext context;
        auto reader = stub->WatchFleet(&context, {});
        v1::WatchFleetResponse message;
        while (reader->Read(&message)) {
            messages.push_back(message.SerializeAsString());
            if (message.initial_sync_complete())
                break;
        }
        context.TryCancel();
        reader->Finish();
    }
    std::vector<double> convertMs;
    std::vector<double> parseMs;
    std::vector<double> applyMs;
    // Reads and merges the snapshot's messages as the stream's thread does.
    const auto readSnapshot = [&messages](std::optional<FleetUpdate> *snapshot) {
        for (const std::string &bytes : messages) {
            FleetStreamMessage read;
            std::string error;
            if (!FleetWire::readMessage(bytes, &read, &error)) {
                std::fprintf(stderr, "rackops-bench-ingest: %s\n", error.c_str());
                std::exit(1);
            }
            if (*snapshot)
                (*snapshot)->mergeFrom(std::move(read.update));
            else
                *snapshot = std::move(read.update);
        }
    };
    std::vector<double> coldMs; // on a thread of its own, as a new connection's: its texts not yet said
    for (int r = 0; r < rounds; ++r) {
        std::thread fresh([&] {
            QElapsedTimer t;
            t.start();
            std::optional<FleetUpdate> snapshot;
            readSnapshot(&snapshot);
            coldMs.push_back(t.nsecsElapsed() / 1e6);
        });
        fresh.join();
        QElapsedTimer t;
        t.start();
        std::optional<FleetUpdate> snapshot;
        readSnapshot(&snapshot);
        convertMs.push_back(t.nsecsElapsed() / 1e6);
        if (std::getenv("RACKOPS_BENCH_VERBOSE"))
            std::printf("  stage round %d: read and merge %.1f ms\n", r, convertMs.back());
        t.restart();
        v1::WatchFleetResponse parsed;
        for (const std::string &bytes : messages)
            parsed.ParseFromString(bytes);
        parseMs.push_back(t.nsecsElapsed() / 1e6);
        FleetModel model;
        t.restart();
        model.applyUpdate(*snapshot);
        applyMs.push_back(t.nsecsElapsed() / 1e6);
    }
    const double b = median(bare);
    const double o = median(ours);
    const double ratio = median(ratios);
    std::printf("RackOps ingest ceiling, %d racks per snapshot, %d rounds, simulator %s%s\n", racks, rounds,
                inProcess ? "in this process" : "in a process of its own",
                quick ? " (quick mode: figures not meaningful)" : "");
    std::printf("  %-44s %12.0f racks/s\n", "bare gRPC C++ reader (parse only)", b);
    std::printf("  %-44s %12.0f racks/s\n", "client -> value types -> FleetModel", o);
    std::printf("  %-44s %12.2f      (target >= 0.8)\n", "ratio (median of each turn's own)", ratio);
    if (!inProcess) { // in process, the server's threads would count as ours
        std::printf("  %-44s %12.2f      (target <= 1.1)\n", "client CPU, ours / bare (median of each turn's)",
                    median(cpuRatios));
        std::printf("  %-44s %12.1f ms   (bare %.1f ms)\n", "client CPU per snapshot, all threads", median(oursCpuMs),
                    median(bareCpuMs));
        std::printf("  %-44s %12.2f      (target <= 1.1)\n", "  warm: one watcher, the backend restarted",
                    median(warmCpuRatios));
        std::printf("  %-44s %12.1f ms   (bare %.1f ms)\n", "  warm: client CPU per snapshot", median(warmOursCpuMs),
                    median(warmBareCpuMs));
    }
    std::printf("  %-44s %12.1f ms   (%zu messages)\n", "stage: read and merge one snapshot", median(convertMs),
                messages.size());
    std::printf("  %-44s %12.1f ms\n", "  the same on a new thread (texts not yet said)", median(coldMs));
    std::printf("  %-44s %12.1f ms\n", "  the same parsed by protobuf (bare's parse)", median(parseMs));
    std::printf("  %-44s %12.1f ms\n", "stage: apply it to FleetModel", median(applyMs));
    QJsonObject json {{"racks", racks},
                      {"bare_racks_per_s", b},
                      {"ours_racks_per_s", o},
                      {"ratio", ratio},
                      {"simulator_in_process", inProcess},
                      {"read_and_merge_ms", median(convertMs)},
                      {"read_and_merge_new_thread_ms", median(coldMs)},
                      {"protobuf_parse_ms", median(parseMs)},
                      {"apply_ms", median(applyMs)}};
    if (!inProcess) {
        json.insert(QStringLiteral("bare_cpu_ms"), median(bareCpuMs));
        json.insert(QStringLiteral("ours_cpu_ms"), median(oursCpuMs));
        json.insert(QStringLiteral("cpu_ratio"), median(cpuRatios));
        json.insert(QStringLiteral("warm_ours_cpu_ms"), median(warmOursCpuMs));
        json.insert(QStringLiteral("warm_bare_cpu_ms"), median(warmBareCpuMs));
        json.insert(QStringLiteral("warm_cpu_ratio"), median(warmCpuRatios));
    }
    std::printf("JSON %s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    if (server)
        server->stop();
    child.closeWriteChannel();
    child.waitForFinished(30000);
    return 0;
}
