// ValidationService over real gRPC: runs listed and read in full, faults
// visible in the runs, artifacts imported (judged, audited, idempotent) or
// refused whole, and validation runs started as operations.
#include "artifactdata.h"
#include "artifacts/ncclperfparser.h"
#include "demouser.h"
#include "fleet/fleetsimulation.h"
#include "inprocessbackend.h"
#include "stillfleet.h"

#include "rackops/v1/fleet.grpc.pb.h"
#include "rackops/v1/operations.grpc.pb.h"
#include "rackops/v1/validation.grpc.pb.h"

#include <QTemporaryDir>
#include <QTest>

#include <grpcpp/grpcpp.h>

using namespace rackops;
using namespace rackops::sim;

namespace {
constexpr std::int64_t kMinute = 60'000;
} // namespace

class TestValidationService : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<InProcessBackend> m_backend;
    std::unique_ptr<v1::ValidationService::Stub> m_validation;
    std::unique_ptr<v1::OperationsService::Stub> m_ops;

    std::string rackWhere(const std::function<bool(const v1::RackSummary &)> &wanted)
    {
        for (const auto &rack : m_backend->server().fleet().snapshot().upserts) {
            if (wanted(rack))
                return rack.rack_id();
        }
        return {};
    }

    v1::RackSummary summary(const std::string &rackId) { return m_backend->server().fleet().rack(rackId)->summary(); }

    std::vector<v1::ValidationRun> runs(const std::string &rackId)
    {
        auto context = as("vera");
        v1::ListValidationRunsRequest request;
        request.set_rack_id(rackId);
        v1::ListValidationRunsResponse response;
        const auto status = m_validation->ListRuns(context.get(), request, &response);
        if (!status.ok())
            qWarning("ListRuns: %s", status.error_message().c_str());
        return {response.runs().begin(), response.runs().end()};
    }

    v1::ValidationRun run(const std::string &runId)
    {
        auto context = as("vera");
        v1::GetValidationRunRequest request;
        request.set_run_id(runId);
        v1::ValidationRun response;
        m_validation->GetRun(context.get(), request, &response);
        return response;
    }

    grpc::Status import(const char *user, const std::string &rackId, const std::string &content, const std::string &key,
                        v1::ImportArtifactResponse *response)
    {
        auto context = as(user);
        v1::ImportArtifactRequest request;
        request.set_rack_id(rackId);
        request.set_content(content);
        request.set_file_name("diag.json");
        request.set_idempotency_key(key);
        return m_validation->ImportArtifact(context.get(), request, response);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        SimConfig config = stillFleet(1500);
        config.seed = 4;
        config.stateDir = m_dir.path();
        m_backend = std::make_unique<InProcessBackend>(config);
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
        m_validation = m_backend->stub<v1::ValidationService>();
        m_ops = m_backend->stub<v1::OperationsService>();
    }

    void runsAreListedNewestFirstAndReadInFull()
    {
        const std::string rackId = rackWhere([](const auto &r) {
            return r.stage() == v1::LIFECYCLE_STAGE_PRODUCTION && !r.validation_run_id().empty();
        });
        QVERIFY(!rackId.empty());
        const auto listed = runs(rackId);
        QVERIFY(!listed.empty());
        QCOMPARE(listed.front().id(), summary(rackId).validation_run_id());
        QCOMPARE(listed.front().suites_size(), 4);
        QCOMPARE(listed.front().suites(0).tests_size(), 0); // details only from GetRun
        const auto full = run(listed.front().id());
        QCOMPARE(full.verdict(), summary(rackId).validation_verdict());
        QCOMPARE(full.suites(0).kind(), v1::VALIDATION_SUITE_KIND_DCGM_DIAG);
        QCOMPARE(full.suites(0).tests(0).entities_size(), 72);
        QVERIFY(full.suites(1).nccl().has_fleet_median_avg_busbw_gb_per_s());
    }

    void aFaultFoundByValidationShowsInItsRun()
    {
        const std::string rackId = rackWhere([](const auto &r) {
            return r.stage() == v1::LIFECYCLE_STAGE_REMEDIATION
                && r.validation_verdict() == v1::VALIDATION_VERDICT_FAIL;
        });
        QVERIFY2(!rackId.empty(), "the seeded fleet has a rack sent to remediation by validation");
        const auto full = run(summary(rackId).validation_run_id());
        QCOMPARE(full.verdict(), v1::VALIDATION_VERDICT_FAIL);
        int failing = 0;
        for (const auto &suite : full.suites()) {
            for (const auto &test : suite.tests())
                for (const auto &e : test.entities())
                    failing += e.verdict() == v1::VALIDATION_VERDICT_FAIL ? 1 : 0;
            for (const auto &row : suite.nccl().sizes())
                failing += row.verdict() == v1::VALIDATION_VERDICT_FAIL ? 1 : 0;
        }
        QVERIFY(failing > 0);
    }

    void unknownRackAndRunAreNotFound()
    {
        auto context = as("vera");
        v1::GetValidationRunRequest request;
        request.set_run_id("NOPE-v001");
        v1::ValidationRun response;
        QCOMPARE(m_validation->GetRun(context.get(), request, &response).error_code(), grpc::StatusCode::NOT_FOUND);
        v1::ImportArtifactResponse imported;
        QCOMPARE(import("omar", "NOPE", "{}", "k-nope", &imported).error_code(), grpc::StatusCode::NOT_FOUND);
    }

    void importedDcgmArtifactBecomesTheNewestRunOnce()
    {
        const std::string rackId =
            rackWhere([](const auto &r) { return r.stage() == v1::LIFECYCLE_STAGE_MAINTENANCE; });
        QVERIFY(!rackId.empty());
        const size_t before = runs(rackId).size();
        const std::string content = artifactData(QStringLiteral("dcgm/diag-r1-dcgm4-4gpu.json"));
        v1::ImportArtifactResponse first;
        QVERIFY(import("omar", rackId, content, "import-1", &first).ok());
        QVERIFY(first.has_run());
        QCOMPARE(first.run().source(), v1::VALIDATION_RUN_SOURCE_IMPORTED);
        QCOMPARE(first.run().verdict(), v1::VALIDATION_VERDICT_FAIL); // GPU 2 fails the software test
        QCOMPARE(first.run().artifact().format(), v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON);
        QCOMPARE(first.run().requested_by().name(), "omar");
        // The same upload sent again (lost answer, double click) stores nothing new.
        v1::ImportArtifactResponse again;
        QVERIFY(import("omar", rackId, content, "import-1", &again).ok());
        QCOMPARE(again.run().id(), first.run().id());
        const auto after = runs(rackId);
        QCOMPARE(after.size(), std::min<size_t>(before + 1, 8));
        QCOMPARE(after.front().id(), first.run().id());
        QCOMPARE(summary(rackId).validation_verdict(), v1::VALIDATION_VERDICT_FAIL);
        QCOMPARE(summary(rackId).validation_run_id(), first.run().id());

        auto context = as("vera");
        v1::QueryAuditLogRequest query;
        query.set_rack_id(rackId);
        v1::QueryAuditLogResponse audit;
        QVERIFY(m_ops->QueryAuditLog(context.get(), query, &audit).ok());
        int imports = 0;
        for (const auto &entry : audit.entries())
            imports += entry.action() == "rack.validate.import" ? 1 : 0;
        QCOMPARE(imports, 1);
    }

    void ncclImportIsJudgedAgainstTheBaseline()
    {
        const std::string rackId = rackWhere([](const auto &r) { return r.stage() == v1::LIFECYCLE_STAGE_FAILED; });
        v1::ImportArtifactResponse response;
        QVERIFY(import("omar", rackId, artifactData(QStringLiteral("nccl/all_reduce_perf-72gpu.txt")), "import-nccl",
                       &response)
                    .ok());
        QVERIFY(response.has_run());
        const auto &nccl = response.run().suites(0).nccl();
        QVERIFY(nccl.has_baseline_avg_busbw_gb_per_s());
        QVERIFY(nccl.has_threshold_avg_busbw_gb_per_s());
        QCOMPARE(nccl.sizes_size(), 32);
        QVERIFY(nccl.sizes(31).has_baseline_busbw_gb_per_s());
        QVERIFY(response.run().verdict() != v1::VALIDATION_VERDICT_FAIL); // a healthy rack's numbers

        v1::ImportArtifactResponse wrong;
        QVERIFY(
            import("omar", rackId, artifactData(QStringLiteral("nccl/wrong-72gpu.txt")), "import-wrong", &wrong).ok());
        QCOMPARE(wrong.run().verdict(), v1::VALIDATION_VERDICT_FAIL);
    }

    // Issue #36.4: an imported nccl run is judged against what it is (GPU model x
    // interconnect x scale x collective), saying which baseline that was; one no
    // baseline matches says so instead of passing on bandwidth.
    void ncclImportsAreJudgedAgainstWhatTheyAre()
    {
        const std::string rackId = rackWhere([](const auto &r) { return r.stage() == v1::LIFECYCLE_STAGE_FAILED; });
        const auto importNamed = [&](const char *file, const std::string &key) {
            auto context = as("omar");
            v1::ImportArtifactRequest request;
            request.set_rack_id(rackId);
            request.set_content(artifactData(QString::fromLatin1(file)));
            request.set_file_name(QString::fromLatin1(file).section(u'/', -1).toStdString());
            request.set_idempotency_key(key);
            v1::ImportArtifactResponse response;
            const grpc::Status status = m_validation->ImportArtifact(context.get(), request, &response);
            return std::make_pair(status, response);
        };
        // 16 H100 over InfiniBand at a quarter of what such a system reaches: FAIL, saying against what.
        const auto [slowStatus, slow] = importNamed("nccl/all-reduce_16n.txt", "import-h100-ib");
        QVERIFY2(slowStatus.ok(), slowStatus.error_message().c_str());
        QVERIFY(slow.has_run());
        QCOMPARE(int(slow.run().verdict()), int(v1::VALIDATION_VERDICT_FAIL));
        const std::string &judged = slow.run().suites(0).summary();
        QVERIFY2(judged.find("judged against H100 × InfiniBand × 16 ranks × all_reduce: peak busbw")
                     != std::string::npos,
                 judged.c_str());
        // The same GPUs where the output does not say the network: no baseline, said so, not failed on bandwidth.
        const auto [openStatus, open] = importNamed("nccl/srun-2node-16gpu.log", "import-h100-net");
        QVERIFY2(openStatus.ok(), openStatus.error_message().c_str());
        QCOMPARE(int(open.run().verdict()), int(v1::VALIDATION_VERDICT_PASS));
        const std::string &none = open.run().suites(0).summary();
        QVERIFY2(none.find("no baseline for H100 × network (not stated) × 16 ranks × all_reduce") != std::string::npos,
                 none.c_str());
        QVERIFY(!open.run().suites(0).nccl().has_baseline_avg_busbw_gb_per_s());
        // The rack platform's own 72-rank all_reduce keeps its size-by-size baseline.
        const auto [platformStatus, platform] = importNamed("nccl/all_reduce_perf-72gpu.txt", "import-platform");
        QVERIFY(platformStatus.ok());
        QVERIFY(platform.run().suites(0).nccl().has_baseline_avg_busbw_gb_per_s());
        QVERIFY2(platform.run().suites(0).summary().find(
                     "judged against the platform baseline (Rubin × NVLink × 72 ranks × all_reduce)")
                     != std::string::npos,
                 platform.run().suites(0).summary().c_str());
    }

    void unreadableArtifactIsRefusedWholeWithWhereAndWhat()
    {
        const std::string rackId = rackWhere([](const auto &r) { return r.stage() == v1::LIFECYCLE_STAGE_PRODUCTION; });
        const size_t before = runs(rackId).size();
        v1::ImportArtifactResponse response;
        QVERIFY(
            import("omar", rackId, artifactData(QStringLiteral("dcgm/truncated-dcgm4.json")), "import-bad", &response)
                .ok());
        QVERIFY(response.has_failure());
        QVERIFY(response.failure().errors_size() > 0);
        QVERIFY(response.failure().errors(0).line() > 0);
        QCOMPARE(runs(rackId).size(), before);
        v1::ImportArtifactResponse empty;
        QCOMPARE(import("omar", rackId, "", "import-empty", &empty).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
    }

    void importNeedsTheOperatorRole()
    {
        const std::string rackId = rackWhere([](const auto &r) { return r.stage() == v1::LIFECYCLE_STAGE_PRODUCTION; });
        v1::ImportArtifactResponse response;
        QCOMPARE(import("vera", rackId, artifactData(QStringLiteral("dcgm/diag-r1-dcgm4-4gpu.json")), "import-vera",
                        &response)
                     .error_code(),
                 grpc::StatusCode::PERMISSION_DENIED);
    }

    void changesPerPersonAreRateLimitedButRetriesAlwaysAnswered()
    {
        SimConfig config = stillFleet(50);
        config.mutationsPerMinute = 3;
        config.mutationBurst = 3;
        InProcessBackend backend(config);
        QString error;
        QVERIFY2(backend.start(&error), qPrintable(error));
        auto stub = backend.stub<v1::ValidationService>();
        const std::string rackId = backend.server().fleet().snapshot().upserts.front().rack_id();
        const std::string content = artifactData(QStringLiteral("nccl/all_reduce_perf-72gpu.txt"));
        const auto send = [&](const char *user, const std::string &key, v1::ImportArtifactResponse *response) {
            auto context = as(user);
            v1::ImportArtifactRequest request;
            request.set_rack_id(rackId);
            request.set_content(content);
            request.set_file_name("nccl.txt");
            request.set_idempotency_key(key);
            return stub->ImportArtifact(context.get(), request, response);
        };
        v1::ImportArtifactResponse first;
        QVERIFY(send("omar", "rate-0", &first).ok());
        for (int i = 1; i < 3; ++i) {
            v1::ImportArtifactResponse response;
            QVERIFY(send("omar", "rate-" + std::to_string(i), &response).ok());
        }
        v1::ImportArtifactResponse limited;
        const auto status = send("omar", "rate-3", &limited);
        QCOMPARE(status.error_code(), grpc::StatusCode::RESOURCE_EXHAUSTED);
        QVERIFY2(status.error_message().find("omar") != std::string::npos, status.error_message().c_str());
        // A retry of a change already made is never limited: it must learn its outcome.
        v1::ImportArtifactResponse again;
        QVERIFY(send("omar", "rate-0", &again).ok());
        QCOMPARE(again.run().id(), first.run().id());
        // Someone else is not held back by omar's script.
        v1::ImportArtifactResponse other;
        QVERIFY(send("anna", "rate-anna", &other).ok());
    }

    void startedRunIsAnOperationAndFeedsTheGate()
    {
        const std::string rackId = rackWhere([](const auto &r) {
            return r.stage() == v1::LIFECYCLE_STAGE_AWAITING_APPROVAL && r.active_operation_id().empty();
        });
        QVERIFY(!rackId.empty());
        auto context = as("omar");
        v1::StartValidationRunRequest request;
        request.set_rack_id(rackId);
        request.set_expected_rack_revision(summary(rackId).state_revision());
        request.set_reason("Re-check after swapping a cable");
        request.set_idempotency_key("start-1");
        v1::StartValidationRunResponse started;
        const auto status = m_validation->StartRun(context.get(), request, &started);
        QVERIFY2(status.ok(), status.error_message().c_str());
        QVERIFY(!started.operation_id().empty());
        QCOMPARE(runs(rackId).front().state(), v1::VALIDATION_RUN_STATE_RUNNING);

        // A retry with the same key starts nothing new.
        auto retry = as("omar");
        v1::StartValidationRunResponse again;
        QVERIFY(m_validation->StartRun(retry.get(), request, &again).ok());
        QCOMPARE(again.run_id(), started.run_id());

        m_backend->server().fleet().advance(90 * kMinute);
        const auto finished = run(started.run_id());
        QCOMPARE(finished.state(), v1::VALIDATION_RUN_STATE_COMPLETED);
        QCOMPARE(finished.reason(), "Re-check after swapping a cable");
        QCOMPARE(finished.operation_id(), started.operation_id());
        QVERIFY(!finished.previous_run_id().empty());

        auto gateContext = as("vera");
        v1::ApproveRackRequest gate;
        gate.set_rack_id(rackId);
        gate.set_validate_only(true);
        v1::ApproveRackResponse criteria;
        QVERIFY(m_ops->ApproveRack(gateContext.get(), gate, &criteria).ok());
        double ncclMeasured = -1.0;
        for (const auto &c : criteria.criteria()) {
            if (c.id() == "nccl_avg_busbw")
                ncclMeasured = c.measured_value();
        }
        QCOMPARE(ncclMeasured, finished.suites(1).nccl().avg_busbw_gb_per_s());
    }

    void runsAreRefusedInProductionAndWithoutAReason()
    {
        const std::string rackId = rackWhere([](const auto &r) {
            return r.stage() == v1::LIFECYCLE_STAGE_PRODUCTION && r.active_operation_id().empty();
        });
        auto context = as("omar");
        v1::StartValidationRunRequest request;
        request.set_rack_id(rackId);
        request.set_expected_rack_revision(summary(rackId).state_revision());
        request.set_reason("Just checking");
        request.set_idempotency_key("start-prod");
        v1::StartValidationRunResponse response;
        QCOMPARE(m_validation->StartRun(context.get(), request, &response).error_code(),
                 grpc::StatusCode::FAILED_PRECONDITION);
        auto noReason = as("omar");
        request.clear_reason();
        request.set_idempotency_key("start-noreason");
        QCOMPARE(m_validation->StartRun(noReason.get(), request, &response).error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT);
    }

    // A 16 MiB table of 150,000 rows was stored: 31 MB of database per import, and GetRun answered
    // 15.7 MB, which no default client reads. Beyond what a run keeps it is refused, stored nowhere.
    // Last: it adds runs to a rack in production, which earlier tests read.
    void importsBeyondWhatARunKeepsAreRefused()
    {
        const std::string rackId = rackWhere([](const auto &r) { return r.stage() == v1::LIFECYCLE_STAGE_PRODUCTION; });
        QVERIFY(!rackId.empty());
        const std::size_t before = runs(rackId).size();
        v1::ImportArtifactResponse response;
        const grpc::Status refused = import("omar", rackId, ncclSweep(150000, 72), "bound-rows", &response);
        QCOMPARE(refused.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
        QVERIFY2(refused.error_message().find("150000 size rows; a run keeps at most 4096") != std::string::npos,
                 refused.error_message().c_str());
        QCOMPARE(runs(rackId).size(), before);

        // At the bounds (4096 rows, 8192 ranks) a run is stored and read back by a default client.
        const grpc::Status imported = import(
            "omar", rackId, ncclSweep(NcclPerfParser::kMaxSizeRows, NcclPerfParser::kMaxRanks), "bound-max", &response);
        QVERIFY2(imported.ok(), imported.error_message().c_str());
        QVERIFY2(response.has_run(),
                 response.failure().errors_size() ? response.failure().errors(0).message().c_str() : "");
        const v1::ValidationRun stored = run(response.run().id());
        QCOMPARE(stored.suites(0).nccl().sizes_size(), NcclPerfParser::kMaxSizeRows);
        QCOMPARE(stored.suites(0).nccl().rank_devices_size(), NcclPerfParser::kMaxRanks);
        QVERIFY2(stored.ByteSizeLong() < 2 * 1024 * 1024, qPrintable(QString::number(stored.ByteSizeLong())));
    }
};

QTEST_GUILESS_MAIN(TestValidationService)
#include "tst_validationservice.moc"
