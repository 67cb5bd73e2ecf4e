// The console is a client (issue #33.5): in demo mode the session starts the real rackops-sim as a
// child process on a unix socket in a private directory, talks to it like to any backend, shows
// its death as a lost backend and takes the process and the directory with it when it ends.
#include "actionreplies.h"
#include "auditentryinfo.h"
#include "alertinfo.h"
#include "alertscontroller.h"
#include "alertsmodel.h"
#include "connectionstatus.h"
#include "consolesession.h"
#include "demobackend.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"
#include "operationscontroller.h"
#include "sessionidentity.h"
#include "../support/processruns.h"
#include "../support/replywait.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <csignal>
#include <sys/types.h>
#include <unistd.h>

using namespace rackops;

namespace {

constexpr int kDemoWait = 30000;
constexpr QFile::Permissions kGroupOrOthers =
    QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;

const AlertInfo *openAlert(const AlertsModel *alerts)
{
    for (int row = 0; row < alerts->rowCount(); ++row) {
        if (alerts->alert(row).isOpen())
            return &alerts->alert(row);
    }
    return nullptr;
}

DemoBackend::Options backendOptions(int racks)
{
    DemoBackend::Options options;
    options.racks = racks;
    options.stopGraceMs = 1000;
    return options;
}

} // namespace

