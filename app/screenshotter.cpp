#include "screenshotter.h"

#include "alertfiltermodel.h"
#include "alertsmodel.h"
#include "alertsview.h"
#include "alertscontroller.h"
#include "consolesession.h"
#include "coolingcontroller.h"
#include "coolingstore.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"
#include "handovercontroller.h"
#include "mainwindow.h"
#include "operationscontroller.h"
#include "rackcontroller.h"

#include <QApplication>
#include <QPixmap>
#include <QTableView>
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
    if (m_view.startsWith(QLatin1String("cooling:"))) {
        // History first, then a few live samples on top of it.
        connect(m_session->cooling(), &CoolingController::historyReceived, this,
                [this] { QTimer::singleShot(2500, this, &Screenshotter::capture); }, Qt::SingleShotConnection);
    } else if (m_view == QLatin1String("thermal")) {
        // The whole fleet's telemetry arrives with the first batch after connecting.
        connect(m_session->cooling()->store(), &CoolingStore::samplesApplied, this, settleThenCapture, Qt::SingleShotConnection);
    } else if (m_view.startsWith(QLatin1String("approve:"))) {
        connect(m_session->operations(), &OperationsController::gateEvaluated, this, settleThenCapture,
                Qt::SingleShotConnection);
    } else if (m_view.startsWith(QLatin1String("rack:"))) {
        connect(m_session->rack(), &RackController::detailReceived, this, settleThenCapture,
                Qt::SingleShotConnection);
        connect(m_session->rack(), &RackController::detailFailed, this,
                [this](const QString &, const QString &message) { fail(message); });
    } else if (m_view == QLatin1String("audit")) {
        connect(m_session->operations(), &OperationsController::auditReceived, this, settleThenCapture,
                Qt::SingleShotConnection);
    } else if (m_view == QLatin1String("approvals") || m_view == QLatin1String("overrides")) {
        connect(m_session->operations(), &OperationsController::overridesReceived, this, settleThenCapture,
                Qt::SingleShotConnection);
    } else if (m_view == QLatin1String("handover")) {
        connect(m_session->handover(), &HandoverController::handoverReceived, this, settleThenCapture,
                Qt::SingleShotConnection);
    } else if (m_view == QLatin1String("alerts")) {
        // The first alert snapshot, with the most severe alert selected so its details show.
        const auto selectTopThenCapture = [this, settleThenCapture] {
            AlertsView *view = m_window->alertsView();
            if (view->filter()->rowCount() > 0)
                view->table()->selectRow(0);
            settleThenCapture();
        };
        if (m_session->alerts()->model()->hasSnapshot())
            selectTopThenCapture();   // an empty list is an answer too
        else
            connect(m_session->alerts()->model(), &AlertsModel::modelReset, this, selectTopThenCapture, Qt::SingleShotConnection);
    } else {
        settleThenCapture();
    }
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
