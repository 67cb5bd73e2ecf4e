#include "api/calleridentity.h"
#include "phrase/phrase.h"
#include "api/refusal.h"
#include "api/requestlimits.h"
#include "api/streamquota.h"
#include "api/telemetryserviceimpl.h"

#include "cooling/coolingphysics.h"
#include "fleet/fleetsimulation.h"
#include "core/historywindow.h"
#include "core/servicemetrics.h"

#include "prometheusgpustore.h"
#include "prometheushistoryreader.h"

#include <google/protobuf/util/time_util.h>

#include <QDateTime>

#include <algorithm>
#include <future>
#include <thread>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
// Racks named in a watch this small get every leak detector; a fleet-wide
// watch carries only the detectors that are not OK.
constexpr int kDetailRacks = 4;

MonitoringState monitoringState(prometheus::BridgeState state)
{
    switch (state) {
    case prometheus::BridgeState::Starting: return MONITORING_STATE_STARTING;
    case prometheus::BridgeState::Ok: return MONITORING_STATE_OK;
    case prometheus::BridgeState::Down: return MONITORING_STATE_DOWN;
    case prometheus::BridgeState::Unauthorized: return MONITORING_STATE_UNAUTHORIZED;
    case prometheus::BridgeState::BadAnswer: return MONITORING_STATE_BAD_ANSWER;
    case prometheus::BridgeState::TooLarge: return MONITORING_STATE_TOO_LARGE;
    case prometheus::BridgeState::Tls: return MONITORING_STATE_TLS;
    case prometheus::BridgeState::HttpError: return MONITORING_STATE_HTTP_ERROR;
    }
    return MONITORING_STATE_DOWN;
}

// DcgmMetric and GpuMetric list the exporter's series in the same order.
GpuMetric gpuMetric(prometheus::DcgmMetric metric)
{
    return GpuMetric(int(metric) + 1);
}

constexpr std::int64_t kMinHistoryWindowMs = 60'000;
constexpr std::int64_t kMaxHistoryWindowMs = 31LL * 24 * 3'600'000;
constexpr int kMaxWidthPixels = 10000;
// Beyond the bridge's own timeout: the answer is on its way from the bridge's thread.
constexpr int kHistoryAnswerMarginMs = 2000;
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
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    StreamQuota::Slot slot;
    if (auto quota = StreamQuota::shared().acquire(context, &slot); !quota.ok())
        return quota;
    const ServiceMetrics::Watcher watcher(ServiceMetrics::shared(), "cooling"); // /metrics counts it
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

grpc::Status TelemetryServiceImpl::QueryCoolingHistory(grpc::ServerContext *context,
                                                       const CoolingHistoryRequest *request,
                                                       CoolingHistoryResponse *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const auto rack = m_fleet.simRack(request->rack_id());
    if (!rack)
        return Refusal::status(grpc::StatusCode::NOT_FOUND,
                               Phrase::make("refusal.no_rack", {Phrase::id(request->rack_id())}));
    const std::int64_t now = m_fleet.nowMs();
    HistoryWindow window;
    if (auto refused = HistoryWindow::resolve(*request, now, 1000, &window); !refused.ok())
        return Refusal::status(refused);
    std::vector<CoolingReading> readings;
    for (int r : request->readings()) {
        if (CoolingReading_IsValid(r) && r != COOLING_READING_UNSPECIFIED)
            readings.push_back(CoolingReading(r));
    }
    if (readings.empty()) {
        for (int r = COOLING_READING_SUPPLY_TEMPERATURE; r <= COOLING_READING_RACK_POWER; ++r)
            readings.push_back(CoolingReading(r));
    }
    m_fleet.cooling().history(*rack, window, readings, request->include_leak_events(), now, response);
    return grpc::Status::OK;
}

void TelemetryServiceImpl::setGpuFigures(std::shared_ptr<const prometheus::PrometheusGpuStore> store)
{
    m_gpuFigures = std::move(store);
}

grpc::Status TelemetryServiceImpl::GetGpuTelemetry(grpc::ServerContext *context, const GetGpuTelemetryRequest *request,
                                                   GpuTelemetry *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    if (!m_fleet.simRack(request->rack_id()))
        return Refusal::status(grpc::StatusCode::NOT_FOUND,
                               Phrase::make("refusal.no_rack", {Phrase::id(request->rack_id())}));
    response->set_rack_id(request->rack_id());
    // The bridge's times are the wall clock's, whatever the simulated clock's pace: ages are taken from this.
    *response->mutable_server_time() = TimeUtil::MillisecondsToTimestamp(QDateTime::currentMSecsSinceEpoch());
    if (!m_gpuFigures) {
        response->set_state(MONITORING_STATE_NOT_CONFIGURED);
        return grpc::Status::OK;
    }
    const prometheus::PrometheusGpuStore::Rack rack = m_gpuFigures->rack(QString::fromStdString(request->rack_id()));
    const prometheus::PrometheusGpuStore::Health &health = rack.health;
    response->set_source(health.url.toStdString());
    response->set_state(monitoringState(health.state));
    response->set_state_detail(health.detail.toStdString());
    if (health.lastSuccessMs > 0)
        *response->mutable_read_at() = TimeUtil::MillisecondsToTimestamp(health.lastSuccessMs);
    if (health.lastAttemptMs > 0)
        *response->mutable_attempted_at() = TimeUtil::MillisecondsToTimestamp(health.lastAttemptMs);
    for (const prometheus::DcgmMetric metric : prometheus::allDcgmMetrics()) {
        if (health.published[size_t(metric)])
            response->add_published(gpuMetric(metric));
    }
    for (const prometheus::GpuReading &reading : rack.gpus) {
        GpuFigures *gpu = response->add_gpus();
        gpu->set_tray(reading.tray);
        gpu->set_gpu(reading.gpu);
        gpu->set_host(reading.host.toStdString());
        gpu->set_uuid(reading.uuid.toStdString());
        gpu->set_model_name(reading.modelName.toStdString());
        for (const prometheus::DcgmMetric metric : prometheus::allDcgmMetrics()) {
            const std::optional<prometheus::GpuFigure> &figure = reading.figure(metric);
            if (!figure)
                continue;
            GpuFigure *out = gpu->add_figures();
            out->set_metric(gpuMetric(metric));
            out->set_value(figure->value);
            *out->mutable_sampled_at() = TimeUtil::MillisecondsToTimestamp(figure->timeMs);
        }
    }
    return grpc::Status::OK;
}

