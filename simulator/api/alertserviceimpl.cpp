#include "api/requestlimits.h"
#include "core/listfilter.h"
#include "core/timeunits.h"
#include "api/calleridentity.h"
#include "api/streamquota.h"
#include "api/alertserviceimpl.h"

#include "journal/commitgate.h"

#include "phrase/phrase.h"
#include "api/refusal.h"

#include "alerts/alertbook.h"
#include "core/caller.h"
#include "alerts/alertintents.h"
#include "api/guardedcall.h"
#include "api/watchloop.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
constexpr int kDefaultPage = 200;
constexpr int kMaxPage = 2000;

// Where a page starts and how long it is; INVALID_ARGUMENT for a size or
// token no client of this server sends.
grpc::Status pageOf(int pageSize, const std::string &token, std::int64_t *skip, int *limit)
{
    if (pageSize < 0)
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("request.page_size_negative"));
    *limit = pageSize == 0 ? kDefaultPage : std::min(pageSize, kMaxPage);
    try {
        *skip = token.empty() ? 0 : std::stoll(token);
    } catch (...) {
        *skip = -1;
    }
    if (*skip < 0)
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("request.bad_page_token"));
    return grpc::Status::OK;
}

// Copies the page [skip, skip + limit) of `all` with `add`; the token of the next page, if any.
template<typename Item, typename Add>
std::string copyPage(std::vector<Item> &all, std::int64_t skip, int limit, Add add)
{
    for (size_t i = size_t(skip); i < all.size() && i < size_t(skip + limit); ++i)
        *add() = std::move(all[i]);
    return all.size() > size_t(skip + limit) ? std::to_string(skip + limit) : std::string();
}

// A retry needs to learn the outcome, not every earlier comment: keep the
// newest comment only, so stored answers do not grow with the alert.
void newestCommentOnly(google::protobuf::Message *stored)
{
    if (auto *alert = dynamic_cast<Alert *>(stored); alert && alert->comments_size() > 1)
        alert->mutable_comments()->DeleteSubrange(0, alert->comments_size() - 1);
}
} // namespace

AlertServiceImpl::AlertServiceImpl(AlertBook &book, const CommitGate &commitGate, MutationGuard &guard,
                                   std::chrono::milliseconds heartbeat)
    : m_book(book)
    , m_guard(guard)
    , m_commitGate(commitGate)
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
    if (auto status = CallerIdentity::identify(context, &caller); !status.ok())
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
        context, m_shuttingDown, m_heartbeat, m_commitGate, request->alert_epoch(), request->resume_after_revision(),
        [this](const std::string &epoch, std::int64_t after) { return m_book.changesSince(epoch, after); },
        [this](std::size_t) { return m_book.snapshot(); },
        [this](std::int64_t after, std::chrono::milliseconds step) { return m_book.waitForChange(after, step); }, send,
        "alert");
}

grpc::Status AlertServiceImpl::ListAlerts(grpc::ServerContext *context, const ListAlertsRequest *request,
                                          ListAlertsResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    Caller caller;
    if (auto status = CallerIdentity::identify(context, &caller); !status.ok())
        return status;
    std::int64_t skip = 0;
    int limit = 0;
    if (auto page = pageOf(request->page_size(), request->page_token(), &skip, &limit); !page.ok())
        return page;
    const ListAlertsRequest &r = *request;
    std::int64_t revision = 0;
    const CommitGate::Read stored(m_commitGate);
    std::vector<Alert> matching = m_book.alerts(
        [&r](const Alert &a) {
            return inListOrEmpty(r.states(), a.state()) && inListOrEmpty(r.severities(), a.severity())
                && inListOrEmpty(r.sources(), a.source()) && (r.rack_id().empty() || r.rack_id() == a.rack_id())
                && (r.bucket().empty() || r.bucket() == a.bucket()) && (r.site().empty() || r.site() == a.site())
                && (!r.has_raised_after() || ms(a.raised_at()) >= ms(r.raised_after()))
                && (!r.has_raised_before() || ms(a.raised_at()) < ms(r.raised_before()));
        },
        &revision);
    response->set_next_page_token(copyPage(matching, skip, limit, [&] { return response->add_alerts(); }));
    response->set_revision(revision);
    return grpc::Status::OK;
}

