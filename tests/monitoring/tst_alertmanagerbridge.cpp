// The Alertmanager bridge against answers a real Alertmanager would not give:
// garbage, 401, a 10 MB answer (with and without Content-Length), a redirect
// off the host, nobody listening. Each is one clear state on the bridge's
// health, what was read before stays (stale), the answer is never read whole,
// the token goes in the header and never into a log line; files holding
// secrets that others may read are refused.
#include "alertmanagerbridge.h"

#include <QFile>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace rackops::alertmanager;

namespace {
const QByteArray kOneAlert = R"([{"fingerprint":"f1","labels":{"alertname":"GpuTooHot","rack":"R1"},
  "annotations":{},"receivers":[{"name":"x"}],"startsAt":"2024-01-01T00:00:00Z","endsAt":"2024-01-01T00:05:00Z",
  "updatedAt":"2024-01-01T00:00:00Z","status":{"state":"active","silencedBy":[],"inhibitedBy":[]}}])";

// A loopback HTTP/1.1 server that answers every request with what the test set.
class CannedServer : public QObject {
public:
    QByteArray answer; // the whole HTTP response
    QByteArray lastRequest;
    int requests = 0;

    CannedServer()
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
                    m_pending[socket] += socket->readAll();
                    if (!m_pending[socket].contains("\r\n\r\n"))
                        return;
                    lastRequest = m_pending.take(socket);
                    ++requests;
                    socket->write(answer);
                    socket->disconnectFromHost();
                });
            }
        });
    }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()); }

    static QByteArray response(int status, const QByteArray &body, bool contentLength = true,
                               const QByteArray &extra = {})
    {
        QByteArray r = "HTTP/1.1 " + QByteArray::number(status)
            + " X\r\nContent-Type: application/json\r\n"
              "Connection: close\r\n"
            + extra;
        if (contentLength)
            r += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
        return r + "\r\n" + body;
    }

private:
    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_pending;
};

QStringList g_log;
QtMessageHandler g_previous = nullptr;
void keepLog(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    g_log.append(message);
    g_previous(type, context, message);
}

QString secretFile(const QTemporaryDir &dir, const char *name, const QByteArray &content, QFile::Permissions mode)
{
    QFile file(dir.filePath(QLatin1String(name)));
    file.open(QIODevice::WriteOnly);
    file.write(content);
    file.close();
    file.setPermissions(mode);
    return file.fileName();
}
} // namespace

class TestAlertmanagerBridge : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    std::unique_ptr<AlertmanagerBridge> bridge(const QString &url, const QString &tokenFile = {})
    {
        AlertmanagerOptions options;
        options.url = url;
        options.tokenFile = tokenFile;
        options.intervalMs = 100;
        options.timeoutMs = 2000;
        options.maxAnswerBytes = 1024 * 1024;
        QString error;
        auto made = AlertmanagerBridge::create(options, &error);
        if (!made)
            qWarning("%s", qPrintable(error));
        return made;
    }

