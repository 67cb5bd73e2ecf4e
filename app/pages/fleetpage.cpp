#include "fleetpage.h"

#include "clusterscontroller.h"
#include "consolesession.h"
#include "consolesettings.h"
#include "currentrack.h"
#include "fleetboard.h"
#include "fleetcontroller.h"
#include "fleetfilterbar.h"

#include <QAction>
#include <QHeaderView>
#include <QLineEdit>
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
    // A validation artifact dropped on a rack: the page that imports artifacts takes it.
    connect(m_board, &FleetBoard::artifactDropped, this, &ConsolePage::fileDropped);
    // The operator named a rack elsewhere ("cooling:ID"): the board selects it, showing it if a filter hid it.
    connect(session->currentRack(), &CurrentRack::chosen, m_board, &FleetBoard::selectRack);
    // Which cluster a rack is in: the row's tooltip and menu, Ctrl+Shift+O (issue #37).
    m_board->setClusters(session->clusters()->list());
    connect(m_board, &FleetBoard::clusterActivated, this,
            [this](const QString &clusterId) { Q_EMIT viewRequested(QStringLiteral("cluster:") + clusterId); });
    addView({QStringLiteral("fleet"),
             tr("&Fleet board"),
             tr("Fleet board"),
             QKeySequence(Qt::CTRL | Qt::Key_1),
             ViewEntry::Argument::None,
             {},
             [this](const QString &) {
                 Q_EMIT raiseRequested();
                 m_board->table()->setFocus();
             }});
    // Ctrl+F, from any tab: the board in front, its search field ready to type over.
    const auto focusFilter = [this] {
        Q_EMIT raiseRequested();
        m_board->filterBar()->searchField()->setFocus(Qt::ShortcutFocusReason);
        m_board->filterBar()->searchField()->selectAll();
    };
    auto *find = new QAction(tr("Filter &racks"), this);
    find->setShortcut(QKeySequence::Find);
    connect(find, &QAction::triggered, this, focusFilter);
    addMenuAction(Menu::View, find);
    addCommand({QStringLiteral("filter"),
                tr("Filter the racks on the board"),
                QKeySequence(Qt::CTRL | Qt::Key_F),
                {},
                focusFilter});
}

void FleetPage::saveLayout(ConsoleSettings &settings) const
{
    settings.setFleetHeaderState(m_board->table()->horizontalHeader()->saveState());
}

void FleetPage::restoreLayout(const ConsoleSettings &settings)
{
    if (const QByteArray header = settings.fleetHeaderState(); !header.isEmpty())
        m_board->table()->horizontalHeader()->restoreState(header);
}

} // namespace rackops
