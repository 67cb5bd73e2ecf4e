#include "silenceconvert.h"

#include "commonconvert.h"

#include "rackops/v1/alerts.pb.h"

namespace rackops {

namespace {
qint64 silenceMs(bool has, const google::protobuf::Timestamp &t)
{
    return has ? CommonConvert::toMs(t) : 0;
}
} // namespace

SilenceInfo::Sync SilenceConvert::sync(int value)
{
    switch (value) {
    case v1::SILENCE_SYNC_STATE_UNSPECIFIED: return SilenceInfo::Sync::None;
    case v1::SILENCE_SYNC_STATE_PENDING: return SilenceInfo::Sync::Pending;
    case v1::SILENCE_SYNC_STATE_CREATED: return SilenceInfo::Sync::Created;
    case v1::SILENCE_SYNC_STATE_EXPIRY_PENDING: return SilenceInfo::Sync::ExpiryPending;
    case v1::SILENCE_SYNC_STATE_EXPIRED: return SilenceInfo::Sync::Expired;
    default: return SilenceInfo::Sync::Pending;
    }
}

QString SilenceConvert::matcher(const v1::ExternalMatcher &m)
{
    const QString op = m.is_equal() ? (m.is_regex() ? QStringLiteral("=~") : QStringLiteral("="))
                                    : (m.is_regex() ? QStringLiteral("!~") : QStringLiteral("!="));
    return QString::fromStdString(m.name()) + op + QLatin1Char('"') + QString::fromStdString(m.value())
        + QLatin1Char('"');
}

AlertmanagerHealth SilenceConvert::health(const v1::AlertmanagerHealth &m)
{
    AlertmanagerHealth h;
    h.configured = !m.instance().empty();
    h.instance = QString::fromStdString(m.instance());
    h.reachable = m.reachable();
    h.state = QString::fromStdString(m.state());
    h.lastError = QString::fromStdString(m.last_error());
    h.lastSuccessMs = silenceMs(m.has_last_success_at(), m.last_success_at());
    h.silencesPending = m.silences_pending();
    return h;
}

SilenceInfo SilenceConvert::silence(const v1::AlertSilence &m)
{
    SilenceInfo s;
    s.id = QString::fromStdString(m.id());
    s.rackId = QString::fromStdString(m.matcher().rack_id());
    s.conditionKey = QString::fromStdString(m.matcher().condition_key());
    s.site = QString::fromStdString(m.matcher().site());
    s.reason = QString::fromStdString(m.reason());
    s.owner = QString::fromStdString(m.created_by().name());
    s.createdMs = silenceMs(m.has_created_at(), m.created_at());
    s.expiresMs = silenceMs(m.has_expires_at(), m.expires_at());
    s.endedMs = silenceMs(m.has_ended_at(), m.ended_at());
    s.active = m.state() == v1::SILENCE_STATE_ACTIVE;
    s.heldAlerts = m.matched_alert_count();
    if (m.has_alertmanager()) {
        const v1::SilenceSync &sync = m.alertmanager();
        s.sync = sync.state() == v1::SILENCE_SYNC_STATE_UNSPECIFIED ? SilenceInfo::Sync::None
                                                                    : SilenceConvert::sync(sync.state());
        s.alertmanagerId = QString::fromStdString(sync.silence_id());
        s.syncError = QString::fromStdString(sync.last_error());
        s.syncAttempts = sync.attempts();
        s.nextAttemptMs = silenceMs(sync.has_next_attempt_at(), sync.next_attempt_at());
        for (const v1::ExternalMatcher &matcher : sync.matchers())
            s.matchers << SilenceConvert::matcher(matcher);
    }
    if (m.has_external()) {
        s.external = true;
        s.externalId = QString::fromStdString(m.external().silence_id());
        s.owner = QString::fromStdString(m.external().created_by());
        s.matchers.clear();
        for (const v1::ExternalMatcher &matcher : m.external().matchers())
            s.matchers << SilenceConvert::matcher(matcher);
    }
    return s;
}

} // namespace rackops
