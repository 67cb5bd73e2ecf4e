// ArtifactParser: format detection, hints and the imported run around a suite.
#include "artifactdata.h"
#include "artifacts/artifactparser.h"
#include "artifacts/ncclperfparser.h"

#include <QCryptographicHash>
#include <QTest>

using namespace rackops;

class TestArtifactParser : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void detectsTheFormat_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("format");
        QTest::newRow("dcgm 4") << QStringLiteral("dcgm/diag-r1-dcgm4-4gpu.json")
                                << int(v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON);
        QTest::newRow("dcgm 3") << QStringLiteral("dcgm/diag-r3-dcgm3-8gpu.json")
                                << int(v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON);
        QTest::newRow("banner") << QStringLiteral("dcgm/banner-dcgm4.txt") << int(v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON);
        QTest::newRow("nccl") << QStringLiteral("nccl/all_reduce_perf-72gpu.txt")
                              << int(v1::ARTIFACT_FORMAT_NCCL_ALL_REDUCE_PERF);
        QTest::newRow("old nccl") << QStringLiteral("nccl/old-na-crlf-8gpu.txt")
                                  << int(v1::ARTIFACT_FORMAT_NCCL_ALL_REDUCE_PERF);
        QTest::newRow("text") << QStringLiteral("dcgm/not-json.txt") << int(v1::ARTIFACT_FORMAT_UNSPECIFIED);
    }

    void detectsTheFormat()
    {
        QFETCH(QString, file);
        QFETCH(int, format);
        const std::string bytes = artifactData(file);
        QCOMPARE(int(ArtifactParser::detect(bytes)), format);
        const auto result = ArtifactParser::parse(bytes);
        QCOMPARE(result.ok(), format != v1::ARTIFACT_FORMAT_UNSPECIFIED);
    }

    void hintWins()
    {
        const auto result = ArtifactParser::parse(artifactData(QStringLiteral("nccl/all_reduce_perf-72gpu.txt")),
                                                  v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON);
        QVERIFY(!result.ok());
        QCOMPARE(result.format, v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON);
    }

    void importedRun()
    {
        const std::string bytes = artifactData(QStringLiteral("dcgm/diag-r1-dcgm4-4gpu.json"));
        const auto result = ArtifactParser::parse(bytes);
        const v1::ValidationRun run = ArtifactParser::importedRun(result, bytes, "diag.json");
        QCOMPARE(run.source(), v1::VALIDATION_RUN_SOURCE_IMPORTED);
        QCOMPARE(run.state(), v1::VALIDATION_RUN_STATE_COMPLETED);
        QCOMPARE(run.verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(run.suites_size(), 1);
        QCOMPARE(run.artifact().format(), v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON);
        QCOMPARE(run.artifact().file_name(), std::string("diag.json"));
        QCOMPARE(run.artifact().size_bytes(), qint64(bytes.size()));
        QCOMPARE(run.artifact().detected_version(), std::string("DCGM 4.x JSON"));
        const QByteArray sha = QCryptographicHash::hash(QByteArray::fromStdString(bytes), QCryptographicHash::Sha256);
        QCOMPARE(QByteArray::fromStdString(run.artifact().sha256()), sha.toHex());
    }

    // Issue #36.3: a DCGM run whose GPU tests all skipped tested nothing, whatever the software checks say.
    void allSkippedDcgmIsNotTested_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("json") << "dcgm/diag-r3-dcgm3-all-skipped.json";
        QTest::newRow("text") << "dcgm/diag-r3-dcgm3-text-skipped.txt";
    }

    void allSkippedDcgmIsNotTested()
    {
        QFETCH(QString, file);
        const std::string bytes = artifactData(file);
        const auto result = ArtifactParser::parse(bytes);
        QVERIFY2(result.ok(), result.errors.empty() ? "" : result.errors[0].message().c_str());
        QCOMPARE(result.suite->verdict(), v1::VALIDATION_VERDICT_NOT_TESTED);
        const std::string &summary = result.suite->summary();
        QVERIFY2(summary.find("not tested: PCIe, GPU Memory") != std::string::npos, summary.c_str());
        QVERIFY2(summary.find("Targeted Stress") != std::string::npos, summary.c_str());
        const v1::ValidationRun run = ArtifactParser::importedRun(result, bytes, "diag.json");
        QCOMPARE(run.verdict(), v1::VALIDATION_VERDICT_NOT_TESTED);
        // A level-1 run that only ever lists software checks still passes on them.
        const auto r1 = ArtifactParser::parse(artifactData(QStringLiteral("dcgm/diag-r3-dcgm2-text.txt")));
        QCOMPARE(r1.suite->verdict(), v1::VALIDATION_VERDICT_PASS);
    }

    void ambiguousNcclNamesItsCandidates()
    {
        const std::string bytes = artifactData(QStringLiteral("nccl/nccl_allgather_b200.out"));
        const auto refused =
            ArtifactParser::importResponse(ArtifactParser::parse(bytes, {}, "run.out"), bytes, "run.out");
        QVERIFY(refused.has_failure());
        QCOMPARE(refused.failure().collective_candidates_size(), 2);
        QCOMPARE(refused.failure().collective_candidates(0), std::string("all_gather_perf"));
        const auto chosen = ArtifactParser::parse(bytes, {}, "run.out", "all_gather_perf");
        QVERIFY(chosen.ok());
        QCOMPARE(chosen.suite->kind(), v1::VALIDATION_SUITE_KIND_NCCL_ALL_GATHER);
    }

    void importResponse()
    {
        const std::string good = artifactData(QStringLiteral("nccl/all_reduce_perf-72gpu.txt"));
        const auto imported = ArtifactParser::importResponse(ArtifactParser::parse(good), good, "perf.txt");
        QVERIFY(imported.has_run());
        QCOMPARE(imported.run().suites(0).kind(), v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE);
        QCOMPARE(imported.warnings_size(), 0);

        const std::string bad = artifactData(QStringLiteral("dcgm/truncated-dcgm4.json"));
        const auto refused = ArtifactParser::importResponse(ArtifactParser::parse(bad), bad, "diag.json");
        QVERIFY(refused.has_failure());
        QCOMPARE(refused.failure().errors_size(), 1);
        QCOMPARE(refused.failure().errors(0).line(), 30);
        QCOMPARE(refused.failure().detected_format(), std::string("invalid JSON"));
    }

    // A 16 MiB table (150,000 rows) was accepted; the rows past the bound are counted, not read.
    void ncclBeyondWhatARunKeepsIsRefused_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<QString>("reason");
        QTest::newRow("one row too many") << NcclPerfParser::kMaxSizeRows + 1 << 72
                                          << QStringLiteral("the output has 4097 size rows; a run keeps at most 4096");
        QTest::newRow("150,000 rows") << 150000 << 72 << QStringLiteral("the output has 150000 size rows");
        QTest::newRow("one rank too many") << 32 << NcclPerfParser::kMaxRanks + 1
                                           << QStringLiteral("the output lists 8193 ranks; a run keeps at most 8192");
    }
    void ncclBeyondWhatARunKeepsIsRefused()
    {
        QFETCH(int, rows);
        QFETCH(int, ranks);
        QFETCH(QString, reason);
        const auto result = ArtifactParser::parse(ncclSweep(rows, ranks));
        QVERIFY(!result.ok());
        QVERIFY(!result.suite);
        QVERIFY(result.overLimit);
        QVERIFY2(QString::fromStdString(result.overLimit->english()).contains(reason),
                 result.overLimit->english().c_str());
        QCOMPARE(result.errors.front().message(), result.overLimit->english());
    }

    void ncclAtTheBoundsIsImported()
    {
        const auto result = ArtifactParser::parse(ncclSweep(NcclPerfParser::kMaxSizeRows, 72));
        QVERIFY2(result.ok(), result.errors.empty() ? "" : result.errors.front().message().c_str());
        QVERIFY(!result.overLimit);
        QCOMPARE(result.suite->nccl().sizes_size(), NcclPerfParser::kMaxSizeRows);
        QVERIFY(result.suite->ByteSizeLong() < ArtifactParser::kMaxSuiteBytes);
    }

    void dcgmBeyondWhatARunKeepsIsRefused()
    {
        const auto atBound = ArtifactParser::parse(dcgmDiag(32, 128)); // 4096 results
        QVERIFY2(atBound.ok(), atBound.errors.empty() ? "" : atBound.errors.front().message().c_str());
        const auto tooMany = ArtifactParser::parse(dcgmDiag(33, 128));
        QVERIFY(!tooMany.ok());
        QVERIFY(tooMany.overLimit);
        QVERIFY2(tooMany.overLimit->english().find("4224 results") != std::string::npos,
                 tooMany.overLimit->english().c_str());
        QVERIFY(tooMany.overLimit->english().find("at most 4096") != std::string::npos);
    }

    // Few results, one message of 1.5 MB: the bytes are bounded too, so any run fits a default client.
    void resultsLargerThanARunKeepsAreRefused()
    {
        const auto result = ArtifactParser::parse(dcgmDiag(2, 4, 1500 * 1000));
        QVERIFY(!result.ok());
        QVERIFY(result.overLimit);
        QVERIFY2(result.overLimit->english().find("a run keeps at most 1048576") != std::string::npos,
                 result.overLimit->english().c_str());
    }
};

QTEST_GUILESS_MAIN(TestArtifactParser)
#include "tst_artifactparser.moc"
