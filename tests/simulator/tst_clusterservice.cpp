// Multi-rack clusters over real gRPC: generation from the seed, the resumable
// stream, certification with its attribution, fabric health, burn-in, the
// four-eyes release, quarantine, expansion, imported evidence and the
// refusals of bad input (nothing changed).
#include "demouser.h"
#include "fleet/fleetsimulation.h"
#include "inprocessbackend.h"
#include "server/simulatorserver.h"
#include "stillfleet.h"

#include "rackops/v1/alerts.grpc.pb.h"
#include "rackops/v1/clusters.grpc.pb.h"
#include "rackops/v1/handover.grpc.pb.h"
#include "rackops/v1/operations.grpc.pb.h"

#include <QTemporaryDir>

#include <google/protobuf/util/time_util.h>
#include <QTest>

#include <cstdio>

#include <grpcpp/grpcpp.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

using namespace rackops;
using namespace rackops::sim;

namespace {
constexpr std::int64_t kHour = 3600LL * 1000;
constexpr std::int64_t kDay = 24 * kHour;

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

// nccl-tests all_reduce_perf output over `hosts` (4 GPUs each) at `busbw` GB/s for large messages.
std::string allReduceOutput(const std::vector<std::string> &hosts, double busbw)
{
    std::string text = "# nccl-tests version 2.19.6 nccl-headers=22803 nccl-library=22803\n"
                       "# Collective test starting: all_reduce_perf\n"
                       "# nThread 1 nGpus 1 minBytes 1073741824 maxBytes 17179869184 step: 4(factor) warmup iters: 5 "
                       "iters: 20 agg iters: 1 validation: 1 graph: 0\n#\n# Using devices\n";
    int rank = 0;
    char line[256];
    for (const auto &host : hosts) {
        for (int device = 0; device < 4; ++device) {
            std::snprintf(line, sizeof line, "#  Rank %2d Group  0 Pid %6d on %s device  %d [0x%02x] NVIDIA GB200\n",
                          rank, 40000 + rank, host.c_str(), device, 0x18 + device);
            text += line;
            ++rank;
        }
    }
    const int n = rank;
    text +=
        "#\n#                                                              out-of-place                       in-place\n"
        "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong\n"
        "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)\n";
    for (long long size : {1073741824LL, 4294967296LL, 17179869184LL}) {
        const double algbw = busbw * n / (2.0 * (n - 1));
        const double us = double(size) / (algbw * 1e3);
        std::snprintf(
            line, sizeof line,
            "%12lld  %12lld     float     sum      -1  %8.2f  %6.2f  %6.2f      0  %8.2f  %6.2f  %6.2f      0\n", size,
            size / 4, us, algbw, busbw, us, algbw, busbw);
        text += line;
    }
    std::snprintf(
        line, sizeof line,
        "# Out of bounds values : 0 OK\n# Avg bus bandwidth    : %.3f \n#\n# Collective test concluded: all_reduce_perf\n",
        busbw);
    text += line;
    return text;
}
} // namespace

