// NcclPerfParser on the output of every nccl-tests collective and its variations.
#include "artifactdata.h"
#include "artifacts/ncclperfparser.h"

#include <QTest>

#include <algorithm>

using namespace rackops;

class TestNcclPerfParser : public QObject
{
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
        QCOMPARE(suite.verdict(), v1::VALIDATION_VERDICT_WARN); // unchecked data is never a clean pass
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
        QTest::newRow("all_gather 2.19") << "nccl/all_gather_perf-2.19-8gpu.txt" << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_ALL_GATHER) << 8 << "all_gather_perf";
        QTest::newRow("alltoall by name") << "nccl/alltoall_perf-16gpu.log" << "alltoall_perf-16gpu.log" << int(v1::VALIDATION_SUITE_KIND_NCCL_ALLTOALL) << 16 << "alltoall_perf";
        QTest::newRow("reduce_scatter") << "nccl/rs-8gpu.txt" << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_REDUCE_SCATTER) << 8 << "reduce_scatter_perf";
        QTest::newRow("sendrecv") << "nccl/sr-8gpu.txt" << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_SENDRECV) << 8 << "sendrecv_perf";
        QTest::newRow("broadcast") << "nccl/bc-8gpu.txt" << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_BROADCAST) << 8 << "broadcast_perf";
        QTest::newRow("reduce") << "nccl/red-8gpu.txt" << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_REDUCE) << 8 << "reduce_perf";
        QTest::newRow("gather 2.19") << "nccl/gather_perf-2.19-8gpu.txt" << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_GATHER) << 8 << "gather_perf";
        QTest::newRow("scatter by name") << "nccl/scatter_perf-8gpu.txt" << "scatter_perf-8gpu.txt" << int(v1::VALIDATION_SUITE_KIND_NCCL_SCATTER) << 8 << "scatter_perf";
        QTest::newRow("hypercube") << "nccl/hc-8gpu.txt" << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_HYPERCUBE) << 8 << "hypercube_perf";
        QTest::newRow("all_reduce tagged") << "nccl/all_reduce_perf-tag-output-16gpu.txt" << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE) << 16 << "all_reduce_perf";
        QTest::newRow("all_reduce pre-2.10") << "nccl/all_reduce_perf-2.8-8gpu.txt" << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE) << 8 << "all_reduce_perf";
        QTest::newRow("all_reduce INFO nranks") << "nccl/all_reduce_perf-no-rank-lines-16gpu.txt" << "" << int(v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE) << 16 << "all_reduce_perf";
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
        const auto result = NcclPerfParser::parse(artifactData(QStringLiteral("nccl/alltoall_perf-16gpu.log")), "run16.log");
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
        const auto result = NcclPerfParser::parse(artifactData(QStringLiteral("nccl/all_reduce_perf-no-rank-lines-16gpu.txt")));
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
        QCOMPARE(result.suite->verdict(), v1::VALIDATION_VERDICT_TOOL_ERROR);
        QCOMPARE(result.suite->nccl().ranks(), 1);
        QVERIFY(result.suite->summary().find("not a fabric test: 4 processes each ran alone") != std::string::npos);
        // With one rank busbw cannot tell all_reduce from reduce_scatter; unnamed, it is refused, saying both.
        const auto unnamed = NcclPerfParser::parse(bytes);
        QVERIFY(!unnamed.ok());
        QVERIFY(unnamed.errors[0].message().find("never tested the fabric") != std::string::npos);
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
        const auto result = NcclPerfParser::parse(artifactData(QStringLiteral("nccl/all_reduce_perf-inplace-outlier-8gpu.txt")));
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
        QTest::newRow("bad number")
            << QByteArray("# nThread 1 nGpus 1\n 8 2 float sum -1 1.x 0 0 0 1 0 0 0\n# Avg bus bandwidth : 1\n") << 2;
        QTest::newRow("bad average") << QByteArray("# nThread 1\n 8 2 float sum -1 1 0 0 0 1 0 0 0\n"
                                                   "# Avg bus bandwidth : fast\n") << 3;
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
