#pragma once

#include <QObject>
#include <QString>

class QTimer;

namespace rackops {

class ConsoleSession;
class MainWindow;

// --screenshot: waits until the first fleet data is on screen, opens the
// requested view, lets it settle, saves a PNG of the window and quits (exit
// code 0), or gives up after a timeout with a message (exit code 3).
class Screenshotter : public QObject {
    Q_OBJECT
public:
    Screenshotter(MainWindow *window, ConsoleSession *session, QString path, QString view, QObject *parent = nullptr);

    void start(int timeoutMs = 30000);

private:
    void dataArrived();
    void capture();
    void fail(const QString &message);

    MainWindow *m_window;
    ConsoleSession *m_session;
    QString m_path;
    QString m_view;
    QTimer *m_timeout;
    bool m_triggered = false;
};

} // namespace rackops
