#include "leakbanner.h"

#include "timestamptext.h"

#include "alertsmodel.h"
#include "coolingstore.h"
#include "onceperturn.h"

#include <QDateTime>
#include <QHash>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTimer>

#include <algorithm>

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
    m_text->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored); // the text never resizes the strip
    m_open = new QPushButton(tr("&Open rack"), this);
    m_open->setObjectName(QStringLiteral("leakOpenRack"));
    QSizePolicy keepPlace = m_open->sizePolicy();
    keepPlace.setRetainSizeWhenHidden(true);
    m_open->setSizePolicy(keepPlace);
    // Several leaking racks: "2 of 3" between buttons that step, so the strip never switches by itself.
    m_previous = new QPushButton(QStringLiteral("\u2039"), this);
    m_previous->setObjectName(QStringLiteral("leakPrevious"));
    m_previous->setToolTip(tr("Previous leaking rack"));
    m_previous->setAccessibleName(tr("Previous leaking rack"));
    m_next = new QPushButton(QStringLiteral("\u203a"), this);
    m_next->setObjectName(QStringLiteral("leakNext"));
    m_next->setToolTip(tr("Next leaking rack"));
    m_next->setAccessibleName(tr("Next leaking rack"));
    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("leakPosition"));
    for (QPushButton *stepping : {m_previous, m_next}) {
        stepping->setFixedWidth(stepping->fontMetrics().horizontalAdvance(QStringLiteral("MM")) + 8);
        stepping->setSizePolicy(keepPlace);
        stepping->hide();
    }
    m_position->setSizePolicy(keepPlace);
    m_position->setAlignment(Qt::AlignCenter);
    m_position->setMinimumWidth(m_position->fontMetrics().horizontalAdvance(tr("%1 of %2",
                                                                               "leaking rack shown of "
                                                                               "leaking racks")
                                                                                .arg(88)
                                                                                .arg(88))
                                + 8);
    m_position->hide();
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 4, 10, 4);
    m_icon = new QLabel(this);
    QFont big = m_icon->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    m_icon->setFont(big);
    m_icon->setFixedWidth(QFontMetrics(big).horizontalAdvance(QStringLiteral("\u26a0")) + 4);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_previous);
    layout->addWidget(m_position);
    layout->addWidget(m_next);
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
    m_alertsTurn = new OncePerTurn([this] { refresh(); }, this);
    connect(m_alerts, &QAbstractItemModel::modelReset, this, &LeakBanner::alertsChanged);
    connect(m_alerts, &QAbstractItemModel::rowsInserted, this, &LeakBanner::alertsChanged);
    connect(m_alerts, &QAbstractItemModel::rowsRemoved, this, &LeakBanner::alertsChanged);
    connect(m_alerts, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                // The alerts' ages move every minute of the backend's clock (every second at 60x),
                // each time for every alert; the strip shows none of them.
                if (topLeft.column() == AlertsModel::AgeColumn && bottomRight.column() == AlertsModel::AgeColumn)
                    return;
                alertsChanged();
            });
    connect(m_open, &QPushButton::clicked, this, [this] { Q_EMIT rackRequested(m_rackId); });
    connect(m_previous, &QPushButton::clicked, this, &LeakBanner::stepPrevious);
    connect(m_next, &QPushButton::clicked, this, &LeakBanner::stepNext);
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
        m_icon->setText(QStringLiteral("\u2713")); // check mark
        m_open->hide();
        return;
    case Look::Leak:
        setStyleSheet(
            QStringLiteral("#leakBanner { background: #b3261e; } QLabel { color: white; font-weight: bold; }"));
        break;
    case Look::OpenAlert:
        setStyleSheet(
            QStringLiteral("#leakBanner { background: #8a5a00; } QLabel { color: white; font-weight: bold; }"));
        break;
    }
    m_icon->setText(QStringLiteral("\u26a0")); // warning sign: not colour alone
    m_open->show();
}

void LeakBanner::alertsChanged()
{
    m_alertsTurn->request();
}

void LeakBanner::collect()
{
    ++m_reads;
    m_leaks.clear();
    QHash<QString, qsizetype> at;
    for (const CoolingStore::Leak &leak : m_store->criticalLeaks()) {
        if (at.contains(leak.rackId))
            continue;
        at.insert(leak.rackId, m_leaks.size());
        m_leaks.append({leak.rackId, true, leak.detector.sinceMs, false});
    }
    // A rack is taken care of when each of its open critical leak alerts has an owner.
    QHash<QString, bool> unowned;
    for (const SharedAlert &shared : m_alerts->openCriticalLeaks()) {
        const AlertInfo &a = *shared;
        unowned[a.rackId] = unowned.value(a.rackId) || a.isUnowned();
        if (!at.contains(a.rackId)) {
            at.insert(a.rackId, m_leaks.size());
            m_leaks.append({a.rackId, false, a.raisedMs, false});
        }
    }
    for (Entry &entry : m_leaks) {
        const auto it = unowned.constFind(entry.rackId);
        entry.acknowledged = it != unowned.cend() && !*it;
    }
    // A stable order to step through: detectors reading Critical first, then the oldest leak first.
    std::stable_sort(m_leaks.begin(), m_leaks.end(), [](const Entry &a, const Entry &b) {
        if (a.detectorCritical != b.detectorCritical)
            return a.detectorCritical;
        return a.sinceMs != b.sinceMs ? a.sinceMs < b.sinceMs : a.rackId < b.rackId;
    });
}

