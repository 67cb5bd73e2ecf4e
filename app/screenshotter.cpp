#include "screenshotter.h"

#include "consolesession.h"
#include "fleetmodel.h"
#include "mainwindow.h"
#include "rackdetailclient.h"

#include <QCoreApplication>
#include <QPixmap>
#include <QTimer>

#include <cstdio>

namespace rackops {

namespace {
constexpr int kSettleMs = 600;  // one refresh of the board and the status bar
}

Screenshotter::Screenshotter(MainWindow *window, ConsoleSession *session, QString path, QString view,
                             QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_session(session)
    , m_path(std::move(path))
    , m_view(std::move(view))
    , m_timeout(new QTimer(this))
{
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] {
        fail(tr("no fleet data arrived from %1 in time").arg(m_session->endpoint()));
    });
}

void Screenshotter::start(int timeoutMs)
{
    m_timeout->start(timeoutMs);
    if (m_session->fleet()->hasSnapshot())
        dataArrived();
    else
        connect(m_session->fleet(), &FleetModel::snapshotApplied, this, &Screenshotter::dataArrived);
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
    if (m_view.startsWith(QLatin1String("rack:"))) {
        // Wait for the rack's parts and history too (or give up on them after a while).
        connect(m_session->rackDetails(), &RackDetailClient::detailReceived, this,
                [this] { QTimer::singleShot(kSettleMs, this, &Screenshotter::capture); });
        connect(m_session->rackDetails(), &RackDetailClient::detailFailed, this,
                [this](const QString &, const QString &message) { fail(message); });
        return;
    }
    QTimer::singleShot(kSettleMs, this, &Screenshotter::capture);
}

void Screenshotter::capture()
{
    m_timeout->stop();
    const QPixmap shot = m_window->grab();
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
