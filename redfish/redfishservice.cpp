#include "redfishservice.h"

#include "redfishcdupoller.h"
#include "redfishcollectionreader.h"
#include "redfishconnection.h"
#include "redfishcoolingstore.h"
#include "redfisheventstream.h"
#include "redfishlog.h"

#include <QJsonArray>
#include <QTimer>

#include <algorithm>

namespace rackops::redfish {

RedfishService::RedfishService(RedfishConnection *connection, const RedfishRackMap &map, RedfishCoolingStore &store,
                               int intervalMs, QObject *parent)
    : QObject(parent)
    , m_connection(connection)
    , m_reader(map, connection->service())
    , m_store(store)
    , m_intervalMs(intervalMs)
    , m_retry(new QTimer(this))
{
    m_connection->setParent(this);
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, &RedfishService::readRoot);
}

RedfishService::~RedfishService() = default;

void RedfishService::start()
{
    readRoot();
}

void RedfishService::failDiscovery(const QString &error)
{
    ++m_failures;
    qCWarning(lcRedfish).noquote() << m_connection->service().toString() << "cannot be read:" << error;
    m_store.markStale(m_connection->service().toString(), error);
    Q_EMIT discoveryFailed(error);
    m_retry->start(m_intervalMs * std::min(1 << std::min(m_failures, 8), RedfishCduPoller::kMaxBackoffFactor));
}

void RedfishService::readRoot()
{
    m_connection->get(QStringLiteral("/redfish/v1"), this, [this](const RedfishReply &reply) {
        if (!reply.ok())
            return failDiscovery(reply.error);
        const QString sessions = RedfishCduReader::odataId(
            reply.body.value(QLatin1String("Links")).toObject().value(QLatin1String("Sessions")));
        if (!sessions.isEmpty() && !m_connection->usesSessions())
            m_connection->useSessions(sessions);
        const QString thermal = RedfishCduReader::odataId(reply.body.value(QLatin1String("ThermalEquipment")));
        if (thermal.isEmpty())
            return failDiscovery(QStringLiteral("%1: the service root has no ThermalEquipment")
                                     .arg(m_connection->resolve(QStringLiteral("/redfish/v1")).toString()));
        readThermalEquipment(thermal);
        const QString events = RedfishCduReader::odataId(reply.body.value(QLatin1String("EventService")));
        if (!events.isEmpty() && !m_events)
            readEventService(events);
    });
}

void RedfishService::readThermalEquipment(const QString &uri)
{
    m_connection->get(uri, this, [this, uri](const RedfishReply &reply) {
        if (!reply.ok())
            return failDiscovery(reply.error);
        const QString cdus = RedfishCduReader::odataId(reply.body.value(QLatin1String("CDUs")));
        if (cdus.isEmpty())
            return failDiscovery(QStringLiteral("%1: no CDUs collection").arg(m_connection->resolve(uri).toString()));
        RedfishCollectionReader::read(*m_connection, cdus, false, this,
                                      [this](const QList<QJsonObject> &members, const QString &error) {
            if (!error.isEmpty())
                return failDiscovery(error);
            startPollers(members);
        });
    });
}

void RedfishService::startPollers(const QList<QJsonObject> &cdus)
{
    m_failures = 0;
    for (const QJsonObject &cdu : cdus) {
        const QString uri = cdu.value(QLatin1String("@odata.id")).toString();
        const bool known = std::any_of(m_pollers.begin(), m_pollers.end(),
                                       [&](const RedfishCduPoller *p) { return p->uri() == uri; });
        if (known)
            continue;
        auto *poller = new RedfishCduPoller(*m_connection, m_reader, m_store, uri, m_intervalMs, this);
        m_pollers.append(poller);
        poller->start();
    }
    qCInfo(lcRedfish).noquote() << m_connection->service().toString() << "serves" << m_pollers.size() << "CDUs";
    Q_EMIT discovered();
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
        qCInfo(lcRedfish).noquote() << "leak event from" << (origin.isEmpty() ? m_connection->service().toString() : origin);
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
