#include "connectionindicator.h"

#include "timestamptext.h"

#include "connectionstatus.h"
#include "statuspalette.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QTimer>

namespace rackops {

namespace {
constexpr qint64 kStaleMs = 10'000; // heartbeats come every few seconds
constexpr qint64 kVeryStaleMs = 60'000;
}

ConnectionIndicator::ConnectionIndicator(ConnectionStatus *status, QWidget *parent)
    : QWidget(parent)
    , m_status(status)
{
    m_light = new QLabel(this);
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("connectionState"));
    m_endpoint = new QLabel(this);
    m_endpoint->setObjectName(QStringLiteral("connectionEndpoint"));
    m_endpoint->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // shown only where it fits whole
    m_age = new QLabel(this);
    m_age->setObjectName(QStringLiteral("dataAge"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(m_light);
    layout->addWidget(m_state);
    layout->addSpacing(12);
    layout->addWidget(m_endpoint);
    layout->addSpacing(12);
    layout->addWidget(m_age);
    layout->addStretch(1);

    m_clock = new QTimer(this);
    m_clock->setInterval(1000);
    connect(m_clock, &QTimer::timeout, this, &ConnectionIndicator::refresh);
    m_clock->start();
    connect(m_status, &ConnectionStatus::stateChanged, this, &ConnectionIndicator::refresh);
    connect(m_status, &ConnectionStatus::dataReceived, this, &ConnectionIndicator::refresh);
    refresh();
}

QString ConnectionIndicator::formatAge(qint64 ms)
{
    const qint64 s = ms / 1000;
    if (s < 60)
        return tr("%n s", "seconds", int(s));
    if (s < 3600)
        return tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return tr("%1 h %2 min").arg(s / 3600).arg((s / 60) % 60);
}

QString ConnectionIndicator::stateText() const
{
    return m_state->text();
}

QString ConnectionIndicator::ageText() const
{
    return m_age->text();
}

void ConnectionIndicator::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The layout counts an Ignored widget as 0 wide; the endpoint needs its whole text.
    const bool fits = width() >= layout()->sizeHint().width() + m_endpoint->sizeHint().width();
    if (fits == m_endpoint->isHidden())
        m_endpoint->setVisible(fits);
}

void ConnectionIndicator::refresh()
{
    const ConnectionState &state = m_status->state();
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const QLocale locale;
    QString text;
    Health light = Health::Unknown;
    switch (state.phase) {
    case ConnectionState::Phase::Idle: text = tr("Not connected"); break;
    case ConnectionState::Phase::Connecting: text = tr("Connecting\u2026"); break;
    case ConnectionState::Phase::Syncing:
        text = state.syncTotal > 0 ? tr("Receiving fleet\u2026 %1 of %Ln rack(s)", nullptr, state.syncTotal)
                                         .arg(locale.toString(state.syncReceived))
                                   : tr("Receiving fleet\u2026");
        light = Health::Caution;
        break;
    case ConnectionState::Phase::Live:
        text = tr("Live");
        light = Health::Ok;
        break;
    case ConnectionState::Phase::Reconnecting: {
        const qint64 seconds = std::max<qint64>(0, (state.nextRetryAtMs - now + 999) / 1000);
        const QString since = TimestampText::timeOfDay(state.downSinceMs);
        text = seconds > 0 ? tr("Reconnecting in %n s \u2014 down since %1", "", int(seconds)).arg(since)
                           : tr("Reconnecting now \u2014 down since %1").arg(since);
        light = Health::Critical;
        break;
    }
    case ConnectionState::Phase::Stopped:
        text = tr("Disconnected");
        light = Health::Critical;
        break;
    }
    m_state->setText(text);
    m_state->setToolTip(state.lastError);
    if (m_lightShown != light) {
        m_lightShown = light;
        m_light->setPixmap(StatusPalette::healthIcon(light).pixmap(12, 12));
    }
    m_endpoint->setText(m_status->isDemo() ? tr("%1 (demo backend)").arg(state.endpoint) : state.endpoint);

    const qint64 age = m_status->dataAgeMs(now);
    const QString color = age >= kVeryStaleMs ? StatusPalette::healthColor(Health::Critical).name()
        : age >= kStaleMs                     ? StatusPalette::staleColor().name()
                                              : QString();
    m_age->setText(age < 0 ? tr("No data yet") : tr("Data age %1").arg(formatAge(age)));
    if (color != m_ageColor) {
        m_ageColor = color;
        m_age->setStyleSheet(color.isEmpty() ? QString() : QStringLiteral("color: %1; font-weight: bold").arg(color));
    }
    m_age->setToolTip(m_status->hasReceivedData() ? tr("Last message from the backend at %1 (fleet revision %2)")
                                                        .arg(TimestampText::tooltip(m_status->lastDataAtMs()))
                                                        .arg(m_status->revision())
                                                  : QString());
}

} // namespace rackops
