#include "redfisheventstream.h"

#include "redfishconnection.h"
#include "redfishlog.h"

#include <QJsonDocument>
#include <QNetworkReply>
#include <QTimer>

namespace rackops::redfish {

RedfishEventStream::RedfishEventStream(RedfishConnection &connection, QString uri, int retryMs, QObject *parent)
    : QObject(parent)
    , m_connection(connection)
    , m_uri(std::move(uri))
    , m_retry(new QTimer(this))
{
    m_retry->setSingleShot(true);
    m_retry->setInterval(retryMs);
    connect(m_retry, &QTimer::timeout, this, &RedfishEventStream::start);
}

RedfishEventStream::~RedfishEventStream()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void RedfishEventStream::start()
{
    if (m_reply)
        return;
    m_connection.openStream(m_uri, this, [this](QNetworkReply *reply) {
        if (!reply) {
            m_retry->start();
            return;
        }
        m_reply = reply;
        m_parser = ServerSentEventParser();
        connect(reply, &QNetworkReply::metaDataChanged, this, [this] {
            if (m_reply && m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 200)
                Q_EMIT opened();
        });
        connect(reply, &QNetworkReply::readyRead, this, &RedfishEventStream::read);
        connect(reply, &QNetworkReply::finished, this, &RedfishEventStream::ended);
    });
}

void RedfishEventStream::read()
{
    if (!m_reply)
        return;
    for (const QByteArray &data : m_parser.feed(m_reply->readAll())) {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(data, &error);
        if (!document.isObject()) {
            qCWarning(lcRedfish).noquote() << m_connection.resolve(m_uri).toString()
                                           << "sent an event that is not a JSON object:" << error.errorString();
            continue;
        }
        Q_EMIT eventReceived(document.object());
    }
}

void RedfishEventStream::ended()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    if (!reply)
        return;
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 401)
        m_connection.forgetSession();
    qCInfo(lcRedfish).noquote() << "event stream" << reply->url().toString()
                                << "ended:" << (status ? QStringLiteral("HTTP %1").arg(status) : reply->errorString());
    m_retry->start();
}

} // namespace rackops::redfish
