// AlertBook, in four parts, in this order:
//   1. sources and storage   (addSource, setStore, persistLocked)
//   2. evaluation            (evaluate, apply: conditions -> alerts; silences held and released)
//   3. operator mutations    (acknowledge, comment, resolve, silence, expireSilence; audited)
//   4. reading               (list, listSilences, history, snapshot/changesSince for WatchAlerts)
//   5. Alertmanager          (silences made there too: what is left to do, the sync's outcomes)
#include "alerts/alertbook.h"

#include "core/timeunits.h"

#include "alerts/alertintents.h"
#include "alerts/alertmanagersilencematchers.h"
#include "alerts/alertstore.h"
#include "core/mutationundo.h"
#include "phrase/displaytext.h"
#include "journal/auditlog.h"
#include "phrase/phrase.h"

#include <google/protobuf/util/message_differencer.h>
#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <set>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;
using Code = MutationResult::Code;

namespace {
constexpr const char *kEngineName = "alert-engine";

Actor engineActor()
{
    Actor actor;
    actor.set_name(kEngineName);
    actor.set_automated(true);
    return actor;
}

google::protobuf::Timestamp stampOf(std::int64_t tMs)
{
    return TimeUtil::MillisecondsToTimestamp(tMs);
}

} // namespace

AlertBook::AlertBook(std::function<std::int64_t()> clock)
    : m_clock(std::move(clock))
    , m_feed(ChangeFeed::newEpoch(), 0, ChangeFeed::ZeroRevision::IsResumable)
{
}

// ---- 1. sources and storage ----

void AlertBook::addSource(std::unique_ptr<AlertSource> source)
{
    std::lock_guard lock(m_evaluateMutex);
    m_sources.push_back(std::move(source));
}

void AlertBook::setStore(AlertStore *store)
{
    std::lock_guard lock(m_mutex);
    m_store = store;
    const auto numberOf = [](const std::string &id) {
        try {
            return std::stoll(id.substr(id.find('-') + 1));
        } catch (...) {
            return 0LL;
        }
    };
    AlertStore::Loaded loaded = store->load();
    std::int64_t revision = m_feed.revision();
    for (Alert &alert : loaded.alerts) {
        Entry &entry = m_alerts[alert.id()];
        // What the state was under a silence is not stored: ownership says it.
        entry.beforeSilence = alert.has_owner() ? ALERT_STATE_ACKNOWLEDGED : ALERT_STATE_TRIGGERED;
        entry.latching = alert.condition_key().rfind("operation/", 0) == 0;
        if (alert.state() != ALERT_STATE_RESOLVED)
            m_openByKey[alert.condition_key()] = alert.id();
        else if (entry.latching)
            m_closedLatching.insert(alert.condition_key());
        m_nextAlert = std::max<std::int64_t>(m_nextAlert, numberOf(alert.id()) + 1);
        for (const auto &comment : alert.comments())
            m_nextComment = std::max<std::int64_t>(m_nextComment, numberOf(comment.id()) + 1);
        revision = std::max(revision, alert.revision());
        entry.alert = std::move(alert);
    }
    m_feed.restoreRevision(revision);
    m_silences.load(std::move(loaded.silences));
}

void AlertBook::keepBookForUndoLocked()
{
    if (!MutationUndo::active())
        return;
    // A silence touches every alert it holds: the book as it was, alerts and silences.
    MutationUndo::keep([this, alerts = m_alerts, silences = m_silences] {
        std::lock_guard lock(m_mutex);
        m_alerts = alerts;
        m_silences = silences;
    });
}

void AlertBook::persistLocked()
{
    if (!m_store) {
        m_dirtyAlerts.clear();
        m_silences.clearChanged();
        return;
    }
    std::vector<const Alert *> alerts;
    for (const auto &id : m_dirtyAlerts)
        alerts.push_back(&m_alerts[id].alert);
    m_store->save(alerts, m_silences.changed());
    m_dirtyAlerts.clear();
    m_silences.clearChanged();
}

void AlertBook::setAuditSink(std::function<void(const AuditEntry &)> sink)
{
    std::lock_guard lock(m_mutex);
    m_auditSink = std::move(sink);
}

