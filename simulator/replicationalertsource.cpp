#include "replicationalertsource.h"

#include "replicationtraffic.h"

#include <google/protobuf/util/time_util.h>

#include <cstdio>

namespace rackops::sim {

using google::protobuf::util::TimeUtil;

ReplicationAlertSource::ReplicationAlertSource(ReplicationTraffic &replication)
    : m_replication(replication)
{
}

void ReplicationAlertSource::collect(std::int64_t nowMs, std::vector<AlertCondition> *out)
{
    for (const auto &pair : m_replication.breaches(nowMs)) {
        const double ageMin = double(TimeUtil::DurationToMilliseconds(pair.oldest_unreplicated_age())) / 60'000.0;
        const double sloMin = double(TimeUtil::DurationToMilliseconds(pair.slo())) / 60'000.0;
        AlertCondition c;
        c.key = "replication/" + pair.bucket() + "/" + pair.source_region() + "/" + pair.target_region();
        c.source = rackops::v1::ALERT_SOURCE_REPLICATION;
        c.severity = rackops::v1::ALERT_SEVERITY_CRITICAL;
        c.bucket = pair.bucket();
        c.sourceRegion = pair.source_region();
        c.targetRegion = pair.target_region();
        char text[256];
        std::snprintf(text, sizeof text, "Replication of %s from %s to %s is %.0f min behind (SLO %.0f min)",
                      pair.bucket().c_str(), pair.source_region().c_str(), pair.target_region().c_str(), ageMin,
                      sloMin);
        c.summary = text;
        c.details = pair.health_reason();
        std::snprintf(text, sizeof text, "%.0f min", ageMin);
        c.currentValue = text;
        c.value = ageMin;
        c.threshold = sloMin;
        c.unit = "min";
        if (pair.has_breached_since())
            c.sinceMs = TimeUtil::TimestampToMilliseconds(pair.breached_since());
        out->push_back(std::move(c));
    }
}

} // namespace rackops::sim
