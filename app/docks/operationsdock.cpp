#include "operationsdock.h"

#include "operationspanel.h"

namespace rackops {

OperationsDock::OperationsDock(OperationsModel *operations, QWidget *parent)
    : QDockWidget(tr("Operations"), parent)
{
    setObjectName(QStringLiteral("operationsDock"));
    auto *panel = new OperationsPanel(operations, this);
    setWidget(panel);
    connect(panel, &OperationsPanel::rackActivated, this, &OperationsDock::rackActivated);
}

} // namespace rackops
