#include "fleetpage.h"

#include "clusterscontroller.h"
#include "consolesession.h"
#include "currentrack.h"
#include "fleetboard.h"
#include "fleetcontroller.h"
#include "fleetfilterbar.h"

#include <QTableView>

namespace rackops {

FleetPage::FleetPage(ConsoleSession *session, QObject *parent)
    : ConsolePage(parent)
    , m_board(new FleetBoard(session->fleet()->model(), session->fleet()->filter()))
{
    setWidget(m_board, tr("Fleet"));
    // Tab leaves the board for the next control (its filter, the rack dock) instead of walking
    // its cells: at the end of a row that moved the current row, and so the selected rack.
    m_board->table()->setTabKeyNavigation(false);
    // And from the board on to its filter, then out of the page (to the rack dock): the filter's
    // controls, before the board in the chain, follow it. Shift+Tab walks the same way back.
    QWidget *previous = m_board->table();
    FleetFilterBar *filter = m_board->filterBar();
    QList<QWidget *> controls;
    for (QWidget *w = filter->nextInFocusChain(); filter->isAncestorOf(w); w = w->nextInFocusChain())
        controls << w;
    for (QWidget *control : std::as_const(controls)) {
        QWidget::setTabOrder(previous, control);
        previous = control;
    }
    // One rack is "the rack": the board says which one the operator picked, and shows whichever it is.
    connect(m_board, &FleetBoard::currentRackChanged, session->currentRack(), &CurrentRack::select);
    connect(session->currentRack(), &CurrentRack::changed, m_board, &FleetBoard::followRack);
    connect(m_board, &FleetBoard::rackActivated, this,
            [this](const QString &rackId) { Q_EMIT viewRequested(QStringLiteral("rack:") + rackId); });
    connect(m_board, &FleetBoard::artifactDropped, this, &FleetPage::artifactDropped);
    // Which cluster a rack is in: the row's tooltip and menu, Ctrl+Shift+O (issue #37).
    m_board->setClusters(session->clusters()->list());
    connect(m_board, &FleetBoard::clusterActivated, this,
            [this](const QString &clusterId) { Q_EMIT viewRequested(QStringLiteral("cluster:") + clusterId); });
    setView({QStringLiteral("fleet"), tr("&Fleet board"), tr("Fleet board"), QKeySequence(Qt::CTRL | Qt::Key_1),
             ViewEntry::Argument::None, {}, [this](const QString &) {
                 Q_EMIT raiseRequested();
                 m_board->table()->setFocus();
             }});
}

} // namespace rackops
