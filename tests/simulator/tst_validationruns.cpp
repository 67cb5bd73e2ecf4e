// Simulated validation runs: the platform's verdict rules, faults showing the
// way they show in life, determinism, and the gate reading the run's figures.
#include "validation/approvalgate.h"
#include "fleet/fleetgenerator.h"
#include "fleet/lifecycleengine.h"
#include "phrase/phrase.h"
#include "validation/validationbaselines.h"
#include "validation/validationrecorder.h"
#include "validation/validationrunbuilder.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace rackops;
using namespace rackops::sim;
using v1::ValidationVerdict;

namespace {

SimValidationRecord record(ValidationFault::Kind kind)
{
    SimValidationRecord r;
    r.set_id("R-v001");
    r.set_state(v1::VALIDATION_RUN_STATE_COMPLETED);
    r.set_source(v1::VALIDATION_RUN_SOURCE_SIMULATED);
    r.set_started_ms(1'000'000);
    r.set_finished_ms(1'000'000 + 4 * 3'600'000);
    r.set_seed(42);
    r.mutable_evidence()->set_nccl_baseline_gbps(ValidationBaselines::ncclBaselineAvgBusBw());
    r.mutable_evidence()->set_nccl_busbw_gbps(ValidationBaselines::ncclBaselineAvgBusBw() * 0.99);
    r.mutable_evidence()->set_workload_ratio(1.0);
    r.mutable_fault()->set_kind(kind);
    r.mutable_fault()->set_tray(7);
    r.mutable_fault()->set_gpu(2);
    r.mutable_fault()->set_severity(0.5);
    if (kind == ValidationFault::KIND_THERMAL_THROTTLE)
        r.mutable_evidence()->set_workload_ratio(0.90);
    return r;
}

const v1::SuiteResult &suite(const v1::ValidationRun &run, v1::ValidationSuiteKind kind)
{
    for (const auto &s : run.suites()) {
        if (s.kind() == kind)
            return s;
    }
    static const v1::SuiteResult none;
    return none;
}

const v1::TestResult *test(const v1::SuiteResult &s, const std::string &name)
{
    for (const auto &t : s.tests()) {
        if (t.name() == name)
            return &t;
    }
    return nullptr;
}

QList<int> gpusWith(const v1::TestResult &t, ValidationVerdict verdict)
{
    QList<int> gpus;
    for (const auto &e : t.entities()) {
        if (e.verdict() == verdict)
            gpus << e.gpu_index();
    }
    return gpus;
}

} // namespace

