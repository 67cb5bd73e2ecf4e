#pragma once

#include <QJsonObject>
#include <QString>

namespace rackops::redfish {

// The outcome of one Redfish GET: a JSON object, or an error that names the
// URL and what went wrong (timeout, TLS, HTTP status, invalid JSON).
struct RedfishReply
{
    int httpStatus = 0;
    QJsonObject body;
    QString error;

    bool ok() const { return error.isEmpty(); }
};

} // namespace rackops::redfish
