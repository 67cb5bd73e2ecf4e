// DcgmDiagParser on real `dcgmi diag -j` shapes and their variations.
#include "artifactdata.h"
#include "artifacts/dcgmdiagparser.h"

#include <QTest>

using namespace rackops;

class TestDcgmDiagParser : public QObject {
    Q_OBJECT

private:
    // The DCGM 3.x fixture, whichever way it was spelled.
    void checkR3(const ArtifactParseResult &result)
    {
        QVERIFY(result.ok());
        QCOMPARE(result.detectedFormat, std::string("DCGM 3.x JSON"));
        const v1::SuiteResult &suite = *result.suite;
        QCOMPARE(suite.kind(), v1::VALIDATION_SUITE_KIND_DCGM_DIAG);
        QCOMPARE(suite.tests_size(), 16);
        QCOMPARE(suite.verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(suite.dcgm_level(), 3);
        QCOMPARE(suite.summary(), std::string("1 of 8 GPUs FAIL GPU Memory"));
        QVERIFY(suite.tool_version().find("3.3.9") != std::string::npos);
        QVERIFY(suite.tool_version().find("550.90.07") != std::string::npos);

        const auto *denylist = findTest(suite, "Denylist");
        QVERIFY(denylist);
        QCOMPARE(denylist->entities_size(), 8); // "0,1,...,7" -> one entity per GPU
        QCOMPARE(denylist->level(), 1);
        QCOMPARE(denylist->verdict(), v1::VALIDATION_VERDICT_PASS);

        const auto *memory = findTest(suite, "GPU Memory");
        QVERIFY(memory);
        QCOMPARE(memory->category(), std::string("Hardware"));
        QCOMPARE(memory->level(), 2);
        QCOMPARE(memory->verdict(), v1::VALIDATION_VERDICT_FAIL);
        const auto *gpu5 = findEntity(*memory, "GPU5");
        QVERIFY(gpu5);
        QCOMPARE(gpu5->entity_kind(), v1::VALIDATION_ENTITY_KIND_GPU);
        QCOMPARE(gpu5->gpu_index(), 5);
        QCOMPARE(gpu5->verdict(), v1::VALIDATION_VERDICT_FAIL);
        QVERIFY(!gpu5->failure_text().empty());
        QVERIFY(!gpu5->has_baseline() && !gpu5->has_threshold() && !gpu5->has_fleet_median());
        QCOMPARE(findEntity(*memory, "GPU4")->verdict(), v1::VALIDATION_VERDICT_PASS);

        const auto *power = findTest(suite, "Targeted Power");
        QVERIFY(power);
        QCOMPARE(power->verdict(), v1::VALIDATION_VERDICT_WARN);
        QCOMPARE(findEntity(*power, "GPU2")->verdict(), v1::VALIDATION_VERDICT_WARN);
    }

private Q_SLOTS:
    void dcgm4Fixture()
    {
        const auto result = DcgmDiagParser::parse(artifactData(QStringLiteral("dcgm/diag-r1-dcgm4-4gpu.json")));
        QVERIFY(result.ok());
        QVERIFY(result.warnings.empty());
        QCOMPARE(result.detectedFormat, std::string("DCGM 4.x JSON"));
        QCOMPARE(result.format, v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON);
        const v1::SuiteResult &suite = *result.suite;
        QCOMPARE(suite.tests_size(), 1);
        QCOMPARE(suite.verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(suite.dcgm_level(), 1);
        QCOMPARE(suite.summary(), std::string("1 of 4 GPUs FAIL software"));
        QVERIFY(suite.tool_version().find("4.2.3") != std::string::npos);
        const auto &software = suite.tests(0);
        QCOMPARE(software.name(), std::string("software"));
        QCOMPARE(software.category(), std::string("Deployment"));
        QCOMPARE(software.verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(software.entities_size(), 4);
        const auto *gpu2 = findEntity(software, "GPU2");
        QVERIFY(gpu2);
        QCOMPARE(gpu2->gpu_index(), 2);
        QCOMPARE(gpu2->verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(gpu2->failure_code(), std::string("29"));
        QVERIFY(!gpu2->failure_text().empty());
        for (const char *id : {"GPU0", "GPU1", "GPU3"}) {
            QCOMPARE(findEntity(software, id)->verdict(), v1::VALIDATION_VERDICT_PASS);
            QVERIFY(findEntity(software, id)->failure_text().empty());
        }
    }

    void dcgm3Fixture()
    {
        checkR3(DcgmDiagParser::parse(artifactData(QStringLiteral("dcgm/diag-r3-dcgm3-8gpu.json"))));
    }

    void bomAndCrlf() { checkR3(DcgmDiagParser::parse(artifactData(QStringLiteral("dcgm/bom-crlf-dcgm3.json")))); }

    void lowerCaseStatusesAndStringIds()
    {
        checkR3(DcgmDiagParser::parse(artifactData(QStringLiteral("dcgm/lowercase-dcgm3.json"))));
    }

    void bannerBeforeJson()
    {
        const auto result = DcgmDiagParser::parse(artifactData(QStringLiteral("dcgm/banner-dcgm4.txt")));
        QVERIFY(result.ok());
        QCOMPARE(result.suite->verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(result.suite->tests(0).entities_size(), 4);
        QCOMPARE(result.warnings.size(), std::size_t(1));
        QCOMPARE(result.warnings[0].line(), 1);
    }

    void textAfterJson()
    {
        const auto result = DcgmDiagParser::parse(artifactData(QStringLiteral("dcgm/diag-r1-dcgm4-4gpu.json"))
                                                  + "Diagnostic finished.\n");
        QVERIFY(result.ok());
        QCOMPARE(result.warnings.size(), std::size_t(1));
        QCOMPARE(result.warnings[0].line(), 84);
    }

    void nullEntriesAreWarnings()
    {
        const auto result = DcgmDiagParser::parse(artifactData(QStringLiteral("dcgm/nulls-dcgm4.json")));
        QVERIFY(result.ok());
        QCOMPARE(result.suite->tests_size(), 2);
        QCOMPARE(result.suite->tests(0).entities_size(), 4);
        const auto *pcie = findTest(*result.suite, "pcie");
        QVERIFY(pcie);
        QCOMPARE(pcie->verdict(), v1::VALIDATION_VERDICT_SKIP);
        QCOMPARE(pcie->entities_size(), 0);
        QCOMPARE(result.suite->verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(result.warnings.size(), std::size_t(2));
        QCOMPARE(result.warnings[0].field(), std::string("DCGM Diagnostic.test_categories[0].tests[0]"));
        QCOMPARE(result.warnings[1].field(), std::string("DCGM Diagnostic.test_categories[0].tests[1].results[1]"));
        QVERIFY(result.warnings[0].line() > 0);
        QVERIFY(result.warnings[1].line() > result.warnings[0].line());
    }

    void unknownStatusIsNeverAPass()
    {
        const std::string bytes = artifactData(QStringLiteral("dcgm/unknown-status-dcgm3.json"));
        const auto result = DcgmDiagParser::parse(bytes);
        QVERIFY(result.ok());
        const auto *memory = findTest(*result.suite, "GPU Memory");
        QCOMPARE(findEntity(*memory, "GPU3")->verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(result.warnings.size(), std::size_t(1));
        QCOMPARE(result.warnings[0].field(),
                 std::string("DCGM GPU Diagnostic.test_categories[2].tests[0].results[3].status"));
        QCOMPARE(result.warnings[0].line(), lineOf(bytes, "INCONCLUSIVE"));
        QVERIFY(result.warnings[0].message().find("INCONCLUSIVE") != std::string::npos);
    }

    void otherEntitiesAndStringNumbers()
    {
        const auto result = DcgmDiagParser::parse(artifactData(QStringLiteral("dcgm/entities-dcgm4.json")));
        QVERIFY(result.ok());
        const auto &software = result.suite->tests(0);
        QCOMPARE(software.entities_size(), 5);
        const auto *cpu = findEntity(software, "CPU0");
        QVERIFY(cpu);
        QCOMPARE(cpu->entity_kind(), v1::VALIDATION_ENTITY_KIND_UNSPECIFIED);
        QCOMPARE(cpu->verdict(), v1::VALIDATION_VERDICT_WARN);
        QCOMPARE(findEntity(software, "GPU2")->verdict(), v1::VALIDATION_VERDICT_FAIL);
        QVERIFY(result.suite->tool_version().find("4.0.0") != std::string::npos);
    }

    void truncatedJsonNamesTheLine()
    {
        const auto result = DcgmDiagParser::parse(artifactData(QStringLiteral("dcgm/truncated-dcgm4.json")));
        QVERIFY(!result.ok());
        QVERIFY(!result.suite);
        QCOMPARE(result.errors.size(), std::size_t(1));
        QCOMPARE(result.errors[0].line(), 30);
    }

    void missingStatusIsRefused()
    {
        const std::string bytes = artifactData(QStringLiteral("dcgm/missing-status-dcgm4.json"));
        const auto result = DcgmDiagParser::parse(bytes);
        QVERIFY(!result.ok());
        QVERIFY(!result.suite);
        QCOMPARE(result.errors.size(), std::size_t(1));
        QCOMPARE(result.errors[0].field(),
                 std::string("DCGM Diagnostic.test_categories[0].tests[0].results[3].status"));
        QVERIFY(result.errors[0].line() > 0);
    }

    void duplicateStatusIsRefused()
    {
        const std::string bytes = artifactData(QStringLiteral("dcgm/duplicate-status-dcgm4.json"));
        const auto result = DcgmDiagParser::parse(bytes);
        QVERIFY(!result.ok());
        QCOMPARE(result.errors[0].field(),
                 std::string("DCGM Diagnostic.test_categories[0].tests[0].results[2].status"));
        QCOMPARE(result.errors[0].line(), lineOf(bytes, "\"status\": \"Pass\",\n"));
    }

    // DCGM 3.3: "gpu_id" as a string, deployment checks with only a status
    // (or "gpu_id" and "warnings" entries keyed "warnings" when they fail),
    // version, driver, serials and device ids on the root object.
    void dcgm33Shape()
    {
        const auto result = DcgmDiagParser::parse(artifactData(QStringLiteral("dcgm/diag-r2-dcgm3.3-4gpu.json")));
        QVERIFY2(result.ok(), result.errors.empty() ? "" : result.errors[0].message().c_str());
        QVERIFY(result.warnings.empty());
        QCOMPARE(result.detectedFormat, std::string("DCGM 3.x JSON"));
        const v1::SuiteResult &suite = *result.suite;
        QVERIFY(suite.tool_version().find("3.3.5") != std::string::npos);
        QVERIFY(suite.tool_version().find("535.161.08") != std::string::npos);
        const auto *denylist = findTest(suite, "Denylist");
        QCOMPARE(denylist->verdict(), v1::VALIDATION_VERDICT_PASS);
        QCOMPARE(denylist->entities_size(), 0);
        const auto *persistence = findTest(suite, "Persistence Mode");
        QCOMPARE(persistence->verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(findEntity(*persistence, "GPU2")->failure_code(), std::string("29"));
        QVERIFY(findEntity(*persistence, "GPU2")->failure_text().find("Persistence mode for GPU 2")
                != std::string::npos);
        const auto *pcie = findTest(suite, "PCIe");
        QCOMPARE(pcie->entities_size(), 4);
        QCOMPARE(pcie->info_size(), 4);
        QVERIFY(pcie->info(0).find("GPU to Host bandwidth") != std::string::npos);
        const auto *memory = findTest(suite, "GPU Memory");
        const auto *gpu1 = findEntity(*memory, "GPU1");
        QCOMPARE(gpu1->verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(gpu1->error_category(), 10);
        QCOMPARE(gpu1->error_severity(), 2);
        QCOMPARE(gpu1->serial(), std::string("1652324011201"));
        QCOMPARE(gpu1->device_id(), std::string("2330"));
        // error_id 44, "There was an internal error during the test": the tool failed.
        QCOMPARE(findEntity(*memory, "GPU3")->verdict(), v1::VALIDATION_VERDICT_TOOL_ERROR);
        QCOMPARE(memory->verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(suite.summary(), std::string("2 of 4 GPUs FAIL Persistence Mode, GPU Memory"));
    }

    void dcgm32Shape()
    {
        const auto result = DcgmDiagParser::parse(artifactData(QStringLiteral("dcgm/diag-r2-dcgm3.2-2gpu.json")));
        QVERIFY(result.ok());
        QVERIFY(result.warnings.empty());
        const auto *memory = findTest(*result.suite, "GPU Memory");
        const auto *gpu1 = findEntity(*memory, "GPU1");
        QCOMPARE(gpu1->verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(gpu1->failure_code(), std::string("17"));
        QVERIFY(gpu1->failure_text().find("cudaMalloc") != std::string::npos);
        QCOMPARE(gpu1->device_id(), std::string("20b5"));
        QVERIFY(result.suite->tool_version().find("3.2.6") != std::string::npos);
    }

    void dcgm2OneLine()
    {
        const auto result = DcgmDiagParser::parse(artifactData(QStringLiteral("dcgm/diag-r3-dcgm2-oneline.json")));
        QVERIFY(result.ok());
        QVERIFY(result.warnings.empty());
        QCOMPARE(result.detectedFormat, std::string("DCGM 2.x JSON"));
        const v1::SuiteResult &suite = *result.suite;
        QCOMPARE(suite.verdict(), v1::VALIDATION_VERDICT_WARN);
        const auto *retirement = findTest(suite, "Page Retirement/Row Remap");
        QCOMPARE(retirement->verdict(), v1::VALIDATION_VERDICT_WARN);
        QVERIFY(retirement->failure_text().find("row remapping failed") != std::string::npos);
        const auto *diagnostic = findTest(suite, "Diagnostic");
        QCOMPARE(findEntity(*diagnostic, "GPU1")->verdict(), v1::VALIDATION_VERDICT_SKIP);
        QVERIFY(diagnostic->info(0).find("gigaflops") != std::string::npos);
        QCOMPARE(diagnostic->level(), 3);
    }

    void dcgm4ToolErrorIsNotAHardwareFailure()
    {
        const auto result = DcgmDiagParser::parse(artifactData(QStringLiteral("dcgm/diag-r4-dcgm4-tool-error.json")));
        QVERIFY(result.ok());
        const v1::SuiteResult &suite = *result.suite;
        const auto *power = findTest(suite, "targeted_power");
        QCOMPARE(power->verdict(), v1::VALIDATION_VERDICT_TOOL_ERROR);
        QCOMPARE(findEntity(*power, "GPU0")->verdict(), v1::VALIDATION_VERDICT_TOOL_ERROR);
        QCOMPARE(findEntity(*power, "GPU0")->error_category(), 16);
        QCOMPARE(suite.verdict(), v1::VALIDATION_VERDICT_TOOL_ERROR);
        QVERIFY(suite.summary().find("the diagnostic failed, not the GPU") != std::string::npos);
        QCOMPARE(findTest(suite, "eud")->verdict(), v1::VALIDATION_VERDICT_PASS);
        QCOMPARE(findTest(suite, "eud")->level(), 4);
        QVERIFY(suite.tool_version().find("EUD Test Version 570.124.06-1") != std::string::npos);
        QCOMPARE(findEntity(*findTest(suite, "pcie"), "GPU1")->serial(), std::string("1654923001001"));
        QVERIFY(findTest(suite, "pcie")->info(0).find("55.10 GB/s") != std::string::npos);
    }

    void refusedDocuments_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::newRow("not JSON") << QStringLiteral("dcgm/not-json.txt") << QStringLiteral("not JSON");
        QTest::newRow("empty") << QStringLiteral("dcgm/empty.json") << QStringLiteral("empty");
    }

    void refusedDocuments()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        const auto result = DcgmDiagParser::parse(artifactData(file));
        QVERIFY(!result.ok());
        QVERIFY(!result.suite);
        QCOMPARE(QString::fromStdString(result.detectedFormat), format);
        QVERIFY(!result.errors.empty());
    }

    void gpuIdListsAndErrors()
    {
        const auto result =
            DcgmDiagParser::parse(R"({"DCGM GPU Diagnostic": {"test_categories": [{"category": "Integration",
            "tests": [{"name": "PCIe", "results": [{"gpu_ids": [0, 1], "status": "PASS"},
                                                   {"gpu_ids": "2", "status": "FAIL", "errors": [{"error": "link down", "error_id": 7}]}]}]}]}})");
        QVERIFY(result.ok());
        const auto &pcie = result.suite->tests(0);
        QCOMPARE(pcie.entities_size(), 3);
        QCOMPARE(pcie.level(), 2);
        QCOMPARE(result.suite->dcgm_level(), 2);
        QCOMPARE(findEntity(pcie, "GPU2")->failure_code(), std::string("7"));
        QCOMPARE(findEntity(pcie, "GPU2")->failure_text(), std::string("link down"));
        QCOMPARE(result.suite->summary(), std::string("1 of 3 GPUs FAIL PCIe"));
    }

    void otherJsonAndLimits()
    {
        QVERIFY(!DcgmDiagParser::parse(R"({"DCGM Diagnostic": 3})").ok());
        QVERIFY(!DcgmDiagParser::parse(R"([1, 2])").ok());
        QVERIFY(!DcgmDiagParser::parse(R"({"DCGM Diagnostic": {"test_categories": []}})").ok());
        const auto runtime = DcgmDiagParser::parse(R"({"DCGM GPU Diagnostic": {"runtime_error": "no GPUs"}})");
        QVERIFY(!runtime.ok());
        QVERIFY(runtime.errors[0].field().find("runtime_error") != std::string::npos);
        const auto huge = DcgmDiagParser::parse(std::string(16 * 1024 * 1024 + 1, ' ') + "{}");
        QVERIFY(!huge.ok());
        QCOMPARE(huge.detectedFormat, std::string("too large"));
    }
};

QTEST_GUILESS_MAIN(TestDcgmDiagParser)
#include "tst_dcgmdiagparser.moc"
