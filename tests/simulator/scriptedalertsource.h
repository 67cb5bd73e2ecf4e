#pragma once

#include "alerts/alertsource.h"

#include <memory>
#include <vector>

namespace rackops::sim {

// A fault script for tests: each condition is active in [fromMs, toMs) of
// simulated time. Plugs into the simulator the way the replication source will.
struct ScriptLine {
    std::int64_t fromMs;
    std::int64_t toMs;
    AlertCondition condition;
};

class ScriptedAlertSource final : public AlertSource {
public:
    explicit ScriptedAlertSource(std::shared_ptr<std::vector<ScriptLine>> script)
        : m_script(std::move(script))
    {
    }
    void collect(std::int64_t nowMs, std::vector<AlertCondition> *out) override
    {
        for (const auto &line : *m_script) {
            if (nowMs >= line.fromMs && nowMs < line.toMs)
                out->push_back(line.condition);
        }
    }

private:
    std::shared_ptr<std::vector<ScriptLine>> m_script;
};

// A replication pair breaching its SLO, as the replication source would report it.
inline AlertCondition replicationBreach(const std::string &bucket, rackops::v1::AlertSeverity severity)
{
    AlertCondition c;
    c.key = "replication/slo/" + bucket + "/us-west/eu-central";
    c.source = rackops::v1::ALERT_SOURCE_REPLICATION;
    c.severity = severity;
    c.bucket = bucket;
    c.sourceRegion = "us-west";
    c.targetRegion = "eu-central";
    c.site = "PHX1";
    c.summary = "Replication SLO breached";
    c.currentValue = "oldest object 23 min";
    return c;
}

} // namespace rackops::sim
