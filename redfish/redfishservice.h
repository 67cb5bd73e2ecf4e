#pragma once

#include "redfishcdureader.h"
#include "redfishpowerreader.h"

#include <QJsonObject>
#include <QList>
#include <QObject>

class QTimer;

namespace rackops::redfish {

class RedfishCduPoller;
class RedfishConnection;
class RedfishCoolingStore;
class RedfishEventStream;
class RedfishPowerPoller;

// One Redfish service: reads the service root (and chooses a session when
// it offers SessionService/Sessions), walks ThermalEquipment/CDUs to start
// a poller per CDU, PowerEquipment/RackPDUs and the Chassis of type Rack to
// start a power poller per source, and listens to the EventService's SSE
// stream when it has one: an event about a leak detector polls its CDU at
// once. The walk is repeated every `rediscoverMs`: a CDU or power source
// added to the service gets its poller, one gone loses it (its racks turn
// stale, their power missing), without a restart.
class RedfishService : public QObject {
    Q_OBJECT
public:
    RedfishService(RedfishConnection *connection, const RedfishRackMap &map, RedfishCoolingStore &store, int intervalMs,
                   int rediscoverMs, QObject *parent = nullptr);
    ~RedfishService() override;

    void start();
    // Ends the Redfish session (DELETE), if one is open; `done` runs when answered or failed.
    void logout(std::function<void()> done);
    RedfishConnection *connection() const { return m_connection; }
    QList<RedfishCduPoller *> pollers() const { return m_pollers; }
    QList<RedfishPowerPoller *> powerPollers() const { return m_powerPollers; }
    RedfishEventStream *eventStream() const { return m_events; }

Q_SIGNALS:
    void discovered();
    void discoveryFailed(const QString &error);

private:
    void readRoot();
    void readThermalEquipment(const QString &uri);
    void syncPollers(const QList<QJsonObject> &cdus, const QString &collection);
    void readPowerSources(const QJsonObject &root);
    void syncPowerPollers(const QStringList &sources, const QString &collection);
    void readEventService(const QString &uri);
    void onEvent(const QJsonObject &event);
    void failDiscovery(const RedfishReply &failure);
    void failDiscovery(const QString &error) { failDiscovery(RedfishReply::failed(RedfishFailure::BadAnswer, error)); }

    RedfishConnection *m_connection;
    RedfishCduReader m_reader;
    RedfishPowerReader m_powerReader;
    RedfishCoolingStore &m_store;
    int m_intervalMs;
    int m_rediscoverMs;
    QTimer *m_retry;
    int m_failures = 0;
    QList<RedfishCduPoller *> m_pollers;
    QList<RedfishPowerPoller *> m_powerPollers;
    RedfishEventStream *m_events = nullptr;
};

} // namespace rackops::redfish
