#pragma once

#include <QHostAddress>
#include <QString>

#include <functional>
#include <memory>
#include <string>

class QHttpServer;

namespace rackops::sim {

// Serves /metrics (Prometheus' text exposition format 0.0.4) with Qt HTTP
// Server on the event loop of the thread that made it (rackops-sim's main
// loop, like the Redfish bridge and tree). GET and HEAD of /metrics answer
// what `collect` writes; / names the endpoint; anything else is 404, another
// method 405. Plain HTTP and no authentication, like every Prometheus
// exporter: the figures hold no secret, and the operator chooses the address.
class MetricsServer {
public:
    explicit MetricsServer(std::function<std::string()> collect);
    ~MetricsServer();
    MetricsServer(const MetricsServer &) = delete;
    MetricsServer &operator=(const MetricsServer &) = delete;

    // Binds `address`:`port` (0 picks a free port); false with a reason in `error`.
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    quint16 port() const { return m_port; }

private:
    std::function<std::string()> m_collect;
    std::unique_ptr<QHttpServer> m_http;
    quint16 m_port = 0;
};

} // namespace rackops::sim
