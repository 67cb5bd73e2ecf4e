// Validation at fleet scale: what it costs to rebuild a run from its record
// (GetRun does it on every call), the whole GetRun round trip into the
// console's models, and parsing a real nccl-tests artifact.
//   rackops-bench-validation [--racks N] [--rounds R] [--quick]
#include "artifacts/artifactparser.h"
#include "backendchannel.h"
#include "benchstats.h"
#include "fleet/fleetgenerator.h"
#include "fleet/fleetsimulation.h"
#include "gpugridmodel.h"
#include "server/simulatorserver.h"
#include "validationclient.h"
#include "validationcriteriamodel.h"
#include "validation/validationrunbuilder.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>

#include <cstdio>

using namespace rackops;
using rackops::bench::median;
using rackops::bench::percentile;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    QCommandLineOption racksOption(QStringLiteral("racks"), QStringLiteral("Racks in the fleet."), QStringLiteral("N"),
                                   QStringLiteral("10000"));
    QCommandLineOption roundsOption(QStringLiteral("rounds"), QStringLiteral("GetRun calls."), QStringLiteral("R"),
                                    QStringLiteral("200"));
    QCommandLineOption quickOption(QStringLiteral("quick"), QStringLiteral("A short run for CTest."));
    QCommandLineOption ncclOption(QStringLiteral("nccl"), QStringLiteral("An all_reduce_perf output to parse."),
                                  QStringLiteral("FILE"));
    parser.addOptions({racksOption, roundsOption, quickOption, ncclOption});
    parser.process(app);
    const bool quick = parser.isSet(quickOption);
    const int racks = quick ? 300 : parser.value(racksOption).toInt();
    const int rounds = quick ? 10 : parser.value(roundsOption).toInt();

    // 1. Generating the warm fleet now also records every rack's validation runs.
    QElapsedTimer t;
    t.start();
    auto fleet = sim::FleetGenerator::generate(racks, 7, QDateTime::currentMSecsSinceEpoch());
    const double generateMs = t.nsecsElapsed() / 1e6;
    std::vector<const sim::SimRack *> withRuns;
    for (const auto &rack : fleet) {
        if (rack.validation_runs_size() > 0
            && rack.validation_runs().rbegin()->state() == v1::VALIDATION_RUN_STATE_COMPLETED)
            withRuns.push_back(&rack);
    }

    // 2. Rebuilding one full run from its record (what GetRun costs the server).
    std::vector<double> build;
    for (int i = 0; i < rounds && !withRuns.empty(); ++i) {
        const sim::SimRack &rack = *withRuns[size_t(i) % withRuns.size()];
        QElapsedTimer b;
        b.start();
        const auto run = sim::ValidationRunBuilder::build(rack.detail().summary().rack_id(),
                                                          *rack.validation_runs().rbegin(), {}, {}, true);
        build.push_back(b.nsecsElapsed() / 1e6);
        if (run.suites_size() != 4)
            return 1;
    }

    // 3. GetRun over loopback gRPC, converted and shown in the criteria table and the grid.
    sim::SimConfig config;
    config.rackCount = racks;
    config.tickIntervalMs = 0;
    sim::SimulatorServer server(config);
    QString error;
    if (!server.start(&error)) {
        std::fprintf(stderr, "rackops-bench-validation: %s\n", qPrintable(error));
        return 1;
    }
    std::vector<std::string> runIds;
    for (const auto &rack : server.fleet().snapshot().upserts) {
        if (!rack.validation_run_id().empty())
            runIds.push_back(rack.validation_run_id());
    }
    ValidationClient client(std::make_shared<BackendChannel>(server.address()));
    ValidationCriteriaModel criteria;
    GpuGridModel grid;
    std::vector<double> roundTrip;
    std::vector<double> apply;
    for (int i = 0; i < rounds && !runIds.empty(); ++i) {
        bool done = false;
        QElapsedTimer r;
        r.start();
        auto connection = QObject::connect(&client, &ValidationClient::runReceived, [&](const ValidationRunInfo &run) {
            QElapsedTimer a;
            a.start();
            criteria.setRun(run, nullptr);
            for (const auto &suite : run.suites) {
                if (!suite.tests.isEmpty())
                    grid.setTest(suite.tests.first().name, suite.tests.first().entities);
            }
            apply.push_back(a.nsecsElapsed() / 1e6);
            done = true;
        });
        client.fetchRun(QString::fromStdString(runIds[size_t(i) % runIds.size()]));
        while (!done && r.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        roundTrip.push_back(r.nsecsElapsed() / 1e6);
        QObject::disconnect(connection);
    }

    // 4. Parsing an nccl-tests output (the 72-GPU sample unless given one).
    double parseMs = 0.0;
    QFile nccl(parser.isSet(ncclOption) ? parser.value(ncclOption) : QStringLiteral(RACKOPS_NCCL_SAMPLE));
    if (nccl.open(QIODevice::ReadOnly)) {
        const std::string bytes = nccl.readAll().toStdString();
        std::vector<double> parse;
        for (int i = 0; i < rounds; ++i) {
            QElapsedTimer p;
            p.start();
            const auto parsed = ArtifactParser::parse(bytes);
            parse.push_back(p.nsecsElapsed() / 1e6);
            if (!parsed.ok())
                return 1;
        }
        parseMs = median(parse);
    }

    std::printf("RackOps validation, %d racks, %d rounds%s\n", racks, rounds,
                quick ? " (quick mode: figures not meaningful)" : "");
    std::printf("  %-52s %10.0f ms\n", "generate the warm fleet, runs included", generateMs);
    std::printf("  %-52s %10zu\n", "racks whose latest run is finished", withRuns.size());
    std::printf("  %-52s %10.2f ms (p95 %.2f)\n", "rebuild one full run from its record", median(build),
                percentile(build, 0.95));
    std::printf("  %-52s %10.2f ms (p95 %.2f)\n", "GetRun round trip into the console", median(roundTrip),
                percentile(roundTrip, 0.95));
    std::printf("  %-52s %10.2f ms (p95 %.2f)\n", "  of which criteria table + GPU grid", median(apply),
                percentile(apply, 0.95));
    std::printf("  %-52s %10.2f ms\n", "parse all_reduce_perf output (72 GPUs)", parseMs);
    return 0;
}
