#pragma once

#include "auditentryinfo.h"
#include "identity.h"
#include "overriderequestinfo.h"
#include "remediationaction.h"

#include <QObject>

#include <memory>

namespace rackops {

class ApprovalReply;
class BackendChannel;
class OverrideDecisionReply;
class RemediationReply;
class UnaryCalls;

// Calls of OperationsService, never blocking the GUI thread. Every mutating
// call carries an idempotency key and the rack's state revision; when the
// link fails before an answer it is resent with the same key (so it cannot
// happen twice) up to three times, and then reported as "no answer" with
// the key, so the operator can safely ask again. Each action returns its own
// reply (see ActionReply): its answer reaches the caller that asked and
// nobody else. The reply belongs to this client and deletes itself once it
// has answered.
class OperationsClient : public QObject {
    Q_OBJECT
public:
    explicit OperationsClient(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~OperationsClient() override;

    void fetchIdentity();
    // The rack's approval gate, judged without changing anything (validate_only).
    ApprovalReply *evaluateGate(const QString &rackId);
    // Each reply carries the idempotency key it used; pass a key to resend an intent.
    ApprovalReply *approve(const QString &rackId, qint64 expectedRevision, const QString &justification,
                           const QString &key = {});
    // `expectedRevision`: the rack's revision the decision was made on (the request's, while it is pending).
    OverrideDecisionReply *decideOverride(const QString &overrideId, bool confirm, const QString &comment,
                                          qint64 expectedRevision, const QString &key = {});
    // `value` is the setpoint of a cooling action (°C or %), ignored otherwise.
    RemediationReply *remediate(const QString &rackId, RemediationAction action, const QStringList &parts,
                                const QString &reason, qint64 expectedRevision, const QString &key = {},
                                double value = 0.0);
    void fetchOverrides();
    void queryAudit(const AuditQuery &query);

    void setRetryDelays(int firstMs, int attempts);

Q_SIGNALS:
    void identityReceived(const rackops::Identity &identity);
    void identityFailed(const QString &message);
    void overridesReceived(const QList<rackops::OverrideRequestInfo> &requests);
    void auditReceived(const QList<rackops::AuditEntryInfo> &entries);
    void readFailed(const QString &message);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rackops
