#include "approvalspage.h"

#include "actionpermission.h"
#include "consolesession.h"
#include "operationscontroller.h"
#include "overridequeuemodel.h"
#include "overridequeueview.h"

namespace rackops {

ApprovalsPage::ApprovalsPage(ConsoleSession *session, QObject *parent)
    : ConsolePage(parent)
{
    OperationsController *ops = session->operations();
    m_view = new OverrideQueueView(ops->overrides(), ops->identity());
    setWidget(m_view, tr("Approvals"));
    connect(m_view, &OverrideQueueView::refreshRequested, ops, &OperationsController::fetchOverrides);
    connect(m_view, &OverrideQueueView::decisionRequested, this,
            [this, ops](const QString &overrideId, bool confirm, const QString &comment) {
                m_decision.hold(ops->decideOverride(overrideId, confirm, comment), m_view,
                                [this](const OverrideDecisionResult &result) { m_view->showResult(result); });
            });
    ActionPermission *permission = session->permission();
    const auto mayDecide = [this, permission] {
        m_view->setPermissionReason(permission->whyNot(ActionPermission::Action::DecideOverride));
    };
    connect(permission, &ActionPermission::changed, this, mayDecide);
    mayDecide();
    connect(ops->overrides(), &OverrideQueueModel::pendingCountChanged, this,
            [this](int pending) { setTabText(pending > 0 ? tr("Approvals (%1)").arg(pending) : tr("Approvals")); });
    addView({QStringLiteral("approvals"),
             tr("&Approvals"),
             tr("Approvals waiting for a second approver"),
             QKeySequence(Qt::CTRL | Qt::Key_4),
             ViewEntry::Argument::None,
             {QStringLiteral("overrides")},
             [this, ops](const QString &) {
                 Q_EMIT raiseRequested();
                 ops->fetchOverrides();
             },
             nextOf(ops, &OperationsController::overridesReceived),
             [ops] { ops->fetchOverrides(); }});
}

} // namespace rackops
