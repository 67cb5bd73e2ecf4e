#include "actionreplies.h"

namespace rackops {

ApprovalReply::ApprovalReply(ApprovalResult request, QObject *parent)
    : ActionReply(request.idempotencyKey, parent)
    , m_result(std::move(request))
{
}

void ApprovalReply::finish(const ApprovalResult &result)
{
    finishWith(m_result, result, &ApprovalReply::finished);
}

OverrideDecisionReply::OverrideDecisionReply(OverrideDecisionResult request, QObject *parent)
    : ActionReply(request.idempotencyKey, parent)
    , m_result(std::move(request))
{
}

void OverrideDecisionReply::finish(const OverrideDecisionResult &result)
{
    finishWith(m_result, result, &OverrideDecisionReply::finished);
}

RemediationReply::RemediationReply(RemediationResult request, QObject *parent)
    : ActionReply(request.idempotencyKey, parent)
    , m_result(std::move(request))
{
}

void RemediationReply::finish(const RemediationResult &result)
{
    finishWith(m_result, result, &RemediationReply::finished);
}

AlertActionReply::AlertActionReply(AlertActionResult request, QObject *parent)
    : ActionReply(request.idempotencyKey, parent)
    , m_result(std::move(request))
{
}

void AlertActionReply::finish(const AlertActionResult &result)
{
    finishWith(m_result, result, &AlertActionReply::finished);
}

BucketActionReply::BucketActionReply(BucketActionResult request, QObject *parent)
    : ActionReply(request.idempotencyKey, parent)
    , m_result(std::move(request))
{
}

void BucketActionReply::finish(const BucketActionResult &result)
{
    finishWith(m_result, result, &BucketActionReply::finished);
}

HandoverActionReply::HandoverActionReply(HandoverActionResult request, QObject *parent)
    : ActionReply(request.idempotencyKey, parent)
    , m_result(std::move(request))
{
}

void HandoverActionReply::finish(const HandoverActionResult &result)
{
    finishWith(m_result, result, &HandoverActionReply::finished);
}

} // namespace rackops
