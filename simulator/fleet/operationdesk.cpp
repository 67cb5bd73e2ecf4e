#include "fleet/operationdesk.h"

#include "validation/approvalgate.h"
#include "journal/auditlog.h"
#include "fleet/lifecycleengine.h"
#include "phrase/phrase.h"
#include "fleet/remediationplanner.h"
#include "validation/validationrecorder.h"
#include "artifacts/verdictrules.h"

#include <QString>

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <cmath>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;
using Code = MutationResult::Code;

namespace {

constexpr size_t kMinJustification = 20;

// The operation's message in English and as a phrase.
void say(Operation &op, v1::LocalizedText text)
{
    op.set_message(text.english());
    *op.mutable_message_text() = std::move(text);
}

// What runs on the rack, for a refusal.
v1::TextParam activeOperation(const RackSummary &summary)
{
    return Phrase::text(summary.has_active_operation_text() ? summary.active_operation_text()
                                                            : Phrase::verbatim(summary.active_operation()));
}

const char *finishAction(OperationKind kind)
{
    switch (kind) {
    case OPERATION_KIND_APPROVAL: return "rack.approve.finish";
    case OPERATION_KIND_VALIDATION_RUN: return "rack.validate.finish";
    default: return "rack.remediate.finish";
    }
}

// The unmet criteria as one phrase: "name measured (needs threshold); ...".
v1::LocalizedText failedCriteriaText(const std::vector<ApprovalCriterion> &criteria)
{
    v1::LocalizedText out;
    for (const auto &c : criteria) {
        if (ApprovalGate::met(c))
            continue;
        v1::LocalizedText item = Phrase::make(
            "criterion.unmet",
            {Phrase::text(c.name_text()), Phrase::text(c.measured_text()), Phrase::text(c.threshold_text())});
        out = out.code().empty() && out.english().empty()
            ? std::move(item)
            : Phrase::make("list.then", {Phrase::text(std::move(out)), Phrase::text(std::move(item))});
    }
    return out;
}

// What became of an override request, in words.
v1::LocalizedText overrideState(OverrideRequestState state)
{
    switch (state) {
    case OVERRIDE_REQUEST_STATE_CONFIRMED: return Phrase::make("override_state.confirmed");
    case OVERRIDE_REQUEST_STATE_REJECTED: return Phrase::make("override_state.rejected");
    case OVERRIDE_REQUEST_STATE_EXPIRED: return Phrase::make("override_state.expired");
    case OVERRIDE_REQUEST_STATE_WITHDRAWN: return Phrase::make("override_state.withdrawn");
    default: return Phrase::make("override_state.unknown");
    }
}

} // namespace

OperationDesk::OperationDesk(std::string epoch)
    : m_feed(std::move(epoch))
{
}

std::string OperationDesk::nextId(const char *prefix)
{
    return std::string(prefix) + "-" + std::to_string(m_nextId++);
}

MutationResult OperationDesk::staleRevision(const SimRack &rack, std::int64_t expected)
{
    const auto &s = rack.detail().summary();
    if (expected == s.state_revision())
        return MutationResult::done();
    std::vector<v1::TextParam> params {Phrase::integer(expected), Phrase::integer(s.state_revision()),
                                       Phrase::text(Phrase::stage(s.stage())),
                                       Phrase::text(Phrase::health(s.health()))};
    if (s.active_operation().empty())
        return MutationResult::refused(Code::Aborted, Phrase::make("refusal.stale", std::move(params)));
    params.push_back(Phrase::text(s.has_active_operation_text() ? s.active_operation_text()
                                                                : Phrase::verbatim(s.active_operation())));
    return MutationResult::refused(Code::Aborted, Phrase::make("refusal.stale_running", std::move(params)));
}

void OperationDesk::touch(Operation &op, std::int64_t nowMs)
{
    op.set_revision(m_feed.advance());
    *op.mutable_updated_at() = TimeUtil::MillisecondsToTimestamp(nowMs);
}

