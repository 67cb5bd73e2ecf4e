#pragma once

#include "consoledock.h"

namespace rackops {

class OperationsModel;

// The operations running and finished, in a dock under the views: every tab sees what is under way.
// Ctrl+6 (View › Operations, and the palette's "Operations panel" among the views).
class OperationsDock : public ConsoleDock {
    Q_OBJECT
public:
    OperationsDock(OperationsModel *operations, QWidget *parent);
};

} // namespace rackops
