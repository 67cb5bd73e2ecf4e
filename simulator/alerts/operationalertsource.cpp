#include "alerts/operationalertsource.h"

#include "fleet/fleetsimulation.h"
#include "phrase/phrase.h"

namespace rackops::sim {

using namespace rackops::v1;

OperationAlertSource::OperationAlertSource(FleetSimulation &fleet)
    : m_fleet(fleet)
{
}

void OperationAlertSource::collect(std::int64_t, std::vector<AlertCondition> *out)
{
    // The operations snapshot keeps finished operations for an hour, longer
    // than between two evaluations, so no failure is missed.
    for (const Operation &op : m_fleet.operations().snapshot({}).upserts) {
        if (op.state() != OPERATION_STATE_FAILED)
            continue;
        AlertCondition c;
        c.key = "operation/failed/" + op.id();
        c.source = ALERT_SOURCE_OPERATION;
        c.severity = ALERT_SEVERITY_WARNING;
        c.rackId = op.rack_id();
        if (const auto rack = m_fleet.rack(op.rack_id()))
            c.site = rack->summary().location().site();
        c.setSummary(Phrase::make("alert.operation_failed"));
        c.setDetails(op.has_message_text() ? op.message_text() : Phrase::verbatim(op.message()));
        c.setCurrentValue(op.error_code().empty() ? Phrase::make("value.operation_failed")
                                                  : Phrase::verbatim(op.error_code()));
        c.operationId = op.id();
        c.latching = true;
        out->push_back(std::move(c));
    }
}

} // namespace rackops::sim
