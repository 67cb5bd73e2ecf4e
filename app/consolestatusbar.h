#pragma once

#include "throttledcheck.h"

#include <QList>
#include <QStatusBar>

class QSystemTrayIcon;
class QTimer;

namespace rackops {

class ConnectionIndicator;
class ConsoleSession;

// The bottom line of the window: the link and its data age, SLO breaches,
// alert counts, who we act as, DEMO. Announces every finished operation and
// every critical alert nobody owns (with a desktop notification and the
// taskbar's attention, so it is seen from another window too).
class ConsoleStatusBar : public QStatusBar {
    Q_OBJECT
public:
    ConsoleStatusBar(ConsoleSession *session, QWidget *window);

    ConnectionIndicator *connectionIndicator() const { return m_indicator; }

    // Why an action the operator just asked for cannot run. Held for a few seconds: an
    // announcement arriving meanwhile (a finished operation, a critical alert, which also
    // flashes the taskbar) waits instead of wiping the answer before it was read.
    void explain(const QString &whyNot);

    // What of the current message fits in front of the permanent widgets: all of it, or
    // its start with "…" (the whole message is in the tooltip).
    QString fittedMessage() const;

Q_SIGNALS:
    void viewRequested(const QString &view);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QRect messageArea() const;
    void announceCritical(const QString &title, const QString &text);
    // A message nobody asked for: shown now, or after the hold. A critical one is held
    // on screen in turn; while one waits, a routine one never takes its place (in the
    // demo, operations finish every few seconds) and later critical ones are counted.
    enum class Urgency { Routine, Critical };
    void announce(const QString &text, int timeoutMs, Urgency urgency = Urgency::Routine);

    QWidget *m_window;
    ConnectionIndicator *m_indicator;
    QList<QWidget *> m_permanent; // in the order added: the message ends in front of the first shown
    QSystemTrayIcon *m_tray = nullptr;
    ThrottledCheck m_trayAvailable;
    // A batch raises many critical alerts at once: the desktop is told of the first of a turn of the
    // event loop only (the status bar counts the others), not flashed and notified once for each.
    bool m_toldDesktopThisTurn = false;
    QTimer *m_hold;
    QString m_deferred;
    int m_deferredMs = 0;
    Urgency m_deferredUrgency = Urgency::Routine;
    int m_moreCritical = 0; // critical alerts raised while one was waiting
};

} // namespace rackops
