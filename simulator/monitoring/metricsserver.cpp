#include "monitoring/metricsserver.h"

#include "monitoring/metricsexposition.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>

namespace rackops::sim {

MetricsServer::MetricsServer(std::function<std::string()> collect)
    : m_collect(std::move(collect))
    , m_http(std::make_unique<QHttpServer>())
{
    m_http->setMissingHandler([this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        const auto method = request.method();
        const bool head = method == QHttpServerRequest::Method::Head;
        const QByteArray plain = QByteArrayLiteral("text/plain; charset=utf-8");
        if (method != QHttpServerRequest::Method::Get && !head) {
            responder.write(QByteArrayLiteral("Only GET and HEAD: /metrics is read-only.\n"),
                            {{"Content-Type", plain}, {"Allow", "GET, HEAD"}},
                            QHttpServerResponder::StatusCode::MethodNotAllowed);
            return;
        }
        const QString path = request.url().path();
        if (path == QLatin1String("/metrics")) {
            const std::string text = m_collect();
            responder.write(head ? QByteArray() : QByteArray::fromStdString(text),
                            {{"Content-Type", QByteArray(MetricsExposition::kContentType)}},
                            QHttpServerResponder::StatusCode::Ok);
        } else if (path == QLatin1String("/") || path.isEmpty()) {
            responder.write(QByteArrayLiteral("rackops-sim: Prometheus metrics are at /metrics\n"),
                            {{"Content-Type", plain}}, QHttpServerResponder::StatusCode::Ok);
        } else {
            responder.write(QByteArrayLiteral("Not found: the metrics are at /metrics\n"), {{"Content-Type", plain}},
                            QHttpServerResponder::StatusCode::NotFound);
        }
    });
}

MetricsServer::~MetricsServer() = default;

bool MetricsServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    m_port = m_http->listen(address, port);
    if (m_port == 0) {
        *error = QStringLiteral("cannot serve metrics on %1:%2 (in use, or not an address of this machine)")
                     .arg(address.toString())
                     .arg(port);
        return false;
    }
    return true;
}

} // namespace rackops::sim
