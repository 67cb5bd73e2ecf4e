#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QUrl>

#include <functional>

// A real server program (prometheus, prometheus-alertmanager, rackops-sim)
// run by a test on a loopback port: found on PATH or fails the test with how
// to install it (scripts/setup-deps.sh), never skipped; stopped and its
// output shown when the test ends.
class ExternalServer {
public:
    ExternalServer() = default;
    ~ExternalServer();
    ExternalServer(const ExternalServer &) = delete;
    ExternalServer &operator=(const ExternalServer &) = delete;

    // The program's full path, or empty with a message naming the Debian package in `why`.
    static QString find(const QString &program, const QString &debianPackage, QString *why);
    // A loopback TCP port nobody listens on now (bound and let go).
    static quint16 freeLoopbackPort();
    // GET url with a short timeout; the status (0 = no answer) and the body.
    static int get(const QUrl &url, QByteArray *body = nullptr, int timeoutMs = 2000);
    static int post(const QUrl &url, const QByteArray &json, QByteArray *body = nullptr, int timeoutMs = 2000);

    // Starts `program` with `arguments`; false with the reason in `why`.
    bool start(const QString &program, const QStringList &arguments, QString *why);
    // Starts `program` on a free loopback port (`arguments` made for that port) and waits until GET
    // http://127.0.0.1:PORT`readyPath` answers 200; a port taken meanwhile is tried again with another.
    // The port, or 0 with the reason in `why`.
    quint16 startOnFreePort(const QString &program, const std::function<QStringList(quint16)> &arguments,
                            const QString &readyPath, int timeoutMs, QString *why);
    // Debian's prometheus on a free loopback port with `configYaml` as its prometheus.yml and its data
    // in dir(), ready to answer: its port, or 0 with the reason in `why`.
    quint16 startPrometheus(const QByteArray &configYaml, QString *why);
    // Waits until GET `url` answers 200 (false after `timeoutMs`, the output in `why`).
    bool waitReady(const QUrl &url, int timeoutMs, QString *why);
    // Waits for a line of standard output matching `pattern`; its first capture.
    QString waitForOutput(const QString &pattern, int timeoutMs);
    void stop();
    QString output() const;
    QString dir() const { return m_dir.path(); }
    bool isRunning() const { return m_process.state() == QProcess::Running; }

private:
    QProcess m_process;
    QTemporaryDir m_dir;
    QByteArray m_output;
};