// ---- 2. evaluation ----

void AlertBook::evaluate()
{
    std::lock_guard evaluating(m_evaluateMutex);
    std::vector<AlertCondition> conditions;
    std::vector<std::string> unknown;
    const std::int64_t now = m_clock();
    for (const auto &source : m_sources) {
        source->collect(now, &conditions);
        for (std::string &prefix : source->unknownKeyPrefixes())
            unknown.push_back(std::move(prefix));
    }
    apply(conditions, unknown);
}

void AlertBook::stamp(Entry &entry, std::int64_t nowMs)
{
    entry.alert.set_revision(m_feed.advance());
    *entry.alert.mutable_updated_at() = stampOf(nowMs);
    m_dirtyAlerts.insert(entry.alert.id());
    m_feed.revive(entry.alert.id());
}

void AlertBook::apply(const std::vector<AlertCondition> &conditions, const std::vector<std::string> &unknown)
{
    AuditBatch audit;
    {
        std::lock_guard lock(m_mutex);
        const std::int64_t now = m_clock();
        expireDueLocked(now, &audit);
        // One condition per key; when sources report a key twice the most severe counts.
        std::map<std::string, const AlertCondition *> byKey;
        for (const AlertCondition &c : conditions) {
            const AlertCondition *&slot = byKey[c.key];
            if (!slot || c.severity > slot->severity)
                slot = &c;
        }
        std::set<std::string> seen;
        for (const auto &[key, condition] : byKey) {
            const AlertCondition &c = *condition;
            seen.insert(key);
            if (m_closedLatching.count(c.key))
                continue;
            const auto open = m_openByKey.find(c.key);
            Entry *entry = open == m_openByKey.end() ? nullptr : &m_alerts[open->second];
            const bool raised = !entry;
            if (raised) {
                const std::string id = "A-" + std::to_string(m_nextAlert++);
                entry = &m_alerts[id];
                Alert &a = entry->alert;
                a.set_id(id);
                a.set_state(ALERT_STATE_TRIGGERED);
                a.set_source(c.source);
                a.set_condition_key(c.key);
                a.set_rack_id(c.rackId);
                a.set_bucket(c.bucket);
                a.set_source_region(c.sourceRegion);
                a.set_target_region(c.targetRegion);
                a.set_site(c.site);
                a.set_operation_id(c.operationId);
                a.set_validation_run_id(c.validationRunId);
                // A condition that began before anyone watched is as old as it is.
                *a.mutable_raised_at() = stampOf(c.sinceMs > 0 && c.sinceMs <= now ? c.sinceMs : now);
                entry->latching = c.latching;
                m_openByKey[c.key] = id;
            }
            Alert &a = entry->alert;
            // Severity only rises while the alert is open: a leak that falls back
            // to Warning was still a critical incident. And so does what it says: held
            // above its condition's severity, it keeps the words and the limit of the
            // crossing that made it so, only its current value following the reading
            // (a Critical alert read "Flow 40.0 L/min < 55.0 L/min", the Warning limit).
            const bool heldAbove = !raised && a.severity() > c.severity;
            const AlertSeverity severity = std::max(a.severity(), c.severity);
            const bool changed = raised || severity != a.severity()
                || (!heldAbove && (a.summary() != c.summary || a.details() != c.details))
                || a.current_value() != c.currentValue || !a.condition_active() || a.unit() != c.unit
                || c.external.has_value() != a.has_external()
                || (c.external && !google::protobuf::util::MessageDifferencer::Equals(*c.external, a.external()));
            if (!changed)
                continue;
            if (c.external)
                *a.mutable_external() = *c.external;
            else
                a.clear_external();
            a.set_severity(severity);
            if (!heldAbove) {
                a.set_summary(c.summary);
                a.set_details(c.details);
                *a.mutable_summary_text() = c.summaryText;
                *a.mutable_details_text() = c.detailsText;
            }
            *a.mutable_current_value_text() = c.currentValueText;
            a.set_current_value(c.currentValue);
            a.set_unit(c.unit);
            a.set_condition_active(true);
            if (c.value)
                a.set_value(*c.value);
            if (c.threshold && !heldAbove)
                a.set_threshold(*c.threshold);
            if (raised)
                holdIfSilencedLocked(*entry, now);
            stamp(*entry, now);
        }
        // Conditions gone: resolve, or mark inactive when the alert latches.
        for (auto it = m_openByKey.begin(); it != m_openByKey.end();) {
            Entry &entry = m_alerts[it->second];
            ++it;
            if (seen.count(entry.alert.condition_key()))
                continue;
            const std::string &key = entry.alert.condition_key();
            if (std::any_of(unknown.begin(), unknown.end(),
                            [&key](const std::string &prefix) { return key.rfind(prefix, 0) == 0; }))
                continue; // its source cannot tell now: kept as it was

            if (entry.latching) {
                if (entry.alert.condition_active()) {
                    entry.alert.set_condition_active(false);
                    stamp(entry, now);
                }
                continue;
            }
            entry.alert.set_condition_active(false);
            resolveLocked(entry, engineActor(), "Condition cleared", now);
        }
        // Alerts resolved long ago leave the stream (ListAlerts still has them).
        for (auto &[id, entry] : m_alerts) {
            if (entry.alert.state() == ALERT_STATE_RESOLVED && !m_feed.isRemoved(id) && !inStream(entry.alert, now))
                m_feed.remove(id);
        }
        persistLocked();
    }
    flush(audit);
}

