#pragma once

#include "redfishcoolingtree.h"

#include <QHostAddress>
#include <QObject>

#include <memory>

class QHttpServer;

namespace rackops::redfish {

// Serves a RedfishCoolingTree read-only over HTTP with Qt HTTP Server, on
// this object's thread's event loop: GET (and HEAD) answer with the resource
// or a Redfish error; every other method is refused with 405, as a read-only
// service must. Plain HTTP: the caller keeps it on loopback.
class RedfishTreeServer : public QObject {
    Q_OBJECT
public:
    explicit RedfishTreeServer(RedfishCoolingTree tree, QObject *parent = nullptr);
    ~RedfishTreeServer() override;

    // Binds `address`:`port` (0 picks a free port); false with a reason in `error`.
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    quint16 port() const { return m_port; }

private:
    RedfishCoolingTree m_tree;
    std::unique_ptr<QHttpServer> m_http;
    quint16 m_port = 0;
};

} // namespace rackops::redfish
