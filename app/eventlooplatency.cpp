#include "eventlooplatency.h"

#include "slowevents.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace rackops {

namespace {
constexpr qint64 kIntervalNs = EventLoopLatency::kIntervalMs * 1'000'000LL;
constexpr int kWriteEveryMs = 5000;
} // namespace

EventLoopLatency::EventLoopLatency(const QString &reportPath, QObject *parent)
    : QObject(parent)
    , m_path(reportPath)
    , m_timer(new QTimer(this))
    , m_writer(new QTimer(this))
    , m_slowEvents(new SlowEvents(this))
{
    // A precise timer, measured against its own schedule: a late tick does not move the next one,
    // so one long stall counts once at its full length and the ticks after it are not excused.
    m_timer->setTimerType(Qt::PreciseTimer);
    m_timer->setInterval(kIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &EventLoopLatency::tick);
    m_writer->setInterval(kWriteEveryMs);
    connect(m_writer, &QTimer::timeout, this, &EventLoopLatency::writeReport);
    m_clock.start();
    m_expectedNs = kIntervalNs;
    m_timer->start();
    m_writer->start();
}

EventLoopLatency::~EventLoopLatency()
{
    writeReport();
}

void EventLoopLatency::tick()
{
    const qint64 now = m_clock.nsecsElapsed();
    const qint64 lateNs = std::max<qint64>(0, now - m_expectedNs);
    const int lateMs = int(std::min<qint64>(lateNs / 1'000'000, kBuckets - 1));
    ++m_histogram[size_t(lateMs)];
    ++m_samples;
    if (lateMs > 16)
        ++m_over16;
    if (lateMs > m_maxMs) {
        m_maxMs = lateMs;
        m_maxAtMs = now / 1'000'000;
    }
    // The next tick is due one interval after this one was due, or after now if we fell behind by
    // more than one interval (those ticks never happened; the stall was counted above).
    m_expectedNs += kIntervalNs;
    if (m_expectedNs < now)
        m_expectedNs = now + kIntervalNs;
}

int EventLoopLatency::percentileMs(double fraction) const
{
    if (m_samples == 0)
        return 0;
    const qint64 wanted = qint64(double(m_samples) * fraction + 0.5);
    qint64 seen = 0;
    for (int ms = 0; ms < kBuckets; ++ms) {
        seen += m_histogram[size_t(ms)];
        if (seen >= wanted)
            return ms;
    }
    return kBuckets - 1;
}

bool EventLoopLatency::writeReport() const
{
    if (m_path.isEmpty())
        return true;
    const QJsonObject report {
        {QStringLiteral("timer_interval_ms"), kIntervalMs},
        {QStringLiteral("seconds"), double(m_clock.elapsed()) / 1000.0},
        {QStringLiteral("samples"), m_samples},
        {QStringLiteral("p50_ms"), percentileMs(0.50)},
        {QStringLiteral("p99_ms"), percentileMs(0.99)},
        {QStringLiteral("max_ms"), m_maxMs},
        {QStringLiteral("max_at_s"), maxAtSeconds()},
        {QStringLiteral("over_16_ms"), m_over16},
        {QStringLiteral("slow_events"), m_slowEvents->report()},
    };
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(report).toJson()) < 0 || !file.commit()) {
        std::fprintf(stderr, "rackops-console: cannot write the latency report %s: %s\n", qPrintable(m_path),
                     qPrintable(file.errorString()));
        return false;
    }
    return true;
}

} // namespace rackops
