#include "alertspage.h"

#include "actionreplies.h"
#include "alertfiltermodel.h"
#include "alertinfo.h"
#include "alertscontroller.h"
#include "alertsmodel.h"
#include "alertsview.h"
#include "actionpermission.h"
#include "consolesession.h"
#include "coolingcontroller.h"
#include "coolingstore.h"
#include "currentrack.h"
#include "operationscontroller.h"
#include "sessionidentity.h"
#include "silencelist.h"
#include "silencesmodel.h"

#include <QLocale>
#include <QSet>
#include <QTreeView>

namespace rackops {

AlertsPage::AlertsPage(ConsoleSession *session, QObject *parent)
    : ConsolePage(parent)
{
    AlertsController *alerts = session->alerts();
    m_view = new AlertsView(alerts->model());
    // The silences under the alerts: the list gets the height, the silences what they need.
    m_silences = new SilenceList(alerts->silences());
    m_view->setSilenceList(m_silences);
    setWidget(m_view, tr("Alerts"));
    connect(m_silences, &SilenceList::expireRequested, this, [this, alerts](const QString &id, const QString &reason) {
        connect(alerts->expireSilence(id, reason), &AlertActionReply::finished, m_silences, &SilenceList::showResult);
    });
    connect(alerts, &AlertsController::silencesProblemChanged, m_silences, &SilenceList::setProblem);
    connect(m_view, &AlertsView::acknowledgeRequested, this,
            [this, alerts](const QString &alertId, const QString &text) { hear(alerts->acknowledge(alertId, text)); });
    connect(m_view, &AlertsView::takeOverRequested, this,
            [this, alerts](const QString &alertId, const QString &reason) { hear(alerts->takeOver(alertId, reason)); });
    connect(m_view, &AlertsView::commentRequested, this,
            [this, alerts](const QString &alertId, const QString &text) { hear(alerts->comment(alertId, text)); });
    connect(m_view, &AlertsView::resolveRequested, this,
            [this, alerts](const QString &alertId, const QString &text) { hear(alerts->resolve(alertId, text)); });
    connect(m_view, &AlertsView::silenceRequested, this,
            [this, alerts](const QString &rackId, const QString &conditionKey, const QString &reason,
                           qint64 expiresMs) { hear(alerts->silence(rackId, conditionKey, reason, expiresMs)); });
    connect(m_view, &AlertsView::rackSelected, session->currentRack(), &CurrentRack::select);
    connect(m_view, &AlertsView::rackActivated, this,
            [this](const QString &rackId) { Q_EMIT viewRequested(QStringLiteral("rack:") + rackId); });
    SessionIdentity *identity = session->operations()->identity();
    const auto showUser = [this](const Identity &who) { m_view->setCurrentUser(who.subject); };
    connect(identity, &SessionIdentity::identityChanged, m_view, showUser);
    showUser(identity->identity());
    connect(alerts->model(), &AlertsModel::countsChanged, this, [this](const AlertCounts &counts) {
        setTabText(counts.open > 0 ? tr("Alerts (%1)").arg(QLocale().toString(counts.open)) : tr("Alerts"));
    });
    // Acting on alerts needs a live link and the operator role; the backend enforces it, the view explains it.
    ActionPermission *permission = session->permission();
    const auto mayAct = [this, permission] {
        m_view->setMayAct(permission->mayOperate(), permission->whyNotOperate());
        m_silences->setMayAct(permission->mayOperate(), permission->whyNotOperate());
    };
    connect(permission, &ActionPermission::changed, this, mayAct);
    mayAct();
    addView({QStringLiteral("alerts"),
             tr("A&lerts"),
             tr("Alerts: acknowledge, comment, silence"),
             QKeySequence(Qt::CTRL | Qt::Key_9),
             ViewEntry::Argument::None,
             {},
             [this](const QString &) {
                 Q_EMIT raiseRequested();
                 m_view->list()->setFocus();
             },
             // The first alert snapshot (an empty list is an answer too), the most severe selected.
             [this, alerts](QObject *context, const ViewEntry::Loaded &loaded, const ViewEntry::Failed &) {
                 const auto selectTop = [this, loaded] {
                     m_view->selectFirst();
                     loaded();
                 };
                 if (alerts->model()->hasSnapshot())
                     selectTop();
                 else
                     connect(alerts->model(), &AlertsModel::modelReset, context, selectTop, Qt::SingleShotConnection);
             }});
    // Words operators type in any language: "ack", "leak".
    addCommand(
        {QStringLiteral("acknowledgeAlert"), tr("Acknowledge the selected alert"), {}, QStringLiteral("ack"), [this] {
             if (const QString whyNot = acknowledgeSelected(); !whyNot.isEmpty())
                 Q_EMIT refused(whyNot);
         }});
    // Each rack leaking now, by the detector that says so, then the leak alerts.
    addCommands([this, store = session->cooling()->store()] {
        QList<ConsoleCommand> commands;
        QSet<QString> leaking;
        for (const CoolingStore::Leak &leak : store->criticalLeaks()) {
            if (leaking.contains(leak.rackId))
                continue;
            leaking.insert(leak.rackId);
            const QString view = QStringLiteral("rack:") + leak.rackId;
            commands.append({view,
                             tr("Leaking rack %1 \u2014 %2").arg(leak.rackId, leak.detector.location),
                             {},
                             QStringLiteral("leak"),
                             [this, view] { Q_EMIT viewRequested(view); }});
        }
        commands.append(
            {QStringLiteral("leakAlerts"), tr("Leak alerts in the Alerts view"), {}, QStringLiteral("leak"), [this] {
                 showLeaks();
             }});
        return commands;
    });
}

void AlertsPage::hear(AlertActionReply *reply)
{
    connect(reply, &AlertActionReply::finished, m_view, &AlertsView::showResult);
}

void AlertsPage::showLeaks()
{
    Q_EMIT raiseRequested();
    m_view->showSource(int(AlertInfo::Source::Leak));
    m_view->list()->setFocus();
}

QString AlertsPage::acknowledgeSelected()
{
    Q_EMIT raiseRequested();
    m_view->list()->setFocus();
    return m_view->acknowledgeSelected();
}

} // namespace rackops
