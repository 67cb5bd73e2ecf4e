// The console keeps plaintext on this machine unless told otherwise. The
// refusal happens before any channel exists: these cases send nothing.
#include "consolesession.h"

#include <QTest>

using namespace rackops;

class TestConsoleSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void loopbackEndpoints_data()
    {
        QTest::addColumn<QString>("endpoint");
        QTest::addColumn<bool>("loopback");
        QTest::newRow("ipv4") << "127.0.0.1:50051" << true;
        QTest::newRow("ipv4 other") << "127.3.4.5:1" << true;
        QTest::newRow("ipv6") << "[::1]:50051" << true;
        QTest::newRow("localhost") << "localhost:50051" << true;
        QTest::newRow("unix") << "unix:/run/rackops.sock" << true;
        QTest::newRow("name") << "backend.example.net:50051" << false;
        QTest::newRow("any") << "0.0.0.0:50051" << false;
    }
    void loopbackEndpoints()
    {
        QFETCH(QString, endpoint);
        QFETCH(bool, loopback);
        QCOMPARE(ConsoleSession::isLoopbackEndpoint(endpoint), loopback);
    }

    void plaintextOffThisMachineIsRefused()
    {
        ConsoleSession::Options options;
        options.connectTo = QStringLiteral("backend.example.net:50051");
        ConsoleSession session(options);
        QString error;
        QVERIFY(!session.start(&error));
        QVERIFY2(error.contains(QStringLiteral("without encryption")) && error.contains(QStringLiteral("--insecure")),
                 qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestConsoleSession)
#include "tst_consolesession.moc"
