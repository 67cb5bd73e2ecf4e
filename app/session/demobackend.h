#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QProcess;
class QTemporaryDir;
class QTimer;

namespace rackops {

// The demo's backend: rackops-sim as a child process serving on a unix socket in a directory only
// this user may enter, started and stopped by the console. The console stays a client of it, as of
// any backend: it knows the socket and the process's output, nothing of the simulator's code.
class DemoBackend : public QObject {
    Q_OBJECT
public:
    struct Options {
        int racks = 2400;
        double timeScale = 60.0;
        quint64 seed = 7;
        // Generating 100,000 racks on a busy two-core machine takes well under a minute.
        int readyTimeoutMs = 90'000;
        int stopGraceMs = 3000; // after SIGTERM, before SIGKILL
        QString program; // empty = findProgram()
    };

    explicit DemoBackend(const Options &options, QObject *parent = nullptr);
    ~DemoBackend() override; // stops it

    // rackops-sim beside this program, in the build tree's simulator/ beside its folder, then in the
    // installed bindir: the first that is there, or empty with the places looked in.
    static QString findProgram(QStringList *lookedIn = nullptr);

    // Makes the private directory and starts the process; readiness comes later, as ready() or
    // failed(). False with a reason a person can act on when it cannot even be started.
    bool start(QString *error);
    // Asks it to end (SIGTERM) and returns; stop() then waits for that.
    void requestStop();
    // Asks it to end (SIGTERM), kills it after the grace period and removes the directory. Idempotent.
    void stop();

    QString endpoint() const { return m_endpoint; } // unix:DIR/sim.sock
    QString directory() const; // empty once removed
    qint64 processId() const;
    bool isReady() const { return m_ready; }

Q_SIGNALS:
    void ready();
    // It ended, or stayed silent too long, before it was ready: why, with its last words.
    void failed(const QString &error);
    // It ended on its own after it was ready (crashed, killed): the link to it is lost.
    void lost(const QString &why);

private:
    static constexpr int kLastWords = 8; // stderr lines kept for an error message

    void readChannel(bool errors);
    void takeLine(const QByteArray &line, bool errors);
    void onFinished(int code, bool crashed);
    QString exitText(int code, bool crashed) const;
    QString lastWords() const;

    Options m_options;
    QProcess *m_process = nullptr;
    QTimer *m_readyTimeout;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_endpoint;
    qint64 m_pid = 0;
    QByteArray m_partial[2]; // a line not yet ended, per channel (stdout, stderr)
    QStringList m_stderrTail;
    bool m_ready = false;
    bool m_stopping = false;
};

} // namespace rackops
