#include "rackchangeguard.h"

#include "fleetmodel.h"

namespace rackops {

RackChangeGuard::RackChangeGuard(FleetModel *fleet, QString rackId, qint64 revision, QObject *parent)
    : QObject(parent)
    , m_fleet(fleet)
    , m_rackId(std::move(rackId))
    , m_revision(revision)
{
    connect(m_fleet, &FleetModel::dataChanged, this, &RackChangeGuard::check);
    connect(m_fleet, &FleetModel::modelReset, this, &RackChangeGuard::check);
    connect(m_fleet, &FleetModel::rowsRemoved, this, &RackChangeGuard::check);
}

qint64 RackChangeGuard::currentRevision() const
{
    const int row = m_fleet->rowOf(m_rackId);
    return row < 0 ? -1 : m_fleet->rackAt(row).stateRevision;
}

void RackChangeGuard::rebase()
{
    m_revision = currentRevision();
    m_changed = false;
}

void RackChangeGuard::check()
{
    if (m_changed)
        return;
    const int row = m_fleet->rowOf(m_rackId);
    if (row < 0) {
        m_changed = true;
        Q_EMIT rackChanged(tr("Rack %1 is no longer in the fleet.").arg(m_rackId));
        return;
    }
    const RackSummary &rack = m_fleet->rackAt(row);
    // The fleet stream may still be behind the revision a decision was based on; only newer counts.
    if (rack.stateRevision <= m_revision)
        return;
    m_changed = true;
    QString now = tr("it is now %1, health %2")
                      .arg(LifecycleStages::displayName(rack.stage), HealthLevels::displayName(rack.health));
    if (!rack.activeOperation.isEmpty())
        now += tr(", running: %1").arg(rack.activeOperation);
    Q_EMIT rackChanged(tr("Rack %1 changed while this dialog was open: %2.").arg(m_rackId, now));
}

} // namespace rackops
