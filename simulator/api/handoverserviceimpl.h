#pragma once

#include "rackops/v1/handover.grpc.pb.h"

#include <mutex>

namespace rackops::sim {

class FleetSimulation;
class HandoverAssembler;
class HandoverStore;
class MutationGuard;
class ShiftCalendar;
class AuditLog;

// HandoverService: shifts, the report of one shift, notes and the incoming
// operator's sign-off. Mutations are idempotent by key and audited.
class HandoverServiceImpl final : public rackops::v1::HandoverService::Service {
public:
    static constexpr std::int64_t kAcknowledgeWindowMs = 3'600'000; // sign-off from an hour before the end

    HandoverServiceImpl(FleetSimulation &fleet, const ShiftCalendar &calendar, HandoverAssembler &assembler,
                        HandoverStore &store, AuditLog &audit, MutationGuard &guard);

    grpc::Status ListShifts(grpc::ServerContext *context, const rackops::v1::ListShiftsRequest *request,
                            rackops::v1::ListShiftsResponse *response) override;
    grpc::Status GetShiftConfig(grpc::ServerContext *context, const rackops::v1::GetShiftConfigRequest *request,
                                rackops::v1::ShiftConfig *response) override;
    grpc::Status GetHandover(grpc::ServerContext *context, const rackops::v1::GetHandoverRequest *request,
                             rackops::v1::HandoverReport *response) override;
    grpc::Status AddNote(grpc::ServerContext *context, const rackops::v1::AddHandoverNoteRequest *request,
                         rackops::v1::HandoverNote *response) override;
    grpc::Status AcknowledgeHandover(grpc::ServerContext *context,
                                     const rackops::v1::AcknowledgeHandoverRequest *request,
                                     rackops::v1::HandoverReport *response) override;

private:
    FleetSimulation &m_fleet;
    const ShiftCalendar &m_calendar;
    HandoverAssembler &m_assembler;
    HandoverStore &m_store;
    AuditLog &m_audit;
    MutationGuard &m_guard;
    std::mutex m_mutex; // a note and a sign-off never cross
};

} // namespace rackops::sim
