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
    m_critical->setIcon(StatusPalette::healthIcon(Health::Critical));
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
    m_critical->setText(counts.unowned > 0
                            ? tr("%n critical, %1 unowned", "open alerts", counts.critical).arg(counts.unowned)
                            : tr("%n critical", "open alerts", counts.critical));
    m_warning->setText(tr("%n warning(s)", "open alerts", counts.warning));
    // Unowned critical alerts stand out: nobody may leave them sitting.
    m_critical->setStyleSheet(counts.unowned > 0 ? QStringLiteral("font-weight: bold; color: %1")
                                                       .arg(StatusPalette::healthColor(Health::Critical).name())
                                                 : QString());
}

QString AlertCountIndicator::text() const
{
    return m_critical->text() + QLatin1Char(' ') + m_warning->text();
}

} // namespace rackops
