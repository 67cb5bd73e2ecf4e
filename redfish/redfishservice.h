#pragma once

#include "redfishcdureader.h"

#include <QJsonObject>
#include <QList>
#include <QObject>

class QTimer;

namespace rackops::redfish {

class RedfishCduPoller;
class RedfishConnection;
class RedfishCoolingStore;
class RedfishEventStream;

// One Redfish service: reads the service root (and chooses a session when
// it offers SessionService/Sessions), walks ThermalEquipment/CDUs to start
// a poller per CDU, and listens to the EventService's SSE stream when it has
// one: an event about a leak detector polls its CDU at once.
class RedfishService : public QObject
{
    Q_OBJECT
public:
    RedfishService(RedfishConnection *connection, const RedfishRackMap &map, RedfishCoolingStore &store,
                   int intervalMs, QObject *parent = nullptr);
    ~RedfishService() override;

    void start();
    QList<RedfishCduPoller *> pollers() const { return m_pollers; }
    RedfishEventStream *eventStream() const { return m_events; }

Q_SIGNALS:
    void discovered();
    void discoveryFailed(const QString &error);

private:
    void readRoot();
    void readThermalEquipment(const QString &uri);
    void startPollers(const QList<QJsonObject> &cdus);
    void readEventService(const QString &uri);
    void onEvent(const QJsonObject &event);
    void failDiscovery(const QString &error);

    RedfishConnection *m_connection;
    RedfishCduReader m_reader;
    RedfishCoolingStore &m_store;
    int m_intervalMs;
    QTimer *m_retry;
    int m_failures = 0;
    QList<RedfishCduPoller *> m_pollers;
    RedfishEventStream *m_events = nullptr;
};

} // namespace rackops::redfish