bool AlertBook::inStream(const Alert &alert, std::int64_t nowMs) const
{
    return alert.state() != ALERT_STATE_RESOLVED || ms(alert.resolved_at()) > nowMs - kStreamKeepsResolvedMs;
}

void AlertBook::resolveLocked(Entry &entry, const Actor &by, const std::string &resolution, std::int64_t nowMs)
{
    Alert &a = entry.alert;
    a.set_state(ALERT_STATE_RESOLVED);
    a.clear_silence_id();
    *a.mutable_resolved_at() = stampOf(nowMs);
    *a.mutable_resolved_by() = by;
    a.set_resolution(resolution);
    const auto open = m_openByKey.find(a.condition_key());
    if (open != m_openByKey.end() && open->second == a.id())
        m_openByKey.erase(open);
    if (entry.latching)
        m_closedLatching.insert(a.condition_key());
    stamp(entry, nowMs);
}

void AlertBook::holdIfSilencedLocked(Entry &entry, std::int64_t nowMs)
{
    Alert &a = entry.alert;
    if (a.state() == ALERT_STATE_RESOLVED || a.state() == ALERT_STATE_SILENCED)
        return;
    const std::string silence = m_silences.holding(a, nowMs);
    if (silence.empty())
        return;
    entry.beforeSilence = a.state();
    a.set_state(ALERT_STATE_SILENCED);
    a.set_silence_id(silence);
}

void AlertBook::releaseLocked(Entry &entry, std::int64_t nowMs)
{
    if (entry.alert.state() != ALERT_STATE_SILENCED)
        return;
    entry.alert.set_state(entry.beforeSilence);
    entry.alert.clear_silence_id();
    holdIfSilencedLocked(entry, nowMs);
    stamp(entry, nowMs);
}

void AlertBook::endSilenceLocked(AlertSilence &silence, std::int64_t nowMs)
{
    m_silences.end(silence, nowMs);
    for (auto &[id, entry] : m_alerts) {
        if (entry.alert.silence_id() == silence.id())
            releaseLocked(entry, nowMs);
    }
}

void AlertBook::expireDueLocked(std::int64_t nowMs, AuditBatch *audit)
{
    for (AlertSilence *s : m_silences.due(nowMs)) {
        // A silence never outlives its expiry, even when nobody evaluated at that moment.
        const std::int64_t expiry = ms(s->expires_at());
        endSilenceLocked(*s, expiry);
        AuditEntry entry;
        *entry.mutable_actor() = engineActor();
        entry.set_action("alert.silence.expire");
        entry.set_target("silence/" + s->id());
        entry.set_rack_id(s->matcher().rack_id());
        entry.set_outcome(AUDIT_OUTCOME_SUCCEEDED);
        AuditLog::describe(entry, Phrase::make("audit.silence_expired"));
        *entry.mutable_time() = stampOf(expiry);
        audit->push_back(std::move(entry));
    }
}

