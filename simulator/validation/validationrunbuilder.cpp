#include "validation/validationrunbuilder.h"

#include "phrase/phrase.h"
#include "artifacts/verdictrules.h"

#include "core/simrandom.h"
#include "validation/validationbaselines.h"

#include <google/protobuf/arena.h>
#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cmath>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;
using Metric = ValidationBaselines::Metric;

namespace {

constexpr int kDcgmLevel = 3;

std::string format(const char *fmt, double a, double b = 0.0, double c = 0.0)
{
    char buffer[256];
    std::snprintf(buffer, sizeof buffer, fmt, a, b, c);
    return buffer;
}

std::string entityId(int gpu)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "CT%02d/GPU%d", gpu / ValidationBaselines::kGpusPerTray + 1,
                  gpu % ValidationBaselines::kGpusPerTray);
    return buffer;
}

// Builds one run; every figure comes from the record's seed in a fixed order.
class RunComposer {
public:
    // Without `detailed` no entity is kept: a GPU's figure is judged and folded
    // into its test's verdict alone, the rack's workload in one scratch message.
    // The figures drawn are the same either way, so the verdicts are too.
    RunComposer(const SimValidationRecord &record, const FleetMedians &medians, bool detailed)
        : m_record(record)
        , m_medians(medians)
        , m_state(record.seed())
        , m_detailed(detailed)
    {
    }
    // The medians are kept by reference: a temporary would be gone before compose().
    RunComposer(const SimValidationRecord &, FleetMedians &&, bool) = delete;

    int failedDcgmGpus() const { return int(std::count(m_dcgmFailed.begin(), m_dcgmFailed.end(), true)); }
    double workloadMeasured() const { return m_workload; }

