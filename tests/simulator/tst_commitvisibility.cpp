// A change is seen only once it is stored (issue #33, point 2): watchers and
// readers never see a mutation before its SQLite commit, and a commit that
// fails leaves memory as it was and answers an error. Over real gRPC; the
// commit is held open, or made to fail, through the journal's state saver,
// which runs inside the mutation's transaction just before the commit.
#include "demouser.h"
#include "alerts/alertbook.h"
#include "fleet/fleetsimulation.h"
#include "inprocessbackend.h"
#include "journal/mutationjournal.h"
#include "replication/replicationtraffic.h"
#include "server/simulatorserver.h"
#include "stillfleet.h"

#include "rackops/v1/alerts.grpc.pb.h"
#include "rackops/v1/fleet.grpc.pb.h"
#include "rackops/v1/operations.grpc.pb.h"
#include "rackops/v1/replication.grpc.pb.h"

#include <google/protobuf/util/time_util.h>

#include <QTemporaryDir>
#include <QTest>

#include <grpcpp/grpcpp.h>

#include <atomic>
#include <chrono>
#include <future>
#include <mutex>
#include <thread>

using namespace rackops;
using namespace rackops::sim;
using namespace std::chrono_literals;

namespace {

// Every version of one rack a fleet watcher receives, from a thread of its own.
class RackWatcher {
public:
    RackWatcher(const std::shared_ptr<grpc::Channel> &channel, std::string rackId)
        : m_stub(v1::FleetService::NewStub(channel))
        , m_rackId(std::move(rackId))
    {
        m_context = as("vera");
        m_thread = std::thread([this] { run(); });
    }
    ~RackWatcher()
    {
        m_context->TryCancel();
        m_thread.join();
    }

    bool waitSynced(std::chrono::milliseconds timeout) const
    {
        const auto until = std::chrono::steady_clock::now() + timeout;
        while (!m_synced && std::chrono::steady_clock::now() < until)
            std::this_thread::sleep_for(10ms);
        return m_synced;
    }
    std::vector<v1::RackSummary> seen() const
    {
        std::lock_guard lock(m_mutex);
        return m_seen;
    }
    // Waits until a version passes `wanted`.
    bool waitFor(const std::function<bool(const v1::RackSummary &)> &wanted, std::chrono::milliseconds timeout) const
    {
        const auto until = std::chrono::steady_clock::now() + timeout;
        while (std::chrono::steady_clock::now() < until) {
            for (const auto &rack : seen()) {
                if (wanted(rack))
                    return true;
            }
            std::this_thread::sleep_for(10ms);
        }
        return false;
    }

private:
    void run()
    {
        v1::WatchFleetRequest request;
        auto reader = m_stub->WatchFleet(m_context.get(), request);
        v1::WatchFleetResponse message;
        while (reader->Read(&message)) {
            std::lock_guard lock(m_mutex);
            for (const auto &rack : message.upserts()) {
                if (rack.rack_id() == m_rackId)
                    m_seen.push_back(rack);
            }
            if (message.initial_sync_complete())
                m_synced = true;
        }
        reader->Finish();
    }

    std::unique_ptr<v1::FleetService::Stub> m_stub;
    std::string m_rackId;
    std::unique_ptr<grpc::ClientContext> m_context;
    mutable std::mutex m_mutex;
    std::vector<v1::RackSummary> m_seen;
    std::atomic<bool> m_synced {false};
    std::thread m_thread;
};

} // namespace