void OperationDesk::audit(const Actor &actor, const std::string &action, const std::string &rackId,
                          AuditOutcome outcome, const v1::LocalizedText &details, const Operation *op,
                          std::int64_t nowMs, const std::vector<ApprovalCriterion> *criteria)
{
    AuditEntry entry;
    *entry.mutable_actor() = actor;
    entry.set_action(action);
    entry.set_target("rack/" + rackId);
    entry.set_rack_id(rackId);
    entry.set_outcome(outcome);
    AuditLog::describe(entry, details);
    // The simulation's clock, like operations and alerts: a shift's handover
    // finds the entry in the shift it happened in, whatever --time-scale.
    *entry.mutable_time() = TimeUtil::MillisecondsToTimestamp(nowMs);
    if (op) {
        entry.set_operation_id(op->id());
        entry.set_idempotency_key(op->idempotency_key());
        entry.set_rack_revision(op->rack_revision());
        entry.set_reason(op->reason());
    }
    if (criteria) {
        for (const auto &c : *criteria)
            *entry.add_criteria() = c;
    }
    m_audit.push_back(std::move(entry));
}

std::vector<AuditEntry> OperationDesk::takeAudit()
{
    std::lock_guard lock(m_mutex);
    std::vector<AuditEntry> out;
    out.swap(m_audit);
    return out;
}

Operation &OperationDesk::startOperation(SimRack &rack, OperationKind kind, const Caller &caller,
                                         const std::string &key, std::int64_t expectedRevision,
                                         const std::string &reason, std::int64_t nowMs)
{
    SimOperation sim;
    Operation &op = *sim.mutable_operation();
    op.set_id(nextId("op"));
    op.set_kind(kind);
    op.set_rack_id(rack.detail().summary().rack_id());
    *op.mutable_requested_by() = caller.actor();
    op.set_state(OPERATION_STATE_PENDING);
    *op.mutable_created_at() = TimeUtil::MillisecondsToTimestamp(nowMs);
    op.set_idempotency_key(key);
    op.set_rack_revision(expectedRevision);
    op.set_reason(reason);
    const std::string id = op.id();
    auto [it, inserted] = m_operations.emplace(id, std::move(sim));
    touch(*it->second.mutable_operation(), nowMs);
    return *it->second.mutable_operation();
}

void OperationDesk::begin(SimRack &rack, SimOperation &sim, std::int64_t nowMs)
{
    Operation &op = *sim.mutable_operation();
    op.set_state(OPERATION_STATE_RUNNING);
    *op.mutable_started_at() = TimeUtil::MillisecondsToTimestamp(nowMs);
    say(op, RemediationPlanner::describe(op));
    sim.set_started_ms(nowMs);
    sim.set_duration_ms(RemediationPlanner::plan(rack, op));
    auto *summary = rack.mutable_detail()->mutable_summary();
    summary->set_active_operation_id(op.id());
    summary->set_active_operation(op.message());
    *summary->mutable_active_operation_text() = op.message_text();
    *summary->mutable_owner() = op.requested_by();
    touch(op, nowMs);
}

