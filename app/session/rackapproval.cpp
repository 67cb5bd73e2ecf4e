#include "rackapproval.h"

#include "actionreplies.h"
#include "gatecriteriamodel.h"
#include "operationsclient.h"
#include "sessionlog.h"

namespace rackops {

namespace {
// The asker moved on: the answer, when it comes, is for nobody (and says so in the log).
void abandonHeld(LatestReply<ApprovalReply> &held, const char *what, const QString &now)
{
    if (ApprovalReply *reply = held.get()) {
        const QString asked = reply->rackId();
        QObject::connect(reply, &ActionReply::settled, reply,
                         [what, asked, now] { logDroppedAnswer(what, asked, now); });
    }
    held.abandon();
}
} // namespace

RackApproval::RackApproval(OperationsClient *client, WhileJudging whileJudging, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_criteria(new GateCriteriaModel(this))
    , m_whileJudging(whileJudging)
{
}

void RackApproval::judge(const QString &rackId)
{
    // Never another rack's criteria; the dialog not even this rack's last ones, which may be stale.
    if (rackId != m_rackId || m_whileJudging == WhileJudging::Nothing)
        m_criteria->setCriteria({});
    abandonHeld(m_gate, "approval gate", rackId); // only the last ask is heard
    if (rackId != m_rackId)
        abandonHeld(m_approval, "approval answer", rackId);
    m_rackId = rackId;
    if (rackId.isEmpty())
        return;
    m_gate.hold(m_client->evaluateGate(rackId), this, [this](const ApprovalResult &evaluated) {
        if (evaluated.accepted())
            m_criteria->setCriteria(evaluated.criteria);
        Q_EMIT judged(evaluated);
    });
}

void RackApproval::approve(qint64 expectedRevision, const QString &justification, const QString &key)
{
    if (m_rackId.isEmpty())
        return;
    abandonHeld(m_approval, "approval answer", m_rackId);
    ApprovalReply *reply = m_client->approve(m_rackId, expectedRevision, justification, key);
    connect(reply, &ActionReply::settled, this, &RackApproval::approvalSettled);
    m_approval.hold(reply, this, [this](const ApprovalResult &result) {
        // A refusal names the criteria as they are now.
        if (!result.criteria.isEmpty())
            m_criteria->setCriteria(result.criteria);
        Q_EMIT approvalFinished(result);
    });
}

} // namespace rackops
