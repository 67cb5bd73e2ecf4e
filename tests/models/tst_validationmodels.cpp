// The validation models: runs, criteria against baselines (worst first, the
// worst GPU standing for its test, previous run and fleet median), the
// 72-GPU grid, and the exports.
#include "gpugridmodel.h"
#include "health.h"
#include "validationcriteriamodel.h"
#include "validationpresentation.h"
#include "validationrunexport.h"
#include "validationrunsmodel.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace rackops;

namespace {

ValidationEntityResult gpu(int index, double measured, ValidationVerdict verdict)
{
    ValidationEntityResult e;
    e.gpuIndex = index;
    e.entityId = QStringLiteral("CT%1/GPU%2").arg(index / 4 + 1, 2, 10, QLatin1Char('0')).arg(index % 4);
    e.measured = measured;
    e.baseline = 19400.0;
    e.threshold = 17460.0;
    e.fleetMedian = 19200.0;
    e.unit = QStringLiteral("GB/s");
    e.verdict = verdict;
    return e;
}

// A run whose memory bandwidth test fails on exactly one GPU (index 26).
ValidationRunInfo run(const QString &id, double badValue, const QString &previous = {})
{
    ValidationRunInfo r;
    r.id = id;
    r.rackId = QStringLiteral("R1");
    r.state = ValidationRunInfo::State::Completed;
    r.source = ValidationRunInfo::Source::Simulated;
    r.verdict = ValidationVerdict::Fail;
    r.previousRunId = previous;
    r.detailed = true;
    ValidationSuiteResult dcgm;
    dcgm.kind = ValidationSuiteKind::DcgmDiag;
    dcgm.verdict = ValidationVerdict::Fail;
    ValidationTestResult bandwidth;
    bandwidth.name = QStringLiteral("memory_bandwidth");
    bandwidth.verdict = ValidationVerdict::Fail;
    for (int i = 0; i < 72; ++i)
        bandwidth.entities << gpu(i, i == 26 ? badValue : 19300.0,
                                  i == 26 ? ValidationVerdict::Fail : ValidationVerdict::Pass);
    ValidationTestResult software;
    software.name = QStringLiteral("software");
    software.verdict = ValidationVerdict::Pass;
    for (int i = 0; i < 72; ++i) {
        ValidationEntityResult e;
        e.gpuIndex = i;
        e.verdict = ValidationVerdict::Pass;
        software.entities << e;
    }
    dcgm.tests << software << bandwidth;
    ValidationSuiteResult nccl;
    nccl.kind = ValidationSuiteKind::NcclAllReduce;
    nccl.verdict = ValidationVerdict::Pass;
    nccl.nccl.ranks = 72;
    nccl.nccl.avgBusBw = 630.0;
    nccl.nccl.baselineAvgBusBw = 643.0;
    nccl.nccl.thresholdAvgBusBw = 611.0;
    for (qint64 size = 8; size <= (qint64(16) << 30); size *= 2) {
        NcclSizeRow row;
        row.sizeBytes = size;
        row.busBw = 1700.0;
        row.baselineBusBw = 1749.0;
        row.verdict = ValidationVerdict::Pass;
        nccl.nccl.rows << row;
    }
    r.suites << dcgm << nccl;
    return r;
}

} // namespace

