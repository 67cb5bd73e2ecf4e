#include "operationsconvert.h"

#include "commonconvert.h"

#include "rackops/v1/operations.pb.h"

#include <algorithm>
#include <cmath>

namespace rackops {

OperationInfo OperationsConvert::operation(const v1::Operation &m)
{
    OperationInfo op;
    op.id = QString::fromStdString(m.id());
    switch (m.kind()) {
    case v1::OPERATION_KIND_APPROVAL: op.kind = OperationInfo::Kind::Approval; break;
    case v1::OPERATION_KIND_REMEDIATION: op.kind = OperationInfo::Kind::Remediation; break;
    case v1::OPERATION_KIND_VALIDATION_RUN: op.kind = OperationInfo::Kind::ValidationRun; break;
    case v1::OPERATION_KIND_LIFECYCLE: op.kind = OperationInfo::Kind::Lifecycle; break;
    default: op.kind = OperationInfo::Kind::Unknown; break;
    }
    op.action = RemediationActions::fromInt(m.remediation_action());
    op.rackId = QString::fromStdString(m.rack_id());
    op.requestedBy = QString::fromStdString(m.requested_by().name());
    op.confirmedBy = QString::fromStdString(m.confirmed_by().name());
    switch (m.state()) {
    case v1::OPERATION_STATE_PENDING: op.state = OperationInfo::State::Pending; break;
    case v1::OPERATION_STATE_RUNNING: op.state = OperationInfo::State::Running; break;
    case v1::OPERATION_STATE_SUCCEEDED: op.state = OperationInfo::State::Succeeded; break;
    case v1::OPERATION_STATE_FAILED: op.state = OperationInfo::State::Failed; break;
    case v1::OPERATION_STATE_CANCELLED: op.state = OperationInfo::State::Cancelled; break;
    case v1::OPERATION_STATE_AWAITING_CONFIRMATION: op.state = OperationInfo::State::AwaitingConfirmation; break;
    default: op.state = OperationInfo::State::Unknown; break;
    }
    op.progress = std::isfinite(m.progress()) ? std::clamp(m.progress(), 0.0F, 1.0F) : 0.0F;
    op.messageText = CommonConvert::text(m.message_text());
    op.message = CommonConvert::said(op.messageText, m.message());
    op.reason = QString::fromStdString(m.reason());
    op.createdMs = m.has_created_at() ? CommonConvert::toMs(m.created_at()) : 0;
    op.finishedMs = m.has_finished_at() ? CommonConvert::toMs(m.finished_at()) : 0;
    op.revision = m.revision();
    return op;
}

GateCriterion OperationsConvert::criterion(const v1::ApprovalCriterion &m)
{
    GateCriterion c;
    c.id = QString::fromStdString(m.id());
    c.nameText = CommonConvert::text(m.name_text());
    c.name = CommonConvert::said(c.nameText, m.name());
    c.measuredText = CommonConvert::text(m.measured_text());
    c.measured = CommonConvert::said(c.measuredText, m.measured());
    c.thresholdText = CommonConvert::text(m.threshold_text());
    c.threshold = CommonConvert::said(c.thresholdText, m.threshold());
    switch (m.verdict()) {
    case v1::APPROVAL_CRITERION_VERDICT_PASS: c.verdict = GateCriterion::Verdict::Pass; break;
    case v1::APPROVAL_CRITERION_VERDICT_FAIL: c.verdict = GateCriterion::Verdict::Fail; break;
    case v1::APPROVAL_CRITERION_VERDICT_MISSING: c.verdict = GateCriterion::Verdict::Missing; break;
    case v1::APPROVAL_CRITERION_VERDICT_WARN: c.verdict = GateCriterion::Verdict::Warn; break;
    default: c.verdict = GateCriterion::Verdict::Unknown; break; // never read as a pass
    }
    c.detail = QString::fromStdString(m.detail());
    c.overridable = m.overridable();
    return c;
}

OverrideRequestInfo OperationsConvert::overrideRequest(const v1::OverrideRequest &m)
{
    OverrideRequestInfo r;
    r.id = QString::fromStdString(m.id());
    r.rackId = QString::fromStdString(m.rack_id());
    r.requestedBy = QString::fromStdString(m.requested_by().name());
    r.justification = QString::fromStdString(m.justification());
    for (const auto &c : m.criteria())
        r.criteria.append(criterion(c));
    r.rackRevision = m.rack_revision();
    switch (m.state()) {
    case v1::OVERRIDE_REQUEST_STATE_PENDING: r.state = OverrideRequestInfo::State::Pending; break;
    case v1::OVERRIDE_REQUEST_STATE_CONFIRMED: r.state = OverrideRequestInfo::State::Confirmed; break;
    case v1::OVERRIDE_REQUEST_STATE_REJECTED: r.state = OverrideRequestInfo::State::Rejected; break;
    case v1::OVERRIDE_REQUEST_STATE_EXPIRED: r.state = OverrideRequestInfo::State::Expired; break;
    case v1::OVERRIDE_REQUEST_STATE_WITHDRAWN: r.state = OverrideRequestInfo::State::Withdrawn; break;
    default: r.state = OverrideRequestInfo::State::Unknown; break;
    }
    r.createdMs = m.has_created_at() ? CommonConvert::toMs(m.created_at()) : 0;
    r.expiresMs = m.has_expires_at() ? CommonConvert::toMs(m.expires_at()) : 0;
    r.decidedBy = QString::fromStdString(m.decided_by().name());
    r.decisionComment = QString::fromStdString(m.decision_comment());
    return r;
}

AuditEntryInfo OperationsConvert::auditEntry(const v1::AuditEntry &m)
{
    AuditEntryInfo e;
    e.id = QString::fromStdString(m.id());
    e.timeMs = m.has_time() ? CommonConvert::toMs(m.time()) : 0;
    e.actor = QString::fromStdString(m.actor().name());
    e.automated = m.actor().automated();
    e.action = QString::fromStdString(m.action());
    e.rackId = QString::fromStdString(m.rack_id());
    switch (m.outcome()) {
    case v1::AUDIT_OUTCOME_ACCEPTED: e.outcome = AuditEntryInfo::Outcome::Accepted; break;
    case v1::AUDIT_OUTCOME_SUCCEEDED: e.outcome = AuditEntryInfo::Outcome::Succeeded; break;
    case v1::AUDIT_OUTCOME_FAILED: e.outcome = AuditEntryInfo::Outcome::Failed; break;
    case v1::AUDIT_OUTCOME_REJECTED: e.outcome = AuditEntryInfo::Outcome::Rejected; break;
    default: e.outcome = AuditEntryInfo::Outcome::Unknown; break;
    }
    // Entries written before details had a phrase stay in their English.
    if (m.has_details_text())
        e.detailsText = CommonConvert::text(m.details_text());
    e.details =
        m.has_details_text() ? CommonConvert::said(e.detailsText, m.details()) : QString::fromStdString(m.details());
    e.reason = QString::fromStdString(m.reason());
    e.statusCode = QString::fromStdString(m.status_code());
    e.operationId = QString::fromStdString(m.operation_id());
    e.idempotencyKey = QString::fromStdString(m.idempotency_key());
    e.rackRevision = m.rack_revision();
    for (const auto &c : m.criteria())
        e.criteria.append(criterion(c));
    return e;
}

Identity OperationsConvert::identity(const v1::WhoAmIResponse &m)
{
    Identity id;
    id.subject = QString::fromStdString(m.subject());
    id.displayName = QString::fromStdString(m.display_name());
    for (int role : m.roles()) {
        if (role >= int(Identity::Role::Viewer) && role <= int(Identity::Role::Admin))
            id.roles.append(static_cast<Identity::Role>(role)); // an unknown role grants nothing
    }
    id.demo = m.demo();
    return id;
}
} // namespace rackops
