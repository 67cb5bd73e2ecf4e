#include "alertcountindicator.h"

#include "statuspalette.h"

#include <QHBoxLayout>
#include <QToolButton>

namespace rackops {

AlertCountIndicator::AlertCountIndicator(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("alertCounts"));
    m_critical = new QToolButton(this);
    m_critical->setObjectName(QStringLiteral("criticalAlerts"));
    m_warning = new QToolButton(this);
    m_warning->setObjectName(QStringLiteral("warningAlerts"));
    m_warning->setIcon(StatusPalette::healthIcon(Health::Caution));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    for (QToolButton *button : {m_critical, m_warning}) {
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setAutoRaise(true);
        button->setToolTip(tr("Open alerts; click to see them (Ctrl+9)"));
        layout->addWidget(button);
        connect(button, &QToolButton::clicked, this, &AlertCountIndicator::activated);
    }
    setCounts({});
}

void AlertCountIndicator::setCounts(const AlertCounts &counts)
{
    m_counts = counts;
    refresh();
}

void AlertCountIndicator::setUnavailable(const QString &why)
{
    m_unavailable = why;
    refresh();
}

// The counts are set with every alert batch: a style sheet set again repolishes the button, and an
// icon set again lays the status bar out again, even when they are the same.
void AlertCountIndicator::showCriticalAs(Health icon, const QString &styleSheet)
{
    if (m_criticalIcon != icon) {
        m_criticalIcon = icon;
        m_critical->setIcon(StatusPalette::healthIcon(icon));
    }
    if (m_critical->styleSheet() != styleSheet)
        m_critical->setStyleSheet(styleSheet);
}

void AlertCountIndicator::refresh()
{
    if (!m_unavailable.isEmpty()) {
        // Never "0 critical" for counts nobody could make.
        showCriticalAs(Health::Unknown, QString());
        m_critical->setText(tr("Alerts unavailable"));
        m_critical->setToolTip(tr("The alert counts are not known: %1").arg(m_unavailable));
        m_warning->hide();
        return;
    }
    const AlertCounts &counts = m_counts;
    m_critical->setToolTip(tr("Open critical alerts, silenced ones not counted; click to see them (Ctrl+9)"));
    m_warning->show();
    m_critical->setText(counts.unowned > 0
                            ? tr("%n critical, %1 unowned", "open alerts", counts.critical).arg(counts.unowned)
                            : tr("%n critical", "open alerts", counts.critical));
    QString warnings = tr("%n warning(s)", "open alerts", counts.warning);
    if (counts.silenced > 0)
        warnings += QStringLiteral(", ") + tr("%n silenced", "open alerts", counts.silenced);
    m_warning->setText(warnings);
    // Unowned critical alerts stand out: nobody may leave them sitting.
    showCriticalAs(
        Health::Critical,
        counts.unowned > 0
            ? QStringLiteral("font-weight: bold; color: %1").arg(StatusPalette::healthColor(Health::Critical).name())
            : QString());
}

QString AlertCountIndicator::text() const
{
    return m_unavailable.isEmpty() ? m_critical->text() + QLatin1Char(' ') + m_warning->text() : m_critical->text();
}

} // namespace rackops
