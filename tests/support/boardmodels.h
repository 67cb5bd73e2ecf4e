#pragma once

#include "coolingstore.h"
#include "fleetfiltermodel.h"
#include "fleetmodel.h"

#include <QAbstractItemModelTester>

namespace rackops::test {

// The fleet board's models wired as the console wires them: the cooling store
// feeding the fleet model, the filter on top, both item models under
// QAbstractItemModelTester for the whole test.
struct BoardModels {
    BoardModels()
    {
        fleet.setCoolingStore(&cooling);
        filter.setFleetModel(&fleet);
    }

    CoolingStore cooling;
    FleetModel fleet;
    FleetFilterModel filter;
    QAbstractItemModelTester fleetTester {&fleet, QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester filterTester {&filter, QAbstractItemModelTester::FailureReportingMode::QtTest};
};

} // namespace rackops::test
