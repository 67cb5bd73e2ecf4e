#include "thermalpage.h"

#include "consolesession.h"
#include "coolingcontroller.h"
#include "coolingstore.h"
#include "fleetcontroller.h"
#include "fleetthermalview.h"

namespace rackops {

ThermalPage::ThermalPage(ConsoleSession *session, QObject *parent)
    : ConsolePage(parent)
{
    auto *thermal = new FleetThermalView(session->fleet()->model(), session->cooling()->store());
    setWidget(thermal, tr("Thermal map"));
    connect(thermal, &FleetThermalView::rackActivated, this,
            [this](const QString &rackId) { Q_EMIT viewRequested(QStringLiteral("cooling:") + rackId); });
    addView({QStringLiteral("thermal"),
             tr("&Thermal map"),
             tr("Thermal map of the fleet"),
             QKeySequence(Qt::CTRL | Qt::Key_3),
             ViewEntry::Argument::None,
             {},
             [this](const QString &) { Q_EMIT raiseRequested(); },
             // The whole fleet's telemetry arrives with the first batch after connecting.
             nextOf(session->cooling()->store(), &CoolingStore::samplesApplied)});
}

} // namespace rackops
