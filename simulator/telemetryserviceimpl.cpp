#include "phrase.h"
#include "refusal.h"
#include "requestlimits.h"
#include "streamquota.h"
#include "telemetryserviceimpl.h"

#include "coolingphysics.h"
#include "fleetsimulation.h"
#include "historywindow.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <cmath>
#include <thread>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
// Racks named in a watch this small get every leak detector; a fleet-wide
// watch carries only the detectors that are not OK.
constexpr int kDetailRacks = 4;
constexpr int kRawSamplesPerBucket = 30;
} // namespace

TelemetryServiceImpl::TelemetryServiceImpl(FleetSimulation &fleet)
    : m_fleet(fleet)
{
}

void TelemetryServiceImpl::shutdown()
{
    m_shuttingDown = true;
}

grpc::Status TelemetryServiceImpl::WatchCooling(grpc::ServerContext *context, const WatchCoolingRequest *request,
                                                grpc::ServerWriter<CoolingBatch> *writer)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    StreamQuota::Slot slot;
    if (auto quota = StreamQuota::shared().acquire(context, &slot); !quota.ok())
        return quota;
    const std::int64_t intervalMs = std::max<std::int64_t>(
        1000, request->has_interval() ? TimeUtil::DurationToMilliseconds(request->interval()) : 1000);
    const std::vector<std::string> ids(request->rack_ids().begin(), request->rack_ids().end());
    const bool allDetectors = !ids.empty() && ids.size() <= size_t(kDetailRacks) && !request->omit_leak_detectors();
    while (!context->IsCancelled() && !m_shuttingDown) {
        const auto started = std::chrono::steady_clock::now();
        const std::int64_t now = m_fleet.nowMs();
        CoolingBatch batch;
        bool ok = true;
        const CoolingSource &cooling = m_fleet.cooling();
        m_fleet.visitRacks(ids, [&](const SimRack &rack) {
            // A fed rack whose CDU is silent is left out: the client shows its last sample with its age.
            if (auto sample = cooling.liveSample(rack, now, allDetectors))
                *batch.add_samples() = std::move(*sample);
        });
        // Split into messages of bounded size, all stamped with the send time.
        for (int start = 0; ok && (start < batch.samples_size() || start == 0); start += kMaxBatch) {
            CoolingBatch part;
            const int end = std::min(batch.samples_size(), start + kMaxBatch);
            for (int i = start; i < end; ++i)
                *part.add_samples() = std::move(*batch.mutable_samples(i));
            *part.mutable_server_time() = TimeUtil::MillisecondsToTimestamp(now);
            ok = writer->Write(part);
            if (batch.samples_size() == 0)
                break;
        }
        if (!ok)
            break;
        // Sleep out the interval in small steps so cancellation is noticed quickly.
        while (!context->IsCancelled() && !m_shuttingDown
               && std::chrono::steady_clock::now() - started < std::chrono::milliseconds(intervalMs))
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    if (m_shuttingDown)
        return Refusal::status(grpc::StatusCode::UNAVAILABLE, Phrase::make("request.shutting_down"));
    return grpc::Status::OK;
}

