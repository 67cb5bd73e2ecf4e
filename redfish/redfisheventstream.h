#pragma once

#include "serversenteventparser.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>

class QNetworkReply;
class QTimer;

namespace rackops::redfish {

class RedfishConnection;

// The service's EventService Server-Sent Events stream
// (EventService.ServerSentEventUri): each event's data is a Redfish Event
// JSON object. The stream is reopened after `retryMs` whenever it ends.
class RedfishEventStream : public QObject {
    Q_OBJECT
public:
    RedfishEventStream(RedfishConnection &connection, QString uri, int retryMs, QObject *parent = nullptr);
    ~RedfishEventStream() override;

    void start();
    bool isOpen() const { return m_reply != nullptr; }

Q_SIGNALS:
    void eventReceived(const QJsonObject &event);
    void opened();

private:
    void read();
    void ended();

    RedfishConnection &m_connection;
    QString m_uri;
    QTimer *m_retry;
    QPointer<QNetworkReply> m_reply;
    ServerSentEventParser m_parser;
};

} // namespace rackops::redfish
