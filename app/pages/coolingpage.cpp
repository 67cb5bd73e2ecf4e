#include "coolingpage.h"

#include "alertscontroller.h"
#include "consolesession.h"
#include "coolingcontroller.h"
#include "coolingview.h"
#include "currentrack.h"

#include <QTimer>

namespace rackops {

CoolingPage::CoolingPage(ConsoleSession *session, QObject *parent)
    : ConsolePage(parent)
    , m_view(new CoolingView)
{
    setWidget(m_view, tr("Cooling"));
    CoolingController *cooling = session->cooling();
    connect(session->currentRack(), &CurrentRack::changed, m_view, &CoolingView::setRack);
    connect(m_view, &CoolingView::historyWanted, cooling, &CoolingController::requestHistory);
    connect(cooling, &CoolingController::historyReceived, m_view, &CoolingView::setHistory);
    connect(m_view, &CoolingView::liveRacksChanged, cooling, &CoolingController::chartRacks);
    connect(cooling, &CoolingController::samplesReceived, m_view, &CoolingView::appendSamples);
    connect(cooling, &CoolingController::operationTimesChanged, m_view, &CoolingView::setActions);
    m_view->setAlerts(session->alerts()->model());
    m_view->setCoolingStore(cooling->store());
    // Without a rack: the cooling of the one already selected.
    addView({QStringLiteral("cooling"),
             tr("&Cooling"),
             tr("Cooling of the selected rack"),
             QKeySequence(Qt::CTRL | Qt::Key_2),
             ViewEntry::Argument::Optional,
             {},
             [this, session](const QString &rackId) {
                 if (!rackId.isEmpty()) {
                     session->currentRack()->choose(rackId);
                     m_view->setRack(rackId);
                 }
                 Q_EMIT raiseRequested();
             },
             // The history, then a few live samples on top of it.
             [cooling](QObject *context, const ViewEntry::Loaded &loaded, const ViewEntry::Failed &) {
                 connect(
                     cooling, &CoolingController::historyReceived, context,
                     [context, loaded] { QTimer::singleShot(1900, context, loaded); }, Qt::SingleShotConnection);
             },
             // Live samples are streamed; the history under them is asked for.
             [this] { m_view->reload(); }});
}

} // namespace rackops
