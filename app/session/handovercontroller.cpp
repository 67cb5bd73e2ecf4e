#include "handovercontroller.h"

#include "actionreplies.h"
#include "handoverclient.h"
#include "sessionlog.h"

namespace rackops {

HandoverController::HandoverController(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , m_client(new HandoverClient(std::move(channel), this))
{
    connect(m_client, &HandoverClient::shiftsReceived, this,
            [this](const QList<ShiftInfo> &shifts, const QString &timeZone) {
                Q_EMIT shiftsReceived(shifts, timeZone);
                if (m_showNewestFirst && !m_asked && !shifts.isEmpty())
                    fetchHandover(shifts.constLast().id);
            });
    connect(m_client, &HandoverClient::handoverReceived, this, [this](const HandoverReportInfo &report) {
        if (!m_shiftId.isEmpty() && report.shift.id != m_shiftId) {
            logDroppedAnswer("handover", report.shift.id, m_shiftId); // a shift no longer asked for
            return;
        }
        m_shiftId = report.shift.id;
        Q_EMIT handoverReceived(report);
    });
    connect(m_client, &HandoverClient::requestFailed, this, &HandoverController::requestFailed);
}

void HandoverController::listShifts()
{
    m_client->listShifts();
}

void HandoverController::fetchHandover(const QString &shiftId)
{
    m_asked = true;
    m_shiftId = shiftId;
    m_client->fetchHandover(shiftId);
}

HandoverActionReply *HandoverController::addNote(const QString &shiftId, HandoverReportInfo::Note::Kind kind,
                                                 const QString &text, const QString &alertId)
{
    return readAgainWhenDone(m_client->addNote(shiftId, kind, text, alertId));
}

HandoverActionReply *HandoverController::acknowledge(const QString &shiftId, qint64 expectedRevision,
                                                     const QString &comment)
{
    return readAgainWhenDone(m_client->acknowledge(shiftId, expectedRevision, comment));
}

// A note or a sign-off changes the report: read it again.
HandoverActionReply *HandoverController::readAgainWhenDone(HandoverActionReply *reply)
{
    connect(reply, &ActionReply::settled, this, [this, reply] {
        if (reply->outcome().accepted() && !m_shiftId.isEmpty())
            m_client->fetchHandover(m_shiftId);
    });
    return reply;
}

} // namespace rackops
