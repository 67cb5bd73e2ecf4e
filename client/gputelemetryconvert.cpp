#include "gputelemetryconvert.h"

#include "commonconvert.h"

#include "rackops/v1/telemetry.pb.h"

#include <algorithm>

namespace rackops {

namespace {
// GPU_METRIC_GPU_TEMPERATURE (1) .. GPU_METRIC_XID (10) are Metric 0..9; nullopt otherwise.
std::optional<GpuTelemetry::Metric> gpuMetricOf(int metric)
{
    if (metric < 1 || metric > GpuTelemetry::kMetricCount)
        return std::nullopt;
    return GpuTelemetry::Metric(metric - 1);
}

GpuTelemetry::State monitoringStateOf(v1::MonitoringState state)
{
    switch (state) {
    case v1::MONITORING_STATE_NOT_CONFIGURED: return GpuTelemetry::State::NotConfigured;
    case v1::MONITORING_STATE_STARTING: return GpuTelemetry::State::Starting;
    case v1::MONITORING_STATE_OK: return GpuTelemetry::State::Ok;
    case v1::MONITORING_STATE_DOWN: return GpuTelemetry::State::Down;
    case v1::MONITORING_STATE_UNAUTHORIZED: return GpuTelemetry::State::Unauthorized;
    case v1::MONITORING_STATE_BAD_ANSWER: return GpuTelemetry::State::BadAnswer;
    case v1::MONITORING_STATE_TOO_LARGE: return GpuTelemetry::State::TooLarge;
    case v1::MONITORING_STATE_TLS: return GpuTelemetry::State::Tls;
    case v1::MONITORING_STATE_HTTP_ERROR: return GpuTelemetry::State::HttpError;
    default: return GpuTelemetry::State::Unknown;
    }
}
} // namespace

GpuHistory GpuTelemetryConvert::history(const v1::GpuHistory &message)
{
    GpuHistory out;
    out.rackId = QString::fromStdString(message.rack_id());
    out.tray = message.tray();
    out.gpu = message.gpu();
    out.source = QString::fromStdString(message.source());
    out.state = monitoringStateOf(message.state());
    out.stateDetail = QString::fromStdString(message.state_detail());
    out.host = QString::fromStdString(message.host());
    out.startMs = CommonConvert::toMs(message.start());
    out.stepMs = CommonConvert::toMs(message.step());
    out.points = std::clamp(message.points(), 0, 20000); // a grid no chart asks for is not taken
    out.serverTimeMs = CommonConvert::toMs(message.server_time());
    if (out.stepMs <= 0)
        out.points = 0;
    for (const v1::GpuHistorySeries &series : message.series()) {
        const auto metric = gpuMetricOf(series.metric());
        if (!metric)
            continue;
        GpuHistory::Series s;
        s.metric = *metric;
        s.published = series.published();
        if (s.published)
            s.values = QList<double>(series.values().begin(),
                                     series.values().begin() + std::min(series.values_size(), out.points));
        out.series.append(std::move(s));
    }
    return out;
}

GpuTelemetry GpuTelemetryConvert::telemetry(const v1::GpuTelemetry &message)
{
    GpuTelemetry out;
    out.rackId = QString::fromStdString(message.rack_id());
    out.source = QString::fromStdString(message.source());
    out.state = monitoringStateOf(message.state());
    out.stateDetail = QString::fromStdString(message.state_detail());
    if (message.has_read_at())
        out.readAtMs = CommonConvert::toMs(message.read_at());
    if (message.has_attempted_at())
        out.attemptedAtMs = CommonConvert::toMs(message.attempted_at());
    out.serverTimeMs = CommonConvert::toMs(message.server_time());
    for (const int metric : message.published()) {
        if (const auto known = gpuMetricOf(metric))
            out.published[size_t(*known)] = true;
    }
    out.gpus.reserve(message.gpus_size());
    for (const v1::GpuFigures &gpu : message.gpus()) {
        GpuTelemetry::Gpu g;
        g.tray = gpu.tray();
        g.gpu = gpu.gpu();
        g.host = QString::fromStdString(gpu.host());
        g.uuid = QString::fromStdString(gpu.uuid());
        g.modelName = QString::fromStdString(gpu.model_name());
        for (const v1::GpuFigure &figure : gpu.figures()) {
            if (const auto known = gpuMetricOf(figure.metric()))
                g.figures[size_t(*known)] =
                    GpuTelemetry::Figure {figure.value(), CommonConvert::toMs(figure.sampled_at())};
        }
        out.gpus.append(std::move(g));
    }
    return out;
}

} // namespace rackops