    void compose(ValidationRun &run)
    {
        const std::int64_t span = std::max<std::int64_t>(m_record.finished_ms() - m_record.started_ms(), 60'000);
        std::int64_t at = m_record.started_ms();
        const auto next = [&](double share) {
            const std::int64_t from = at;
            at += std::int64_t(double(span) * share);
            return std::pair {from, at};
        };
        addDcgm(*run.add_suites(), next(0.4));
        addNccl(*run.add_suites(), next(0.2));
        addWorkload(*run.add_suites(), next(0.3));
        addStorage(*run.add_suites(), next(0.1));
    }

private:
    const ValidationFault &fault() const { return m_record.fault(); }
    int faultGpu() const
    {
        return fault().kind() == ValidationFault::KIND_GPU_MEMORY
            ? (fault().tray() - 1) * ValidationBaselines::kGpusPerTray + fault().gpu()
            : -1;
    }
    bool throttled(int gpu) const
    {
        return fault().kind() == ValidationFault::KIND_THERMAL_THROTTLE
            && gpu / ValidationBaselines::kGpusPerTray == fault().tray() - 1;
    }
    double noise(double spread)
    {
        SimRandom rng(m_state);
        return 1.0 + spread * (2.0 * rng.uniform() - 1.0);
    }

    static void timeSuite(SuiteResult &suite, std::pair<std::int64_t, std::int64_t> span)
    {
        *suite.mutable_started_at() = TimeUtil::MillisecondsToTimestamp(span.first);
        *suite.mutable_finished_at() = TimeUtil::MillisecondsToTimestamp(span.second);
    }

    TestResult &addTest(SuiteResult &suite, const char *name, const char *category, int level)
    {
        TestResult &test = *suite.add_tests();
        test.set_name(name);
        test.set_category(category);
        test.set_level(level);
        return test;
    }

    EntityResult &addEntity(TestResult &test)
    {
        if (m_detailed)
            return *test.add_entities();
        m_scratch.Clear();
        return m_scratch;
    }

    // A verdict counts for its test, and a GPU failing DCGM for the gate.
    void fold(TestResult &test, int gpu, ValidationVerdict verdict)
    {
        test.set_verdict(VerdictRules::worst(test.verdict(), verdict));
        if (m_inDcgm && verdict == VALIDATION_VERDICT_FAIL && gpu >= 0 && gpu < ValidationBaselines::kRanks)
            m_dcgmFailed[size_t(gpu)] = true;
    }

    EntityResult &addGpu(TestResult &test, int gpu)
    {
        EntityResult &e = *test.add_entities();
        e.set_entity_kind(VALIDATION_ENTITY_KIND_GPU);
        e.set_gpu_index(gpu);
        e.set_entity_id(entityId(gpu));
        return e;
    }

    // A GPU's verdict given rather than measured (deployed software, a GPU taken out of the run).
    void settleGpu(TestResult &test, int gpu, ValidationVerdict verdict, const char *why = nullptr)
    {
        if (m_detailed) {
            EntityResult &e = addGpu(test, gpu);
            e.set_verdict(verdict);
            if (why)
                e.set_failure_text(why);
        }
        fold(test, gpu, verdict);
    }

    // A GPU's figure judged against its metric; `explain` words a failure. Only a detailed
    // run keeps the entity: judging a warm fleet (500 GPU figures a run, a run for most
    // racks) folds the verdicts alone, from the same figures drawn in the same order.
    template<typename Explain>
    void measureGpu(TestResult &test, int gpu, const Metric &metric, double measured, double median, Explain explain)
    {
        if (!m_detailed) {
            fold(test, gpu, ValidationBaselines::judge(measured, metric.baseline, metric.threshold, metric.direction));
            return;
        }
        EntityResult &e = addGpu(test, gpu);
        ValidationBaselines::judgeEntity(e, metric, measured, median);
        explain(e);
        fold(test, gpu, e.verdict());
    }

    // A per-GPU measured test; `measure` gives the value for a GPU. The GPU
    // that failed the memory test is taken out of the run and not measured.
    template<typename Measure> void perGpu(TestResult &test, const Metric &metric, double typicalShare, Measure measure)
    {
        for (int gpu = 0; gpu < ValidationBaselines::kRanks; ++gpu) {
            if (gpu == faultGpu()) {
                settleGpu(test, gpu, VALIDATION_VERDICT_NOT_RUN,
                          "Not run: the GPU failed the memory test earlier in this run");
                continue;
            }
            measureGpu(test, gpu, metric, measure(gpu), metric.baseline * typicalShare, [&](EntityResult &e) {
                if (e.verdict() == VALIDATION_VERDICT_FAIL && throttled(gpu)) {
                    e.set_failure_code("DCGM_FR_CLOCKS_EVENT_THERMAL");
                    e.set_failure_text("Clocks event: thermal slowdown (HW_SLOWDOWN) on " + e.entity_id()
                                       + format(" at %.0f ", e.measured()) + metric.unit);
                }
            });
        }
    }

    void addDcgm(SuiteResult &suite, std::pair<std::int64_t, std::int64_t> span)
    {
        suite.set_kind(VALIDATION_SUITE_KIND_DCGM_DIAG);
        suite.set_dcgm_level(m_record.dcgm_level() > 0 ? m_record.dcgm_level() : kDcgmLevel);
        suite.set_tool_version("DCGM 4.2.3");
        timeSuite(suite, span);
        m_inDcgm = true;

        TestResult &software = addTest(suite, "software", "Deployment", 1);
        for (int gpu = 0; gpu < ValidationBaselines::kRanks; ++gpu)
            settleGpu(software, gpu, VALIDATION_VERDICT_PASS);

        TestResult &pcie = addTest(suite, "pcie", "Integration", 2);
        perGpu(pcie, ValidationBaselines::kPcieBandwidth, 0.995, [&](int) { return 55.0 * noise(0.025); });

        TestResult &memory = addTest(suite, "memory", "Hardware", 2);
        for (int gpu = 0; gpu < ValidationBaselines::kRanks; ++gpu) {
            const bool bad = gpu == faultGpu();
            measureGpu(memory, gpu, ValidationBaselines::kMemoryErrors,
                       bad ? 1.0 + std::floor(fault().severity() * 6.0) : 0.0, 0.0, [&](EntityResult &e) {
                           if (!bad)
                               return;
                           e.set_failure_code("DCGM_FR_VOLATILE_DBE_DETECTED");
                           e.set_failure_text(format("Volatile double-bit ECC error(s) detected: %.0f uncorrectable "
                                                     "errors on ",
                                                     e.measured())
                                              + e.entity_id() + ". Drain the GPU and run field diagnostics.");
                       });
        }

        if (suite.dcgm_level() >= 3) {
            TestResult &power = addTest(suite, "targeted_power", "Stress", 3);
            perGpu(power, ValidationBaselines::kTargetedPower, 1.0, [&](int gpu) {
                const double drop = throttled(gpu) ? 0.86 - 0.06 * fault().severity() : 1.0;
                return 1803.0 * noise(0.006) * drop;
            });
            TestResult &bandwidth = addTest(suite, "memory_bandwidth", "Stress", 3);
            perGpu(bandwidth, ValidationBaselines::kMemoryBandwidth, 0.99, [&](int) { return 19350.0 * noise(0.012); });
        }
        m_inDcgm = false;
    }

    void addNccl(SuiteResult &suite, std::pair<std::int64_t, std::int64_t> span)
    {
        suite.set_kind(VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE);
        suite.set_tool_version("nccl-tests 2.17.1, NCCL 2.27.3");
        timeSuite(suite, span);
        NcclResult &nccl = *suite.mutable_nccl();
        nccl.set_ranks(ValidationBaselines::kRanks);
        nccl.set_nccl_version("2.27.3");
        const GateEvidence &e = m_record.evidence();
        const double ratio = e.nccl_baseline_gbps() > 0.0 ? e.nccl_busbw_gbps() / e.nccl_baseline_gbps() : 1.0;
        const double factor = 2.0 * (ValidationBaselines::kRanks - 1) / ValidationBaselines::kRanks;
        const bool cable = fault().kind() == ValidationFault::KIND_NVLINK_CABLE;
        double sum = 0.0;
        for (std::int64_t size = ValidationBaselines::kNcclMinBytes; size <= ValidationBaselines::kNcclMaxBytes;
             size *= 2) {
            double share = ratio;
            // A damaged cable costs nothing at small sizes and its share of
            // the links at large ones, where the transfer is bandwidth bound.
            if (cable && size >= (256LL << 20))
                share *= 1.0 - (size >= (1LL << 30) ? 1.0 : 0.5) * fault().severity();
            NcclSizeResult &row = *nccl.add_sizes();
            row.set_size_bytes(size);
            row.set_count(size / 4);
            row.set_data_type("float");
            row.set_reduction_op("sum");
            for (NcclMeasurement *m : {row.mutable_out_of_place(), row.mutable_in_place()}) {
                const double busbw = ValidationBaselines::ncclBaselineBusBw(size) * share * noise(0.003);
                m->set_busbw_gb_per_s(busbw);
                m->set_algbw_gb_per_s(busbw / factor);
                m->set_time_us(double(size) / (busbw / factor * 1e9) * 1e6);
            }
            sum += row.out_of_place().busbw_gb_per_s();
        }
        nccl.set_avg_busbw_gb_per_s(sum / nccl.sizes_size());
        suite.set_verdict(ValidationBaselines::judgeNccl(nccl, m_medians.ncclAvgBusBw));
    }

    void addWorkload(SuiteResult &suite, std::pair<std::int64_t, std::int64_t> span)
    {
        suite.set_kind(VALIDATION_SUITE_KIND_WORKLOAD);
        suite.set_tool_version("rack-burnin 1.8 (Llama-3 405B pre-training step)");
        timeSuite(suite, span);
        TestResult &throughput = addTest(suite, "training_throughput", "Workload", 0);
        EntityResult &rack = addEntity(throughput);
        rack.set_entity_kind(VALIDATION_ENTITY_KIND_RACK);
        rack.set_gpu_index(-1);
        rack.set_entity_id("rack");
        const Metric &metric = ValidationBaselines::kWorkloadThroughput;
        ValidationBaselines::judgeEntity(rack, metric, metric.baseline * m_record.evidence().workload_ratio(),
                                         m_medians.workloadThroughput);
        if (rack.verdict() == VALIDATION_VERDICT_FAIL) {
            rack.set_failure_text(format("Throughput %.1f %% of the fleet baseline (needs %.1f %%)",
                                         100.0 * rack.measured() / metric.baseline,
                                         100.0 * metric.threshold / metric.baseline));
        }
        m_workload = rack.measured();
        fold(throughput, -1, rack.verdict());
        TestResult &clock = addTest(suite, "sm_clock_under_load", "Workload", 0);
        perGpu(clock, ValidationBaselines::kSmClock, 1.0, [&](int gpu) {
            return throttled(gpu) ? 1880.0 - 160.0 * fault().severity() * noise(0.05) : 1998.0 * noise(0.004);
        });
    }

    void addStorage(SuiteResult &suite, std::pair<std::int64_t, std::int64_t> span)
    {
        suite.set_kind(VALIDATION_SUITE_KIND_STORAGE_READ);
        suite.set_tool_version("elbencho 3.0 (object cache, 16 MiB reads)");
        timeSuite(suite, span);
        TestResult &read = addTest(suite, "object_cache_read", "Storage", 0);
        perGpu(read, ValidationBaselines::kStorageRead, 0.97, [&](int) { return 6.8 * noise(0.03); });
    }

    const SimValidationRecord &m_record;
    const FleetMedians &m_medians;
    std::uint64_t m_state;
    bool m_detailed;
    bool m_inDcgm = false;
    EntityResult m_scratch;
    std::vector<bool> m_dcgmFailed = std::vector<bool>(ValidationBaselines::kRanks, false);
    double m_workload = 0.0;
};

v1::LocalizedText perGpuSummary(const SuiteResult &suite)
{
    // The test with the most failing GPUs names the suite's problem.
    const TestResult *worstTest = nullptr;
    int worstFailed = 0;
    int gpus = 0;
    for (const TestResult &test : suite.tests()) {
        int failed = 0;
        int counted = 0;
        for (const EntityResult &e : test.entities()) {
            if (e.entity_kind() != VALIDATION_ENTITY_KIND_GPU)
                continue;
            ++counted;
            failed += e.verdict() == VALIDATION_VERDICT_FAIL ? 1 : 0;
        }
        gpus = std::max(gpus, counted);
        if (failed > worstFailed) {
            worstFailed = failed;
            worstTest = &test;
        }
    }
    if (worstTest) {
        return Phrase::make("validation.gpus_fail",
                            {Phrase::integer(worstFailed), Phrase::integer(gpus), Phrase::id(worstTest->name())});
    }
    for (const TestResult &test : suite.tests()) {
        if (test.verdict() == VALIDATION_VERDICT_FAIL)
            return test.failure_text().empty()
                ? Phrase::make("validation.test_fail", {Phrase::id(test.name())})
                : Phrase::make("validation.test_fail_because",
                               {Phrase::id(test.name()), Phrase::id(test.failure_text())});
    }
    if (suite.verdict() == VALIDATION_VERDICT_WARN)
        return Phrase::make("validation.tests_warn", {Phrase::integer(suite.tests_size())});
    if (gpus > 0)
        return Phrase::make("validation.tests_pass_on_gpus",
                            {Phrase::text(Phrase::make("validation.tests_pass", {Phrase::integer(suite.tests_size())})),
                             Phrase::text(Phrase::make("count.gpus", {Phrase::integer(gpus)}))});
    return Phrase::make("validation.tests_pass", {Phrase::integer(suite.tests_size())});
}

// A suite's verdict from its tests (or its own, for NCCL and a suite without
// tests); a test's from its entities, when it kept them.
ValidationVerdict foldSuite(SuiteResult &suite)
{
    if (suite.kind() == VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE && suite.has_nccl())
        return suite.verdict();
    ValidationVerdict verdict = suite.tests_size() == 0 ? suite.verdict() : VALIDATION_VERDICT_UNSPECIFIED;
    for (TestResult &test : *suite.mutable_tests()) {
        ValidationVerdict testVerdict = test.entities_size() == 0 ? test.verdict() : VALIDATION_VERDICT_UNSPECIFIED;
        for (const EntityResult &e : test.entities())
            testVerdict = VerdictRules::worst(testVerdict, e.verdict());
        test.set_verdict(testVerdict);
        verdict = VerdictRules::worst(verdict, testVerdict);
    }
    suite.set_verdict(verdict);
    return verdict;
}

} // namespace

