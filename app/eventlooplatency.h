#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <array>

class QTimer;

namespace rackops {

class SlowEvents;

// How late the GUI thread's event loop runs a 10 ms timer: what an operator feels as a stall
// (a click or a keystroke waits at least that long). `--report-latency FILE` writes p50, p99 and
// max to FILE every few seconds and at exit, so a run ended by a signal still leaves its figures,
// and which kinds of events held the thread for SlowEvents::kSlowMs or more (`slow_events`).
class EventLoopLatency : public QObject {
    Q_OBJECT
public:
    static constexpr int kIntervalMs = 10;

    EventLoopLatency(const QString &reportPath, QObject *parent = nullptr);
    ~EventLoopLatency() override;

    qint64 samples() const { return m_samples; }
    // The lateness (ms) that `fraction` (0..1) of the samples do not exceed.
    int percentileMs(double fraction) const;
    int maxMs() const { return m_maxMs; }
    // When the worst tick came, in seconds from the start: the start-up's bursts (every
    // rack's first cooling, the alerts' snapshot) or the steady state.
    double maxAtSeconds() const { return double(m_maxAtMs) / 1000.0; }
    // Writes the report now; false (with a message on stderr) when the file cannot be written.
    bool writeReport() const;

private:
    void tick();

    static constexpr int kBuckets = 2001; // 0..2000 ms; later counts as 2000
    QString m_path;
    QTimer *m_timer;
    QTimer *m_writer;
    SlowEvents *m_slowEvents;
    QElapsedTimer m_clock;
    qint64 m_expectedNs = 0;
    std::array<qint64, kBuckets> m_histogram {};
    qint64 m_samples = 0;
    qint64 m_over16 = 0;
    int m_maxMs = 0;
    qint64 m_maxAtMs = 0;
};

} // namespace rackops
