#include "leakbanner.h"

#include "timestamptext.h"

#include "alertsmodel.h"
#include "coolingstore.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTimer>

namespace rackops {

LeakBanner::LeakBanner(CoolingStore *store, AlertsModel *alerts, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_alerts(alerts)
{
    setObjectName(QStringLiteral("leakBanner"));
    setAttribute(Qt::WA_StyledBackground);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("leakText"));
    m_text->setWordWrap(true);
    m_text->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);  // the text never resizes the strip
    m_open = new QPushButton(tr("&Open rack"), this);
    m_open->setObjectName(QStringLiteral("leakOpenRack"));
    QSizePolicy keepPlace = m_open->sizePolicy();
    keepPlace.setRetainSizeWhenHidden(true);
    m_open->setSizePolicy(keepPlace);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 4, 10, 4);
    m_icon = new QLabel(this);
    QFont big = m_icon->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    m_icon->setFont(big);
    m_icon->setFixedWidth(QFontMetrics(big).horizontalAdvance(QStringLiteral("\u26a0")) + 4);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_open);
    // One height for both states: two lines of bold text or the button, whichever is taller.
    QFont bold = font();
    bold.setBold(true);
    const int twoLines = 2 * QFontMetrics(bold).lineSpacing();
    setFixedHeight(std::max({twoLines, m_open->sizeHint().height(), QFontMetrics(big).height()})
                   + layout->contentsMargins().top() + layout->contentsMargins().bottom());
    m_clock = new QTimer(this);
    m_clock->setInterval(1000);
    connect(m_clock, &QTimer::timeout, this, &LeakBanner::refresh);
    connect(m_store, &CoolingStore::criticalLeaksChanged, this, &LeakBanner::refresh);
    // The alerts only read here, after each change is whole.
    connect(m_alerts, &QAbstractItemModel::modelReset, this, &LeakBanner::refresh);
    connect(m_alerts, &QAbstractItemModel::rowsInserted, this, &LeakBanner::refresh);
    connect(m_alerts, &QAbstractItemModel::rowsRemoved, this, &LeakBanner::refresh);
    connect(m_alerts, &QAbstractItemModel::dataChanged, this, &LeakBanner::refresh);
    connect(m_open, &QPushButton::clicked, this, [this] { Q_EMIT rackRequested(m_rackId); });
    refresh();
}

QString LeakBanner::text() const
{
    return isActive() ? m_text->text() : QString();
}

void LeakBanner::setLook(Look look)
{
    if (look == m_look)
        return;
    m_look = look;
    switch (look) {
    case Look::Calm:
        setStyleSheet(QStringLiteral("QLabel { color: palette(window-text); }"));
        m_icon->setText(QStringLiteral("\u2713"));  // check mark
        m_open->hide();
        return;
    case Look::Leak:
        setStyleSheet(QStringLiteral("#leakBanner { background: #b3261e; } QLabel { color: white; font-weight: bold; }"));
        break;
    case Look::OpenAlert:
        setStyleSheet(QStringLiteral("#leakBanner { background: #8a5a00; } QLabel { color: white; font-weight: bold; }"));
        break;
    }
    m_icon->setText(QStringLiteral("\u26a0"));  // warning sign: not colour alone
    m_open->show();
}

bool LeakBanner::showLeakAlerts()
{
    // Open critical leak alerts: the active ones first, then the newest.
    const AlertInfo *worst = nullptr;
    int count = 0;
    for (int row = 0; row < m_alerts->rowCount(); ++row) {
        const AlertInfo &a = m_alerts->alert(row);
        if (a.source != AlertInfo::Source::Leak || a.severity != AlertInfo::Severity::Critical || !a.isOpen())
            continue;
        ++count;
        if (!worst || (a.conditionActive && !worst->conditionActive)
            || (a.conditionActive == worst->conditionActive && a.raisedMs > worst->raisedMs))
            worst = &a;
    }
    if (!worst)
        return false;
    m_clock->stop();
    m_rackId = worst->rackId;
    // Red is for a leak the cooling readings show (the board, the dock and the map show them too);
    // an alert the readings here do not show yet, or no longer, is said as an open alert.
    setLook(Look::OpenAlert);
    const QString since = TimestampText::timeOfDay(worst->raisedMs);
    QString text = worst->conditionActive
        ? tr("Leak alert %1 on rack %2 is open (%3, since %4); the cooling readings here do not show the leak yet.")
              .arg(worst->id, worst->rackId, worst->summary, since)
        : tr("Leak alert %1 on rack %2 is still open (%3, since %4): the detector reads dry again. Check the rack, "
             "then resolve the alert.").arg(worst->id, worst->rackId, worst->summary, since);
    if (count > 1)
        text += QLatin1Char(' ') + tr("%n more open leak alert(s).", nullptr, count - 1);
    m_text->setText(text);
    m_text->setToolTip(text);
    return true;
}

void LeakBanner::showCalm()
{
    m_rackId.clear();
    setLook(Look::Calm);
    m_text->setText(tr("No critical leak: no detector reads Critical and no leak alert is open."));
    m_text->setToolTip(QString());
}

void LeakBanner::refresh()
{
    const auto leaks = m_store->criticalLeaks();
    if (leaks.isEmpty()) {
        m_clock->stop();
        if (!showLeakAlerts())
            showCalm();
        return;
    }
    const CoolingStore::Leak &leak = leaks.first();
    setLook(Look::Leak);
    m_rackId = leak.rackId;
    const LeakDetectorInfo &d = leak.detector;
    // Count down on the backend's clock: the newest sample time plus what passed since.
    const qint64 elapsedMs = std::max<qint64>(0, m_store->newestSampleMs() - d.sinceMs);
    const qint64 left = std::max<qint64>(0, d.reactionDelaySeconds - elapsedMs / 1000);
    QString reaction;
    switch (d.reaction) {
    case LeakDetectorInfo::Reaction::GracefulShutdown:
        reaction = left > 0 ? tr("Graceful shutdown in %1 s.").arg(left) : tr("Graceful shutdown under way.");
        break;
    case LeakDetectorInfo::Reaction::ForceOff:
        reaction = left > 0 ? tr("Power cut in %1 s.").arg(left) : tr("Power cut.");
        break;
    case LeakDetectorInfo::Reaction::None: reaction = tr("No automatic reaction is configured."); break;
    case LeakDetectorInfo::Reaction::Unknown: break;
    }
    const QString since = TimestampText::timeOfDay(d.sinceMs);
    QString text = tr("LEAK in rack %1 \u2014 %2 (%3), critical since %4. %5")
                       .arg(leak.rackId, d.location, d.id, since, reaction);
    if (leaks.size() > 1)
        text += QLatin1Char(' ') + tr("%n more rack(s) report a leak.", nullptr, int(leaks.size() - 1));
    m_text->setText(text);
    m_text->setToolTip(text);  // the strip has room for two lines; the whole message is here
    if (!m_clock->isActive())
        m_clock->start();
}

} // namespace rackops