class TestValidationRuns : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void judgeFollowsDirectionAndMargin_data()
    {
        QTest::addColumn<double>("measured");
        QTest::addColumn<int>("direction");
        QTest::addColumn<int>("expected");
        const int higher = v1::METRIC_DIRECTION_HIGHER_IS_BETTER;
        const int lower = v1::METRIC_DIRECTION_LOWER_IS_BETTER;
        // baseline 100, threshold 90 (higher) or 110 (lower): warn in the half of the margin nearer the threshold
        QTest::newRow("at baseline") << 100.0 << higher << int(v1::VALIDATION_VERDICT_PASS);
        QTest::newRow("near baseline") << 95.0 << higher << int(v1::VALIDATION_VERDICT_PASS);
        QTest::newRow("near threshold") << 93.0 << higher << int(v1::VALIDATION_VERDICT_WARN);
        QTest::newRow("at threshold") << 90.0 << higher << int(v1::VALIDATION_VERDICT_WARN);
        QTest::newRow("below threshold") << 89.9 << higher << int(v1::VALIDATION_VERDICT_FAIL);
        QTest::newRow("lower is better, fine") << 101.0 << lower << int(v1::VALIDATION_VERDICT_PASS);
        QTest::newRow("lower is better, over") << 111.0 << lower << int(v1::VALIDATION_VERDICT_FAIL);
        QTest::newRow("NaN is never a pass")
            << std::numeric_limits<double>::quiet_NaN() << higher << int(v1::VALIDATION_VERDICT_FAIL);
    }
    void judgeFollowsDirectionAndMargin()
    {
        QFETCH(double, measured);
        QFETCH(int, direction);
        QFETCH(int, expected);
        const double threshold = direction == v1::METRIC_DIRECTION_HIGHER_IS_BETTER ? 90.0 : 110.0;
        QCOMPARE(int(ValidationBaselines::judge(measured, 100.0, threshold, v1::MetricDirection(direction))), expected);
    }

    void ncclRowWithWrongResultsFailsWhateverItsBandwidth()
    {
        v1::NcclResult nccl;
        nccl.set_ranks(72);
        for (std::int64_t size : {std::int64_t(1024), std::int64_t(1) << 30}) {
            auto &row = *nccl.add_sizes();
            row.set_size_bytes(size);
            row.mutable_out_of_place()->set_busbw_gb_per_s(ValidationBaselines::ncclBaselineBusBw(size));
            row.mutable_in_place()->set_busbw_gb_per_s(ValidationBaselines::ncclBaselineBusBw(size));
        }
        nccl.mutable_sizes(0)->mutable_in_place()->set_wrong(3);
        nccl.set_avg_busbw_gb_per_s(ValidationBaselines::ncclBaselineAvgBusBw());
        QCOMPARE(ValidationBaselines::judgeNccl(nccl, 0.0), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(nccl.sizes(0).verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(nccl.sizes(1).verdict(), v1::VALIDATION_VERDICT_PASS);
        QVERIFY(nccl.has_baseline_avg_busbw_gb_per_s());
        QVERIFY(!nccl.has_fleet_median_avg_busbw_gb_per_s());
    }

    void healthyRunPassesWithEveryGpu()
    {
        const auto run = ValidationRunBuilder::build("R", record(ValidationFault::KIND_NONE), {}, {}, true);
        QCOMPARE(run.suites_size(), 4);
        QVERIFY(run.verdict() == v1::VALIDATION_VERDICT_PASS || run.verdict() == v1::VALIDATION_VERDICT_WARN);
        const auto &dcgm = suite(run, v1::VALIDATION_SUITE_KIND_DCGM_DIAG);
        for (const auto &t : dcgm.tests()) {
            QCOMPARE(t.entities_size(), 72);
            QVERIFY(gpusWith(t, v1::VALIDATION_VERDICT_FAIL).isEmpty());
        }
        QCOMPARE(suite(run, v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE).nccl().sizes_size(), 32);
    }

    void gpuMemoryFaultFailsExactlyThatGpu()
    {
        const auto run = ValidationRunBuilder::build("R", record(ValidationFault::KIND_GPU_MEMORY), {}, {}, true);
        QCOMPARE(run.verdict(), v1::VALIDATION_VERDICT_FAIL);
        const auto &dcgm = suite(run, v1::VALIDATION_SUITE_KIND_DCGM_DIAG);
        const int gpu = (7 - 1) * 4 + 2;
        QCOMPARE(gpusWith(*test(dcgm, "memory"), v1::VALIDATION_VERDICT_FAIL), QList<int> {gpu});
        QCOMPARE(test(dcgm, "memory")->entities(gpu).failure_code(), "DCGM_FR_VOLATILE_DBE_DETECTED");
        // Later stress tests leave the failed GPU out rather than call it a pass.
        QCOMPARE(gpusWith(*test(dcgm, "memory_bandwidth"), v1::VALIDATION_VERDICT_NOT_RUN), QList<int> {gpu});
        QCOMPARE(dcgm.summary(), "1 of 72 GPUs FAIL memory");
    }

    void nvlinkCableCostsBandwidthOnlyForLargeMessages()
    {
        const auto run = ValidationRunBuilder::build("R", record(ValidationFault::KIND_NVLINK_CABLE), {}, {}, true);
        const auto &nccl = suite(run, v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE);
        QCOMPARE(nccl.verdict(), v1::VALIDATION_VERDICT_FAIL);
        for (const auto &row : nccl.nccl().sizes()) {
            if (row.size_bytes() >= (std::int64_t(1) << 30))
                QCOMPARE(row.verdict(), v1::VALIDATION_VERDICT_FAIL);
            else if (row.size_bytes() < (std::int64_t(256) << 20))
                QVERIFY(row.verdict() != v1::VALIDATION_VERDICT_FAIL);
        }
        QVERIFY(nccl.nccl().avg_busbw_gb_per_s() < nccl.nccl().threshold_avg_busbw_gb_per_s());
        // The DCGM suite knows nothing of it: every GPU passes there.
        QVERIFY(suite(run, v1::VALIDATION_SUITE_KIND_DCGM_DIAG).verdict() != v1::VALIDATION_VERDICT_FAIL);
    }

    void thermalThrottlingShowsInOneTrayAndTheWorkload()
    {
        const auto run = ValidationRunBuilder::build("R", record(ValidationFault::KIND_THERMAL_THROTTLE), {}, {}, true);
        const auto &workload = suite(run, v1::VALIDATION_SUITE_KIND_WORKLOAD);
        QCOMPARE(test(workload, "training_throughput")->verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(gpusWith(*test(workload, "sm_clock_under_load"), v1::VALIDATION_VERDICT_FAIL),
                 (QList<int> {24, 25, 26, 27}));
    }

    void sameRecordGivesTheSameRun()
    {
        const auto r = record(ValidationFault::KIND_NVLINK_CABLE);
        const auto a = ValidationRunBuilder::build("R", r, {}, {}, true);
        const auto b = ValidationRunBuilder::build("R", r, {}, {}, true);
        QCOMPARE(a.SerializeAsString(), b.SerializeAsString());
        const auto summary = ValidationRunBuilder::build("R", r, {}, {}, false);
        QCOMPARE(summary.suites_size(), 4);
        QCOMPARE(summary.suites(0).tests_size(), 0);
        QCOMPARE(summary.verdict(), a.verdict());
    }

    void outcomeWithoutDetailsAgreesWithTheFullRun_data()
    {
        QTest::addColumn<int>("fault");
        QTest::newRow("healthy") << int(ValidationFault::KIND_NONE);
        QTest::newRow("gpu memory") << int(ValidationFault::KIND_GPU_MEMORY);
        QTest::newRow("nvlink cable") << int(ValidationFault::KIND_NVLINK_CABLE);
        QTest::newRow("thermal throttle") << int(ValidationFault::KIND_THERMAL_THROTTLE);
    }
    void outcomeWithoutDetailsAgreesWithTheFullRun()
    {
        QFETCH(int, fault);
        const auto r = record(ValidationFault::Kind(fault));
        const auto run = ValidationRunBuilder::build("R", r, {}, {}, true);
        const auto outcome = ValidationRunBuilder::outcome(r);
        QCOMPARE(outcome.verdict, run.verdict());
        QCOMPARE(outcome.measured.nccl_busbw_gbps(),
                 suite(run, v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE).nccl().avg_busbw_gb_per_s());
        // A throttling tray also misses its power target in DCGM: its 4 GPUs fail there.
        const int passed = fault == ValidationFault::KIND_GPU_MEMORY ? 71
            : fault == ValidationFault::KIND_THERMAL_THROTTLE        ? 68
                                                                     : 72;
        QCOMPARE(outcome.measured.dcgm_gpus_passed(), passed);
        const auto &workload = suite(run, v1::VALIDATION_SUITE_KIND_WORKLOAD);
        QCOMPARE(outcome.measured.workload_ratio() * ValidationBaselines::kWorkloadThroughput.baseline,
                 test(workload, "training_throughput")->entities(0).measured());
    }

    // Judging a warm fleet folds verdicts without building the GPUs' results: over every
    // run a generated fleet recorded (each its own seed, fault and severity) the verdict
    // and the figures the gate reads equal the full run's, test by test.
    void outcomeAgreesWithTheFullRunForEveryRunOfAFleet()
    {
        int runs = 0;
        int failing = 0;
        for (const SimRack &rack : FleetGenerator::generate(300, 11, 1'800'000'000'000)) {
            for (const SimValidationRecord &r : rack.validation_runs()) {
                if (r.state() != v1::VALIDATION_RUN_STATE_COMPLETED)
                    continue;
                ++runs;
                const auto run = ValidationRunBuilder::build("R", r, {}, {}, true);
                const auto outcome = ValidationRunBuilder::outcome(r);
                QCOMPARE(outcome.verdict, run.verdict());
                QCOMPARE(r.verdict(), run.verdict()); // what the fleet recorded
                failing += run.verdict() == v1::VALIDATION_VERDICT_FAIL ? 1 : 0;
                int dcgmPassed = 0;
                const auto &dcgm = suite(run, v1::VALIDATION_SUITE_KIND_DCGM_DIAG);
                for (int gpu = 0; gpu < ValidationBaselines::kRanks; ++gpu) {
                    bool failed = false;
                    for (const auto &t : dcgm.tests())
                        failed = failed || gpusWith(t, v1::VALIDATION_VERDICT_FAIL).contains(gpu);
                    dcgmPassed += failed ? 0 : 1;
                }
                QCOMPARE(outcome.measured.dcgm_gpus_passed(), dcgmPassed);
                QCOMPARE(outcome.measured.nccl_busbw_gbps(),
                         suite(run, v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE).nccl().avg_busbw_gb_per_s());
                QCOMPARE(outcome.measured.workload_ratio() * ValidationBaselines::kWorkloadThroughput.baseline,
                         test(suite(run, v1::VALIDATION_SUITE_KIND_WORKLOAD), "training_throughput")
                             ->entities(0)
                             .measured());
            }
        }
        QVERIFY2(runs > 150, qPrintable(QString::number(runs)));
        QVERIFY2(failing > 0, "the fleet should hold failed runs too");
    }

    void gateReadsTheFiguresOfTheRun()
    {
        SimRack rack = FleetGenerator::generate(1, 7, 1'000'000'000).front();
        LifecycleEngine::enterStage(rack, v1::LIFECYCLE_STAGE_VALIDATING, 1'000'000'000, "t", true,
                                    Phrase::verbatim("test"));
        LifecycleEngine::enterStage(rack, v1::LIFECYCLE_STAGE_AWAITING_APPROVAL, 1'010'000'000, "t", true,
                                    Phrase::verbatim("test"));
        QVERIFY(rack.validation_runs_size() >= 1);
        const auto run = ValidationRunBuilder::build(rack.detail().summary().rack_id(),
                                                     *rack.validation_runs().rbegin(), {}, {}, true);
        const auto &nccl = suite(run, v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE).nccl();
        QCOMPARE(rack.gate().nccl_busbw_gbps(), nccl.avg_busbw_gb_per_s());
        // The cooling swing is not a validation figure: the gate keeps what was measured for it.
        QVERIFY(rack.gate().delta_t_variation_k() > 0.0);
        QCOMPARE(rack.detail().summary().validation_verdict(), run.verdict());
        QCOMPARE(rack.detail().summary().validation_run_id(), run.id());
    }

    void validationStageShowsARunningRunThatEndsWithTheStage()
    {
        SimRack rack = FleetGenerator::generate(1, 7, 1'000'000'000).front();
        const int before = rack.validation_runs_size();
        LifecycleEngine::enterStage(rack, v1::LIFECYCLE_STAGE_VALIDATING, 1'000'000'000, "t", true,
                                    Phrase::verbatim("test"));
        QCOMPARE(rack.validation_runs().rbegin()->state(), v1::VALIDATION_RUN_STATE_RUNNING);
        const std::string id = rack.validation_runs().rbegin()->id();
        LifecycleEngine::enterStage(rack, v1::LIFECYCLE_STAGE_AWAITING_APPROVAL, 1'010'000'000, "t", true,
                                    Phrase::verbatim("test"));
        QCOMPARE(rack.validation_runs().rbegin()->id(), id); // the same run, finished
        QCOMPARE(rack.validation_runs().rbegin()->state(), v1::VALIDATION_RUN_STATE_COMPLETED);
        QCOMPARE(rack.validation_runs_size(), std::min(before + 1, ValidationRecorder::kRunsKept));

        // Left another way (an operator quarantines it): the run is cancelled, not left running.
        LifecycleEngine::enterStage(rack, v1::LIFECYCLE_STAGE_VALIDATING, 1'020'000'000, "t", true,
                                    Phrase::verbatim("test"));
        LifecycleEngine::enterStage(rack, v1::LIFECYCLE_STAGE_QUARANTINED, 1'030'000'000, "t", false,
                                    Phrase::verbatim("test"));
        QCOMPARE(rack.validation_runs().rbegin()->state(), v1::VALIDATION_RUN_STATE_CANCELLED);
        QCOMPARE(rack.detail().summary().validation_run_id(), id); // the verdict stays the last finished run's
    }

    void recorderKeepsTheLastRuns()
    {
        SimRack rack = FleetGenerator::generate(1, 7, 1'000'000'000).front();
        for (int i = 0; i < ValidationRecorder::kRunsKept + 3; ++i)
            ValidationRecorder::recordLifecycleRun(rack, 1'000'000'000 + i * 10'000, 1'000'005'000 + i * 10'000, false);
        QCOMPARE(rack.validation_runs_size(), ValidationRecorder::kRunsKept);
        const std::string last = rack.validation_runs(ValidationRecorder::kRunsKept - 1).id();
        QCOMPARE(ValidationRecorder::previousRunId(rack, last),
                 rack.validation_runs(ValidationRecorder::kRunsKept - 2).id());
    }
};

QTEST_GUILESS_MAIN(TestValidationRuns)
#include "tst_validationruns.moc"
