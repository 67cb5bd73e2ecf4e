#include "screenshotter.h"

#include "consolesession.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"
#include "mainwindow.h"

#include <QApplication>
#include <QPixmap>
#include <QTimer>

#include <cstdio>

namespace rackops {

namespace {
constexpr int kSettleMs = 600; // one refresh of the board and the status bar
}

Screenshotter::Screenshotter(MainWindow *window, ConsoleSession *session, QString path, QString view, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_session(session)
    , m_path(std::move(path))
    , m_view(std::move(view))
    , m_timeout(new QTimer(this))
{
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this,
            [this] { fail(tr("no fleet data arrived from %1 in time").arg(m_session->endpoint())); });
}

void Screenshotter::start(int timeoutMs)
{
    m_timeout->start(timeoutMs);
    if (m_session->fleet()->model()->hasSnapshot())
        dataArrived();
    else
        connect(m_session->fleet()->model(), &FleetModel::snapshotApplied, this, &Screenshotter::dataArrived);
}

void Screenshotter::dataArrived()
{
    if (m_triggered)
        return;
    m_triggered = true;
    QString error;
    if (!m_window->showView(m_view, &error)) {
        fail(error);
        return;
    }
    // Views that load more than the fleet are shot once that has arrived too.
    const auto settleThenCapture = [this] { QTimer::singleShot(kSettleMs, this, &Screenshotter::capture); };
    const ViewEntry *entry = m_window->views().find(m_view.section(QLatin1Char(':'), 0, 0));
    if (entry && entry->whenLoaded)
        entry->whenLoaded(this, settleThenCapture, [this](const QString &reason) { fail(reason); });
    else
        settleThenCapture();
}

void Screenshotter::capture()
{
    m_timeout->stop();
    // An open dialog is what the view is about; shoot it rather than the window behind.
    QWidget *subject = m_window;
    for (QWidget *top : QApplication::topLevelWidgets()) {
        if (top != m_window && top->isVisible() && top->inherits("QDialog"))
            subject = top;
    }
    const QPixmap shot = subject->grab();
    if (shot.isNull() || !shot.save(m_path, "PNG")) {
        fail(tr("cannot write %1").arg(m_path));
        return;
    }
    std::fprintf(stdout, "%s\n", qPrintable(tr("Screenshot saved to %1").arg(m_path)));
    std::fflush(stdout);
    QCoreApplication::exit(0);
}

void Screenshotter::fail(const QString &message)
{
    m_timeout->stop();
    std::fprintf(stderr, "rackops-console: %s\n", qPrintable(tr("screenshot failed: %1").arg(message)));
    QCoreApplication::exit(3);
}

} // namespace rackops
