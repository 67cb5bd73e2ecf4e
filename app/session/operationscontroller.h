#pragma once

#include "remediationaction.h"

#include <QObject>

#include <memory>

namespace rackops {

class AuditLogModel;
class BackendChannel;
class OperationsClient;
class OperationsModel;
class OperationsWatcher;
class OverrideDecisionReply;
class OverrideQueueModel;
class RackApproval;
class RemediationReply;
class SessionIdentity;
struct AuditQuery;

// Operations: the live list of operations, the four-eyes queue, the audit log
// and who this console acts as; approvals (through its two RackApprovals),
// override decisions and remediation go out through it, each answered on its
// own reply (see ActionReply) to the one caller that asked. Keeps the queue and
// the identity fresh on its own.
class OperationsController : public QObject {
    Q_OBJECT
public:
    explicit OperationsController(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~OperationsController() override;

    OperationsModel *model() const { return m_model; }
    OverrideQueueModel *overrides() const { return m_overrides; }
    AuditLogModel *auditLog() const { return m_auditLog; }
    SessionIdentity *identity() const { return m_identity; }
    // The rack the approve dialog is about: its gate's criteria and the answers to approving it.
    RackApproval *approval() const { return m_approval; }
    // The rack the rack dock shows, awaiting approval: its gate's criteria, judged again when its state changes.
    RackApproval *dockApproval() const { return m_dockApproval; }
    // When each operation on a rack was started, oldest first (markers on its charts).
    QList<qint64> startTimes(const QString &rackId) const;

    void start();

    // The actions: the caller holds the reply (a QPointer, or LatestReply: it deletes itself once
    // answered) and abandons it when it moves on. The override queue is read again once a decision
    // (or an approval, which goes out through a RackApproval) is answered, whoever still listens.
    OverrideDecisionReply *decideOverride(const QString &overrideId, bool confirm, const QString &comment);
    RemediationReply *remediate(const QString &rackId, rackops::RemediationAction action, const QStringList &parts,
                                const QString &reason, qint64 expectedRevision, const QString &key, double setpoint);

public Q_SLOTS:
    // Who we are and what waits for a second approver: read again (after a reconnect, a user switch).
    void refresh();
    void fetchOverrides();
    void queryAudit(const rackops::AuditQuery &query);

Q_SIGNALS:
    void auditReceived();
    void auditFailed(const QString &message);
    void overridesReceived();

private:
    OperationsClient *m_client;
    OperationsWatcher *m_watcher;
    OperationsModel *m_model;
    OverrideQueueModel *m_overrides;
    AuditLogModel *m_auditLog;
    SessionIdentity *m_identity;
    RackApproval *m_approval;
    RackApproval *m_dockApproval;
};

} // namespace rackops
