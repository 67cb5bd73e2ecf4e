#pragma once

#include "rackdetail.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;

// Fetches one rack's detail (FleetService.GetRack) without blocking the GUI
// thread: the reply arrives on a gRPC thread and is handed over queued.
class RackDetailClient : public QObject
{
    Q_OBJECT
public:
    explicit RackDetailClient(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~RackDetailClient() override;

    void request(const QString &rackId);

signals:
    void detailReceived(const rackops::RackDetail &detail);
    void detailFailed(const QString &rackId, const QString &message);

private:
    class Private;
    std::shared_ptr<Private> d;
};

} // namespace rackops
