// Approvals, four-eyes overrides, remediation, roles, idempotency and the
// audit log, over real gRPC against the simulator.
#include "demouser.h"
#include "fleet/fleetsimulation.h"
#include "api/refusal.h"
#include "inprocessbackend.h"
#include "server/simulatorserver.h"
#include "fleet/statestore.h"
#include "stillfleet.h"

#include "rackops/v1/fleet.grpc.pb.h"
#include "rackops/v1/operations.grpc.pb.h"

#include <QTemporaryDir>
#include <QTest>

#include <grpcpp/grpcpp.h>

using namespace rackops;
using namespace rackops::sim;

namespace {
constexpr std::int64_t kMinute = 60'000;
} // namespace

class TestOperationsService : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<InProcessBackend> m_backend;
    std::unique_ptr<v1::OperationsService::Stub> m_ops;
    std::unique_ptr<v1::FleetService::Stub> m_fleet;

    void startServer()
    {
        SimConfig config = stillFleet(1500);
        config.seed = 4;
        config.stateDir = m_dir.path();
        m_backend = std::make_unique<InProcessBackend>(config);
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
        m_ops = m_backend->stub<v1::OperationsService>();
        m_fleet = m_backend->stub<v1::FleetService>();
    }

    v1::RackDetail detail(const std::string &id)
    {
        auto context = as("vera");
        v1::GetRackRequest request;
        request.set_rack_id(id);
        v1::RackDetail detail;
        m_fleet->GetRack(context.get(), request, &detail);
        return detail;
    }
    v1::RackSummary summary(const std::string &id) { return detail(id).summary(); }

    // A rack awaiting approval whose gate passes (or fails, on request).
    std::string awaitingRack(bool gatePasses)
    {
        for (const auto &rack : m_backend->server().fleet().snapshot().upserts) {
            if (rack.stage() != v1::LIFECYCLE_STAGE_AWAITING_APPROVAL)
                continue;
            auto context = as("vera");
            v1::ApproveRackRequest request;
            request.set_rack_id(rack.rack_id());
            request.set_validate_only(true);
            v1::ApproveRackResponse response;
            if (!m_ops->ApproveRack(context.get(), request, &response).ok())
                continue;
            bool pass = true;
            bool overridable = true;
            for (const auto &c : response.criteria()) {
                pass = pass && c.verdict() == v1::APPROVAL_CRITERION_VERDICT_PASS;
                overridable = overridable && (c.verdict() == v1::APPROVAL_CRITERION_VERDICT_PASS || c.overridable());
            }
            if (pass == gatePasses && overridable)
                return rack.rack_id();
        }
        return {};
    }

    std::string rackIn(v1::LifecycleStage stage)
    {
        for (const auto &rack : m_backend->server().fleet().snapshot().upserts) {
            if (rack.stage() == stage && rack.active_operation_id().empty())
                return rack.rack_id();
        }
        return {};
    }

    grpc::Status approve(const char *user, const std::string &rack, const std::string &key,
                         v1::ApproveRackResponse *response, const std::string &justification = {})
    {
        auto context = as(user);
        v1::ApproveRackRequest request;
        request.set_rack_id(rack);
        request.set_expected_rack_revision(summary(rack).state_revision());
        request.set_idempotency_key(key);
        request.set_override_justification(justification);
        return m_ops->ApproveRack(context.get(), request, response);
    }

    grpc::Status remediate(const char *user, const std::string &rack, v1::RemediationAction action,
                           const std::string &key, v1::Operation *op, std::vector<std::string> parts = {})
    {
        auto context = as(user);
        v1::RemediateRequest request;
        request.set_rack_id(rack);
        request.set_action(action);
        request.set_expected_rack_revision(summary(rack).state_revision());
        request.set_idempotency_key(key);
        request.set_reason("test: " + key);
        for (const auto &p : parts)
            request.mutable_parameters()->add_component_ids(p);
        return m_ops->Remediate(context.get(), request, op);
    }

    v1::QueryAuditLogResponse auditOf(const std::string &rack, const std::string &actionPrefix)
    {
        auto context = as("vera");
        v1::QueryAuditLogRequest request;
        request.set_rack_id(rack);
        request.set_action_prefix(actionPrefix);
        v1::QueryAuditLogResponse response;
        m_ops->QueryAuditLog(context.get(), request, &response);
        return response; // newest first
    }

    int auditCount(const std::string &rack, const std::string &actionPrefix)
    {
        return auditOf(rack, actionPrefix).entries_size();
    }

