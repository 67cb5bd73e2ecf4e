#include "redfishcdupoller.h"

#include "redfishcdureader.h"
#include "redfishcollectionreader.h"
#include "redfishconnection.h"
#include "redfishcoolingstore.h"
#include "redfishlog.h"

#include <QDateTime>
#include <QTimer>

#include <algorithm>

namespace rackops::redfish {

struct RedfishCduPoller::Poll
{
    RedfishCduDocuments documents;
    int outstanding = 0;
    bool failed = false;
};

RedfishCduPoller::RedfishCduPoller(RedfishConnection &connection, const RedfishCduReader &reader,
                                   RedfishCoolingStore &store, QString uri, int intervalMs, QObject *parent)
    : QObject(parent)
    , m_connection(connection)
    , m_reader(reader)
    , m_store(store)
    , m_uri(std::move(uri))
    , m_intervalMs(intervalMs)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &RedfishCduPoller::pollNow);
}

void RedfishCduPoller::start()
{
    pollNow();
}

void RedfishCduPoller::pollNow()
{
    if (m_busy) {
        m_again = true;
        return;
    }
    m_busy = true;
    m_timer->stop();
    auto poll = std::make_shared<Poll>();
    poll->documents.uri = m_uri;
    poll->outstanding = 1;
    m_connection.get(m_uri, this, [this, poll](const RedfishReply &reply) {
        if (!reply.ok())
            return fail(poll, reply.error);
        poll->documents.cdu = reply.body;
        const auto link = [&](const char *name) {
            return RedfishCduReader::odataId(reply.body.value(QLatin1String(name)));
        };
        if (const QString uri = link("SecondaryCoolantConnectors"); !uri.isEmpty())
            collect(poll, uri, &RedfishCduDocuments::secondaryConnectors);
        if (const QString uri = link("Pumps"); !uri.isEmpty())
            collect(poll, uri, &RedfishCduDocuments::pumps);
        if (const QString uri = link("LeakDetection"); !uri.isEmpty()) {
            ++poll->outstanding;
            m_connection.get(uri, this, [this, poll](const RedfishReply &detection) {
                if (!detection.ok())
                    return fail(poll, detection.error);
                const QString detectors = RedfishCduReader::odataId(detection.body.value(QLatin1String("LeakDetectors")));
                if (!detectors.isEmpty())
                    collect(poll, detectors, &RedfishCduDocuments::leakDetectors);
                finish(poll);
            });
        }
        finish(poll);
    });
}

void RedfishCduPoller::collect(const std::shared_ptr<Poll> &poll, const QString &uri,
                               QList<QJsonObject> RedfishCduDocuments::*into)
{
    ++poll->outstanding;
    RedfishCollectionReader::read(m_connection, uri, true, this,
                                  [this, poll, into](const QList<QJsonObject> &members, const QString &error) {
        if (!error.isEmpty())
            return fail(poll, error);
        poll->documents.*into = members;
        finish(poll);
    });
}

void RedfishCduPoller::finish(const std::shared_ptr<Poll> &poll)
{
    if (--poll->outstanding > 0 || poll->failed)
        return;
    QStringList warnings;
    const auto samples = m_reader.read(poll->documents, &warnings);
    for (const QString &warning : warnings)
        qCWarning(lcRedfish).noquote() << warning;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const QString source = m_connection.resolve(m_uri).toString();
    for (const auto &sample : samples)
        m_store.update(sample, now, source);
    if (m_failures > 0)
        qCInfo(lcRedfish).noquote() << source << "answers again";
    m_failures = 0;
    m_busy = false;
    Q_EMIT polled(true, QString());
    scheduleNext();
}

void RedfishCduPoller::fail(const std::shared_ptr<Poll> &poll, const QString &error)
{
    if (poll->failed)
        return;
    poll->failed = true;
    ++m_failures;
    const QString source = m_connection.resolve(m_uri).toString();
    qCWarning(lcRedfish).noquote() << source << "failed:" << error;
    m_store.markStale(source, error);
    m_busy = false;
    Q_EMIT polled(false, error);
    scheduleNext();
}

void RedfishCduPoller::scheduleNext()
{
    if (std::exchange(m_again, false)) {
        QTimer::singleShot(0, this, &RedfishCduPoller::pollNow);
        return;
    }
    const int factor = std::min(1 << std::min(m_failures, 8), kMaxBackoffFactor);
    m_timer->start(m_intervalMs * factor);
}

} // namespace rackops::redfish
