#pragma once

#include <QStatusBar>

class QSystemTrayIcon;

namespace rackops {

class ConnectionIndicator;
class ConsoleSession;

// The bottom line of the window: the link and its data age, SLO breaches,
// alert counts, who we act as, DEMO. Announces every finished operation and
// every critical alert nobody owns (with a desktop notification and the
// taskbar's attention, so it is seen from another window too).
class ConsoleStatusBar : public QStatusBar
{
    Q_OBJECT
public:
    ConsoleStatusBar(ConsoleSession *session, QWidget *window);

    ConnectionIndicator *connectionIndicator() const { return m_indicator; }

signals:
    void viewRequested(const QString &view);

private:
    void announceCritical(const QString &title, const QString &text);

    QWidget *m_window;
    ConnectionIndicator *m_indicator;
    QSystemTrayIcon *m_tray = nullptr;
};

} // namespace rackops
