#include "rackcontroller.h"

#include "rackdetailclient.h"

namespace rackops {

RackController::RackController(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , m_client(new RackDetailClient(std::move(channel), this))
{
    connect(m_client, &RackDetailClient::detailReceived, this, [this](const RackDetail &detail) {
        if (detail.summary.rackId == m_rackId)
            emit detailReceived(detail);
    });
    connect(m_client, &RackDetailClient::detailFailed, this, [this](const QString &rackId, const QString &message) {
        if (rackId == m_rackId)
            emit detailFailed(rackId, message);
    });
}

void RackController::requestDetail(const QString &rackId)
{
    m_rackId = rackId;
    if (!rackId.isEmpty())
        m_client->request(rackId);
}

} // namespace rackops
