#include "redfishpowerpoller.h"

#include "redfishconnection.h"
#include "redfishcoolingstore.h"
#include "redfishlog.h"
#include "redfishpowerreader.h"

namespace rackops::redfish {

RedfishPowerPoller::RedfishPowerPoller(RedfishConnection &connection, const RedfishPowerReader &reader,
                                       RedfishCoolingStore &store, QString uri, int intervalMs, QObject *parent)
    : RedfishPoller(connection, store, std::move(uri), intervalMs, parent)
    , m_reader(reader)
{
}

// A source the service no longer lists reports nothing any more.
RedfishPowerPoller::~RedfishPowerPoller()
{
    setRacks({});
}

// Racks measured before and not now lose their power.
void RedfishPowerPoller::setRacks(const QStringList &racks)
{
    for (const QString &rack : std::as_const(m_racks)) {
        if (!racks.contains(rack))
            m_store.setPower(rack, std::nullopt);
    }
    m_racks = racks;
}

void RedfishPowerPoller::pollNow()
{
    stopTimer();
    m_connection.get(uri(), this, [this](const RedfishReply &reply) {
        if (!reply.ok())
            return fail(reply.error);
        const QJsonObject resource = reply.body;
        const QString metrics = RedfishPowerReader::metricsUri(resource);
        if (metrics.isEmpty())
            return fail(QStringLiteral("%1: no Metrics or EnvironmentMetrics").arg(source()));
        m_connection.get(metrics, this, [this, resource](const RedfishReply &answer) {
            if (!answer.ok())
                return fail(answer.error);
            QStringList warnings;
            const auto powers = m_reader.read(resource, answer.body, &warnings);
            for (const QString &warning : std::as_const(warnings))
                qCWarning(lcRedfish).noquote() << warning;
            QStringList racks;
            for (const RedfishRackPower &power : powers) {
                m_store.setPower(power.rackId, power.kilowatts);
                racks.append(power.rackId);
            }
            setRacks(racks);
            finished(true, QString());
        });
    });
}

void RedfishPowerPoller::fail(const QString &error)
{
    qCWarning(lcRedfish).noquote() << source() << "power not read:" << error;
    setRacks({});
    finished(false, error);
}

} // namespace rackops::redfish
