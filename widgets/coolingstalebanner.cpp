#include "coolingstalebanner.h"

#include "alertsmodel.h"
#include "onceperturn.h"

#include <QDateTime>
#include <QHash>
#include <QLocale>
#include <QTimer>

namespace rackops {

namespace {

const AlertInfo *staleAlert(const AlertsModel &alerts, const QString &key)
{
    for (int row = 0; row < alerts.rowCount(); ++row) {
        const AlertInfo &a = alerts.alert(row);
        if (a.conditionKey == key && a.isOpen() && a.conditionActive)
            return &a;
    }
    return nullptr;
}

} // namespace

CoolingStaleBanner::CoolingStaleBanner(QWidget *parent)
    : QLabel(parent)
    , m_clock(new QTimer(this))
    , m_alertsTurn(new OncePerTurn([this] { refresh(); }, this))
{
    setObjectName(QStringLiteral("coolingStaleBanner"));
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    // The stale-link banner's colours: the same warning, narrowed to these racks.
    setStyleSheet(QStringLiteral("background: #5c1a1a; color: #ffe2e0; font-weight: bold; padding: 6px;"));
    m_localClock = [] { return QDateTime::currentMSecsSinceEpoch(); };
    m_clock->setInterval(1000);
    connect(m_clock, &QTimer::timeout, this, &CoolingStaleBanner::refresh);
    hide();
}

QString CoolingStaleBanner::conditionKey(const QString &rackId)
{
    return QStringLiteral("cooling/stale/") + rackId;
}

QString CoolingStaleBanner::ageText(qint64 ms)
{
    if (ms < 60'000)
        return tr("%n s", "age of cooling data", int(std::max<qint64>(0, ms / 1000)));
    return AlertsModel::ageText(ms);
}

void CoolingStaleBanner::setAlerts(const AlertsModel *alerts)
{
    if (m_alerts)
        disconnect(m_alerts, nullptr, this, nullptr);
    m_alerts = alerts;
    if (m_alerts) {
        // Each read looks for the shown racks' stale alerts among all of them: once per changed row of
        // a batch (1,200 at 100,000 racks) that was 30 ms a batch with a rack shown.
        connect(m_alerts, &QAbstractItemModel::modelReset, m_alertsTurn, &OncePerTurn::request);
        connect(m_alerts, &QAbstractItemModel::layoutChanged, m_alertsTurn, &OncePerTurn::request);
        connect(m_alerts, &QAbstractItemModel::rowsInserted, m_alertsTurn, &OncePerTurn::request);
        connect(m_alerts, &QAbstractItemModel::rowsRemoved, m_alertsTurn, &OncePerTurn::request);
        connect(m_alerts, &QAbstractItemModel::dataChanged, m_alertsTurn, &OncePerTurn::request);
    }
    refresh();
}

void CoolingStaleBanner::setRacks(const QStringList &rackIds)
{
    m_racks = rackIds;
    for (auto it = m_noReading.begin(); it != m_noReading.end();)
        it = rackIds.contains(it.key()) ? std::next(it) : m_noReading.erase(it);
    m_arrivals.setRacks(rackIds, m_localClock());
    // Ticks while racks are shown: a silent rack is noticed with no signal at all.
    if (m_racks.isEmpty())
        m_clock->stop();
    else if (!m_clock->isActive())
        m_clock->start();
    refresh();
}

void CoolingStaleBanner::setLocalClock(std::function<qint64()> clock)
{
    m_localClock = std::move(clock);
    m_arrivals.setRacks({}, 0);
    m_arrivals.setRacks(m_racks, m_localClock());
}

void CoolingStaleBanner::noteSamples(const QList<CoolingSample> &samples)
{
    const qint64 now = m_localClock();
    const bool wasOverdue = !m_arrivals.overdue(now).isEmpty();
    bool noReadingChanged = false;
    for (const CoolingSample &sample : samples) {
        if (sample.hasNoReading()) {
            // Not an arrival of data: a reason that none came.
            const auto known = m_noReading.constFind(sample.rackId);
            noReadingChanged = noReadingChanged || known == m_noReading.constEnd()
                || known->noReading != sample.noReading || known->noReadingDetail != sample.noReadingDetail;
            m_noReading.insert(sample.rackId, sample);
            continue;
        }
        noReadingChanged = m_noReading.remove(sample.rackId) > 0 || noReadingChanged;
        m_arrivals.arrived(sample.rackId, sample.timeMs, now);
    }
    if (wasOverdue || noReadingChanged)
        refresh();
}

void CoolingStaleBanner::noteHistory(const QString &rackId, qint64 newestSampleMs)
{
    m_arrivals.noteHistory(rackId, newestSampleMs);
}

bool CoolingStaleBanner::hasStaleAlert(const QString &rackId) const
{
    return m_alerts && staleAlert(*m_alerts, conditionKey(rackId));
}

QStringList CoolingStaleBanner::staleRacks() const
{
    QStringList stale;
    QStringList overdue;
    for (const CoolingArrivals::Overdue &o : m_arrivals.overdue(m_localClock()))
        overdue.append(o.rackId);
    for (const QString &rack : m_racks) {
        if (hasStaleAlert(rack) || overdue.contains(rack) || m_noReading.contains(rack))
            stale.append(rack);
    }
    return stale;
}

void CoolingStaleBanner::refresh()
{
    QStringList lines;
    QHash<QString, QString> lineOf;
    if (m_alerts) {
        // Between heartbeats the backend clock is taken to move with ours.
        const qint64 now = m_alerts->serverNowMs() > 0 ? m_alerts->serverNowMs() : QDateTime::currentMSecsSinceEpoch();
        for (const QString &rack : m_racks) {
            const AlertInfo *alert = staleAlert(*m_alerts, conditionKey(rack));
            if (!alert)
                continue;
            // The backend's details are "CDU URL: what went wrong" (or only what went wrong).
            const qsizetype colon = alert->details.indexOf(QLatin1String(": "));
            const QString cdu = colon > 0 ? alert->details.left(colon) : QString();
            QString problem = colon > 0 ? alert->details.mid(colon + 2) : alert->details;
            // Qt Network's errors repeat the request ("GET URL: Connection refused"); the CDU is named already.
            const QString request = QStringLiteral("GET %1: ").arg(cdu);
            if (!cdu.isEmpty() && problem.startsWith(request))
                problem = problem.mid(request.size());
            const bool neverRead = alert->currentValueText.isEmpty()
                ? alert->currentValue == QLatin1String("never read")
                : alert->currentValueText.code == QLatin1String("value.never_read");
            if (neverRead) {
                lineOf[rack] = cdu.isEmpty()
                    ? tr("No cooling data for %1 yet: its CDU has not answered (%2).").arg(rack, problem)
                    : tr("No cooling data for %1 yet: CDU %2 has not answered (%3).").arg(rack, cdu, problem);
                continue;
            }
            const QString age = ageText(now - alert->raisedMs);
            lineOf[rack] = cdu.isEmpty()
                ? tr("Cooling data for %1 is %2 old: its CDU is not answering (%3).").arg(rack, age, problem)
                : tr("Cooling data for %1 is %2 old: CDU %3 is not answering (%4).").arg(rack, age, cdu, problem);
        }
    }
    // Without the alert, a never-read rack's own sample says why.
    for (auto it = m_noReading.cbegin(); it != m_noReading.cend(); ++it) {
        if (!lineOf.contains(it.key()) && m_racks.contains(it.key())) {
            lineOf[it.key()] = it->noReadingDetail.isEmpty()
                ? tr("No cooling data for %1: %2.").arg(it.key(), it->noReading)
                : tr("No cooling data for %1: %2. %3").arg(it.key(), it->noReading, it->noReadingDetail);
        }
    }
    // The backend's alert knows the CDU and the error; the samples' silence is the fallback.
    for (const CoolingArrivals::Overdue &o : m_arrivals.overdue(m_localClock())) {
        if (!lineOf.contains(o.rackId)) {
            lineOf[o.rackId] = tr("Cooling data for %1 is %2 old: no new reading arrived (expected every %3).")
                                   .arg(o.rackId, ageText(o.ageMs), ageText(o.intervalMs));
        }
    }
    for (const QString &rack : std::as_const(m_racks)) {
        if (lineOf.contains(rack))
            lines << lineOf.value(rack);
    }
    if (lines.isEmpty()) {
        hide();
        return;
    }
    setText(lines.join(QLatin1Char('\n')));
    show();
}

} // namespace rackops
