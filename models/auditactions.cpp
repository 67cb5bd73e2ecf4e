#include "auditactions.h"

namespace rackops {

QString AuditActions::displayName(const QString &action)
{
    // Every action the backend audits (OperationDesk, AlertBook, HandoverServiceImpl,
    // ReplicationServiceImpl in the simulator).
    static const struct {
        const char *action;
        const char *words;
    } kActions[] = {
        {"rack.approve", QT_TRANSLATE_NOOP("AuditActions", "Approval")},
        {"rack.approve.finish", QT_TRANSLATE_NOOP("AuditActions", "Approval finished")},
        {"rack.override.request", QT_TRANSLATE_NOOP("AuditActions", "Override requested")},
        {"rack.override.confirm", QT_TRANSLATE_NOOP("AuditActions", "Override confirmed")},
        {"rack.override.reject", QT_TRANSLATE_NOOP("AuditActions", "Override turned down")},
        {"rack.override.withdraw", QT_TRANSLATE_NOOP("AuditActions", "Override withdrawn")},
        {"rack.remediate", QT_TRANSLATE_NOOP("AuditActions", "Remediation")},
        {"rack.remediate.finish", QT_TRANSLATE_NOOP("AuditActions", "Remediation finished")},
        {"rack.validate", QT_TRANSLATE_NOOP("AuditActions", "Validation run")},
        {"rack.validate.finish", QT_TRANSLATE_NOOP("AuditActions", "Validation run finished")},
        {"rack.validate.import", QT_TRANSLATE_NOOP("AuditActions", "Validation imported")},
        {"alert.acknowledge", QT_TRANSLATE_NOOP("AuditActions", "Alert acknowledged")},
        {"alert.take_over", QT_TRANSLATE_NOOP("AuditActions", "Alert taken over")},
        {"alert.comment", QT_TRANSLATE_NOOP("AuditActions", "Alert comment")},
        {"alert.resolve", QT_TRANSLATE_NOOP("AuditActions", "Alert resolved")},
        {"alert.silence", QT_TRANSLATE_NOOP("AuditActions", "Silence")},
        {"alert.silence.expire", QT_TRANSLATE_NOOP("AuditActions", "Silence ended")},
        {"alert.silence.alertmanager", QT_TRANSLATE_NOOP("AuditActions", "Silence in Alertmanager")},
        {"handover.note", QT_TRANSLATE_NOOP("AuditActions", "Handover note")},
        {"handover.acknowledge", QT_TRANSLATE_NOOP("AuditActions", "Handover signed off")},
        {"bucket.set_slo", QT_TRANSLATE_NOOP("AuditActions", "SLO changed")},
    };
    for (const auto &known : kActions) {
        if (action == QLatin1StringView(known.action))
            return QCoreApplication::translate("AuditActions", known.words);
    }
    return action;
}

} // namespace rackops
