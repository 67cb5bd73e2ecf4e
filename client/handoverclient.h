#pragma once

#include "handoverreportinfo.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;
class HandoverActionReply;

// HandoverService for the console: the shifts, one shift's report, notes and
// the incoming operator's sign-off (idempotent, resent with its key when the
// link drops; each answered on its own HandoverActionReply). Never blocks the
// GUI thread.
class HandoverClient : public QObject {
    Q_OBJECT
public:
    explicit HandoverClient(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~HandoverClient() override;

    // The shifts of the last 7 days up to now (the backend's clock).
    void listShifts();
    // One shift's report; empty id = the most recent shift that has ended.
    void fetchHandover(const QString &shiftId);
    HandoverActionReply *addNote(const QString &shiftId, HandoverReportInfo::Note::Kind kind, const QString &text,
                                 const QString &alertId, const QString &key = {});
    // Signed off, the report as it stands then comes as handoverReceived() too.
    HandoverActionReply *acknowledge(const QString &shiftId, qint64 expectedRevision, const QString &comment,
                                     const QString &key = {});

Q_SIGNALS:
    void shiftsReceived(const QList<rackops::ShiftInfo> &shifts, const QString &timeZone);
    void handoverReceived(const rackops::HandoverReportInfo &report);
    void requestFailed(const QString &message);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rackops
