#include "consolestatusbar.h"

#include "alertcountindicator.h"
#include "alertmanagerindicator.h"
#include "silencesmodel.h"
#include "alertinfo.h"
#include "alertscontroller.h"
#include "alertsmodel.h"
#include "connectionindicator.h"
#include "consolesession.h"
#include "fleetcontroller.h"
#include "identityindicator.h"
#include "operationscontroller.h"
#include "operationsmodel.h"
#include "replicationcontroller.h"
#include "replicationstatusbutton.h"

#include <QApplication>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QStyleOption>
#include <QSystemTrayIcon>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace rackops {

namespace {
// How long an explanation stays, and how long announcements wait behind it.
constexpr int kExplanationMs = 10'000;
constexpr int kExplanationHoldMs = 6'000;
} // namespace

ConsoleStatusBar::ConsoleStatusBar(ConsoleSession *session, QWidget *window)
    : QStatusBar(window)
    , m_window(window)
    , m_indicator(new ConnectionIndicator(session->fleet()->connection(), this))
    , m_trayAvailable([] { return QSystemTrayIcon::isSystemTrayAvailable(); }, std::chrono::minutes(1))
    , m_hold(new QTimer(this))
{
    m_hold->setSingleShot(true);
    m_hold->setInterval(kExplanationHoldMs);
    connect(m_hold, &QTimer::timeout, this, [this] {
        if (m_deferred.isEmpty())
            return;
        const bool critical = m_deferredUrgency == Urgency::Critical;
        showMessage(m_moreCritical > 0
                        ? tr("%1 (and %n more critical alert(s) in Alerts)", "", m_moreCritical).arg(m_deferred)
                        : m_deferred,
                    m_deferredMs);
        m_deferred.clear();
        m_deferredUrgency = Urgency::Routine;
        m_moreCritical = 0;
        if (critical)
            m_hold->start();
    });
    addWidget(m_indicator, 1);
    // SLO breaches: red, counted, one click to the view (they are alerts too).
    auto *replicationStatus = new ReplicationStatusButton(session->replication()->model(), this);
    addPermanentWidget(replicationStatus);
    m_permanent.append(replicationStatus);
    connect(replicationStatus, &QToolButton::clicked, this,
            [this] { Q_EMIT viewRequested(QStringLiteral("replication")); });
    auto *alertCounts = new AlertCountIndicator(this);
    addPermanentWidget(alertCounts);
    m_permanent.append(alertCounts);
    AlertsModel *alerts = session->alerts()->model();
    connect(alerts, &AlertsModel::countsChanged, alertCounts, &AlertCountIndicator::setCounts);
    const auto availability = [alerts, alertCounts] { alertCounts->setUnavailable(alerts->unavailableReason()); };
    connect(alerts, &AlertsModel::availabilityChanged, alertCounts, availability);
    availability();
    connect(alertCounts, &AlertCountIndicator::activated, this,
            [this] { Q_EMIT viewRequested(QStringLiteral("alerts")); });
    // The backend's Alertmanager bridge, when it has one: answering, and silences not yet there.
    auto *alertmanager = new AlertmanagerIndicator(this);
    addPermanentWidget(alertmanager);
    m_permanent.append(alertmanager);
    SilencesModel *silences = session->alerts()->silences();
    connect(silences, &SilencesModel::alertmanagerHealthChanged, alertmanager, &AlertmanagerIndicator::setHealth);
    alertmanager->setHealth(silences->alertmanagerHealth());
    connect(alertmanager, &QToolButton::clicked, this, [this] { Q_EMIT viewRequested(QStringLiteral("alerts")); });
    auto *identity = new IdentityIndicator(session->operations()->identity(), session->demoUsers(), this);
    addPermanentWidget(identity);
    m_permanent.append(identity);
    connect(identity, &IdentityIndicator::userSwitchRequested, session, &ConsoleSession::switchUser);
    if (session->isDemo()) {
        auto *demo = new QLabel(tr("DEMO"), this);
        demo->setObjectName(QStringLiteral("demoBadge"));
        demo->setStyleSheet(
            QStringLiteral("background: #d29922; color: #1c2128; font-weight: bold; padding: 1px 8px;"));
        demo->setToolTip(tr("Connected to the demo backend this console started (rackops-sim)"));
        addPermanentWidget(demo);
        m_permanent.append(demo);
    }
    // A message cut short on a narrow screen can be read whole by pointing at it.
    connect(this, &QStatusBar::messageChanged, this, [this](const QString &message) { setToolTip(message); });
    // Every finished operation is announced: nobody has to wonder whether it happened.
    connect(session->operations()->model(), &OperationsModel::operationFinished, this, [this](const OperationInfo &op) {
        announce(
            tr("%1 on %2: %3 \u2014 %4").arg(op.title(), op.rackId, OperationInfo::stateName(op.state), op.message),
            15000);
    });
    connect(alerts, &AlertsModel::criticalRaised, this, [this](const AlertInfo &alert) {
        announceCritical(tr("Critical alert on %1").arg(alert.subject()),
                         tr("%1: %2 (%3). Nobody owns it yet.").arg(alert.id, alert.summary, alert.currentValue));
    });
}