MutationResult OperationDesk::approve(SimRack &rack, const Caller &caller, const ApproveIntent &intent,
                                      std::int64_t nowMs, const std::vector<Alert> &openAlerts,
                                      ApprovalDecision *decision)
{
    std::lock_guard lock(m_mutex);
    const auto &summary = rack.detail().summary();
    const auto criteria = ApprovalGate::evaluate(rack, openAlerts);
    decision->criteria = criteria;
    decision->rackRevision = summary.state_revision();
    if (intent.judgeOnly) {
        decision->outcome = APPROVAL_OUTCOME_EVALUATED;
        return MutationResult::done();
    }
    const std::string rackId = summary.rack_id();
    const auto refuse = [&](MutationResult refusal) {
        audit(caller.actor(), "rack.approve", rackId, AUDIT_OUTCOME_REJECTED, refusal.phrase(), nullptr, nowMs,
              &criteria);
        m_audit.back().set_idempotency_key(intent.idempotencyKey);
        m_audit.back().set_rack_revision(intent.expectedRevision);
        m_audit.back().set_reason(intent.overrideJustification);
        m_audit.back().set_status_code(refusal.codeName());
        return refusal;
    };
    if (auto stale = staleRevision(rack, intent.expectedRevision); !stale.ok())
        return refuse(stale);
    if (summary.stage() != LIFECYCLE_STAGE_AWAITING_APPROVAL)
        return refuse(MutationResult::refused(
            Code::FailedPrecondition,
            Phrase::make("refusal.not_awaiting_approval", {Phrase::text(Phrase::stage(summary.stage()))})));
    if (!summary.active_operation_id().empty())
        return refuse(MutationResult::refused(Code::FailedPrecondition,
                                              Phrase::make("refusal.operation_running", {activeOperation(summary)})));

    if (ApprovalGate::allPass(criteria)) {
        Operation &op = startOperation(rack, OPERATION_KIND_APPROVAL, caller, intent.idempotencyKey,
                                       intent.expectedRevision, "All approval criteria met", nowMs);
        begin(rack, m_operations[op.id()], nowMs);
        decision->outcome = APPROVAL_OUTCOME_APPROVED;
        decision->operation = op;
        audit(caller.actor(), "rack.approve", rackId, AUDIT_OUTCOME_ACCEPTED, Phrase::make("audit.approved"), &op,
              nowMs, &criteria);
        return MutationResult::done();
    }
    const auto failed = Phrase::text(failedCriteriaText(criteria));
    if (intent.overrideJustification.empty()) {
        decision->outcome = APPROVAL_OUTCOME_GATE_FAILED;
        audit(caller.actor(), "rack.approve", rackId, AUDIT_OUTCOME_REJECTED,
              Phrase::make("audit.gate_not_met", {failed}), nullptr, nowMs, &criteria);
        m_audit.back().set_idempotency_key(intent.idempotencyKey);
        m_audit.back().set_rack_revision(intent.expectedRevision);
        return MutationResult::done();
    }
    if (!ApprovalGate::overridable(criteria))
        return refuse(
            MutationResult::refused(Code::FailedPrecondition, Phrase::make("refusal.not_overridable", {failed})));
    // Four eyes decide one request per rack: a second request would leave the first one orphaned
    // and let two approvers race each other. The second approver confirms or rejects instead.
    for (const auto &[id, pending] : m_overrides) {
        if (pending.rack_id() == rackId && pending.state() == OVERRIDE_REQUEST_STATE_PENDING)
            return refuse(MutationResult::refused(
                Code::AlreadyExists,
                Phrase::make("refusal.override_pending", {Phrase::id(pending.requested_by().name())})));
    }
    if (QString::fromStdString(intent.overrideJustification).trimmed().size() < qsizetype(kMinJustification))
        return refuse(MutationResult::refused(
            Code::InvalidArgument,
            Phrase::make("refusal.justification_short", {Phrase::integer(std::int64_t(kMinJustification))})));

    Operation &op = startOperation(rack, OPERATION_KIND_APPROVAL, caller, intent.idempotencyKey,
                                   intent.expectedRevision, intent.overrideJustification, nowMs);
    op.set_state(OPERATION_STATE_AWAITING_CONFIRMATION);
    say(op, Phrase::make("op.override_waiting"));
    OverrideRequest override;
    override.set_id(nextId("ovr"));
    override.set_rack_id(rackId);
    *override.mutable_requested_by() = caller.actor();
    override.set_justification(intent.overrideJustification);
    for (const auto &c : criteria)
        *override.add_criteria() = c;
    override.set_rack_revision(summary.state_revision());
    override.set_state(OVERRIDE_REQUEST_STATE_PENDING);
    *override.mutable_created_at() = TimeUtil::MillisecondsToTimestamp(nowMs);
    *override.mutable_expires_at() = TimeUtil::MillisecondsToTimestamp(nowMs + kOverrideLifetimeMs);
    override.set_operation_id(op.id());
    op.set_override_request_id(override.id());
    touch(op, nowMs);
    m_overrides[override.id()] = override;
    // The rack is the requester's until a second approver decides.
    *rack.mutable_detail()->mutable_summary()->mutable_owner() = caller.actor();
    decision->outcome = APPROVAL_OUTCOME_OVERRIDE_REQUESTED;
    decision->operation = op;
    decision->overrideRequest = override;
    audit(caller.actor(), "rack.override.request", rackId, AUDIT_OUTCOME_ACCEPTED,
          Phrase::make("audit.override_requested", {failed}), &op, nowMs, &criteria);
    return MutationResult::done();
}

