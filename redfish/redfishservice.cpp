#include "redfishservice.h"

#include "redfishbackoff.h"
#include "redfishcdupoller.h"
#include "redfishcollectionreader.h"
#include "redfishconnection.h"
#include "redfishcoolingstore.h"
#include "redfisheventstream.h"
#include "redfishlog.h"
#include "redfishpowerpoller.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTimer>

#include <algorithm>

namespace rackops::redfish {

RedfishService::RedfishService(RedfishConnection *connection, const RedfishRackMap &map, RedfishCoolingStore &store,
                               int intervalMs, int rediscoverMs, QObject *parent)
    : QObject(parent)
    , m_connection(connection)
    , m_reader(map, connection->service())
    , m_powerReader(map, connection->service())
    , m_store(store)
    , m_intervalMs(intervalMs)
    , m_rediscoverMs(rediscoverMs)
    , m_retry(new QTimer(this))
{
    m_connection->setParent(this);
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, &RedfishService::readRoot);
}

// The pollers first: they still reach the store and the connection while they go.
RedfishService::~RedfishService()
{
    qDeleteAll(std::exchange(m_powerPollers, {}));
    qDeleteAll(std::exchange(m_pollers, {}));
}

void RedfishService::start()
{
    readRoot();
}

void RedfishService::logout(std::function<void()> done)
{
    // Nothing may ask the service after this (a request would log in again).
    m_retry->stop();
    qDeleteAll(std::exchange(m_powerPollers, {}));
    qDeleteAll(std::exchange(m_pollers, {}));
    delete std::exchange(m_events, nullptr);
    m_connection->logout(this, std::move(done));
}

void RedfishService::failDiscovery(const RedfishReply &failure)
{
    ++m_failures;
    const QString service = m_connection->service().toString();
    qCWarning(lcRedfish).noquote() << service << "cannot be read:" << failure.error;
    // Once CDUs are polled, they speak for themselves; a failed re-discovery only waits for the next.
    if (m_pollers.isEmpty()) {
        m_store.markStale(service, failure.error, failure.failure);
        m_store.sourceFailed(service, failure.failure, failure.error, QDateTime::currentMSecsSinceEpoch());
    }
    Q_EMIT discoveryFailed(failure.error);
    m_retry->start(redfishBackoffMs(m_intervalMs, m_failures));
}

void RedfishService::readRoot()
{
    m_connection->get(QStringLiteral("/redfish/v1"), this, [this](const RedfishReply &reply) {
        if (!reply.ok())
            return failDiscovery(reply);
        const QString sessions = RedfishCduReader::odataId(
            reply.body.value(QLatin1String("Links")).toObject().value(QLatin1String("Sessions")));
        if (!sessions.isEmpty() && !m_connection->usesSessions())
            m_connection->useSessions(sessions);
        const QString thermal = RedfishCduReader::odataId(reply.body.value(QLatin1String("ThermalEquipment")));
        if (thermal.isEmpty())
            return failDiscovery(QStringLiteral("%1: the service root has no ThermalEquipment")
                                     .arg(m_connection->resolve(QStringLiteral("/redfish/v1")).toString()));
        readThermalEquipment(thermal);
        readPowerSources(reply.body);
        const QString events = RedfishCduReader::odataId(reply.body.value(QLatin1String("EventService")));
        if (!events.isEmpty() && !m_events)
            readEventService(events);
    });
}

void RedfishService::readThermalEquipment(const QString &uri)
{
    m_connection->get(uri, this, [this, uri](const RedfishReply &reply) {
        if (!reply.ok())
            return failDiscovery(reply);
        const QString cdus = RedfishCduReader::odataId(reply.body.value(QLatin1String("CDUs")));
        if (cdus.isEmpty())
            return failDiscovery(QStringLiteral("%1: no CDUs collection").arg(m_connection->resolve(uri).toString()));
        RedfishCollectionReader::read(*m_connection, cdus, false, this,
                                      [this, cdus](const QList<QJsonObject> &members, const RedfishReply &failure) {
                                          if (!failure.ok())
                                              return failDiscovery(failure);
                                          syncPollers(members, cdus);
                                      });
    });
}

namespace {

// Pollers for exactly what `collection` lists now: one started per new URI,
// and those of URIs it no longer lists handed to `gone` and deleted.
template<typename Poller, typename Make, typename Gone>
void syncWith(QList<Poller *> &pollers, const QStringList &listed, const QString &collection, Make make, Gone gone)
{
    for (qsizetype i = pollers.size() - 1; i >= 0; --i) {
        Poller *poller = pollers.at(i);
        if (poller->uri().startsWith(collection + QLatin1Char('/')) && !listed.contains(poller->uri())) {
            gone(poller);
            delete pollers.takeAt(i);
        }
    }
    for (const QString &uri : listed) {
        const bool known =
            std::any_of(pollers.begin(), pollers.end(), [&](const Poller *p) { return p->uri() == uri; });
        if (known || uri.isEmpty())
            continue;
        Poller *poller = make(uri);
        pollers.append(poller);
        poller->start();
    }
}

QStringList idsOf(const QList<QJsonObject> &members)
{
    QStringList ids;
    for (const QJsonObject &member : members)
        ids.append(member.value(QLatin1String("@odata.id")).toString());
    return ids;
}

} // namespace