void TelemetryServiceImpl::setGpuHistory(prometheus::PrometheusHistoryReader *reader)
{
    m_gpuHistory = reader;
}

grpc::Status TelemetryServiceImpl::QueryGpuHistory(grpc::ServerContext *context, const GpuHistoryRequest *request,
                                                   GpuHistory *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    if (!m_fleet.simRack(request->rack_id()))
        return Refusal::status(grpc::StatusCode::NOT_FOUND,
                               Phrase::make("refusal.no_rack", {Phrase::id(request->rack_id())}));
    if (request->tray() < 1 || request->tray() > 18 || request->gpu() < 1 || request->gpu() > 4)
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("request.gpu_slot"));
    const std::int64_t windowMs = request->has_window() ? TimeUtil::DurationToMilliseconds(request->window()) : 0;
    if (windowMs < kMinHistoryWindowMs || windowMs > kMaxHistoryWindowMs)
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("request.gpu_history_window"));
    if (request->width_pixels() < 1 || request->width_pixels() > kMaxWidthPixels)
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("request.width_pixels"));
    response->set_rack_id(request->rack_id());
    response->set_tray(request->tray());
    response->set_gpu(request->gpu());
    *response->mutable_server_time() = TimeUtil::MillisecondsToTimestamp(QDateTime::currentMSecsSinceEpoch());
    if (!m_gpuHistory || !m_gpuFigures) {
        response->set_state(MONITORING_STATE_NOT_CONFIGURED);
        return grpc::Status::OK;
    }
    prometheus::PrometheusHistoryReader::Query query;
    query.rack = QString::fromStdString(request->rack_id());
    query.tray = request->tray();
    query.gpu = request->gpu();
    query.windowMs = windowMs;
    query.widthPixels = request->width_pixels();
    for (const int metric : request->metrics()) {
        // GPU_METRIC_GPU_TEMPERATURE (1) .. GPU_METRIC_XID (10); an unknown one is left out.
        if (metric >= 1 && metric <= prometheus::kDcgmMetricCount
            && !query.metrics.contains(prometheus::DcgmMetric(metric - 1)))
            query.metrics.append(prometheus::DcgmMetric(metric - 1));
    }
    if (query.metrics.isEmpty())
        query.metrics = {prometheus::DcgmMetric::GpuTemperature, prometheus::DcgmMetric::MemoryTemperature,
                         prometheus::DcgmMetric::Power};

    // The read runs on the bridge's thread; this thread waits for it, bounded, and only so many wait at once.
    if (m_historyReads.fetch_add(1) >= kMaxHistoryReads) {
        --m_historyReads;
        return Refusal::status(grpc::StatusCode::RESOURCE_EXHAUSTED, Phrase::make("request.gpu_history_busy"));
    }
    const struct Release {
        std::atomic<int> &reads;
        ~Release() { --reads; }
    } release {m_historyReads};
    auto answer = std::make_shared<std::promise<prometheus::GpuHistoryRead>>();
    std::future<prometheus::GpuHistoryRead> future = answer->get_future();
    m_gpuHistory->read(query, [answer](const prometheus::GpuHistoryRead &read) { answer->set_value(read); });
    const auto deadline = std::chrono::steady_clock::now()
        + std::chrono::milliseconds(m_gpuHistory->timeoutMs() + kHistoryAnswerMarginMs);
    while (future.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready) {
        if (context->IsCancelled())
            return grpc::Status::CANCELLED;
        if (m_shuttingDown)
            return Refusal::status(grpc::StatusCode::UNAVAILABLE, Phrase::make("request.shutting_down"));
        if (std::chrono::steady_clock::now() > deadline) {
            response->set_source(m_gpuFigures->health().url.toStdString());
            response->set_state(MONITORING_STATE_DOWN);
            response->set_state_detail("no answer from the Prometheus bridge in time");
            return grpc::Status::OK;
        }
    }
    const prometheus::GpuHistoryRead read = future.get();
    response->set_source(m_gpuFigures->health().url.toStdString());
    response->set_state(monitoringState(read.state));
    response->set_state_detail(read.detail.toStdString());
    response->set_host(read.host.toStdString());
    *response->mutable_start() = TimeUtil::MillisecondsToTimestamp(read.grid.startMs);
    *response->mutable_step() = TimeUtil::MillisecondsToDuration(read.grid.stepMs);
    response->set_points(read.grid.points);
    for (const prometheus::GpuHistoryRead::Series &series : read.series) {
        GpuHistorySeries *out = response->add_series();
        out->set_metric(gpuMetric(series.metric));
        out->set_published(series.published);
        out->mutable_values()->Reserve(int(series.values.size()));
        for (const double value : series.values)
            out->add_values(value);
    }
    return grpc::Status::OK;
}

grpc::Status TelemetryServiceImpl::GetCoolingConfig(grpc::ServerContext *context,
                                                    const GetCoolingConfigRequest *request,
                                                    GetCoolingConfigResponse *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
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