// ---- 3. operator mutations ----

v1::LocalizedText AlertBook::tooManyComments(const Alert &alert)
{
    return Phrase::make("refusal.too_many_comments", {Phrase::id(alert.id()), Phrase::integer(alert.comments_size())});
}

void AlertBook::addComment(Alert &alert, const Caller &caller, const std::string &text, std::int64_t nowMs)
{
    auto *c = alert.add_comments();
    c->set_id("C-" + std::to_string(m_nextComment++));
    *c->mutable_author() = caller.actor();
    *c->mutable_time() = stampOf(nowMs);
    c->set_text(text);
}

AlertBook::Entry *AlertBook::findLocked(const std::string &alertId)
{
    const auto it = m_alerts.find(alertId);
    return it == m_alerts.end() ? nullptr : &it->second;
}

AuditEntry AlertBook::auditEntry(const Caller &caller, const char *action, const std::string &target,
                                 const std::string &rackId, const std::string &key, const MutationResult &result,
                                 const v1::LocalizedText &details, std::int64_t nowMs)
{
    AuditEntry entry;
    *entry.mutable_actor() = caller.actor();
    entry.set_action(action);
    entry.set_target(target);
    entry.set_rack_id(rackId);
    entry.set_idempotency_key(key);
    entry.set_outcome(result.ok() ? AUDIT_OUTCOME_SUCCEEDED : AUDIT_OUTCOME_REJECTED);
    AuditLog::describe(entry, result.ok() ? details : AuditLog::refused(details, result.text));
    if (!result.ok())
        entry.set_status_code(result.codeName());
    *entry.mutable_time() = stampOf(nowMs);
    return entry;
}

void AlertBook::flush(AuditBatch &audit)
{
    std::function<void(const AuditEntry &)> sink;
    {
        std::lock_guard lock(m_mutex);
        sink = m_auditSink;
    }
    if (!sink)
        return;
    for (const auto &entry : audit)
        sink(entry);
}

MutationResult AlertBook::mutateAlert(const Caller &caller, const char *action, const std::string &alertId,
                                      const std::string &key, const v1::LocalizedText &details,
                                      const std::function<MutationResult(Entry &, std::int64_t)> &change,
                                      Alert *response)
{
    AuditBatch audit;
    MutationResult status;
    {
        std::lock_guard lock(m_mutex);
        const std::int64_t now = m_clock();
        expireDueLocked(now, &audit);
        Entry *entry = findLocked(alertId);
        if (!entry)
            status = MutationResult::refused(Code::NotFound, Phrase::make("refusal.no_alert", {Phrase::id(alertId)}));
        std::optional<Entry> before;
        if (status.ok()) {
            before = *entry;
            status = change(*entry, now);
        }
        if (status.ok()) {
            stamp(*entry, now);
            *response = entry->alert;
            // Should the commit fail, the alert is put back as it was (its revision too: no one saw it).
            MutationUndo::keep([this, before = std::move(*before)] {
                std::lock_guard relock(m_mutex);
                if (Entry *current = findLocked(before.alert.id()))
                    *current = before;
            });
        }
        audit.push_back(auditEntry(caller, action, "alert/" + alertId, entry ? entry->alert.rack_id() : std::string(),
                                   key, status, details, now));
        persistLocked();
    }
    flush(audit);
    return status;
}

