// ArtifactParser: format detection, hints and the imported run around a suite.
#include "artifactdata.h"
#include "artifacts/artifactparser.h"

#include <QCryptographicHash>
#include <QTest>

using namespace rackops;

class TestArtifactParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void detectsTheFormat_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("format");
        QTest::newRow("dcgm 4") << QStringLiteral("dcgm/diag-r1-dcgm4-4gpu.json") << int(v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON);
        QTest::newRow("dcgm 3") << QStringLiteral("dcgm/diag-r3-dcgm3-8gpu.json") << int(v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON);
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
        const auto refused = ArtifactParser::importResponse(ArtifactParser::parse(bytes, {}, "run.out"), bytes, "run.out");
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
};

QTEST_GUILESS_MAIN(TestArtifactParser)
#include "tst_artifactparser.moc"
