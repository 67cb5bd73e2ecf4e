// NcclPerfParser on the output of every nccl-tests collective and its variations.
#include "artifactdata.h"
#include "artifacts/ncclperfparser.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace rackops;

class TestNcclPerfParser : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fixture72Gpus()
    {
        const auto result = NcclPerfParser::parse(artifactData(QStringLiteral("nccl/all_reduce_perf-72gpu.txt")));
        QVERIFY(result.ok());
        QVERIFY(result.warnings.empty());
        QCOMPARE(result.detectedFormat, std::string("nccl-tests all_reduce_perf"));
        QCOMPARE(result.format, v1::ARTIFACT_FORMAT_NCCL_ALL_REDUCE_PERF);
        const v1::SuiteResult &suite = *result.suite;
        QCOMPARE(suite.kind(), v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE);
        QCOMPARE(suite.verdict(), v1::VALIDATION_VERDICT_PASS);
        QVERIFY(suite.tests().empty());
        const v1::NcclResult &nccl = suite.nccl();
        QCOMPARE(nccl.ranks(), 72);
        QCOMPARE(nccl.sizes_size(), 32);
        QCOMPARE(nccl.avg_busbw_gb_per_s(), 627.09);
        QVERIFY(!nccl.has_baseline_avg_busbw_gb_per_s() && !nccl.has_threshold_avg_busbw_gb_per_s()
                && !nccl.has_fleet_median_avg_busbw_gb_per_s());
        const auto &first = nccl.sizes(0);
        QCOMPARE(first.size_bytes(), 8);
        QCOMPARE(first.count(), 2);
        QCOMPARE(first.data_type(), std::string("float"));
        QCOMPARE(first.reduction_op(), std::string("sum"));
        const auto &last = nccl.sizes(31);
        QCOMPARE(last.size_bytes(), 17179869184LL);
        QCOMPARE(last.out_of_place().time_us(), 19368.20);
        QCOMPARE(last.out_of_place().busbw_gb_per_s(), 1749.39);
        QCOMPARE(last.in_place().algbw_gb_per_s(), 891.47);
        QCOMPARE(last.in_place().busbw_gb_per_s(), 1758.18);
        QVERIFY(!last.has_baseline_busbw_gb_per_s());
        for (const auto &size : nccl.sizes())
            QCOMPARE(size.verdict(), v1::VALIDATION_VERDICT_PASS);
    }

    void wrongValuesFailTheRow()
    {
        const auto result = NcclPerfParser::parse(artifactData(QStringLiteral("nccl/wrong-72gpu.txt")));
        QVERIFY(result.ok());
        QCOMPARE(result.suite->verdict(), v1::VALIDATION_VERDICT_FAIL);
        int failing = 0;
        for (const auto &size : result.suite->nccl().sizes()) {
            if (size.verdict() == v1::VALIDATION_VERDICT_FAIL) {
                ++failing;
                QCOMPARE(size.size_bytes(), 1048576);
                QCOMPARE(size.in_place().wrong(), 3);
            }
        }
        QCOMPARE(failing, 1);
    }

    void outOfBoundsFailsTheSuite()
    {
        const auto result = NcclPerfParser::parse(artifactData(QStringLiteral("nccl/oob-failed-72gpu.txt")));
        QVERIFY(result.ok());
        QCOMPARE(result.suite->verdict(), v1::VALIDATION_VERDICT_FAIL);
        for (const auto &size : result.suite->nccl().sizes())
            QCOMPARE(size.verdict(), v1::VALIDATION_VERDICT_PASS);
    }

    void truncatedRowNamesTheLine()
    {
        const auto result = NcclPerfParser::parse(artifactData(QStringLiteral("nccl/truncated-row-72gpu.txt")));
        QVERIFY(!result.ok());
        QVERIFY(!result.suite);
        QCOMPARE(result.errors.size(), std::size_t(1));
        QCOMPARE(result.errors[0].line(), 100);
    }

    void oldFormatWithoutChecks()
    {
        // No root column, #wrong N/A (-c 0), CRLF, version from an NCCL INFO line.
        const auto result = NcclPerfParser::parse(artifactData(QStringLiteral("nccl/old-na-crlf-8gpu.txt")));
        QVERIFY(result.ok());
        const v1::SuiteResult &suite = *result.suite;
        QCOMPARE(suite.nccl().sizes_size(), 2);
        QCOMPARE(suite.nccl().ranks(), 8); // one "# Rank" line shown, but nThread 1 x nGpus 8
        QCOMPARE(suite.nccl().nccl_version(), std::string("2.18.5+cuda12.2"));
        QCOMPARE(suite.nccl().avg_busbw_gb_per_s(), 19.07);
        QCOMPARE(suite.nccl().sizes(1).out_of_place().busbw_gb_per_s(), 38.01);
        // No row was checked: figures nobody verified are NOT_CHECKED, never a pass (issue #36.3).
        QCOMPARE(suite.verdict(), v1::VALIDATION_VERDICT_NOT_CHECKED);
        // Seven of the eight "# Rank" lines were left out of the paste.
        QVERIFY(suite.nccl().partial());
        QVERIFY(!result.warnings.empty());
    }

    // Every collective nccl-tests ships gets its own suite kind, told apart by
    // the "# Collective test starting" line (2.19), its op/root/busbw factor,
    // or, where the output cannot say, the file name.
    void everyCollective_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<QString>("binary");
        QTest::newRow("all_gather 2.19") << "nccl/all_gather_perf-2.19-8gpu.txt"
                                         << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_ALL_GATHER) << 8
                                         << "all_gather_perf";
        QTest::newRow("alltoall by name")
            << "nccl/alltoall_perf-16gpu.log"
            << "alltoall_perf-16gpu.log" << int(v1::VALIDATION_SUITE_KIND_NCCL_ALLTOALL) << 16 << "alltoall_perf";
        QTest::newRow("reduce_scatter") << "nccl/rs-8gpu.txt"
                                        << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_REDUCE_SCATTER) << 8
                                        << "reduce_scatter_perf";
        QTest::newRow("sendrecv") << "nccl/sr-8gpu.txt"
                                  << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_SENDRECV) << 8 << "sendrecv_perf";
        QTest::newRow("broadcast") << "nccl/bc-8gpu.txt"
                                   << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_BROADCAST) << 8 << "broadcast_perf";
        QTest::newRow("reduce") << "nccl/red-8gpu.txt"
                                << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_REDUCE) << 8 << "reduce_perf";
        QTest::newRow("gather 2.19") << "nccl/gather_perf-2.19-8gpu.txt"
                                     << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_GATHER) << 8 << "gather_perf";
        QTest::newRow("scatter by name") << "nccl/scatter_perf-8gpu.txt"
                                         << "scatter_perf-8gpu.txt" << int(v1::VALIDATION_SUITE_KIND_NCCL_SCATTER) << 8
                                         << "scatter_perf";
        QTest::newRow("hypercube") << "nccl/hc-8gpu.txt"
                                   << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_HYPERCUBE) << 8 << "hypercube_perf";
        QTest::newRow("all_reduce tagged")
            << "nccl/all_reduce_perf-tag-output-16gpu.txt"
            << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE) << 16 << "all_reduce_perf";
        QTest::newRow("all_reduce pre-2.10")
            << "nccl/all_reduce_perf-2.8-8gpu.txt"
            << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE) << 8 << "all_reduce_perf";
        QTest::newRow("all_reduce INFO nranks")
            << "nccl/all_reduce_perf-no-rank-lines-16gpu.txt"
            << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE) << 16 << "all_reduce_perf";
    }

    void everyCollective()
    {
        QFETCH(QString, file);
        QFETCH(QString, fileName);
        QFETCH(int, kind);
        QFETCH(int, ranks);
        QFETCH(QString, binary);
        const auto result = NcclPerfParser::parse(artifactData(file), fileName.toStdString());
        QVERIFY2(result.ok(), result.errors.empty() ? "" : result.errors[0].message().c_str());
        QCOMPARE(int(result.suite->kind()), kind);
        QCOMPARE(result.suite->verdict(), v1::VALIDATION_VERDICT_PASS);
        QCOMPARE(result.suite->nccl().ranks(), ranks);
        QCOMPARE(QString::fromStdString(result.suite->nccl().collective()), binary);
        QCOMPARE(QString::fromStdString(result.detectedFormat), QStringLiteral("nccl-tests ") + binary);
        QCOMPARE(result.suite->nccl().sizes_size(), file.contains(QLatin1String("2.8")) ? 13 : 11);
        QVERIFY(result.suite->summary().find(binary.chopped(5).toStdString()) != std::string::npos);
    }

    void unnamedAmbiguousCollectiveIsRefusedInWords()
    {
        // all_gather and alltoall print the same op, root and busbw factor.
        const auto result =
            NcclPerfParser::parse(artifactData(QStringLiteral("nccl/alltoall_perf-16gpu.log")), "run16.log");
        QVERIFY(!result.ok());
        QCOMPARE(result.errors.size(), std::size_t(1));
        QCOMPARE(result.errors[0].field(), std::string("collective"));
        const std::string &message = result.errors[0].message();
        QVERIFY(message.find("all_gather_perf or alltoall_perf") != std::string::npos);
        QVERIFY(message.find("column") == std::string::npos);
    }

    void preTwoTenErrorColumnIsADeviation()
    {
        const auto result = NcclPerfParser::parse(artifactData(QStringLiteral("nccl/all_reduce_perf-2.8-8gpu.txt")));
        QVERIFY(result.ok());
        const auto &first = result.suite->nccl().sizes(0);
        QCOMPARE(first.root(), -1);
        QCOMPARE(first.reduction_op(), std::string("sum"));
        QCOMPARE(first.out_of_place().wrong(), 0);
        QVERIFY(std::any_of(result.warnings.begin(), result.warnings.end(),
                            [](const v1::ArtifactIssue &w) { return w.field() == "error"; }));
        // Before 2.13 one process drove all eight GPUs: one pid, eight ranks.
        QCOMPARE(result.suite->nccl().rank_devices_size(), 8);
        QCOMPARE(result.suite->nccl().rank_devices(7).device_name(), std::string("Tesla V100-SXM2-32GB"));
        QCOMPARE(result.suite->nccl().rank_devices(7).bus_id(), std::string("0xdb"));
    }

    void rankHostsAndDevicesAreKept()
    {
        const auto result = NcclPerfParser::parse(artifactData(QStringLiteral("nccl/all_gather_perf-2.19-8gpu.txt")));
        QVERIFY(result.ok());
        const auto &nccl = result.suite->nccl();
        QCOMPARE(nccl.rank_devices_size(), 8);
        const auto &rank5 = nccl.rank_devices(5);
        QCOMPARE(rank5.rank(), 5);
        QCOMPARE(rank5.host(), std::string("gpu-node-02"));
        QCOMPARE(rank5.device(), 1);
        QCOMPARE(rank5.bus_id(), std::string("0000:2a:00"));
        QCOMPARE(rank5.device_name(), std::string("NVIDIA H100 80GB HBM3"));
        QCOMPARE(rank5.pid(), 51005);
        QVERIFY(result.suite->tool_version().find("2.19.6") != std::string::npos);
    }

    void tagOutputWithoutRanksFromInfo()
    {
        // 16 ranks, no "# Rank" lines: the communicator size comes from NCCL INFO.
        const auto result =
            NcclPerfParser::parse(artifactData(QStringLiteral("nccl/all_reduce_perf-no-rank-lines-16gpu.txt")));
        QVERIFY(result.ok());
        QCOMPARE(result.suite->nccl().ranks(), 16);
        QVERIFY2(result.suite->summary().find("over 16 ranks") != std::string::npos, result.suite->summary().c_str());
        QCOMPARE(result.suite->nccl().nccl_version(), std::string("2.21.5+cuda12.4"));
    }

    void processesThatRanAloneAreNoPass()
    {
        const std::string bytes = artifactData(QStringLiteral("nccl/all_reduce_perf-nompi-4proc.txt"));
        const auto result = NcclPerfParser::parse(bytes, "all_reduce_perf-nompi-4proc.txt");
        QVERIFY(result.ok());
        QCOMPARE(result.suite->verdict(), v1::VALIDATION_VERDICT_NOT_TESTED);
        QCOMPARE(result.suite->nccl().ranks(), 1);
        QVERIFY(result.suite->summary().find("not a fabric test: 4 processes each ran alone") != std::string::npos);
        // With one rank busbw cannot tell all_reduce from reduce_scatter; unnamed, it is refused, saying both.
        const auto unnamed = NcclPerfParser::parse(bytes);
        QVERIFY(!unnamed.ok());
        QVERIFY(unnamed.errors[0].message().find("never tested the fabric") != std::string::npos);
    }

    // Issue #36.1: the collective as the output, the operator and the file name tell it.
    void collectiveFromClues_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("binary");
        QTest::addColumn<QString>("clue");
        QTest::addColumn<int>("ranks");
        QTest::newRow("srun command line") << "nccl/srun-2node-16gpu.log"
                                           << "slurm-4711.out"
                                           << "all_reduce_perf"
                                           << "collective.clue_command" << 16;
        QTest::newRow("concluded line only") << "nccl/concluded-only-16gpu.txt"
                                             << "results.txt"
                                             << "all_gather_perf"
                                             << "collective.clue_name_line" << 16;
        QTest::newRow("===begin wrapper") << "nccl/wrapper-begin-16gpu.log"
                                          << "nccl.log"
                                          << "alltoall_perf"
                                          << "collective.clue_command" << 16;
        QTest::newRow("file name nccl_allgather_b200.out") << "nccl/nccl_allgather_b200.out"
                                                           << "nccl_allgather_b200.out"
                                                           << "all_gather_perf"
                                                           << "collective.clue_file_name" << 16;
        QTest::newRow("figures, all-reduce_16n.txt agrees") << "nccl/all-reduce_16n.txt"
                                                            << "all-reduce_16n.txt"
                                                            << "all_reduce_perf"
                                                            << "collective.clue_figures" << 16;
        QTest::newRow("figures, allreduce.log agrees") << "nccl/all-reduce_16n.txt"
                                                       << "allreduce.log"
                                                       << "all_reduce_perf"
                                                       << "collective.clue_figures" << 16;
        QTest::newRow("2.20 starting line") << "nccl/all_reduce_perf-2.20-2rank-gb10.txt"
                                            << "spark.txt"
                                            << "all_reduce_perf"
                                            << "collective.clue_name_line" << 2;
    }

    void collectiveFromClues()
    {
        QFETCH(QString, file);
        QFETCH(QString, fileName);
        QFETCH(QString, binary);
        QFETCH(QString, clue);
        QFETCH(int, ranks);
        const auto result = NcclPerfParser::parse(artifactData(file), fileName.toStdString());
        QVERIFY2(result.ok(), result.errors.empty() ? "" : result.errors[0].message().c_str());
        const v1::NcclResult &nccl = result.suite->nccl();
        QCOMPARE(QString::fromStdString(nccl.collective()), binary);
        QCOMPARE(QString::fromStdString(nccl.collective_clue_text().code()), clue);
        QCOMPARE(nccl.ranks(), ranks);
        QCOMPARE(result.suite->verdict(), v1::VALIDATION_VERDICT_PASS);
        QVERIFY(!nccl.partial());
        // The deciding clue is said in the run, and no clue disagreed.
        QVERIFY2(result.suite->summary().find("collective from ") != std::string::npos,
                 result.suite->summary().c_str());
        QVERIFY(std::none_of(result.warnings.begin(), result.warnings.end(),
                             [](const v1::ArtifactIssue &w) { return w.field() == "collective"; }));
    }

    void ambiguousOutputOffersTheCandidates()
    {
        // all_gather and alltoall: same op, root, factor and count layout; nothing names it.
        const std::string bytes = artifactData(QStringLiteral("nccl/nccl_allgather_b200.out"));
        const auto open = NcclPerfParser::parse(bytes, "run.out");
        QVERIFY(!open.ok());
        QCOMPARE(open.collectiveCandidates, (std::vector<std::string> {"all_gather_perf", "alltoall_perf"}));
        const std::string &message = open.errors[0].message();
        QVERIFY2(message.find("all_gather_perf or alltoall_perf") != std::string::npos, message.c_str());
        QVERIFY2(message.find("choose the test") != std::string::npos, message.c_str());
        QVERIFY(message.find("Name the file") == std::string::npos && message.find("rename") == std::string::npos);

        // The operator's answer imports it, in any spelling a person uses.
        for (const char *answer : {"alltoall_perf", "alltoall", "AllToAll"}) {
            const auto chosen = NcclPerfParser::parse(bytes, "run.out", answer);
            QVERIFY(chosen.ok());
            QCOMPARE(chosen.suite->nccl().collective(), std::string("alltoall_perf"));
            QCOMPARE(chosen.suite->nccl().collective_clue_text().code(), std::string("collective.clue_chosen"));
            QCOMPARE(chosen.suite->kind(), v1::VALIDATION_SUITE_KIND_NCCL_ALLTOALL);
        }
        const auto nonsense = NcclPerfParser::parse(bytes, "run.out", "fastest_perf");
        QVERIFY(!nonsense.ok());
        QVERIFY(nonsense.errors[0].message().find("fastest_perf is not an nccl-tests collective") != std::string::npos);
    }

    void disagreeingCluesAreWarned()
    {
        const std::string bytes = artifactData(QStringLiteral("nccl/all_reduce_perf-2.20-2rank-gb10.txt"));
        // The output's own line outranks the file name; the disagreement is said.
        const auto named = NcclPerfParser::parse(bytes, "nccl_allgather.log");
        QVERIFY(named.ok());
        QCOMPARE(named.suite->nccl().collective(), std::string("all_reduce_perf"));
        const auto warned = std::find_if(named.warnings.begin(), named.warnings.end(),
                                         [](const v1::ArtifactIssue &w) { return w.field() == "collective"; });
        QVERIFY(warned != named.warnings.end());
        QVERIFY2(warned->message().find("the file name nccl_allgather.log points to all_gather_perf")
                     != std::string::npos,
                 warned->message().c_str());

        // The operator outranks everything, and hears what the output says against it.
        const auto chosen = NcclPerfParser::parse(bytes, "x.txt", "reduce_scatter_perf");
        QVERIFY(chosen.ok());
        QCOMPARE(chosen.suite->kind(), v1::VALIDATION_SUITE_KIND_NCCL_REDUCE_SCATTER);
        QVERIFY(std::any_of(chosen.warnings.begin(), chosen.warnings.end(), [](const v1::ArtifactIssue &w) {
            return w.message().find("\"# Collective test\" line points to all_reduce_perf") != std::string::npos;
        }));
        QVERIFY(std::any_of(chosen.warnings.begin(), chosen.warnings.end(), [](const v1::ArtifactIssue &w) {
            return w.message().find("figures do not fit it") != std::string::npos;
        }));
    }

    // Issue #36.2: a trimmed paste imports what is there, as partial evidence.
    void trimmedOutputIsPartialEvidence()
    {
        const auto result =
            NcclPerfParser::parse(artifactData(QStringLiteral("nccl/all_reduce_perf-trimmed-16gpu.txt")));
        QVERIFY2(result.ok(), result.errors.empty() ? "" : result.errors[0].message().c_str());
        const v1::NcclResult &nccl = result.suite->nccl();
        QCOMPARE(nccl.collective(), std::string("all_reduce_perf"));
        QCOMPARE(nccl.ranks(), 16); // rank 15 is listed, ranks 3..12 are not
        QCOMPARE(nccl.rank_devices_size(), 6);
        QCOMPARE(nccl.sizes_size(), 5); // two size-0 rows, 128M, 256M, 2G
        QCOMPARE(nccl.sizes(0).size_bytes(), 0);
        // The average nccl-tests would print: the mean of every busbw, both directions.
        const double mean = (0 + 0 + 0 + 0 + 81.17 * 2 + 81.83 * 2 + 82.43 + 82.33) / 10.0;
        QCOMPARE(nccl.avg_busbw_gb_per_s(), std::round(mean * 1000.0) / 1000.0);
        QVERIFY(nccl.partial());
        const std::string partial = nccl.partial_text().english();
        QVERIFY2(partial.find("no \"# Avg bus bandwidth\" line") != std::string::npos, partial.c_str());
        QVERIFY2(partial.find("lines left out at 2 places") != std::string::npos, partial.c_str());
        QVERIFY2(partial.find("6 of 16 \"# Rank\" lines") != std::string::npos, partial.c_str());
        QVERIFY(std::any_of(result.warnings.begin(), result.warnings.end(), [](const v1::ArtifactIssue &w) {
            return w.message().find("was computed from the rows") != std::string::npos;
        }));
        QVERIFY(result.suite->summary().find("partial evidence: ") != std::string::npos);
        QCOMPARE(result.suite->verdict(), v1::VALIDATION_VERDICT_PASS);
    }

    // Issue #36.3: untested is not passed.
    void uncheckedRunIsNotChecked()
    {
        const auto result =
            NcclPerfParser::parse(artifactData(QStringLiteral("nccl/all_reduce_perf-unchecked-16gpu.txt")));
        QVERIFY(result.ok());
        QCOMPARE(result.suite->verdict(), v1::VALIDATION_VERDICT_NOT_CHECKED);
        QVERIFY2(result.suite->summary().find("not checked: #wrong N/A on every row") != std::string::npos,
                 result.suite->summary().c_str());
        // One unchecked row among checked ones stays a WARN on that row.
        std::string mixed = artifactData(QStringLiteral("nccl/all_reduce_perf-2.20-2rank-gb10.txt"));
        const auto at = mixed.find("       0    ", mixed.find("\n        8192"));
        mixed.replace(at, 12, "     N/A    ");
        const auto one = NcclPerfParser::parse(mixed);
        QVERIFY(one.ok());
        QCOMPARE(one.suite->verdict(), v1::VALIDATION_VERDICT_WARN);
    }

    void singleRankIsNotTested()
    {
        const auto result = NcclPerfParser::parse(artifactData(QStringLiteral("nccl/all_reduce_perf-1rank-a10g.txt")),
                                                  "all_reduce_perf.log");
        QVERIFY(result.ok());
        QCOMPARE(result.suite->nccl().ranks(), 1);
        QCOMPARE(result.suite->verdict(), v1::VALIDATION_VERDICT_NOT_TESTED);
        QVERIFY(result.suite->summary().find("not a fabric test") != std::string::npos);
    }

    // Issue #36.4: the network between hosts, as NCCL's INFO lines name it, for the baseline.
    void networkFromNcclInfo()
    {
        QCOMPARE(NcclPerfParser::parse(artifactData(QStringLiteral("nccl/all-reduce_16n.txt"))).ncclNetwork,
                 std::string("InfiniBand"));
        QCOMPARE(NcclPerfParser::parse(artifactData(QStringLiteral("nccl/srun-2node-16gpu.log"))).ncclNetwork,
                 std::string());
        const std::string roce = "x:1:1 [0] NCCL INFO NET/IB : No device found.\n"
                                 "x:1:1 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE [1]mlx5_1:1/RoCE ; OOB eth0\n"
            + artifactData(QStringLiteral("nccl/all_reduce_perf-2.20-2rank-gb10.txt"));
        QCOMPARE(NcclPerfParser::parse(roce).ncclNetwork, std::string("RoCE"));
    }

    void crashAfterTheHeaderIsNamed()
    {
        const std::string bytes = artifactData(QStringLiteral("nccl/all_reduce_perf-crash-16gpu.txt"));
        const auto result = NcclPerfParser::parse(bytes);
        QVERIFY(!result.ok());
        QCOMPARE(result.errors.size(), std::size_t(1));
        QCOMPARE(result.errors[0].line(), lineOf(bytes, "NCCL WARN"));
        QVERIFY(result.errors[0].message().find("the run crashed at line") != std::string::npos);
        QVERIFY(result.errors[0].message().find("NCCL WARN") != std::string::npos);
    }

    void inPlaceOutliersAreVisible()
    {
        const auto result =
            NcclPerfParser::parse(artifactData(QStringLiteral("nccl/all_reduce_perf-inplace-outlier-8gpu.txt")));
        QVERIFY(result.ok());
        QVERIFY(result.suite->summary().find("in-place vs out-of-place busbw differ") != std::string::npos);
        QVERIFY(std::any_of(result.warnings.begin(), result.warnings.end(),
                            [](const v1::ArtifactIssue &w) { return w.field() == "in-place busbw"; }));
    }

    void refused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("line");
        QTest::newRow("empty") << QByteArray() << 0;
        QTest::newRow("no table") << QByteArray("hello\nworld\n") << 1;
        QTest::newRow("header only") << QByteArray("# nThread 1 nGpus 8\n#\n") << 2;
        QTest::newRow("no average") << QByteArray("# nThread 1 nGpus 1\n 8 2 float sum -1 1 0 0 0 1 0 0 0\n") << 2;
        QTest::newRow("bad number") << QByteArray(
            "# nThread 1 nGpus 1\n 8 2 float sum -1 1.x 0 0 0 1 0 0 0\n# Avg bus bandwidth : 1\n")
                                    << 2;
        QTest::newRow("bad average") << QByteArray("# nThread 1\n 8 2 float sum -1 1 0 0 0 1 0 0 0\n"
                                                   "# Avg bus bandwidth : fast\n")
                                     << 3;
    }

    void refused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, line);
        const auto result = NcclPerfParser::parse(bytes.toStdString());
        QVERIFY(!result.ok());
        QVERIFY(!result.suite);
        QCOMPARE(result.errors.front().line(), line);
    }
};

QTEST_GUILESS_MAIN(TestNcclPerfParser)
#include "tst_ncclperfparser.moc"
