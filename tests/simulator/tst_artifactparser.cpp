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
