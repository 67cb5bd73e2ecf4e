#include "replicationpage.h"

#include "actiondialogs.h"
#include "consolesession.h"
#include "replicationcontroller.h"
#include "replicationview.h"

#include <QTableView>

namespace rackops {

ReplicationPage::ReplicationPage(ConsoleSession *session, ActionDialogs *dialogs, QObject *parent)
    : ConsolePage(parent)
{
    ReplicationController *replication = session->replication();
    auto *view = new ReplicationView(replication->model());
    setWidget(view, tr("Replication"));
    connect(view, &ReplicationView::historyWanted, replication, &ReplicationController::requestHistory);
    connect(view, &ReplicationView::archiveWanted, replication, &ReplicationController::requestArchive);
    connect(replication, &ReplicationController::historyReceived, view, &ReplicationView::setHistory);
    connect(replication, &ReplicationController::archiveReceived, view, &ReplicationView::setArchive);
    connect(view, &ReplicationView::sloChangeWanted, dialogs, &ActionDialogs::openSlo);
    addView({QStringLiteral("replication"),
             tr("&Replication"),
             tr("Storage replication lag and SLO breaches"),
             QKeySequence(Qt::CTRL | Qt::Key_8),
             ViewEntry::Argument::None,
             {},
             [this, view](const QString &) {
                 Q_EMIT raiseRequested();
                 view->table()->setFocus();
             },
             // The lag is streamed; the chosen pair's history and the archive are asked for.
             {},
             [view] { view->reload(); }});
}

} // namespace rackops