class TestCommitVisibility : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<InProcessBackend> m_backend;
    std::unique_ptr<v1::OperationsService::Stub> m_ops;
    std::unique_ptr<v1::FleetService::Stub> m_fleet;
    std::unique_ptr<v1::AlertService::Stub> m_alerts;

    v1::RackDetail rack(const std::string &id)
    {
        auto context = as("vera");
        v1::GetRackRequest request;
        request.set_rack_id(id);
        v1::RackDetail detail;
        const grpc::Status status = m_fleet->GetRack(context.get(), request, &detail);
        if (!status.ok())
            qWarning("GetRack: %s", status.error_message().c_str());
        return detail;
    }

    // A rack awaiting approval whose gate passes.
    std::string approvableRack()
    {
        for (const auto &r : m_backend->server().fleet().snapshot().upserts) {
            // Not one an earlier case is approving (its operation still runs).
            if (r.stage() != v1::LIFECYCLE_STAGE_AWAITING_APPROVAL || !r.active_operation_id().empty())
                continue;
            auto context = as("vera");
            v1::ApproveRackRequest request;
            request.set_rack_id(r.rack_id());
            request.set_validate_only(true);
            v1::ApproveRackResponse response;
            if (m_ops->ApproveRack(context.get(), request, &response).ok()
                && response.outcome() == v1::APPROVAL_OUTCOME_EVALUATED) {
                bool pass = true;
                for (const auto &c : response.criteria())
                    pass = pass && c.verdict() == v1::APPROVAL_CRITERION_VERDICT_PASS;
                if (pass)
                    return r.rack_id();
            }
        }
        return {};
    }

    grpc::Status approve(const std::string &rackId, std::int64_t expectedRevision, const std::string &key,
                         v1::ApproveRackResponse *response)
    {
        auto context = as("anna");
        context->set_deadline(std::chrono::system_clock::now() + 20s);
        v1::ApproveRackRequest request;
        request.set_rack_id(rackId);
        request.set_expected_rack_revision(expectedRevision);
        request.set_idempotency_key(key);
        return m_ops->ApproveRack(context.get(), request, response);
    }

    void saveFailing(const QString &why)
    {
        m_backend->server().journal().setStateSaver([why](QString *error) {
            *error = why;
            return false;
        });
    }
    void saveSucceeding()
    {
        m_backend->server().journal().setStateSaver([](QString *) { return true; });
    }