class TestClusterService : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<QTemporaryDir> m_dir; // one per test: each starts from the seed
    std::unique_ptr<InProcessBackend> m_backend;
    std::unique_ptr<v1::ClusterService::Stub> m_clusters;
    std::unique_ptr<v1::OperationsService::Stub> m_ops;

    void startServer()
    {
        SimConfig config = stillFleet(1200);
        config.seed = 7;
        config.stateDir = m_dir->path();
        m_backend = std::make_unique<InProcessBackend>(config);
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
        m_clusters = m_backend->stub<v1::ClusterService>();
        m_ops = m_backend->stub<v1::OperationsService>();
    }

    std::vector<v1::ClusterSummary> list()
    {
        auto context = as("vera");
        v1::ListClustersRequest request;
        v1::ListClustersResponse response;
        const auto status = m_clusters->ListClusters(context.get(), request, &response);
        if (!status.ok())
            qWarning() << "ListClusters:" << status.error_message().c_str();
        return {response.clusters().begin(), response.clusters().end()};
    }

    v1::ClusterDetail get(const std::string &id)
    {
        auto context = as("vera");
        v1::GetClusterRequest request;
        request.set_cluster_id(id);
        v1::ClusterDetail detail;
        m_clusters->GetCluster(context.get(), request, &detail);
        return detail;
    }

    std::string inStage(v1::ClusterStage stage, int minRacks = 2)
    {
        for (const auto &c : list()) {
            if (c.stage() == stage && c.rack_ids_size() >= minRacks)
                return c.cluster_id();
        }
        return {};
    }

    grpc::Status requestRelease(const char *user, const std::string &id, std::int64_t revision, const std::string &key,
                                v1::ClusterActionResponse *response, const std::string &reason = "ready for training")
    {
        auto context = as(user);
        v1::RequestClusterReleaseRequest request;
        request.set_cluster_id(id);
        request.set_expected_cluster_revision(revision);
        request.set_idempotency_key(key);
        request.set_reason(reason);
        return m_clusters->RequestRelease(context.get(), request, response);
    }

    grpc::Status decide(const char *user, const std::string &id, const std::string &releaseId, std::int64_t revision,
                        const std::string &key, v1::ClusterActionResponse *response, bool reject = false,
                        const std::string &comment = {})
    {
        auto context = as(user);
        v1::DecideClusterReleaseRequest request;
        request.set_cluster_id(id);
        request.set_release_request_id(releaseId);
        request.set_expected_cluster_revision(revision);
        request.set_idempotency_key(key);
        request.set_reject(reject);
        request.set_comment(comment);
        return m_clusters->DecideRelease(context.get(), request, response);
    }

    grpc::Status quarantine(const char *user, const std::string &id, const std::string &rack, std::int64_t revision,
                            const std::string &key, const std::string &reason, v1::ClusterActionResponse *response)
    {
        auto context = as(user);
        v1::QuarantineClusterRackRequest request;
        request.set_cluster_id(id);
        request.set_rack_id(rack);
        request.set_expected_cluster_revision(revision);
        request.set_idempotency_key(key);
        request.set_reason(reason);
        return m_clusters->QuarantineRack(context.get(), request, response);
    }

    grpc::Status expand(const char *user, const std::string &id, const std::vector<std::string> &racks,
                        std::int64_t revision, const std::string &key, v1::ClusterActionResponse *response)
    {
        auto context = as(user);
        v1::ExpandClusterRequest request;
        request.set_cluster_id(id);
        for (const auto &r : racks)
            request.add_rack_ids(r);
        request.set_expected_cluster_revision(revision);
        request.set_idempotency_key(key);
        request.set_reason("more capacity");
        return m_clusters->ExpandCluster(context.get(), request, response);
    }

    grpc::Status importEvidence(const std::string &id, const std::string &content, const std::string &key,
                                v1::ImportClusterEvidenceResponse *response)
    {
        auto context = as("omar");
        v1::ImportClusterEvidenceRequest request;
        request.set_cluster_id(id);
        request.set_file_name("all_reduce_perf.log");
        request.set_content(content);
        request.set_idempotency_key(key);
        return m_clusters->ImportClusterEvidence(context.get(), request, response);
    }

    // A rack of `site` in production that is in no cluster.
    std::string freeRack(const std::string &site, v1::LifecycleStage stage = v1::LIFECYCLE_STAGE_PRODUCTION)
    {
        std::set<std::string> taken;
        for (const auto &c : list())
            taken.insert(c.rack_ids().begin(), c.rack_ids().end());
        for (const auto &rack : m_backend->server().fleet().snapshot().upserts) {
            if (rack.location().site() == site && rack.stage() == stage && !taken.count(rack.rack_id()))
                return rack.rack_id();
        }
        return {};
    }

    int auditCount(const std::string &actionPrefix)
    {
        auto context = as("ada");
        v1::QueryAuditLogRequest request;
        request.set_action_prefix(actionPrefix);
        v1::QueryAuditLogResponse response;
        m_ops->QueryAuditLog(context.get(), request, &response);
        return response.entries_size();
    }

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        startServer();
    }
    void cleanup() { m_backend.reset(); }

    void generationCoversEveryStageFromTheSeed()
    {
        const auto clusters = list();
        QVERIFY(!clusters.empty());
        std::set<v1::ClusterStage> stages;
        std::map<std::string, int> perSite;
        std::set<std::string> racks;
        for (const auto &c : clusters) {
            stages.insert(c.stage());
            ++perSite[c.site()];
            QVERIFY2(c.rack_ids_size() >= 2 && c.rack_ids_size() <= 32, c.cluster_id().c_str());
            QCOMPARE(c.gpu_count(), 72 * c.rack_ids_size());
            QVERIFY(!c.status_text().code().empty());
            for (const auto &r : c.rack_ids())
                QVERIFY2(racks.insert(r).second, ("rack in two clusters: " + r).c_str());
        }
        for (int s = v1::CLUSTER_STAGE_FORMING; s <= v1::CLUSTER_STAGE_EXPANDING; ++s)
            QVERIFY2(stages.count(v1::ClusterStage(s)), qPrintable(QString::number(s)));
        QCOMPARE(int(perSite.size()), 6);
        for (const auto &[site, count] : perSite)
            QVERIFY2(count >= 4 && count <= 6, site.c_str());
        // The same seed forms the same clusters.
        SimConfig config = stillFleet(1200);
        config.seed = 7;
        InProcessBackend other(config);
        QString error;
        QVERIFY2(other.start(&error), qPrintable(error));
        auto stub = other.stub<v1::ClusterService>();
        auto context = as("vera");
        v1::ListClustersResponse again;
        QVERIFY(stub->ListClusters(context.get(), v1::ListClustersRequest(), &again).ok());
        QCOMPARE(again.clusters_size(), int(clusters.size()));
        for (int i = 0; i < again.clusters_size(); ++i) {
            QCOMPARE(again.clusters(i).cluster_id(), clusters[size_t(i)].cluster_id());
            QCOMPARE(again.clusters(i).rack_ids_size(), clusters[size_t(i)].rack_ids_size());
            QCOMPARE(again.clusters(i).rack_ids(0), clusters[size_t(i)].rack_ids(0));
            QCOMPARE(again.clusters(i).stage(), clusters[size_t(i)].stage());
        }
    }

    void fabricCablesEverySuperNicPort()
    {
        const std::string id = inStage(v1::CLUSTER_STAGE_PRODUCTION);
        QVERIFY(!id.empty());
        const auto detail = get(id);
        QCOMPARE(detail.fabric().planes(), 4);
        QCOMPARE(detail.fabric().rails(), 8);
        int leaves = 0, spines = 0, uplinks = 0, ports = 0;
        for (const auto &s : detail.fabric().switches())
            (s.role() == v1::FABRIC_SWITCH_ROLE_LEAF ? leaves : spines)++;
        std::map<std::string, int> perRack;
        for (const auto &l : detail.fabric().links()) {
            if (l.nic_port()) {
                ++ports;
                ++perRack[l.rack_id()];
                char leafPrefix[16]; // not "L" + to_string: GCC 12 -O3 warns falsely (-Wrestrict)
                std::snprintf(leafPrefix, sizeof leafPrefix, "L%d-", l.plane());
                QVERIFY(l.to_id().rfind(leafPrefix, 0) == 0);
            } else {
                ++uplinks;
            }
        }
        QCOMPARE(leaves, 4 * 8);
        QCOMPARE(spines, 4 * 4);
        QCOMPARE(uplinks, 4 * 8 * 4);
        QCOMPARE(ports, 144 * detail.racks_size()); // 72 GPUs x 2 SuperNICs per rack
        for (const auto &r : detail.racks()) {
            QCOMPARE(perRack[r.rack_id()], 144);
            QCOMPARE(r.ports_total(), 144);
        }
        QVERIFY(get("NOPE-C99").summary().cluster_id().empty());
        auto context = as("vera");
        v1::GetClusterRequest request;
        request.set_cluster_id("NOPE-C99");
        v1::ClusterDetail none;
        QCOMPARE(m_clusters->GetCluster(context.get(), request, &none).error_code(), grpc::StatusCode::NOT_FOUND);
    }

    void certificationFindsAndAttributesTheFaults()
    {
        bool nic = false, link = false, straggler = false, untested = false;
        for (const auto &c : list()) {
            if (c.stage() != v1::CLUSTER_STAGE_CERTIFYING)
                continue;
            const auto d = get(c.cluster_id());
            for (const auto &cell : d.certification().cells()) {
                QVERIFY(!cell.floor_name().empty());
                QVERIFY(!cell.floor_source().code().empty());
                if (cell.category() == v1::CERTIFICATION_CATEGORY_NCCL_ALL_REDUCE
                    && cell.scale() == v1::CERTIFICATION_SCALE_RACK)
                    QCOMPARE(cell.floor(), 840.0 * 0.9); // GB200, one NVL72 rack: 90 % of ~840 GB/s
                if (cell.category() == v1::CERTIFICATION_CATEGORY_NCCL_ALL_REDUCE
                    && cell.scale() == v1::CERTIFICATION_SCALE_RACK_PAIR)
                    QCOMPARE(cell.floor(), 815.0 * 0.9);
                if (cell.untested_size() > 0) {
                    untested = true;
                    QVERIFY(cell.verdict() != v1::CHECK_VERDICT_PASS); // untested is never a pass
                }
            }
            for (const auto &f : d.findings()) {
                QVERIFY(f.count() >= 1);
                QVERIFY(f.narrowing_size() >= 2);
                QVERIFY(!f.text().code().empty());
                if (f.subject_kind() == v1::FINDING_SUBJECT_KIND_NIC && f.reason() == v1::FINDING_REASON_THRESHOLD) {
                    nic = true;
                    QVERIFY(!f.rack_id().empty());
                    QVERIFY(f.subject().rfind(f.rack_id() + "/CT", 0) == 0);
                    QVERIFY(f.measured() < f.floor());
                    QVERIFY(!f.threshold_name().empty());
                    QVERIFY(f.count() > 1); // every failed pair and the whole run: one finding
                    QCOMPARE(d.certification().verdict(), v1::CHECK_VERDICT_FAIL);
                    // The port shows it: degraded with symbol errors, the rack's roll-up too.
                    bool seen = false;
                    for (const auto &l : d.fabric().links()) {
                        if (l.id() == f.subject()) {
                            seen = true;
                            QCOMPARE(l.state(), v1::FABRIC_LINK_STATE_DEGRADED);
                            QVERIFY(l.symbol_errors() > 0);
                        }
                    }
                    QVERIFY(seen);
                }
                if (f.subject_kind() == v1::FINDING_SUBJECT_KIND_FABRIC_LINK) {
                    link = true;
                    QCOMPARE(f.reason(), v1::FINDING_REASON_LINK_FLAPPING);
                    QVERIFY(f.rack_id().empty()); // between racks: blamed on the link, never a rack
                    QVERIFY(f.plane() >= 1);
                    for (const auto &l : d.fabric().links()) {
                        if (l.id() == f.subject()) {
                            QCOMPARE(l.state(), v1::FABRIC_LINK_STATE_FLAPPING); // not UP
                            QVERIFY(l.flaps_last_hour() > 0);
                            QVERIFY(l.recoveries() > 0);
                        }
                    }
                }
                if (f.reason() == v1::FINDING_REASON_STRAGGLER) {
                    straggler = true;
                    QCOMPARE(f.subject_kind(), v1::FINDING_SUBJECT_KIND_RACK);
                }
            }
            for (const auto &r : d.certification().results()) {
                if (r.verdict() == v1::CHECK_VERDICT_FAIL)
                    QVERIFY2(!r.finding_id().empty(), "every failed result points at its finding");
            }
        }
        QVERIFY(nic);
        QVERIFY(link);
        QVERIFY(straggler);
        QVERIFY(untested);
    }

    void watchSnapshotsAndResumes()
    {
        auto context = as("vera");
        v1::WatchClustersRequest request;
        auto reader = m_clusters->WatchClusters(context.get(), request);
        v1::WatchClustersResponse first;
        QVERIFY(reader->Read(&first));
        QVERIFY(first.reset());
        QVERIFY(first.initial_sync_complete());
        QCOMPARE(first.upserts_size(), int(list().size()));
        QVERIFY(!first.epoch().empty());

        // A change goes out on the open stream.
        const std::string id = inStage(v1::CLUSTER_STAGE_PRODUCTION, 3);
        const auto before = get(id).summary();
        v1::ClusterActionResponse answer;
        QVERIFY(quarantine("omar", id, before.rack_ids(0), before.state_revision(), "q-watch", "XID 79 twice", &answer)
                    .ok());
        v1::WatchClustersResponse change;
        bool seen = false;
        while (!seen && reader->Read(&change)) {
            for (const auto &u : change.upserts())
                seen = seen || (u.cluster_id() == id && u.stage() == v1::CLUSTER_STAGE_DEGRADED);
        }
        QVERIFY(seen);
        QVERIFY(!change.reset());
        context->TryCancel();
        reader->Finish();

        // Resuming from the first message's revision sends just that change, no snapshot.
        auto resumeContext = as("vera");
        request.set_epoch(first.epoch());
        request.set_resume_after_revision(first.revision());
        auto resumed = m_clusters->WatchClusters(resumeContext.get(), request);
        v1::WatchClustersResponse catchUp;
        QVERIFY(resumed->Read(&catchUp));
        QVERIFY(!catchUp.reset());
        QCOMPARE(catchUp.upserts_size(), 1);
        QCOMPARE(catchUp.upserts(0).cluster_id(), id);
        resumeContext->TryCancel();
        resumed->Finish();

        // Another epoch: a fresh snapshot.
        auto otherContext = as("vera");
        request.set_epoch("not-this-one");
        auto other = m_clusters->WatchClusters(otherContext.get(), request);
        v1::WatchClustersResponse snapshot;
        QVERIFY(other->Read(&snapshot));
        QVERIFY(snapshot.reset());
        otherContext->TryCancel();
        other->Finish();
    }

    void releaseIsFourEyesAuditedAndSurvivesARestart()
    {
        const std::string id = inStage(v1::CLUSTER_STAGE_AWAITING_RELEASE);
        QVERIFY(!id.empty());
        auto summary = get(id).summary();
        // The gate, judged without a change.
        {
            auto context = as("vera");
            v1::RequestClusterReleaseRequest request;
            request.set_cluster_id(id);
            request.set_validate_only(true);
            v1::ClusterActionResponse judged;
            QVERIFY(m_clusters->RequestRelease(context.get(), request, &judged).ok());
            QCOMPARE(judged.criteria_size(), 5);
            for (const auto &c : judged.criteria())
                QVERIFY2(c.verdict() == v1::APPROVAL_CRITERION_VERDICT_PASS, c.id().c_str());
        }
        v1::ClusterActionResponse response;
        // An operator may not release; a stale revision is refused; a reason is required.
        QCOMPARE(requestRelease("omar", id, summary.state_revision(), "r0", &response).error_code(),
                 grpc::StatusCode::PERMISSION_DENIED);
        QCOMPARE(requestRelease("anna", id, summary.state_revision() - 1, "r1", &response).error_code(),
                 grpc::StatusCode::ABORTED);
        QCOMPARE(requestRelease("anna", id, summary.state_revision(), "r2", &response, "").error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT);
        QCOMPARE(get(id).summary().state_revision(), summary.state_revision()); // nothing changed

        QVERIFY(requestRelease("anna", id, summary.state_revision(), "r3", &response).ok());
        QVERIFY(response.has_release_request());
        const std::string releaseId = response.release_request().id();
        QCOMPARE(response.cluster().pending_release().requested_by().name(), std::string("anna"));
        // The same key again: the same answer, once.
        v1::ClusterActionResponse again;
        QVERIFY(requestRelease("anna", id, summary.state_revision(), "r3", &again).ok());
        QCOMPARE(again.release_request().id(), releaseId);
        // Every refusal is audited (role, stale revision, missing reason) and the request itself.
        QCOMPARE(auditCount("cluster.release.request"), 4);
        summary = get(id).summary();
        QCOMPARE(summary.stage(), v1::CLUSTER_STAGE_AWAITING_RELEASE);
        // A second request while one waits is refused.
        QCOMPARE(requestRelease("ben", id, summary.state_revision(), "r4", &response).error_code(),
                 grpc::StatusCode::FAILED_PRECONDITION);
        // The same approver twice: refused.
        QCOMPARE(decide("anna", id, releaseId, summary.state_revision(), "d1", &response).error_code(),
                 grpc::StatusCode::PERMISSION_DENIED);
        QCOMPARE(decide("ben", id, "nope", summary.state_revision(), "d2", &response).error_code(),
                 grpc::StatusCode::FAILED_PRECONDITION);
        QCOMPARE(get(id).summary().stage(), v1::CLUSTER_STAGE_AWAITING_RELEASE);
        QVERIFY(decide("ben", id, releaseId, summary.state_revision(), "d3", &response).ok());
        QCOMPARE(response.cluster().stage(), v1::CLUSTER_STAGE_PRODUCTION);
        QVERIFY(!response.cluster().has_pending_release());
        QCOMPARE(auditCount("cluster.release.confirm"), 3); // own approval, unknown request, confirmation

        // A restart keeps the decision.
        m_backend.reset();
        startServer();
        const auto detail = get(id);
        QCOMPARE(detail.summary().stage(), v1::CLUSTER_STAGE_PRODUCTION);
        QCOMPARE(detail.history(detail.history_size() - 1).actor().name(), std::string("ben"));
        QCOMPARE(detail.summary().state_revision(), response.cluster().state_revision());
    }

    void releaseRefusedWhileCertificationFailsOrIsUntested()
    {
        int refused = 0;
        for (const auto &c : list()) {
            if (c.stage() != v1::CLUSTER_STAGE_CERTIFYING && c.stage() != v1::CLUSTER_STAGE_BURN_IN
                && c.stage() != v1::CLUSTER_STAGE_FORMING)
                continue;
            v1::ClusterActionResponse response;
            const auto status =
                requestRelease("anna", c.cluster_id(), c.state_revision(), "rel-" + c.cluster_id(), &response);
            QCOMPARE(status.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
            QVERIFY(status.error_message().find("release gate") != std::string::npos);
            QCOMPARE(get(c.cluster_id()).summary().state_revision(), c.state_revision());
            ++refused;
        }
        QVERIFY(refused >= 3);
    }

    void quarantineDegradesAProductionCluster()
    {
        const std::string id = inStage(v1::CLUSTER_STAGE_PRODUCTION, 3);
        QVERIFY(!id.empty());
        const auto before = get(id).summary();
        v1::ClusterActionResponse response;
        QCOMPARE(quarantine("omar", id, before.rack_ids(1), before.state_revision(), "q1", "", &response).error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT); // a reason is required
        QCOMPARE(quarantine("omar", id, "PHX9-H1-R01-01", before.state_revision(), "q2", "bad", &response).error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT); // not a member
        QCOMPARE(
            quarantine("vera", id, before.rack_ids(1), before.state_revision(), "q3", "bad", &response).error_code(),
            grpc::StatusCode::PERMISSION_DENIED);
        QCOMPARE(get(id).summary().state_revision(), before.state_revision());
        QVERIFY(
            quarantine("omar", id, before.rack_ids(1), before.state_revision(), "q4", "XID 79 twice in 24 h", &response)
                .ok());
        QCOMPARE(response.cluster().stage(), v1::CLUSTER_STAGE_DEGRADED);
        const auto detail = get(id);
        QVERIFY(detail.racks(1).quarantined());
        QCOMPARE(detail.racks(1).quarantine_reason(), std::string("XID 79 twice in 24 h"));
        QCOMPARE(detail.racks(1).quarantined_by().name(), std::string("omar"));
        bool failing = false;
        for (const auto &c : detail.release_criteria())
            failing = failing || (c.id() == "cluster_quarantine" && c.verdict() == v1::APPROVAL_CRITERION_VERDICT_FAIL);
        QVERIFY(failing);

        // A cluster of one is no cluster.
        for (const auto &c : list()) {
            if (c.rack_ids_size() != 2)
                continue;
            QCOMPARE(quarantine("omar", c.cluster_id(), c.rack_ids(0), c.state_revision(), "q5-" + c.cluster_id(),
                                "bad", &response)
                         .error_code(),
                     grpc::StatusCode::FAILED_PRECONDITION);
            QVERIFY(!get(c.cluster_id()).racks(0).quarantined());
            return;
        }
        QFAIL("no two-rack cluster in the demo");
    }

    void expansionRefusesBadRacksThenCertifiesTheNewOne()
    {
        const std::string id = inStage(v1::CLUSTER_STAGE_PRODUCTION, 3);
        QVERIFY(!id.empty());
        const auto before = get(id);
        const auto s = before.summary();
        v1::ClusterActionResponse response;
        QCOMPARE(expand("omar", id, {"PHX9-H1-R01-01"}, s.state_revision(), "e1", &response).error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT);
        std::string taken;
        for (const auto &c : list()) {
            if (c.cluster_id() != id && c.site() == s.site())
                taken = c.rack_ids(0);
        }
        QCOMPARE(expand("omar", id, {taken}, s.state_revision(), "e2", &response).error_code(),
                 grpc::StatusCode::FAILED_PRECONDITION);
        QCOMPARE(expand("omar", id, {}, s.state_revision(), "e3", &response).error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT);
        std::string fresh = freeRack(s.site());
        if (fresh.empty())
            fresh = freeRack(s.site(), v1::LIFECYCLE_STAGE_AWAITING_APPROVAL);
        QVERIFY(!fresh.empty());
        QCOMPARE(expand("omar", id, {fresh, fresh}, s.state_revision(), "e4", &response).error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT);
        QCOMPARE(expand("omar", id, {fresh}, s.state_revision() + 5, "e5", &response).error_code(),
                 grpc::StatusCode::ABORTED);
        QCOMPARE(get(id).racks_size(), before.racks_size()); // nothing changed

        QVERIFY(expand("omar", id, {fresh}, s.state_revision(), "e6", &response).ok());
        QCOMPARE(response.cluster().stage(), v1::CLUSTER_STAGE_EXPANDING);
        auto detail = get(id);
        QCOMPARE(detail.racks_size(), before.racks_size() + 1);
        QVERIFY(detail.racks(detail.racks_size() - 1).joining());
        QCOMPARE(detail.certification().attempt(), before.certification().attempt() + 1);
        int ports = 0;
        for (const auto &l : detail.fabric().links())
            ports += l.nic_port() && l.rack_id() == fresh ? 1 : 0;
        QCOMPARE(ports, 144);
        bool delta = false, rerunning = false;
        for (const auto &cell : detail.certification().cells()) {
            delta = delta || (cell.previous_measured() > 0 && cell.previous_verdict() == v1::CHECK_VERDICT_PASS);
            rerunning = rerunning
                || (cell.scale() == v1::CERTIFICATION_SCALE_CLUSTER && cell.verdict() == v1::CHECK_VERDICT_RUNNING);
        }
        QVERIFY(delta);
        QVERIFY(rerunning);
        // The rack is in a cluster now: a second cluster cannot take it.
        const std::string other = inStage(v1::CLUSTER_STAGE_AWAITING_RELEASE);
        QCOMPARE(expand("omar", other, {fresh}, get(other).summary().state_revision(), "e7", &response).error_code(),
                 grpc::StatusCode::FAILED_PRECONDITION);
        // The whole-cluster rerun completes on the simulator's clock.
        m_backend->server().advance(3 * kHour);
        detail = get(id);
        QCOMPARE(detail.summary().stage(), v1::CLUSTER_STAGE_PRODUCTION);
        QVERIFY(!detail.racks(detail.racks_size() - 1).joining());
        QCOMPARE(detail.certification().verdict(), v1::CHECK_VERDICT_PASS);
    }

    void burnInRunsOnTheClockAndJudgesInterruptions()
    {
        std::vector<std::string> burning;
        for (const auto &c : list()) {
            if (c.stage() == v1::CLUSTER_STAGE_BURN_IN)
                burning.push_back(c.cluster_id());
        }
        QVERIFY(burning.size() >= 2);
        for (const auto &id : burning) {
            const auto d = get(id);
            QCOMPARE(d.burn_in().verdict(), v1::CHECK_VERDICT_RUNNING);
            QVERIFY(d.burn_in().progress() > 0 && d.burn_in().progress() < 1);
            QCOMPARE(d.burn_in().length().seconds(), 14 * 24 * 3600);
            QVERIFY(d.burn_in().days_size() >= 2);
            QCOMPARE(d.burn_in().days(0).day(), 1);
            for (const auto &i : d.burn_in().interruptions())
                QVERIFY(!i.text().code().empty());
        }
        // The demo's soak moves on with simulated time: two weeks later every burn-in has ended.
        m_backend->server().advance(15 * kDay);
        bool passed = false, failed = false, storm = false;
        for (const auto &id : burning) {
            const auto d = get(id);
            for (const auto &f : d.findings()) {
                if (f.xid() == 94 && f.count() > 100) { // thousands of one XID: one finding with its count
                    storm = true;
                    QCOMPARE(f.subject_kind(), v1::FINDING_SUBJECT_KIND_GPU);
                    QVERIFY(f.during_burn_in());
                    QVERIFY(!f.xid_class().code().empty());
                    QVERIFY(f.recovered());
                }
            }
            QVERIFY(d.burn_in().progress() == 1.0f);
            if (d.summary().stage() == v1::CLUSTER_STAGE_AWAITING_RELEASE) {
                passed = true;
                QCOMPARE(d.burn_in().verdict(), v1::CHECK_VERDICT_PASS);
                QVERIFY(d.burn_in().interruptions_size() > 0); // pass is not "no failures"
                for (const auto &i : d.burn_in().interruptions()) {
                    QVERIFY(!i.finding_id().empty());
                    QVERIFY(i.recovered());
                }
                // The port behind a hung job went down and retrained: its counters say so.
                for (const auto &f : d.findings()) {
                    if (!f.during_burn_in() || f.subject_kind() != v1::FINDING_SUBJECT_KIND_NIC)
                        continue;
                    QVERIFY(!f.log_excerpt().empty());
                    for (const auto &l : d.fabric().links()) {
                        if (l.id() == f.subject()) {
                            QVERIFY(l.link_down_events() >= 1);
                            QVERIFY(l.recoveries() >= 1);
                        }
                    }
                }
            } else {
                failed = true;
                QCOMPARE(d.burn_in().verdict(), v1::CHECK_VERDICT_FAIL); // an interruption never explained
                QCOMPARE(d.summary().stage(), v1::CLUSTER_STAGE_BURN_IN);
            }
        }
        QVERIFY(storm);
        QVERIFY(passed);
        QVERIFY(failed);
    }

    void clusterStateRaisesAlerts()
    {
        m_backend->server().advance(1000); // one alert evaluation
        auto stub = m_backend->stub<v1::AlertService>();
        auto context = as("vera");
        v1::ListAlertsRequest request;
        v1::ListAlertsResponse response;
        QVERIFY(stub->ListAlerts(context.get(), request, &response).ok());
        std::set<std::string> keys;
        for (const auto &a : response.alerts()) {
            if (a.condition_key().rfind("cluster/", 0) != 0)
                continue;
            keys.insert(a.condition_key());
            QVERIFY(!a.site().empty());
            QVERIFY(a.rack_id().empty()); // never holds a member rack's own approval
            if (a.condition_key().rfind("cluster/certification_failed/", 0) == 0)
                QCOMPARE(a.severity(), v1::ALERT_SEVERITY_CRITICAL);
            QCOMPARE(a.source(), v1::ALERT_SOURCE_CLUSTER); // their own source, not a rack's validation
        }
        for (const auto &c : list()) {
            if (c.certification_verdict() == v1::CHECK_VERDICT_FAIL)
                QVERIFY2(keys.count("cluster/certification_failed/" + c.cluster_id()), c.cluster_id().c_str());
        }
        QVERIFY(!keys.empty());
    }

    // Forming clusters finish cabling and discovery and start certifying; certification runs cell
    // by cell on the simulator's clock (stored, so a restart continues it) and ends in burn-in or in
    // a failed certification with its findings attributed.
    void formingAndCertifyingRunOnTheClockCellByCell()
    {
        std::vector<std::string> watched;
        int forming = 0, running = 0;
        for (const auto &c : list()) {
            if (c.stage() == v1::CLUSTER_STAGE_FORMING) {
                watched.push_back(c.cluster_id());
                ++forming;
            } else if (c.stage() == v1::CLUSTER_STAGE_CERTIFYING
                       && c.certification_verdict() == v1::CHECK_VERDICT_RUNNING) {
                watched.push_back(c.cluster_id());
                ++running;
            }
        }
        QVERIFY2(forming >= 2, "seed 7 forms at least two clusters still forming");
        QVERIFY2(running >= 1, "seed 7 has a certification under way");
        // Done cells, and the ones running: one at a time, done ones first, pending after.
        const auto cells = [](const v1::ClusterDetail &d) {
            int done = 0, runningCells = 0;
            bool order = true;
            for (const auto &cell : d.certification().cells()) {
                const bool isDone = cell.verdict() == v1::CHECK_VERDICT_PASS || cell.verdict() == v1::CHECK_VERDICT_FAIL
                    || cell.verdict() == v1::CHECK_VERDICT_NOT_TESTED;
                if (isDone && runningCells > 0)
                    order = false;
                done += isDone ? 1 : 0;
                runningCells += cell.verdict() == v1::CHECK_VERDICT_RUNNING ? 1 : 0;
            }
            return std::tuple(done, runningCells, order);
        };
        std::map<std::string, int> lastDone;
        std::set<std::string> sawRunning;
        bool restarted = false;
        for (int step = 0; step < 60; ++step) {
            m_backend->server().advance(10 * 60 * 1000);
            for (const auto &id : watched) {
                const auto d = get(id);
                if (d.summary().stage() != v1::CLUSTER_STAGE_CERTIFYING
                    || d.certification().verdict() != v1::CHECK_VERDICT_RUNNING)
                    continue;
                const auto [done, runningCells, order] = cells(d);
                QCOMPARE(runningCells, 1);
                QVERIFY(order);
                QVERIFY2(done >= lastDone[id], id.c_str()); // never goes back
                lastDone[id] = done;
                sawRunning.insert(id);
                // Results of the cells done only; nothing attributed before the run ends.
                for (const auto &r : d.certification().results())
                    QVERIFY(r.finding_id().empty());
                // A restart in the middle of a run continues it where it stood.
                if (!restarted && done > 1 && done < d.certification().cells_size() - 2) {
                    restarted = true;
                    m_backend.reset();
                    startServer();
                    const auto again = get(id);
                    QCOMPARE(again.summary().stage(), v1::CLUSTER_STAGE_CERTIFYING);
                    QCOMPARE(std::get<0>(cells(again)), done);
                    QCOMPARE(again.certification().attempt(), d.certification().attempt());
                    QCOMPARE(again.summary().state_revision(), d.summary().state_revision());
                }
            }
        }
        QVERIFY(restarted);
        bool passed = false, failed = false;
        for (const auto &id : watched) {
            QVERIFY2(sawRunning.count(id), id.c_str()); // every one was seen certifying cell by cell
            const auto d = get(id);
            for (const auto &l : d.fabric().links())
                QVERIFY(!l.nic_port() || l.state() != v1::FABRIC_LINK_STATE_DOWN); // cabled and discovered
            QVERIFY(d.certification().has_finished_at());
            if (d.summary().stage() == v1::CLUSTER_STAGE_BURN_IN) {
                passed = true;
                QCOMPARE(d.certification().verdict(), v1::CHECK_VERDICT_PASS);
                QCOMPARE(d.burn_in().verdict(), v1::CHECK_VERDICT_RUNNING);
                QVERIFY(d.burn_in().progress() > 0);
            } else {
                failed = true;
                QCOMPARE(d.summary().stage(), v1::CLUSTER_STAGE_CERTIFYING);
                QCOMPARE(d.certification().verdict(), v1::CHECK_VERDICT_FAIL);
                QCOMPARE(d.summary().health(), v1::HEALTH_CRITICAL);
                bool nic = false;
                for (const auto &f : d.findings())
                    nic = nic
                        || (f.subject_kind() == v1::FINDING_SUBJECT_KIND_NIC
                            && f.reason() == v1::FINDING_REASON_THRESHOLD);
                QVERIFY2(nic, "the planned bad SuperNIC is found and blamed");
                for (const auto &r : d.certification().results()) {
                    if (r.verdict() == v1::CHECK_VERDICT_FAIL)
                        QVERIFY(!r.finding_id().empty());
                }
                QCOMPARE(d.history(d.history_size() - 1).text().code(),
                         std::string("cluster.event.certification_failed"));
            }
        }
        QVERIFY(passed);
        QVERIFY(failed);
    }

    // A rack quarantined while certification runs: the run starts again without it, and what it
    // ends with never covers the rack (no burn-in on a certification that left it out).
    void quarantineDuringCertificationRestartsTheRunWithoutTheRack()
    {
        // A cluster of three racks or more that started certifying on the clock.
        std::string id;
        for (int step = 0; step < 48 && id.empty(); ++step) {
            m_backend->server().advance(10 * 60 * 1000);
            for (const auto &c : list()) {
                if (c.stage() == v1::CLUSTER_STAGE_CERTIFYING && c.certification_verdict() == v1::CHECK_VERDICT_RUNNING
                    && c.rack_ids_size() >= 3)
                    id = c.cluster_id();
            }
        }
        QVERIFY2(!id.empty(), "seed 7 has a cluster of three racks or more that starts certifying");
        const auto before = get(id);
        const std::string rack = before.summary().rack_ids(1);
        v1::ClusterActionResponse response;
        QVERIFY(
            quarantine("omar", id, rack, before.summary().state_revision(), "qc1", "XID 79 on CT05", &response).ok());
        auto d = get(id);
        QCOMPARE(d.summary().stage(), v1::CLUSTER_STAGE_CERTIFYING);
        QCOMPARE(d.certification().attempt(), before.certification().attempt() + 1);
        QCOMPARE(d.certification().verdict(), v1::CHECK_VERDICT_RUNNING);
        m_backend->server().advance(6 * kHour);
        d = get(id);
        QCOMPARE(d.summary().stage(), v1::CLUSTER_STAGE_CERTIFYING); // never into burn-in without the rack
        // Not tested where the rack was (or failed, when the run also found a fault): never a pass.
        const auto verdict = d.certification().verdict();
        QVERIFY2(verdict == v1::CHECK_VERDICT_NOT_TESTED || verdict == v1::CHECK_VERDICT_FAIL,
                 std::to_string(int(verdict)).c_str());
        bool listed = false;
        for (const auto &cell : d.certification().cells()) {
            if (cell.scale() == v1::CERTIFICATION_SCALE_RACK)
                listed =
                    listed || std::find(cell.untested().begin(), cell.untested().end(), rack) != cell.untested().end();
        }
        QVERIFY2(listed, "the quarantined rack is listed as untested");
        // A restart keeps it so.
        m_backend.reset();
        startServer();
        QCOMPARE(get(id).certification().verdict(), verdict);
    }

    // The shift handover lists the clusters the next shift must take up.
    void handoverListsClustersToTakeUp()
    {
        // A release someone asked for: the handover names who.
        const std::string asked = inStage(v1::CLUSTER_STAGE_AWAITING_RELEASE);
        QVERIFY(!asked.empty());
        v1::ClusterActionResponse requested;
        QVERIFY(requestRelease("anna", asked, get(asked).summary().state_revision(), "h1", &requested).ok());

        auto stub = m_backend->stub<v1::HandoverService>();
        auto context = as("vera");
        v1::GetHandoverRequest request;
        *request.mutable_at() =
            google::protobuf::util::TimeUtil::MillisecondsToTimestamp(m_backend->server().fleet().nowMs());
        v1::HandoverReport report;
        const auto status = stub->GetHandover(context.get(), request, &report);
        QVERIFY2(status.ok(), status.error_message().c_str());
        std::map<std::string, v1::HandoverCluster> listed;
        for (const auto &c : report.clusters()) {
            QVERIFY(!c.detail_text().code().empty());
            QVERIFY(!c.status_text().code().empty());
            QVERIFY(c.rack_count() >= 2);
            listed[c.cluster_id()] = c;
        }
        std::set<int> reasons;
        for (const auto &c : list()) {
            const auto d = get(c.cluster_id());
            v1::HandoverClusterReason expected = v1::HANDOVER_CLUSTER_REASON_UNSPECIFIED;
            const bool blocked = c.certification_verdict() == v1::CHECK_VERDICT_FAIL
                || c.certification_verdict() == v1::CHECK_VERDICT_NOT_TESTED;
            if (c.stage() == v1::CLUSTER_STAGE_AWAITING_RELEASE && !blocked)
                expected = v1::HANDOVER_CLUSTER_REASON_AWAITING_RELEASE;
            else if ((c.stage() == v1::CLUSTER_STAGE_CERTIFYING || c.stage() == v1::CLUSTER_STAGE_AWAITING_RELEASE
                      || c.stage() == v1::CLUSTER_STAGE_EXPANDING)
                     && blocked)
                expected = v1::HANDOVER_CLUSTER_REASON_CERTIFICATION_FAILED;
            else if (c.stage() == v1::CLUSTER_STAGE_DEGRADED)
                expected = v1::HANDOVER_CLUSTER_REASON_DEGRADED;
            else if (c.stage() == v1::CLUSTER_STAGE_BURN_IN) {
                for (const auto &i : d.burn_in().interruptions()) {
                    if (i.finding_id().empty() || !i.recovered())
                        expected = v1::HANDOVER_CLUSTER_REASON_BURN_IN_INTERRUPTED;
                }
            }
            if (expected == v1::HANDOVER_CLUSTER_REASON_UNSPECIFIED) {
                QVERIFY2(!listed.count(c.cluster_id()), c.cluster_id().c_str());
                continue;
            }
            QVERIFY2(listed.count(c.cluster_id()), c.cluster_id().c_str());
            QCOMPARE(listed[c.cluster_id()].reason(), expected);
            QCOMPARE(listed[c.cluster_id()].stage(), c.stage());
            reasons.insert(expected);
        }
        // The demo has one of each.
        QCOMPARE(int(reasons.size()), 4);
        QCOMPARE(listed[asked].pending_release().requested_by().name(), std::string("anna"));
        QCOMPARE(listed[asked].detail_text().code(), std::string("handover.cluster_release_pending"));
        // By reason, then id.
        for (int i = 1; i < report.clusters_size(); ++i)
            QVERIFY(std::pair(int(report.clusters(i - 1).reason()), report.clusters(i - 1).cluster_id())
                    < std::pair(int(report.clusters(i).reason()), report.clusters(i).cluster_id()));
    }

    void importedEvidenceMapsHostsToRacks()
    {
        const std::string id = inStage(v1::CLUSTER_STAGE_AWAITING_RELEASE, 3);
        QVERIFY(!id.empty());
        const auto s = get(id).summary();
        const std::vector<std::string> pairHosts = {lower(s.rack_ids(0)) + "-ct01", lower(s.rack_ids(0)) + "-ct02",
                                                    lower(s.rack_ids(1)) + "-ct01", lower(s.rack_ids(1)) + "-ct02"};
        v1::ImportClusterEvidenceResponse response;
        // Hosts of no rack of the cluster: refused, nothing changed.
        auto status = importEvidence(id, allReduceOutput({"gpu-node-01", "gpu-node-02"}, 800), "i1", &response);
        QCOMPARE(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
        QVERIFY(status.error_message().find("gpu-node-01") != std::string::npos);
        QCOMPARE(importEvidence(id, "not nccl output at all", "i2", &response).error_code(),
                 grpc::StatusCode::INVALID_ARGUMENT);
        QCOMPARE(get(id).summary().state_revision(), s.state_revision());

        QVERIFY(importEvidence(id, allReduceOutput(pairHosts, 801.5), "i3", &response).ok());
        QCOMPARE(response.result().scale(), v1::CERTIFICATION_SCALE_RACK_PAIR);
        QCOMPARE(response.result().verdict(), v1::CHECK_VERDICT_PASS);
        QCOMPARE(response.result().rack_ids_size(), 2);
        QVERIFY(response.findings().empty());

        v1::ImportClusterEvidenceResponse bad;
        QVERIFY(importEvidence(id, allReduceOutput(pairHosts, 520), "i4", &bad).ok());
        QCOMPARE(bad.result().verdict(), v1::CHECK_VERDICT_FAIL);
        QCOMPARE(bad.findings_size(), 1);
        QCOMPARE(bad.findings(0).reason(), v1::FINDING_REASON_THRESHOLD);
        QVERIFY(bad.findings(0).text().english().find(lower(s.rack_ids(0)) + "-ct0") != std::string::npos);
        QCOMPARE(bad.cluster().certification_verdict(), v1::CHECK_VERDICT_FAIL);
        // The failed evidence closes the gate.
        v1::ClusterActionResponse release;
        QCOMPARE(requestRelease("anna", id, bad.cluster().state_revision(), "i5", &release).error_code(),
                 grpc::StatusCode::FAILED_PRECONDITION);
    }
};

QTEST_GUILESS_MAIN(TestClusterService)
#include "tst_clusterservice.moc"
