#include "validationpage.h"

#include "actionpermission.h"
#include "consolesession.h"
#include "currentrack.h"
#include "validationcontroller.h"
#include "validationview.h"

namespace rackops {

ValidationPage::ValidationPage(ConsoleSession *session, QObject *parent)
    : ConsolePage(parent)
    , m_session(session)
    , m_view(new ValidationView)
{
    setWidget(m_view, tr("Validation"));
    ValidationController *validation = session->validation();
    connect(m_view, &ValidationView::runsWanted, validation, &ValidationController::listRuns);
    connect(m_view, &ValidationView::runWanted, validation, &ValidationController::fetchRun);
    connect(m_view, &ValidationView::importRequested, validation, &ValidationController::importArtifact);
    connect(m_view, &ValidationView::startRunRequested, validation, &ValidationController::startRun);
    connect(validation, &ValidationController::runsReceived, m_view, &ValidationView::setRuns);
    connect(validation, &ValidationController::runReceived, m_view, &ValidationView::setRun);
    connect(validation, &ValidationController::importFinished, m_view, &ValidationView::showImportOutcome);
    connect(validation, &ValidationController::requestFailed, m_view, &ValidationView::showRequestFailed);
    connect(validation, &ValidationController::runStarted, m_view, &ValidationView::showRunStarted);
    // Results load on demand: only while the page is shown does it follow the selection.
    connect(session->currentRack(), &CurrentRack::changed, this, [this](const QString &rackId) {
        if (isCurrent())
            m_view->setRack(rackId);
    });
    // Nothing is sent over a link that is down: the view goes read only and says why.
    ActionPermission *permission = session->permission();
    const auto mayAct = [this, permission] {
        m_view->setActionsEnabled(permission->linkUp(), permission->readOnlyReason());
    };
    connect(permission, &ActionPermission::changed, this, mayAct);
    mayAct();
    setView({QStringLiteral("validation"), tr("&Validation"), tr("Validation results of the selected rack"),
             QKeySequence(Qt::CTRL | Qt::Key_7), ViewEntry::Argument::Optional, {},
             [this](const QString &rackId) {
                 if (!rackId.isEmpty())
                     emit rackChosen(rackId);
                 emit raiseRequested();
                 if (!rackId.isEmpty())
                     m_view->setRack(rackId);
             }});
}

void ValidationPage::shown()
{
    const QString rackId = m_session->currentRack()->rackId();
    if (!rackId.isEmpty())
        m_view->setRack(rackId);
}

} // namespace rackops
