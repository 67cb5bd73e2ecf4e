#pragma once

#include "clusters/clusterintents.h"
#include "core/caller.h"
#include "core/changefeed.h"
#include "core/mutationresult.h"
#include "simcluster.pb.h"

#include "rackops/v1/clusters.pb.h"

#include <QString>

#include <chrono>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace rackops::sim {

class AuditLog;
class ClusterStore;
class FleetSimulation;

// The clusters: formed from the fleet's racks (ClusterGenerator) or taken up
// from the store, their change feed (epoch + revision, like the fleet's), the
// soak moving on with the simulator's clock, and the decisions people take on
// them (four-eyes release, quarantine, expansion, imported evidence). Every
// decision is judged here, stamped with a new state revision (what
// expected_cluster_revision names), stored with the mutation's transaction
// and audited. Thread-safe; reads the fleet outside its own lock.
class ClusterBook {
public:
    using Changes = ChangeFeed::Changes<rackops::v1::ClusterSummary>;
    // The biggest cluster the fabric takes (32 NVL72 racks, 2,304 GPUs).
    static constexpr int kMaxRacks = 32;

    ClusterBook(FleetSimulation &fleet, AuditLog &audit, std::int64_t burnInLengthMs);

    // Takes the clusters up from `store` (may be null: kept in memory), or forms them from the fleet.
    bool start(ClusterStore *store, std::uint64_t seed, QString *error);

    std::vector<rackops::v1::ClusterSummary> list(const std::string &site) const;
    std::optional<rackops::v1::ClusterDetail> detail(const std::string &clusterId) const;
    Changes snapshot() const;
    std::optional<Changes> changesSince(const std::string &epoch, std::int64_t revision) const;
    bool waitForChange(std::int64_t afterRevision, std::chrono::milliseconds timeout) const;
    void wake() const;
    std::int64_t revision() const;
    std::int64_t nowMs() const;
    // The cluster a rack belongs to (empty when none).
    std::string clusterOf(const std::string &rackId) const;
    // Calls `visit` for every cluster, under the lock.
    void visit(const std::function<void(const SimCluster &)> &visit) const;

    // Moves the clusters on to the fleet's clock: the soak, the expansion's
    // rerun, the racks' own stages.
    void advance();

    MutationResult requestRelease(const Caller &caller, const ClusterReleaseIntent &intent,
                                  rackops::v1::ClusterActionResponse *response);
    MutationResult decideRelease(const Caller &caller, const ClusterDecideIntent &intent,
                                 rackops::v1::ClusterActionResponse *response);
    MutationResult quarantineRack(const Caller &caller, const ClusterQuarantineIntent &intent,
                                  rackops::v1::ClusterActionResponse *response);
    MutationResult expand(const Caller &caller, const ClusterExpandIntent &intent,
                          rackops::v1::ClusterActionResponse *response);
    MutationResult importEvidence(const Caller &caller, const std::string &clusterId, const std::string &fileName,
                                  const std::string &content, std::int64_t expectedRevision,
                                  rackops::v1::ImportClusterEvidenceResponse *response);

private:
    struct RackFacts {
        rackops::v1::LifecycleStage stage = rackops::v1::LIFECYCLE_STAGE_UNSPECIFIED;
        rackops::v1::Health health = rackops::v1::HEALTH_UNSPECIFIED;
        std::string site;
    };
    std::unordered_map<std::string, RackFacts> facts(const std::vector<std::string> &rackIds) const;
    std::vector<std::string> memberIds() const;
    // Applies the fleet's view of the members; true when anything changed.
    static bool applyFacts(SimCluster &cluster, const std::unordered_map<std::string, RackFacts> &facts);
    SimCluster *find(const std::string &clusterId);
    const SimCluster *find(const std::string &clusterId) const;
    void stamp(SimCluster &cluster, bool stateChanged);
    MutationResult checkRevision(const SimCluster &cluster, std::int64_t expected) const;
    // Stores the changed cluster (inside the mutation's transaction) and audits the decision;
    // when either fails, the cluster is put back as it was `before`.
    MutationResult commit(SimCluster &cluster, const SimCluster &before, const Caller &caller, const char *action,
                          const std::string &key, const std::string &reason, const rackops::v1::LocalizedText &details);
    MutationResult refuse(const Caller &caller, const char *action, const std::string &clusterId,
                          const std::string &key, const std::string &reason, const rackops::v1::LocalizedText &what,
                          MutationResult refusal);
    void finishExpansion(SimCluster &cluster, std::int64_t nowMs);

    FleetSimulation &m_fleet;
    AuditLog &m_audit;
    ClusterStore *m_store = nullptr;
    std::int64_t m_burnInLengthMs;
    mutable std::mutex m_mutex;
    std::vector<SimCluster> m_clusters; // ordered by cluster id
    ChangeFeed m_feed;
};

} // namespace rackops::sim
