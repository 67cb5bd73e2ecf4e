// ReplicationService over real gRPC: the watch (snapshot, changes,
// heartbeats), downsampled history, the archive, and SetBucketSlo with
// roles, stale revisions, idempotency and the audit log.
#include "fleet/fleetsimulation.h"
#include "inprocessbackend.h"
#include "stillfleet.h"

#include "rackops/v1/operations.grpc.pb.h"
#include "rackops/v1/replication.grpc.pb.h"

#include <google/protobuf/util/time_util.h>

#include <QTemporaryDir>
#include <QTest>

#include <grpcpp/grpcpp.h>

#include <cmath>

using namespace rackops;
using namespace rackops::sim;
using google::protobuf::util::TimeUtil;

namespace {
constexpr std::int64_t kMinute = 60'000;

std::unique_ptr<grpc::ClientContext> as(const char *user)
{
    auto context = std::make_unique<grpc::ClientContext>();
    context->AddMetadata("x-rackops-user", user);
    context->set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(20));
    return context;
}

// The snapshot a new watch of one bucket starts with (the watch is then ended).
v1::ReplicationBatch firstBatch(v1::ReplicationService::Stub &stub, const std::string &bucket)
{
    auto context = as("vera");
    v1::WatchReplicationRequest watch;
    watch.add_buckets(bucket);
    auto reader = stub.WatchReplication(context.get(), watch);
    v1::ReplicationBatch first;
    reader->Read(&first);
    context->TryCancel();
    v1::ReplicationBatch rest;
    while (reader->Read(&rest)) { }
    reader->Finish();
    return first;
}
} // namespace

