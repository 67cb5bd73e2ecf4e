#include "alerts/alertmanagersilencesync.h"

#include "alerts/alertbook.h"
#include "core/simlog.h"
#include "core/timeunits.h"
#include "journal/mutationjournal.h"

#include "alertmanagerbridge.h"
#include "alertmanagerparser.h"

#include <QDateTime>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QTimer>

#include <google/protobuf/util/time_util.h>

#include <algorithm>

namespace rackops::sim {

using namespace rackops::v1;
using alertmanager::AlertmanagerHttp;
using alertmanager::AlertmanagerParser;
using alertmanager::AlertmanagerSilence;
using google::protobuf::util::TimeUtil;

namespace {
std::int64_t wallNowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}
} // namespace

AlertmanagerSilenceSync::AlertmanagerSilenceSync(AlertBook &book, MutationJournal &journal,
                                                 alertmanager::AlertmanagerBridge &bridge)
    : m_book(book)
    , m_journal(journal)
    , m_bridge(bridge)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] { round(); });
}

AlertmanagerSilenceSync::~AlertmanagerSilenceSync()
{
    stop();
}

void AlertmanagerSilenceSync::start()
{
    m_running = true;
    m_timer->start(0);
}

void AlertmanagerSilenceSync::stop()
{
    m_running = false;
    m_timer->stop();
    m_queue.clear();
    if (m_inFlight) {
        QNetworkReply *reply = m_inFlight;
        m_inFlight = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

void AlertmanagerSilenceSync::wake()
{
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (m_running && !m_inFlight)
                m_timer->start(0);
        },
        Qt::QueuedConnection);
}

std::string AlertmanagerSilenceSync::tag(const std::string &silenceId)
{
    return "(RackOps silence " + silenceId + ")";
}

