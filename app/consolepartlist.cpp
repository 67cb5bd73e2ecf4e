#include "consolepartlist.h"

#include "alertspage.h"
#include "approvalspage.h"
#include "auditpage.h"
#include "clusterspage.h"
#include "consolesession.h"
#include "coolingpage.h"
#include "fleetpage.h"
#include "handoverpage.h"
#include "operationscontroller.h"
#include "operationsdock.h"
#include "rackdock.h"
#include "replicationpage.h"
#include "thermalpage.h"
#include "validationpage.h"

#include <QMainWindow>

namespace rackops {

namespace {
// A page that needs only the session.
template<typename Page> ConsolePartList::PageFactory pageOnSession()
{
    return [](const ConsolePartList::Context &c) -> ConsolePage * { return new Page(c.session, c.window); };
}
} // namespace

ConsolePartList ConsolePartList::standard()
{
    ConsolePartList parts;
    parts.pages = {
        pageOnSession<FleetPage>(),
        pageOnSession<CoolingPage>(),
        pageOnSession<ThermalPage>(),
        pageOnSession<ValidationPage>(),
        pageOnSession<ApprovalsPage>(),
        pageOnSession<AuditPage>(),
        [](const Context &c) -> ConsolePage * { return new ReplicationPage(c.session, c.dialogs, c.window); },
        pageOnSession<AlertsPage>(),
        pageOnSession<HandoverPage>(),
        pageOnSession<ClustersPage>(),
    };
    parts.docks = {
        [](const Context &c) -> ConsoleDock * { return new RackDock(c.session, c.dialogs, c.window); },
        [](const Context &c) -> ConsoleDock * {
            return new OperationsDock(c.session->operations()->model(), c.window);
        },
    };
    return parts;
}

} // namespace rackops
