#include "alerts/alertintents.h"

#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

namespace rackops::sim {

using namespace rackops::v1;

namespace {
MutationIntent byOperator(const char *method, const std::string &action, const std::string &target,
                          const std::string &key, v1::LocalizedText roleNeededFor)
{
    MutationIntent intent;
    intent.method = method;
    intent.action = action;
    intent.target = target;
    intent.idempotencyKey = key;
    intent.role = ROLE_OPERATOR;
    intent.roleNeededFor = std::move(roleNeededFor);
    return intent;
}

MutationIntent onAlert(const char *method, const std::string &action, const std::string &alertId,
                       const std::string &key)
{
    return byOperator(method, action, "alert/" + alertId, key,
                      Phrase::make("need.change_alerts", {Phrase::id(action)}));
}
} // namespace

v1::LocalizedText AlertIntents::acknowledged(const std::string &comment)
{
    return comment.empty() ? Phrase::make("audit.acknowledged")
                           : Phrase::make("audit.acknowledged_with", {Phrase::id(comment)});
}

MutationIntent AlertIntents::acknowledge(const AcknowledgeAlertRequest &request)
{
    const bool takeOver = request.take_over();
    MutationIntent intent = onAlert("Alerts.Acknowledge", takeOver ? "alert.take_over" : "alert.acknowledge",
                                    request.alert_id(), request.idempotency_key());
    intent.what = AlertIntents::acknowledged(request.comment());
    intent.reason = request.comment();
    if (takeOver)
        intent.reasonMissing = Phrase::make("reason.take_over");
    return intent;
}

MutationIntent AlertIntents::comment(const CommentOnAlertRequest &request)
{
    MutationIntent intent = onAlert("Alerts.Comment", "alert.comment", request.alert_id(), request.idempotency_key());
    intent.what = Phrase::make("audit.comment", {Phrase::id(request.text())});
    return intent;
}

MutationIntent AlertIntents::resolve(const ResolveAlertRequest &request)
{
    MutationIntent intent = onAlert("Alerts.Resolve", "alert.resolve", request.alert_id(), request.idempotency_key());
    intent.what = Phrase::make("audit.resolved", {Phrase::id(request.resolution())});
    intent.reason = request.resolution();
    intent.reasonMissing = Phrase::make("reason.resolve");
    return intent;
}

MutationIntent AlertIntents::silence(const SilenceAlertsRequest &request)
{
    MutationIntent intent = byOperator("Alerts.Silence", "alert.silence", "silence/new", request.idempotency_key(),
                                       Phrase::make("need.silence_alerts"));
    intent.rackId = request.matcher().rack_id();
    intent.what =
        Phrase::make("audit.silence_until",
                     {Phrase::timeMs(google::protobuf::util::TimeUtil::TimestampToMilliseconds(request.expires_at()))});
    intent.reason = request.reason();
    intent.reasonMissing = Phrase::make("reason.silence");
    return intent;
}

MutationIntent AlertIntents::expireSilence(const ExpireSilenceRequest &request)
{
    MutationIntent intent =
        byOperator("Alerts.ExpireSilence", "alert.silence.expire", "silence/" + request.silence_id(),
                   request.idempotency_key(), Phrase::make("need.end_silences"));
    intent.what = Phrase::make("audit.silence_ended");
    intent.reason = request.reason();
    return intent;
}

} // namespace rackops::sim