void ValidationRunBuilder::summarise(ValidationRun &run)
{
    ValidationVerdict runVerdict = VALIDATION_VERDICT_UNSPECIFIED;
    for (SuiteResult &suite : *run.mutable_suites()) {
        if (suite.kind() == VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE && suite.has_nccl()) {
            const NcclResult &n = suite.nccl();
            const auto busbw = Phrase::quantity(n.avg_busbw_gb_per_s(), "GB/s", 1);
            v1::LocalizedText text = n.has_baseline_avg_busbw_gb_per_s()
                ? Phrase::make(
                    "validation.nccl_busbw_baseline",
                    {busbw, Phrase::quantity(100.0 * n.avg_busbw_gb_per_s() / n.baseline_avg_busbw_gb_per_s(), "%", 1),
                     Phrase::quantity(n.baseline_avg_busbw_gb_per_s(), "GB/s", 1)})
                : Phrase::make("validation.nccl_busbw", {busbw});
            suite.set_summary(text.english());
            *suite.mutable_summary_text() = std::move(text);
        } else if (suite.tests_size() == 0 && suite.has_summary_text()) {
            // An imported suite without tests (a collective the fleet has no
            // baseline for) keeps what its parser said; "0 tests pass" says nothing.
        } else {
            foldSuite(suite);
            v1::LocalizedText text = perGpuSummary(suite);
            suite.set_summary(text.english());
            *suite.mutable_summary_text() = std::move(text);
        }
        runVerdict = VerdictRules::worst(runVerdict, suite.verdict());
    }
    run.set_verdict(runVerdict);
}

