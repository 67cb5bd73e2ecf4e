#include "replicationstatusbutton.h"

#include "replicationmodel.h"
#include "statuspalette.h"

namespace rackops {

ReplicationStatusButton::ReplicationStatusButton(ReplicationModel *model, QWidget *parent)
    : QToolButton(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("replicationStatus"));
    setAutoRaise(true);
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    setCursor(Qt::PointingHandCursor);
    connect(model, &ReplicationModel::updateApplied, this, &ReplicationStatusButton::refresh);
    connect(model, &ReplicationModel::modelReset, this, &ReplicationStatusButton::refresh);
    refresh();
}

void ReplicationStatusButton::refresh()
{
    const int breaches = m_model->breachCount();
    const int atRisk = m_model->atRiskCount();
    setVisible(m_model->hasSnapshot());
    if (breaches == m_breaches && atRisk == m_atRisk)
        return;
    m_breaches = breaches;
    m_atRisk = atRisk;
    const Health health = breaches > 0 ? Health::Critical : atRisk > 0 ? Health::Caution : Health::Ok;
    setIcon(StatusPalette::healthIcon(health));
    if (breaches == 1)
        setText(tr("Replication: 1 SLO breach"));
    else if (breaches > 1)
        setText(tr("Replication: %1 SLO breaches").arg(breaches));
    else if (atRisk == 1)
        setText(tr("Replication: 1 pair at risk"));
    else if (atRisk > 1)
        setText(tr("Replication: %n pair(s) at risk", nullptr, atRisk));
    else
        setText(tr("Replication within SLO"));
    setStyleSheet(breaches > 0 ? QStringLiteral("QToolButton { color: %1; font-weight: bold; }")
                                     .arg(StatusPalette::healthColor(Health::Critical).name())
                               : QString());
    setToolTip(tr("Open the replication view (Ctrl+8)"));
}

} // namespace rackops