class TestValidationModels : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void runsModelListsRunsWithTheirVerdicts()
    {
        ValidationRunsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRuns(QStringLiteral("R1"),
                      {run(QStringLiteral("R1-v002"), 15000.0), run(QStringLiteral("R1-v001"), 19000.0)});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rowOf(QStringLiteral("R1-v001")), 1);
        QCOMPARE(model.index(0, 0).data(ValidationRunsModel::RunIdRole).toString(), QStringLiteral("R1-v002"));
        QCOMPARE(model.index(0, 0).data(ValidationRunsModel::VerdictRole).toInt(), int(Health::Critical));
        model.setRuns(QStringLiteral("R2"), {});
        QCOMPARE(model.rowCount(), 0);
    }

    void criteriaPutTheWorstFirstAndTheWorstGpuForItsTest()
    {
        ValidationCriteriaModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const ValidationRunInfo previous = run(QStringLiteral("R1-v001"), 19100.0);
        const ValidationRunInfo current = run(QStringLiteral("R1-v002"), 15000.0, previous.id);
        model.setRun(current, &previous);
        QVERIFY(model.rowCount() >= 3);
        const auto &first = model.rows().first();
        QCOMPARE(first.test, QStringLiteral("memory_bandwidth"));
        QCOMPARE(first.verdict, ValidationVerdict::Fail);
        QCOMPARE(first.measured.value(), 15000.0); // the one bad GPU, not the average
        QCOMPARE(first.previous.value(), 19100.0);
        QCOMPARE(first.fleetMedian.value(), 19200.0);
        QCOMPARE(first.failingGpus, 1);
        QCOMPARE(first.gpus, 72);
        QVERIFY(qAbs(first.deltaPercent().value() - (15000.0 - 19400.0) / 19400.0 * 100.0) < 1e-9);
        QCOMPARE(
            model.index(0, ValidationCriteriaModel::VerdictColumn).data(ValidationCriteriaModel::VerdictRole).toInt(),
            int(Health::Critical));
        bool average = false;
        for (const auto &row : model.rows())
            average = average || (row.test == ValidationCriteriaModel::kNcclAverage && row.measured == 630.0);
        QVERIFY(average);
        // Without a previous run the column stays empty instead of inventing one.
        model.setRun(current, nullptr);
        QVERIFY(!model.rows().first().previous.has_value());
    }

    void ncclLargeMessagesFailWhenOneSizeFails()
    {
        ValidationRunInfo r = run(QStringLiteral("R1-v003"), 19000.0);
        auto &rows = r.suites[1].nccl.rows;
        rows.last().busBw = 1200.0;
        rows.last().verdict = ValidationVerdict::Fail;
        const auto criteria = ValidationCriteriaModel::criteria(r, nullptr);
        auto it = std::find_if(criteria.begin(), criteria.end(),
                               [](const auto &row) { return row.test == ValidationCriteriaModel::kNcclLargeMessages; });
        QVERIFY(it != criteria.end());
        QCOMPARE(it->verdict, ValidationVerdict::Fail);
        QCOMPARE(it->measured.value(), 1200.0);
        QCOMPARE(it->failingGpus, 1);
    }

    // Imported runs of other nccl-tests collectives, tool errors and suite
    // kinds a newer server sends: each named as such, a tool error never drawn as Fail.
    void otherCollectivesToolErrorsAndUnknownKinds()
    {
        ValidationRunInfo r = run(QStringLiteral("R1-v004"), 19000.0);
        r.suites[0].tests[0].verdict = ValidationVerdict::ToolError;
        r.suites[0].tests[0].entities[5].verdict = ValidationVerdict::ToolError;
        ValidationSuiteResult &alltoall = r.suites[1];
        alltoall.kind = ValidationSuiteKind::NcclAlltoall;
        alltoall.verdict = ValidationVerdict::ToolError;
        alltoall.summary = QStringLiteral("not a fabric test: a single rank (nranks 1)");
        alltoall.nccl.baselineAvgBusBw.reset();
        alltoall.nccl.thresholdAvgBusBw.reset();
        for (int rank = 0; rank < 8; ++rank)
            alltoall.nccl.rankDevices << NcclRankDevice {
                rank, QStringLiteral("gpu-node-%1").arg(rank / 4 + 1, 2, 10, QLatin1Char('0')), rank % 4,
                QStringLiteral("0000:18:00"), QStringLiteral("NVIDIA H100")};
        ValidationSuiteResult future;
        future.kind = ValidationSuiteKind::Unknown;
        future.kindValue = 42;
        future.verdict = ValidationVerdict::Pass;
        ValidationTestResult t;
        t.name = QStringLiteral("quantum_check");
        t.verdict = ValidationVerdict::Pass;
        future.tests << t;
        r.suites << future;

        ValidationCriteriaModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRun(r, nullptr);
        int average = -1;
        int software = -1;
        int quantum = -1;
        for (int i = 0; i < model.rowCount(); ++i) {
            const auto &row = model.rows().at(i);
            if (row.test == ValidationCriteriaModel::kNcclAverage)
                average = i;
            else if (row.test == QLatin1String("software"))
                software = i;
            else if (row.test == QLatin1String("quantum_check"))
                quantum = i;
        }
        QVERIFY(average >= 0 && software >= 0 && quantum >= 0);
        QCOMPARE(model.index(average, ValidationCriteriaModel::SuiteColumn).data().toString(),
                 QStringLiteral("NCCL alltoall"));
        QCOMPARE(model.rows().at(average).verdict, ValidationVerdict::ToolError);
        QCOMPARE(model.index(average, ValidationCriteriaModel::VerdictColumn).data().toString(),
                 QStringLiteral("Tool error"));
        QCOMPARE(model.index(average, ValidationCriteriaModel::VerdictColumn)
                     .data(ValidationCriteriaModel::VerdictRole)
                     .toInt(),
                 int(Health::Unknown));
        const QString detail = model.index(average, 0).data(Qt::ToolTipRole).toString();
        QVERIFY2(detail.contains(QStringLiteral("gpu-node-02: ranks 4–7 (GPU 0–3)")), qPrintable(detail));
        QVERIFY(detail.contains(QStringLiteral("not a fabric test")));
        // A GPU the tool failed on is not counted as failing.
        QCOMPARE(model.rows().at(software).failingGpus, 0);
        QCOMPARE(model.index(software, ValidationCriteriaModel::VerdictColumn).data().toString(),
                 QStringLiteral("Tool error"));
        QCOMPARE(model.index(quantum, ValidationCriteriaModel::SuiteColumn).data().toString(),
                 QStringLiteral("Unknown suite 42"));
        // A verdict from a newer server is named as unknown, not as "no result".
        QCOMPARE(ValidationVerdicts::displayName(ValidationVerdict::Unknown), QStringLiteral("Unknown verdict"));
        QCOMPARE(ValidationPresentation::health(ValidationVerdict::Unknown), Health::Unknown);
        // Tool error ranks below Fail and above Warn.
        QCOMPARE(ValidationVerdicts::worst(ValidationVerdict::ToolError, ValidationVerdict::Fail),
                 ValidationVerdict::Fail);
        QCOMPARE(ValidationVerdicts::worst(ValidationVerdict::Warn, ValidationVerdict::ToolError),
                 ValidationVerdict::ToolError);
        // Untested is not passed (issue #36.3): never green, and a run with one such suite is no Pass.
        QCOMPARE(ValidationVerdicts::displayName(ValidationVerdict::NotTested), QStringLiteral("Not tested"));
        QCOMPARE(ValidationVerdicts::displayName(ValidationVerdict::NotChecked), QStringLiteral("Not checked"));
        QCOMPARE(ValidationPresentation::health(ValidationVerdict::NotTested), Health::Unknown);
        QCOMPARE(ValidationPresentation::health(ValidationVerdict::NotChecked), Health::Unknown);
        QCOMPARE(ValidationVerdicts::worst(ValidationVerdict::Pass, ValidationVerdict::NotTested),
                 ValidationVerdict::NotTested);
        QCOMPARE(ValidationVerdicts::worst(ValidationVerdict::NotChecked, ValidationVerdict::NotTested),
                 ValidationVerdict::NotChecked);
        QCOMPARE(ValidationVerdicts::worst(ValidationVerdict::Warn, ValidationVerdict::NotChecked),
                 ValidationVerdict::Warn);
        QCOMPARE(ValidationVerdicts::id(ValidationVerdict::NotTested), QStringLiteral("not_tested"));

        const QJsonObject json = QJsonDocument::fromJson(ValidationRunExport::toJson(r)).object();
        const QJsonObject suite = json.value(QStringLiteral("suites")).toArray().at(1).toObject();
        QCOMPARE(suite.value(QStringLiteral("suite")).toString(), QStringLiteral("nccl_alltoall"));
        QCOMPARE(suite.value(QStringLiteral("verdict")).toString(), QStringLiteral("tool_error"));
    }

    void gridPlacesEachGpuInItsTray()
    {
        GpuGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 18);
        QCOMPARE(model.columnCount(), 4);
        const ValidationRunInfo r = run(QStringLiteral("R1-v002"), 15000.0);
        model.setTest(QStringLiteral("memory_bandwidth"), r.suites[0].tests[1].entities);
        QCOMPARE(model.failingCount(), 1);
        const QModelIndex bad = model.index(6, 2); // GPU 26: tray CT07, GPU 2
        QCOMPARE(bad.data(GpuGridModel::GpuIndexRole).toInt(), 26);
        QCOMPARE(bad.data(GpuGridModel::VerdictRole).toInt(), int(Health::Critical));
        QCOMPARE(bad.data(GpuGridModel::EntityIdRole).toString(), QStringLiteral("CT07/GPU2"));
        QVERIFY(bad.data(GpuGridModel::ScoreRole).toDouble() < 0.0);
        QVERIFY(model.index(0, 0).data(GpuGridModel::ScoreRole).toDouble() > 0.9);
        QCOMPARE(model.headerData(6, Qt::Vertical, Qt::DisplayRole).toString(), QStringLiteral("CT07"));
        model.setTest({}, {});
        QCOMPARE(model.failingCount(), 0);
        QVERIFY(!model.index(6, 2).data(GpuGridModel::VerdictRole).isValid());
    }

    void exportsCarryEveryResult()
    {
        const ValidationRunInfo r = run(QStringLiteral("R1-v002"), 15000.0);
        const QByteArray csv = ValidationRunExport::toCsv(r);
        const QList<QByteArray> lines = csv.trimmed().split('\n');
        // header + 2 x 72 GPU results + 32 NCCL sizes + the NCCL average
        QCOMPARE(lines.size(), 1 + 144 + 32 + 1);
        QVERIFY(lines.contains("R1-v002,R1,dcgm_diag,memory_bandwidth,CT07/GPU2,,15000,19400,17460,19200,GB/s,fail,,"));
        const QJsonObject json = QJsonDocument::fromJson(ValidationRunExport::toJson(r)).object();
        QCOMPARE(json.value("run_id").toString(), QStringLiteral("R1-v002"));
        const QJsonArray suites = json.value("suites").toArray();
        QCOMPARE(suites.size(), 2);
        QCOMPARE(suites.at(1).toObject().value("nccl").toObject().value("sizes").toArray().size(), 32);
    }

    // Texts from an imported artifact reach the CSV: none may run as a spreadsheet formula.
    void csvExportNeutralisesFormulas()
    {
        ValidationRunInfo r = run(QStringLiteral("R1-v003"), 15000.0);
        ValidationEntityResult &bad = r.suites[0].tests[1].entities[26];
        bad.failureCode = QStringLiteral("@SUM(1)");
        bad.failureText = QStringLiteral("=HYPERLINK(\"http://x\",\"click\")");
        r.suites[0].tests[1].entities[27].failureText = QStringLiteral("-5 degrees");
        const QList<QByteArray> lines = ValidationRunExport::toCsv(r).trimmed().split('\n');
        QVERIFY(lines.contains("R1-v003,R1,dcgm_diag,memory_bandwidth,CT07/GPU2,,15000,19400,17460,19200,GB/s,fail,"
                               "\"'@SUM(1)\",\"'=HYPERLINK(\"\"http://x\"\",\"\"click\"\")\""));
        QVERIFY(lines.contains("R1-v003,R1,dcgm_diag,memory_bandwidth,CT07/GPU3,,19300,19400,17460,19200,GB/s,pass,,"
                               "\"'-5 degrees\""));
    }
};

QTEST_GUILESS_MAIN(TestValidationModels)
#include "tst_validationmodels.moc"