class TestReplicationService : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<InProcessBackend> m_backend;
    std::unique_ptr<v1::ReplicationService::Stub> m_replication;
    std::unique_ptr<v1::OperationsService::Stub> m_ops;

    v1::BucketReplicationConfig setSlo(const char *user, const std::string &key, std::int64_t revision,
                                       std::int64_t sloMs, grpc::Status *status)
    {
        v1::SetBucketSloRequest request;
        request.set_bucket("ckpt-vision");
        *request.mutable_slo() = TimeUtil::MillisecondsToDuration(sloMs);
        request.set_idempotency_key(key);
        request.set_expected_bucket_revision(revision);
        request.set_reason("checkpoints of this team may lag 10 min at most");
        v1::BucketReplicationConfig config;
        *status = m_replication->SetBucketSlo(as(user).get(), request, &config);
        return config;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_backend = std::make_unique<InProcessBackend>(stillFleet(20));
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
        m_replication = m_backend->stub<v1::ReplicationService>();
        m_ops = m_backend->stub<v1::OperationsService>();
    }

    void regionsAreListed()
    {
        v1::ListRegionsResponse response;
        QVERIFY(m_replication->ListRegions(as("vera").get(), {}, &response).ok());
        QVERIFY(response.regions_size() >= 3);
        QCOMPARE(response.regions(0).id(), std::string("us-west"));
        QCOMPARE(response.regions(0).sites_size(), 2);
    }

    void watchSendsSnapshotThenChangesAndHeartbeats()
    {
        auto context = as("vera");
        v1::WatchReplicationRequest request;
        *request.mutable_interval() = TimeUtil::MillisecondsToDuration(1000);
        auto reader = m_replication->WatchReplication(context.get(), request);
        v1::ReplicationBatch batch;
        QVERIFY(reader->Read(&batch));
        QVERIFY(batch.reset());
        QVERIFY(batch.pairs_size() >= 6);
        QCOMPARE(batch.cache_stats_size(), 5);
        const int pairs = batch.pairs_size();
        // The clock stands still: nothing changed, an empty batch says the link is alive.
        QVERIFY(reader->Read(&batch));
        QVERIFY(!batch.reset());
        QCOMPARE(batch.pairs_size(), 0);
        QVERIFY(batch.has_server_time());
        // Time moves: the pairs whose figures changed come again, and only those.
        m_backend->server().advance(2 * kMinute);
        QVERIFY(reader->Read(&batch));
        QVERIFY(batch.pairs_size() > 0);
        QVERIFY(batch.pairs_size() <= pairs);
        context->TryCancel();
        while (reader->Read(&batch)) { }
        reader->Finish();
    }

    void historyIsDownsampled()
    {
        v1::ReplicationHistoryRequest request;
        request.set_bucket("ckpt-llm-pretrain");
        request.set_source_region("us-west");
        request.set_target_region("eu-central");
        const std::int64_t now = m_backend->server().fleet().nowMs();
        *request.mutable_from() = TimeUtil::MillisecondsToTimestamp(now - 24 * 60 * kMinute);
        request.set_max_points(200);
        v1::ReplicationHistoryResponse response;
        QVERIFY(m_replication->QueryReplicationHistory(as("vera").get(), request, &response).ok());
        QCOMPARE(response.sample_counts_size(), 200);
        QCOMPARE(response.series_size(), 5); // every metric when none is named
        QCOMPARE(TimeUtil::DurationToMilliseconds(response.slo()), 15 * kMinute);
        int samples = 0;
        for (int count : response.sample_counts())
            samples += count;
        QVERIFY2(samples >= 8600, qPrintable(QString::number(samples))); // every 10 s step of 24 h
        const auto &age = response.series(0);
        QCOMPARE(age.metric(), v1::REPLICATION_METRIC_OLDEST_UNREPLICATED_AGE_SECONDS);
        double peak = 0;
        for (int i = 0; i < age.max_size(); ++i) {
            QVERIFY(age.min(i) <= age.mean(i) + 1e-9 && age.mean(i) <= age.max(i) + 1e-9);
            peak = std::max(peak, age.max(i));
        }
        QVERIFY(peak > 60); // checkpoint bursts make lag
        for (const auto &b : response.breaches())
            QVERIFY(TimeUtil::DurationToMilliseconds(b.worst_age()) > 15 * kMinute);

        request.set_target_region("ap-northeast");
        QCOMPARE(m_replication->QueryReplicationHistory(as("vera").get(), request, &response).error_code(),
                 grpc::StatusCode::NOT_FOUND);
        request.set_target_region("eu-central");
        *request.mutable_to() = request.from();
        QCOMPARE(m_replication->QueryReplicationHistory(as("vera").get(), request, &response).error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT);
    }

    void archiveSummaryByRegion()
    {
        v1::GetArchiveSummaryRequest request;
        request.add_regions("us-west");
        request.set_max_transitions(5);
        v1::ArchiveSummary summary;
        QVERIFY(m_replication->GetArchiveSummary(as("vera").get(), request, &summary).ok());
        QCOMPARE(summary.regions_size(), 1);
        QVERIFY(summary.regions(0).bytes() > 0);
        QVERIFY(summary.recent_transitions_size() <= 5);
        for (const auto &t : summary.recent_transitions())
            QCOMPARE(t.region(), std::string("us-west"));
    }

    void setSloIsCheckedIdempotentAndAudited()
    {
        grpc::Status status;
        setSlo("vera", "k-viewer", 1, 10 * kMinute, &status);
        QCOMPARE(status.error_code(), grpc::StatusCode::PERMISSION_DENIED);
        setSlo("omar", "k-short", 1, 30'000, &status);
        QCOMPARE(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);

        const auto first = setSlo("omar", "k-1", 1, 10 * kMinute, &status);
        QVERIFY2(status.ok(), status.error_message().c_str());
        QCOMPARE(first.revision(), 2);
        QCOMPARE(first.updated_by().name(), std::string("omar"));
        QCOMPARE(TimeUtil::DurationToMilliseconds(first.default_slo()), 10 * kMinute);
        // The same intent again (a retry after a lost answer): the first answer, nothing done twice.
        const auto again = setSlo("omar", "k-1", 1, 10 * kMinute, &status);
        QVERIFY(status.ok());
        QCOMPARE(again.SerializeAsString(), first.SerializeAsString());
        // A new intent decided on the old revision is refused with what changed.
        setSlo("omar", "k-2", 1, 20 * kMinute, &status);
        QCOMPARE(status.error_code(), grpc::StatusCode::ABORTED);
        QVERIFY(status.error_message().find("revision 2") != std::string::npos);

        // Every decision is in the audit log once, newest first.
        v1::QueryAuditLogRequest query;
        query.set_action_prefix("bucket.");
        v1::QueryAuditLogResponse audit;
        QVERIFY(m_ops->QueryAuditLog(as("ada").get(), query, &audit).ok());
        QCOMPARE(audit.entries_size(), 4);
        QCOMPARE(audit.entries(0).status_code(), std::string("ABORTED"));
        QCOMPARE(audit.entries(1).outcome(), v1::AUDIT_OUTCOME_SUCCEEDED);
        QCOMPARE(audit.entries(1).target(), std::string("bucket/ckpt-vision"));
        QCOMPARE(audit.entries(1).idempotency_key(), std::string("k-1"));
        QCOMPARE(audit.entries(1).reason(), std::string("checkpoints of this team may lag 10 min at most"));
        QCOMPARE(audit.entries(3).status_code(), std::string("PERMISSION_DENIED"));

        // The watch reports the new SLO and the revision it came with.
        const v1::ReplicationBatch batch = firstBatch(*m_replication, "ckpt-vision");
        QCOMPARE(batch.pairs_size(), 1);
        QCOMPARE(TimeUtil::DurationToMilliseconds(batch.pairs(0).slo()), 10 * kMinute);
        QCOMPARE(batch.pairs(0).bucket_config_revision(), 2);
    }

    void sloSurvivesARestart()
    {
        QTemporaryDir dir;
        SimConfig config = stillFleet(5);
        config.stateDir = dir.path();
        v1::SetBucketSloRequest request;
        request.set_bucket("eval-artifacts");
        request.set_target_region("us-west");
        *request.mutable_slo() = TimeUtil::MillisecondsToDuration(30 * kMinute);
        request.set_idempotency_key("k-restart");
        request.set_expected_bucket_revision(1);
        v1::BucketReplicationConfig first;
        {
            InProcessBackend backend(config);
            QString error;
            QVERIFY2(backend.start(&error), qPrintable(error));
            auto stub = backend.stub<v1::ReplicationService>();
            QVERIFY(stub->SetBucketSlo(as("omar").get(), request, &first).ok());
            backend.server().stop();
        }
        InProcessBackend backend(config);
        QString error;
        QVERIFY2(backend.start(&error), qPrintable(error));
        auto stub = backend.stub<v1::ReplicationService>();
        // The retry after the restart gets the first answer, and the SLO is still in force.
        v1::BucketReplicationConfig again;
        QVERIFY(stub->SetBucketSlo(as("omar").get(), request, &again).ok());
        QCOMPARE(again.SerializeAsString(), first.SerializeAsString());
        const v1::ReplicationBatch batch = firstBatch(*stub, "eval-artifacts");
        QCOMPARE(batch.pairs_size(), 1);
        QCOMPARE(TimeUtil::DurationToMilliseconds(batch.pairs(0).slo()), 30 * kMinute);
        QCOMPARE(batch.pairs(0).bucket_config_revision(), 2);
    }

    void cleanupTestCase() { m_backend->server().stop(); }
};

QTEST_MAIN(TestReplicationService)
#include "tst_replicationservice.moc"
