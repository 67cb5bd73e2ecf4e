// Ingest ceiling: how fast racks flow from the fleet stream into the models
// through our client (conversion, merge, hand-over to the GUI thread,
// apply), against a bare gRPC C++ reader of the same stream in the same run.
//
//   rackops-bench-ingest [--racks N] [--rounds R] [--quick]
#include "backendchannel.h"
#include "benchstats.h"
#include "heaptuning.h"
#include "fleetconvert.h"
#include "fleetmodel.h"
#include "fleetwatcher.h"
#include "simulatorserver.h"

#include "rackops/v1/fleet.grpc.pb.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

#include <grpcpp/grpcpp.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <vector>

using namespace rackops;
using rackops::bench::median;
using rackops::bench::percentile;

int main(int argc, char *argv[])
{
    // The heap the console runs with (HeapTuning), so the figures are the console's.
    rackops::HeapTuning::restartTuned(argv);
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption racksOption(QStringLiteral("racks"), QStringLiteral("Racks (10000)."), QStringLiteral("N"),
                                         QStringLiteral("10000"));
    const QCommandLineOption roundsOption(QStringLiteral("rounds"), QStringLiteral("Snapshots per way (7)."),
                                          QStringLiteral("R"), QStringLiteral("7"));
    const QCommandLineOption quickOption(QStringLiteral("quick"), QStringLiteral("Small and fast: checks it runs."));
    parser.addOptions({racksOption, roundsOption, quickOption});
    parser.process(app);
    const bool quick = parser.isSet(quickOption);
    const int racks = quick ? 500 : parser.value(racksOption).toInt();
    const int rounds = quick ? 2 : parser.value(roundsOption).toInt();

    sim::SimConfig config;
    config.rackCount = racks;
    config.tickIntervalMs = 0;  // a still fleet: every round reads the same snapshot
    sim::SimulatorServer server(config);
    QString error;
    if (!server.start(&error)) {
        std::fprintf(stderr, "rackops-bench-ingest: %s\n", qPrintable(error));
        return 1;
    }
    auto channel = std::make_shared<BackendChannel>(server.address());
    auto stub = v1::FleetService::NewStub(channel->grpcChannel());

    // Both ways take turns, and the ratio is the median of each turn's own ratio: the
    // machine's speed drifts (a shared VM), and a pair then shares the drift.
    std::vector<double> bare;
    std::vector<double> ours;
    std::vector<double> ratios;
    const auto readBare = [&] {
        // Bare reader: the stream as gRPC delivers it, parsed into protobuf and dropped.
        QElapsedTimer t;
        t.start();
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
        context.TryCancel();
        reader->Finish();
        bare.push_back(double(seen) / seconds);
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
    watcher.start();
        loop.exec();
        const double seconds = t.nsecsElapsed() / 1e9;
        watcher.stop();
        ours.push_back(double(model.rowCount()) / seconds);
    };
    for (int r = 0; r < rounds; ++r) {
        if (r % 2 == 0) {
            readBare();
            readOurs();
        } else {
            readOurs();
            readBare();
        }
        ratios.push_back(ours.back() / bare.back());
    }
    if (std::getenv("RACKOPS_BENCH_VERBOSE")) {
        for (std::size_t i = 0; i < bare.size(); ++i)
            std::printf("  round %zu: bare %.1f ms, ours %.1f ms\n", i, racks / bare[i] * 1e3, racks / ours[i] * 1e3);
    }
    // Where our time goes, each stage alone on one snapshot read once more: converting and
    // merging the messages (the reader thread's share) and applying the batch (the GUI's).
    std::vector<v1::WatchFleetResponse> messages;
    {
        grpc::ClientContext context;
        auto reader = stub->WatchFleet(&context, {});
        v1::WatchFleetResponse message;
        while (reader->Read(&message)) {
            messages.push_back(message);
            if (message.initial_sync_complete())
                break;
        }
        context.TryCancel();
        reader->Finish();
    }
    std::vector<double> convertMs;
    std::vector<double> applyMs;
    for (int r = 0; r < rounds; ++r) {
        QElapsedTimer t;
        t.start();
        std::optional<FleetUpdate> snapshot;
        for (const auto &message : messages) {
            FleetUpdate update = FleetConvert::fleetUpdate(message);
            if (snapshot)
                snapshot->mergeFrom(std::move(update));
            else
                snapshot = std::move(update);
        }
        convertMs.push_back(t.nsecsElapsed() / 1e6);
        FleetModel model;
        t.restart();
        model.applyUpdate(*snapshot);
        applyMs.push_back(t.nsecsElapsed() / 1e6);
    }
    const double b = median(bare);
    const double o = median(ours);
    const double ratio = median(ratios);
    std::printf("RackOps ingest ceiling, %d racks per snapshot, %d rounds%s\n", racks, rounds,
                quick ? " (quick mode: figures not meaningful)" : "");
    std::printf("  %-44s %12.0f racks/s\n", "bare gRPC C++ reader (parse only)", b);
    std::printf("  %-44s %12.0f racks/s\n", "client -> value types -> FleetModel", o);
    std::printf("  %-44s %12.2f      (target >= 0.8)\n", "ratio (median of each turn's own)", ratio);
    std::printf("  %-44s %12.1f ms   (%zu messages)\n", "stage: convert and merge one snapshot", median(convertMs),
                messages.size());
    std::printf("  %-44s %12.1f ms\n", "stage: apply it to FleetModel", median(applyMs));
    const QJsonObject json{{"racks", racks}, {"bare_racks_per_s", b}, {"ours_racks_per_s", o}, {"ratio", ratio}};
    std::printf("JSON %s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    server.stop();
    return 0;
}
