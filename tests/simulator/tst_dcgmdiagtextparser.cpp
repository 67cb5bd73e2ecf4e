// DcgmDiagTextParser on the plain-text table `dcgmi diag -r N` prints without -j.
#include "artifactdata.h"
#include "artifacts/artifactparser.h"
#include "artifacts/dcgmdiagtextparser.h"

#include <QTest>

using namespace rackops;

class TestDcgmDiagTextParser : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void dcgm4EntityRowsAndWrappedWarnings()
    {
        const std::string bytes = artifactData(QStringLiteral("dcgm/diag-r3-dcgm4-text.txt"));
        const auto result = DcgmDiagTextParser::parse(bytes);
        QVERIFY2(result.ok(), result.errors.empty() ? "" : result.errors[0].message().c_str());
        QVERIFY(result.warnings.empty());
        QCOMPARE(result.detectedFormat, std::string("dcgmi plain text (DCGM 4.x)"));
        QCOMPARE(result.format, v1::ARTIFACT_FORMAT_DCGM_DIAG_TEXT);
        const v1::SuiteResult &suite = *result.suite;
        QCOMPARE(suite.kind(), v1::VALIDATION_SUITE_KIND_DCGM_DIAG);
        QCOMPARE(suite.tests_size(), 4);
        QCOMPARE(suite.verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(suite.dcgm_level(), 3);
        QVERIFY(suite.tool_version().find("4.1.1") != std::string::npos);
        QVERIFY(suite.tool_version().find("570.124.06") != std::string::npos);
        const auto *memory = findTest(suite, "memory");
        QVERIFY(memory);
        QCOMPARE(memory->category(), std::string("Hardware"));
        QCOMPARE(memory->verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(memory->entities_size(), 4);
        const auto *gpu1 = findEntity(*memory, "GPU1");
        QCOMPARE(gpu1->verdict(), v1::VALIDATION_VERDICT_FAIL);
        // Rejoined from four 45-character pieces, cut mid-word.
        QCOMPARE(gpu1->failure_text(),
                 std::string("Pending page retirements together with a DBE were detected on GPU 1. "
                             "Drain the GPU and reset it or reboot the node to resolve this issue."));
        QCOMPARE(gpu1->device_id(), std::string("2335"));
        // The plugin broke on GPU3: the tool's failure, not the GPU's.
        const auto *gpu3 = findEntity(*memory, "GPU3");
        QCOMPARE(gpu3->verdict(), v1::VALIDATION_VERDICT_TOOL_ERROR);
        QCOMPARE(gpu3->failure_text(),
                 std::string("There was an internal error during the test: 'Couldn't initialize "
                             "the plugin, please check the log file.'"));
        QCOMPARE(findTest(suite, "software")->entities_size(), 4);
        QCOMPARE(suite.summary(), std::string("1 of 4 GPUs FAIL memory"));
    }

    void dcgm3AllAndGpuLists()
    {
        const auto result = DcgmDiagTextParser::parse(artifactData(QStringLiteral("dcgm/diag-r2-dcgm3-text.txt")));
        QVERIFY(result.ok());
        QCOMPARE(result.detectedFormat, std::string("dcgmi plain text (DCGM 3.x)"));
        const v1::SuiteResult &suite = *result.suite;
        QCOMPARE(suite.tests_size(), 12);
        const auto *pcie = findTest(suite, "PCIe");
        QCOMPARE(pcie->verdict(), v1::VALIDATION_VERDICT_PASS);
        QCOMPARE(pcie->entities_size(), 0); // "Pass - All" names no GPU
        const auto *memory = findTest(suite, "GPU Memory");
        QCOMPARE(memory->entities_size(), 4);
        QCOMPARE(memory->verdict(), v1::VALIDATION_VERDICT_FAIL);
        // A 3.x warning names no GPU in its name cell; it goes to the one that failed.
        QCOMPARE(findEntity(*memory, "GPU1")->verdict(), v1::VALIDATION_VERDICT_FAIL);
        QVERIFY(findEntity(*memory, "GPU1")->failure_text().find("cudaMalloc. Check DCGM") != std::string::npos);
        QCOMPARE(findEntity(*memory, "GPU3")->verdict(), v1::VALIDATION_VERDICT_PASS);
        QCOMPARE(findTest(suite, "Denylist")->category(), std::string("Deployment"));
    }

    void dcgm2Table()
    {
        const auto result = DcgmDiagTextParser::parse(artifactData(QStringLiteral("dcgm/diag-r3-dcgm2-text.txt")));
        QVERIFY(result.ok());
        QCOMPARE(result.detectedFormat, std::string("dcgmi plain text (DCGM 2.x)"));
        const auto *diagnostic = findTest(*result.suite, "Diagnostic");
        QCOMPARE(findEntity(*diagnostic, "GPU0")->verdict(), v1::VALIDATION_VERDICT_PASS);
        QCOMPARE(findEntity(*diagnostic, "GPU1")->verdict(), v1::VALIDATION_VERDICT_SKIP);
        QCOMPARE(result.suite->verdict(), v1::VALIDATION_VERDICT_PASS);
        QVERIFY(findTest(*result.suite, "Blacklist"));
    }

    void detectedWithoutAHint()
    {
        const std::string bytes = artifactData(QStringLiteral("dcgm/diag-r3-dcgm4-text.txt"));
        QCOMPARE(ArtifactParser::detect(bytes), v1::ARTIFACT_FORMAT_DCGM_DIAG_TEXT);
        // The JSON hint (the CLI's --format dcgm) reads the table too.
        QVERIFY(ArtifactParser::parse(bytes, v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON).ok());
    }

    void refusedInWords()
    {
        const auto noTests = DcgmDiagTextParser::parse("+---------------------------+----+\n"
                                                       "| Diagnostic                | Result |\n"
                                                       "Error: Unable to complete diagnostic for group 2.\n");
        QVERIFY(!noTests.ok());
        QVERIFY(noTests.errors[0].message().find("this is dcgmi plain text but it lists no tests")
                != std::string::npos);
        const auto other = DcgmDiagTextParser::parse("hello\n");
        QVERIFY(!other.ok());
        QCOMPARE(other.detectedFormat, std::string("not dcgmi plain text"));
    }
};

QTEST_GUILESS_MAIN(TestDcgmDiagTextParser)
#include "tst_dcgmdiagtextparser.moc"
