#include "requestlimits.h"
#include "streamquota.h"
#include "alertserviceimpl.h"

#include "alertbook.h"
#include "caller.h"
#include "idempotencystore.h"
#include "watchloop.h"

#include <google/protobuf/util/time_util.h>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
// Identifies the caller, then runs the mutation once per idempotency key.
template <typename Request, typename Response, typename Call>
grpc::Status mutate(IdempotencyStore &store, const char *method, grpc::ServerContext *context,
                    const Request &request, Response *response, Call &&call)
{
    Caller caller;
    if (auto status = Caller::identify(context, &caller); !status.ok())
        return status;
    // A retry needs to learn the outcome, not every earlier comment: keep
    // the newest comment only, so stored answers do not grow with the alert.
    return store.once(method, request.idempotency_key(), caller.subject, request, response,
                      [&] { return call(caller); }, [](google::protobuf::Message *stored) {
        if (auto *alert = dynamic_cast<Alert *>(stored); alert && alert->comments_size() > 1)
            alert->mutable_comments()->DeleteSubrange(0, alert->comments_size() - 1);
    });
}
} // namespace

AlertServiceImpl::AlertServiceImpl(AlertBook &book, IdempotencyStore &idempotency, std::chrono::milliseconds heartbeat)
    : m_book(book)
    , m_idempotency(idempotency)
    , m_heartbeat(heartbeat)
{
}

void AlertServiceImpl::shutdown()
{
    m_shuttingDown = true;
    m_book.wake();
}

grpc::Status AlertServiceImpl::WatchAlerts(grpc::ServerContext *context, const WatchAlertsRequest *request,
                                           grpc::ServerWriter<WatchAlertsResponse> *writer)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    StreamQuota::Slot slot;
    if (auto quota = StreamQuota::shared().acquire(context, &slot); !quota.ok())
        return quota;
    Caller caller;
    if (auto status = Caller::identify(context, &caller); !status.ok())
        return status;
    // Large snapshots go in messages of about kChunkBytes, so no message nears a
    // client's receive limit however many comments alerts carry. Only the last
    // chunk names the epoch and revision: a client cut off mid-snapshot asks
    // for a fresh one instead of resuming past alerts it never got.
    const auto send = [&](AlertBook::Changes &changes, bool reset, bool complete) {
        size_t next = 0;
        bool first = true;
        do {
            WatchAlertsResponse message;
            message.set_reset(first && reset);
            *message.mutable_server_time() = TimeUtil::MillisecondsToTimestamp(m_book.nowMs());
            size_t bytes = 0;
            while (next < changes.upserts.size() && (bytes == 0 || bytes < kChunkBytes)) {
                bytes += changes.upserts[next].ByteSizeLong();
                *message.add_upserts() = std::move(changes.upserts[next++]);
            }
            const bool last = next >= changes.upserts.size();
            if (last) {
                message.set_alert_epoch(changes.epoch);
                message.set_revision(changes.revision);
                message.set_initial_sync_complete(complete);
                for (auto &id : changes.removed)
                    message.add_removed_alert_ids(std::move(id));
            }
            if (!writer->Write(message))
                return false;
            first = false;
        } while (next < changes.upserts.size());
        return true;
    };
    return serveWatch<AlertBook::Changes>(
        context, m_shuttingDown, m_heartbeat, request->alert_epoch(), request->resume_after_revision(),
        [this](const std::string &epoch, std::int64_t after) { return m_book.changesSince(epoch, after); },
        [this] { return m_book.snapshot(); },
        [this](std::int64_t after, std::chrono::milliseconds step) { return m_book.waitForChange(after, step); }, send,
        "alert");
}

grpc::Status AlertServiceImpl::ListAlerts(grpc::ServerContext *context, const ListAlertsRequest *request,
                                          ListAlertsResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    Caller caller;
    if (auto status = Caller::identify(context, &caller); !status.ok())
        return status;
    return m_book.list(*request, response);
}

grpc::Status AlertServiceImpl::ListSilences(grpc::ServerContext *context, const ListSilencesRequest *request,
                                            ListSilencesResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    Caller caller;
    if (auto status = Caller::identify(context, &caller); !status.ok())
        return status;
    return m_book.listSilences(*request, response);
}

grpc::Status AlertServiceImpl::Acknowledge(grpc::ServerContext *context, const AcknowledgeAlertRequest *request,
                                           Alert *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    return mutate(m_idempotency, "Alerts.Acknowledge", context, *request, response,
                  [&](const Caller &caller) { return m_book.acknowledge(caller, *request, response); });
}

grpc::Status AlertServiceImpl::Comment(grpc::ServerContext *context, const CommentOnAlertRequest *request,
                                       Alert *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    return mutate(m_idempotency, "Alerts.Comment", context, *request, response,
                  [&](const Caller &caller) { return m_book.comment(caller, *request, response); });
}

grpc::Status AlertServiceImpl::Resolve(grpc::ServerContext *context, const ResolveAlertRequest *request,
                                       Alert *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    return mutate(m_idempotency, "Alerts.Resolve", context, *request, response,
                  [&](const Caller &caller) { return m_book.resolve(caller, *request, response); });
}

grpc::Status AlertServiceImpl::Silence(grpc::ServerContext *context, const SilenceAlertsRequest *request,
                                       AlertSilence *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    return mutate(m_idempotency, "Alerts.Silence", context, *request, response,
                  [&](const Caller &caller) { return m_book.silence(caller, *request, response); });
}

grpc::Status AlertServiceImpl::ExpireSilence(grpc::ServerContext *context, const ExpireSilenceRequest *request,
                                             AlertSilence *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    return mutate(m_idempotency, "Alerts.ExpireSilence", context, *request, response,
                  [&](const Caller &caller) { return m_book.expireSilence(caller, *request, response); });
}

} // namespace rackops::sim
