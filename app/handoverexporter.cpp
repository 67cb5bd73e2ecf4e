#include "handoverexporter.h"

#include "consolesession.h"
#include "handovercontroller.h"
#include "handoverdocument.h"

#include <QCoreApplication>
#include <QTimer>

#include <cstdio>

namespace rackops {

HandoverExporter::HandoverExporter(ConsoleSession *session, QString path, QString shiftId, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_path(std::move(path))
    , m_shiftId(std::move(shiftId))
    , m_timeout(new QTimer(this))
{
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this,
            [this] { fail(tr("no handover from %1 in time").arg(m_session->endpoint())); });
}

void HandoverExporter::start(int timeoutMs)
{
    HandoverController *client = m_session->handover();
    // The shift list first: it carries the site's time zone the report is written in.
    connect(
        client, &HandoverController::shiftsReceived, this, [this, client] { client->fetchHandover(m_shiftId); },
        Qt::SingleShotConnection);
    connect(client, &HandoverController::handoverReceived, this, [this](const HandoverReportInfo &report) {
        m_timeout->stop();
        QString error;
        if (!HandoverDocument(report).write(m_path, &error)) {
            fail(error);
            return;
        }
        std::fprintf(stdout, "%s\n", qPrintable(tr("Handover of %1 written to %2").arg(report.shift.id, m_path)));
        std::fflush(stdout);
        QCoreApplication::exit(0);
    });
    // A refusal (unknown shift) is final; a link that is not up yet is retried by the timeout's end.
    connect(client, &HandoverController::requestFailed, this, &HandoverExporter::fail);
    m_timeout->start(timeoutMs);
    if (m_session->isBackendReady())
        client->listShifts();
    else // the demo backend is still starting
        connect(m_session, &ConsoleSession::backendReady, client, &HandoverController::listShifts,
                Qt::SingleShotConnection);
}

void HandoverExporter::fail(const QString &message)
{
    m_timeout->stop();
    std::fprintf(stderr, "rackops-console: %s\n", qPrintable(tr("handover export failed: %1").arg(message)));
    QCoreApplication::exit(3);
}

} // namespace rackops
