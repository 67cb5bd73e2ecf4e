#pragma once

#include "alertmanagerstore.h"

#include <QByteArray>
#include <QString>

#include <functional>

class QNetworkAccessManager;
class QNetworkReply;
class QObject;
class QUrl;

namespace rackops::alertmanager {

struct BridgeAccess;

// One GET as a bridge asks it of a NOC service (Alertmanager, Prometheus):
// HTTP/1.1, a transfer timeout, no redirect followed (a redirect is a failure
// naming where it led, without its query), the access's Authorization and CA,
// and an answer longer than `maxBytes` aborted as it arrives, never read whole.
// The outcome is one bridge state with a detail in the bridge's words (never
// a credential).
class BridgeGet {
public:
    struct Result {
        BridgeState state = BridgeState::Down; // Ok: `body` is the answer
        QString detail;
        QByteArray body;
    };

    // Starts the request; `done` runs once, in `context`'s thread, when it ends
    // (the reply is deleted later). Abort a reply after reply->disconnect(context)
    // to drop it without `done`.
    static QNetworkReply *start(QNetworkAccessManager *network, QObject *context, const BridgeAccess &access,
                                const QUrl &url, int timeoutMs, qint64 maxBytes,
                                std::function<void(QNetworkReply *, const Result &)> done);
};

} // namespace rackops::alertmanager
