#pragma once

#include "fleetmodel.h"
#include "fleet/fleetsimulation.h"

#include <QString>

namespace rackops::test {

// The console's model must hold exactly the simulator's fleet.
inline bool sameFleet(const FleetModel &model, const sim::FleetSimulation &fleet, QString *why)
{
    const auto snapshot = fleet.snapshot();
    if (model.rowCount() != int(snapshot.upserts.size())) {
        *why = QStringLiteral("rows %1 vs racks %2").arg(model.rowCount()).arg(snapshot.upserts.size());
        return false;
    }
    for (const auto &rack : snapshot.upserts) {
        const int row = model.rowOf(QString::fromStdString(rack.rack_id()));
        if (row < 0) {
            *why = QStringLiteral("missing %1").arg(QString::fromStdString(rack.rack_id()));
            return false;
        }
        const RackSummary &mine = model.rackAt(row);
        if (mine.revision != rack.revision() || int(mine.stage) != int(rack.stage())
            || mine.stepProgress != rack.step_progress()) {
            *why = QStringLiteral("%1 differs").arg(mine.rackId);
            return false;
        }
    }
    return true;
}

} // namespace rackops::test