OperationDesk::RackState OperationDesk::rackState(const std::string &rackId) const
{
    std::lock_guard lock(m_mutex);
    RackState state {rackId, {}, {}};
    for (const auto &[id, op] : m_operations) {
        if (op.operation().rack_id() == rackId)
            state.operations.push_back(op);
    }
    for (const auto &[id, request] : m_overrides) {
        if (request.rack_id() == rackId)
            state.overrides.push_back(request);
    }
    return state;
}

void OperationDesk::restoreRackState(const RackState &state)
{
    std::lock_guard lock(m_mutex);
    std::erase_if(m_operations, [&](const auto &entry) { return entry.second.operation().rack_id() == state.rackId; });
    std::erase_if(m_overrides, [&](const auto &entry) { return entry.second.rack_id() == state.rackId; });
    for (const SimOperation &op : state.operations)
        m_operations.emplace(op.operation().id(), op);
    for (const auto &request : state.overrides)
        m_overrides.emplace(request.id(), request);
}

std::string OperationDesk::overrideRackId(const std::string &overrideRequestId) const
{
    std::lock_guard lock(m_mutex);
    const auto it = m_overrides.find(overrideRequestId);
    return it == m_overrides.end() ? std::string() : it->second.rack_id();
}

MutationResult OperationDesk::confirmOverride(const RackLookup &racks, const Caller &caller,
                                              const DecideOverrideIntent &intent, std::int64_t nowMs,
                                              const std::vector<Alert> &openAlerts, OverrideRequest *decided,
                                              Operation *operation)
{
    std::lock_guard lock(m_mutex);
    const auto it = m_overrides.find(intent.overrideRequestId);
    if (it == m_overrides.end())
        return MutationResult::refused(Code::NotFound,
                                       Phrase::make("refusal.no_override", {Phrase::id(intent.overrideRequestId)}));
    OverrideRequest &override = it->second;
    const std::string action = intent.reject ? "rack.override.reject" : "rack.override.confirm";
    const auto refuse = [&](MutationResult refusal) {
        audit(caller.actor(), action, override.rack_id(), AUDIT_OUTCOME_REJECTED, refusal.phrase(), nullptr, nowMs);
        m_audit.back().set_idempotency_key(intent.idempotencyKey);
        m_audit.back().set_status_code(refusal.codeName());
        return refusal;
    };
    if (override.requested_by().name() == caller.subject)
        return refuse(MutationResult::refused(Code::PermissionDenied, Phrase::make("refusal.own_override")));
    if (override.state() != OVERRIDE_REQUEST_STATE_PENDING)
        return refuse(MutationResult::refused(
            Code::FailedPrecondition,
            Phrase::make("refusal.override_not_pending", {Phrase::text(overrideState(override.state()))})));
    SimRack *rack = racks(override.rack_id());
    if (!rack)
        return refuse(MutationResult::refused(Code::NotFound, Phrase::make("refusal.rack_gone")));
    // Deciding on an override is deciding on the rack as it was seen: without the revision it
    // was seen at, a confirmation could approve a rack that changed since.
    if (intent.expectedRevision <= 0)
        return refuse(MutationResult::refused(Code::InvalidArgument, Phrase::make("refusal.revision_missing")));
    if (auto stale = staleRevision(*rack, intent.expectedRevision); !stale.ok())
        return refuse(stale);
    if (!intent.reject) {
        // The request was judged when it was made; what is open now decides. A leak found since
        // (or any criterion no signature may override) refuses the confirmation; turning the
        // request down stays possible.
        const auto criteria = ApprovalGate::evaluate(*rack, openAlerts);
        if (!ApprovalGate::overridable(criteria)) {
            auto refusal = refuse(MutationResult::refused(
                Code::FailedPrecondition,
                Phrase::make("refusal.not_overridable", {Phrase::text(failedCriteriaText(criteria))})));
            for (const auto &c : criteria)
                *m_audit.back().add_criteria() = c;
            return refusal;
        }
    }
    SimOperation &sim = m_operations[override.operation_id()];
    Operation &op = *sim.mutable_operation();
    override.set_state(intent.reject ? OVERRIDE_REQUEST_STATE_REJECTED : OVERRIDE_REQUEST_STATE_CONFIRMED);
    *override.mutable_decided_by() = caller.actor();
    *override.mutable_decided_at() = TimeUtil::MillisecondsToTimestamp(nowMs);
    override.set_decision_comment(intent.comment);
    *op.mutable_confirmed_by() = caller.actor();
    if (intent.reject) {
        op.set_state(OPERATION_STATE_CANCELLED);
        say(op, Phrase::make("op.override_rejected", {Phrase::id(caller.displayName), Phrase::id(intent.comment)}));
        *op.mutable_finished_at() = TimeUtil::MillisecondsToTimestamp(nowMs);
        touch(op, nowMs);
        LifecycleEngine::restoreOwner(*rack);
    } else {
        begin(*rack, sim, nowMs);
    }
    *decided = override;
    *operation = op;
    audit(caller.actor(), action, override.rack_id(), AUDIT_OUTCOME_ACCEPTED,
          intent.reject ? Phrase::make("audit.override_turned_down", {Phrase::id(intent.comment)})
                        : Phrase::make("audit.override_confirmed", {Phrase::id(override.requested_by().name())}),
          &op, nowMs);
    m_audit.back().set_idempotency_key(intent.idempotencyKey);
    return MutationResult::done();
}

