// The state directory is one simulator's alone, and what is in it is loaded
// whole or not at all (issue #35, points 2 and 3).
#include "server/simulatorserver.h"
#include "fleet/fleetsimulation.h"
#include "stillfleet.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace rackops::sim;

namespace {

// Starts the real rackops-sim on `dir`; returns once it printed where it listens.
bool startSim(QProcess &sim, const QString &dir, QString *why)
{
    sim.setProgram(QStringLiteral(RACKOPS_SIM));
    sim.setArguments({QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--racks"),
                      QStringLiteral("30"), QStringLiteral("--no-demo-activity"), QStringLiteral("--state-dir"), dir});
    sim.start();
    if (!sim.waitForStarted(10000)) {
        *why = sim.errorString();
        return false;
    }
    QString out;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 30000) {
        if (sim.state() == QProcess::NotRunning) {
            *why = QStringLiteral("exited: ") + QString::fromUtf8(sim.readAllStandardError());
            return false;
        }
        sim.waitForReadyRead(200);
        out += QString::fromUtf8(sim.readAllStandardOutput());
        if (out.contains(QStringLiteral("listening on")))
            return true;
    }
    *why = QStringLiteral("no \"listening on\" within 30 s");
    return false;
}

// Runs rackops-sim on `dir` expecting it to refuse: its exit code and stderr.
std::pair<int, QString> refusedSim(const QString &dir)
{
    QProcess sim;
    sim.setProgram(QStringLiteral(RACKOPS_SIM));
    sim.setArguments({QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--racks"),
                      QStringLiteral("30"), QStringLiteral("--state-dir"), dir});
    sim.start();
    if (!sim.waitForFinished(30000)) {
        sim.kill();
        sim.waitForFinished();
        return {-1, QStringLiteral("still running after 30 s")};
    }
    return {sim.exitStatus() == QProcess::NormalExit ? sim.exitCode() : -2,
            QString::fromUtf8(sim.readAllStandardError())};
}

// A state directory as a real simulator leaves it: `racks` racks, saved on a clean stop.
bool makeState(const QString &dir, int racks, QString *why)
{
    SimConfig config = stillFleet(racks);
    config.stateDir = dir;
    SimulatorServer server(config);
    if (!server.start(why))
        return false;
    server.advance(3'600'000);
    server.stop();
    return true;
}

QString databaseOf(const QString &dir)
{
    return dir + QStringLiteral("/rackops-sim.sqlite");
}

void stopSim(QProcess &sim)
{
    sim.terminate(); // SIGTERM: a clean stop
    if (!sim.waitForFinished(15000)) {
        sim.kill();
        sim.waitForFinished();
    }
}

} // namespace

