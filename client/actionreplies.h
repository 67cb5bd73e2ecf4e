#pragma once

#include "actionreply.h"
#include "alertactionresult.h"
#include "approvalresult.h"
#include "bucketactionresult.h"
#include "handoveractionresult.h"
#include "overridedecisionresult.h"
#include "remediationresult.h"
#include "validationactionresult.h"

namespace rackops {

// The typed replies of the console's actions (see ActionReply). Each is made
// by its client with what the request is about (its rack, alert, bucket or
// shift and its idempotency key) and finished by it with the whole answer.

// The gate of one rack judged (validate_only), or its approval.
class ApprovalReply : public TypedActionReply<ApprovalReply, ApprovalResult> {
    Q_OBJECT
public:
    explicit ApprovalReply(ApprovalResult request, QObject *parent = nullptr)
        : TypedActionReply(std::move(request), parent)
    {
    }
    QString rackId() const { return result().rackId; }

Q_SIGNALS:
    void finished(const rackops::ApprovalResult &result);
};

// One override request confirmed or rejected.
class OverrideDecisionReply : public TypedActionReply<OverrideDecisionReply, OverrideDecisionResult> {
    Q_OBJECT
public:
    explicit OverrideDecisionReply(OverrideDecisionResult request, QObject *parent = nullptr)
        : TypedActionReply(std::move(request), parent)
    {
    }
    QString overrideId() const { return result().overrideId; }

Q_SIGNALS:
    void finished(const rackops::OverrideDecisionResult &result);
};

// One remediation of one rack.
class RemediationReply : public TypedActionReply<RemediationReply, RemediationResult> {
    Q_OBJECT
public:
    explicit RemediationReply(RemediationResult request, QObject *parent = nullptr)
        : TypedActionReply(std::move(request), parent)
    {
    }
    QString rackId() const { return result().rackId; }

Q_SIGNALS:
    void finished(const rackops::RemediationResult &result);
};

// One action on an alert, or one silence.
class AlertActionReply : public TypedActionReply<AlertActionReply, AlertActionResult> {
    Q_OBJECT
public:
    explicit AlertActionReply(AlertActionResult request, QObject *parent = nullptr)
        : TypedActionReply(std::move(request), parent)
    {
    }

Q_SIGNALS:
    void finished(const rackops::AlertActionResult &result);
};

// One change of a bucket's replication SLO.
class BucketActionReply : public TypedActionReply<BucketActionReply, BucketActionResult> {
    Q_OBJECT
public:
    explicit BucketActionReply(BucketActionResult request, QObject *parent = nullptr)
        : TypedActionReply(std::move(request), parent)
    {
    }
    QString bucket() const { return result().bucket; }

Q_SIGNALS:
    void finished(const rackops::BucketActionResult &result);
};

// One handover note or sign-off.
class HandoverActionReply : public TypedActionReply<HandoverActionReply, HandoverActionResult> {
    Q_OBJECT
public:
    explicit HandoverActionReply(HandoverActionResult request, QObject *parent = nullptr)
        : TypedActionReply(std::move(request), parent)
    {
    }
    QString shiftId() const { return result().shiftId; }

Q_SIGNALS:
    void finished(const rackops::HandoverActionResult &result);
};

// One tool artifact imported into a rack's runs.
class ArtifactImportReply : public TypedActionReply<ArtifactImportReply, ArtifactImportResult> {
    Q_OBJECT
public:
    explicit ArtifactImportReply(ArtifactImportResult request, QObject *parent = nullptr)
        : TypedActionReply(std::move(request), parent)
    {
    }
    QString rackId() const { return result().rackId; }

Q_SIGNALS:
    void finished(const rackops::ArtifactImportResult &result);
};

// One validation run started on a rack.
class ValidationStartReply : public TypedActionReply<ValidationStartReply, ValidationStartResult> {
    Q_OBJECT
public:
    explicit ValidationStartReply(ValidationStartResult request, QObject *parent = nullptr)
        : TypedActionReply(std::move(request), parent)
    {
    }
    QString rackId() const { return result().rackId; }

Q_SIGNALS:
    void finished(const rackops::ValidationStartResult &result);
};

} // namespace rackops