MutationResult OperationDesk::remediate(SimRack &rack, const Caller &caller, const RemediateIntent &intent,
                                        std::int64_t nowMs, Operation *operation)
{
    std::lock_guard lock(m_mutex);
    const auto &summary = rack.detail().summary();
    const std::string rackId = summary.rack_id();
    const auto refuse = [&](MutationResult refusal) {
        return rejected(caller, "rack.remediate", rackId, RemediationPlanner::actionText(intent.action),
                        {intent.idempotencyKey, intent.expectedRevision, intent.reason}, std::move(refusal), nowMs);
    };
    if (!RemediationPlanner::isImplemented(intent.action))
        return refuse(
            MutationResult::refused(Code::Unimplemented, RemediationPlanner::refusal(intent.action, summary.stage())));
    if (auto stale = staleRevision(rack, intent.expectedRevision); !stale.ok())
        return refuse(stale);
    if (!summary.active_operation_id().empty())
        return refuse(MutationResult::refused(
            Code::FailedPrecondition, Phrase::make("refusal.operation_already_running", {activeOperation(summary)})));
    if (!RemediationPlanner::allowedIn(intent.action, summary.stage()))
        return refuse(MutationResult::refused(Code::FailedPrecondition,
                                              RemediationPlanner::refusal(intent.action, summary.stage())));
    if (const auto problem = RemediationPlanner::checkParameters(rack, intent.action, intent.parameters))
        return refuse(MutationResult::refused(Code::InvalidArgument, *problem));

    Operation &op = startOperation(rack, OPERATION_KIND_REMEDIATION, caller, intent.idempotencyKey,
                                   intent.expectedRevision, intent.reason, nowMs);
    op.set_remediation_action(intent.action);
    *op.mutable_parameters() = intent.parameters;
    begin(rack, m_operations[op.id()], nowMs);
    *operation = op;
    audit(caller.actor(), "rack.remediate", rackId, AUDIT_OUTCOME_ACCEPTED, RemediationPlanner::describe(op), &op,
          nowMs);
    return MutationResult::done();
}

MutationResult OperationDesk::rejected(const Caller &caller, const char *action, const std::string &rackId,
                                       const v1::LocalizedText &what, const Intent &intent, MutationResult refusal,
                                       std::int64_t nowMs)
{
    audit(caller.actor(), action, rackId, AUDIT_OUTCOME_REJECTED, AuditLog::refused(what, refusal.phrase()), nullptr,
          nowMs);
    m_audit.back().set_idempotency_key(intent.key);
    m_audit.back().set_rack_revision(intent.expectedRevision);
    m_audit.back().set_reason(intent.reason);
    m_audit.back().set_status_code(refusal.codeName());
    return refusal;
}

