#pragma once

#include "alertinfo.h"

#include <QSortFilterProxyModel>

namespace rackops {

class AlertsModel;

// What the Alerts view shows: open alerts (or all), silenced ones apart (as Alertmanager's own
// views keep them: they page nobody and are not counted as open), from a minimum severity,
// one source, only those nobody owns, matching a text; most severe first
// (leaks first among them), then newest. Reads the value types directly. A setter re-filters only when
// its value changes; never call one from a slot of this model's own row
// signals (it would re-filter in the middle of an insertion or removal).
class AlertFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit AlertFilterModel(AlertsModel *alerts, QObject *parent = nullptr);

    void setShowResolved(bool show);
    void setOnlyUnowned(bool only);
    enum class Silenced : quint8 { Hidden, Only, Shown };
    void setSilenced(Silenced silenced);
    void setMinimumSeverity(AlertInfo::Severity severity);
    void setSource(AlertInfo::Source source); // Unknown = every source
    void setText(const QString &text);

    const AlertInfo *alertAt(const QModelIndex &proxyIndex) const;
    // The same, shared with a list that shows it too (null for no row).
    SharedAlert sharedAlertAt(const QModelIndex &proxyIndex) const;
    AlertsModel *alerts() const { return m_alerts; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    AlertsModel *m_alerts;
    bool m_showResolved = false;
    bool m_onlyUnowned = false;
    Silenced m_silenced = Silenced::Hidden;
    AlertInfo::Severity m_minimum = AlertInfo::Severity::Unknown;
    AlertInfo::Source m_source = AlertInfo::Source::Unknown;
    QString m_text;
};

} // namespace rackops
