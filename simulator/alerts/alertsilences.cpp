#include "alerts/alertsilences.h"

#include "core/listfilter.h"
#include "core/timeunits.h"

#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

bool AlertSilences::matcherEmpty(const AlertMatcher &m)
{
    return m.rack_id().empty() && m.bucket().empty() && m.site().empty() && m.sources().empty()
        && m.severities().empty() && m.condition_key().empty();
}

bool AlertSilences::matches(const AlertMatcher &m, const Alert &a)
{
    return !matcherEmpty(m) && (m.rack_id().empty() || m.rack_id() == a.rack_id())
        && (m.bucket().empty() || m.bucket() == a.bucket()) && (m.site().empty() || m.site() == a.site())
        && (m.condition_key().empty() || m.condition_key() == a.condition_key())
        && inListOrEmpty(m.sources(), a.source()) && inListOrEmpty(m.severities(), a.severity());
}

std::string AlertSilences::holding(const Alert &alert, std::int64_t nowMs) const
{
    for (const auto &[id, s] : m_silences) {
        if (s.state() == SILENCE_STATE_ACTIVE && ms(s.expires_at()) > nowMs && matches(s.matcher(), alert))
            return id;
    }
    return {};
}

MutationResult AlertSilences::check(const AlertMatcher &matcher, std::optional<std::int64_t> expiresMs,
                                    std::int64_t nowMs)
{
    using ResultCode = MutationResult::Code;
    if (matcherEmpty(matcher))
        return MutationResult::refused(ResultCode::InvalidArgument, Phrase::make("refusal.silence_matches_nothing"));
    if (!expiresMs || *expiresMs <= nowMs)
        return MutationResult::refused(ResultCode::InvalidArgument, Phrase::make("refusal.silence_expiry_past"));
    if (*expiresMs > nowMs + kMaxSilenceMs)
        return MutationResult::refused(ResultCode::InvalidArgument, Phrase::make("refusal.silence_too_long"));
    return MutationResult::done();
}

AlertSilence &AlertSilences::create(const AlertMatcher &matcher, const std::string &reason, const Actor &by,
                                    std::int64_t nowMs, std::int64_t expiresMs, const SilenceSync &alertmanager)
{
    const std::string id = "S-" + std::to_string(m_next++);
    AlertSilence &s = m_silences[id];
    s.set_id(id);
    *s.mutable_matcher() = matcher;
    s.set_reason(reason);
    *s.mutable_created_by() = by;
    *s.mutable_created_at() = TimeUtil::MillisecondsToTimestamp(nowMs);
    *s.mutable_expires_at() = TimeUtil::MillisecondsToTimestamp(expiresMs);
    s.set_state(SILENCE_STATE_ACTIVE);
    if (alertmanager.state() != SILENCE_SYNC_STATE_UNSPECIFIED)
        *s.mutable_alertmanager() = alertmanager;
    m_changed.insert(id);
    return s;
}

AlertSilence *AlertSilences::find(const std::string &id)
{
    const auto it = m_silences.find(id);
    return it == m_silences.end() ? nullptr : &it->second;
}

void AlertSilences::end(AlertSilence &silence, std::int64_t endMs)
{
    m_changed.insert(silence.id());
    silence.set_state(SILENCE_STATE_EXPIRED);
    *silence.mutable_ended_at() = TimeUtil::MillisecondsToTimestamp(endMs);
    silence.set_matched_alert_count(0);
    SilenceSync &sync = *silence.mutable_alertmanager();
    if (sync.state() == SILENCE_SYNC_STATE_CREATED) {
        sync.set_state(SILENCE_SYNC_STATE_EXPIRY_PENDING);
        sync.set_attempts(0);
        sync.clear_last_error();
    } else if (sync.state() == SILENCE_SYNC_STATE_PENDING) {
        sync.set_state(SILENCE_SYNC_STATE_EXPIRED);
    }
    if (sync.state() == SILENCE_SYNC_STATE_UNSPECIFIED)
        silence.clear_alertmanager();
}

std::vector<AlertSilence *> AlertSilences::due(std::int64_t nowMs)
{
    std::vector<AlertSilence *> out;
    for (auto &[id, s] : m_silences) {
        if (s.state() == SILENCE_STATE_ACTIVE && ms(s.expires_at()) <= nowMs)
            out.push_back(&s);
    }
    return out;
}

std::vector<AlertSilence> AlertSilences::judged(std::int64_t nowMs) const
{
    std::vector<AlertSilence> out;
    for (const auto &[id, s] : m_silences) {
        AlertSilence copy = s;
        if (copy.state() == SILENCE_STATE_ACTIVE && ms(copy.expires_at()) <= nowMs) {
            copy.set_state(SILENCE_STATE_EXPIRED);
            *copy.mutable_ended_at() = copy.expires_at();
        }
        out.push_back(std::move(copy));
    }
    return out;
}

void AlertSilences::load(std::vector<AlertSilence> silences)
{
    for (AlertSilence &silence : silences) {
        const std::string &id = silence.id();
        try {
            m_next = std::max<std::int64_t>(m_next, std::stoll(id.substr(id.find('-') + 1)) + 1);
        } catch (...) {
        }
        m_silences[id] = std::move(silence);
    }
}

std::vector<const AlertSilence *> AlertSilences::changed() const
{
    std::vector<const AlertSilence *> out;
    for (const auto &id : m_changed)
        out.push_back(&m_silences.at(id));
    return out;
}

} // namespace rackops::sim