void AlertServiceImpl::setAlertmanagerHealth(std::function<AlertmanagerHealth()> health)
{
    m_alertmanagerHealth = std::move(health);
}

grpc::Status AlertServiceImpl::ListSilences(grpc::ServerContext *context, const ListSilencesRequest *request,
                                            ListSilencesResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    Caller caller;
    if (auto status = CallerIdentity::identify(context, &caller); !status.ok())
        return status;
    std::int64_t skip = 0;
    int limit = 0;
    if (auto page = pageOf(request->page_size(), request->page_token(), &skip, &limit); !page.ok())
        return page;
    std::vector<AlertSilence> all = m_commitGate.stored([this] { return m_book.silences(); });
    all.erase(std::remove_if(all.begin(), all.end(),
                             [&](const AlertSilence &s) {
                                 return (!request->include_expired() && s.state() != SILENCE_STATE_ACTIVE)
                                     || (!request->rack_id().empty() && s.matcher().rack_id() != request->rack_id());
                             }),
              all.end());
    response->set_next_page_token(copyPage(all, skip, limit, [&] { return response->add_silences(); }));
    if (m_alertmanagerHealth)
        *response->mutable_alertmanager() = m_alertmanagerHealth();
    return grpc::Status::OK;
}

grpc::Status AlertServiceImpl::Acknowledge(grpc::ServerContext *context, const AcknowledgeAlertRequest *request,
                                           Alert *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    return GuardedCall::run(
        m_guard, context, AlertIntents::acknowledge(*request), *request, response,
        [&](const Caller &caller) {
            return m_book.acknowledge(caller, request->alert_id(), request->comment(), request->take_over(),
                                      request->idempotency_key(), response);
        },
        newestCommentOnly);
}

grpc::Status AlertServiceImpl::Comment(grpc::ServerContext *context, const CommentOnAlertRequest *request,
                                       Alert *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    return GuardedCall::run(
        m_guard, context, AlertIntents::comment(*request), *request, response,
        [&](const Caller &caller) {
            return m_book.comment(caller, request->alert_id(), request->text(), request->idempotency_key(), response);
        },
        newestCommentOnly);
}

grpc::Status AlertServiceImpl::Resolve(grpc::ServerContext *context, const ResolveAlertRequest *request,
                                       Alert *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    return GuardedCall::run(
        m_guard, context, AlertIntents::resolve(*request), *request, response,
        [&](const Caller &caller) {
            return m_book.resolve(caller, request->alert_id(), request->resolution(), request->idempotency_key(),
                                  response);
        },
        newestCommentOnly);
}

grpc::Status AlertServiceImpl::Silence(grpc::ServerContext *context, const SilenceAlertsRequest *request,
                                       AlertSilence *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    return GuardedCall::run(
        m_guard, context, AlertIntents::silence(*request), *request, response,
        [&](const Caller &caller) {
            AlertBook::SilenceSpec spec {request->matcher(), request->reason(), std::nullopt};
            if (request->has_expires_at())
                spec.expiresMs = ms(request->expires_at());
            return m_book.silence(caller, spec, request->idempotency_key(), response);
        },
        newestCommentOnly);
}

grpc::Status AlertServiceImpl::ExpireSilence(grpc::ServerContext *context, const ExpireSilenceRequest *request,
                                             AlertSilence *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    return GuardedCall::run(
        m_guard, context, AlertIntents::expireSilence(*request), *request, response,
        [&](const Caller &caller) {
            return m_book.expireSilence(caller, request->silence_id(), request->reason(), request->idempotency_key(),
                                        response);
        },
        newestCommentOnly);
}

} // namespace rackops::sim
