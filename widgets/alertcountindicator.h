#pragma once

#include "alertinfo.h"
#include "health.h"

#include <QWidget>

#include <optional>

class QToolButton;

namespace rackops {

// Open alerts by severity, always in the status bar: critical (and how many
// of them nobody owns) and warning, each with the palette's shape so colour
// is never the only signal. Clicking opens the Alerts view.
class AlertCountIndicator : public QWidget {
    Q_OBJECT
public:
    explicit AlertCountIndicator(QWidget *parent = nullptr);

    QString text() const;

public Q_SLOTS:
    void setCounts(const rackops::AlertCounts &counts);
    // Why the counts are not known (the alert stream refused or down), or empty when they are.
    void setUnavailable(const QString &why);

Q_SIGNALS:
    void activated();

private:
    void refresh();
    void showCriticalAs(Health icon, const QString &styleSheet);

    AlertCounts m_counts;
    QString m_unavailable;
    QToolButton *m_critical;
    QToolButton *m_warning;
    std::optional<Health> m_criticalIcon; // as set on m_critical
};

} // namespace rackops