void OperationDesk::recordImport(const Caller &caller, const std::string &rackId, const ValidationRun &run,
                                 std::int64_t nowMs)
{
    std::lock_guard lock(m_mutex);
    const auto &artifact = run.artifact();
    audit(caller.actor(), "rack.validate.import", rackId, AUDIT_OUTCOME_SUCCEEDED,
          Phrase::make("audit.imported",
                       {Phrase::id(artifact.file_name()), Phrase::id(artifact.detected_version()),
                        Phrase::id(artifact.sha256()), Phrase::id(run.id()),
                        Phrase::text(VerdictRules::phrase(run.verdict()))}),
          nullptr, nowMs);
}

MutationResult OperationDesk::startValidation(SimRack &rack, const Caller &caller, const StartValidationIntent &intent,
                                              std::int64_t nowMs, std::string *operationId, std::string *runId)
{
    std::lock_guard lock(m_mutex);
    const auto &summary = rack.detail().summary();
    const std::string rackId = summary.rack_id();
    const auto refuse = [&](MutationResult refusal) {
        return rejected(caller, "rack.validate", rackId, Phrase::make("audit.validation_run"),
                        {intent.idempotencyKey, intent.expectedRevision, intent.reason}, std::move(refusal), nowMs);
    };
    if (intent.dcgmLevel < 0 || intent.dcgmLevel > 4)
        return refuse(MutationResult::refused(Code::InvalidArgument, Phrase::make("refusal.dcgm_level")));
    if (auto stale = staleRevision(rack, intent.expectedRevision); !stale.ok())
        return refuse(stale);
    if (!summary.active_operation_id().empty())
        return refuse(MutationResult::refused(
            Code::FailedPrecondition, Phrase::make("refusal.operation_already_running", {activeOperation(summary)})));
    switch (summary.stage()) {
    case LIFECYCLE_STAGE_AWAITING_APPROVAL:
    case LIFECYCLE_STAGE_REMEDIATION:
    case LIFECYCLE_STAGE_MAINTENANCE:
    case LIFECYCLE_STAGE_FAILED:
    case LIFECYCLE_STAGE_QUARANTINED: break;
    case LIFECYCLE_STAGE_PRODUCTION:
        return refuse(
            MutationResult::refused(Code::FailedPrecondition, Phrase::make("refusal.validation_in_production")));
    default:
        return refuse(MutationResult::refused(
            Code::FailedPrecondition,
            Phrase::make("refusal.validation_bring_up", {Phrase::text(Phrase::stage(summary.stage()))})));
    }

    Operation &op = startOperation(rack, OPERATION_KIND_VALIDATION_RUN, caller, intent.idempotencyKey,
                                   intent.expectedRevision, intent.reason, nowMs);
    for (const auto suite : intent.suites)
        op.mutable_parameters()->add_suites(suite);
    op.mutable_parameters()->set_dcgm_level(intent.dcgmLevel > 0 ? intent.dcgmLevel : 3);
    const auto &run =
        ValidationRecorder::startRun(rack, caller.actor(), op.id(), intent.reason, op.parameters().dcgm_level(), nowMs);
    op.set_validation_run_id(run.id());
    begin(rack, m_operations[op.id()], nowMs);
    *operationId = op.id();
    *runId = run.id();
    audit(caller.actor(), "rack.validate", rackId, AUDIT_OUTCOME_ACCEPTED, op.message_text(), &op, nowMs);
    return MutationResult::done();
}

