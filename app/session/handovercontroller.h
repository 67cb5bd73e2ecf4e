#pragma once

#include "handoverreportinfo.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;
class HandoverActionReply;
class HandoverClient;

// The shift handover: the list of shifts, the report of the one shown, notes
// and the sign-off. Keeps the report current after a note or a sign-off, and
// drops reports of shifts no longer asked for.
class HandoverController : public QObject {
    Q_OBJECT
public:
    explicit HandoverController(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);

    // With this on, the first list of shifts brings in the report of the running shift (the newest).
    void setShowNewestFirst(bool on) { m_showNewestFirst = on; }

public Q_SLOTS:
    void listShifts();
    // Empty id = the most recent shift that has ended.
    void fetchHandover(const QString &shiftId);

public:
    // Each answered on its own reply to the caller that holds it; once accepted, the report shown
    // is read again, whoever still listens.
    HandoverActionReply *addNote(const QString &shiftId, rackops::HandoverReportInfo::Note::Kind kind,
                                 const QString &text, const QString &alertId);
    HandoverActionReply *acknowledge(const QString &shiftId, qint64 expectedRevision, const QString &comment);

Q_SIGNALS:
    void shiftsReceived(const QList<rackops::ShiftInfo> &shifts, const QString &timeZone);
    void handoverReceived(const rackops::HandoverReportInfo &report);
    void requestFailed(const QString &message);

private:
    HandoverActionReply *readAgainWhenDone(HandoverActionReply *reply);

    HandoverClient *m_client;
    bool m_showNewestFirst = false;
    bool m_asked = false; // a report was asked for (m_shiftId empty = the last ended shift)
    QString m_shiftId; // the shift of the report asked for last, once known
};

} // namespace rackops
