#include "alerts/externalalertsource.h"

#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

namespace rackops::sim {

using alertmanager::AlertmanagerAlert;
using alertmanager::BridgeState;
using namespace rackops::v1;

namespace {
google::protobuf::Timestamp stamp(qint64 ms)
{
    return google::protobuf::util::TimeUtil::MillisecondsToTimestamp(ms);
}

ExternalAlertState stateOf(AlertmanagerAlert::State state)
{
    switch (state) {
    case AlertmanagerAlert::State::Active: return EXTERNAL_ALERT_STATE_ACTIVE;
    case AlertmanagerAlert::State::Suppressed: return EXTERNAL_ALERT_STATE_SUPPRESSED;
    case AlertmanagerAlert::State::Unprocessed: return EXTERNAL_ALERT_STATE_UNPROCESSED;
    case AlertmanagerAlert::State::Unknown: break;
    }
    return EXTERNAL_ALERT_STATE_UNSPECIFIED;
}

PhraseCode problemCode(BridgeState state)
{
    switch (state) {
    case BridgeState::Unauthorized: return PhraseCode("alertmanager.unauthorized");
    case BridgeState::BadAnswer: return PhraseCode("alertmanager.bad_answer");
    case BridgeState::TooLarge: return PhraseCode("alertmanager.too_large");
    case BridgeState::Tls: return PhraseCode("alertmanager.tls");
    case BridgeState::HttpError: return PhraseCode("alertmanager.http_error");
    case BridgeState::Down:
    case BridgeState::Starting:
    case BridgeState::Ok: break;
    }
    return PhraseCode("alertmanager.down");
}
} // namespace

ExternalAlertSource::ExternalAlertSource(std::shared_ptr<alertmanager::AlertmanagerStore> store,
                                         alertmanager::AlertmanagerRackMap map, RackSite rackSite)
    : m_store(std::move(store))
    , m_map(std::move(map))
    , m_rackSite(std::move(rackSite))
{
}

AlertSeverity ExternalAlertSource::severity(const QString &label)
{
    const QString s = label.trimmed().toLower();
    if (s == QLatin1String("critical") || s == QLatin1String("page") || s == QLatin1String("error")
        || s == QLatin1String("high") || s == QLatin1String("fatal") || s == QLatin1String("emergency"))
        return ALERT_SEVERITY_CRITICAL;
    if (s == QLatin1String("info") || s == QLatin1String("informational") || s == QLatin1String("low")
        || s == QLatin1String("none") || s == QLatin1String("notice"))
        return ALERT_SEVERITY_INFO;
    return ALERT_SEVERITY_WARNING;
}

void ExternalAlertSource::collect(std::int64_t nowMs, std::vector<AlertCondition> *out)
{
    const alertmanager::AlertmanagerStore::Snapshot snapshot = m_store->snapshot();
    const std::string url = snapshot.url.toStdString();
    for (const AlertmanagerAlert &a : snapshot.alerts) {
        AlertCondition c;
        c.key = std::string(kKeyPrefix) + a.fingerprint.toStdString();
        c.source = ALERT_SOURCE_EXTERNAL;
        c.severity = severity(a.label(QStringLiteral("severity")));
        ExternalAlert external;
        const alertmanager::AlertmanagerRackMap::Found found = m_map.rackOf(a);
        const std::optional<std::string> site =
            found.rack.isEmpty() ? std::nullopt : m_rackSite(found.rack.toStdString());
        if (site) {
            c.rackId = found.rack.toStdString();
            c.site = *site;
            external.set_rack_label(found.label.toStdString());
        } else {
            c.site = a.label(QStringLiteral("site")).toStdString(); // site-wide (or nowhere in particular)
        }
        // Alertmanager's words, verbatim: they are the NOC's, not ours to translate.
        const QString name = a.label(QStringLiteral("alertname"));
        const QString summary = a.annotation(QStringLiteral("summary"));
        c.setSummary(
            Phrase::verbatim((summary.isEmpty() ? (name.isEmpty() ? a.fingerprint : name) : summary).toStdString()));
        const QString description = a.annotation(QStringLiteral("description"));
        if (!description.isEmpty())
            c.setDetails(Phrase::verbatim(description.toStdString()));
        c.setCurrentValue(Phrase::verbatim(name.toStdString()));
        if (a.startsAtMs > 0 && a.startsAtMs <= nowMs)
            c.sinceMs = a.startsAtMs;

        external.set_system("alertmanager");
        external.set_instance(url);
        external.set_fingerprint(a.fingerprint.toStdString());
        external.set_state(stateOf(a.state));
        for (const QString &id : a.silencedBy)
            external.add_silenced_by(id.toStdString());
        for (const QString &id : a.inhibitedBy)
            external.add_inhibited_by(id.toStdString());
        for (const QString &id : a.mutedBy)
            external.add_muted_by(id.toStdString());
        external.set_generator_url(a.generatorUrl.toStdString());
        for (const auto &[key, value] : a.labels)
            (*external.mutable_labels())[key.toStdString()] = value.toStdString();
        for (const auto &[key, value] : a.annotations)
            (*external.mutable_annotations())[key.toStdString()] = value.toStdString();
        for (const QString &r : a.receivers)
            external.add_receivers(r.toStdString());
        if (a.startsAtMs > 0)
            *external.mutable_starts_at() = stamp(a.startsAtMs);
        if (a.endsAtMs > 0)
            *external.mutable_ends_at() = stamp(a.endsAtMs);
        if (a.updatedAtMs > 0)
            *external.mutable_updated_at() = stamp(a.updatedAtMs);
        // Only while stale: a time that moved with every poll would change the alert every evaluation.
        external.set_stale(snapshot.stale);
        if (snapshot.stale && snapshot.lastSuccessMs > 0)
            *external.mutable_last_seen() = stamp(snapshot.lastSuccessMs);
        c.external = std::move(external);
        out->push_back(std::move(c));
    }
    if (snapshot.state != BridgeState::Ok && snapshot.state != BridgeState::Starting) {
        AlertCondition c;
        c.key = std::string(kKeyPrefix) + "bridge";
        c.source = ALERT_SOURCE_EXTERNAL;
        c.severity = ALERT_SEVERITY_WARNING;
        c.setSummary(Phrase::make(
            "alert.alertmanager_unreadable",
            {Phrase::text(Phrase::make(problemCode(snapshot.state), {Phrase::id(snapshot.detail.toStdString())}))}));
        c.setDetails(snapshot.everRead ? Phrase::make("alert.alertmanager_kept",
                                                      {Phrase::id(url), Phrase::timeMs(snapshot.lastSuccessMs)})
                                       : Phrase::make("alert.alertmanager_never_read", {Phrase::id(url)}));
        c.setCurrentValue(Phrase::verbatim(alertmanager::bridgeStateName(snapshot.state).toStdString()));
        ExternalAlert external;
        external.set_system("alertmanager");
        external.set_instance(url);
        external.set_stale(true);
        if (snapshot.lastSuccessMs > 0)
            *external.mutable_last_seen() = stamp(snapshot.lastSuccessMs);
        c.external = std::move(external);
        out->push_back(std::move(c));
    }
}

std::vector<std::string> ExternalAlertSource::unknownKeyPrefixes() const
{
    // Before the first answer since start, alerts stored from before are neither confirmed nor gone.
    if (!m_store->snapshot().everRead)
        return {kKeyPrefix};
    return {};
}

} // namespace rackops::sim
