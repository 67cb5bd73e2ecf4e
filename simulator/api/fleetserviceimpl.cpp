#include "api/calleridentity.h"
#include "phrase/phrase.h"
#include "api/refusal.h"
#include "api/requestlimits.h"
#include "api/streamquota.h"
#include "api/fleetserviceimpl.h"

#include "journal/commitgate.h"

#include "fleet/fleetsimulation.h"
#include "api/watchloop.h"

#include <google/protobuf/reflection.h>
#include <google/protobuf/unknown_field_set.h>
#include <google/protobuf/util/time_util.h>

#include <algorithm>

namespace rackops::sim {

using google::protobuf::util::TimeUtil;

namespace {
constexpr int kDefaultPageSize = 1000;
constexpr int kMaxPageSize = 5000;
} // namespace

FleetServiceImpl::FleetServiceImpl(FleetSimulation &fleet, const CommitGate &commitGate,
                                   std::chrono::milliseconds heartbeat, int chunkSize)
    : m_fleet(fleet)
    , m_commitGate(commitGate)
    , m_heartbeat(heartbeat)
    , m_chunkSize(std::max(chunkSize, 1))
{
}

void FleetServiceImpl::shutdown()
{
    m_shuttingDown = true;
    m_fleet.wake();
}

grpc::Status FleetServiceImpl::ListRacks(grpc::ServerContext *context, const v1::ListRacksRequest *request,
                                         v1::ListRacksResponse *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    if (request->page_size() < 0)
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("request.page_size_negative"));
    const int limit = request->page_size() == 0 ? kDefaultPageSize : std::min(request->page_size(), kMaxPageSize);
    const CommitGate::Read stored(m_commitGate);
    const std::int64_t revision = m_fleet.revision();
    int total = 0;
    auto racks = m_fleet.page(request->page_token(), limit, request->site(), request->stage(), &total);
    for (auto &rack : racks)
        *response->add_racks() = std::move(rack);
    response->set_revision(revision);
    response->set_total_size(total);
    if (response->racks_size() == limit)
        response->set_next_page_token(response->racks(limit - 1).rack_id());
    return grpc::Status::OK;
}

grpc::Status FleetServiceImpl::GetRack(grpc::ServerContext *context, const v1::GetRackRequest *request,
                                       v1::RackDetail *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    if (request->rack_id().empty())
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("request.rack_id_required"));
    auto detail = m_commitGate.stored([&] { return m_fleet.rack(request->rack_id()); });
    if (!detail)
        return Refusal::status(grpc::StatusCode::NOT_FOUND,
                               Phrase::make("refusal.no_rack", {Phrase::id(request->rack_id())}));
    *response = std::move(*detail);
    return grpc::Status::OK;
}

grpc::Status FleetServiceImpl::WatchFleet(grpc::ServerContext *context, const v1::WatchFleetRequest *request,
                                          grpc::ServerWriter<v1::WatchFleetResponse> *writer)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    StreamQuota::Slot slot;
    if (auto quota = StreamQuota::shared().acquire(context, &slot); !quota.ok())
        return quota;
    // Sends `changes` (a snapshot's piece, or changes) in chunks; the last chunk carries `complete`.
    // Each rack goes out as the wire bytes it was read as: a repeated message field is its
    // entries one after another on the wire, and protobuf writes fields it holds as unknown
    // after the known ones, so the client parses them as `upserts`, in order.
    const auto send = [&](FleetSimulation::WireChanges &changes, bool reset, bool complete) {
        const size_t total = std::max(changes.upserts.size(), size_t(1));
        const auto serverTime = TimeUtil::MillisecondsToTimestamp(m_fleet.nowMs());
        bool first = true;
        for (size_t start = 0; start < total; start += size_t(m_chunkSize)) {
            v1::WatchFleetResponse message;
            message.set_fleet_epoch(changes.epoch);
            message.set_revision(changes.revision);
            message.set_reset(first && reset);
            if (complete || changes.nextPiece != 0) // every message of the first sync says how much is coming
                message.set_sync_total(int(std::max(changes.snapshotSize, changes.upserts.size())));
            *message.mutable_server_time() = serverTime;
            const size_t end = std::min(changes.upserts.size(), start + size_t(m_chunkSize));
            google::protobuf::UnknownFieldSet *held = message.GetReflection()->MutableUnknownFields(&message);
            for (size_t i = start; i < end; ++i)
                held->AddLengthDelimited(v1::WatchFleetResponse::kUpsertsFieldNumber)->swap(changes.upserts[i]);
            const bool last = start + size_t(m_chunkSize) >= total;
            if (last) {
                for (auto &id : changes.removed)
                    message.add_removed_rack_ids(std::move(id));
                message.set_initial_sync_complete(complete);
            }
            if (!writer->Write(message))
                return false;
            first = false;
        }
        return true;
    };

    return serveWatch<FleetSimulation::WireChanges>(
        context, m_shuttingDown, m_heartbeat, m_commitGate, request->fleet_epoch(), request->resume_after_revision(),
        [this](const std::string &epoch, std::int64_t after) { return m_fleet.changesSince(epoch, after); },
        [this](std::size_t from) { return m_fleet.snapshotPiece(from, kSnapshotPieceChunks * size_t(m_chunkSize)); },
        [this](std::int64_t after, std::chrono::milliseconds step) { return m_fleet.waitForChange(after, step); }, send,
        "fleet");
}

} // namespace rackops::sim
