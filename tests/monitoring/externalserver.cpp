#include "externalserver.h"

#include <QFile>

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>
#include <QTimer>

ExternalServer::~ExternalServer()
{
    stop();
}

QString ExternalServer::find(const QString &program, const QString &debianPackage, QString *why)
{
    const QString path = QStandardPaths::findExecutable(program);
    if (path.isEmpty())
        *why = QStringLiteral("%1 is not installed: the test needs the real server. Install the Debian package %2 "
                              "(scripts/setup-deps.sh does, and CI runs it).")
                   .arg(program, debianPackage);
    return path;
}

quint16 ExternalServer::freeLoopbackPort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

namespace {
int finish(QNetworkReply *reply, QByteArray *body, int timeoutMs)
{
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    if (!reply->isFinished())
        loop.exec();
    if (!reply->isFinished()) {
        reply->abort();
        delete reply;
        return 0;
    }
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (body)
        *body = reply->readAll();
    delete reply;
    return status;
}
} // namespace

int ExternalServer::get(const QUrl &url, QByteArray *body, int timeoutMs)
{
    QNetworkAccessManager network;
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    return finish(network.get(request), body, timeoutMs);
}

int ExternalServer::post(const QUrl &url, const QByteArray &json, QByteArray *body, int timeoutMs)
{
    QNetworkAccessManager network;
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    return finish(network.post(request, json), body, timeoutMs);
}

bool ExternalServer::start(const QString &program, const QStringList &arguments, QString *why)
{
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    QObject::connect(&m_process, &QProcess::readyRead, [this] { m_output += m_process.readAll(); });
    m_process.start(program, arguments);
    if (!m_process.waitForStarted(5000)) {
        *why = QStringLiteral("%1 did not start: %2").arg(program, m_process.errorString());
        return false;
    }
    return true;
}

quint16 ExternalServer::startOnFreePort(const QString &program, const std::function<QStringList(quint16)> &arguments,
                                        const QString &readyPath, int timeoutMs, QString *why)
{
    for (int attempt = 0; attempt < 3; ++attempt) {
        const quint16 port = freeLoopbackPort();
        if (!start(program, arguments(port), why))
            return 0;
        if (waitReady(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(port).arg(readyPath)), timeoutMs, why))
            return port;
        stop();
    }
    return 0;
}

quint16 ExternalServer::startPrometheus(const QByteArray &configYaml, QString *why)
{
    const QString program = find(QStringLiteral("prometheus"), QStringLiteral("prometheus"), why);
    if (program.isEmpty())
        return 0;
    QFile config(dir() + QStringLiteral("/prometheus.yml"));
    if (!config.open(QIODevice::WriteOnly) || config.write(configYaml) != configYaml.size()) {
        *why = QStringLiteral("cannot write %1: %2").arg(config.fileName(), config.errorString());
        return 0;
    }
    config.close();
    return startOnFreePort(
        program,
        [&](quint16 candidate) {
            return QStringList {QStringLiteral("--config.file=%1").arg(config.fileName()),
                                QStringLiteral("--storage.tsdb.path=%1/data").arg(dir()),
                                QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(candidate),
                                QStringLiteral("--log.level=warn")};
        },
        QStringLiteral("/-/ready"), 20000, why);
}

bool ExternalServer::waitReady(const QUrl &url, int timeoutMs, QString *why)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        if (m_process.state() != QProcess::Running) {
            *why = QStringLiteral("%1 ended before it was ready:\n%2").arg(m_process.program(), output());
            return false;
        }
        if (get(url, nullptr, 500) == 200)
            return true;
        QTest::qWait(100); // polling a server that is starting up
    }
    *why = QStringLiteral("%1 was not ready at %2 within %3 ms:\n%4")
               .arg(m_process.program(), url.toString())
               .arg(timeoutMs)
               .arg(output());
    return false;
}

QString ExternalServer::waitForOutput(const QString &pattern, int timeoutMs)
{
    const QRegularExpression re(pattern);
    const QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        const QRegularExpressionMatch match = re.match(QString::fromUtf8(m_output));
        if (match.hasMatch())
            return match.captured(1);
        if (m_process.state() != QProcess::Running)
            return {};
        m_process.waitForReadyRead(100);
        m_output += m_process.readAll();
    }
    return {};
}

void ExternalServer::stop()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_process.terminate();
    if (!m_process.waitForFinished(5000)) {
        m_process.kill();
        m_process.waitForFinished(2000);
    }
    m_output += m_process.readAll();
}

QString ExternalServer::output() const
{
    return QString::fromUtf8(m_output.right(4000));
}
