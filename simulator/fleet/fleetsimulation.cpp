#include "fleet/fleetsimulation.h"

#include "core/mutationundo.h"
#include "core/firmwarecatalogue.h"
#include "core/rackparts.h"
#include "phrase/phrase.h"

#include "cooling/coolingphysics.h"
#include "fleet/leakreaction.h"

#include "validation/validationbaselines.h"
#include "validation/validationrecorder.h"
#include "validation/validationrunbuilder.h"

#include "fleet/lifecycleengine.h"
#include "fleet/remediationplanner.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>

namespace rackops::sim {

FleetSimulation::FleetSimulation(std::vector<SimRack> racks, std::string epoch, std::int64_t revision,
                                 std::int64_t simNowMs)
    : m_racks(std::move(racks))
    , m_feed(epoch, revision)
    , m_nowMs(simNowMs)
    , m_desk(epoch)
{
    sortById();
    m_indexById.reserve(m_racks.size());
    for (size_t i = 0; i < m_racks.size(); ++i) {
        m_indexById.emplace(m_racks[i].detail().summary().rack_id(), i);
        // A fresh fleet has no revisions yet: stamp every rack once.
        if (m_racks[i].detail().summary().revision() == 0)
            stamp(m_racks[i], true);
        if (m_racks[i].has_leak() || CoolingPhysics::canLeak(m_racks[i].detail().summary().rack_id()))
            m_leakCandidates.push_back(i);
    }
}

void FleetSimulation::sortById()
{
    // The ids are sorted, not the racks: swapping whole racks in the sort took 7 % of a
    // 50,000-rack demo's start-up. Each rack is then moved once, into its place.
    std::vector<std::pair<std::string_view, size_t>> order;
    order.reserve(m_racks.size());
    for (size_t i = 0; i < m_racks.size(); ++i)
        order.emplace_back(m_racks[i].detail().summary().rack_id(), i);
    std::sort(order.begin(), order.end());
    std::vector<SimRack> sorted(m_racks.size());
    for (size_t i = 0; i < order.size(); ++i)
        sorted[i] = std::move(m_racks[order[i].second]);
    m_racks = std::move(sorted);
}

void FleetSimulation::stamp(SimRack &rack, bool stateChanged)
{
    auto *summary = rack.mutable_detail()->mutable_summary();
    summary->set_revision(m_feed.advance());
    if (stateChanged) {
        summary->set_state_revision(summary->revision());
        m_desk.rackChanged(rack, m_nowMs);
    }
}

SimRack *FleetSimulation::find(const std::string &rackId)
{
    const auto it = m_indexById.find(rackId);
    return it == m_indexById.end() ? nullptr : &m_racks[it->second];
}

void FleetSimulation::setAuditSink(std::function<void(const v1::AuditEntry &)> sink)
{
    std::lock_guard lock(m_mutex);
    m_auditSink = std::move(sink);
}

void FleetSimulation::flushAudit(std::unique_lock<std::mutex> &lock)
{
    auto entries = m_desk.takeAudit();
    auto sink = m_auditSink;
    lock.unlock();
    if (sink) {
        for (const auto &entry : entries)
            sink(entry);
    }
}

void FleetSimulation::advance(std::int64_t simDeltaMs)
{
    std::unique_lock lock(m_mutex);
    m_nowMs += std::max<std::int64_t>(simDeltaMs, 0);
    for (SimRack &rack : m_racks) {
        // A rack an operator is working on waits for the operation, not for its stage timer.
        if (!rack.detail().summary().active_operation_id().empty())
            continue;
        const auto change = LifecycleEngine::advance(rack, m_nowMs);
        if (change != LifecycleEngine::Change::None)
            stamp(rack, change == LifecycleEngine::Change::State);
    }
    std::vector<SimRack *> changed;
    std::vector<SimRack *> progressed;
    m_desk.tick([this](const std::string &id) { return find(id); }, m_nowMs, &changed, &progressed);
    for (SimRack *rack : changed)
        stamp(*rack, true);
    for (SimRack *rack : progressed)
        stamp(*rack, false);
    for (size_t index : m_leakCandidates) {
        SimRack &rack = m_racks[index];
        if (rack.detail().summary().stage() == v1::LIFECYCLE_STAGE_DECOMMISSIONED)
            continue;
        const auto change = LeakReaction::apply(rack, m_cooling->criticalLeak(rack, m_nowMs), m_nowMs);
        if (change != LifecycleEngine::Change::None)
            stamp(rack, change == LifecycleEngine::Change::State);
    }
    flushAudit(lock);
}

std::optional<SimRack> FleetSimulation::simRack(const std::string &rackId) const
{
    std::lock_guard lock(m_mutex);
    const auto it = m_indexById.find(rackId);
    if (it == m_indexById.end())
        return std::nullopt;
    return m_racks[it->second];
}

void FleetSimulation::visitRacks(const std::vector<std::string> &rackIds,
                                 const std::function<void(const SimRack &)> &visit) const
{
    std::lock_guard lock(m_mutex);
    if (rackIds.empty()) {
        for (const SimRack &rack : m_racks)
            visit(rack);
        return;
    }
    for (const auto &id : rackIds) {
        const auto it = m_indexById.find(id);
        if (it != m_indexById.end())
            visit(m_racks[it->second]);
    }
}

void FleetSimulation::setCoolingSource(std::shared_ptr<const CoolingSource> source)
{
    std::lock_guard lock(m_mutex);
    m_cooling = std::move(source);
}

void FleetSimulation::setCoolingOverride(const std::string &rackId,
                                         const std::function<void(CoolingOverrides &, std::int64_t)> &change)
{
    std::lock_guard lock(m_mutex);
    if (SimRack *rack = find(rackId))
        change(*rack->mutable_cooling(), m_nowMs);
}

void FleetSimulation::restoreOperations(const SimOperationsState &state)
{
    std::unique_lock lock(m_mutex);
    m_desk.restore(state);
    for (SimRack *rack : m_desk.reclaimRequestedRacks([this](const std::string &id) { return find(id); }))
        stamp(*rack, false); // not a state change: the pending request must stay valid
}

void FleetSimulation::setGateAlerts(GateAlerts source)
{
    std::lock_guard lock(m_mutex);
    m_gateAlerts = std::move(source);
}

std::vector<v1::Alert> FleetSimulation::gateAlerts(const std::string &rackId) const
{
    GateAlerts source;
    {
        std::lock_guard lock(m_mutex);
        source = m_gateAlerts;
    }
    return source ? source(rackId) : std::vector<v1::Alert>();
}

MutationResult FleetSimulation::approve(const Caller &caller, const ApproveIntent &intent, ApprovalDecision *decision)
{
    // Asked before the fleet's lock: the alert book takes its own lock, then the fleet's clock.
    const std::vector<v1::Alert> openAlerts = gateAlerts(intent.rackId);
    std::unique_lock lock(m_mutex);
    SimRack *rack = find(intent.rackId);
    if (!rack)
        return noRack(intent.rackId);
    keepForUndo(*rack);
    const std::string activeBefore = rack->detail().summary().active_operation_id();
    const std::string ownerBefore = rack->detail().summary().owner().name();
    MutationResult result = m_desk.approve(*rack, caller, intent, m_nowMs, openAlerts, decision);
    // Who holds the rack is shown, not decided on: it must not withdraw the override just requested.
    if (rack->detail().summary().active_operation_id() != activeBefore)
        stamp(*rack, true);
    else if (rack->detail().summary().owner().name() != ownerBefore)
        stamp(*rack, false);
    flushAudit(lock);
    return result;
}

MutationResult FleetSimulation::confirmOverride(const Caller &caller, const DecideOverrideIntent &intent,
                                                v1::OverrideRequest *decided, v1::Operation *operation)
{
    const std::string rackId = m_desk.overrideRackId(intent.overrideRequestId);
    const std::vector<v1::Alert> openAlerts = rackId.empty() ? std::vector<v1::Alert>() : gateAlerts(rackId);
    std::unique_lock lock(m_mutex);
    if (SimRack *rack = find(rackId))
        keepForUndo(*rack);
    MutationResult result = m_desk.confirmOverride([this](const std::string &id) { return find(id); }, caller, intent,
                                                   m_nowMs, openAlerts, decided, operation);
    // Confirmed, the operation runs; turned down, the rack goes back to who held it before.
    if (result.ok()) {
        if (SimRack *rack = find(decided->rack_id()))
            stamp(*rack, !intent.reject);
    }
    flushAudit(lock);
    return result;
}

MutationResult FleetSimulation::remediate(const Caller &caller, const RemediateIntent &intent, v1::Operation *operation)
{
    std::unique_lock lock(m_mutex);
    SimRack *rack = find(intent.rackId);
    if (!rack)
        return noRack(intent.rackId);
    keepForUndo(*rack);
    MutationResult result = m_desk.remediate(*rack, caller, intent, m_nowMs, operation);
    if (result.ok())
        stamp(*rack, true);
    flushAudit(lock);
    return result;
}

namespace {
const v1::RackSummary *summaryOf(const SimRack &rack)
{
    return &rack.detail().summary();
}

std::string wireOf(const v1::RackSummary &summary)
{
    std::string bytes;
    summary.SerializeToString(&bytes);
    return bytes;
}
} // namespace

void FleetSimulation::keepForUndo(const SimRack &rack)
{
    if (!MutationUndo::active())
        return;
    // The rack as it was (revisions too: watchers never saw the change) and its operations.
    MutationUndo::keep([this, before = rack, desk = m_desk.rackState(rack.detail().summary().rack_id())] {
        std::lock_guard lock(m_mutex);
        if (SimRack *now = find(before.detail().summary().rack_id()))
            *now = before;
        m_desk.restoreRackState(desk);
        m_mediansRevision = -1;
    });
}

MutationResult FleetSimulation::noRack(const std::string &rackId)
{
    return MutationResult::refused(MutationResult::Code::NotFound,
                                   Phrase::make("refusal.no_rack", {Phrase::id(rackId)}));
}

FleetSimulation::Changes FleetSimulation::snapshot() const
{
    std::lock_guard lock(m_mutex);
    return m_feed.snapshot<v1::RackSummary>(m_racks, summaryOf);
}

FleetSimulation::WireChanges FleetSimulation::snapshotPiece(std::size_t from, std::size_t count) const
{
    std::lock_guard lock(m_mutex);
    return m_feed.snapshotPiece<std::string>(m_racks, from, count, summaryOf, wireOf);
}

std::optional<FleetSimulation::WireChanges> FleetSimulation::changesSince(const std::string &epoch,
                                                                          std::int64_t revision) const
{
    std::lock_guard lock(m_mutex);
    return m_feed.changesSince<std::string>(epoch, revision, m_racks, summaryOf, wireOf);
}

bool FleetSimulation::waitForChange(std::int64_t afterRevision, std::chrono::milliseconds timeout) const
{
    return m_feed.waitForChange(afterRevision, timeout);
}

void FleetSimulation::wake() const
{
    m_feed.wake();
    m_desk.feed().wake();
}

std::optional<rackops::v1::RackDetail> FleetSimulation::rack(const std::string &rackId) const
{
    std::lock_guard lock(m_mutex);
    const auto it = m_indexById.find(rackId);
    if (it == m_indexById.end())
        return std::nullopt;
    const SimRack &rack = m_racks[it->second];
    rackops::v1::RackDetail detail = rack.detail();
    FirmwareCatalogue::render(rack, &detail);
    RackParts::render(rack, &detail);
    for (auto action : RemediationPlanner::available(rack))
        detail.add_available_actions(action);
    detail.set_approvable(rack.detail().summary().stage() == v1::LIFECYCLE_STAGE_AWAITING_APPROVAL
                          && rack.detail().summary().active_operation_id().empty());
    return detail;
}

std::vector<rackops::v1::RackSummary> FleetSimulation::page(const std::string &afterId, int limit,
                                                            const std::string &site, rackops::v1::LifecycleStage stage,
                                                            int *totalMatching) const
{
    std::lock_guard lock(m_mutex);
    std::vector<rackops::v1::RackSummary> result;
    int total = 0;
    for (const SimRack &rack : m_racks) {
        const auto &summary = rack.detail().summary();
        if (!site.empty() && summary.location().site() != site)
            continue;
        if (stage != rackops::v1::LIFECYCLE_STAGE_UNSPECIFIED && summary.stage() != stage)
            continue;
        ++total;
        if (summary.rack_id() > afterId && int(result.size()) < limit)
            result.push_back(summary);
    }
    if (totalMatching)
        *totalMatching = total;
    return result;
}

std::string FleetSimulation::epoch() const
{
    return m_feed.epoch();
}

std::int64_t FleetSimulation::revision() const
{
    return m_feed.revision();
}

std::int64_t FleetSimulation::nowMs() const
{
    std::lock_guard lock(m_mutex);
    return m_nowMs;
}

int FleetSimulation::rackCount() const
{
    std::lock_guard lock(m_mutex);
    return int(m_racks.size());
}

} // namespace rackops::sim

