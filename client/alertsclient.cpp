#include "alertsclient.h"

#include "actionreplies.h"
#include "mutationcalls.h"
#include "silenceconvert.h"
#include "statusmessage.h"

#include "rackops/v1/alerts.grpc.pb.h"

#include <google/protobuf/util/time_util.h>
#include <grpcpp/channel.h>

#include <type_traits>

namespace rackops {

namespace {
constexpr auto kSilencesReadDeadline = std::chrono::seconds(10);
}

class AlertsClient::Private {
public:
    std::shared_ptr<v1::AlertService::Stub> stub;
    std::unique_ptr<UnaryCalls> calls;
    std::unique_ptr<MutationCalls> mutations;
    QString endpoint;

    // Sends one alert mutation about `asked` (its alert, or the rack silenced).
    template<typename Request, typename Response, typename Invoke>
    AlertActionReply *send(AlertsClient *q, Request request, AlertActionResult asked, const QString &key, Invoke invoke)
    {
        asked.idempotencyKey = key.isEmpty() ? MutationCalls::newKey() : key;
        request.set_idempotency_key(asked.idempotencyKey.toStdString());
        return mutations->answer<Request, Response>(new AlertActionReply(asked, q), request, invoke,
                                                    [](const Response &response, AlertActionResult &result) {
                                                        if constexpr (std::is_same_v<Response, v1::AlertSilence>)
                                                            result.silenceId = QString::fromStdString(response.id());
                                                        else
                                                            result.alertId = QString::fromStdString(response.id());
                                                    });
    }

    static AlertActionResult aboutAlert(const QString &alertId)
    {
        AlertActionResult asked;
        asked.alertId = alertId;
        return asked;
    }
};

AlertsClient::AlertsClient(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    qRegisterMetaType<rackops::AlertActionResult>();
    qRegisterMetaType<rackops::SilenceInfo>();
    qRegisterMetaType<rackops::AlertmanagerHealth>();
    d->stub = v1::AlertService::NewStub(channel->grpcChannel());
    d->calls = std::make_unique<UnaryCalls>(channel);
    d->endpoint = channel->endpoint();
    d->mutations = std::make_unique<MutationCalls>(*d->calls, channel->endpoint());
}

AlertsClient::~AlertsClient()
{
    d->calls.reset(); // waits for calls in flight before the stub goes
    d->mutations.reset();
}

void AlertsClient::setRetryDelays(int firstMs, int attempts)
{
    d->mutations->setRetryDelays(firstMs, attempts);
}

AlertActionReply *AlertsClient::acknowledge(const QString &alertId, const QString &comment, const QString &key)
{
    v1::AcknowledgeAlertRequest request;
    request.set_alert_id(alertId.toStdString());
    request.set_comment(comment.toStdString());
    auto stub = d->stub;
    return d->send<v1::AcknowledgeAlertRequest, v1::Alert>(
        this, request, Private::aboutAlert(alertId), key,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->Acknowledge(c, req, resp, cb); });
}

AlertActionReply *AlertsClient::takeOver(const QString &alertId, const QString &reason, const QString &key)
{
    v1::AcknowledgeAlertRequest request;
    request.set_alert_id(alertId.toStdString());
    request.set_comment(reason.toStdString());
    request.set_take_over(true);
    auto stub = d->stub;
    return d->send<v1::AcknowledgeAlertRequest, v1::Alert>(
        this, request, Private::aboutAlert(alertId), key,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->Acknowledge(c, req, resp, cb); });
}

AlertActionReply *AlertsClient::comment(const QString &alertId, const QString &text, const QString &key)
{
    v1::CommentOnAlertRequest request;
    request.set_alert_id(alertId.toStdString());
    request.set_text(text.toStdString());
    auto stub = d->stub;
    return d->send<v1::CommentOnAlertRequest, v1::Alert>(
        this, request, Private::aboutAlert(alertId), key,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->Comment(c, req, resp, cb); });
}

AlertActionReply *AlertsClient::resolve(const QString &alertId, const QString &resolution, const QString &key)
{
    v1::ResolveAlertRequest request;
    request.set_alert_id(alertId.toStdString());
    request.set_resolution(resolution.toStdString());
    auto stub = d->stub;
    return d->send<v1::ResolveAlertRequest, v1::Alert>(
        this, request, Private::aboutAlert(alertId), key,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->Resolve(c, req, resp, cb); });
}

AlertActionReply *AlertsClient::silence(const QString &rackId, const QString &conditionKey, const QString &reason,
                                        qint64 expiresMs, const QString &key)
{
    v1::SilenceAlertsRequest request;
    request.mutable_matcher()->set_rack_id(rackId.toStdString());
    request.mutable_matcher()->set_condition_key(conditionKey.toStdString());
    request.set_reason(reason.toStdString());
    *request.mutable_expires_at() = google::protobuf::util::TimeUtil::MillisecondsToTimestamp(expiresMs);
    AlertActionResult silenced;
    silenced.rackId = rackId;
    auto stub = d->stub;
    return d->send<v1::SilenceAlertsRequest, v1::AlertSilence>(
        this, request, silenced, key,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->Silence(c, req, resp, cb); });
}

AlertActionReply *AlertsClient::expireSilence(const QString &silenceId, const QString &reason, const QString &key)
{
    v1::ExpireSilenceRequest request;
    request.set_silence_id(silenceId.toStdString());
    request.set_reason(reason.toStdString());
    AlertActionResult expired;
    expired.silenceId = silenceId;
    auto stub = d->stub;
    return d->send<v1::ExpireSilenceRequest, v1::AlertSilence>(
        this, request, expired, key,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->ExpireSilence(c, req, resp, cb); });
}

void AlertsClient::listSilences()
{
    v1::ListSilencesRequest request;
    request.set_include_expired(true);
    auto stub = d->stub;
    d->calls->run<v1::ListSilencesRequest, v1::ListSilencesResponse>(
        this, kSilencesReadDeadline, request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->ListSilences(c, req, resp, cb); },
        [this](const grpc::Status &status, const v1::ListSilencesResponse &response) {
            if (!status.ok()) {
                Q_EMIT silencesFailed(StatusMessage::describe(status, d->endpoint));
                return;
            }
            QList<SilenceInfo> silences;
            silences.reserve(response.silences_size());
            for (const v1::AlertSilence &s : response.silences())
                silences.append(SilenceConvert::silence(s));
            Q_EMIT silencesReceived(silences, SilenceConvert::health(response.alertmanager()));
        });
}

} // namespace rackops
