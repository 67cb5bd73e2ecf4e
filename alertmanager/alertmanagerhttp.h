#pragma once

#include "alertmanagerstore.h"

#include <QByteArray>
#include <QSslConfiguration>
#include <QString>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;
class QObject;

namespace rackops::alertmanager {

// The one way the bridge and the silence sync speak to Alertmanager, so both
// keep the same manners: HTTP/1.1, no redirect followed, a transfer timeout,
// the Authorization header only here (never in a log or a detail), the CA
// given, and an answer aborted as soon as it passes maxAnswerBytes.
class AlertmanagerHttp {
public:
    struct Answer {
        BridgeState state = BridgeState::Ok; // Ok: a 2xx answer, read whole into `body`
        int status = 0; // the HTTP status, 0 when none came
        QString detail; // what went wrong, fit for a log line and a person
        QByteArray body;
    };

    AlertmanagerHttp(QNetworkAccessManager *network, QUrl base, QByteArray authorization, QSslConfiguration ssl,
                     int timeoutMs, qint64 maxAnswerBytes);

    // `path` under the base URL's path, e.g. "/api/v2/silences"; `verb` GET, POST or DELETE.
    QUrl url(const QString &path) const;
    QNetworkReply *send(const QByteArray &verb, const QString &path, const QByteArray &jsonBody = {}) const;
    // Reads a finished reply of send(): its state and, when Ok, its body.
    Answer answer(QNetworkReply *reply) const;
    QString baseUrl() const { return m_base.toString(); }
    void setTimeoutMs(int timeoutMs) { m_timeoutMs = timeoutMs; }

private:
    QNetworkAccessManager *m_network;
    QUrl m_base;
    QByteArray m_authorization;
    QSslConfiguration m_ssl;
    int m_timeoutMs;
    qint64 m_maxAnswerBytes;
};

} // namespace rackops::alertmanager
