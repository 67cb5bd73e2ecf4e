#pragma once

#include <QDockWidget>

namespace rackops {

class OperationsModel;

// The operations running and finished, in a dock under the views: every tab sees what is under way.
class OperationsDock : public QDockWidget
{
    Q_OBJECT
public:
    OperationsDock(OperationsModel *operations, QWidget *parent);

Q_SIGNALS:
    void rackActivated(const QString &rackId);
};

} // namespace rackops