MutationResult AlertBook::acknowledge(const Caller &caller, const std::string &alertId, const std::string &comment,
                                      bool takeOver, const std::string &key, Alert *response)
{
    v1::LocalizedText details = AlertIntents::acknowledged(comment);
    return mutateAlert(
        caller, takeOver ? "alert.take_over" : "alert.acknowledge", alertId, key, details,
        [&](Entry &entry, std::int64_t now) {
            Alert &a = entry.alert;
            if (a.state() == ALERT_STATE_RESOLVED)
                return MutationResult::refused(Code::FailedPrecondition,
                                               Phrase::make("refusal.alert_resolved", {Phrase::id(a.id())}));
            const std::string owner = a.has_owner() ? a.owner().name() : std::string();
            if (!owner.empty() && owner != caller.subject && !takeOver)
                return MutationResult::refused(
                    Code::FailedPrecondition,
                    Phrase::make("refusal.alert_owned", {Phrase::id(a.id()), Phrase::id(owner)}));
            if (!comment.empty() && DisplayText::isBlank(comment))
                return MutationResult::refused(Code::InvalidArgument, Phrase::make("refusal.comment_empty"));
            const bool takingOver = takeOver && owner != caller.subject;
            // The comment cap bounds talk, never who is on it: a take-over at the cap still changes the
            // owner, and its reason is kept in the audit log (alert.take_over) instead of on the alert.
            const bool roomForComment = a.comments_size() < kMaxComments;
            if (!comment.empty() && !roomForComment && !takingOver)
                return MutationResult::refused(Code::FailedPrecondition, tooManyComments(a));
            if (owner == caller.subject) { // already the caller's: only the comment is new
                if (!comment.empty())
                    addComment(a, caller, comment, now);
                return MutationResult::done();
            }
            if (!owner.empty())
                details = Phrase::make("audit.took_over", {Phrase::id(owner), Phrase::id(comment)});
            *a.mutable_acknowledged_by() = caller.actor();
            *a.mutable_acknowledged_at() = stampOf(now);
            *a.mutable_owner() = caller.actor();
            if (a.state() == ALERT_STATE_SILENCED)
                entry.beforeSilence = ALERT_STATE_ACKNOWLEDGED;
            else
                a.set_state(ALERT_STATE_ACKNOWLEDGED);
            if (!comment.empty() && roomForComment)
                addComment(a, caller, comment, now);
            return MutationResult::done();
        },
        response);
}

MutationResult AlertBook::comment(const Caller &caller, const std::string &alertId, const std::string &text,
                                  const std::string &key, Alert *response)
{
    return mutateAlert(
        caller, "alert.comment", alertId, key, Phrase::make("audit.comment", {Phrase::id(text)}),
        [&](Entry &entry, std::int64_t now) {
            if (DisplayText::isBlank(text)) // "  " or a zero-width space says nothing either
                return MutationResult::refused(Code::InvalidArgument, Phrase::make("refusal.comment_empty"));
            if (entry.alert.comments_size() >= kMaxComments)
                return MutationResult::refused(Code::FailedPrecondition, tooManyComments(entry.alert));
            addComment(entry.alert, caller, text, now);
            return MutationResult::done();
        },
        response);
}

MutationResult AlertBook::resolve(const Caller &caller, const std::string &alertId, const std::string &resolution,
                                  const std::string &key, Alert *response)
{
    return mutateAlert(
        caller, "alert.resolve", alertId, key, Phrase::make("audit.resolved", {Phrase::id(resolution)}),
        [&](Entry &entry, std::int64_t now) {
            if (entry.alert.state() == ALERT_STATE_RESOLVED)
                return MutationResult::refused(Code::FailedPrecondition,
                                               Phrase::make("refusal.alert_resolved", {Phrase::id(entry.alert.id())}));
            // Its owner resolves it; resolved here it would be raised again at the next evaluation.
            if (entry.alert.source() == ALERT_SOURCE_EXTERNAL)
                return MutationResult::refused(
                    Code::FailedPrecondition,
                    Phrase::make("refusal.alert_external_owner", {Phrase::id(entry.alert.id())}));
            resolveLocked(entry, caller.actor(), resolution, now);
            return MutationResult::done();
        },
        response);
}

