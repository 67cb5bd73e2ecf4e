#include "handoverclient.h"

#include "actionreplies.h"
#include "handoverconvert.h"
#include "mutationcalls.h"
#include "statusmessage.h"

#include "rackops/v1/handover.grpc.pb.h"

#include <grpcpp/channel.h>

namespace rackops {

namespace {
constexpr auto kHandoverReadDeadline = std::chrono::seconds(10);
}

class HandoverClient::Private {
public:
    std::shared_ptr<v1::HandoverService::Stub> stub;
    std::unique_ptr<UnaryCalls> calls;
    std::unique_ptr<MutationCalls> mutations;
    QString endpoint;
    QString timeZone;
};

HandoverClient::HandoverClient(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    qRegisterMetaType<rackops::HandoverReportInfo>();
    qRegisterMetaType<rackops::ShiftInfo>();
    qRegisterMetaType<rackops::HandoverActionResult>();
    d->stub = v1::HandoverService::NewStub(channel->grpcChannel());
    d->endpoint = channel->endpoint();
    d->calls = std::make_unique<UnaryCalls>(channel);
    d->mutations = std::make_unique<MutationCalls>(*d->calls, d->endpoint);
}

HandoverClient::~HandoverClient()
{
    d->calls.reset(); // waits for calls in flight before the stub goes
    d->mutations.reset();
}

void HandoverClient::listShifts()
{
    auto stub = d->stub;
    v1::ListShiftsRequest request;
    d->calls->run<v1::ListShiftsRequest, v1::ListShiftsResponse>(
        this, kHandoverReadDeadline, request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->ListShifts(c, req, resp, cb); },
        [this](const grpc::Status &status, const v1::ListShiftsResponse &response) {
            if (!status.ok()) {
                Q_EMIT requestFailed(StatusMessage::describe(status, d->endpoint));
                return;
            }
            QList<ShiftInfo> shifts;
            for (const auto &s : response.shifts())
                shifts.append(HandoverConvert::shift(s));
            d->timeZone = QString::fromStdString(response.time_zone());
            Q_EMIT shiftsReceived(shifts, d->timeZone);
        });
}

void HandoverClient::fetchHandover(const QString &shiftId)
{
    auto stub = d->stub;
    v1::GetHandoverRequest request;
    if (!shiftId.isEmpty())
        request.set_shift_id(shiftId.toStdString());
    d->calls->run<v1::GetHandoverRequest, v1::HandoverReport>(
        this, kHandoverReadDeadline, request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->GetHandover(c, req, resp, cb); },
        [this](const grpc::Status &status, const v1::HandoverReport &response) {
            if (!status.ok()) {
                Q_EMIT requestFailed(StatusMessage::describe(status, d->endpoint));
                return;
            }
            HandoverReportInfo report = HandoverConvert::report(response);
            report.timeZone = d->timeZone;
            Q_EMIT handoverReceived(report);
        });
}

HandoverActionReply *HandoverClient::addNote(const QString &shiftId, HandoverReportInfo::Note::Kind kind,
                                             const QString &text, const QString &alertId, const QString &key)
{
    HandoverActionResult asked;
    asked.shiftId = shiftId;
    asked.idempotencyKey = key.isEmpty() ? MutationCalls::newKey() : key;
    v1::AddHandoverNoteRequest request;
    request.set_shift_id(shiftId.toStdString());
    request.set_kind(static_cast<v1::HandoverNoteKind>(int(kind)));
    request.set_text(text.toStdString());
    request.set_alert_id(alertId.toStdString());
    request.set_idempotency_key(asked.idempotencyKey.toStdString());
    auto stub = d->stub;
    return d->mutations->answer<v1::AddHandoverNoteRequest, v1::HandoverNote>(
        new HandoverActionReply(asked, this), request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->AddNote(c, req, resp, cb); },
        [](const v1::HandoverNote &note, HandoverActionResult &result) {
            result.shiftId = QString::fromStdString(note.shift_id());
        });
}

HandoverActionReply *HandoverClient::acknowledge(const QString &shiftId, qint64 expectedRevision,
                                                 const QString &comment, const QString &key)
{
    HandoverActionResult asked;
    asked.shiftId = shiftId;
    asked.idempotencyKey = key.isEmpty() ? MutationCalls::newKey() : key;
    v1::AcknowledgeHandoverRequest request;
    request.set_shift_id(shiftId.toStdString());
    request.set_expected_report_revision(expectedRevision);
    request.set_comment(comment.toStdString());
    request.set_idempotency_key(asked.idempotencyKey.toStdString());
    auto stub = d->stub;
    return d->mutations->answer<v1::AcknowledgeHandoverRequest, v1::HandoverReport>(
        new HandoverActionReply(asked, this), request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->AcknowledgeHandover(c, req, resp, cb); },
        [this](const v1::HandoverReport &report, HandoverActionResult &) {
            HandoverReportInfo info = HandoverConvert::report(report);
            info.timeZone = d->timeZone;
            Q_EMIT handoverReceived(info);
        });
}

} // namespace rackops
