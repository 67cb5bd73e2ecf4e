#include "core/servicemetrics.h"

namespace rackops::sim {

ServiceMetrics &ServiceMetrics::shared()
{
    static ServiceMetrics metrics;
    return metrics;
}

const char *ServiceMetrics::outcomeName(MutationOutcome outcome)
{
    switch (outcome) {
    case MutationOutcome::Ok: return "ok";
    case MutationOutcome::Refused: return "refused";
    case MutationOutcome::Failed: return "failed";
    }
    return "failed";
}

void ServiceMetrics::mutationRecorded(MutationOutcome outcome, std::chrono::nanoseconds duration)
{
    m_mutations[int(outcome)].observe(duration);
}

LatencyHistogram::Snapshot ServiceMetrics::mutations(MutationOutcome outcome) const
{
    return m_mutations[int(outcome)].snapshot();
}

ServiceMetrics::Stream &ServiceMetrics::stream(const std::string &name)
{
    std::lock_guard lock(m_mutex);
    std::unique_ptr<Stream> &entry = m_streams[name];
    if (!entry)
        entry = std::make_unique<Stream>();
    return *entry;
}

std::vector<ServiceMetrics::StreamSnapshot> ServiceMetrics::streams() const
{
    std::lock_guard lock(m_mutex);
    std::vector<StreamSnapshot> out;
    out.reserve(m_streams.size());
    for (const auto &[name, stream] : m_streams)
        out.push_back({name, stream->watchers.load(), stream->sendLatency.snapshot()});
    return out;
}

ServiceMetrics::Watcher::Watcher(ServiceMetrics &metrics, const std::string &name)
    : m_stream(metrics.stream(name))
{
    m_stream.watchers.fetch_add(1);
}

ServiceMetrics::Watcher::~Watcher()
{
    m_stream.watchers.fetch_sub(1);
}

} // namespace rackops::sim
