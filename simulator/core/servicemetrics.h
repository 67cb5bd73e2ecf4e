#pragma once

#include "core/latencyhistogram.h"

#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace rackops::sim {

// What the backend's transport measures about itself for /metrics: how long
// mutations take (by outcome), how many watchers each stream has and how long
// a watch takes from being woken by a change to having written it. Process-
// wide, like a Prometheus client library's default registry (and like
// StreamQuota): a process exposes one set. No HTTP here; monitoring/ reads it.
class ServiceMetrics {
public:
    static ServiceMetrics &shared();

    enum class MutationOutcome { Ok, Refused, Failed };
    static const char *outcomeName(MutationOutcome outcome);
    void mutationRecorded(MutationOutcome outcome, std::chrono::nanoseconds duration);

    // One stream's figures; kept for the process' life once a stream was watched.
    struct Stream {
        std::atomic<int> watchers {0};
        LatencyHistogram sendLatency;
    };
    Stream &stream(const std::string &name);

    // Counts one watcher of a stream while it lives.
    class Watcher {
    public:
        Watcher(ServiceMetrics &metrics, const std::string &stream);
        ~Watcher();
        Watcher(const Watcher &) = delete;
        Watcher &operator=(const Watcher &) = delete;
        Stream &stream() { return m_stream; }

    private:
        Stream &m_stream;
    };

    struct StreamSnapshot {
        std::string name;
        int watchers = 0;
        LatencyHistogram::Snapshot sendLatency;
    };
    std::vector<StreamSnapshot> streams() const;
    LatencyHistogram::Snapshot mutations(MutationOutcome outcome) const;

private:
    mutable std::mutex m_mutex; // guards the map, never the figures
    std::map<std::string, std::unique_ptr<Stream>> m_streams;
    LatencyHistogram m_mutations[3];
};

} // namespace rackops::sim
