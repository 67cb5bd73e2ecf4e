#include "redfishtreeserver.h"

#include "redfishlog.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>

namespace rackops::redfish {

RedfishTreeServer::RedfishTreeServer(RedfishCoolingTree tree, QObject *parent)
    : QObject(parent)
    , m_tree(std::move(tree))
    , m_http(std::make_unique<QHttpServer>())
{
    // Every request goes through one handler: the tree knows its own paths,
    // and a router rule per resource would repeat them.
    m_http->setMissingHandler([this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        const QUrl url = request.url();
        const auto method = request.method();
        const bool head = method == QHttpServerRequest::Method::Head;
        RedfishCoolingTree::Response response;
        if (method == QHttpServerRequest::Method::Get || head) {
            response = m_tree.get(url.path(QUrl::FullyDecoded), QUrlQuery(url));
        } else {
            response = RedfishCoolingTree::error(405, QStringLiteral("Base.1.8.OperationNotAllowed"),
                                                 QStringLiteral("This service is read-only: use GET."));
        }
        const QByteArray body = head ? QByteArray() : QJsonDocument(response.body).toJson(QJsonDocument::Compact);
        const auto status = QHttpServerResponder::StatusCode(response.status);
        const QByteArray json = QByteArrayLiteral("application/json");
        const QByteArray odata = QByteArrayLiteral("4.0");
        if (response.status == 405) {
            responder.write(body, {{"Content-Type", json}, {"OData-Version", odata}, {"Allow", "GET, HEAD"}}, status);
        } else {
            responder.write(body, {{"Content-Type", json}, {"OData-Version", odata}}, status);
        }
    });
}

RedfishTreeServer::~RedfishTreeServer() = default;

bool RedfishTreeServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    m_port = m_http->listen(address, port);
    if (m_port == 0) {
        *error = QStringLiteral("cannot serve Redfish on %1:%2 (in use, or not an address of this machine)")
                     .arg(address.toString())
                     .arg(port);
        return false;
    }
    qCInfo(lcRedfish).noquote() << "serving the simulated CDUs as Redfish on port" << m_port;
    return true;
}

} // namespace rackops::redfish
