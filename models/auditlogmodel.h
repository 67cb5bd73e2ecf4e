#pragma once

#include "auditentryinfo.h"

#include <QAbstractTableModel>

namespace rackops {

// Entries of the audit log, newest first, and their CSV export.
class AuditLogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        ActorColumn,
        ActionColumn,
        RackColumn,
        OutcomeColumn,
        DetailsColumn,
        ReasonColumn,
        ColumnCount
    };

    explicit AuditLogModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setEntries(const QList<AuditEntryInfo> &entries);
    const AuditEntryInfo &entryAt(int row) const { return m_entries.at(row); }
    static QString outcomeName(AuditEntryInfo::Outcome outcome);
    // The kind of a refusal or failure in an operator's words, from the gRPC
    // status name the backend recorded ("PERMISSION_DENIED" -> "not permitted");
    // empty for a name it does not know.
    static QString statusKind(const QString &statusCode);
    // What the Outcome column shows: "Refused: not permitted", or the outcome alone.
    static QString outcomeText(const AuditEntryInfo &entry);
    // RFC 4180 CSV with a header row; times in UTC ISO 8601.
    QByteArray toCsv() const;

private:
    QList<AuditEntryInfo> m_entries;
};

} // namespace rackops
