#include "validationpage.h"

#include "actionpermission.h"
#include "consolesession.h"
#include "rackcontroller.h"
#include "currentrack.h"
#include "validationcontroller.h"
#include "validationview.h"

namespace rackops {

ValidationPage::ValidationPage(ConsoleSession *session, QObject *parent)
    : ConsolePage(parent)
    , m_session(session)
    , m_view(new ValidationView(session->validation()->runs(), session->validation()->criteria(),
                                session->validation()->gpuGrid()))
{
    setWidget(m_view, tr("Validation"));
    ValidationController *validation = session->validation();
    m_view->setGpuFigures(session->rack()->gpuFigures());
    connect(m_view, &ValidationView::runSelected, validation, &ValidationController::selectRun);
    connect(m_view, &ValidationView::testSelected, validation, &ValidationController::selectTest);
    connect(m_view, &ValidationView::importRequested, validation, &ValidationController::importArtifact);
    connect(m_view, &ValidationView::startRunRequested, validation, &ValidationController::startRun);
    connect(validation, &ValidationController::rackChanged, m_view, &ValidationView::setRack);
    connect(validation, &ValidationController::runsListedChanged, m_view, &ValidationView::showRunsListed);
    connect(validation, &ValidationController::selectedRunChanged, m_view, [this, validation] {
        m_view->showRun(validation->selectedRunId(), validation->selectedRun(), validation->previousRun());
    });
    connect(validation, &ValidationController::gridChanged, m_view, &ValidationView::showGrid);
    connect(validation, &ValidationController::importFinished, m_view, &ValidationView::showImportOutcome);
    connect(validation, &ValidationController::requestFailed, m_view, &ValidationView::showRequestFailed);
    connect(validation, &ValidationController::runStarted, m_view, &ValidationView::showRunStarted);
    // Results load on demand: only while the page is shown does it follow the selection.
    connect(session->currentRack(), &CurrentRack::changed, this, [this, validation](const QString &rackId) {
        if (isCurrent())
            validation->showRack(rackId);
    });
    // Nothing is sent over a link that is down: the view goes read only and says why.
    ActionPermission *permission = session->permission();
    const auto mayAct = [this, permission] {
        m_view->setActionsEnabled(permission->linkUp(), permission->readOnlyReason());
    };
    connect(permission, &ActionPermission::changed, this, mayAct);
    mayAct();
    addView({QStringLiteral("validation"),
             tr("&Validation"),
             tr("Validation results of the selected rack"),
             QKeySequence(Qt::CTRL | Qt::Key_7),
             ViewEntry::Argument::Optional,
             {},
             [this, validation](const QString &rackId) {
                 if (!rackId.isEmpty())
                     m_session->currentRack()->choose(rackId);
                 Q_EMIT raiseRequested();
                 if (!rackId.isEmpty())
                     validation->showRack(rackId);
             },
             {},
             [validation] { validation->reload(); }});
}

bool ValidationPage::takeFile(const QString &rackId, const QString &path)
{
    tabView().activate(rackId);
    m_view->importFile(path);
    return true;
}

void ValidationPage::shown()
{
    const QString rackId = m_session->currentRack()->rackId();
    if (!rackId.isEmpty())
        m_session->validation()->showRack(rackId);
}

} // namespace rackops