private Q_SLOTS:
    void init() { startServer(); }
    void cleanup() { m_backend.reset(); }

    void whoAmIAndUnknownUsers()
    {
        auto context = as("ben");
        v1::WhoAmIResponse me;
        QVERIFY(m_ops->WhoAmI(context.get(), {}, &me).ok());
        QCOMPARE(me.display_name(), std::string("Ben Approver"));
        QVERIFY(me.demo());
        auto stranger = as("mallory");
        QCOMPARE(m_ops->WhoAmI(stranger.get(), {}, &me).error_code(), grpc::StatusCode::UNAUTHENTICATED);
        grpc::ClientContext nobody;
        QCOMPARE(m_ops->WhoAmI(&nobody, {}, &me).error_code(), grpc::StatusCode::UNAUTHENTICATED);
    }

    void approveWhenEveryCriterionPasses()
    {
        const std::string rack = awaitingRack(true);
        QVERIFY(!rack.empty());
        v1::ApproveRackResponse response;
        QVERIFY(approve("anna", rack, "k-approve-1", &response).ok());
        QCOMPARE(response.outcome(), v1::APPROVAL_OUTCOME_APPROVED);
        QCOMPARE(response.criteria_size(), 7); // six that decide, one that names warnings
        QCOMPARE(response.operation().state(), v1::OPERATION_STATE_RUNNING);
        QCOMPARE(summary(rack).active_operation_id(), response.operation().id());
        m_backend->server().advance(5 * kMinute);
        QCOMPARE(summary(rack).stage(), v1::LIFECYCLE_STAGE_PRODUCTION);
        QCOMPARE(m_backend->server().fleet().operations().operation(response.operation().id())->state(),
                 v1::OPERATION_STATE_SUCCEEDED);
        QVERIFY(auditCount(rack, "rack.approve") >= 2); // accepted, then finished
    }

    void rolesAreEnforced()
    {
        const std::string rack = awaitingRack(true);
        v1::ApproveRackResponse response;
        grpc::Status viewer = approve("vera", rack, "k-vera", &response);
        QCOMPARE(viewer.error_code(), grpc::StatusCode::PERMISSION_DENIED);
        QVERIFY2(viewer.error_message().find("approver role") != std::string::npos, viewer.error_message().c_str());
        QCOMPARE(approve("omar", rack, "k-omar", &response).error_code(), grpc::StatusCode::PERMISSION_DENIED);
        v1::Operation op;
        QCOMPARE(remediate("vera", rack, v1::REMEDIATION_ACTION_QUARANTINE, "k-vera-q", &op).error_code(),
                 grpc::StatusCode::PERMISSION_DENIED);
        QCOMPARE(summary(rack).stage(), v1::LIFECYCLE_STAGE_AWAITING_APPROVAL);
        QCOMPARE(auditCount(rack, "rack."), 3); // refusals are audited too
    }

    void failedGateNeedsFourEyes()
    {
        const std::string rack = awaitingRack(false);
        QVERIFY2(!rack.empty(), "no rack with a failing gate in this fleet");
        v1::ApproveRackResponse refused;
        QVERIFY(approve("anna", rack, "k-gate", &refused).ok());
        QCOMPARE(refused.outcome(), v1::APPROVAL_OUTCOME_GATE_FAILED);
        QCOMPARE(summary(rack).stage(), v1::LIFECYCLE_STAGE_AWAITING_APPROVAL);

        v1::ApproveRackResponse requested;
        QCOMPARE(approve("anna", rack, "k-short", &requested, "too short").error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT);
        QVERIFY(approve("anna", rack, "k-override", &requested,
                        "Marginal bandwidth accepted: customer burn-in starts today, retest scheduled")
                    .ok());
        QCOMPARE(requested.outcome(), v1::APPROVAL_OUTCOME_OVERRIDE_REQUESTED);
        const std::string overrideId = requested.override_request().id();

        // A second request for the same rack, by anyone, is refused (and audited): the pending one is
        // confirmed or rejected, never shadowed by another.
        v1::ApproveRackResponse duplicate;
        const int refusalsBefore = auditCount(rack, "rack.approve");
        const grpc::Status again = approve("ben", rack, "k-override-2", &duplicate,
                                           "Second justification for the same rack, filed by another approver");
        QCOMPARE(again.error_code(), grpc::StatusCode::ALREADY_EXISTS);
        QVERIFY2(again.error_message().find("already pending") != std::string::npos, again.error_message().c_str());
        QCOMPARE(auditCount(rack, "rack.approve"), refusalsBefore + 1);
        // Its audit entry names the status it was refused with (it said UNKNOWN before).
        QCOMPARE(auditOf(rack, "rack.approve").entries(0).status_code(), std::string("ALREADY_EXISTS"));

        v1::ConfirmOverrideRequest confirm;
        confirm.set_override_request_id(overrideId);
        confirm.set_idempotency_key("k-self");
        confirm.set_expected_rack_revision(summary(rack).state_revision());
        v1::ConfirmOverrideResponse confirmed;
        auto self = as("anna");
        const grpc::Status selfConfirm = m_ops->ConfirmOverride(self.get(), confirm, &confirmed);
        QCOMPARE(selfConfirm.error_code(), grpc::StatusCode::PERMISSION_DENIED);
        auto operatorContext = as("omar");
        confirm.set_idempotency_key("k-omar-confirm");
        QCOMPARE(m_ops->ConfirmOverride(operatorContext.get(), confirm, &confirmed).error_code(),
                 grpc::StatusCode::PERMISSION_DENIED);

        // Without the revision it was decided on, a confirmation could approve a rack that changed since.
        auto unseen = as("ben");
        confirm.set_idempotency_key("k-ben-no-revision");
        confirm.set_expected_rack_revision(0);
        const grpc::Status noRevision = m_ops->ConfirmOverride(unseen.get(), confirm, &confirmed);
        QCOMPARE(noRevision.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
        QCOMPARE(sim::Refusal::phrase(noRevision).code(), std::string("refusal.revision_missing"));
        QCOMPARE(summary(rack).stage(), v1::LIFECYCLE_STAGE_AWAITING_APPROVAL);

        auto second = as("ben");
        confirm.set_idempotency_key("k-ben-confirm");
        confirm.set_expected_rack_revision(summary(rack).state_revision());
        QVERIFY(m_ops->ConfirmOverride(second.get(), confirm, &confirmed).ok());
        QCOMPARE(confirmed.override_request().state(), v1::OVERRIDE_REQUEST_STATE_CONFIRMED);
        QCOMPARE(confirmed.override_request().decided_by().name(), std::string("ben"));
        // Decided once: deciding again is refused in a phrase the console translates, naming the state in words.
        auto late = as("ben");
        confirm.set_idempotency_key("k-ben-again");
        v1::ConfirmOverrideResponse again2;
        const grpc::Status decided = m_ops->ConfirmOverride(late.get(), confirm, &again2);
        QCOMPARE(decided.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
        QCOMPARE(sim::Refusal::phrase(decided).code(), std::string("refusal.override_not_pending"));
        QCOMPARE(decided.error_message(), std::string("the override request is no longer pending (confirmed)"));
        m_backend->server().advance(5 * kMinute);
        QCOMPARE(summary(rack).stage(), v1::LIFECYCLE_STAGE_PRODUCTION);
    }

    // A rack never validated has nothing an override could vouch for: its unmeasured criteria are
    // Missing, not overridable, and held to the fleet's baseline (not ">= 0 GB/s").
    void neverValidatedRackOffersNoOverride()
    {
        const std::string rack = rackIn(v1::LIFECYCLE_STAGE_POWER_ON);
        QVERIFY(!rack.empty());
        auto context = as("anna");
        v1::ApproveRackRequest request;
        request.set_rack_id(rack);
        request.set_validate_only(true);
        v1::ApproveRackResponse response;
        QVERIFY(m_ops->ApproveRack(context.get(), request, &response).ok());
        int missing = 0;
        for (const auto &c : response.criteria()) {
            if (c.id() == "firmware_match" || c.id() == "no_critical" || c.id() == "no_warning")
                continue;
            QCOMPARE(int(c.verdict()), int(v1::APPROVAL_CRITERION_VERDICT_MISSING));
            QVERIFY2(!c.overridable(), c.id().c_str());
            QVERIFY(!c.has_measured_value());
            ++missing;
            if (c.id() == "nccl_avg_busbw")
                QVERIFY2(c.threshold_value() > 100.0, c.threshold().c_str());
        }
        QCOMPARE(missing, 4);
    }

    void staleRevisionIsRefusedWithWhatChanged()
    {
        const std::string rack = awaitingRack(true);
        const std::int64_t seen = summary(rack).state_revision();
        v1::Operation op;
        QVERIFY(remediate("omar", rack, v1::REMEDIATION_ACTION_RERUN_VALIDATION, "k-rerun", &op).ok());
        m_backend->server().advance(10 * kMinute); // the rerun starts validation: the rack changed
        auto context = as("anna");
        v1::ApproveRackRequest request;
        request.set_rack_id(rack);
        request.set_expected_rack_revision(seen);
        request.set_idempotency_key("k-stale");
        v1::ApproveRackResponse response;
        const grpc::Status status = m_ops->ApproveRack(context.get(), request, &response);
        QCOMPARE(status.error_code(), grpc::StatusCode::ABORTED);
        QVERIFY2(status.error_message().find("changed since you looked") != std::string::npos,
                 status.error_message().c_str());
        QVERIFY(status.error_message().find("validating") != std::string::npos);
    }

    void sameKeyTwiceRunsOnce()
    {
        const std::string rack = rackIn(v1::LIFECYCLE_STAGE_PRODUCTION);
        v1::Operation first;
        v1::Operation second;
        QVERIFY(remediate("omar", rack, v1::REMEDIATION_ACTION_DRAIN, "k-drain", &first).ok());
        // The retry carries the revision the operator saw then; the rack has moved on since.
        auto context = as("omar");
        v1::RemediateRequest request;
        request.set_rack_id(rack);
        request.set_action(v1::REMEDIATION_ACTION_DRAIN);
        request.set_expected_rack_revision(first.rack_revision());
        request.set_idempotency_key("k-drain");
        request.set_reason("test: k-drain");
        QVERIFY(m_ops->Remediate(context.get(), request, &second).ok());
        QCOMPARE(second.id(), first.id());
        QCOMPARE(auditCount(rack, "rack.remediate"), 1);
        // The same key for a different request is refused.
        auto other = as("omar");
        request.set_reason("another reason");
        QCOMPARE(m_ops->Remediate(other.get(), request, &second).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
        m_backend->server().advance(60 * kMinute);
        QCOMPARE(summary(rack).stage(), v1::LIFECYCLE_STAGE_MAINTENANCE);
    }

    void remediationRulesAndRmaGoesBackToDiscovery()
    {
        const std::string failed = rackIn(v1::LIFECYCLE_STAGE_FAILED);
        v1::Operation op;
        const grpc::Status drain = remediate("omar", failed, v1::REMEDIATION_ACTION_DRAIN, "k-bad-drain", &op);
        QCOMPARE(drain.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
        QVERIFY2(drain.error_message().find("only racks in production") != std::string::npos,
                 drain.error_message().c_str());
        QCOMPARE(remediate("omar", failed, v1::REMEDIATION_ACTION_RMA_TRAY, "k-rma-none", &op).error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT);
        QVERIFY(summary(failed).owner().name().empty()); // failed: waits for somebody
        const std::string deliveredSerial = detail(failed).components(6).serial_number();
        QVERIFY(remediate("omar", failed, v1::REMEDIATION_ACTION_RMA_TRAY, "k-rma", &op, {"CT07"}).ok());
        // Whoever runs the operation holds the rack while it runs (the board's Owner column).
        m_backend->server().advance(kMinute);
        QCOMPARE(summary(failed).owner().name(), op.requested_by().name());
        QVERIFY(!summary(failed).owner().automated());
        const grpc::Status busy = remediate("omar", failed, v1::REMEDIATION_ACTION_QUARANTINE, "k-busy", &op);
        QCOMPARE(busy.error_code(), grpc::StatusCode::FAILED_PRECONDITION); // one operation at a time
        QVERIFY2(busy.error_message().find("already running") != std::string::npos, busy.error_message().c_str());
        m_backend->server().advance(90 * kMinute);
        // The replacement part has a serial number of its own, from the replacement series.
        const v1::RackComponent replaced = detail(failed).components(6);
        QCOMPARE(replaced.component_id(), std::string("CT07"));
        QVERIFY2(replaced.serial_number().rfind("1655", 0) == 0 && replaced.serial_number() != deliveredSerial,
                 replaced.serial_number().c_str());
        const auto after = summary(failed);
        QVERIFY2(after.stage() == v1::LIFECYCLE_STAGE_DISCOVERING
                     || after.stage() == v1::LIFECYCLE_STAGE_FIRMWARE_UPDATE,
                 v1::LifecycleStage_Name(after.stage()).c_str());
        QVERIFY(after.active_operation_id().empty());
        // Back in bring-up, the controller holds it, and the stage has a usual length to be late against.
        QCOMPARE(after.owner().name(), std::string("lifecycle-controller"));
        QVERIFY(after.owner().automated());
        QVERIFY(after.stage_expected_ms() > 0);
    }

    void auditSurvivesRestart()
    {
        const std::string rack = rackIn(v1::LIFECYCLE_STAGE_PRODUCTION);
        v1::Operation op;
        QVERIFY(remediate("omar", rack, v1::REMEDIATION_ACTION_QUARANTINE, "k-q", &op).ok());
        const int before = auditCount(rack, "");
        QVERIFY(before >= 1);
        m_backend->server().stop();
        m_backend.reset();
        startServer();
        QCOMPARE(auditCount(rack, ""), before);
        // And the key is still known after the restart: nothing happens twice.
        v1::Operation again;
        auto context = as("omar");
        v1::RemediateRequest request;
        request.set_rack_id(rack);
        request.set_action(v1::REMEDIATION_ACTION_QUARANTINE);
        request.set_expected_rack_revision(op.rack_revision());
        request.set_idempotency_key("k-q");
        request.set_reason("test: k-q");
        QVERIFY(m_ops->Remediate(context.get(), request, &again).ok());
        QCOMPARE(again.id(), op.id());
        QCOMPARE(auditCount(rack, ""), before);
    }

    // A critical part (a leak, a dead tray) fails a criterion no second signature makes safe: an
    // override is refused over gRPC with FAILED_PRECONDITION and the phrase the console translates,
    // and the refusal is audited. Last here: it edits the state the other tests start from.
    void aCriterionThatCannotBeOverriddenRefusesTheOverride()
    {
        const std::string rack = awaitingRack(true);
        QVERIFY2(!rack.empty(), "no rack awaiting approval in this fleet");
        // The fleet draws no critical part in approval; put one there as a restart would find it.
        m_backend->server().stop();
        m_backend.reset();
        {
            StateStore store(m_dir.path());
            QString error;
            QVERIFY2(store.open(&error), qPrintable(error));
            auto loaded = store.load(&error);
            QVERIFY2(loaded && !loaded->racks.empty(), qPrintable(error));
            bool found = false;
            for (SimRack &r : loaded->racks) {
                if (r.detail().summary().rack_id() != rack)
                    continue;
                r.mutable_detail()->mutable_components(0)->set_health(v1::HEALTH_CRITICAL);
                r.mutable_detail()->mutable_summary()->set_revision(loaded->revision + 1); // saved as changed
                found = true;
            }
            QVERIFY(found);
            FleetSimulation fleet(std::move(loaded->racks), loaded->epoch, loaded->revision + 1, loaded->simNowMs);
            fleet.restoreOperations(loaded->operations);
            QVERIFY2(store.save(fleet, /*clean=*/true, &error), qPrintable(error));
        }
        startServer();

        const int refusalsBefore = auditCount(rack, "rack.approve");
        v1::ApproveRackResponse response;
        const grpc::Status refused = approve("anna", rack, "k-critical", &response,
                                             "Burn-in customer waiting; the critical tray is replaced next week");
        QCOMPARE(refused.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
        const v1::LocalizedText phrase = sim::Refusal::phrase(refused);
        QCOMPARE(phrase.code(), std::string("refusal.not_overridable"));
        QCOMPARE(phrase.english(), refused.error_message());
        QVERIFY2(refused.error_message().rfind("a failed criterion cannot be overridden: ", 0) == 0,
                 refused.error_message().c_str());
        // The unmet criterion is named inside, as a phrase of its own.
        QCOMPARE(phrase.params_size(), 1);
        QVERIFY2(phrase.params(0).text().english().find("No open leak or critical alert") != std::string::npos,
                 phrase.params(0).text().english().c_str());
        QCOMPARE(auditCount(rack, "rack.approve"), refusalsBefore + 1);
        QCOMPARE(summary(rack).stage(), v1::LIFECYCLE_STAGE_AWAITING_APPROVAL);
    }
};

QTEST_GUILESS_MAIN(TestOperationsService)
#include "tst_operationsservice.moc"
