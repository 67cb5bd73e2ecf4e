// The approval gate sees the whole truth, over real gRPC: every kind of open
// critical alert on a rack fails "No open leak or critical alert", named, and
// the backend refuses approval, an override request and an override's
// confirmation while it is open (acknowledged or silenced alike); once it is
// resolved the rack is approved. The gate judges imported validation evidence
// too, naming the run it judged.
#include "artifactdata.h"
#include "demouser.h"
#include "fleet/fleetsimulation.h"
#include "inprocessbackend.h"
#include "phrase/phrase.h"
#include "api/refusal.h"
#include "scriptedalertsource.h"
#include "server/simulatorserver.h"
#include "stillfleet.h"

#include "rackops/v1/alerts.grpc.pb.h"
#include "rackops/v1/fleet.grpc.pb.h"
#include "rackops/v1/operations.grpc.pb.h"
#include "rackops/v1/validation.grpc.pb.h"

#include <google/protobuf/util/time_util.h>

#include <QTemporaryDir>
#include <QTest>

#include <grpcpp/grpcpp.h>

#include <limits>
#include <optional>
#include <set>

using namespace rackops;
using namespace rackops::sim;
using google::protobuf::util::TimeUtil;

namespace {
constexpr std::int64_t kMinute = 60'000;
constexpr std::int64_t kForever = std::numeric_limits<std::int64_t>::max();

// What each alert source raises for a rack, as FleetAlertSource says it (same keys, severities, phrases).
AlertCondition condition(const std::string &kind, const std::string &rackId)
{
    AlertCondition c;
    c.rackId = rackId;
    c.site = rackId.substr(0, rackId.find('-'));
    c.severity = v1::ALERT_SEVERITY_CRITICAL;
    if (kind == "leak") {
        c.key = "leak/LD-CDU/" + rackId;
        c.source = v1::ALERT_SOURCE_LEAK;
        c.setSummary(Phrase::make("alert.leak_detected", {Phrase::text(Phrase::make("location.cdu_drip_tray"))}));
        c.setCurrentValue(Phrase::make("value.critical"));
    } else if (kind == "flow") {
        c.key = "cooling/flow/" + rackId;
        c.source = v1::ALERT_SOURCE_COOLING;
        c.setSummary(Phrase::make("alert.flow_low"));
        c.value = 31.0;
        c.threshold = 40.0;
        c.unit = "L/min";
    } else if (kind == "supply") {
        c.key = "cooling/supply_temperature/" + rackId;
        c.source = v1::ALERT_SOURCE_COOLING;
        c.setSummary(Phrase::make("alert.supply_high"));
    } else if (kind == "validation") {
        c.key = "validation/fail/" + rackId;
        c.source = v1::ALERT_SOURCE_VALIDATION;
        c.setSummary(Phrase::make("alert.validation_failed"));
        c.setCurrentValue(Phrase::make("value.fail"));
    } else if (kind == "stale") {
        // Raised as a warning, as the fleet source does: the gate counts it whatever its severity.
        c.key = "cooling/stale/" + rackId;
        c.source = v1::ALERT_SOURCE_COOLING;
        c.severity = v1::ALERT_SEVERITY_WARNING;
        c.setSummary(Phrase::make("alert.cooling_stale"));
        c.setCurrentValue(Phrase::make("value.stale"));
    } else if (kind == "rack_failed") {
        c.key = "lifecycle/failed/" + rackId;
        c.source = v1::ALERT_SOURCE_LIFECYCLE;
        c.setSummary(Phrase::make("alert.rack_failed"));
        c.setCurrentValue(Phrase::make("value.failed"));
    } else if (kind == "operation") {
        c.key = "operation/failed/op-gate-test/" + rackId;
        c.source = v1::ALERT_SOURCE_OPERATION;
        c.setSummary(Phrase::make("alert.operation_failed"));
    } else if (kind == "moisture") {
        c.key = "leak/LD-CT03/" + rackId;
        c.source = v1::ALERT_SOURCE_LEAK;
        c.severity = v1::ALERT_SEVERITY_WARNING;
        c.setSummary(Phrase::make("alert.moisture", {Phrase::text(Phrase::make("location.cdu_drip_tray"))}));
    } else {
        qFatal("unknown alert kind %s", kind.c_str());
    }
    return c;
}

const v1::ApprovalCriterion *criterionOf(const v1::ApproveRackResponse &gate, const std::string &id)
{
    for (const auto &c : gate.criteria()) {
        if (c.id() == id)
            return &c;
    }
    return nullptr;
}

} // namespace

