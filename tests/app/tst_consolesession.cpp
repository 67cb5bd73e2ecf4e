// The console keeps plaintext on this machine unless told otherwise. The
// refusal happens before any channel exists: these cases send nothing.
// The fleet's cooling readings refresh as often as the command line says.
// The board's stream starts first: the others follow once it is in sync.
#include "commandline.h"
#include "consolesession.h"
#include "coolingcontroller.h"
#include "coolingstore.h"
#include "alertscontroller.h"
#include "alertsmodel.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;

class TestConsoleSession : public QObject {
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

    void theCoolingIntervalIsTakenFromTheCommandLine()
    {
        const auto parsed = [](const QStringList &arguments, QString *error) {
            CommandLine line;
            const bool ok = line.parse(QStringList {QStringLiteral("rackops-console")} + arguments, error);
            return ok ? line.session.fleetCoolingIntervalMs : -1;
        };
        QString error;
        QCOMPARE(parsed({}, &error), 5000);
        QCOMPARE(parsed({QStringLiteral("--cooling-interval"), QStringLiteral("1")}, &error), 1000);
        QCOMPARE(parsed({QStringLiteral("--cooling-interval"), QStringLiteral("2.5")}, &error), 2500);
        for (const char *bad : {"0.5", "0", "-1", "301", "nan", "soon"}) {
            error.clear();
            QCOMPARE(parsed({QStringLiteral("--cooling-interval"), QString::fromLatin1(bad)}, &error), -1);
            QVERIFY2(error.contains(QStringLiteral("--cooling-interval")), qPrintable(error));
        }
    }

    // At one second, every rack's readings arrive every second: the fleet-wide stream
    // asks the backend for that interval (the default is 5 s).
    void aOneSecondCoolingIntervalRefreshesEveryRackEverySecond()
    {
        ConsoleSession::Options options;
        options.demoRacks = 40;
        options.demoTimeScale = 1.0;
        options.fleetCoolingIntervalMs = 1000;
        ConsoleSession session(options);
        QString error;
        QVERIFY2(session.start(&error), qPrintable(error));
        QSignalSpy applied(session.cooling()->store(), &CoolingStore::samplesApplied);
        QTRY_VERIFY_WITH_TIMEOUT(!applied.isEmpty(), 15000);
        applied.clear();
        QElapsedTimer t;
        t.start();
        QTRY_VERIFY_WITH_TIMEOUT(applied.size() >= 3, 6000);
        QVERIFY2(t.elapsed() < 5000, qPrintable(QString::number(t.elapsed())));
    }

    // The fleet's snapshot had the two cores and the backend to share with the cooling's and the
    // alerts' (at 100,000 racks the first frame waited for all three). They now start once the
    // board is in sync: when its snapshot is applied, neither has brought anything yet; both do after.
    void theBoardsStreamComesFirstAndTheOthersFollow()
    {
        ConsoleSession::Options options;
        options.demoRacks = 3000;
        ConsoleSession session(options);
        QString error;
        QVERIFY2(session.start(&error), qPrintable(error));
        qint64 coolingAtSnapshot = -1;
        int alertsAtSnapshot = -1;
        connect(
            session.fleet()->model(), &FleetModel::snapshotApplied, this,
            [&] {
                coolingAtSnapshot = session.cooling()->store()->newestSampleMs();
                alertsAtSnapshot = session.alerts()->model()->rowCount();
            },
            Qt::SingleShotConnection);
        QTRY_VERIFY_WITH_TIMEOUT(coolingAtSnapshot >= 0, 30000);
        QCOMPARE(coolingAtSnapshot, 0);
        QCOMPARE(alertsAtSnapshot, 0);
        QTRY_VERIFY_WITH_TIMEOUT(session.cooling()->store()->newestSampleMs() > 0, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(session.alerts()->model()->rowCount() > 0, 15000);
    }
};

QTEST_GUILESS_MAIN(TestConsoleSession)
#include "tst_consolesession.moc"
