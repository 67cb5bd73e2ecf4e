#include "api/calleridentity.h"
#include "api/requestlimits.h"
#include "core/timeunits.h"
#include "api/streamquota.h"
#include "api/handoverserviceimpl.h"

#include "journal/auditlog.h"
#include "core/caller.h"
#include "fleet/fleetsimulation.h"
#include "handover/handoverassembler.h"
#include "handover/handoverstore.h"
#include "api/guardedcall.h"
#include "phrase/displaytext.h"
#include "phrase/phrase.h"
#include "api/refusal.h"
#include "handover/shiftcalendar.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
constexpr std::int64_t kWeekMs = 7 * 24 * 3'600'000LL;
// Notes are taken for a shift from its start until a day after it ended: the
// handover of a shift is read in the next ones, not rewritten weeks later.
constexpr std::int64_t kNoteWindowMs = 24 * 3'600'000LL;

// A shift in a sentence: "Late shift of 30.11.2026", never its raw id.
TextParam shiftParam(const Shift &shift)
{
    return Phrase::text(
        Phrase::make("shift.of_day",
                     {Phrase::text(shift.has_name_text() ? shift.name_text() : Phrase::verbatim(shift.name())),
                      Phrase::date(shift.local_date())}));
}

MutationIntent handoverIntent(const char *method, const char *action, const std::string &shiftId,
                              const std::string &key, v1::LocalizedText roleNeededFor)
{
    MutationIntent intent;
    intent.method = method;
    intent.action = action;
    intent.target = "handover/" + shiftId;
    intent.idempotencyKey = key;
    intent.role = ROLE_OPERATOR;
    intent.roleNeededFor = std::move(roleNeededFor);
    return intent;
}
} // namespace

HandoverServiceImpl::HandoverServiceImpl(FleetSimulation &fleet, const ShiftCalendar &calendar,
                                         HandoverAssembler &assembler, HandoverStore &store, AuditLog &audit,
                                         MutationGuard &guard)
    : m_fleet(fleet)
    , m_calendar(calendar)
    , m_assembler(assembler)
    , m_store(store)
    , m_audit(audit)
    , m_guard(guard)
{
}

grpc::Status HandoverServiceImpl::ListShifts(grpc::ServerContext *context, const ListShiftsRequest *request,
                                             ListShiftsResponse *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const std::int64_t now = m_fleet.nowMs();
    const std::int64_t to = request->has_to() ? ms(request->to()) : now;
    const std::int64_t from = request->has_from() ? ms(request->from()) : to - kWeekMs;
    if (from > to || to - from > 8 * kWeekMs)
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("request.shift_range"));
    for (Shift shift : m_calendar.shiftsBetween(from, to)) {
        shift.set_handover_status(m_assembler.status(shift, now));
        *response->add_shifts() = std::move(shift);
    }
    response->set_time_zone(m_calendar.config().time_zone());
    return grpc::Status::OK;
}

grpc::Status HandoverServiceImpl::GetShiftConfig(grpc::ServerContext *context, const GetShiftConfigRequest *,
                                                 ShiftConfig *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    *response = m_calendar.config();
    return grpc::Status::OK;
}

grpc::Status HandoverServiceImpl::GetHandover(grpc::ServerContext *context, const GetHandoverRequest *request,
                                              HandoverReport *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const std::int64_t now = m_fleet.nowMs();
    Shift shift;
    if (request->has_shift_id()) {
        auto found = m_calendar.shiftById(request->shift_id());
        if (!found || ms(found->start_time()) > now)
            return Refusal::status(grpc::StatusCode::NOT_FOUND,
                                   Phrase::make("request.no_shift_yet", {Phrase::id(request->shift_id())}));
        shift = *found;
    } else if (request->has_at()) {
        if (ms(request->at()) > now)
            return Refusal::status(grpc::StatusCode::NOT_FOUND, Phrase::make("request.future"));
        shift = m_calendar.shiftAt(ms(request->at()));
    } else {
        // The most recent shift that has ended.
        shift = m_calendar.shiftAt(ms(m_calendar.shiftAt(now).start_time()) - 1);
    }
    *response = m_assembler.assemble(shift, now);
    return grpc::Status::OK;
}

