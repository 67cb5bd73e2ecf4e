#include "alertconvert.h"

#include "commonconvert.h"

#include "rackops/v1/alerts.pb.h"

#include <algorithm>

namespace rackops {

AlertInfo::Severity AlertConvert::severity(int value)
{
    switch (value) {
    case v1::ALERT_SEVERITY_INFO: return AlertInfo::Severity::Info;
    case v1::ALERT_SEVERITY_WARNING: return AlertInfo::Severity::Warning;
    case v1::ALERT_SEVERITY_CRITICAL: return AlertInfo::Severity::Critical;
    default: return AlertInfo::Severity::Unknown;
    }
}

AlertInfo::State AlertConvert::state(int value)
{
    switch (value) {
    case v1::ALERT_STATE_TRIGGERED: return AlertInfo::State::Triggered;
    case v1::ALERT_STATE_ACKNOWLEDGED: return AlertInfo::State::Acknowledged;
    case v1::ALERT_STATE_RESOLVED: return AlertInfo::State::Resolved;
    case v1::ALERT_STATE_SILENCED: return AlertInfo::State::Silenced;
    default: return AlertInfo::State::Unknown;
    }
}

AlertInfo::Source AlertConvert::source(int value)
{
    switch (value) {
    case v1::ALERT_SOURCE_COOLING: return AlertInfo::Source::Cooling;
    case v1::ALERT_SOURCE_LEAK: return AlertInfo::Source::Leak;
    case v1::ALERT_SOURCE_VALIDATION: return AlertInfo::Source::Validation;
    case v1::ALERT_SOURCE_REPLICATION: return AlertInfo::Source::Replication;
    case v1::ALERT_SOURCE_LIFECYCLE: return AlertInfo::Source::Lifecycle;
    case v1::ALERT_SOURCE_OPERATION: return AlertInfo::Source::Operation;
    case v1::ALERT_SOURCE_CLUSTER: return AlertInfo::Source::Cluster;
    case v1::ALERT_SOURCE_EXTERNAL: return AlertInfo::Source::Alertmanager;
    default: return AlertInfo::Source::Unknown;
    }
}

AlertInfo AlertConvert::alert(const v1::Alert &m)
{
    const auto ms = [](bool has, const google::protobuf::Timestamp &t) { return has ? CommonConvert::toMs(t) : 0; };
    AlertInfo a;
    a.id = QString::fromStdString(m.id());
    a.severity = severity(m.severity());
    a.state = state(m.state());
    a.source = source(m.source());
    a.rackId = QString::fromStdString(m.rack_id());
    a.bucket = QString::fromStdString(m.bucket());
    a.site = CommonConvert::interned(m.site());
    // Thousands of alerts say the same few things ("Rack stuck in Awaiting approval"): each
    // distinct text is converted and said once, and the alerts share it.
    a.summary = CommonConvert::spoken(m.summary_text(), m.summary(), &a.summaryText);
    a.details = CommonConvert::spoken(m.details_text(), m.details(), &a.detailsText);
    a.currentValue = CommonConvert::spoken(m.current_value_text(), m.current_value(), &a.currentValueText);
    a.conditionActive = m.condition_active();
    a.raisedMs = ms(m.has_raised_at(), m.raised_at());
    a.updatedMs = ms(m.has_updated_at(), m.updated_at());
    a.owner = QString::fromStdString(m.owner().name());
    for (const auto &c : m.comments())
        a.comments.append(
            {QString::fromStdString(c.author().name()), ms(c.has_time(), c.time()), QString::fromStdString(c.text())});
    a.resolvedMs = ms(m.has_resolved_at(), m.resolved_at());
    a.resolvedBy = QString::fromStdString(m.resolved_by().name());
    a.resolution = QString::fromStdString(m.resolution());
    a.silenceId = QString::fromStdString(m.silence_id());
    a.conditionKey = QString::fromStdString(m.condition_key());
    a.operationId = QString::fromStdString(m.operation_id());
    a.validationRunId = QString::fromStdString(m.validation_run_id());
    a.revision = m.revision();
    if (m.has_external()) {
        const v1::ExternalAlert &e = m.external();
        ExternalAlertInfo x;
        x.system = QString::fromStdString(e.system());
        x.instance = QString::fromStdString(e.instance());
        x.fingerprint = QString::fromStdString(e.fingerprint());
        x.state = e.state() == v1::EXTERNAL_ALERT_STATE_ACTIVE  ? ExternalAlertInfo::State::Active
            : e.state() == v1::EXTERNAL_ALERT_STATE_SUPPRESSED  ? ExternalAlertInfo::State::Suppressed
            : e.state() == v1::EXTERNAL_ALERT_STATE_UNPROCESSED ? ExternalAlertInfo::State::Unprocessed
                                                                : ExternalAlertInfo::State::Unknown;
        for (const std::string &id : e.silenced_by())
            x.silencedBy << QString::fromStdString(id);
        for (const std::string &id : e.inhibited_by())
            x.inhibitedBy << QString::fromStdString(id);
        for (const std::string &id : e.muted_by())
            x.mutedBy << QString::fromStdString(id);
        x.generatorUrl = QString::fromStdString(e.generator_url());
        for (const auto &[key, value] : e.labels())
            x.labels.append({QString::fromStdString(key), QString::fromStdString(value)});
        std::sort(x.labels.begin(), x.labels.end());
        x.stale = e.stale();
        x.lastSeenMs = ms(e.has_last_seen(), e.last_seen());
        a.external = std::move(x);
    }
    return a;
}

} // namespace rackops
