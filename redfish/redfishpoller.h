#pragma once

#include <QObject>
#include <QString>

class QTimer;

namespace rackops::redfish {

class RedfishConnection;
class RedfishCoolingStore;

// What every poller of one Redfish resource shares: the resource, its
// interval and timer, and the backoff after failures (twice the interval,
// then four times, until a poll succeeds). Nothing blocks: a silent
// resource costs only its own timeout and its own connections (each poller
// has its own connection budget on the service).
class RedfishPoller : public QObject {
    Q_OBJECT
public:
    const QString &uri() const { return m_uri; }
    int failures() const { return m_failures; }
    void start() { pollNow(); }
    // Poll at once (the timer calls this too).
    virtual void pollNow() = 0;

Q_SIGNALS:
    void polled(bool ok, const QString &error);

protected:
    RedfishPoller(RedfishConnection &connection, RedfishCoolingStore &store, QString uri, int intervalMs,
                  QObject *parent);

    // A poll ended: tell it and wait the interval, or longer after failures.
    void finished(bool ok, const QString &error);
    void stopTimer();
    // The resource's full URL, as the store and the log name it.
    QString source() const;

    RedfishConnection &m_connection;
    RedfishCoolingStore &m_store;

private:
    QString m_uri;
    int m_intervalMs;
    QTimer *m_timer;
    int m_failures = 0;
};

} // namespace rackops::redfish