grpc::Status HandoverServiceImpl::AddNote(grpc::ServerContext *context, const AddHandoverNoteRequest *request,
                                          HandoverNote *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    MutationIntent intent = handoverIntent("Handover.AddNote", "handover.note", request->shift_id(),
                                           request->idempotency_key(), Phrase::make("need.write_notes"));
    intent.rackId = request->rack_id();
    return GuardedCall::run(m_guard, context, intent, *request, response, [&](const Caller &caller) {
        std::lock_guard lock(m_mutex);
        const std::int64_t now = m_fleet.nowMs();
        const Shift shift = request->shift_id().empty() ? m_calendar.shiftAt(now)
                                                        : m_calendar.shiftById(request->shift_id()).value_or(Shift());
        grpc::Status status;
        if (shift.id().empty())
            status = Refusal::status(grpc::StatusCode::NOT_FOUND,
                                     Phrase::make("refusal.no_shift", {Phrase::id(request->shift_id())}));
        else if (ms(shift.start_time()) > now)
            status = Refusal::status(grpc::StatusCode::FAILED_PRECONDITION,
                                     Phrase::make("refusal.shift_not_started", {shiftParam(shift)}));
        else if (now - ms(shift.end_time()) > kNoteWindowMs)
            status = Refusal::status(grpc::StatusCode::FAILED_PRECONDITION,
                                     Phrase::make("refusal.shift_ended", {shiftParam(shift)}));
        else if (DisplayText::isBlank(request->text()))
            status = Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("refusal.note_empty"));
        else if (m_store.acknowledgement(shift.id()))
            status = Refusal::status(grpc::StatusCode::FAILED_PRECONDITION,
                                     Phrase::make("refusal.handover_signed_note", {shiftParam(shift)}));
        QString failure;
        if (status.ok()) {
            response->set_shift_id(shift.id());
            *response->mutable_author() = caller.actor();
            *response->mutable_created_at() = TimeUtil::MillisecondsToTimestamp(now);
            response->set_kind(request->kind() == HANDOVER_NOTE_KIND_UNSPECIFIED ? HANDOVER_NOTE_KIND_GENERAL
                                                                                 : request->kind());
            response->set_text(request->text());
            response->set_rack_id(request->rack_id());
            response->set_alert_id(request->alert_id());
            if (!m_store.addNote(response, &failure))
                status = Refusal::status(grpc::StatusCode::INTERNAL,
                                         Phrase::make("refusal.note_not_stored", {Phrase::id(failure.toStdString())}));
        }
        AuditEntry entry;
        *entry.mutable_actor() = caller.actor();
        entry.set_action("handover.note");
        entry.set_target("handover/" + shift.id());
        entry.set_rack_id(request->rack_id());
        entry.set_idempotency_key(request->idempotency_key());
        entry.set_outcome(status.ok() ? AUDIT_OUTCOME_SUCCEEDED : AUDIT_OUTCOME_REJECTED);
        AuditLog::describe(
            entry, status.ok() ? Phrase::make("audit.note", {Phrase::id(request->text())}) : Refusal::phrase(status));
        *entry.mutable_time() = TimeUtil::MillisecondsToTimestamp(now);
        m_audit.append(entry);
        return Refusal::result(status);
    });
}

grpc::Status HandoverServiceImpl::AcknowledgeHandover(grpc::ServerContext *context,
                                                      const AcknowledgeHandoverRequest *request,
                                                      HandoverReport *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    MutationIntent intent = handoverIntent("Handover.Acknowledge", "handover.acknowledge", request->shift_id(),
                                           request->idempotency_key(), Phrase::make("need.sign_off"));
    intent.reason = request->comment();
    return GuardedCall::run(m_guard, context, intent, *request, response, [&](const Caller &caller) {
        std::lock_guard lock(m_mutex);
        const std::int64_t now = m_fleet.nowMs();
        const auto shift = m_calendar.shiftById(request->shift_id());
        grpc::Status status;
        HandoverReport report;
        if (!shift)
            status = Refusal::status(grpc::StatusCode::NOT_FOUND,
                                     Phrase::make("refusal.no_shift", {Phrase::id(request->shift_id())}));
        if (status.ok())
            report = m_assembler.assemble(*shift, now);
        if (!status.ok()) {
        } else if (report.status() == HANDOVER_STATUS_ACKNOWLEDGED) {
            status =
                Refusal::status(grpc::StatusCode::FAILED_PRECONDITION,
                                Phrase::make("refusal.already_signed", {Phrase::id(report.acknowledged_by().name())}));
        } else if (now < ms(shift->end_time()) - kAcknowledgeWindowMs) {
            status = Refusal::status(grpc::StatusCode::FAILED_PRECONDITION, Phrase::make("refusal.sign_off_too_early"));
        } else if (std::any_of(report.outgoing_operators().begin(), report.outgoing_operators().end(),
                               [&](const Actor &a) { return a.name() == caller.subject; })) {
            status = Refusal::status(grpc::StatusCode::FAILED_PRECONDITION, Phrase::make("refusal.own_handover"));
        } else if (request->expected_report_revision() != report.revision()) {
            status = Refusal::status(grpc::StatusCode::ABORTED, Phrase::make("refusal.handover_changed"));
        }
        QString failure;
        if (status.ok()) {
            HandoverStore::Acknowledgement ack {caller.actor(), now, request->comment()};
            if (!m_store.acknowledge(shift->id(), ack, &failure))
                status =
                    Refusal::status(grpc::StatusCode::INTERNAL,
                                    Phrase::make("refusal.sign_off_not_stored", {Phrase::id(failure.toStdString())}));
        }
        AuditEntry entry;
        *entry.mutable_actor() = caller.actor();
        entry.set_action("handover.acknowledge");
        entry.set_target("handover/" + request->shift_id());
        entry.set_idempotency_key(request->idempotency_key());
        entry.set_outcome(status.ok() ? AUDIT_OUTCOME_SUCCEEDED : AUDIT_OUTCOME_REJECTED);
        AuditLog::describe(entry, status.ok() ? Phrase::make("audit.signed_off") : Refusal::phrase(status));
        entry.set_reason(request->comment());
        *entry.mutable_time() = TimeUtil::MillisecondsToTimestamp(now);
        m_audit.append(entry);
        // After the audit entry, so the signer shows as an incoming operator.
        if (status.ok())
            *response = m_assembler.assemble(*shift, now);
        return Refusal::result(status);
    });
}

} // namespace rackops::sim
