#pragma once

#include "alertfiltermodel.h"

namespace rackops::test {

// AlertFilterModel with its own filter and order opened up, so tests can
// check that what the proxy lists is exactly what it accepts, in its order.
class AlertFilterProbe : public AlertFilterModel {
public:
    using AlertFilterModel::AlertFilterModel;
    using AlertFilterModel::filterAcceptsRow;
    using AlertFilterModel::lessThan;
};

} // namespace rackops::test
