#include "validationcontroller.h"

#include "fleetcontroller.h"
#include "operationscontroller.h"
#include "operationsmodel.h"
#include "validationclient.h"

namespace rackops {

ValidationController::ValidationController(std::shared_ptr<BackendChannel> channel, FleetController *fleet,
                                           OperationsController *operations, QObject *parent)
    : QObject(parent)
    , m_client(new ValidationClient(std::move(channel), this))
    , m_fleet(fleet)
{
    connect(m_client, &ValidationClient::runsReceived, this,
            [this](const QString &rackId, const QList<ValidationRunInfo> &runs) {
                if (rackId == m_rackId)
                    emit runsReceived(rackId, runs);
            });
    connect(m_client, &ValidationClient::runReceived, this, [this](const ValidationRunInfo &run) {
        if (run.rackId == m_rackId)
            emit runReceived(run);
    });
    connect(m_client, &ValidationClient::importFinished, this, &ValidationController::importFinished);
    connect(m_client, &ValidationClient::runStarted, this, &ValidationController::runStarted);
    connect(m_client, &ValidationClient::requestFailed, this, &ValidationController::requestFailed);
    // A run that finishes while its rack is shown comes in with its results.
    connect(operations->model(), &OperationsModel::operationFinished, this, [this](const OperationInfo &op) {
        if (!m_rackId.isEmpty() && op.rackId == m_rackId)
            m_client->listRuns(m_rackId);
    });
}

void ValidationController::listRuns(const QString &rackId)
{
    m_rackId = rackId;
    if (!rackId.isEmpty())
        m_client->listRuns(rackId);
}

void ValidationController::fetchRun(const QString &runId)
{
    m_client->fetchRun(runId);
}

void ValidationController::importArtifact(const QString &rackId, const QString &fileName, const QByteArray &content)
{
    m_client->importArtifact(rackId, fileName, content);
}

void ValidationController::startRun(const QString &rackId, const QString &reason)
{
    m_client->startRun(rackId, m_fleet->stateRevision(rackId), reason, kDcgmLevel);
}

} // namespace rackops