grpc::Status TelemetryServiceImpl::QueryCoolingHistory(grpc::ServerContext *, const CoolingHistoryRequest *request,
                                                       CoolingHistoryResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const auto rack = m_fleet.simRack(request->rack_id());
    if (!rack)
        return Refusal::status(grpc::StatusCode::NOT_FOUND, Phrase::make("refusal.no_rack", {Phrase::id(request->rack_id())}));
    const std::int64_t now = m_fleet.nowMs();
    HistoryWindow window;
    if (auto status = HistoryWindow::resolve(*request, now, 1000, &window); !status.ok())
        return status;
    const std::int64_t from = window.fromMs;
    const std::int64_t to = window.toMs;
    const std::int64_t width = window.widthMs;
    const std::int64_t buckets = window.buckets;
    const std::int64_t step = std::max<std::int64_t>(1000, width / kRawSamplesPerBucket);

    std::vector<CoolingReading> readings;
    for (int r : request->readings()) {
        if (CoolingReading_IsValid(r) && r != COOLING_READING_UNSPECIFIED)
            readings.push_back(CoolingReading(r));
    }
    if (readings.empty()) {
        for (int r = COOLING_READING_SUPPLY_TEMPERATURE; r <= COOLING_READING_RACK_POWER; ++r)
            readings.push_back(CoolingReading(r));
    }
    response->set_rack_id(request->rack_id());
    *response->mutable_first_bucket_start() = TimeUtil::MillisecondsToTimestamp(from);
    *response->mutable_bucket_width() = TimeUtil::MillisecondsToDuration(width);
    *response->mutable_thresholds() = CoolingPhysics::thresholds(request->rack_id());
    *response->mutable_retained_since() = TimeUtil::MillisecondsToTimestamp(now - HistoryWindow::kMaxRangeMs);
    std::vector<CoolingHistorySeries *> series;
    for (CoolingReading r : readings) {
        auto *s = response->add_series();
        s->set_reading(r);
        series.push_back(s);
    }
    // A fed rack has only what Redfish reported: its stored readings, NaN-free per reading.
    const auto fed = m_fleet.cooling().fedHistory(request->rack_id(), from, to, now);
    std::size_t nextFed = 0;
    for (int b = 0; b < buckets; ++b) {
        const std::int64_t start = from + b * width;
        const std::int64_t end = std::min(to, start + width);
        if (start >= to)
            break;
        std::vector<float> lo(readings.size(), INFINITY), hi(readings.size(), -INFINITY);
        std::vector<double> sum(readings.size(), 0.0);
        std::vector<int> counts(readings.size(), 0);
        int count = 0;
        const auto add = [&](const CoolingSample &sample) {
            for (size_t i = 0; i < readings.size(); ++i) {
                const float v = CoolingPhysics::reading(sample, readings[i]);
                if (std::isnan(v))
                    continue;
                lo[i] = std::min(lo[i], v);
                hi[i] = std::max(hi[i], v);
                sum[i] += v;
                ++counts[i];
            }
            ++count;
        };
        if (fed) {
            for (; nextFed < fed->size()
                   && TimeUtil::TimestampToMilliseconds((*fed)[nextFed].sample_time()) < end; ++nextFed)
                add((*fed)[nextFed]);
        } else {
            for (std::int64_t t = start; t < end; t += step)
                add(CoolingPhysics::sample(*rack, t, false));
        }
        response->add_sample_counts(count);
        for (size_t i = 0; i < readings.size(); ++i) {
            series[i]->add_min(counts[i] ? lo[i] : NAN);
            series[i]->add_max(counts[i] ? hi[i] : NAN);
            series[i]->add_mean(counts[i] ? float(sum[i] / counts[i]) : NAN);
        }
    }
    if (request->include_leak_events()) {
        for (auto &e : m_fleet.cooling().leakEvents(*rack, from, to, now))
            *response->add_leak_events() = std::move(e);
    }
    return grpc::Status::OK;
}

grpc::Status TelemetryServiceImpl::GetCoolingConfig(grpc::ServerContext *, const GetCoolingConfigRequest *request,
                                                    GetCoolingConfigResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const std::int64_t now = m_fleet.nowMs();
    const std::vector<std::string> ids(request->rack_ids().begin(), request->rack_ids().end());
    m_fleet.visitRacks(ids, [&](const SimRack &rack) {
        auto *config = response->add_racks();
        config->set_rack_id(rack.detail().summary().rack_id());
        *config->mutable_thresholds() = CoolingPhysics::thresholds(rack.detail().summary().rack_id());
        const CoolingSample sample = m_fleet.cooling().sample(rack, now, true);
        if (sample.has_valve_position_control_percent())
            config->set_valve_position_control_percent(sample.valve_position_control_percent());
        for (const auto &ld : sample.leak_detectors())
            *config->add_leak_detectors() = ld;
    });
    *response->mutable_server_time() = TimeUtil::MillisecondsToTimestamp(now);
    return grpc::Status::OK;
}

} // namespace rackops::sim