ValidationRunBuilder::Outcome ValidationRunBuilder::outcome(const SimValidationRecord &record)
{
    // Generating a warm fleet judges a run for most racks (35,000 at 50,000
    // racks): the scratch run lives on an arena that starts in a buffer of
    // this thread, so judging it costs no allocator round trips, and only
    // verdicts are folded (no summary texts).
    thread_local std::array<char, 64 * 1024> firstBlock;
    google::protobuf::ArenaOptions options;
    options.initial_block = firstBlock.data();
    options.initial_block_size = firstBlock.size();
    google::protobuf::Arena arena(options);
    ValidationRun &run = *google::protobuf::Arena::CreateMessage<ValidationRun>(&arena);
    const FleetMedians noMedians {};
    RunComposer composer(record, noMedians, false);
    composer.compose(run);
    Outcome outcome;
    ValidationVerdict verdict = VALIDATION_VERDICT_UNSPECIFIED;
    for (SuiteResult &suite : *run.mutable_suites())
        verdict = VerdictRules::worst(verdict, foldSuite(suite));
    outcome.verdict = verdict;
    // What the run does not measure itself (the cooling swing under load) stays as drawn.
    outcome.measured = record.evidence();
    for (const SuiteResult &suite : run.suites()) {
        if (suite.kind() == VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE) {
            outcome.measured.set_nccl_busbw_gbps(suite.nccl().avg_busbw_gb_per_s());
            outcome.measured.set_nccl_baseline_gbps(suite.nccl().baseline_avg_busbw_gb_per_s());
        }
    }
    const int passed = ValidationBaselines::kRanks - composer.failedDcgmGpus();
    outcome.measured.set_dcgm_gpus_passed(passed);
    outcome.measured.set_dcgm_passed(passed == ValidationBaselines::kRanks);
    outcome.measured.set_workload_ratio(composer.workloadMeasured()
                                        / ValidationBaselines::kWorkloadThroughput.baseline);
    return outcome;
}