namespace rackops::sim {

FleetMedians FleetSimulation::fleetMediansLocked() const
{
    // Every run a console opens is compared with the fleet: work it out once per fleet revision.
    const std::int64_t revision = m_feed.revision();
    if (m_mediansRevision == revision && revision > 0)
        return m_medians;
    std::vector<double> nccl;
    std::vector<double> workload;
    for (const SimRack &rack : m_racks) {
        for (auto it = rack.validation_runs().rbegin(); it != rack.validation_runs().rend(); ++it) {
            if (it->state() != v1::VALIDATION_RUN_STATE_COMPLETED || it->source() == v1::VALIDATION_RUN_SOURCE_IMPORTED)
                continue;
            nccl.push_back(it->measured().nccl_busbw_gbps());
            workload.push_back(it->measured().workload_ratio() * ValidationBaselines::kWorkloadThroughput.baseline);
            break;
        }
    }
    const auto median = [](std::vector<double> &values) {
        if (values.empty())
            return 0.0;
        auto middle = values.begin() + std::ptrdiff_t(values.size() / 2);
        std::nth_element(values.begin(), middle, values.end());
        return *middle;
    };
    m_medians = {median(nccl), median(workload)};
    m_mediansRevision = revision;
    return m_medians;
}

FleetMedians FleetSimulation::fleetMedians() const
{
    std::lock_guard lock(m_mutex);
    return fleetMediansLocked();
}

std::optional<std::vector<v1::ValidationRun>> FleetSimulation::validationRuns(const std::string &rackId) const
{
    std::lock_guard lock(m_mutex);
    const auto it = m_indexById.find(rackId);
    if (it == m_indexById.end())
        return std::nullopt;
    const SimRack &rack = m_racks[it->second];
    const FleetMedians medians = fleetMediansLocked();
    std::vector<v1::ValidationRun> runs;
    std::string previous;
    for (const auto &record : rack.validation_runs()) {
        runs.push_back(ValidationRunBuilder::build(rackId, record, previous, medians, false));
        previous = record.id();
    }
    std::reverse(runs.begin(), runs.end());
    return runs;
}

std::optional<v1::ValidationRun> FleetSimulation::validationRun(const std::string &runId) const
{
    // Run ids are "<rack id>-v<n>".
    const auto cut = runId.rfind("-v");
    if (cut == std::string::npos)
        return std::nullopt;
    std::lock_guard lock(m_mutex);
    const auto it = m_indexById.find(runId.substr(0, cut));
    if (it == m_indexById.end())
        return std::nullopt;
    const SimRack &rack = m_racks[it->second];
    const SimValidationRecord *record = ValidationRecorder::find(rack, runId);
    if (!record)
        return std::nullopt;
    return ValidationRunBuilder::build(rack.detail().summary().rack_id(), *record,
                                       ValidationRecorder::previousRunId(rack, runId), fleetMediansLocked(), true);
}

MutationResult FleetSimulation::startValidation(const Caller &caller, const StartValidationIntent &intent,
                                                std::string *operationId, std::string *runId)
{
    std::unique_lock lock(m_mutex);
    SimRack *rack = find(intent.rackId);
    if (!rack)
        return noRack(intent.rackId);
    keepForUndo(*rack);
    MutationResult result = m_desk.startValidation(*rack, caller, intent, m_nowMs, operationId, runId);
    if (result.ok())
        stamp(*rack, true);
    flushAudit(lock);
    return result;
}

MutationResult FleetSimulation::importValidationRun(const Caller &caller, const std::string &rackId,
                                                    const v1::ValidationRun &run, v1::ValidationRun *stored)
{
    std::unique_lock lock(m_mutex);
    SimRack *rack = find(rackId);
    if (!rack)
        return noRack(rackId);
    keepForUndo(*rack);
    const SimValidationRecord &record = ValidationRecorder::addImported(*rack, run, m_nowMs);
    *stored = ValidationRunBuilder::build(rackId, record, ValidationRecorder::previousRunId(*rack, record.id()),
                                          fleetMediansLocked(), true);
    m_desk.recordImport(caller, rackId, *stored, m_nowMs);
    stamp(*rack, true);
    flushAudit(lock);
    return MutationResult::done();
}

} // namespace rackops::sim