void RedfishService::syncPollers(const QList<QJsonObject> &cdus, const QString &collection)
{
    m_failures = 0;
    m_store.sourceRead(m_connection->service().toString(), QDateTime::currentMSecsSinceEpoch());
    const auto make = [this](const QString &uri) {
        return new RedfishCduPoller(*m_connection, m_reader, m_store, uri, m_intervalMs, this);
    };
    syncWith(m_pollers, idsOf(cdus), collection, make, [this, collection](const RedfishCduPoller *poller) {
        const QString source = m_connection->resolve(poller->uri()).toString();
        qCWarning(lcRedfish).noquote() << source << "is no longer listed by the service";
        m_store.markStale(
            source,
            QStringLiteral("%1 is no longer listed in %2").arg(source, m_connection->resolve(collection).toString()));
        m_store.forgetSource(source);
    });
    qCInfo(lcRedfish).noquote() << m_connection->service().toString() << "serves" << m_pollers.size() << "CDUs";
    Q_EMIT discovered();
    m_retry->start(m_rediscoverMs);
}

void RedfishService::readPowerSources(const QJsonObject &root)
{
    // Power is an extra: a service without it, or failing to list it, still feeds cooling.
    const auto warn = [this](const QString &error) {
        qCWarning(lcRedfish).noquote() << m_connection->service().toString() << "power sources not read:" << error;
    };
    const QString equipment = RedfishCduReader::odataId(root.value(QLatin1String("PowerEquipment")));
    if (!equipment.isEmpty()) {
        m_connection->get(equipment, this, [this, warn](const RedfishReply &reply) {
            if (!reply.ok())
                return warn(reply.error);
            const QString pdus = RedfishCduReader::odataId(reply.body.value(QLatin1String("RackPDUs")));
            if (pdus.isEmpty())
                return;
            RedfishCollectionReader::read(
                *m_connection, pdus, false, this,
                [this, pdus, warn](const QList<QJsonObject> &members, const RedfishReply &failure) {
                    if (!failure.ok())
                        return warn(failure.error);
                    syncPowerPollers(idsOf(members), pdus);
                });
        });
    }
    const QString chassis = RedfishCduReader::odataId(root.value(QLatin1String("Chassis")));
    if (!chassis.isEmpty()) {
        RedfishCollectionReader::read(
            *m_connection, chassis, true, this,
            [this, chassis, warn](const QList<QJsonObject> &members, const RedfishReply &failure) {
                if (!failure.ok())
                    return warn(failure.error);
                QStringList uris;
                for (const QJsonObject &member : members) {
                    if (RedfishPowerReader::isRackChassis(member))
                        uris.append(member.value(QLatin1String("@odata.id")).toString());
                }
                syncPowerPollers(uris, chassis);
            });
    }
}

void RedfishService::syncPowerPollers(const QStringList &sources, const QString &collection)
{
    const auto make = [this](const QString &uri) {
        return new RedfishPowerPoller(*m_connection, m_powerReader, m_store, uri, m_intervalMs, this);
    };
    // A power poller that goes takes its racks' power with it.
    syncWith(m_powerPollers, sources, collection, make, [](const RedfishPowerPoller *) {});
}

void RedfishService::readEventService(const QString &uri)
{
    m_connection->get(uri, this, [this](const RedfishReply &reply) {
        if (!reply.ok()) {
            qCWarning(lcRedfish).noquote() << "no events, polling only:" << reply.error;
            return;
        }
        const QString sse = reply.body.value(QLatin1String("ServerSentEventUri")).toString();
        if (sse.isEmpty() || m_events)
            return;
        m_events = new RedfishEventStream(*m_connection, sse, m_intervalMs, this);
        connect(m_events, &RedfishEventStream::eventReceived, this, &RedfishService::onEvent);
        m_events->start();
    });
}

void RedfishService::onEvent(const QJsonObject &event)
{
    // An Event holds Events[]; each names what changed in OriginOfCondition.
    QJsonArray records = event.value(QLatin1String("Events")).toArray();
    if (records.isEmpty())
        records.append(event);
    for (const QJsonValue &value : records) {
        const QJsonObject record = value.toObject();
        const QJsonValue originValue = record.value(QLatin1String("OriginOfCondition"));
        const QString origin = originValue.isString() ? originValue.toString() : RedfishCduReader::odataId(originValue);
        const bool leak = origin.contains(QLatin1String("LeakDetect"))
            || record.value(QLatin1String("MessageId")).toString().contains(QLatin1String("Leak"));
        if (!leak)
            continue;
        qCInfo(lcRedfish).noquote() << "leak event from"
                                    << (origin.isEmpty() ? m_connection->service().toString() : origin);
        bool matched = false;
        for (RedfishCduPoller *poller : std::as_const(m_pollers)) {
            if (origin.startsWith(poller->uri() + QLatin1Char('/'))) {
                poller->pollNow();
                matched = true;
            }
        }
        if (!matched) {
            for (RedfishCduPoller *poller : std::as_const(m_pollers))
                poller->pollNow();
        }
    }
}

} // namespace rackops::redfish
