#include "auditlogmodel.h"

#include "auditactions.h"
#include "csvfield.h"
#include "timestamptext.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

namespace rackops {

AuditLogModel::AuditLogModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    TimestampText::follow(this);
}

int AuditLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int AuditLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString AuditLogModel::outcomeName(AuditEntryInfo::Outcome outcome)
{
    switch (outcome) {
    case AuditEntryInfo::Outcome::Accepted: return tr("Accepted", "audit outcome");
    case AuditEntryInfo::Outcome::Succeeded: return tr("Succeeded", "audit outcome");
    case AuditEntryInfo::Outcome::Failed: return tr("Failed", "audit outcome");
    case AuditEntryInfo::Outcome::Rejected: return tr("Refused", "audit outcome");
    case AuditEntryInfo::Outcome::Unknown: break;
    }
    return tr("Unknown", "audit outcome");
}

QString AuditLogModel::statusKind(const QString &statusCode)
{
    // Said for the audit page's Outcome column, after "Refused:" or "Failed:".
    struct Words {
        const char *source;
        const char *comment;
    };
    static const struct {
        const char *code;
        Words words;
    } kKinds[] = {
        {"PERMISSION_DENIED", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "not permitted", "kind of refusal")},
        {"UNAUTHENTICATED", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "caller not known", "kind of refusal")},
        {"FAILED_PRECONDITION", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "not possible now", "kind of refusal")},
        {"ABORTED", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "changed meanwhile", "kind of refusal")},
        {"INVALID_ARGUMENT", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "invalid input", "kind of refusal")},
        {"OUT_OF_RANGE", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "out of range", "kind of refusal")},
        {"ALREADY_EXISTS", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "already there", "kind of refusal")},
        {"NOT_FOUND", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "not found", "kind of refusal")},
        {"RESOURCE_EXHAUSTED", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "too many requests", "kind of refusal")},
        {"UNAVAILABLE", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "backend unavailable", "kind of refusal")},
        {"DEADLINE_EXCEEDED", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "no answer in time", "kind of refusal")},
        {"CANCELLED", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "cancelled", "kind of refusal")},
        {"UNIMPLEMENTED", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "not supported", "kind of refusal")},
        {"INTERNAL", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "backend error", "kind of refusal")},
        {"UNKNOWN", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "backend error", "kind of refusal")},
        {"DATA_LOSS", QT_TRANSLATE_NOOP3("rackops::AuditLogModel", "backend error", "kind of refusal")},
    };
    for (const auto &kind : kKinds) {
        if (statusCode == QLatin1StringView(kind.code))
            return QCoreApplication::translate("rackops::AuditLogModel", kind.words.source, kind.words.comment);
    }
    return {};
}

QString AuditLogModel::outcomeText(const AuditEntryInfo &entry)
{
    const QString kind = statusKind(entry.statusCode);
    //: Audit outcome and the kind of refusal, e.g. "Refused: not permitted"
    return kind.isEmpty() ? outcomeName(entry.outcome)
                          : tr("%1: %2", "audit outcome: kind").arg(outcomeName(entry.outcome), kind);
}

QVariant AuditLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const AuditEntryInfo &e = m_entries.at(index.row());
    if (role == Qt::ToolTipRole) {
        if (index.column() == TimeColumn)
            return TimestampText::tooltip(e.timeMs);
        QStringList lines {e.details};
        if (index.column() == ActionColumn)
            lines << tr("Action: %1").arg(e.action); // the id the API and the CSV export use
        if (!e.reason.isEmpty())
            lines << tr("Reason: %1").arg(e.reason);
        for (const GateCriterion &c : e.criteria)
            lines << tr("%1: %2 (needs %3)").arg(c.name, c.measured, c.threshold);
        if (!e.idempotencyKey.isEmpty())
            lines << tr("Request key: %1").arg(e.idempotencyKey);
        // The backend's own status name, for whoever reads logs or the API.
        if (!e.statusCode.isEmpty())
            lines << tr("Status code: %1").arg(e.statusCode);
        return lines.join(QLatin1Char('\n'));
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case TimeColumn: return TimestampText::text(e.timeMs);
    case ActorColumn: return e.automated ? tr("%1 (automated)").arg(e.actor) : e.actor;
    case ActionColumn: return AuditActions::displayName(e.action);
    case RackColumn: return e.rackId;
    case OutcomeColumn: return outcomeText(e);
    case DetailsColumn: return e.details;
    case ReasonColumn: return e.reason;
    }
    return {};
}

QVariant AuditLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn: return tr("Time");
    case ActorColumn: return tr("Who");
    case ActionColumn: return tr("Action");
    case RackColumn: return tr("Rack");
    case OutcomeColumn: return tr("Outcome");
    case DetailsColumn: return tr("What");
    case ReasonColumn: return tr("Why");
    }
    return {};
}

void AuditLogModel::setEntries(const QList<AuditEntryInfo> &entries)
{
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

QByteArray AuditLogModel::toCsv() const
{
    const auto field = [](const QString &text) { return CsvField::encode(text); };
    QStringList lines;
    lines << QStringLiteral(
        "time_utc,actor,automated,action,rack_id,outcome,status_code,details,reason,operation_id,idempotency_key");
    for (const AuditEntryInfo &e : m_entries) {
        lines << QStringList {field(QDateTime::fromMSecsSinceEpoch(e.timeMs).toUTC().toString(Qt::ISODateWithMs)),
                              field(e.actor),
                              field(e.automated ? QStringLiteral("true") : QStringLiteral("false")),
                              field(e.action),
                              field(e.rackId),
                              field(outcomeName(e.outcome)),
                              field(e.statusCode),
                              field(e.details),
                              field(e.reason),
                              field(e.operationId),
                              field(e.idempotencyKey)}
                     .join(QLatin1Char(','));
    }
    return (lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")).toUtf8();
}

} // namespace rackops