void OperationDesk::tick(const RackLookup &racks, std::int64_t nowMs, std::vector<SimRack *> *changed,
                         std::vector<SimRack *> *progressed)
{
    std::lock_guard lock(m_mutex);
    for (auto &[id, sim] : m_operations) {
        Operation &op = *sim.mutable_operation();
        if (op.state() != OPERATION_STATE_RUNNING)
            continue;
        SimRack *rack = racks(op.rack_id());
        if (!rack)
            continue;
        const double progress = sim.duration_ms() > 0
            ? std::clamp(double(nowMs - sim.started_ms()) / double(sim.duration_ms()), 0.0, 1.0)
            : 1.0;
        if (progress < 1.0) {
            const float shown = float(std::floor(progress * 100.0) / 100.0);
            if (shown != op.progress()) {
                op.set_progress(shown);
                touch(op, nowMs);
                auto *summary = rack->mutable_detail()->mutable_summary();
                const v1::LocalizedText running = Phrase::make(
                    "op.in_progress",
                    {Phrase::text(op.has_message_text() ? op.message_text() : Phrase::verbatim(op.message())),
                     Phrase::quantity(int(shown * 100), "%", 0)});
                summary->set_active_operation(running.english());
                *summary->mutable_active_operation_text() = running;
                summary->set_step_progress(shown);
                progressed->push_back(rack);
            }
            continue;
        }
        const std::int64_t endMs = sim.started_ms() + sim.duration_ms();
        v1::LocalizedText message;
        auto *summary = rack->mutable_detail()->mutable_summary();
        summary->clear_active_operation_id();
        summary->clear_active_operation();
        summary->clear_active_operation_text();
        LifecycleEngine::restoreOwner(*rack);
        const bool ok = RemediationPlanner::complete(*rack, op, endMs, &message);
        op.set_state(ok ? OPERATION_STATE_SUCCEEDED : OPERATION_STATE_FAILED);
        op.set_progress(1.0F);
        say(op, message);
        if (!ok)
            op.set_error_code(op.remediation_action() == REMEDIATION_ACTION_REFLASH_FIRMWARE ? "FIRMWARE_FLASH_FAILED"
                                                                                             : "REMEDIATION_FAILED");
        *op.mutable_finished_at() = TimeUtil::MillisecondsToTimestamp(endMs);
        touch(op, nowMs);
        audit(op.requested_by(), finishAction(op.kind()), op.rack_id(),
              ok ? AUDIT_OUTCOME_SUCCEEDED : AUDIT_OUTCOME_FAILED, message, &op, endMs);
        changed->push_back(rack);
    }
    // Expire overrides nobody decided on, and forget finished operations after an hour.
    for (auto &[id, override] : m_overrides) {
        if (override.state() == OVERRIDE_REQUEST_STATE_PENDING
            && TimeUtil::TimestampToMilliseconds(override.expires_at()) <= nowMs) {
            override.set_state(OVERRIDE_REQUEST_STATE_EXPIRED);
            Operation &op = *m_operations[override.operation_id()].mutable_operation();
            op.set_state(OPERATION_STATE_CANCELLED);
            say(op, Phrase::make("op.override_expired"));
            *op.mutable_finished_at() = TimeUtil::MillisecondsToTimestamp(nowMs);
            touch(op, nowMs);
            if (SimRack *rack = racks(override.rack_id())) {
                LifecycleEngine::restoreOwner(*rack);
                progressed->push_back(rack); // shown, not decided on: no new state revision
            }
        }
    }
    for (auto it = m_operations.begin(); it != m_operations.end();) {
        const Operation &op = it->second.operation();
        if (op.has_finished_at() && TimeUtil::TimestampToMilliseconds(op.finished_at()) + kFinishedKeptMs < nowMs) {
            m_feed.remove(op.id());
            it = m_operations.erase(it);
        } else {
            ++it;
        }
    }
}

