#pragma once

#include <QJsonObject>
#include <QString>

namespace rackops::redfish {

// What kind of failure ended a Redfish read: the error text says it to a
// person, this says it to code (the console's "no reading yet (why)", the
// bridge's health). None = it worked.
enum class RedfishFailure {
    None,
    Timeout, // no answer within the request timeout
    Tls, // the TLS handshake failed (certificate, CA, protocol)
    Unreachable, // connection refused, host unknown, connection lost
    Unauthorized, // 401/403, or the login was refused
    Http, // another HTTP status outside 2xx
    InvalidJson, // the body is not JSON
    BadAnswer, // JSON, but not what Redfish promises (no Members, not an object, ...)
    TooLarge, // the answer was larger than the bridge takes; aborted as it arrived
    OffService, // a link leads off the configured service; nothing was sent
};

// The failure as /metrics names a source's state ("ok" for None once read).
inline const char *redfishFailureName(RedfishFailure failure)
{
    switch (failure) {
    case RedfishFailure::None: return "ok";
    case RedfishFailure::Timeout: return "timeout";
    case RedfishFailure::Tls: return "tls";
    case RedfishFailure::Unreachable: return "down";
    case RedfishFailure::Unauthorized: return "unauthorized";
    case RedfishFailure::Http: return "http_error";
    case RedfishFailure::InvalidJson: return "invalid_json";
    case RedfishFailure::BadAnswer: return "bad_answer";
    case RedfishFailure::TooLarge: return "too_large";
    case RedfishFailure::OffService: return "off_service";
    }
    return "bad_answer";
}

// The outcome of one Redfish GET: a JSON object, or an error that names the
// URL and what went wrong (timeout, TLS, HTTP status, invalid JSON).
struct RedfishReply {
    int httpStatus = 0;
    QJsonObject body;
    QString error;
    RedfishFailure failure = RedfishFailure::None;

    bool ok() const { return error.isEmpty(); }
    static RedfishReply failed(RedfishFailure kind, const QString &text) { return {0, {}, text, kind}; }
};

} // namespace rackops::redfish
