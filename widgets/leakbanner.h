#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTimer;

namespace rackops {

class AlertsModel;
class OncePerTurn;
class CoolingStore;

// A leak cannot be missed: while any detector is Critical, a red strip
// across the window names the rack, the detector and where it is, counts
// down to the configured reaction, and opens the rack. The strip keeps its
// place and height while everything is dry (a calm "no critical leak"
// line), so a leak coming or going never moves what is below it.
//
// It agrees with the Alerts list by construction: a critical leak alert
// still open counts as a leak here too (red while its condition is active,
// amber once the detector reads dry but nobody closed it), so the strip never
// says "no critical leak" while the status bar announces one.
//
// With several leaking racks it stays on one ("1 of 3", with buttons to step)
// until the operator steps, or that rack's leak is acknowledged or over: what
// was just read is what "Open rack" opens.
class LeakBanner : public QWidget {
    Q_OBJECT
public:
    LeakBanner(CoolingStore *store, AlertsModel *alerts, QWidget *parent = nullptr);

    bool isActive() const { return !m_rackId.isEmpty(); }
    // The leak message while one is active, else empty.
    QString text() const;
    // The rack shown (and opened by "Open rack"), and how many racks have a leak.
    QString rackId() const { return m_rackId; }
    int leakCount() const { return int(m_leaks.size()); }

public Q_SLOTS:
    // Shows the next (or previous) leaking rack.
    void stepNext();
    void stepPrevious();

    // How many times the banner has read the leaks and alerts (tests: once a turn at most twice).
    int reads() const { return m_reads; }

Q_SIGNALS:
    void rackRequested(const QString &rackId);

private:
    // One leaking rack: its critical detector (when one reads Critical now) or else its open
    // critical leak alert (the detector reads dry, nobody closed the alert).
    struct Entry {
        QString rackId;
        bool detectorCritical = false;
        qint64 sinceMs = 0;
        bool acknowledged = false; // someone owns its open leak alert
    };
    void refresh();
    // A change of the alerts: read now if nothing was read this turn of the event loop, else once
    // at its end. A stream batch changes hundreds of alerts, each a signal, and each read walks
    // every alert: at 100k racks that was a stall of its own.
    void alertsChanged();
    void collect();
    void step(int by);
    void showEntry(const Entry &entry);
    void showCalm();
    enum class Look { Calm, Leak, OpenAlert };
    // Restyles only on a change: the strip refreshes every second and on every alert change.
    void setLook(Look look);

    CoolingStore *m_store;
    AlertsModel *m_alerts;
    QLabel *m_icon;
    QLabel *m_text;
    QPushButton *m_open;
    QPushButton *m_previous;
    QPushButton *m_next;
    QLabel *m_position;
    QTimer *m_clock;
    OncePerTurn *m_alertsTurn;
    int m_reads = 0;
    QList<Entry> m_leaks;
    QString m_rackId;
    bool m_shownAcknowledged = false;
    Look m_look = Look::Leak; // not what the first setLook(Calm) finds, so it styles
};

} // namespace rackops
