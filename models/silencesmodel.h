#pragma once

#include "alertmanagerhealth.h"
#include "silenceinfo.h"

#include <QAbstractTableModel>
#include <QList>

namespace rackops {

// The silences, RackOps' own and Alertmanager's, as a compact table: what is
// held, by whom, until when, and where it stands in Alertmanager ("Not yet in
// Alertmanager: connection refused"). Replaced whole by each listing; rows
// that stay keep their place and change in place.
class SilencesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ScopeColumn, OwnerColumn, UntilColumn, AlertmanagerColumn, ReasonColumn, ColumnCount };
    enum Role {
        SilenceIdRole = Qt::UserRole + 1,
        ExpirableRole, // bool: ours and active
        WaitingRole, // bool: not yet made or expired in Alertmanager
        ExternalRole, // bool: Alertmanager's own
    };

    explicit SilencesModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setSilences(const QList<rackops::SilenceInfo> &silences);
    // The bridge's health, read with the silences.
    void setAlertmanagerHealth(const rackops::AlertmanagerHealth &health);
    const AlertmanagerHealth &alertmanagerHealth() const { return m_health; }
    const SilenceInfo *silenceAt(int row) const;
    int rowOf(const QString &silenceId) const;
    // Ours, active or ended, with something not yet in Alertmanager.
    int waitingCount() const { return m_waiting; }
    // The Alertmanager column's words for one silence.
    static QString alertmanagerText(const SilenceInfo &silence);
    static QString scopeText(const SilenceInfo &silence);

Q_SIGNALS:
    void waitingCountChanged(int count);
    void alertmanagerHealthChanged(const rackops::AlertmanagerHealth &health);

private:
    QList<SilenceInfo> m_silences;
    int m_waiting = 0;
    AlertmanagerHealth m_health;
};

} // namespace rackops
