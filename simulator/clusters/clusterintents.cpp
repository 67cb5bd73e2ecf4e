#include "clusters/clusterintents.h"

#include "phrase/phrase.h"

namespace rackops::sim {

using namespace rackops::v1;

namespace {
MutationIntent onCluster(const char *method, const char *action, const std::string &clusterId, const std::string &key,
                         std::int64_t expectedRevision, const std::string &reason)
{
    MutationIntent intent;
    intent.method = method;
    intent.action = action;
    intent.target = "cluster/" + clusterId;
    intent.idempotencyKey = key;
    intent.expectedRevision = expectedRevision;
    intent.reason = reason;
    return intent;
}
} // namespace

MutationIntent ClusterIntents::requestRelease(const ClusterReleaseIntent &release)
{
    MutationIntent intent = onCluster("RequestClusterRelease", "cluster.release.request", release.clusterId,
                                      release.idempotencyKey, release.expectedRevision, release.reason);
    intent.what = Phrase::make("audit.cluster_release_request");
    intent.role = ROLE_APPROVER;
    intent.roleNeededFor = Phrase::make("need.release_cluster");
    intent.reasonMissing = Phrase::make("reason.release_cluster");
    return intent;
}

MutationIntent ClusterIntents::decideRelease(const ClusterDecideIntent &decision)
{
    MutationIntent intent =
        onCluster("DecideClusterRelease", decision.reject ? "cluster.release.reject" : "cluster.release.confirm",
                  decision.clusterId, decision.idempotencyKey, decision.expectedRevision, decision.comment);
    intent.what = Phrase::make(decision.reject ? PhraseCode("audit.cluster_release_reject")
                                               : PhraseCode("audit.cluster_release_confirm"));
    intent.role = ROLE_APPROVER;
    intent.roleNeededFor = Phrase::make("need.release_cluster");
    if (decision.reject)
        intent.reasonMissing = Phrase::make("reason.reject_release");
    return intent;
}

MutationIntent ClusterIntents::quarantine(const ClusterQuarantineIntent &quarantine)
{
    MutationIntent intent = onCluster("QuarantineClusterRack", "cluster.rack.quarantine", quarantine.clusterId,
                                      quarantine.idempotencyKey, quarantine.expectedRevision, quarantine.reason);
    intent.rackId = quarantine.rackId;
    intent.what = Phrase::make("audit.cluster_quarantine_of", {Phrase::id(quarantine.rackId)});
    intent.role = ROLE_OPERATOR;
    intent.roleNeededFor = Phrase::make("need.change_cluster");
    intent.reasonMissing = Phrase::make("reason.quarantine_rack");
    return intent;
}

MutationIntent ClusterIntents::expand(const ClusterExpandIntent &expansion)
{
    MutationIntent intent = onCluster("ExpandCluster", "cluster.expand", expansion.clusterId, expansion.idempotencyKey,
                                      expansion.expectedRevision, expansion.reason);
    intent.what = Phrase::make("audit.cluster_expand");
    intent.role = ROLE_OPERATOR;
    intent.roleNeededFor = Phrase::make("need.change_cluster");
    intent.reasonMissing = Phrase::make("reason.expand_cluster");
    return intent;
}

MutationIntent ClusterIntents::importEvidence(const std::string &clusterId, const std::string &fileName,
                                              const std::string &idempotencyKey, std::int64_t expectedRevision)
{
    MutationIntent intent =
        onCluster("ImportClusterEvidence", "cluster.evidence.import", clusterId, idempotencyKey, expectedRevision, {});
    intent.what = Phrase::make("audit.import_of", {Phrase::id(fileName)});
    intent.role = ROLE_OPERATOR;
    intent.roleNeededFor = Phrase::make("need.import_cluster_evidence");
    return intent;
}

} // namespace rackops::sim