void LeakBanner::refresh()
{
    collect();
    if (m_leaks.isEmpty()) {
        m_clock->stop();
        showCalm();
        return;
    }
    const auto indexOf = [this](const QString &rackId) {
        for (qsizetype i = 0; i < m_leaks.size(); ++i) {
            if (m_leaks[i].rackId == rackId)
                return i;
        }
        return qsizetype(-1);
    };
    qsizetype index = indexOf(m_rackId);
    // The strip stays on its rack until that leak is over or someone takes it on; then it moves to
    // the first leak nobody has taken on (or stays, when there is none).
    const bool justTakenOn = index >= 0 && m_leaks[index].acknowledged && !m_shownAcknowledged;
    if (index < 0 || justTakenOn) {
        qsizetype next = -1;
        for (qsizetype i = 0; i < m_leaks.size() && next < 0; ++i) {
            if (!m_leaks[i].acknowledged)
                next = i;
        }
        index = next >= 0 ? next : std::max<qsizetype>(index, 0);
    }
    showEntry(m_leaks[index]);
}

void LeakBanner::step(int by)
{
    if (m_leaks.size() < 2)
        return;
    qsizetype index = 0;
    for (qsizetype i = 0; i < m_leaks.size(); ++i) {
        if (m_leaks[i].rackId == m_rackId)
            index = i;
    }
    const qsizetype count = m_leaks.size();
    showEntry(m_leaks[((index + by) % count + count) % count]);
}

void LeakBanner::stepNext()
{
    step(1);
}

void LeakBanner::stepPrevious()
{
    step(-1);
}

void LeakBanner::showEntry(const Entry &entry)
{
    m_rackId = entry.rackId;
    m_shownAcknowledged = entry.acknowledged;
    const int count = int(m_leaks.size());
    int position = 0;
    for (int i = 0; i < count; ++i) {
        if (m_leaks[i].rackId == entry.rackId)
            position = i + 1;
    }
    m_position->setText(tr("%1 of %2", "leaking rack shown of leaking racks").arg(position).arg(count));
    for (QWidget *stepping :
         {static_cast<QWidget *>(m_previous), static_cast<QWidget *>(m_next), static_cast<QWidget *>(m_position)})
        stepping->setVisible(count > 1);

    QString text;
    if (entry.detectorCritical) {
        const auto leaks = m_store->criticalLeaks();
        const auto leak = std::find_if(leaks.cbegin(), leaks.cend(),
                                       [&entry](const CoolingStore::Leak &l) { return l.rackId == entry.rackId; });
        if (leak == leaks.cend()) {
            refresh(); // gone since the list was made: make it again
            return;
        }
        const LeakDetectorInfo &d = leak->detector;
        setLook(Look::Leak);
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
        text = tr("LEAK in rack %1 \u2014 %2 (%3), critical since %4. %5")
                   .arg(entry.rackId, d.location, d.id, TimestampText::timeOfDay(d.sinceMs), reaction);
        if (!m_clock->isActive())
            m_clock->start();
    } else {
        m_clock->stop();
        // Its open critical leak alerts: the one whose condition is active, else the newest.
        const AlertInfo *shown = nullptr;
        for (const SharedAlert &shared : m_alerts->openCriticalLeaks()) {
            const AlertInfo &a = *shared;
            if (a.rackId != entry.rackId)
                continue;
            if (!shown || (a.conditionActive && !shown->conditionActive)
                || (a.conditionActive == shown->conditionActive && a.raisedMs > shown->raisedMs))
                shown = &a;
        }
        if (!shown) {
            refresh();
            return;
        }
        // Red is for a leak the cooling readings show (the board, the dock and the map show them
        // too); an alert the readings here do not show yet, or no longer, is said as an open alert.
        setLook(Look::OpenAlert);
        const QString since = TimestampText::timeOfDay(shown->raisedMs);
        text = shown->conditionActive
            ? tr("Leak alert %1 on rack %2 is open (%3, since %4); the cooling readings here do not show the leak yet.")
                  .arg(shown->id, shown->rackId, shown->summary, since)
            : tr("Leak alert %1 on rack %2 is still open (%3, since %4): the detector reads dry again. Check the rack, "
                 "then resolve the alert.")
                  .arg(shown->id, shown->rackId, shown->summary, since);
    }
    if (entry.acknowledged)
        text += QLatin1Char(' ') + tr("Taken on.", "someone acknowledged this leak alert");
    m_text->setText(text);
    m_text->setToolTip(text); // the strip has room for two lines; the whole message is here
}

void LeakBanner::showCalm()
{
    m_rackId.clear();
    m_shownAcknowledged = false;
    setLook(Look::Calm);
    for (QWidget *stepping :
         {static_cast<QWidget *>(m_previous), static_cast<QWidget *>(m_next), static_cast<QWidget *>(m_position)})
        stepping->hide();
    m_text->setText(tr("No critical leak: no detector reads Critical and no leak alert is open."));
    m_text->setToolTip(QString());
}

} // namespace rackops
