// rackops-console: the desktop console.
#include "commandline.h"
#include "connectionstatus.h"
#include "consolesettings.h"
#include "consoletranslations.h"
#include "consolesession.h"
#include "coolingcontroller.h"
#include "coolingstore.h"
#include "eventlooplatency.h"
#include "timestamptext.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"
#include "handoverexporter.h"
#include "heaptuning.h"
#include "mainwindow.h"
#include "screenshotter.h"
#include "theme.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLocale>
#include <QMessageBox>
#include <QThreadPool>
#include <QTimer>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {
constexpr int kHeapSettleDelayMs = 5000;
constexpr int kHeapGiveBackIntervalMs = 60'000;
// The GUI thread's heap and one for every other thread: the stream readers' heaps held what the
// GUI thread freed long after as free space between live pieces.
constexpr int kHeapArenas = 2;
// --report-startup waits this long after the first frame for the first cooling readings.
constexpr int kStartupReportLatestMs = 10'000;
} // namespace

int main(int argc, char *argv[])
{
    rackops::HeapTuning::growInLargeSteps();
    rackops::HeapTuning::limitArenas(kHeapArenas);
    QElapsedTimer sinceStart;
    sinceStart.start();
    // --export-handover, --help and --version run without a window: they must work where no display is.
    for (int i = 1; i < argc; ++i) {
        for (const char *headless : {"--export-handover", "--help", "-h", "--help-all", "--version", "-v"}) {
            if (std::strcmp(argv[i], headless) == 0 && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
        }
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("rackops-console"));
    QApplication::setApplicationDisplayName(QStringLiteral("RackOps"));
    QApplication::setOrganizationName(QStringLiteral("RackOps"));
    QApplication::setApplicationVersion(QStringLiteral(RACKOPS_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.rackops.Console"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/rackops.svg")));

    // Translations first, so --help speaks the operator's language.
    QString language;
    const QStringList args = QApplication::arguments();
    if (const qsizetype i = args.indexOf(QStringLiteral("--lang")); i >= 0 && i + 1 < args.size())
        language = args.at(i + 1);
    rackops::ConsoleTranslations::install(language);

    rackops::CommandLine commandLine;
    QString error;
    if (!commandLine.parse(args, &error)) {
        std::fprintf(stderr, "rackops-console: %s\n", qPrintable(error));
        return 2;
    }
    // --light wins for this start; otherwise the theme chosen last time (dark by default).
    const bool light =
        commandLine.lightTheme || (commandLine.screenshotPath.isEmpty() && rackops::ConsoleSettings().lightTheme());
    rackops::Theme::apply(app, light ? rackops::Theme::Variant::Light : rackops::Theme::Variant::Dark);

    rackops::TimestampText::setUtc(commandLine.utcTimes
                                   || (commandLine.screenshotPath.isEmpty() && rackops::ConsoleSettings().utcTimes()));
    rackops::ConsoleSession session(commandLine.session);
    // Nobody is there to read a message box in these modes: the message goes to stderr only.
    const bool headless =
        !commandLine.screenshotPath.isEmpty() || !commandLine.exportHandoverPath.isEmpty() || commandLine.reportStartup;
    if (!session.start(&error)) {
        std::fprintf(stderr, "rackops-console: %s\n", qPrintable(error));
        if (!headless)
            QMessageBox::critical(nullptr, QObject::tr("RackOps cannot start"), error);
        return 1;
    }

    if (!session.warning().isEmpty())
        std::fprintf(stderr, "rackops-console: %s\n", qPrintable(session.warning()));
    // The demo backend may still die or stay silent before it serves: then there is nothing to show.
    QObject::connect(&session, &rackops::ConsoleSession::startFailed, &app, [headless](const QString &why) {
        std::fprintf(stderr, "rackops-console: %s\n", qPrintable(why));
        if (!headless)
            QMessageBox::critical(QApplication::activeWindow(), QObject::tr("RackOps cannot start"), why);
        QCoreApplication::exit(1);
    });
    if (!commandLine.exportHandoverPath.isEmpty()) {
        // Headless: no window, the report in the console's language, then exit.
        auto *exporter =
            new rackops::HandoverExporter(&session, commandLine.exportHandoverPath, commandLine.shiftId, &app);
        exporter->start(commandLine.screenshotTimeoutSec * 1000);
        return app.exec();
    }
    rackops::MainWindow window(&session);
    window.fitToScreen(QSize(1680, 960));
    // Screenshots are taken in the default layout so they look the same everywhere.
    if (commandLine.screenshotPath.isEmpty())
        window.restoreLayout();
    window.show();
    // Start-up's burst (the first snapshot, the first cooling of every rack) is over a few seconds
    // after the first fleet: give back what it freed, and keep no start-up pad from then on. Then
    // give back free pages now and then, off the GUI thread (7 ms at 50,000 racks).
    QObject::connect(
        session.fleet()->model(), &rackops::FleetModel::snapshotApplied, &app,
        [&app] {
            QTimer::singleShot(kHeapSettleDelayMs, &app, [&app] {
                rackops::HeapTuning::settle();
                auto *giveBack = new QTimer(&app);
                QObject::connect(giveBack, &QTimer::timeout, &app,
                                 [] { QThreadPool::globalInstance()->start([] { rackops::HeapTuning::giveBack(); }); });
                giveBack->start(kHeapGiveBackIntervalMs);
            });
        },
        Qt::SingleShotConnection);
    if (!commandLine.latencyReportPath.isEmpty()) {
        // From the first fleet frame on: what the operator feels at work (start-up has its own
        // measure, --report-startup).
        QObject::connect(
            session.fleet()->model(), &rackops::FleetModel::snapshotApplied, &window,
            [&window, path = commandLine.latencyReportPath] { new rackops::EventLoopLatency(path, &window); },
            Qt::SingleShotConnection);
    }

    if (commandLine.reportStartup) {
        // Where the time went: the window shown, the link's state saying the snapshot's first piece
        // had arrived (converted) and that it was whole, as the GUI thread heard it, the snapshot
        // applied to the model, the frame painted (-1: the state came after the frame).
        struct Marks {
            qint64 shown = -1, firstPiece = -1, whole = -1, applied = -1;
        };
        auto marks = std::make_shared<Marks>();
        marks->shown = sinceStart.elapsed();
        QObject::connect(session.fleet()->connection(), &rackops::ConnectionStatus::stateChanged, &window,
                         [marks, &sinceStart, status = session.fleet()->connection()] {
                             using Phase = rackops::ConnectionState::Phase;
                             const Phase phase = status->state().phase;
                             if (phase == Phase::Syncing && status->state().syncReceived > 0 && marks->firstPiece < 0)
                                 marks->firstPiece = sinceStart.elapsed();
                             if (phase == Phase::Live && marks->whole < 0)
                                 marks->whole = sinceStart.elapsed();
                         });
        QObject::connect(
            session.fleet()->model(), &rackops::FleetModel::snapshotApplied, &window,
            [marks, &sinceStart] { marks->applied = sinceStart.elapsed(); }, Qt::DirectConnection);
        QObject::connect(
            session.fleet()->model(), &rackops::FleetModel::snapshotApplied, &window,
            [&window, &sinceStart, &session, marks] {
                window.grab(); // the first frame with the fleet in it, painted
                std::fprintf(stdout,
                             "first fleet frame after %lld ms (window shown %lld, first piece %lld, whole snapshot "
                             "%lld, applied %lld)\n",
                             static_cast<long long>(sinceStart.elapsed()), static_cast<long long>(marks->shown),
                             static_cast<long long>(marks->firstPiece), static_cast<long long>(marks->whole),
                             static_cast<long long>(marks->applied));
                std::fflush(stdout);
                // The streams that follow the board's (ConsoleSession): when the first cooling
                // readings were in, so what the board's head start costs them shows too.
                const auto coolingReported = [&sinceStart] {
                    std::fprintf(stdout, "first cooling readings after %lld ms\n",
                                 static_cast<long long>(sinceStart.elapsed()));
                    std::fflush(stdout);
                    QCoreApplication::exit(0);
                };
                if (session.cooling()->store()->newestSampleMs() > 0) {
                    coolingReported();
                    return;
                }
                QObject::connect(session.cooling()->store(), &rackops::CoolingStore::samplesApplied, &window,
                                 coolingReported, Qt::SingleShotConnection);
                QTimer::singleShot(kStartupReportLatestMs, &window, [] { QCoreApplication::exit(0); });
            },
            Qt::QueuedConnection);
    } else if (!commandLine.screenshotPath.isEmpty()) {
        auto *shooter =
            new rackops::Screenshotter(&window, &session, commandLine.screenshotPath, commandLine.view, &app);
        shooter->start(commandLine.screenshotTimeoutSec * 1000);
    } else if (commandLine.view != QLatin1String("fleet")) {
        QObject::connect(
            session.fleet()->model(), &rackops::FleetModel::snapshotApplied, &window,
            [&window, &commandLine] {
                QString viewError;
                if (!window.showView(commandLine.view, &viewError))
                    std::fprintf(stderr, "rackops-console: %s\n", qPrintable(viewError));
            },
            Qt::SingleShotConnection);
    }
    return app.exec();
}