class TestStateDirectory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A second simulator on the same directory started without complaint and handed out ids twice.
    void aSecondSimulatorOnOneDirectoryIsRefused()
    {
        QTemporaryDir dir;
        QProcess first;
        QString why;
        QVERIFY2(startSim(first, dir.path(), &why), qPrintable(why));
        const auto [code, stderrText] = refusedSim(dir.path());
        QVERIFY2(code > 0, qPrintable(QStringLiteral("exit %1: %2").arg(code).arg(stderrText)));
        QVERIFY2(stderrText.contains(QStringLiteral("pid %1").arg(first.processId())), qPrintable(stderrText));
        QVERIFY2(stderrText.contains(QStringLiteral("in use")), qPrintable(stderrText));
        QVERIFY(first.state() == QProcess::Running); // the holder is not disturbed
        stopSim(first);
        QCOMPARE(first.exitCode(), 0);

        QProcess again;
        QVERIFY2(startSim(again, dir.path(), &why), qPrintable(why));
        stopSim(again);
    }

    // The kernel drops the lock of a killed simulator: a stale lock file never blocks a restart.
    void aKilledSimulatorLeavesNoLock()
    {
        QTemporaryDir dir;
        QProcess first;
        QString why;
        QVERIFY2(startSim(first, dir.path(), &why), qPrintable(why));
        first.kill();
        QVERIFY(first.waitForFinished(10000));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("rackops-sim.lock"))));
        QProcess again;
        QVERIFY2(startSim(again, dir.path(), &why), qPrintable(why));
        stopSim(again);
    }

    // The console's demo and the tests embed the simulator: it takes the same lock.
    void theInProcessServerTakesTheSameLock()
    {
        QTemporaryDir dir;
        SimConfig config = stillFleet(20);
        config.stateDir = dir.path();
        auto server = std::make_unique<SimulatorServer>(config);
        QString error;
        QVERIFY2(server->start(&error), qPrintable(error));

        const auto [code, stderrText] = refusedSim(dir.path());
        QVERIFY2(code > 0, qPrintable(stderrText));
        QVERIFY2(stderrText.contains(QStringLiteral("pid %1").arg(QCoreApplication::applicationPid())),
                 qPrintable(stderrText));

        SimulatorServer second(config);
        QVERIFY(!second.start(&error));
        QVERIFY2(error.contains(QStringLiteral("in use")), qPrintable(error));

        server->stop();
        QVERIFY2(second.start(&error), qPrintable(error));
        second.stop();
    }

    // 8 KiB of garbage loaded as 1,206 of 2,400 racks with nothing on stderr.
    void garbageInTheDatabaseIsRefused()
    {
        QTemporaryDir dir;
        QString why;
        QVERIFY2(makeState(dir.path(), 300, &why), qPrintable(why));
        QFile file(databaseOf(dir.path()));
        QVERIFY(!QFile::exists(databaseOf(dir.path()) + QStringLiteral("-wal"))
                || QFileInfo(databaseOf(dir.path()) + QStringLiteral("-wal")).size() == 0);
        const qint64 size = file.size();
        QVERIFY2(size > 64 * 1024, qPrintable(QString::number(size)));
        QVERIFY(file.open(QIODevice::ReadWrite));
        QByteArray garbage(8192, Qt::Uninitialized);
        QRandomGenerator generator(35);
        for (char &c : garbage)
            c = char(generator.bounded(256));
        QVERIFY(file.seek(size / 2));
        QCOMPARE(file.write(garbage), qint64(garbage.size()));
        file.close();

        const auto [code, stderrText] = refusedSim(dir.path());
        QVERIFY2(code > 0, qPrintable(QStringLiteral("exit %1: %2").arg(code).arg(stderrText)));
        QVERIFY2(stderrText.contains(QStringLiteral("rackops-sim.sqlite is damaged")), qPrintable(stderrText));
        QVERIFY2(stderrText.contains(QStringLiteral("Restore it from a backup")), qPrintable(stderrText));
        QVERIFY2(stderrText.contains(QStringLiteral("move it aside")), qPrintable(stderrText));

        SimConfig config = stillFleet(300);
        config.stateDir = dir.path();
        SimulatorServer server(config);
        QString error;
        QVERIFY(!server.start(&error));
        QVERIFY2(error.contains(QStringLiteral("is damaged")), qPrintable(error));
    }

    // A 0-byte database became a fresh fleet: it is damage, not "no state yet".
    void anEmptyDatabaseFileIsRefused()
    {
        QTemporaryDir dir;
        QFile file(databaseOf(dir.path()));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const auto [code, stderrText] = refusedSim(dir.path());
        QVERIFY2(code > 0, qPrintable(QStringLiteral("exit %1: %2").arg(code).arg(stderrText)));
        QVERIFY2(stderrText.contains(QStringLiteral("is damaged: the file is empty (0 bytes)")),
                 qPrintable(stderrText));
        QCOMPARE(QFileInfo(databaseOf(dir.path())).size(), qint64(0)); // left as it was found
    }

    // Racks gone from a database SQLite finds sound: the count the last save wrote tells.
    void missingRacksAreRefused()
    {
        QTemporaryDir dir;
        QString why;
        QVERIFY2(makeState(dir.path(), 120, &why), qPrintable(why));
        int deleted = 0;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tamper"));
            db.setDatabaseName(databaseOf(dir.path()));
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("DELETE FROM racks WHERE rowid % 2 = 0")));
            deleted = query.numRowsAffected();
            QVERIFY(deleted > 0);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("tamper"));
        SimConfig config = stillFleet(120);
        config.stateDir = dir.path();
        SimulatorServer server(config);
        QString error;
        QVERIFY(!server.start(&error));
        QVERIFY2(error.contains(QStringLiteral("its last save held 120 racks, but %1 are there").arg(120 - deleted)),
                 qPrintable(error));
    }

    // And a sound database loads whole, every time.
    void anIntactDatabaseLoadsAllRacks()
    {
        QTemporaryDir dir;
        QString why;
        QVERIFY2(makeState(dir.path(), 300, &why), qPrintable(why));
        for (int round = 0; round < 2; ++round) {
            SimConfig config = stillFleet(10); // the stored fleet wins over --racks
            config.stateDir = dir.path();
            SimulatorServer server(config);
            QString error;
            QVERIFY2(server.start(&error), qPrintable(error));
            QCOMPARE(server.fleet().snapshot().upserts.size(), std::size_t(300));
            server.stop();
        }
    }
};

QTEST_GUILESS_MAIN(TestStateDirectory)
#include "tst_statedirectory.moc"
