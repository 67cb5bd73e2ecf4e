#pragma once

#include "actionreply.h"
#include "approvalresult.h"
#include "overridedecisionresult.h"
#include "remediationresult.h"
#include "alertactionresult.h"
#include "bucketactionresult.h"
#include "handoveractionresult.h"

namespace rackops {

// The typed replies of the console's actions (see ActionReply). Each is made
// by its client with what the request is about (its rack, alert, bucket or
// shift and its idempotency key) and finished by it with the whole answer.

// The gate of one rack judged (validate_only), or its approval.
class ApprovalReply : public ActionReply
{
    Q_OBJECT
public:
    using Result = ApprovalResult;
    explicit ApprovalReply(ApprovalResult request, QObject *parent = nullptr);
    // What was asked; once finished, the answer.
    const ApprovalResult &result() const { return m_result; }
    QString rackId() const { return m_result.rackId; }

    void finish(const ApprovalResult &result);  // called by the client

Q_SIGNALS:
    void finished(const rackops::ApprovalResult &result);

private:
    ApprovalResult m_result;
};

// One override request confirmed or rejected.
class OverrideDecisionReply : public ActionReply
{
    Q_OBJECT
public:
    using Result = OverrideDecisionResult;
    explicit OverrideDecisionReply(OverrideDecisionResult request, QObject *parent = nullptr);
    // What was asked; once finished, the answer.
    const OverrideDecisionResult &result() const { return m_result; }
    QString overrideId() const { return m_result.overrideId; }

    void finish(const OverrideDecisionResult &result);  // called by the client

Q_SIGNALS:
    void finished(const rackops::OverrideDecisionResult &result);

private:
    OverrideDecisionResult m_result;
};

// One remediation of one rack.
class RemediationReply : public ActionReply
{
    Q_OBJECT
public:
    using Result = RemediationResult;
    explicit RemediationReply(RemediationResult request, QObject *parent = nullptr);
    // What was asked; once finished, the answer.
    const RemediationResult &result() const { return m_result; }
    QString rackId() const { return m_result.rackId; }

    void finish(const RemediationResult &result);  // called by the client

Q_SIGNALS:
    void finished(const rackops::RemediationResult &result);

private:
    RemediationResult m_result;
};

// One action on an alert, or one silence.
class AlertActionReply : public ActionReply
{
    Q_OBJECT
public:
    using Result = AlertActionResult;
    explicit AlertActionReply(AlertActionResult request, QObject *parent = nullptr);
    // What was asked; once finished, the answer.
    const AlertActionResult &result() const { return m_result; }

    void finish(const AlertActionResult &result);  // called by the client

Q_SIGNALS:
    void finished(const rackops::AlertActionResult &result);

private:
    AlertActionResult m_result;
};

// One change of a bucket's replication SLO.
class BucketActionReply : public ActionReply
{
    Q_OBJECT
public:
    using Result = BucketActionResult;
    explicit BucketActionReply(BucketActionResult request, QObject *parent = nullptr);
    // What was asked; once finished, the answer.
    const BucketActionResult &result() const { return m_result; }
    QString bucket() const { return m_result.bucket; }

    void finish(const BucketActionResult &result);  // called by the client

Q_SIGNALS:
    void finished(const rackops::BucketActionResult &result);

private:
    BucketActionResult m_result;
};

// One handover note or sign-off.
class HandoverActionReply : public ActionReply
{
    Q_OBJECT
public:
    using Result = HandoverActionResult;
    explicit HandoverActionReply(HandoverActionResult request, QObject *parent = nullptr);
    // What was asked; once finished, the answer.
    const HandoverActionResult &result() const { return m_result; }
    QString shiftId() const { return m_result.shiftId; }

    void finish(const HandoverActionResult &result);  // called by the client

Q_SIGNALS:
    void finished(const rackops::HandoverActionResult &result);

private:
    HandoverActionResult m_result;
};

} // namespace rackops
