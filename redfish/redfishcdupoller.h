#pragma once

#include "redfishcdudocuments.h"

#include <QObject>
#include <QString>

#include <memory>

class QTimer;

namespace rackops::redfish {

class RedfishCduReader;
class RedfishConnection;
class RedfishCoolingStore;

// Polls one CDU: the unit, its secondary coolant connectors, pumps and leak
// detectors, every `intervalMs`. A poll that fails (timeout, HTTP error,
// invalid JSON) keeps the racks' last readings but marks them stale with
// the reason, and the next poll backs off (twice the interval, then four
// times) until one succeeds. Nothing blocks: other CDUs poll on.
class RedfishCduPoller : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaxBackoffFactor = 4;

    RedfishCduPoller(RedfishConnection &connection, const RedfishCduReader &reader, RedfishCoolingStore &store,
                     QString uri, int intervalMs, QObject *parent = nullptr);

    const QString &uri() const { return m_uri; }
    void start();
    // Poll at once (e.g. a leak event arrived); a poll in flight is followed by another.
    void pollNow();
    int failures() const { return m_failures; }

Q_SIGNALS:
    void polled(bool ok, const QString &error);

private:
    struct Poll;
    void collect(const std::shared_ptr<Poll> &poll, const QString &uri, QList<QJsonObject> RedfishCduDocuments::*into);
    void finish(const std::shared_ptr<Poll> &poll);
    void fail(const std::shared_ptr<Poll> &poll, const QString &error);
    void scheduleNext();

    RedfishConnection &m_connection;
    const RedfishCduReader &m_reader;
    RedfishCoolingStore &m_store;
    QString m_uri;
    int m_intervalMs;
    QTimer *m_timer;
    bool m_busy = false;
    bool m_again = false;
    int m_failures = 0;
};

} // namespace rackops::redfish
