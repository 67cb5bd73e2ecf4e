#include "staledatabanner.h"

#include "timestamptext.h"

#include "connectionstatus.h"

#include <QDateTime>
#include <QLocale>
#include <QTimer>

namespace rackops {

StaleDataBanner::StaleDataBanner(ConnectionStatus *status, QWidget *parent)
    : QLabel(parent)
    , m_status(status)
    , m_clock(new QTimer(this))
{
    setObjectName(QStringLiteral("staleDataBanner"));
    setWordWrap(true);
    setStyleSheet(QStringLiteral("background: #5c1a1a; color: #ffe2e0; font-weight: bold; padding: 6px;"));
    m_clock->setInterval(1000);
    connect(m_clock, &QTimer::timeout, this, &StaleDataBanner::refresh);
    connect(m_status, &ConnectionStatus::stateChanged, this, &StaleDataBanner::refresh);
    refresh();
}

void StaleDataBanner::refresh()
{
    const ConnectionState &state = m_status->state();
    const bool live = state.phase == ConnectionState::Phase::Live;
    const bool neverHadData = !m_status->hasReceivedData();
    if (live || neverHadData || state.phase == ConnectionState::Phase::Idle) {
        m_clock->stop();
        hide();
        return;
    }
    const QLocale locale;
    const QString asOf = TimestampText::timeOfDay(m_status->lastDataAtMs(), QLocale::LongFormat);
    QString text;
    if (state.phase == ConnectionState::Phase::Reconnecting) {
        const qint64 seconds =
            std::max<qint64>(0, (state.nextRetryAtMs - QDateTime::currentMSecsSinceEpoch() + 999) / 1000);
        text =
            tr("Connection lost \u2014 showing the fleet as of %1. Reconnecting in %n s.", "", int(seconds)).arg(asOf);
    } else if (state.phase == ConnectionState::Phase::Syncing) {
        text = tr("Reconnected \u2014 catching up on changes since %1\u2026").arg(asOf);
    } else {
        text = tr("Not connected \u2014 showing the fleet as of %1.").arg(asOf);
    }
    if (!state.lastError.isEmpty())
        text += QLatin1Char(' ') + state.lastError;
    setText(text);
    show();
    if (!m_clock->isActive())
        m_clock->start();
}

} // namespace rackops
