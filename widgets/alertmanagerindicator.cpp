#include "alertmanagerindicator.h"

#include "statuspalette.h"
#include "timestamptext.h"

namespace rackops {

AlertmanagerIndicator::AlertmanagerIndicator(QWidget *parent)
    : QToolButton(parent)
{
    setObjectName(QStringLiteral("alertmanagerIndicator"));
    setAutoRaise(true);
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    hide();
}

void AlertmanagerIndicator::setHealth(const AlertmanagerHealth &health)
{
    m_health = health;
    setVisible(health.configured);
    if (!health.configured)
        return;
    const bool fine = health.reachable && health.silencesPending == 0;
    setIcon(StatusPalette::healthIcon(fine ? Health::Ok : Health::Caution));
    QString text = health.reachable ? tr("Alertmanager") : tr("Alertmanager not answering");
    if (health.silencesPending > 0)
        text += QStringLiteral(" \u00b7 ") + tr("%n silence(s) not yet there", nullptr, health.silencesPending);
    setText(text);
    setAccessibleName(text);
    QStringList tip {tr("Alertmanager %1").arg(health.instance)};
    if (!health.lastError.isEmpty())
        tip << tr("Last error: %1").arg(health.lastError);
    tip << (health.lastSuccessMs > 0 ? tr("Last read: %1").arg(TimestampText::text(health.lastSuccessMs))
                                     : tr("Not read since the backend started"));
    if (health.silencesPending > 0)
        tip << tr("Silences made or ended in RackOps are sent again until Alertmanager takes them.");
    setToolTip(tip.join(QLatin1Char('\n')));
}

} // namespace rackops