void ConsoleStatusBar::explain(const QString &whyNot)
{
    showMessage(whyNot, kExplanationMs);
    m_hold->start();
}

void ConsoleStatusBar::announce(const QString &text, int timeoutMs, Urgency urgency)
{
    if (m_hold->isActive()) {
        if (m_deferredUrgency == Urgency::Critical) {
            // The first critical alert waiting is shown, with how many came after it; a routine
            // message is in the operations view and never takes its place.
            if (urgency == Urgency::Critical)
                ++m_moreCritical;
            return;
        }
        m_deferred = text; // the newest routine one; the others are in the operations view
        m_deferredMs = timeoutMs;
        m_deferredUrgency = urgency;
        return;
    }
    showMessage(text, timeoutMs);
    if (urgency == Urgency::Critical)
        m_hold->start();
}

QRect ConsoleStatusBar::messageArea() const
{
    // Where QStatusBar draws its message: from its left margin to just before the first
    // permanent widget (or the size grip).
    QRect area(6, 0, width() - 18, height());
    // The first permanent widget shown, as QStatusBar looks for it (the replication badge hides
    // until there is replication to report).
    for (const QWidget *widget : m_permanent) {
        if (!widget->isVisible())
            continue;
        if (isRightToLeft())
            area.setLeft(widget->geometry().right() + 3);
        else
            area.setRight(widget->x() - 3);
        break;
    }
    return area;
}

QString ConsoleStatusBar::fittedMessage() const
{
    return fontMetrics().elidedText(currentMessage(), Qt::ElideRight, std::max(0, messageArea().width()));
}

void ConsoleStatusBar::paintEvent(QPaintEvent *event)
{
    QStatusBar::paintEvent(event);
    const QString fitted = fittedMessage();
    if (fitted == currentMessage())
        return;
    // Qt cuts a message too long for the room off mid-word ("A-1039: F"), which reads as
    // the whole message. Painted again over it: its start, and "…" to say there is more.
    QPainter painter(this);
    const QRect area = messageArea();
    painter.fillRect(area, palette().brush(backgroundRole()));
    QStyleOption option;
    option.initFrom(this);
    painter.setClipRect(area);
    style()->drawPrimitive(QStyle::PE_PanelStatusBar, &option, &painter, this);
    painter.setPen(palette().windowText().color());
    painter.drawText(area, Qt::AlignLeading | Qt::AlignVCenter | Qt::TextSingleLine, fitted);
}

void ConsoleStatusBar::announceCritical(const QString &title, const QString &text)
{
    announce(tr("%1 — %2").arg(title, text), 30000, Urgency::Critical);
    if (std::exchange(m_toldDesktopThisTurn, true))
        return;
    QTimer::singleShot(0, this, [this] { m_toldDesktopThisTurn = false; });
    // The taskbar entry flashes until the operator looks at the window.
    QApplication::alert(m_window);
    if (!m_trayAvailable.value())
        return;
    if (!m_tray) {
        m_tray =
            new QSystemTrayIcon(m_window->windowIcon().isNull() ? qApp->windowIcon() : m_window->windowIcon(), this);
        m_tray->setToolTip(tr("RackOps"));
        connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
            Q_EMIT viewRequested(QStringLiteral("alerts"));
            m_window->raise();
            m_window->activateWindow();
        });
        m_tray->show();
    }
    m_tray->showMessage(title, text, QSystemTrayIcon::Critical, 15000);
}

} // namespace rackops
