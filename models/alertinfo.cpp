#include "alertinfo.h"

namespace rackops {

Health AlertInfo::health() const
{
    switch (severity) {
    case Severity::Critical: return Health::Critical;
    case Severity::Warning: return Health::Caution;
    case Severity::Info: return Health::Ok;
    case Severity::Unknown: break;
    }
    return Health::Unknown;
}

QString AlertInfo::severityName(Severity severity)
{
    switch (severity) {
    case Severity::Critical: return AlertTexts::tr("Critical", "alert severity");
    case Severity::Warning: return AlertTexts::tr("Warning", "alert severity");
    case Severity::Info: return AlertTexts::tr("Info", "alert severity");
    case Severity::Unknown: break;
    }
    return AlertTexts::tr("Unknown", "alert severity");
}

QString AlertInfo::stateName(State state)
{
    switch (state) {
    case State::Triggered: return AlertTexts::tr("Triggered", "alert state: new, nobody owns it");
    case State::Acknowledged: return AlertTexts::tr("Acknowledged", "alert state: someone owns it");
    case State::Resolved: return AlertTexts::tr("Resolved", "alert state");
    case State::Silenced: return AlertTexts::tr("Silenced", "alert state: held by a silence");
    case State::Unknown: break;
    }
    return AlertTexts::tr("Unknown", "alert state");
}

QString AlertInfo::sourceName(Source source)
{
    switch (source) {
    case Source::Cooling: return AlertTexts::tr("Cooling limit", "alert source: a cooling reading past its threshold");
    case Source::Leak: return AlertTexts::tr("Leak detector", "alert source");
    case Source::Validation: return AlertTexts::tr("Validation verdict", "alert source");
    case Source::Replication: return AlertTexts::tr("Replication", "alert source");
    case Source::Lifecycle: return AlertTexts::tr("Lifecycle", "alert source");
    case Source::Operation: return AlertTexts::tr("Failed operation", "alert source");
    case Source::Cluster:
        return AlertTexts::tr("Cluster", "alert source: a multi-rack cluster's certification or burn-in");
    case Source::Alertmanager: return AlertTexts::tr("Alertmanager", "alert source: the NOC's Prometheus Alertmanager");
    case Source::Unknown: break;
    }
    return AlertTexts::tr("Unknown", "alert source");
}

QString AlertInfo::stateText(const AlertInfo &alert)
{
    const QString own = stateName(alert.state);
    if (!alert.external->isSet() || alert.state == State::Resolved)
        return own;
    if (alert.external->stale)
        return AlertTexts::tr("%1, Alertmanager not answering", "alert state, then why it may be out of date").arg(own);
    if (alert.external->state == ExternalAlertInfo::State::Suppressed)
        return AlertTexts::tr("%1, suppressed in Alertmanager", "alert state, then Alertmanager's").arg(own);
    return own;
}

QString AlertInfo::externalStateText(const ExternalAlertInfo &external)
{
    QString text;
    switch (external.state) {
    case ExternalAlertInfo::State::Active: text = AlertTexts::tr("Active in Alertmanager (it notifies)."); break;
    case ExternalAlertInfo::State::Unprocessed:
        text = AlertTexts::tr("Received by Alertmanager, not yet routed.");
        break;
    case ExternalAlertInfo::State::Suppressed: {
        QStringList why;
        if (!external.silencedBy.isEmpty())
            why << AlertTexts::tr("silenced by %1").arg(external.silencedBy.join(QStringLiteral(", ")));
        if (!external.inhibitedBy.isEmpty())
            why << AlertTexts::tr("inhibited by %1").arg(external.inhibitedBy.join(QStringLiteral(", ")));
        if (!external.mutedBy.isEmpty())
            why << AlertTexts::tr("muted by %1").arg(external.mutedBy.join(QStringLiteral(", ")));
        text = why.isEmpty() ? AlertTexts::tr("Suppressed in Alertmanager: it notifies nobody.")
                             : AlertTexts::tr("Suppressed in Alertmanager (%1): it notifies nobody.")
                                   .arg(why.join(QStringLiteral("; ")));
        break;
    }
    case ExternalAlertInfo::State::Unknown: text = AlertTexts::tr("Alertmanager's state is not known."); break;
    }
    return text;
}

} // namespace rackops
