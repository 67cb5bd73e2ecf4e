#include "alerts/clusteralertsource.h"

#include "clusters/clusterbook.h"
#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

ClusterAlertSource::ClusterAlertSource(const ClusterBook &clusters)
    : m_clusters(clusters)
{
}

void ClusterAlertSource::collect(std::int64_t, std::vector<AlertCondition> *out)
{
    m_clusters.visit([out](const SimCluster &cluster) {
        const ClusterDetail &d = cluster.detail();
        const ClusterSummary &s = d.summary();
        if (d.certification().verdict() == CHECK_VERDICT_FAIL) {
            AlertCondition c;
            c.key = "cluster/certification_failed/" + s.cluster_id();
            c.source = ALERT_SOURCE_CLUSTER;
            c.severity = ALERT_SEVERITY_CRITICAL;
            c.site = s.site();
            c.setSummary(Phrase::make("alert.cluster_certification_failed", {Phrase::id(s.cluster_id())}));
            for (const auto &f : d.findings()) {
                if (!f.recovered() && !f.during_burn_in()) {
                    c.setDetails(f.text());
                    break;
                }
            }
            c.setCurrentValue(Phrase::make("cluster.verdict.fail"));
            if (d.certification().has_finished_at())
                c.sinceMs = TimeUtil::TimestampToMilliseconds(d.certification().finished_at());
            out->push_back(std::move(c));
        }
        for (const auto &i : d.burn_in().interruptions()) {
            if (!i.finding_id().empty())
                continue;
            AlertCondition c;
            c.key = "cluster/unattributed_interruption/" + s.cluster_id();
            c.source = ALERT_SOURCE_CLUSTER;
            c.severity = ALERT_SEVERITY_WARNING;
            c.site = s.site();
            c.setSummary(Phrase::make("alert.cluster_unattributed", {Phrase::id(s.cluster_id())}));
            c.setDetails(i.text());
            c.setCurrentValue(Phrase::make("burnin.unattributed"));
            c.sinceMs = TimeUtil::TimestampToMilliseconds(i.at());
            out->push_back(std::move(c));
            break;
        }
    });
}

} // namespace rackops::sim