private Q_SLOTS:
    void init()
    {
        SimConfig config = stillFleet(600);
        config.seed = 4;
        config.stateDir = m_dir.path();
        m_backend = std::make_unique<InProcessBackend>(config);
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
        m_ops = m_backend->stub<v1::OperationsService>();
        m_fleet = m_backend->stub<v1::FleetService>();
        m_alerts = m_backend->stub<v1::AlertService>();
    }
    void cleanup() { m_backend.reset(); }

    void aWatcherSeesAnApprovalOnlyOnceItIsStored()
    {
        const std::string id = approvableRack();
        QVERIFY2(!id.empty(), "no approvable rack in this fleet");
        const v1::RackSummary before = rack(id).summary();
        RackWatcher watcher(m_backend->channel(), id);
        QVERIFY(watcher.waitSynced(10s));

        // The commit is held open: the rack has changed in memory, not yet on disk.
        std::promise<void> entered;
        std::promise<void> release;
        std::shared_future<void> released = release.get_future().share();
        std::atomic<bool> signalled {false};
        m_backend->server().journal().setStateSaver([&entered, &signalled, released](QString *) {
            if (!signalled.exchange(true))
                entered.set_value();
            released.wait();
            return true;
        });
        v1::ApproveRackResponse response;
        auto approval =
            std::async(std::launch::async, [&] { return approve(id, before.state_revision(), "k-held", &response); });
        QVERIFY(entered.get_future().wait_for(10s) == std::future_status::ready);

        // Meanwhile neither the watcher nor a reader sees it.
        std::this_thread::sleep_for(400ms);
        const auto changed = [&](const v1::RackSummary &r) { return r.revision() > before.revision(); };
        for (const auto &r : watcher.seen())
            QVERIFY2(!changed(r), "the watcher saw the approval before it was stored");
        {
            auto context = as("vera");
            context->set_deadline(std::chrono::system_clock::now() + 200ms);
            v1::GetRackRequest request;
            request.set_rack_id(id);
            v1::RackDetail detail;
            const grpc::Status read = m_fleet->GetRack(context.get(), request, &detail);
            QVERIFY2(!read.ok() || detail.summary().active_operation_id().empty(),
                     "GetRack answered an approval not yet stored");
        }

        release.set_value();
        const grpc::Status status = approval.get();
        QVERIFY2(status.ok(), status.error_message().c_str());
        QCOMPARE(response.outcome(), v1::APPROVAL_OUTCOME_APPROVED);
        QVERIFY(watcher.waitFor(
            [&](const v1::RackSummary &r) { return r.active_operation_id() == response.operation().id(); }, 10s));
        QCOMPARE(rack(id).summary().active_operation_id(), response.operation().id());
    }

    void aFailedCommitLeavesTheRackAsItWas()
    {
        const std::string id = approvableRack();
        QVERIFY2(!id.empty(), "no approvable rack in this fleet");
        const v1::RackDetail before = rack(id);
        RackWatcher watcher(m_backend->channel(), id);
        QVERIFY(watcher.waitSynced(10s));

        saveFailing(QStringLiteral("disk went away (test)"));
        v1::ApproveRackResponse response;
        const grpc::Status failed = approve(id, before.summary().state_revision(), "k-lost", &response);
        QCOMPARE(failed.error_code(), grpc::StatusCode::INTERNAL);
        QVERIFY2(failed.error_message().find("nothing was changed") != std::string::npos,
                 failed.error_message().c_str());
        QVERIFY2(failed.error_message().find("disk went away (test)") != std::string::npos,
                 failed.error_message().c_str());

        // Memory is as it was: the rack, its revision, its operations.
        const v1::RackDetail after = rack(id);
        QCOMPARE(after.summary().stage(), before.summary().stage());
        QCOMPARE(after.summary().revision(), before.summary().revision());
        QCOMPARE(after.summary().state_revision(), before.summary().state_revision());
        QVERIFY(after.summary().active_operation_id().empty());
        QCOMPARE(after.SerializeAsString(), before.SerializeAsString());
        const auto &desk = m_backend->server().fleet().operations();
        for (const auto &change : desk.snapshot(id).upserts)
            QVERIFY2(change.state() != v1::OPERATION_STATE_RUNNING, "an operation of the lost approval is left");
        std::this_thread::sleep_for(200ms);
        for (const auto &r : watcher.seen())
            QVERIFY2(r.revision() <= before.summary().revision(), "the watcher saw a change that was never stored");

        // Nothing was remembered for the key either: the same request, sent again, is done.
        saveSucceeding();
        const grpc::Status again = approve(id, before.summary().state_revision(), "k-lost", &response);
        QVERIFY2(again.ok(), again.error_message().c_str());
        QCOMPARE(response.outcome(), v1::APPROVAL_OUTCOME_APPROVED);
        QVERIFY(watcher.waitFor(
            [&](const v1::RackSummary &r) { return r.active_operation_id() == response.operation().id(); }, 10s));
    }

    void aFailedCommitLeavesTheAlertAsItWas()
    {
        m_backend->server().advance(60'000);
        const auto open = m_backend->server().alerts().alerts(
            [](const v1::Alert &a) { return a.state() == v1::ALERT_STATE_TRIGGERED; });
        QVERIFY2(!open.empty(), "no triggered alert in this fleet");
        const v1::Alert before = open.front();

        saveFailing(QStringLiteral("disk went away (test)"));
        auto context = as("anna");
        v1::AcknowledgeAlertRequest request;
        request.set_alert_id(before.id());
        request.set_comment("looking at it");
        request.set_idempotency_key("k-ack");
        v1::Alert answer;
        QCOMPARE(m_alerts->Acknowledge(context.get(), request, &answer).error_code(), grpc::StatusCode::INTERNAL);
        const auto now = m_backend->server().alerts().alerts([&](const v1::Alert &a) { return a.id() == before.id(); });
        QCOMPARE(now.size(), std::size_t(1));
        QCOMPARE(now.front().state(), v1::ALERT_STATE_TRIGGERED);
        QVERIFY(!now.front().has_owner());
        QCOMPARE(now.front().comments_size(), before.comments_size());
        QCOMPARE(now.front().revision(), before.revision());

        saveSucceeding();
        auto retry = as("anna");
        QVERIFY(m_alerts->Acknowledge(retry.get(), request, &answer).ok());
        QCOMPARE(answer.state(), v1::ALERT_STATE_ACKNOWLEDGED);
    }

    void aFailedCommitLeavesTheBucketAsItWas()
    {
        using google::protobuf::util::TimeUtil;
        const std::string bucket = m_backend->server().replication().routes().front().bucket;
        const v1::BucketReplicationConfig before = m_backend->server().replication().config(bucket);
        const auto replication = m_backend->stub<v1::ReplicationService>();
        v1::SetBucketSloRequest request;
        request.set_bucket(bucket);
        *request.mutable_slo() = TimeUtil::MillisecondsToDuration(20 * 60'000);
        request.set_idempotency_key("k-slo");
        request.set_expected_bucket_revision(before.revision());
        request.set_reason("checkpoints may lag 20 min");

        saveFailing(QStringLiteral("disk went away (test)"));
        v1::BucketReplicationConfig answer;
        const grpc::Status failed = replication->SetBucketSlo(as("omar").get(), request, &answer);
        QCOMPARE(failed.error_code(), grpc::StatusCode::INTERNAL);
        QCOMPARE(m_backend->server().replication().config(bucket).SerializeAsString(), before.SerializeAsString());

        saveSucceeding();
        QVERIFY(replication->SetBucketSlo(as("omar").get(), request, &answer).ok());
        QCOMPARE(answer.revision(), before.revision() + 1);
        QCOMPARE(TimeUtil::DurationToMilliseconds(answer.default_slo()), 20 * 60'000);
    }
};

QTEST_GUILESS_MAIN(TestCommitVisibility)
#include "tst_commitvisibility.moc"
