#include "handoverpage.h"

#include "actionpermission.h"
#include "consolesession.h"
#include "handovercontroller.h"
#include "handoverview.h"

namespace rackops {

HandoverPage::HandoverPage(ConsoleSession *session, QObject *parent)
    : ConsolePage(parent)
    , m_session(session)
    , m_view(new HandoverView)
{
    setWidget(m_view, tr("Handover"));
    HandoverController *handover = session->handover();
    handover->setShowNewestFirst(true);
    connect(m_view, &HandoverView::shiftChosen, handover, &HandoverController::fetchHandover);
    // Another shift shown: a note's answer for the one before is no longer the view's to say.
    connect(m_view, &HandoverView::shiftChosen, this, [this] { m_action.abandon(); });
    const auto hear = [this](HandoverActionReply *reply) {
        m_action.hold(reply, m_view, [this](const HandoverActionResult &result) { m_view->showResult(result); });
    };
    connect(m_view, &HandoverView::noteRequested, this,
            [handover, hear](const QString &shiftId, HandoverReportInfo::Note::Kind kind, const QString &text,
                             const QString &alertId) { hear(handover->addNote(shiftId, kind, text, alertId)); });
    connect(m_view, &HandoverView::acknowledgeRequested, this,
            [handover, hear](const QString &shiftId, qint64 revision, const QString &comment) {
                hear(handover->acknowledge(shiftId, revision, comment));
            });
    connect(handover, &HandoverController::shiftsReceived, m_view, &HandoverView::setShifts);
    connect(handover, &HandoverController::handoverReceived, m_view, &HandoverView::setReport);
    connect(handover, &HandoverController::requestFailed, m_view, &HandoverView::showError);
    // Notes and the sign-off need a live link and the operator role; the view explains it.
    ActionPermission *permission = session->permission();
    const auto mayAct = [this, permission] {
        const QString whyNot = permission->whyNot(ActionPermission::Action::SignOff);
        m_view->setMayAct(whyNot.isEmpty(), whyNot);
        m_view->setNoteWhyNot(permission->whyNot(ActionPermission::Action::AddNote));
    };
    connect(permission, &ActionPermission::changed, this, mayAct);
    mayAct();
    addView({QStringLiteral("handover"),
             tr("Shift &handover"),
             tr("Shift handover: report, notes, sign-off, export"),
             QKeySequence(Qt::CTRL | Qt::Key_0),
             ViewEntry::Argument::None,
             {},
             [this, handover](const QString &) {
                 const bool already = isCurrent();
                 Q_EMIT raiseRequested();
                 if (already)
                     handover->listShifts();
             },
             nextOf(handover, &HandoverController::handoverReceived),
             // The shifts, and the report shown (a note or a sign-off from another console).
             [this, handover] {
                 handover->listShifts();
                 if (m_view->report().isValid())
                     handover->fetchHandover(m_view->report().shift.id);
             }});
}

void HandoverPage::shown()
{
    m_session->handover()->listShifts();
}

} // namespace rackops
