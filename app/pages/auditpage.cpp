#include "auditpage.h"

#include "auditview.h"
#include "consolesession.h"
#include "operationscontroller.h"

namespace rackops {

AuditPage::AuditPage(ConsoleSession *session, QObject *parent)
    : ConsolePage(parent)
{
    OperationsController *ops = session->operations();
    auto *audit = new AuditView(ops->auditLog());
    setWidget(audit, tr("Audit log"));
    connect(audit, &AuditView::queryRequested, ops, &OperationsController::queryAudit);
    connect(ops, &OperationsController::auditFailed, audit, &AuditView::showError);
    addView({QStringLiteral("audit"),
             tr("A&udit log"),
             tr("Audit log"),
             QKeySequence(Qt::CTRL | Qt::Key_5),
             ViewEntry::Argument::None,
             {},
             [this, ops, audit](const QString &) {
                 // Coming into view asks for the log; one already in view is asked again here.
                 const bool inView = audit->isVisible();
                 Q_EMIT raiseRequested();
                 if (inView)
                     ops->queryAudit(audit->query());
             },
             nextOf(ops, &OperationsController::auditReceived),
             [ops, audit] { ops->queryAudit(audit->query()); }});
}

} // namespace rackops