constexpr qint64 kGateFleetStartMs = 1'796'000'000'000; // 2026-11-29 (UTC)

class TestApprovalGate : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<InProcessBackend> m_backend;
    std::unique_ptr<v1::OperationsService::Stub> m_ops;
    std::unique_ptr<v1::FleetService::Stub> m_fleet;
    std::unique_ptr<v1::AlertService::Stub> m_alerts;
    std::unique_ptr<v1::ValidationService::Stub> m_validation;
    std::shared_ptr<std::vector<ScriptLine>> m_script = std::make_shared<std::vector<ScriptLine>>();
    std::set<std::string> m_used; // racks a test changed; each test takes fresh ones
    int m_keys = 0;

    std::string key(const char *what) { return std::string(what) + "-" + std::to_string(++m_keys); }

    v1::RackSummary summary(const std::string &id)
    {
        auto context = as("vera");
        v1::GetRackRequest request;
        request.set_rack_id(id);
        v1::RackDetail detail;
        m_fleet->GetRack(context.get(), request, &detail);
        return detail.summary();
    }

    v1::ApproveRackResponse judge(const std::string &rack)
    {
        auto context = as("vera");
        v1::ApproveRackRequest request;
        request.set_rack_id(rack);
        request.set_validate_only(true);
        v1::ApproveRackResponse response;
        const grpc::Status status = m_ops->ApproveRack(context.get(), request, &response);
        if (!status.ok())
            qWarning("ApproveRack (validate only): %s", status.error_message().c_str());
        return response;
    }

    // A rack awaiting approval, not used by another test, whose gate passes (or fails overridably).
    std::string awaitingRack(bool gatePasses)
    {
        for (const auto &rack : m_backend->server().fleet().snapshot().upserts) {
            if (rack.stage() != v1::LIFECYCLE_STAGE_AWAITING_APPROVAL || !rack.active_operation_id().empty()
                || m_used.count(rack.rack_id()))
                continue;
            const auto gate = judge(rack.rack_id());
            bool pass = gate.criteria_size() > 0;
            bool overridable = true;
            for (const auto &c : gate.criteria()) {
                pass = pass && c.verdict() == v1::APPROVAL_CRITERION_VERDICT_PASS;
                overridable = overridable && (c.verdict() == v1::APPROVAL_CRITERION_VERDICT_PASS || c.overridable());
            }
            if (pass == gatePasses && overridable) {
                m_used.insert(rack.rack_id());
                return rack.rack_id();
            }
        }
        return {};
    }

    grpc::Status approve(const char *user, const std::string &rack, v1::ApproveRackResponse *response,
                         const std::string &justification = {})
    {
        auto context = as(user);
        v1::ApproveRackRequest request;
        request.set_rack_id(rack);
        request.set_expected_rack_revision(summary(rack).state_revision());
        request.set_idempotency_key(key("approve"));
        request.set_override_justification(justification);
        return m_ops->ApproveRack(context.get(), request, response);
    }

    grpc::Status confirm(const char *user, const std::string &overrideId, v1::ConfirmOverrideResponse *response)
    {
        auto context = as(user);
        v1::ConfirmOverrideRequest request;
        request.set_override_request_id(overrideId);
        request.set_idempotency_key(key("confirm"));
        for (const auto &o : m_backend->server().fleet().operations().overrides({})) {
            if (o.id() == overrideId)
                request.set_expected_rack_revision(summary(o.rack_id()).state_revision());
        }
        request.set_comment("Second look: the marginal figure is acceptable for burn-in");
        return m_ops->ConfirmOverride(context.get(), request, response);
    }

    grpc::Status remediate(const std::string &rack, v1::RemediationAction action, float valvePercent, v1::Operation *op)
    {
        auto context = as("omar");
        v1::RemediateRequest request;
        request.set_rack_id(rack);
        request.set_action(action);
        request.set_expected_rack_revision(summary(rack).state_revision());
        request.set_idempotency_key(key("remediate"));
        request.set_reason("gate test: change the valve");
        request.mutable_parameters()->set_valve_position_control_percent(valvePercent);
        return m_ops->Remediate(context.get(), request, op);
    }

    // Opens the condition now; the alert book takes it up at once.
    void raise(const AlertCondition &c)
    {
        m_script->push_back({0, kForever, c});
        m_backend->server().advance(0);
    }

    // Ends every scripted condition: their alerts resolve.
    void clearScript()
    {
        m_script->clear();
        m_backend->server().advance(0);
    }

    std::optional<v1::Alert> openAlert(const std::string &conditionKey)
    {
        auto context = as("vera");
        v1::ListAlertsRequest request;
        request.set_page_size(2000);
        v1::ListAlertsResponse response;
        m_alerts->ListAlerts(context.get(), request, &response);
        for (const auto &a : response.alerts()) {
            if (a.condition_key() == conditionKey && a.state() != v1::ALERT_STATE_RESOLVED)
                return a;
        }
        return std::nullopt;
    }

    // The gate fails "no_critical" for the rack, naming `named`, and never offers an override.
    void expectBlockedNaming(const std::string &rack, const std::string &named, const std::string &alertId)
    {
        const auto gate = judge(rack);
        const v1::ApprovalCriterion *c = criterionOf(gate, "no_critical");
        QVERIFY(c);
        QCOMPARE(int(c->verdict()), int(v1::APPROVAL_CRITERION_VERDICT_FAIL));
        QVERIFY(!c->overridable());
        QVERIFY2(c->measured().rfind("1 open: ", 0) == 0, c->measured().c_str());
        QVERIFY2(c->measured().find(named) != std::string::npos, c->measured().c_str());
        // As a phrase the console renders in its language: a count, and the alert's own summary phrase.
        QCOMPARE(c->measured_text().code(), std::string("criterion.open_named"));
        QCOMPARE(c->measured_text().params_size(), 2);
        QCOMPARE(c->measured_text().params(0).integer(), std::int64_t(1));
        QVERIFY2(c->measured_text().params(1).text().english().find(named) != std::string::npos,
                 c->measured_text().params(1).text().english().c_str());
        QVERIFY2(c->detail().find(alertId) != std::string::npos, c->detail().c_str());

        // Approval is not given, with or without a justification.
        v1::ApproveRackResponse plain;
        QVERIFY(approve("anna", rack, &plain).ok());
        QCOMPARE(int(plain.outcome()), int(v1::APPROVAL_OUTCOME_GATE_FAILED));
        QVERIFY(!plain.has_operation());
        v1::ApproveRackResponse requested;
        const grpc::Status override =
            approve("anna", rack, &requested, "Customer burn-in waits; the alert is being looked at by facilities");
        QCOMPARE(override.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
        QCOMPARE(Refusal::phrase(override).code(), std::string("refusal.not_overridable"));
        QVERIFY2(override.error_message().find(named) != std::string::npos, override.error_message().c_str());
        const auto after = summary(rack);
        QCOMPARE(int(after.stage()), int(v1::LIFECYCLE_STAGE_AWAITING_APPROVAL));
        QVERIFY(after.active_operation_id().empty());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        SimConfig config = stillFleet(1500);
        config.seed = 4;
        // The fleet is generated as of this moment, not the wall clock: which racks await approval
        // with a run that warned depends on it, and CI's run at 2026-12-07 02:35 UTC found none.
        config.startMs = kGateFleetStartMs;
        config.stateDir = m_dir.path();
        m_backend = std::make_unique<InProcessBackend>(config);
        m_backend->server().addAlertSource(std::make_unique<ScriptedAlertSource>(m_script));
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
        m_ops = m_backend->stub<v1::OperationsService>();
        m_fleet = m_backend->stub<v1::FleetService>();
        m_alerts = m_backend->stub<v1::AlertService>();
        m_validation = m_backend->stub<v1::ValidationService>();
    }

    void cleanup() { clearScript(); }

    void anOpenCriticalAlertBlocksUntilResolved_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("named");
        QTest::newRow("leak") << QStringLiteral("leak") << QStringLiteral("Leak detected at CDU drip tray");
        QTest::newRow("cooling limit: flow") << QStringLiteral("flow") << QStringLiteral("Flow below its limit");
        QTest::newRow("cooling limit: supply") << QStringLiteral("supply") << QStringLiteral("Supply above its limit");
        QTest::newRow("failed validation") << QStringLiteral("validation") << QStringLiteral("Validation failed");
        QTest::newRow("stale cooling data") << QStringLiteral("stale") << QStringLiteral("Cooling data stale");
        QTest::newRow("rack failed") << QStringLiteral("rack_failed") << QStringLiteral("Rack failed");
        QTest::newRow("any critical alert") << QStringLiteral("operation") << QStringLiteral("Operation failed");
    }

    void anOpenCriticalAlertBlocksUntilResolved()
    {
        QFETCH(QString, kind);
        QFETCH(QString, named);
        const std::string rack = awaitingRack(true);
        QVERIFY2(!rack.empty(), "no rack awaiting approval with a passing gate left");
        AlertCondition c = condition(kind.toStdString(), rack);
        if (kind == QLatin1String("operation"))
            c.severity = v1::ALERT_SEVERITY_CRITICAL; // an operation's failure raised as critical
        raise(c);
        const auto alert = openAlert(c.key);
        QVERIFY(alert);

        expectBlockedNaming(rack, named.toStdString(), alert->id());
        if (QTest::currentTestFailed())
            return;

        // Someone on it changes nothing: an acknowledged alert is still open.
        auto context = as("omar");
        v1::AcknowledgeAlertRequest ack;
        ack.set_alert_id(alert->id());
        ack.set_idempotency_key(key("ack"));
        v1::Alert acknowledged;
        QVERIFY(m_alerts->Acknowledge(context.get(), ack, &acknowledged).ok());
        QCOMPARE(int(acknowledged.state()), int(v1::ALERT_STATE_ACKNOWLEDGED));
        expectBlockedNaming(rack, named.toStdString(), alert->id());
        if (QTest::currentTestFailed())
            return;

        // Resolved, the rack is approved.
        clearScript();
        QVERIFY(!openAlert(c.key));
        const auto gate = judge(rack);
        QCOMPARE(criterionOf(gate, "no_critical")->measured(), std::string("0 open"));
        v1::ApproveRackResponse approved;
        QVERIFY(approve("anna", rack, &approved).ok());
        QCOMPARE(int(approved.outcome()), int(v1::APPROVAL_OUTCOME_APPROVED));
    }

    // A silence keeps the pager quiet, not the rack safe.
    void aSilencedCriticalAlertStillBlocks()
    {
        const std::string rack = awaitingRack(true);
        QVERIFY(!rack.empty());
        const AlertCondition c = condition("leak", rack);
        raise(c);
        auto context = as("anna");
        v1::SilenceAlertsRequest request;
        request.mutable_matcher()->set_rack_id(rack);
        request.set_reason("Facilities are on site with the drip tray");
        *request.mutable_expires_at() =
            TimeUtil::MillisecondsToTimestamp(m_backend->server().fleet().nowMs() + 60 * kMinute);
        request.set_idempotency_key(key("silence"));
        v1::AlertSilence silence;
        const grpc::Status silenced = m_alerts->Silence(context.get(), request, &silence);
        QVERIFY2(silenced.ok(), silenced.error_message().c_str());
        const auto alert = openAlert(c.key);
        QVERIFY(alert);
        QCOMPARE(int(alert->state()), int(v1::ALERT_STATE_SILENCED));
        expectBlockedNaming(rack, "Leak detected at CDU drip tray", alert->id());
    }

    // A warning that is not about blindness (moisture, not a leak) is watched, not a blocker; but
    // the gate names it for the approver to read, and the rack is approved without an override.
    void aWarningDoesNotBlockButIsNamed()
    {
        const std::string rack = awaitingRack(true);
        QVERIFY(!rack.empty());
        QCOMPARE(int(criterionOf(judge(rack), "no_warning")->verdict()), int(v1::APPROVAL_CRITERION_VERDICT_PASS));
        raise(condition("moisture", rack));
        const auto alert = openAlert("leak/LD-CT03/" + rack);
        QVERIFY(alert);
        const auto gate = judge(rack);
        QCOMPARE(int(criterionOf(gate, "no_critical")->verdict()), int(v1::APPROVAL_CRITERION_VERDICT_PASS));
        const v1::ApprovalCriterion *warning = criterionOf(gate, "no_warning");
        QVERIFY(warning);
        QCOMPARE(int(warning->verdict()), int(v1::APPROVAL_CRITERION_VERDICT_WARN));
        QCOMPARE(warning->measured_text().code(), std::string("criterion.to_read_named"));
        QVERIFY2(warning->measured().rfind("1 to read: Moisture", 0) == 0, warning->measured().c_str());
        QVERIFY2(warning->detail().find(alert->id()) != std::string::npos, warning->detail().c_str());

        v1::ApproveRackResponse approved;
        QVERIFY(approve("anna", rack, &approved).ok());
        QCOMPARE(int(approved.outcome()), int(v1::APPROVAL_OUTCOME_APPROVED));
    }

    // The board shows "Warning" beside a rack whose validation run ended with warnings; the gate
    // once said "every criterion is met" without a word of it. It names the run now, as a warning.
    void aRunThatEndedWithWarningsIsNamed()
    {
        std::string rack;
        std::string runId;
        for (const auto &r : m_backend->server().fleet().snapshot().upserts) {
            if (r.stage() == v1::LIFECYCLE_STAGE_AWAITING_APPROVAL && r.active_operation_id().empty()
                && !m_used.count(r.rack_id()) && r.validation_verdict() == v1::VALIDATION_VERDICT_WARN) {
                rack = r.rack_id();
                runId = r.validation_run_id();
                break;
            }
        }
        QVERIFY2(!rack.empty(), "the still fleet has a rack awaiting approval whose run warned");
        m_used.insert(rack);
        const auto gate = judge(rack);
        const v1::ApprovalCriterion *warning = criterionOf(gate, "no_warning");
        QVERIFY(warning);
        QCOMPARE(int(warning->verdict()), int(v1::APPROVAL_CRITERION_VERDICT_WARN));
        QCOMPARE(warning->evidence_run_id(), runId);
        QVERIFY2(warning->measured().find("warnings in run " + runId) != std::string::npos,
                 warning->measured().c_str());
    }

    // Several blockers are all counted and named, a critical part among them.
    void everyBlockerIsCountedAndNamed()
    {
        const std::string rack = awaitingRack(true);
        QVERIFY(!rack.empty());
        raise(condition("leak", rack));
        raise(condition("flow", rack));
        const auto gate = judge(rack);
        const v1::ApprovalCriterion *c = criterionOf(gate, "no_critical");
        QVERIFY2(c->measured().rfind("2 open: ", 0) == 0, c->measured().c_str());
        QVERIFY2(c->measured().find("Leak detected at CDU drip tray") != std::string::npos, c->measured().c_str());
        QVERIFY2(c->measured().find("Flow below its limit") != std::string::npos, c->measured().c_str());
    }

    // The four-eyes flow decides on what is open when the second approver confirms, not on what
    // was open when the first asked.
    void aConfirmationJudgesTheGateAgain()
    {
        const std::string rack = awaitingRack(false);
        QVERIFY2(!rack.empty(), "no rack awaiting approval with an overridable failing gate");
        v1::ApproveRackResponse requested;
        QVERIFY(approve("anna", rack, &requested, "Marginal bandwidth accepted: customer burn-in starts today").ok());
        QCOMPARE(int(requested.outcome()), int(v1::APPROVAL_OUTCOME_OVERRIDE_REQUESTED));
        const std::string overrideId = requested.override_request().id();

        const AlertCondition c = condition("flow", rack);
        raise(c);
        v1::ConfirmOverrideResponse confirmed;
        const grpc::Status refused = confirm("ben", overrideId, &confirmed);
        QCOMPARE(refused.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
        QCOMPARE(Refusal::phrase(refused).code(), std::string("refusal.not_overridable"));
        QVERIFY2(refused.error_message().find("Flow below its limit") != std::string::npos,
                 refused.error_message().c_str());
        QVERIFY(summary(rack).active_operation_id().empty());
        // The request is still there to be decided once the flow is back.
        bool pending = false;
        for (const auto &o : m_backend->server().fleet().operations().overrides(rack))
            pending = pending || (o.id() == overrideId && o.state() == v1::OVERRIDE_REQUEST_STATE_PENDING);
        QVERIFY(pending);

        clearScript();
        QVERIFY(confirm("ben", overrideId, &confirmed).ok());
        QCOMPARE(int(confirmed.override_request().state()), int(v1::OVERRIDE_REQUEST_STATE_CONFIRMED));
    }

    // Not scripted: the real physics. A valve closed to 10 % starves the rack's flow; the fleet's
    // own alert source raises it and the gate names it. Opened again, the rack is approved.
    void aRealFlowAlarmFromTheValveBlocks()
    {
        const std::string rack = awaitingRack(true);
        QVERIFY(!rack.empty());
        v1::Operation op;
        QVERIFY(remediate(rack, v1::REMEDIATION_ACTION_VALVE_POSITION_CHANGE, 10.0F, &op).ok());
        m_backend->server().advance(3 * kMinute);
        QVERIFY(summary(rack).active_operation_id().empty());
        const auto alert = openAlert("cooling/flow/" + rack);
        QVERIFY2(alert, "the valve at 10 % raised no flow alert");
        QCOMPARE(int(alert->severity()), int(v1::ALERT_SEVERITY_CRITICAL));
        const auto gate = judge(rack);
        const v1::ApprovalCriterion *c = criterionOf(gate, "no_critical");
        QCOMPARE(int(c->verdict()), int(v1::APPROVAL_CRITERION_VERDICT_FAIL));
        QVERIFY2(c->measured().find("Flow below its limit") != std::string::npos, c->measured().c_str());
        v1::ApproveRackResponse refused;
        QVERIFY(approve("anna", rack, &refused).ok());
        QCOMPARE(int(refused.outcome()), int(v1::APPROVAL_OUTCOME_GATE_FAILED));

        QVERIFY(remediate(rack, v1::REMEDIATION_ACTION_VALVE_POSITION_CHANGE, 70.0F, &op).ok());
        m_backend->server().advance(3 * kMinute);
        QVERIFY(!openAlert("cooling/flow/" + rack));
        const auto after = judge(rack);
        QVERIFY2(criterionOf(after, "no_critical")->verdict() == v1::APPROVAL_CRITERION_VERDICT_PASS,
                 criterionOf(after, "no_critical")->measured().c_str());
        v1::ApproveRackResponse approved;
        QVERIFY(approve("anna", rack, &approved).ok());
        QCOMPARE(int(approved.outcome()), int(v1::APPROVAL_OUTCOME_APPROVED));
    }

    // Issue 35.7: the newest evidence of each kind is judged, imported or simulated, and named.
    void anImportedFailingNcclRunFailsTheGateAndIsNamed()
    {
        const std::string rack = awaitingRack(true);
        QVERIFY(!rack.empty());
        // Before: the simulated run the figures come from is named.
        const auto before = judge(rack);
        const v1::ApprovalCriterion *simulated = criterionOf(before, "nccl_avg_busbw");
        QCOMPARE(simulated->evidence_run_id(), summary(rack).validation_run_id());
        QVERIFY2(simulated->measured().find(simulated->evidence_run_id()) != std::string::npos,
                 simulated->measured().c_str());

        auto context = as("omar");
        v1::ImportArtifactRequest request;
        request.set_rack_id(rack);
        request.set_content(artifactData(QStringLiteral("nccl/wrong-72gpu.txt")));
        request.set_file_name("all_reduce_perf-wrong-72gpu.txt");
        request.set_idempotency_key(key("import"));
        v1::ImportArtifactResponse imported;
        const grpc::Status status = m_validation->ImportArtifact(context.get(), request, &imported);
        QVERIFY2(status.ok(), status.error_message().c_str());
        QCOMPARE(int(imported.run().verdict()), int(v1::VALIDATION_VERDICT_FAIL));
        const std::string runId = imported.run().id();
        QVERIFY(!runId.empty());

        const auto gate = judge(rack);
        const v1::ApprovalCriterion *nccl = criterionOf(gate, "nccl_avg_busbw");
        QCOMPARE(int(nccl->verdict()), int(v1::APPROVAL_CRITERION_VERDICT_FAIL));
        QVERIFY(nccl->overridable()); // a measurement a second approver may weigh
        QCOMPARE(nccl->evidence_run_id(), runId);
        QVERIFY2(nccl->measured().find(runId) != std::string::npos, nccl->measured().c_str());
        QCOMPARE(nccl->measured_text().code(), std::string("criterion.imported_run"));
        // The other criteria still judge the simulated run: an nccl artifact says nothing of DCGM.
        QCOMPARE(criterionOf(gate, "dcgm_diag")->evidence_run_id(), simulated->evidence_run_id());

        v1::ApproveRackResponse refused;
        QVERIFY(approve("anna", rack, &refused).ok());
        QCOMPARE(int(refused.outcome()), int(v1::APPROVAL_OUTCOME_GATE_FAILED));
        QVERIFY(!refused.has_operation());
        QCOMPARE(int(summary(rack).stage()), int(v1::LIFECYCLE_STAGE_AWAITING_APPROVAL));

        // A newer passing run of the same kind is the one judged then.
        auto again = as("omar");
        request.set_content(artifactData(QStringLiteral("nccl/all_reduce_perf-72gpu.txt")));
        request.set_file_name("all_reduce_perf-72gpu.txt");
        request.set_idempotency_key(key("import"));
        v1::ImportArtifactResponse healthy;
        QVERIFY(m_validation->ImportArtifact(again.get(), request, &healthy).ok());
        QVERIFY(healthy.run().verdict() != v1::VALIDATION_VERDICT_FAIL);
        const auto now = judge(rack);
        QCOMPARE(criterionOf(now, "nccl_avg_busbw")->evidence_run_id(), healthy.run().id());
        QCOMPARE(int(criterionOf(now, "nccl_avg_busbw")->verdict()), int(v1::APPROVAL_CRITERION_VERDICT_PASS));
    }

    // The same for DCGM: a failing dcgmi diag import fails the DCGM criterion, named, not the NCCL one.
    void anImportedFailingDcgmRunFailsItsCriterion()
    {
        const std::string rack = awaitingRack(true);
        QVERIFY(!rack.empty());
        auto context = as("omar");
        v1::ImportArtifactRequest request;
        request.set_rack_id(rack);
        request.set_content(artifactData(QStringLiteral("dcgm/diag-r1-dcgm4-4gpu.json"))); // GPU 2 fails
        request.set_file_name("diag-r1.json");
        request.set_idempotency_key(key("import"));
        v1::ImportArtifactResponse imported;
        QVERIFY(m_validation->ImportArtifact(context.get(), request, &imported).ok());
        QCOMPARE(int(imported.run().verdict()), int(v1::VALIDATION_VERDICT_FAIL));

        const auto gate = judge(rack);
        const v1::ApprovalCriterion *dcgm = criterionOf(gate, "dcgm_diag");
        QCOMPARE(int(dcgm->verdict()), int(v1::APPROVAL_CRITERION_VERDICT_FAIL));
        QCOMPARE(dcgm->evidence_run_id(), imported.run().id());
        QVERIFY2(dcgm->measured().find(imported.run().id()) != std::string::npos, dcgm->measured().c_str());
        QVERIFY(!dcgm->detail().empty()); // the suite's own summary: which GPUs, which test
        QCOMPARE(int(criterionOf(gate, "nccl_avg_busbw")->verdict()), int(v1::APPROVAL_CRITERION_VERDICT_PASS));
        v1::ApproveRackResponse refused;
        QVERIFY(approve("anna", rack, &refused).ok());
        QCOMPARE(int(refused.outcome()), int(v1::APPROVAL_OUTCOME_GATE_FAILED));
    }
    // Issue #36.3: untested is not passed. A DCGM run whose GPU tests all skipped, an
    // nccl run of one rank and one whose rows nobody checked (-c 0) are stored as
    // NOT_TESTED / NOT_CHECKED, and the gate takes none of them as evidence: the
    // criteria keep judging the evidence they had.
    void untestedImportsAreNoEvidence()
    {
        const std::string rack = awaitingRack(true);
        QVERIFY(!rack.empty());
        const auto before = judge(rack);
        const std::string dcgmBefore = criterionOf(before, "dcgm_diag")->evidence_run_id();
        const std::string ncclBefore = criterionOf(before, "nccl_avg_busbw")->evidence_run_id();

        // The 72-GPU run with its data check off: every #wrong is N/A.
        QStringList unchecked;
        for (QString line :
             QString::fromStdString(artifactData(QStringLiteral("nccl/all_reduce_perf-72gpu.txt"))).split(u'\n')) {
            QStringList t = line.split(u' ', Qt::SkipEmptyParts);
            if (t.size() == 13 && t.first().at(0).isDigit()) {
                t[8] = t[12] = QStringLiteral("N/A");
                line = t.join(u' ');
            }
            unchecked << line;
        }
        const struct {
            std::string content;
            std::string fileName;
            v1::ValidationVerdict verdict;
        } imports[] = {
            {artifactData(QStringLiteral("dcgm/diag-r3-dcgm3-all-skipped.json")), "diag.json",
             v1::VALIDATION_VERDICT_NOT_TESTED},
            {artifactData(QStringLiteral("nccl/all_reduce_perf-1rank-a10g.txt")), "all_reduce_perf.log",
             v1::VALIDATION_VERDICT_NOT_TESTED},
            {unchecked.join(u'\n').toStdString(), "all_reduce_perf-c0.log", v1::VALIDATION_VERDICT_NOT_CHECKED},
        };
        for (const auto &artifact : imports) {
            auto context = as("omar");
            v1::ImportArtifactRequest request;
            request.set_rack_id(rack);
            request.set_content(artifact.content);
            request.set_file_name(artifact.fileName);
            request.set_idempotency_key(key("import"));
            v1::ImportArtifactResponse imported;
            const grpc::Status status = m_validation->ImportArtifact(context.get(), request, &imported);
            QVERIFY2(status.ok(), status.error_message().c_str());
            QVERIFY2(imported.has_run(), artifact.fileName.c_str());
            QCOMPARE(int(imported.run().verdict()), int(artifact.verdict));
            QCOMPARE(int(imported.run().suites(0).verdict()), int(artifact.verdict));
        }
        const auto after = judge(rack);
        QCOMPARE(criterionOf(after, "dcgm_diag")->evidence_run_id(), dcgmBefore);
        QCOMPARE(criterionOf(after, "nccl_avg_busbw")->evidence_run_id(), ncclBefore);
        QCOMPARE(int(criterionOf(after, "dcgm_diag")->verdict()), int(criterionOf(before, "dcgm_diag")->verdict()));
        QCOMPARE(int(criterionOf(after, "nccl_avg_busbw")->verdict()),
                 int(criterionOf(before, "nccl_avg_busbw")->verdict()));
    }
};

QTEST_GUILESS_MAIN(TestApprovalGate)
#include "tst_approvalgate.moc"