MutationResult AlertBook::silence(const Caller &caller, const SilenceSpec &spec, const std::string &key,
                                  AlertSilence *response)
{
    AuditBatch audit;
    MutationResult status;
    bool toSync = false;
    {
        std::lock_guard lock(m_mutex);
        const std::int64_t now = m_clock();
        expireDueLocked(now, &audit);
        const std::int64_t expires = spec.expiresMs.value_or(0);
        status = AlertSilences::check(spec.matcher, spec.expiresMs, now);
        std::string id;
        if (status.ok()) {
            keepBookForUndoLocked();
            AlertSilence &s = m_silences.create(spec.matcher, spec.reason, caller.actor(), now, expires,
                                                alertmanagerSyncLocked(spec.matcher));
            toSync = s.has_alertmanager();
            id = s.id();
            int held = 0;
            for (auto &[alertId, entry] : m_alerts) {
                if (entry.alert.state() == ALERT_STATE_RESOLVED || entry.alert.state() == ALERT_STATE_SILENCED)
                    continue;
                holdIfSilencedLocked(entry, now);
                if (entry.alert.silence_id() == id) {
                    ++held;
                    stamp(entry, now);
                }
            }
            s.set_matched_alert_count(held);
            *response = s;
        }
        auto entry = auditEntry(caller, "alert.silence", "silence/" + (id.empty() ? std::string("new") : id),
                                spec.matcher.rack_id(), key, status,
                                Phrase::make("audit.silence_until", {Phrase::timeMs(expires)}), now);
        entry.set_reason(spec.reason);
        audit.push_back(std::move(entry));
        persistLocked();
    }
    flush(audit);
    wakeSync(toSync);
    return status;
}

MutationResult AlertBook::expireSilence(const Caller &caller, const std::string &silenceId, const std::string &reason,
                                        const std::string &key, AlertSilence *response)
{
    AuditBatch audit;
    MutationResult status;
    bool toSync = false;
    {
        std::lock_guard lock(m_mutex);
        const std::int64_t now = m_clock();
        expireDueLocked(now, &audit);
        AlertSilence *silence = m_silences.find(silenceId);
        if (!silence && silenceId.rfind("alertmanager/", 0) == 0)
            status = MutationResult::refused(Code::FailedPrecondition,
                                             Phrase::make("refusal.silence_external_owner", {Phrase::id(silenceId)}));
        else if (!silence)
            status =
                MutationResult::refused(Code::NotFound, Phrase::make("refusal.no_silence", {Phrase::id(silenceId)}));
        else if (silence->state() != SILENCE_STATE_ACTIVE)
            status = MutationResult::refused(Code::FailedPrecondition,
                                             Phrase::make("refusal.silence_ended", {Phrase::id(silenceId)}));
        if (status.ok()) {
            keepBookForUndoLocked();
            endSilenceLocked(*silence, now);
            *silence->mutable_ended_by() = caller.actor();
            *response = *silence;
            toSync = silence->alertmanager().state() == SILENCE_SYNC_STATE_EXPIRY_PENDING;
        }
        auto entry = auditEntry(caller, "alert.silence.expire", "silence/" + silenceId,
                                silence ? silence->matcher().rack_id() : std::string(), key, status,
                                Phrase::make("audit.silence_ended"), now);
        entry.set_reason(reason);
        audit.push_back(std::move(entry));
        persistLocked();
    }
    flush(audit);
    wakeSync(toSync);
    return status;
}

// ---- 4. reading ----

std::vector<Alert> AlertBook::alerts(const std::function<bool(const Alert &)> &wanted, std::int64_t *revision)
{
    AuditBatch audit;
    std::vector<Alert> out;
    {
        std::lock_guard lock(m_mutex);
        expireDueLocked(m_clock(), &audit);
        for (const auto &[id, entry] : m_alerts) {
            if (wanted(entry.alert))
                out.push_back(entry.alert);
        }
        if (revision)
            *revision = m_feed.revision();
    }
    flush(audit);
    std::stable_sort(out.begin(), out.end(),
                     [](const Alert &l, const Alert &r) { return ms(l.raised_at()) > ms(r.raised_at()); });
    return out;
}

std::vector<AlertSilence> AlertBook::silences() const
{
    std::vector<AlertSilence> out;
    {
        std::lock_guard lock(m_mutex);
        // expireDueLocked runs on every call that changes anything; a read only judges.
        out = m_silences.judged(m_clock());
        for (AlertSilence &silence : out) {
            int held = 0;
            for (const auto &[alertId, entry] : m_alerts)
                held += entry.alert.silence_id() == silence.id() && silence.state() == SILENCE_STATE_ACTIVE ? 1 : 0;
            silence.set_matched_alert_count(held);
        }
    }
    std::function<std::vector<AlertSilence>()> external;
    {
        std::lock_guard lock(m_mutex);
        external = m_externalSilences;
    }
    if (external) {
        for (AlertSilence &silence : external())
            out.push_back(std::move(silence));
    }
    std::stable_sort(out.begin(), out.end(), [](const AlertSilence &l, const AlertSilence &r) {
        if (l.state() != r.state())
            return l.state() == SILENCE_STATE_ACTIVE;
        return ms(l.created_at()) > ms(r.created_at());
    });
    return out;
}

