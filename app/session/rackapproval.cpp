#include "rackapproval.h"

#include "gatecriteriamodel.h"
#include "operationsclient.h"
#include "sessionlog.h"

namespace rackops {

RackApproval::RackApproval(OperationsClient *client, WhileJudging whileJudging, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_criteria(new GateCriteriaModel(this))
    , m_whileJudging(whileJudging)
{
    connect(m_client, &OperationsClient::gateEvaluated, this, [this](const ActionResult &evaluated) {
        if (evaluated.rackId != m_rackId) {
            logDroppedAnswer("approval gate", evaluated.rackId, m_rackId);
            return;
        }
        if (evaluated.outcome == ActionResult::Outcome::Evaluated)
            m_criteria->setCriteria(evaluated.criteria);
        Q_EMIT judged(evaluated);
    });
    connect(m_client, &OperationsClient::approvalFinished, this, [this](const ActionResult &result) {
        if (result.rackId != m_rackId) {
            logDroppedAnswer("approval answer", result.rackId, m_rackId);
            return;
        }
        // A refusal names the criteria as they are now.
        if (!result.criteria.isEmpty())
            m_criteria->setCriteria(result.criteria);
        Q_EMIT approvalFinished(result);
    });
}

void RackApproval::judge(const QString &rackId)
{
    // Never another rack's criteria; the dialog not even this rack's last ones, which may be stale.
    if (rackId != m_rackId || m_whileJudging == WhileJudging::Nothing)
        m_criteria->setCriteria({});
    m_rackId = rackId;
    if (!rackId.isEmpty())
        m_client->evaluateGate(rackId);
}

} // namespace rackops
