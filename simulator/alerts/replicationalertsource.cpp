#include "alerts/replicationalertsource.h"

#include "phrase/phrase.h"
#include "replication/replicationtraffic.h"

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
        c.setSummary(
            Phrase::make("alert.replication_behind",
                         {Phrase::id(pair.bucket()), Phrase::id(pair.source_region()), Phrase::id(pair.target_region()),
                          Phrase::quantity(ageMin, "min", 0), Phrase::quantity(sloMin, "min", 0)}));
        c.setDetails(pair.has_health_reason_text() ? pair.health_reason_text()
                                                   : Phrase::verbatim(pair.health_reason()));
        c.setCurrentValue(Phrase::make("value.reading", {Phrase::quantity(ageMin, "min", 0)}));
        c.value = ageMin;
        c.threshold = sloMin;
        c.unit = "min";
        if (pair.has_breached_since())
            c.sinceMs = TimeUtil::TimestampToMilliseconds(pair.breached_since());
        out->push_back(std::move(c));
    }
}

} // namespace rackops::sim