void OperationDesk::rackChanged(const SimRack &rack, std::int64_t nowMs)
{
    std::lock_guard lock(m_mutex);
    for (auto &[id, override] : m_overrides) {
        if (override.state() != OVERRIDE_REQUEST_STATE_PENDING
            || override.rack_id() != rack.detail().summary().rack_id()
            || override.rack_revision() == rack.detail().summary().state_revision())
            continue;
        override.set_state(OVERRIDE_REQUEST_STATE_WITHDRAWN);
        Operation &op = *m_operations[override.operation_id()].mutable_operation();
        op.set_state(OPERATION_STATE_CANCELLED);
        say(op, Phrase::make("op.override_withdrawn"));
        *op.mutable_finished_at() = TimeUtil::MillisecondsToTimestamp(nowMs);
        touch(op, nowMs);
        Actor system;
        system.set_name("rackops-sim");
        system.set_automated(true);
        audit(system, "rack.override.withdraw", override.rack_id(), AUDIT_OUTCOME_SUCCEEDED,
              Phrase::make("audit.override_withdrawn", {Phrase::id(override.id())}), &op, nowMs);
    }
}

std::vector<OverrideRequest> OperationDesk::overrides(const std::string &rackId) const
{
    std::lock_guard lock(m_mutex);
    std::vector<OverrideRequest> out;
    for (const auto &[id, o] : m_overrides) {
        if (rackId.empty() || o.rack_id() == rackId)
            out.push_back(o);
    }
    // Pending first, then newest first.
    std::sort(out.begin(), out.end(), [](const OverrideRequest &a, const OverrideRequest &b) {
        const bool pa = a.state() == OVERRIDE_REQUEST_STATE_PENDING;
        const bool pb = b.state() == OVERRIDE_REQUEST_STATE_PENDING;
        if (pa != pb)
            return pa;
        return TimeUtil::TimestampToMilliseconds(a.created_at()) > TimeUtil::TimestampToMilliseconds(b.created_at());
    });
    return out;
}

std::optional<Operation> OperationDesk::operation(const std::string &id) const
{
    std::lock_guard lock(m_mutex);
    const auto it = m_operations.find(id);
    if (it == m_operations.end())
        return std::nullopt;
    return it->second.operation();
}

namespace {
// The operations of one rack, or all when `rackId` is empty.
auto onRack(const std::string &rackId)
{
    return [&rackId](const std::pair<const std::string, SimOperation> &entry) -> const Operation * {
        const Operation &op = entry.second.operation();
        return rackId.empty() || op.rack_id() == rackId ? &op : nullptr;
    };
}
} // namespace

OperationDesk::Changes OperationDesk::snapshot(const std::string &rackId) const
{
    std::lock_guard lock(m_mutex);
    return m_feed.snapshot<Operation>(m_operations, onRack(rackId));
}

std::optional<OperationDesk::Changes> OperationDesk::changesSince(const std::string &epoch, std::int64_t revision,
                                                                  const std::string &rackId) const
{
    std::lock_guard lock(m_mutex);
    return m_feed.changesSince<Operation>(epoch, revision, m_operations, onRack(rackId));
}

SimOperationsState OperationDesk::save() const
{
    std::lock_guard lock(m_mutex);
    SimOperationsState state;
    for (const auto &[id, sim] : m_operations)
        *state.add_operations() = sim;
    for (const auto &[id, o] : m_overrides)
        *state.add_overrides() = o;
    state.set_revision(m_feed.revision());
    state.set_next_id(m_nextId);
    return state;
}

std::vector<SimRack *> OperationDesk::reclaimRequestedRacks(const RackLookup &racks) const
{
    std::lock_guard lock(m_mutex);
    std::vector<SimRack *> changed;
    for (const auto &[id, override] : m_overrides) {
        if (override.state() != OVERRIDE_REQUEST_STATE_PENDING)
            continue;
        SimRack *rack = racks(override.rack_id());
        if (!rack || rack->detail().summary().owner().name() == override.requested_by().name())
            continue;
        *rack->mutable_detail()->mutable_summary()->mutable_owner() = override.requested_by();
        changed.push_back(rack);
    }
    return changed;
}

void OperationDesk::restore(const SimOperationsState &state)
{
    std::lock_guard lock(m_mutex);
    m_operations.clear();
    m_overrides.clear();
    for (const auto &sim : state.operations())
        m_operations[sim.operation().id()] = sim;
    for (const auto &o : state.overrides())
        m_overrides[o.id()] = o;
    m_feed.restoreRevision(state.revision());
    m_nextId = std::max<std::int64_t>(state.next_id(), 1);
}

} // namespace rackops::sim