std::vector<Alert> AlertBook::history(std::int64_t fromMs, std::int64_t toMs) const
{
    std::lock_guard lock(m_mutex);
    std::vector<Alert> out;
    for (const auto &[id, entry] : m_alerts) {
        const Alert &a = entry.alert;
        const std::int64_t raised = ms(a.raised_at());
        const bool openAtStart =
            raised < fromMs && (a.state() != ALERT_STATE_RESOLVED || ms(a.resolved_at()) >= fromMs);
        if ((raised >= fromMs && raised < toMs) || openAtStart)
            out.push_back(a);
    }
    return out;
}

AlertBook::Changes AlertBook::snapshot() const
{
    std::lock_guard lock(m_mutex);
    const std::int64_t now = m_clock();
    return m_feed.snapshot<Alert>(m_alerts, [&](const auto &element) -> const Alert * {
        const Alert &alert = element.second.alert;
        return inStream(alert, now) && !m_feed.isRemoved(alert.id()) ? &alert : nullptr;
    });
}

std::optional<AlertBook::Changes> AlertBook::changesSince(const std::string &epoch, std::int64_t revision) const
{
    std::lock_guard lock(m_mutex);
    return m_feed.changesSince<Alert>(epoch, revision, m_alerts, [&](const auto &element) -> const Alert * {
        const Alert &alert = element.second.alert;
        return m_feed.isRemoved(alert.id()) ? nullptr : &alert;
    });
}

bool AlertBook::waitForChange(std::int64_t afterRevision, std::chrono::milliseconds timeout) const
{
    return m_feed.waitForChange(afterRevision, timeout);
}

void AlertBook::wake() const
{
    m_feed.wake();
}

// ---- 5. Alertmanager ----

void AlertBook::setAlertmanager(const std::string &instance)
{
    std::lock_guard lock(m_mutex);
    m_alertmanager = instance;
}

void AlertBook::setExternalSilences(std::function<std::vector<AlertSilence>()> provider)
{
    std::lock_guard lock(m_mutex);
    m_externalSilences = std::move(provider);
}

void AlertBook::setSilenceSyncWake(std::function<void()> wake)
{
    std::lock_guard lock(m_mutex);
    m_syncWake = std::move(wake);
}

void AlertBook::wakeSync(bool needed)
{
    if (!needed)
        return;
    std::function<void()> wake;
    {
        std::lock_guard lock(m_mutex);
        wake = m_syncWake;
    }
    if (wake)
        wake();
}

SilenceSync AlertBook::alertmanagerSyncLocked(const AlertMatcher &matcher) const
{
    SilenceSync sync;
    if (m_alertmanager.empty())
        return sync;
    std::vector<const Alert *> covered;
    for (const auto &[id, entry] : m_alerts) {
        const Alert &a = entry.alert;
        if (a.source() == ALERT_SOURCE_EXTERNAL && a.state() != ALERT_STATE_RESOLVED
            && a.external().instance() == m_alertmanager && AlertSilences::matches(matcher, a))
            covered.push_back(&a);
    }
    const std::vector<ExternalMatcher> matchers = AlertmanagerSilenceMatchers::of(matcher, covered);
    if (matchers.empty())
        return sync;
    sync.set_state(SILENCE_SYNC_STATE_PENDING);
    sync.set_instance(m_alertmanager);
    for (const ExternalMatcher &m : matchers)
        *sync.add_matchers() = m;
    return sync;
}

