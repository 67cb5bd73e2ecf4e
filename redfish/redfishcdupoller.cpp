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

struct RedfishCduPoller::Poll {
    RedfishCduDocuments documents;
    int outstanding = 0;
    bool failed = false;
};

RedfishCduPoller::RedfishCduPoller(RedfishConnection &connection, const RedfishCduReader &reader,
                                   RedfishCoolingStore &store, QString uri, int intervalMs, QObject *parent)
    : RedfishPoller(connection, store, std::move(uri), intervalMs, parent)
    , m_reader(reader)
{
}

void RedfishCduPoller::pollNow()
{
    if (m_busy) {
        m_again = true;
        return;
    }
    m_busy = true;
    stopTimer();
    auto poll = std::make_shared<Poll>();
    poll->documents.uri = uri();
    poll->outstanding = 1;
    m_connection.get(uri(), this, [this, poll](const RedfishReply &reply) {
        if (!reply.ok())
            return fail(poll, reply);
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
                    return fail(poll, detection);
                const QString detectors =
                    RedfishCduReader::odataId(detection.body.value(QLatin1String("LeakDetectors")));
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
                                  [this, poll, into](const QList<QJsonObject> &members, const RedfishReply &failure) {
                                      if (!failure.ok())
                                          return fail(poll, failure);
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
    for (const auto &sample : samples)
        m_store.update(sample, now, source());
    m_store.sourceRead(source(), now);
    if (failures() > 0)
        qCInfo(lcRedfish).noquote() << source() << "answers again";
    end(true, QString());
}

void RedfishCduPoller::fail(const std::shared_ptr<Poll> &poll, const RedfishReply &failure)
{
    if (poll->failed)
        return;
    poll->failed = true;
    qCWarning(lcRedfish).noquote() << source() << "failed:" << failure.error;
    m_store.markStale(source(), failure.error, failure.failure);
    m_store.sourceFailed(source(), failure.failure, failure.error, QDateTime::currentMSecsSinceEpoch());
    end(false, failure.error);
}

void RedfishCduPoller::end(bool ok, const QString &error)
{
    m_busy = false;
    finished(ok, error);
    if (std::exchange(m_again, false)) {
        stopTimer();
        QTimer::singleShot(0, this, &RedfishCduPoller::pollNow);
    }
}

} // namespace rackops::redfish
