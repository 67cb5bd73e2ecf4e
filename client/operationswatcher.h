#pragma once

#include "connectionstate.h"
#include "operationinfo.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;

// Keeps the list of running and recent operations current from
// OperationsService.WatchOperations (resumable, like the fleet watch).
class OperationsWatcher : public QObject {
    Q_OBJECT
public:
    explicit OperationsWatcher(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~OperationsWatcher() override;

    void start();
    void stop();

Q_SIGNALS:
    void operationsUpdated(bool reset, const QList<rackops::OperationInfo> &upserts, const QStringList &removedIds);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rackops
