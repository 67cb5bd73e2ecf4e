#include "statusmessage.h"

#include <QTest>

#include <grpcpp/support/status.h>

using namespace rackops;

class TestStatusMessage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void transportErrorsInPlainWords_data()
    {
        QTest::addColumn<QString>("detail");
        QTest::addColumn<QString>("expected");
        QTest::newRow("refused") << "failed to connect to all addresses; last error: UNKNOWN: ipv4:127.0.0.1:1: "
                                    "Failed to connect to remote host: Connection refused"
                                 << "connection refused (is the backend running?)";
        QTest::newRow("dropped") << "Socket closed"
                                 << "the connection dropped";
        QTest::newRow("keepalive") << "keepalive watchdog timeout"
                                   << "no answer to keepalive pings; the link is down";
        QTest::newRow("dns") << "DNS resolution failed for nowhere.invalid:1"
                             << "the host name cannot be resolved";
        QTest::newRow("other") << "outer: inner cause"
                               << "inner cause";
    }
    void transportErrorsInPlainWords()
    {
        QFETCH(QString, detail);
        QFETCH(QString, expected);
        QCOMPARE(StatusMessage::transportReason(detail), expected);
    }

    void statusCodesNameTheEndpoint()
    {
        const grpc::Status unavailable(grpc::StatusCode::UNAVAILABLE, "Connection refused");
        QCOMPARE(
            StatusMessage::describe(unavailable, "10.0.0.1:50051"),
            QStringLiteral("Cannot reach the backend at 10.0.0.1:50051: connection refused (is the backend running?)"));
        const grpc::Status unimplemented(grpc::StatusCode::UNIMPLEMENTED, "");
        QVERIFY(StatusMessage::describe(unimplemented, "x:1").contains("RackOps backend"));
    }
};

QTEST_GUILESS_MAIN(TestStatusMessage)
#include "tst_statusmessage.moc"
