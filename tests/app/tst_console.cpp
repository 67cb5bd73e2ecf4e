// The console as a user starts it: the real binary, in a child process,
// offscreen. Checks --version, --screenshot of the fleet and of a rack, a
// clear failure for an unknown view, and that a killed console's demo backend ends.
#include "../support/processruns.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/types.h>

class TestConsole : public QObject {
    Q_OBJECT
private:
    // The child's offscreen screen is a 1366x768 laptop (Qt 6.4's offscreen plugin reads it from a JSON file).
    QTemporaryDir m_screenDir;
    QString m_platform = QStringLiteral("offscreen");

    QProcessEnvironment env() const
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("QT_QPA_PLATFORM"), m_platform);
        e.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        return e;
    }
    int run(const QStringList &args, QString *out, QString *err, int timeoutMs = 60000) const
    {
        QProcess p;
        p.setProcessEnvironment(env());
        p.start(QStringLiteral(RACKOPS_CONSOLE), args);
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished();
            return -1;
        }
        *out = QString::fromLocal8Bit(p.readAllStandardOutput());
        *err = QString::fromLocal8Bit(p.readAllStandardError());
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }
    // A real screen has many colours; a blank or single-colour image does not.
    static int distinctColours(const QImage &image)
    {
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                colours.insert(image.pixel(x, y));
        return int(colours.size());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_screenDir.isValid());
        QFile screen(m_screenDir.filePath(QStringLiteral("screen.json")));
        QVERIFY(screen.open(QIODevice::WriteOnly));
        screen.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
                         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
        screen.close();
        m_platform = QStringLiteral("offscreen:configfile=") + screen.fileName();
    }

    void version()
    {
        QString out, err;
        QCOMPARE(run({QStringLiteral("--version")}, &out, &err), 0);
        QVERIFY(out.contains(QLatin1String("rackops-console")));
    }

    void screenshotOfTheFleet()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("fleet.png"));
        QString out, err;
        QCOMPARE(run({QStringLiteral("--screenshot"), png, QStringLiteral("--demo-racks"), QStringLiteral("3000")},
                     &out, &err),
                 0);
        QImage image(png);
        QVERIFY2(!image.isNull(), qPrintable(err));
        // The window fills the laptop screen and stays inside it.
        QVERIFY2(image.width() >= 1200 && image.height() >= 700 && image.width() <= 1366 && image.height() <= 768,
                 qPrintable(QStringLiteral("%1x%2").arg(image.width()).arg(image.height())));
        QVERIFY2(distinctColours(image) > 50, "screenshot looks blank");
    }

    // Headless export for automation: a PDF whose text has the report's sections.
    void exportHandoverWithoutAWindow()
    {
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (pdftotext.isEmpty())
            QFAIL("pdftotext is not installed: install poppler-utils (scripts/setup-deps.sh does)");
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("handover.pdf"));
        QString out, err;
        QProcessEnvironment e = env();
        e.remove(QStringLiteral("QT_QPA_PLATFORM")); // it must not need a display
        QProcess p;
        p.setProcessEnvironment(e);
        p.start(QStringLiteral(RACKOPS_CONSOLE),
                {QStringLiteral("--export-handover"), pdf, QStringLiteral("--demo-racks"), QStringLiteral("300")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QProcess text;
        text.start(pdftotext, {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(20000));
        // The PDF's font sets "ff" and "fi" as ligatures; read them as letters.
        const QString content = QString::fromUtf8(text.readAllStandardOutput())
                                    .replace(QChar(0xFB00), QLatin1String("ff"))
                                    .replace(QChar(0xFB01), QLatin1String("fi"));
        for (const char *section :
             {"Shift handover", "Active incidents", "State per site", "Pending approvals", "Remediations in this shift",
              "Expiring during the next shift", "Replication SLO breaches", "Notes", "Changes made in this shift",
              "Sign-off", "Page 1 of"})
            QVERIFY2(content.contains(QLatin1String(section)), section);
        // An unknown shift is refused in words, with its own exit code.
        QCOMPARE(run({QStringLiteral("--export-handover"), pdf, QStringLiteral("--shift"),
                      QStringLiteral("1999-01-01/lunch"), QStringLiteral("--demo-racks"), QStringLiteral("300")},
                     &out, &err),
                 3);
        QVERIFY2(err.contains(QLatin1String("1999-01-01/lunch")), qPrintable(err));
    }

    void screenshotOfARack()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("rack.png"));
        QString out, err;
        QCOMPARE(
            run({QStringLiteral("--screenshot"), png, QStringLiteral("--view"), QStringLiteral("rack:FRA1-H1-R01-05")},
                &out, &err),
            0);
        QVERIFY2(!QImage(png).isNull(), qPrintable(err));
    }

    void unknownViewFailsClearly()
    {
        QTemporaryDir dir;
        QString out, err;
        const int code = run({QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x.png")),
                              QStringLiteral("--view"), QStringLiteral("nonsense")},
                             &out, &err);
        QVERIFY(code != 0);
        QVERIFY2(err.contains(QLatin1String("nonsense")), qPrintable(err));
    }

    void unreachableBackendTimesOutWithAMessage()
    {
        QString out, err;
        // Nothing listens on port 1; the screenshot gives up with a message instead of hanging.
        const int code =
            run({QStringLiteral("--connect"), QStringLiteral("127.0.0.1:1"), QStringLiteral("--screenshot"),
                 QStringLiteral("/tmp/never.png"), QStringLiteral("--screenshot-timeout"), QStringLiteral("3")},
                &out, &err);
        QCOMPARE(code, 3);
        QVERIFY2(err.contains(QLatin1String("127.0.0.1:1")), qPrintable(err));
    }

    // A console that dies without a word (kill -9) takes its demo backend with it: the kernel ends
    // rackops-sim (PR_SET_PDEATHSIG), since no code of the console runs any more to do it.
    void aKilledConsoleTakesItsDemoBackendWithIt()
    {
        QProcess console;
        console.setProcessEnvironment(env());
        console.start(QStringLiteral(RACKOPS_CONSOLE), {QStringLiteral("--demo-racks"), QStringLiteral("20")});
        QVERIFY(console.waitForStarted());
        // The console's log names the backend's process and socket once it serves.
        const QRegularExpression serving(
            QStringLiteral("rackops-sim \\(process (\\d+)\\) serves on unix:(\\S+)/sim\\.sock"));
        QString log;
        QRegularExpressionMatch match;
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         log += QString::fromLocal8Bit(console.readAllStandardError());
                         match = serving.match(log);
                         return match.hasMatch();
                     },
                     60000),
                 qPrintable(log));
        const qint64 sim = match.captured(1).toLongLong();
        const QString directory = match.captured(2);
        const auto cleanUp =
            qScopeGuard([&directory] { QDir(directory).removeRecursively(); }); // the console could not
        QVERIFY(rackops::test::processRuns(sim));
        QCOMPARE(::kill(pid_t(console.processId()), SIGKILL), 0);
        QVERIFY(console.waitForFinished(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!rackops::test::processRuns(sim), 10000);
    }
};

QTEST_GUILESS_MAIN(TestConsole)
#include "tst_console.moc"