class TestDemoBackend : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Connected, the fleet, an action and its answer, over the socket of a process of its own;
    // then that process is killed and the console shows the backend as lost, saying why.
    void theDemoIsARealProcessTheConsoleTalksTo()
    {
        ConsoleSession::Options options;
        options.demoRacks = 120;
        options.demoTimeScale = 1.0;
        options.user = QStringLiteral("anna");
        QString directory;
        qint64 pid = 0;
        {
            ConsoleSession session(options);
            QString error;
            QVERIFY2(session.start(&error), qPrintable(error));
            DemoBackend *demo = session.demoBackend();
            QVERIFY(demo);
            directory = demo->directory();
            QVERIFY(session.endpoint().startsWith(QStringLiteral("unix:") + directory + QLatin1Char('/')));
            QVERIFY(session.isDemo());

            // Only its owner may enter the directory the socket is in.
            const QFileInfo dir(directory);
            QVERIFY(dir.isDir());
            QCOMPARE(dir.ownerId(), uint(::getuid()));
            QCOMPARE(dir.permissions() & kGroupOrOthers, QFile::Permissions());
            QVERIFY(dir.permissions().testFlag(QFile::ExeOwner));

            QSignalSpy ready(&session, &ConsoleSession::backendReady);
            QVERIFY(ready.wait(kDemoWait));
            QVERIFY(session.isBackendReady());
            pid = demo->processId();
            QVERIFY(pid > 0 && pid != QCoreApplication::applicationPid());
            QVERIFY(test::processRuns(pid));
            // Named as operators look for it (ps, top, pkill -x), not "exe" after its tuned restart.
            QFile name(QStringLiteral("/proc/%1/comm").arg(pid));
            if (name.open(QIODevice::ReadOnly))
                QCOMPARE(name.readAll().trimmed(), QByteArray("rackops-sim"));
            QVERIFY(QFileInfo(session.endpoint().mid(5)).exists()); // the socket

            FleetModel *fleet = session.fleet()->model();
            ConnectionStatus *link = session.fleet()->connection();
            QTRY_VERIFY_WITH_TIMEOUT(fleet->hasSnapshot() && link->state().phase == ConnectionState::Phase::Live,
                                     kDemoWait);
            QCOMPARE(fleet->rowCount(), 120);
            // Who we are reached the other process: the demo user named over the private socket.
            QTRY_VERIFY_WITH_TIMEOUT(session.operations()->identity()->identity().isKnown(), kDemoWait);
            QCOMPARE(session.operations()->identity()->identity().subject, QStringLiteral("anna"));

            AlertsModel *alerts = session.alerts()->model();
            QTRY_VERIFY_WITH_TIMEOUT(alerts->hasSnapshot() && openAlert(alerts), kDemoWait);
            const QString alertId = openAlert(alerts)->id;
            const QString text = QStringLiteral("checked from the demo backend's own process");
            const auto answer = test::answerOf(session.alerts()->comment(alertId, text), kDemoWait);
            QVERIFY(answer);
            QVERIFY2(answer->accepted(), qPrintable(answer->message));
            QTRY_VERIFY_WITH_TIMEOUT(
                [&] {
                    const AlertInfo *alert = alerts->find(alertId);
                    return alert
                        && std::any_of(alert->comments.cbegin(), alert->comments.cend(),
                                       [&](const AlertCommentInfo &c) { return c.text == text; });
                }(),
                kDemoWait);

            // kill -9: no goodbye, the socket stays on disk; the console says the backend is gone.
            QSignalSpy lost(demo, &DemoBackend::lost);
            QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
            QVERIFY(lost.wait(kDemoWait));
            QVERIFY2(lost.at(0).at(0).toString().contains(QStringLiteral("signal 9")),
                     qPrintable(lost.at(0).at(0).toString()));
            QTRY_VERIFY_WITH_TIMEOUT(link->state().phase == ConnectionState::Phase::Reconnecting, kDemoWait);
            QVERIFY2(link->state().lastError.contains(QStringLiteral("rackops-sim")),
                     qPrintable(link->state().lastError));
            QVERIFY(!test::processRuns(pid));
        }
        // The session is gone: so is the directory with the socket in it.
        QVERIFY2(!QFileInfo::exists(directory), qPrintable(directory));
    }

    // What is asked while the demo backend is still starting (a tab opened at once) waits for it
    // and is answered, rather than failing on a socket nobody serves yet.
    void aRequestBeforeTheBackendServesIsAnswered()
    {
        ConsoleSession::Options options;
        options.demoRacks = 2400;
        ConsoleSession session(options);
        QString error;
        QVERIFY2(session.start(&error), qPrintable(error));
        QVERIFY(!session.isBackendReady());
        QSignalSpy received(session.operations(), &OperationsController::auditReceived);
        QSignalSpy failed(session.operations(), &OperationsController::auditFailed);
        session.operations()->queryAudit(AuditQuery());
        QTRY_VERIFY_WITH_TIMEOUT(!received.isEmpty() || !failed.isEmpty(), kDemoWait);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
        QVERIFY(session.isBackendReady());
    }

    // A console that ends stops its backend (SIGTERM, the simulator ends cleanly) and leaves nothing behind.
    void endingTheSessionEndsTheProcessAndRemovesTheDirectory()
    {
        ConsoleSession::Options options;
        options.demoRacks = 20;
        QString directory;
        qint64 pid = 0;
        {
            ConsoleSession session(options);
            QString error;
            QVERIFY2(session.start(&error), qPrintable(error));
            QSignalSpy ready(&session, &ConsoleSession::backendReady);
            QVERIFY(ready.wait(kDemoWait));
            directory = session.demoBackend()->directory();
            pid = session.demoBackend()->processId();
            QVERIFY(test::processRuns(pid));
            QTRY_VERIFY_WITH_TIMEOUT(session.fleet()->model()->hasSnapshot(), kDemoWait);
        }
        QVERIFY(!test::processRuns(pid));
        QVERIFY2(!QFileInfo::exists(directory), qPrintable(directory));
    }

    // A backend that refuses to start: the console says what it said, and nothing stays behind.
    void aBackendThatEndsBeforeItServesIsAClearError()
    {
        DemoBackend demo(backendOptions(-1)); // rackops-sim takes 0 to 200000 racks
        QSignalSpy failed(&demo, &DemoBackend::failed);
        QSignalSpy ready(&demo, &DemoBackend::ready);
        QString error;
        QVERIFY2(demo.start(&error), qPrintable(error));
        const QString directory = demo.directory();
        QVERIFY(failed.wait(kDemoWait));
        const QString why = failed.at(0).at(0).toString();
        QVERIFY2(why.contains(QStringLiteral("exit code 2")) && why.contains(QStringLiteral("--racks")),
                 qPrintable(why));
        QVERIFY(ready.isEmpty());
        demo.stop();
        QVERIFY(!QFileInfo::exists(directory));
    }

    // One that never says it serves is given up after its time, killed, and said so.
    void aBackendThatStaysSilentIsGivenUp()
    {
        DemoBackend::Options options = backendOptions(2400);
        options.readyTimeoutMs = 1500;
        DemoBackend demo(options);
        QSignalSpy failed(&demo, &DemoBackend::failed);
        QString error;
        QVERIFY2(demo.start(&error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(demo.processId() > 0, kDemoWait);
        const qint64 pid = demo.processId();
        QCOMPARE(::kill(pid_t(pid), SIGSTOP), 0); // alive, and silent
        QVERIFY(failed.wait(kDemoWait));
        QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("within 1 s")),
                 qPrintable(failed.at(0).at(0).toString()));
        QVERIFY(!test::processRuns(pid));
        QVERIFY(demo.directory().isEmpty());
    }

    void aProgramThatCannotRunIsAClearError()
    {
        DemoBackend::Options options = backendOptions(20);
        options.program = QDir::temp().filePath(QStringLiteral("no-such-dir/rackops-sim"));
        DemoBackend demo(options);
        QSignalSpy failed(&demo, &DemoBackend::failed);
        QString error;
        QVERIFY2(demo.start(&error), qPrintable(error));
        QVERIFY(failed.wait(kDemoWait));
        QVERIFY2(failed.at(0).at(0).toString().contains(options.program), qPrintable(failed.at(0).at(0).toString()));
    }

    // The session passes a failure on: the window and main() learn it from startFailed().
    void theSessionSaysWhenItsBackendCannotStart()
    {
        ConsoleSession::Options options;
        options.demoRacks = -1;
        ConsoleSession session(options);
        QSignalSpy failed(&session, &ConsoleSession::startFailed);
        QString error;
        QVERIFY2(session.start(&error), qPrintable(error));
        QVERIFY(failed.wait(kDemoWait));
        QVERIFY2(failed.at(0).at(0).toString().startsWith(QStringLiteral("The demo backend did not start:")),
                 qPrintable(failed.at(0).at(0).toString()));
        QVERIFY(!session.isBackendReady());
    }

    // Beside the console in a package, beside its folder in the build tree: this test finds the one built.
    void theProgramIsFoundWhereItIsBuilt()
    {
        const QString program = DemoBackend::findProgram();
        QVERIFY(!program.isEmpty());
        QCOMPARE(QFileInfo(program).fileName(), QStringLiteral("rackops-sim"));
    }
};

QTEST_GUILESS_MAIN(TestDemoBackend)
#include "tst_demobackend.moc"