private Q_SLOTS:
    void initTestCase() { g_previous = qInstallMessageHandler(keepLog); }

    void saysEachFailureAndKeepsWhatItRead()
    {
        CannedServer server;
        const QString token = secretFile(m_dir, "token", "s3cret-token\n", QFile::ReadOwner | QFile::WriteOwner);
        auto b = bridge(server.url() + QStringLiteral("/prefix/"), token);
        QVERIFY(b);
        QCOMPARE(b->alertsUrl().path(), QStringLiteral("/prefix/api/v2/alerts"));
        server.answer = CannedServer::response(200, kOneAlert);
        b->start();
        QTRY_COMPARE(b->store()->snapshot().state, BridgeState::Ok);
        QCOMPARE(b->store()->snapshot().alerts.size(), 1);
        QVERIFY(server.lastRequest.startsWith("GET /prefix/api/v2/alerts HTTP/1.1"));
        QVERIFY(server.lastRequest.contains("Authorization: Bearer s3cret-token\r\n"));

        // Each answer turns into its state with its words; what was read before stays, stale.
        const auto reached = [&](BridgeState state, const QString &detail) {
            const AlertmanagerStore::Snapshot s = b->store()->snapshot();
            return s.state == state && s.detail.contains(detail) && s.stale && s.alerts.size() == 1;
        };
        const auto expect = [&](const QByteArray &answer, BridgeState state, const QString &detail) {
            server.answer = answer;
            QTRY_VERIFY2(reached(state, detail), qPrintable(b->store()->snapshot().detail));
        };
        expect(CannedServer::response(200, "<html>oops</html>"), BridgeState::BadAnswer, QStringLiteral("not JSON"));
        expect(CannedServer::response(401, "{}"), BridgeState::Unauthorized, QStringLiteral("HTTP 401"));
        const QByteArray huge(10 * 1024 * 1024, ' ');
        expect(CannedServer::response(200, "[" + huge + "]"), BridgeState::TooLarge,
               QStringLiteral("larger than 1 MiB"));
        server.answer = CannedServer::response(200, kOneAlert);
        QTRY_COMPARE(b->store()->snapshot().state, BridgeState::Ok);
        // Without Content-Length the answer is counted as it arrives, and cut off.
        expect(CannedServer::response(200, "[" + huge + "]", false), BridgeState::TooLarge,
               QStringLiteral("larger than 1 MiB"));
        expect(CannedServer::response(302, {}, true, "Location: http://elsewhere.example/api/v2/alerts\r\n"),
               BridgeState::HttpError, QStringLiteral("not followed"));
        expect(CannedServer::response(503, "busy"), BridgeState::HttpError, QStringLiteral("HTTP 503"));
        const int seen = server.requests;
        server.answer = CannedServer::response(200, kOneAlert);
        QTRY_COMPARE(b->store()->snapshot().state, BridgeState::Ok);
        QVERIFY(!b->store()->snapshot().stale);
        QVERIFY(server.requests > seen);
        for (const QString &line : std::as_const(g_log))
            QVERIFY2(!line.contains(QLatin1String("s3cret")), qPrintable(line));
        // Each failure was logged once when it began, not at every poll.
        QCOMPARE(g_log.filter(QStringLiteral("unauthorized")).size(), 1);
    }

    void saysWhenNobodyAnswers()
    {
        quint16 port = 0;
        {
            QTcpServer probe;
            probe.listen(QHostAddress::LocalHost, 0);
            port = probe.serverPort();
        }
        auto b = bridge(QStringLiteral("http://127.0.0.1:%1").arg(port));
        QVERIFY(b);
        b->start();
        QTRY_COMPARE(b->store()->snapshot().state, BridgeState::Down);
        QVERIFY(!b->store()->snapshot().everRead);
        // Backing off: after failures the next attempt waits up to four intervals, not one.
        QTRY_VERIFY(b->store()->snapshot().failures >= 3);
    }

    void refusesSecretsOthersCanRead()
    {
        AlertmanagerOptions options;
        options.url = QStringLiteral("https://alertmanager.noc:9093");
        options.tokenFile =
            secretFile(m_dir, "open-token", "t\n", QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther);
        QString error;
        QVERIFY(!AlertmanagerBridge::create(options, &error));
        QVERIFY2(error.contains(QLatin1String("may be read or written by others"))
                     && error.contains(QLatin1String("chmod 600")),
                 qPrintable(error));
        options.tokenFile.clear();
        options.basicAuthFile = secretFile(m_dir, "basic", "no-colon\n", QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(!AlertmanagerBridge::create(options, &error));
        QVERIFY2(error.contains(QLatin1String("USER:PASSWORD")), qPrintable(error));
        options.basicAuthFile = secretFile(m_dir, "basic2", "noc:pw\n", QFile::ReadOwner | QFile::WriteOwner);
        options.url = QStringLiteral("http://alertmanager.noc:9093");
        QVERIFY(!AlertmanagerBridge::create(options, &error));
        QVERIFY2(error.contains(QLatin1String("clear text")), qPrintable(error));
        options.url = QStringLiteral("https://noc:pw@alertmanager.noc:9093");
        QVERIFY(!AlertmanagerBridge::create(options, &error));
        QVERIFY2(error.contains(QLatin1String("no credentials in the URL")), qPrintable(error));
        options.url = QStringLiteral("ftp://alertmanager.noc");
        QVERIFY(!AlertmanagerBridge::create(options, &error));
        options.url = QStringLiteral("https://alertmanager.noc:9093");
        QVERIFY2(AlertmanagerBridge::create(options, &error), qPrintable(error));
    }

    void cleanupTestCase() { qInstallMessageHandler(g_previous); }
};

QTEST_GUILESS_MAIN(TestAlertmanagerBridge)
#include "tst_alertmanagerbridge.moc"
