#include "fleetpage.h"

#include "consolesession.h"
#include "currentrack.h"
#include "fleetboard.h"
#include "fleetcontroller.h"

#include <QTableView>

namespace rackops {

FleetPage::FleetPage(ConsoleSession *session, QObject *parent)
    : ConsolePage(parent)
    , m_board(new FleetBoard(session->fleet()->model(), session->fleet()->filter()))
{
    setWidget(m_board, tr("Fleet"));
    // One rack is "the rack": the board says which one the operator picked, and shows whichever it is.
    connect(m_board, &FleetBoard::currentRackChanged, session->currentRack(), &CurrentRack::select);
    connect(session->currentRack(), &CurrentRack::changed, m_board, &FleetBoard::followRack);
    connect(m_board, &FleetBoard::rackActivated, this,
            [this](const QString &rackId) { Q_EMIT viewRequested(QStringLiteral("rack:") + rackId); });
    connect(m_board, &FleetBoard::artifactDropped, this, &FleetPage::artifactDropped);
    setView({QStringLiteral("fleet"), tr("&Fleet board"), tr("Fleet board"), QKeySequence(Qt::CTRL | Qt::Key_1),
             ViewEntry::Argument::None, {}, [this](const QString &) {
                 Q_EMIT raiseRequested();
                 m_board->table()->setFocus();
             }});
}

} // namespace rackops
