#include "rackcontroller.h"

#include "lifecyclehistorymodel.h"
#include "rackcomponentsmodel.h"
#include "rackdetailclient.h"
#include "sessionlog.h"

namespace rackops {

RackController::RackController(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , m_client(new RackDetailClient(std::move(channel), this))
    , m_components(new RackComponentsModel(this))
    , m_history(new LifecycleHistoryModel(this))
{
    connect(m_client, &RackDetailClient::detailReceived, this, [this](const RackDetail &detail) {
        if (detail.summary.rackId != m_rackId) {
            logDroppedAnswer("rack detail", detail.summary.rackId, m_rackId);
            return;
        }
        m_components->setComponents(detail.components);
        m_history->setHistory(detail.history);
        Q_EMIT detailReceived(detail);
    });
    connect(m_client, &RackDetailClient::detailFailed, this, [this](const QString &rackId, const QString &message) {
        if (rackId == m_rackId)
            Q_EMIT detailFailed(rackId, message);
    });
}

void RackController::requestDetail(const QString &rackId)
{
    if (rackId != m_rackId) {
        // Never another rack's parts under this rack's name while its own are on the way.
        m_components->setComponents({});
        m_history->setHistory({});
    }
    m_rackId = rackId;
    if (!rackId.isEmpty())
        m_client->request(rackId);
}

} // namespace rackops