std::vector<AlertSilence> AlertBook::alertmanagerWork()
{
    AuditBatch audit;
    std::vector<AlertSilence> out;
    {
        std::lock_guard lock(m_mutex);
        expireDueLocked(m_clock(), &audit);
        persistLocked();
        for (const AlertSilence &s : m_silences.judged(m_clock())) {
            const SilenceSyncState state = s.alertmanager().state();
            if (state == SILENCE_SYNC_STATE_PENDING || state == SILENCE_SYNC_STATE_EXPIRY_PENDING)
                out.push_back(s);
        }
    }
    flush(audit);
    return out;
}

std::optional<AlertSilence> AlertBook::silence(const std::string &id) const
{
    std::lock_guard lock(m_mutex);
    for (AlertSilence &s : m_silences.judged(m_clock())) {
        if (s.id() == id)
            return std::move(s);
    }
    return std::nullopt;
}

void AlertBook::auditSyncLocked(const AlertSilence &silence, const v1::LocalizedText &details, AuditBatch *audit)
{
    AuditEntry entry;
    *entry.mutable_actor() = engineActor();
    entry.set_action("alert.silence.alertmanager");
    entry.set_target("silence/" + silence.id());
    entry.set_rack_id(silence.matcher().rack_id());
    entry.set_outcome(AUDIT_OUTCOME_SUCCEEDED);
    AuditLog::describe(entry, details);
    *entry.mutable_time() = stampOf(m_clock());
    audit->push_back(std::move(entry));
}

void AlertBook::alertmanagerHolds(const std::string &id, const std::string &alertmanagerId, std::int64_t wallMs)
{
    AuditBatch audit;
    {
        std::lock_guard lock(m_mutex);
        AlertSilence *s = m_silences.find(id);
        if (!s || !s->has_alertmanager())
            return;
        SilenceSync &sync = *s->mutable_alertmanager();
        if (sync.silence_id() == alertmanagerId && sync.state() != SILENCE_SYNC_STATE_PENDING)
            return;
        // Ended here while it was on its way there: it is to be expired there now.
        const bool active = s->state() == SILENCE_STATE_ACTIVE && ms(s->expires_at()) > m_clock();
        sync.set_state(active ? SILENCE_SYNC_STATE_CREATED : SILENCE_SYNC_STATE_EXPIRY_PENDING);
        sync.set_silence_id(alertmanagerId);
        sync.set_attempts(0);
        sync.clear_last_error();
        *sync.mutable_last_attempt_at() = stampOf(wallMs);
        sync.clear_next_attempt_at();
        m_silences.markChanged(id);
        auditSyncLocked(*s, Phrase::make("audit.silence_in_alertmanager", {Phrase::id(alertmanagerId)}), &audit);
        persistLocked();
    }
    flush(audit);
}

void AlertBook::alertmanagerExpired(const std::string &id, std::int64_t wallMs)
{
    AuditBatch audit;
    {
        std::lock_guard lock(m_mutex);
        AlertSilence *s = m_silences.find(id);
        if (!s || s->alertmanager().state() == SILENCE_SYNC_STATE_EXPIRED)
            return;
        SilenceSync &sync = *s->mutable_alertmanager();
        sync.set_state(SILENCE_SYNC_STATE_EXPIRED);
        sync.set_attempts(0);
        sync.clear_last_error();
        *sync.mutable_last_attempt_at() = stampOf(wallMs);
        sync.clear_next_attempt_at();
        m_silences.markChanged(id);
        auditSyncLocked(*s, Phrase::make("audit.silence_expired_in_alertmanager", {Phrase::id(sync.silence_id())}),
                        &audit);
        persistLocked();
    }
    flush(audit);
}

void AlertBook::alertmanagerFailed(const std::string &id, const std::string &error, std::int64_t wallMs,
                                   std::int64_t nextAttemptWallMs)
{
    std::lock_guard lock(m_mutex);
    AlertSilence *s = m_silences.find(id);
    if (!s || !s->has_alertmanager())
        return;
    SilenceSync &sync = *s->mutable_alertmanager();
    sync.set_attempts(sync.attempts() + 1);
    sync.set_last_error(error);
    *sync.mutable_last_attempt_at() = stampOf(wallMs);
    *sync.mutable_next_attempt_at() = stampOf(nextAttemptWallMs);
    m_silences.markChanged(id);
    persistLocked();
}

} // namespace rackops::sim