std::optional<std::string> AlertmanagerSilenceSync::taggedId(const QString &comment)
{
    static const QRegularExpression tagged(QStringLiteral("\\(RackOps silence (S-\\d{1,18})\\)$"));
    const QRegularExpressionMatch m = tagged.match(comment.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toStdString();
}

std::int64_t AlertmanagerSilenceSync::backoffMs(int intervalMs, int attempts)
{
    std::int64_t delay = std::max(intervalMs, 100);
    for (int i = 1; i < attempts && delay < kMaxBackoffMs; ++i)
        delay *= 2;
    return std::min(delay, kMaxBackoffMs);
}

std::vector<AlertSilence> AlertmanagerSilenceSync::externalSilences() const
{
    std::lock_guard lock(m_mutex);
    return m_external;
}

AlertmanagerSilenceSync::Health AlertmanagerSilenceSync::health() const
{
    std::lock_guard lock(m_mutex);
    return m_health;
}

void AlertmanagerSilenceSync::round()
{
    if (!m_running || m_inFlight)
        return;
    m_timer->stop();
    QNetworkReply *reply = m_bridge.http().send("GET", QStringLiteral("/api/v2/silences"));
    m_inFlight = reply;
    connect(reply, &QNetworkReply::finished, this, [this, reply] { listed(reply); });
}

void AlertmanagerSilenceSync::listed(QNetworkReply *reply)
{
    reply->deleteLater();
    if (reply != m_inFlight)
        return;
    m_inFlight = nullptr;
    const AlertmanagerHttp::Answer answer = m_bridge.http().answer(reply);
    std::string why = answer.detail.toStdString();
    if (answer.state == alertmanager::BridgeState::Ok) {
        QString error;
        const auto silences = AlertmanagerParser::silences(answer.body, &error);
        if (silences)
            takeUp(silences->silences);
        else
            why = "its silences could not be read: " + error.toStdString();
    }
    const bool ok = why.empty();
    std::vector<AlertSilence> work;
    {
        const auto exclusive = m_journal.exclusive();
        work = m_book.alertmanagerWork();
    }
    const std::int64_t now = wallNowMs();
    // Backoffs of silences with nothing left to do go.
    for (auto it = m_notBefore.begin(); it != m_notBefore.end();) {
        const bool left =
            std::any_of(work.begin(), work.end(), [&](const AlertSilence &s) { return s.id() == it->first; });
        it = left ? std::next(it) : m_notBefore.erase(it);
    }
    m_queue.clear();
    for (AlertSilence &s : work) {
        const auto notBefore = m_notBefore.find(s.id());
        if (notBefore != m_notBefore.end() && notBefore->second > now)
            continue;
        if (ok)
            m_queue.push_back(std::move(s));
        else
            failed(s, why); // nobody to send it to: counted as an attempt, so the backoff grows
    }
    {
        std::lock_guard lock(m_mutex);
        m_health.listed = ok;
        if (ok)
            m_health.lastListedMs = now;
        else
            m_health.lastError = why;
        m_health.pending = int(work.size());
    }
    pushNext();
}

void AlertmanagerSilenceSync::takeUp(const QList<AlertmanagerSilence> &silences)
{
    std::vector<AlertSilence> external;
    for (const AlertmanagerSilence &theirs : silences) {
        const std::optional<std::string> ourId = taggedId(theirs.comment);
        std::optional<AlertSilence> ours;
        if (ourId)
            ours = m_book.silence(*ourId);
        if (!ours || !ours->has_alertmanager()) {
            external.push_back(shown(theirs));
            continue;
        }
        const SilenceSync &sync = ours->alertmanager();
        const bool expiredThere = theirs.state == QLatin1String("expired");
        const auto exclusive = m_journal.exclusive();
        if (!expiredThere && sync.silence_id().empty()
            && (sync.state() == SILENCE_SYNC_STATE_PENDING || sync.state() == SILENCE_SYNC_STATE_EXPIRED)) {
            // Made there before its answer reached us (a crash, a timeout): take it up, never make it twice.
            m_book.alertmanagerHolds(ours->id(), theirs.id.toStdString(), wallNowMs());
        } else if (expiredThere && sync.state() == SILENCE_SYNC_STATE_EXPIRY_PENDING
                   && sync.silence_id() == theirs.id.toStdString()) {
            m_book.alertmanagerExpired(ours->id(), wallNowMs());
        }
    }
    std::lock_guard lock(m_mutex);
    m_external = std::move(external);
}

AlertSilence AlertmanagerSilenceSync::shown(const AlertmanagerSilence &theirs) const
{
    AlertSilence s;
    s.set_id("alertmanager/" + theirs.id.toStdString());
    s.set_reason(theirs.comment.toStdString());
    s.mutable_created_by()->set_name(theirs.createdBy.toStdString());
    if (theirs.startsAtMs > 0)
        *s.mutable_created_at() = TimeUtil::MillisecondsToTimestamp(theirs.startsAtMs);
    if (theirs.endsAtMs > 0)
        *s.mutable_expires_at() = TimeUtil::MillisecondsToTimestamp(theirs.endsAtMs);
    const bool expired = theirs.state == QLatin1String("expired");
    s.set_state(expired ? SILENCE_STATE_EXPIRED : SILENCE_STATE_ACTIVE);
    if (expired && theirs.endsAtMs > 0)
        *s.mutable_ended_at() = TimeUtil::MillisecondsToTimestamp(theirs.endsAtMs);
    ExternalSilence &e = *s.mutable_external();
    e.set_system("alertmanager");
    e.set_instance(m_bridge.options().url.toStdString());
    e.set_silence_id(theirs.id.toStdString());
    e.set_created_by(theirs.createdBy.toStdString());
    e.set_state(theirs.state.toStdString());
    for (const AlertmanagerSilence::Matcher &m : theirs.matchers) {
        ExternalMatcher &out = *e.add_matchers();
        out.set_name(m.name.toStdString());
        out.set_value(m.value.toStdString());
        out.set_is_regex(m.isRegex);
        out.set_is_equal(m.isEqual);
        // A matcher on a rack label names the rack, so ListSilences' rack filter finds it.
        if (m.isEqual && !m.isRegex && m_bridge.options().rackLabels.contains(m.name))
            s.mutable_matcher()->set_rack_id(m.value.toStdString());
    }
    return s;
}

void AlertmanagerSilenceSync::pushNext()
{
    if (!m_running)
        return;
    if (m_queue.empty()) {
        scheduleNext();
        return;
    }
    const AlertSilence silence = m_queue.front();
    m_queue.pop_front();
    const SilenceSync &sync = silence.alertmanager();
    QNetworkReply *reply = nullptr;
    if (sync.state() == SILENCE_SYNC_STATE_PENDING) {
        AlertmanagerSilence postable;
        for (const ExternalMatcher &m : sync.matchers())
            postable.matchers.append(
                {QString::fromStdString(m.name()), QString::fromStdString(m.value()), m.is_regex(), m.is_equal()});
        const std::int64_t now = wallNowMs();
        postable.startsAtMs = now;
        // The book's clock may run faster (--time-scale): what is left of it, from now on the wall.
        postable.endsAtMs = now + std::max<std::int64_t>(1000, ms(silence.expires_at()) - m_book.nowMs());
        postable.createdBy = QString::fromStdString(silence.created_by().name());
        postable.comment = QString::fromStdString(silence.reason() + " " + tag(silence.id()));
        reply = m_bridge.http().send("POST", QStringLiteral("/api/v2/silences"),
                                     AlertmanagerParser::postableSilence(postable));
    } else {
        reply = m_bridge.http().send(
            "DELETE",
            QStringLiteral("/api/v2/silence/")
                + QString::fromUtf8(QUrl::toPercentEncoding(QString::fromStdString(sync.silence_id()))));
    }
    m_inFlight = reply;
    connect(reply, &QNetworkReply::finished, this, [this, reply, silence] { pushed(reply, silence); });
}

void AlertmanagerSilenceSync::pushed(QNetworkReply *reply, const AlertSilence &silence)
{
    reply->deleteLater();
    if (reply != m_inFlight)
        return;
    m_inFlight = nullptr;
    const AlertmanagerHttp::Answer answer = m_bridge.http().answer(reply);
    const bool creating = silence.alertmanager().state() == SILENCE_SYNC_STATE_PENDING;
    if (creating && answer.state == alertmanager::BridgeState::Ok) {
        QString error;
        const std::optional<QString> id = AlertmanagerParser::createdSilenceId(answer.body, &error);
        if (id) {
            const auto exclusive = m_journal.exclusive();
            m_book.alertmanagerHolds(silence.id(), id->toStdString(), wallNowMs());
            m_notBefore.erase(silence.id());
            qCInfo(lcSimAlerts).noquote() << QStringLiteral("silence %1 made in Alertmanager as %2")
                                                 .arg(QString::fromStdString(silence.id()), *id);
        } else {
            failed(silence, error.toStdString());
        }
    } else if (!creating
               && (answer.state == alertmanager::BridgeState::Ok || answer.status == 404
                   || answer.detail.contains(QLatin1String("already expired")))) {
        // Gone there or ended there already: nothing is left to expire.
        const auto exclusive = m_journal.exclusive();
        m_book.alertmanagerExpired(silence.id(), wallNowMs());
        m_notBefore.erase(silence.id());
    } else {
        failed(silence, answer.detail.toStdString());
    }
    pushNext();
}

void AlertmanagerSilenceSync::failed(const AlertSilence &silence, const std::string &why)
{
    const std::int64_t now = wallNowMs();
    const int attempts = silence.alertmanager().attempts() + 1;
    const std::int64_t next = now + backoffMs(m_bridge.options().intervalMs, attempts);
    m_notBefore[silence.id()] = next;
    {
        const auto exclusive = m_journal.exclusive();
        m_book.alertmanagerFailed(silence.id(), why, now, next);
    }
    if (attempts == 1)
        qCWarning(lcSimAlerts).noquote() << QStringLiteral("silence %1 is not yet %2 Alertmanager %3: %4")
                                                .arg(QString::fromStdString(silence.id()),
                                                     silence.alertmanager().state() == SILENCE_SYNC_STATE_PENDING
                                                         ? QStringLiteral("made in")
                                                         : QStringLiteral("expired in"),
                                                     m_bridge.options().url, QString::fromStdString(why));
    std::lock_guard lock(m_mutex);
    m_health.lastError = why;
}

void AlertmanagerSilenceSync::scheduleNext()
{
    if (!m_running)
        return;
    std::int64_t delay = m_bridge.options().intervalMs;
    const std::int64_t now = wallNowMs();
    for (const auto &[id, notBefore] : m_notBefore)
        delay = std::min(delay, std::max<std::int64_t>(notBefore - now, 0));
    m_timer->start(int(std::max<std::int64_t>(delay, 50)));
}

} // namespace rackops::sim
