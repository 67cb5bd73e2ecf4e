// AlertService over real gRPC: alerts raised from the fleet's own state and
// from a scripted source (faults at set times), resolved when the condition
// clears; acknowledge, comment, resolve and silence are audited and
// idempotent; a silence ends at its expiry; the watch resumes.
#include "alerts/alertbook.h"
#include "clusters/clusterbook.h"
#include "cooling/coolingphysics.h"
#include "demouser.h"
#include "fleet/fleetsimulation.h"
#include "scriptedalertsource.h"
#include "inprocessbackend.h"
#include "stillfleet.h"

#include "rackops/v1/alerts.grpc.pb.h"
#include "rackops/v1/operations.grpc.pb.h"

#include <QTemporaryDir>
#include <QTest>

#include <google/protobuf/util/time_util.h>
#include <grpcpp/grpcpp.h>

#include <algorithm>
#include <set>

using namespace rackops;
using namespace rackops::sim;
using google::protobuf::util::TimeUtil;

namespace {
constexpr std::int64_t kMinute = 60'000;
} // namespace

class TestAlertService : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<InProcessBackend> m_backend;
    std::unique_ptr<v1::AlertService::Stub> m_alerts;
    std::unique_ptr<v1::OperationsService::Stub> m_ops;
    std::shared_ptr<std::vector<ScriptLine>> m_script = std::make_shared<std::vector<ScriptLine>>();
    std::int64_t m_start = 0;

    std::vector<v1::Alert> list(v1::ListAlertsRequest request = {})
    {
        auto context = as("vera");
        request.set_page_size(2000);
        v1::ListAlertsResponse response;
        const auto status = m_alerts->ListAlerts(context.get(), request, &response);
        if (!status.ok())
            qWarning("ListAlerts: %s", status.error_message().c_str());
        return {response.alerts().begin(), response.alerts().end()};
    }

    std::optional<v1::Alert> byKey(const std::string &key)
    {
        for (const auto &a : list()) {
            if (a.condition_key() == key && a.state() != v1::ALERT_STATE_RESOLVED)
                return a;
        }
        return std::nullopt;
    }

    std::vector<v1::AuditEntry> audit(const std::string &prefix)
    {
        auto context = as("ada"); // the auditor sees everyone's idempotency keys
        v1::QueryAuditLogRequest request;
        request.set_action_prefix(prefix);
        v1::QueryAuditLogResponse response;
        m_ops->QueryAuditLog(context.get(), request, &response);
        return {response.entries().begin(), response.entries().end()};
    }

    grpc::Status acknowledge(const char *user, const std::string &alertId, const std::string &key, v1::Alert *out,
                             const std::string &comment = {})
    {
        auto context = as(user);
        v1::AcknowledgeAlertRequest request;
        request.set_alert_id(alertId);
        request.set_idempotency_key(key);
        request.set_comment(comment);
        return m_alerts->Acknowledge(context.get(), request, out);
    }

    grpc::Status silence(const char *user, const v1::AlertMatcher &matcher, const std::string &reason,
                         std::int64_t expiresMs, const std::string &key, v1::AlertSilence *out)
    {
        auto context = as(user);
        v1::SilenceAlertsRequest request;
        *request.mutable_matcher() = matcher;
        request.set_reason(reason);
        if (expiresMs)
            *request.mutable_expires_at() = TimeUtil::MillisecondsToTimestamp(expiresMs);
        request.set_idempotency_key(key);
        return m_alerts->Silence(context.get(), request, out);
    }

    void startServer()
    {
        SimConfig config = stillFleet(600);
        config.seed = 7;
        config.stateDir = m_dir.path();
        config.heartbeatIntervalMs = 200;
        m_backend = std::make_unique<InProcessBackend>(config);
        m_backend->server().addAlertSource(std::make_unique<ScriptedAlertSource>(m_script));
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
        m_alerts = m_backend->stub<v1::AlertService>();
        m_ops = m_backend->stub<v1::OperationsService>();
    }

    v1::ListSilencesResponse allSilences()
    {
        auto context = as("vera");
        v1::ListSilencesRequest request;
        request.set_include_expired(true);
        v1::ListSilencesResponse silences;
        const auto status = m_alerts->ListSilences(context.get(), request, &silences);
        if (!status.ok())
            qWarning("ListSilences: %s", status.error_message().c_str());
        return silences;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        startServer();
        m_start = m_backend->server().fleet().nowMs();
    }

    // Every alert stands for a condition the fleet really has, and every
    // leak, failed rack and failed validation has its alert.
    void fleetConditionsRaiseExactlyTheirAlerts()
    {
        for (int step = 0; step < 16; ++step) {
            m_backend->server().advance(23 * kMinute);
            const std::int64_t now = m_backend->server().fleet().nowMs();
            std::set<std::string> expected;
            std::set<std::string> possible; // cooling crossings, judged by the physics too
            m_backend->server().fleet().visitRacks({}, [&](const SimRack &rack) {
                const auto &s = rack.detail().summary();
                if (s.stage() == v1::LIFECYCLE_STAGE_FAILED)
                    expected.insert("lifecycle/failed/" + s.rack_id());
                if (s.stage() == v1::LIFECYCLE_STAGE_DECOMMISSIONED)
                    return;
                if (s.validation_verdict() == v1::VALIDATION_VERDICT_FAIL)
                    expected.insert("validation/fail/" + s.rack_id());
                const auto sample = CoolingPhysics::sample(rack, now, /*allDetectors=*/true);
                for (const auto &ld : sample.leak_detectors()) {
                    if (ld.state() == v1::LEAK_DETECTOR_STATE_CRITICAL || ld.state() == v1::LEAK_DETECTOR_STATE_WARNING)
                        expected.insert("leak/" + ld.id() + "/" + s.rack_id());
                }
                if (sample.health() != v1::HEALTH_OK)
                    possible.insert(s.rack_id());
            });
            // The clusters' conditions (ClusterAlertSource): a failed certification, an unattributed interruption.
            m_backend->server().clusters().visit([&](const SimCluster &c) {
                const auto &d = c.detail();
                if (d.certification().verdict() == v1::CHECK_VERDICT_FAIL)
                    expected.insert("cluster/certification_failed/" + d.summary().cluster_id());
                for (const auto &i : d.burn_in().interruptions()) {
                    if (i.finding_id().empty())
                        expected.insert("cluster/unattributed_interruption/" + d.summary().cluster_id());
                }
            });
            v1::ListAlertsRequest open;
            open.add_states(v1::ALERT_STATE_TRIGGERED);
            std::set<std::string> raised; // the kinds `expected` covers
            for (const auto &a : list(open)) {
                QVERIFY(a.condition_active());
                QVERIFY(!a.current_value().empty());
                QVERIFY(!a.site().empty());
                QVERIFY(a.has_raised_at());
                if (a.source() == v1::ALERT_SOURCE_COOLING)
                    QVERIFY2(possible.count(a.rack_id()), a.condition_key().c_str());
                else if (a.source() == v1::ALERT_SOURCE_LEAK || a.source() == v1::ALERT_SOURCE_VALIDATION
                         || a.source() == v1::ALERT_SOURCE_CLUSTER
                         || a.condition_key().rfind("lifecycle/failed/", 0) == 0)
                    raised.insert(a.condition_key());
                if (a.condition_key().rfind("lifecycle/failed/", 0) == 0)
                    QCOMPARE(a.severity(), v1::ALERT_SEVERITY_CRITICAL); // out of production: critical
            }
            for (const auto &key : expected)
                QVERIFY2(raised.count(key), ("no alert for " + key).c_str());
            for (const auto &key : raised)
                QVERIFY2(expected.count(key), ("alert without its condition: " + key).c_str());
        }
        // The fleet of this seed has each kind the oracle covers, so the comparison means something.
        std::set<v1::AlertSource> kinds;
        for (const auto &a : list())
            kinds.insert(a.source());
        QVERIFY(kinds.count(v1::ALERT_SOURCE_LEAK));
        QVERIFY(kinds.count(v1::ALERT_SOURCE_VALIDATION));
        QVERIFY(kinds.count(v1::ALERT_SOURCE_LIFECYCLE));
        QVERIFY(kinds.count(v1::ALERT_SOURCE_COOLING));
        QVERIFY(kinds.count(v1::ALERT_SOURCE_CLUSTER));
    }

    // The scripted fault raises an alert at its time, and the alert resolves
    // itself (automated) when the fault ends.
    void scriptedFaultRaisesAndResolves()
    {
        const std::int64_t now = m_backend->server().fleet().nowMs();
        m_script->push_back(
            {now + 5 * kMinute, now + 20 * kMinute, replicationBreach("ckpt-a", v1::ALERT_SEVERITY_WARNING)});
        m_script->push_back(
            {now + 10 * kMinute, now + 20 * kMinute, replicationBreach("ckpt-a", v1::ALERT_SEVERITY_CRITICAL)});
        const std::string key = replicationBreach("ckpt-a", v1::ALERT_SEVERITY_WARNING).key;
        m_backend->server().advance(kMinute);
        QVERIFY(!byKey(key));
        m_backend->server().advance(5 * kMinute);
        auto alert = byKey(key);
        QVERIFY(alert);
        QCOMPARE(alert->severity(), v1::ALERT_SEVERITY_WARNING);
        QCOMPARE(alert->source(), v1::ALERT_SOURCE_REPLICATION);
        QCOMPARE(alert->bucket(), "ckpt-a");
        m_backend->server().advance(5 * kMinute);
        QCOMPARE(byKey(key)->severity(), v1::ALERT_SEVERITY_CRITICAL);
        QCOMPARE(byKey(key)->id(), alert->id());
        m_backend->server().advance(10 * kMinute);
        QVERIFY(!byKey(key));
        v1::ListAlertsRequest request;
        request.set_bucket("ckpt-a");
        const auto all = list(request);
        QCOMPARE(all.size(), size_t(1));
        QCOMPARE(all[0].state(), v1::ALERT_STATE_RESOLVED);
        QVERIFY(all[0].resolved_by().automated());
        QVERIFY(!all[0].condition_active());
    }

    // A critical alert whose condition falls back to a warning stays critical, and keeps saying why:
    // the critical crossing's words and limit, with the reading as it is now. It said only the
    // warning crossing ("Flow 40.0 L/min < 55.0 L/min" under a Critical headline).
    void anAlertHeldCriticalKeepsSayingWhy()
    {
        const std::int64_t now = m_backend->server().fleet().nowMs();
        AlertCondition critical = replicationBreach("ckpt-e", v1::ALERT_SEVERITY_CRITICAL);
        critical.details = "oldest object 41 min > 30 min";
        critical.threshold = 30.0;
        AlertCondition warning = replicationBreach("ckpt-e", v1::ALERT_SEVERITY_WARNING);
        warning.details = "oldest object 12 min > 10 min";
        warning.currentValue = "oldest object 12 min";
        warning.threshold = 10.0;
        m_script->push_back({now + kMinute, now + 5 * kMinute, critical});
        m_script->push_back({now + 5 * kMinute, now + 10 * kMinute, warning});
        m_backend->server().advance(2 * kMinute);
        const auto raised = byKey(critical.key);
        QVERIFY(raised);
        QCOMPARE(raised->details(), critical.details);
        m_backend->server().advance(5 * kMinute);
        const auto held = byKey(critical.key);
        QVERIFY(held);
        QCOMPARE(held->id(), raised->id());
        QCOMPARE(held->severity(), v1::ALERT_SEVERITY_CRITICAL);
        QCOMPARE(held->details(), critical.details);
        QCOMPARE(held->threshold(), 30.0);
        QCOMPARE(held->current_value(), warning.currentValue);
        m_backend->server().advance(5 * kMinute);
        QVERIFY(!byKey(critical.key));
    }

    void acknowledgeIsAuditedIdempotentAndNeedsTheOperatorRole()
    {
        const std::int64_t now = m_backend->server().fleet().nowMs();
        m_script->push_back({now, now + 600 * kMinute, replicationBreach("ckpt-b", v1::ALERT_SEVERITY_CRITICAL)});
        m_backend->server().advance(kMinute);
        const auto alert = byKey(replicationBreach("ckpt-b", v1::ALERT_SEVERITY_CRITICAL).key);
        QVERIFY(alert);
        QCOMPARE(alert->state(), v1::ALERT_STATE_TRIGGERED);
        const auto auditBefore = audit("alert.").size();

        v1::Alert out;
        auto status = acknowledge("vera", alert->id(), "ack-vera-1", &out);
        QCOMPARE(status.error_code(), grpc::StatusCode::PERMISSION_DENIED);
        QCOMPARE(audit("alert.").size(), auditBefore + 1);
        QCOMPARE(audit("alert.").front().outcome(), v1::AUDIT_OUTCOME_REJECTED);

        status = acknowledge("omar", alert->id(), "ack-omar-1", &out, "Looking at the link");
        QVERIFY2(status.ok(), status.error_message().c_str());
        QCOMPARE(out.state(), v1::ALERT_STATE_ACKNOWLEDGED);
        QCOMPARE(out.owner().name(), "omar");
        QCOMPARE(out.comments_size(), 1);
        const auto entries = audit("alert.");
        QCOMPARE(entries.size(), auditBefore + 2);
        QCOMPARE(entries.front().action(), "alert.acknowledge");
        QCOMPARE(entries.front().target(), "alert/" + alert->id());
        QCOMPARE(entries.front().idempotency_key(), "ack-omar-1");
        QCOMPARE(entries.front().outcome(), v1::AUDIT_OUTCOME_SUCCEEDED);

        // The same key again: the first answer, nothing done twice.
        v1::Alert again;
        status = acknowledge("omar", alert->id(), "ack-omar-1", &again, "Looking at the link");
        QVERIFY(status.ok());
        QCOMPARE(again.revision(), out.revision());
        QCOMPARE(byKey(alert->condition_key())->comments_size(), 1);
        QCOMPARE(audit("alert.").size(), auditBefore + 2);

        // Another operator does not take it over by acknowledging; only explicitly, with a reason.
        status = acknowledge("anna", alert->id(), "ack-anna-1", &out);
        QCOMPARE(status.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
        QVERIFY(status.error_message().find("owned by omar") != std::string::npos);
        {
            auto takeOver = as("anna");
            v1::AcknowledgeAlertRequest request;
            request.set_alert_id(alert->id());
            request.set_idempotency_key("take-anna-1");
            request.set_take_over(true);
            request.set_comment("omar went home");
            QVERIFY(m_alerts->Acknowledge(takeOver.get(), request, &out).ok());
        }
        QCOMPARE(out.owner().name(), "anna");

        auto context = as("omar");
        v1::CommentOnAlertRequest comment;
        comment.set_alert_id(alert->id());
        comment.set_text("Link reset by the carrier, watching");
        comment.set_idempotency_key("comment-1");
        QVERIFY(m_alerts->Comment(context.get(), comment, &out).ok());
        QCOMPARE(out.comments_size(), 3); // omar's, anna's reason for taking over, omar's
        QCOMPARE(out.comments(1).text(), "omar went home");
        QCOMPARE(out.comments(2).author().name(), "omar");

        context = as("omar");
        v1::ResolveAlertRequest resolve;
        resolve.set_alert_id(alert->id());
        resolve.set_idempotency_key("resolve-1");
        QCOMPARE(m_alerts->Resolve(context.get(), resolve, &out).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
        context = as("omar");
        resolve.set_idempotency_key("resolve-2");
        resolve.set_resolution("Carrier fixed the link");
        QVERIFY(m_alerts->Resolve(context.get(), resolve, &out).ok());
        QCOMPARE(out.state(), v1::ALERT_STATE_RESOLVED);
        QCOMPARE(out.resolved_by().name(), "omar");
        QCOMPARE(acknowledge("omar", alert->id(), "ack-omar-2", &out).error_code(),
                 grpc::StatusCode::FAILED_PRECONDITION);
        // The condition persists: a new alert for it.
        m_backend->server().advance(kMinute);
        const auto next = byKey(alert->condition_key());
        QVERIFY(next);
        QVERIFY(next->id() != alert->id());
        QCOMPARE(next->state(), v1::ALERT_STATE_TRIGGERED);
    }

    void silenceHoldsAlertsUntilItsExpiry()
    {
        const std::string key = replicationBreach("ckpt-b", v1::ALERT_SEVERITY_CRITICAL).key;
        const auto alert = byKey(key);
        QVERIFY(alert);
        v1::AlertMatcher matcher;
        matcher.set_bucket("ckpt-b");
        const std::int64_t now = m_backend->server().fleet().nowMs();
        v1::AlertSilence s;
        QCOMPARE(silence("omar", v1::AlertMatcher(), "maintenance", now + 30 * kMinute, "s-0", &s).error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT);
        QCOMPARE(silence("omar", matcher, "", now + 30 * kMinute, "s-1", &s).error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT);
        QCOMPARE(silence("omar", matcher, "maintenance", now - kMinute, "s-2", &s).error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT);
        QCOMPARE(silence("omar", matcher, "maintenance", now + 8 * 24 * 60 * kMinute, "s-3", &s).error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT);
        QCOMPARE(silence("vera", matcher, "maintenance", now + 30 * kMinute, "s-4", &s).error_code(),
                 grpc::StatusCode::PERMISSION_DENIED);

        auto status = silence("omar", matcher, "Carrier maintenance window", now + 30 * kMinute, "s-5", &s);
        QVERIFY2(status.ok(), status.error_message().c_str());
        QCOMPARE(s.state(), v1::SILENCE_STATE_ACTIVE);
        QCOMPARE(s.created_by().name(), "omar");
        QCOMPARE(s.matched_alert_count(), 1);
        v1::AlertSilence again;
        QVERIFY(silence("omar", matcher, "Carrier maintenance window", now + 30 * kMinute, "s-5", &again).ok());
        QCOMPARE(again.id(), s.id());
        QCOMPARE(byKey(key)->state(), v1::ALERT_STATE_SILENCED);
        QCOMPARE(byKey(key)->silence_id(), s.id());
        const auto silenceAudits = audit("alert.silence");
        QVERIFY(std::count_if(silenceAudits.begin(), silenceAudits.end(),
                              [](const auto &e) { return e.idempotency_key() == "s-5"; })
                == 1);

        // Acknowledged while silenced (omar takes it back from anna): back to ACKNOWLEDGED when the silence ends.
        v1::Alert out;
        {
            auto context = as("omar");
            v1::AcknowledgeAlertRequest request;
            request.set_alert_id(alert->id());
            request.set_idempotency_key("ack-silenced");
            request.set_take_over(true);
            request.set_comment("back on shift");
            QVERIFY(m_alerts->Acknowledge(context.get(), request, &out).ok());
        }
        QCOMPARE(out.state(), v1::ALERT_STATE_SILENCED);

        m_backend->server().advance(29 * kMinute);
        QCOMPARE(byKey(key)->state(), v1::ALERT_STATE_SILENCED);
        // The clock passes the expiry without an evaluation: reads already see it ended.
        m_backend->server().fleet().advance(2 * kMinute);
        const auto silences = allSilences();
        QCOMPARE(silences.silences_size(), 1);
        QCOMPARE(silences.silences(0).state(), v1::SILENCE_STATE_EXPIRED);
        QCOMPARE(TimeUtil::TimestampToMilliseconds(silences.silences(0).ended_at()), now + 30 * kMinute);
        const auto back = byKey(key);
        QCOMPARE(back->state(), v1::ALERT_STATE_ACKNOWLEDGED);
        QVERIFY(back->silence_id().empty());

        auto context = as("omar");
        v1::ExpireSilenceRequest expire;
        expire.set_silence_id(s.id());
        expire.set_idempotency_key("expire-1");
        QCOMPARE(m_alerts->ExpireSilence(context.get(), expire, &again).error_code(),
                 grpc::StatusCode::FAILED_PRECONDITION);
    }

    void watchSendsSnapshotThenChangesAndResumes()
    {
        auto context = as("vera");
        v1::WatchAlertsRequest request;
        auto reader = m_alerts->WatchAlerts(context.get(), request);
        v1::WatchAlertsResponse message;
        QVERIFY(reader->Read(&message));
        QVERIFY(message.reset());
        QVERIFY(message.initial_sync_complete());
        QVERIFY(message.upserts_size() > 0);
        const std::string epoch = message.alert_epoch();
        const std::int64_t revision = message.revision();

        const std::int64_t now = m_backend->server().fleet().nowMs();
        m_script->push_back({now, now + 60 * kMinute, replicationBreach("ckpt-c", v1::ALERT_SEVERITY_WARNING)});
        m_backend->server().advance(kMinute);
        bool seen = false;
        while (!seen && reader->Read(&message)) {
            QVERIFY(!message.reset());
            for (const auto &a : message.upserts())
                seen = seen || a.bucket() == "ckpt-c";
        }
        QVERIFY(seen);
        context->TryCancel();
        reader->Finish();

        auto resumeContext = as("vera");
        request.set_alert_epoch(epoch);
        request.set_resume_after_revision(revision);
        auto resumed = m_alerts->WatchAlerts(resumeContext.get(), request);
        QVERIFY(resumed->Read(&message));
        QVERIFY(!message.reset());
        QVERIFY(message.initial_sync_complete());
        for (const auto &a : message.upserts())
            QVERIFY(a.revision() > revision);
        QVERIFY(std::any_of(message.upserts().begin(), message.upserts().end(),
                            [](const auto &a) { return a.bucket() == "ckpt-c"; }));
        resumeContext->TryCancel();
        resumed->Finish();
    }

    // Acknowledgements, comments and silences live in SQLite under --state-dir.
    void survivesARestart()
    {
        const auto before = byKey(replicationBreach("ckpt-b", v1::ALERT_SEVERITY_CRITICAL).key);
        QVERIFY(before);
        QCOMPARE(before->owner().name(), "omar");
        m_backend->server().stop();
        startServer();
        const auto after = byKey(before->condition_key());
        QVERIFY(after);
        QCOMPARE(after->id(), before->id()); // the same alert, not a new one
        QCOMPARE(after->state(), v1::ALERT_STATE_ACKNOWLEDGED);
        QCOMPARE(after->owner().name(), "omar");
        QCOMPARE(after->comments_size(), before->comments_size());
        const auto silences = allSilences();
        QCOMPARE(silences.silences_size(), 1);
        QCOMPARE(silences.silences(0).created_by().name(), "omar");
        // New alerts go on numbering after the old ones.
        const std::int64_t now = m_backend->server().fleet().nowMs();
        m_script->push_back({now, now + 60 * kMinute, replicationBreach("ckpt-d", v1::ALERT_SEVERITY_WARNING)});
        m_backend->server().advance(kMinute);
        const auto fresh = byKey(replicationBreach("ckpt-d", v1::ALERT_SEVERITY_WARNING).key);
        QVERIFY(fresh);
        QVERIFY(std::stoll(fresh->id().substr(2)) > std::stoll(before->id().substr(2)));
    }

    // An alert that left the stream (resolved over 24 h ago), was commented
    // on (back in) and left again has two tombstones; a watch resuming from
    // before both must hear of its removal once, not twice.
    void resumeListsEachRemovedAlertOnce()
    {
        std::int64_t now = 1'700'000'000'000;
        AlertBook book([&now] { return now; });
        AlertCondition condition;
        condition.key = "cooling/supply/PHX1-H1-R01-10";
        condition.source = v1::ALERT_SOURCE_COOLING;
        condition.rackId = "PHX1-H1-R01-10";
        condition.summary = "Supply above its limit";
        book.apply({condition});
        const AlertBook::Changes start = book.snapshot();
        QCOMPARE(start.upserts.size(), size_t(1));
        const std::string id = start.upserts.front().id();
        book.apply({}); // cleared: resolved
        now += AlertBook::kStreamKeepsResolvedMs + kMinute;
        book.apply({}); // left the stream
        const Caller omar = *std::find_if(Caller::demoUsers().begin(), Caller::demoUsers().end(),
                                          [](const Caller &c) { return c.subject == "omar"; });
        v1::Alert commented;
        QVERIFY(book.comment(omar, id, "post-mortem linked", "k-pm", &commented).ok());
        book.apply({}); // left again
        const auto changes = book.changesSince(start.epoch, start.revision);
        QVERIFY(changes);
        QVERIFY(changes->upserts.empty());
        QCOMPARE(changes->removed, std::vector<std::string> {id});
    }

    void cleanupTestCase() { m_backend->server().stop(); }
};

QTEST_GUILESS_MAIN(TestAlertService)
#include "tst_alertservice.moc"
