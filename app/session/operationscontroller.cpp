#include "operationscontroller.h"

#include "actionreplies.h"
#include "auditentryinfo.h"
#include "auditlogmodel.h"
#include "operationsclient.h"
#include "operationsmodel.h"
#include "operationswatcher.h"
#include "overridequeuemodel.h"
#include "rackapproval.h"
#include "sessionidentity.h"

#include <algorithm>

namespace rackops {

OperationsController::OperationsController(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , m_client(new OperationsClient(channel, this))
    , m_watcher(new OperationsWatcher(channel, this))
    , m_model(new OperationsModel(this))
    , m_overrides(new OverrideQueueModel(this))
    , m_auditLog(new AuditLogModel(this))
    , m_identity(new SessionIdentity(this))
    , m_approval(new RackApproval(m_client, RackApproval::WhileJudging::Nothing, this))
    , m_dockApproval(new RackApproval(m_client, RackApproval::WhileJudging::LastOfThisRack, this))
{
    connect(m_watcher, &OperationsWatcher::operationsUpdated, m_model, &OperationsModel::apply);
    connect(m_client, &OperationsClient::identityReceived, m_identity, &SessionIdentity::setIdentity);
    connect(m_client, &OperationsClient::overridesReceived, m_overrides, &OverrideQueueModel::setRequests);
    connect(m_client, &OperationsClient::overridesReceived, this, &OperationsController::overridesReceived);
    connect(m_client, &OperationsClient::auditReceived, m_auditLog, &AuditLogModel::setEntries);
    connect(m_client, &OperationsClient::auditReceived, this, &OperationsController::auditReceived);
    connect(m_client, &OperationsClient::readFailed, this, &OperationsController::auditFailed);
    // An operation that ends or a decision taken may change the queue of overrides.
    // So does an approval or a decision once answered (decideOverride()).
    connect(m_model, &OperationsModel::operationFinished, this, &OperationsController::fetchOverrides);
    connect(m_approval, &RackApproval::approvalSettled, this, &OperationsController::fetchOverrides);
    connect(m_dockApproval, &RackApproval::approvalSettled, this, &OperationsController::fetchOverrides);
}

// The watcher's thread posts into the model: stop it before the model goes.
OperationsController::~OperationsController()
{
    m_watcher->stop();
}

void OperationsController::start()
{
    m_watcher->start();
}

QList<qint64> OperationsController::startTimes(const QString &rackId) const
{
    QList<qint64> times;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex index = m_model->index(row, 0);
        if (index.data(OperationsModel::RackIdRole).toString() == rackId)
            times.append(m_model->find(index.data(OperationsModel::OperationIdRole).toString())->createdMs);
    }
    std::sort(times.begin(), times.end());
    return times;
}

void OperationsController::refresh()
{
    m_client->fetchIdentity();
    m_client->fetchOverrides();
}

OverrideDecisionReply *OperationsController::decideOverride(const QString &overrideId, bool confirm,
                                                            const QString &comment)
{
    // A pending request is withdrawn when its rack changes, so the rack's revision it names is the
    // one the approver decides on.
    qint64 revision = 0;
    for (int row = 0; row < m_overrides->rowCount(); ++row) {
        if (m_overrides->requestAt(row).id == overrideId)
            revision = m_overrides->requestAt(row).rackRevision;
    }
    OverrideDecisionReply *reply = m_client->decideOverride(overrideId, confirm, comment, revision);
    connect(reply, &ActionReply::settled, this, &OperationsController::fetchOverrides);
    return reply;
}

RemediationReply *OperationsController::remediate(const QString &rackId, RemediationAction action,
                                                  const QStringList &parts, const QString &reason,
                                                  qint64 expectedRevision, const QString &key, double setpoint)
{
    return m_client->remediate(rackId, action, parts, reason, expectedRevision, key, setpoint);
}

void OperationsController::fetchOverrides()
{
    m_client->fetchOverrides();
}

void OperationsController::queryAudit(const AuditQuery &query)
{
    m_client->queryAudit(query);
}

} // namespace rackops
