// NcclPerfParser on nccl-tests all_reduce_perf output and its variations.
#include "artifactdata.h"
#include "ncclperfparser.h"

#include <QTest>

using namespace rackops;

class TestNcclPerfParser : public QObject
{
    Q_OBJECT

private slots:
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
        QCOMPARE(suite.nccl().ranks(), 1);
        QCOMPARE(suite.nccl().nccl_version(), std::string("2.18.5+cuda12.2"));
        QCOMPARE(suite.nccl().avg_busbw_gb_per_s(), 19.07);
        QCOMPARE(suite.nccl().sizes(1).out_of_place().busbw_gb_per_s(), 38.01);
        QCOMPARE(suite.verdict(), v1::VALIDATION_VERDICT_WARN); // unchecked data is never a clean pass
        QVERIFY(!result.warnings.empty());
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
