#pragma once

#include "actionreplies.h"
#include "approvalresult.h"
#include "latestreply.h"

#include <QObject>

namespace rackops {

class GateCriteriaModel;
class OperationsClient;

// The approval of the one rack a view is about (the approve dialog, the rack
// dock: one instance each): the gate's criteria as the backend judged them
// (validate_only), in a model the view shows, and the answer to approving
// that rack. It holds the reply of its last ask of each kind and abandons it
// when it moves on (another rack, the gate asked for again), so a late answer,
// or one to another view's ask, never reaches the view.
class RackApproval : public QObject {
    Q_OBJECT
public:
    // What the criteria show while the rack's gate is judged again.
    enum class WhileJudging {
        Nothing, // the dialog: criteria that may be stale are never shown
        LastOfThisRack, // the dock: the rack's last gate stays until the new one is in
    };

    RackApproval(OperationsClient *client, WhileJudging whileJudging, QObject *parent = nullptr);

    QString rackId() const { return m_rackId; }
    GateCriteriaModel *criteria() const { return m_criteria; }

public Q_SLOTS:
    // Asks the backend to judge the rack's gate; until it has, the criteria are empty (another
    // rack, or WhileJudging::Nothing) or the rack's last gate. An empty id: no rack, no criteria.
    // Only the answer to the last ask is heard.
    void judge(const QString &rackId);
    // Approves the rack judged (with a justification: requests a four-eyes override);
    // `key` resends an earlier intent.
    void approve(qint64 expectedRevision, const QString &justification, const QString &key);

Q_SIGNALS:
    // The gate of the rack asked about; when evaluated, its criteria are in the model already.
    void judged(const rackops::ApprovalResult &evaluated);
    void approvalFinished(const rackops::ApprovalResult &result);
    // An approval sent from here has its answer, heard or abandoned: the queue of overrides may
    // have changed (OperationsController reads it again).
    void approvalSettled();

private:
    OperationsClient *m_client;
    GateCriteriaModel *m_criteria;
    WhileJudging m_whileJudging;
    QString m_rackId;
    LatestReply<ApprovalReply> m_gate; // the gate asked for last
    LatestReply<ApprovalReply> m_approval; // the approval of m_rackId sent last
};

} // namespace rackops