void ValidationRunBuilder::stripDetails(ValidationRun &run)
{
    for (SuiteResult &suite : *run.mutable_suites()) {
        suite.clear_tests();
        suite.mutable_nccl()->clear_sizes();
    }
}

ValidationRun ValidationRunBuilder::build(const std::string &rackId, const SimValidationRecord &record,
                                          const std::string &previousRunId, const FleetMedians &medians,
                                          bool withDetails)
{
    ValidationRun run;
    if (record.source() == VALIDATION_RUN_SOURCE_IMPORTED) {
        run = record.imported();
    } else {
        run.set_source(record.source());
        if (record.state() == VALIDATION_RUN_STATE_COMPLETED) {
            RunComposer(record, medians, true).compose(run);
            summarise(run);
        }
    }
    run.set_id(record.id());
    run.set_rack_id(rackId);
    run.set_state(record.state());
    *run.mutable_started_at() = TimeUtil::MillisecondsToTimestamp(record.started_ms());
    if (record.finished_ms() > 0)
        *run.mutable_finished_at() = TimeUtil::MillisecondsToTimestamp(record.finished_ms());
    *run.mutable_requested_by() = record.requested_by();
    run.set_operation_id(record.operation_id());
    run.set_previous_run_id(previousRunId);
    run.set_rack_revision(record.rack_revision());
    run.set_reason(record.reason());
    // The simulator's own words travel as a phrase; an operator's reason (StartRun) stays as written.
    if (record.has_reason_text() && record.reason_text().english() == record.reason())
        *run.mutable_reason_text() = record.reason_text();
    if (!withDetails)
        stripDetails(run);
    return run;
}

} // namespace rackops::sim
