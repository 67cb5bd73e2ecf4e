#include "clusters/clusterevidence.h"

#include "clusters/clusterattribution.h"
#include "clusters/clusterbaselines.h"
#include "clusters/clustercertifier.h"
#include "clusters/clusterfabric.h"

#include "artifacts/artifactparser.h"
#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <map>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;
using Code = MutationResult::Code;

namespace {
std::string joined(const std::vector<std::string> &items, size_t most)
{
    std::string text;
    for (size_t i = 0; i < items.size() && i < most; ++i)
        text += (text.empty() ? "" : ", ") + items[i];
    if (items.size() > most)
        text += ", ...";
    return text;
}
} // namespace

MutationResult ClusterEvidence::import(SimCluster *cluster, const std::string &fileName, const std::string &content,
                                       std::int64_t nowMs, ImportClusterEvidenceResponse *response)
{
    if (content.empty())
        return MutationResult::refused(Code::InvalidArgument, Phrase::make("refusal.evidence_empty"));
    const ArtifactParseResult parsed = ArtifactParser::parse(content, ARTIFACT_FORMAT_UNSPECIFIED, fileName);
    if (!parsed.suite || !parsed.errors.empty()) {
        const LocalizedText why = parsed.errors.empty()
            ? Phrase::verbatim(parsed.detectedFormat)
            : (parsed.errors.front().has_message_text() ? parsed.errors.front().message_text()
                                                        : Phrase::verbatim(parsed.errors.front().message()));
        return MutationResult::refused(
            Code::InvalidArgument,
            Phrase::make("refusal.evidence_unreadable", {Phrase::id(fileName), Phrase::text(why)}));
    }
    const SuiteResult &suite = *parsed.suite;
    const CertificationCategory category = suite.has_nccl()
        ? ClusterBaselines::categoryOfCollective(suite.nccl().collective())
        : CERTIFICATION_CATEGORY_UNSPECIFIED;
    if (category == CERTIFICATION_CATEGORY_UNSPECIFIED || suite.nccl().sizes_size() == 0)
        return MutationResult::refused(Code::InvalidArgument,
                                       Phrase::make("refusal.evidence_not_nccl", {Phrase::id(parsed.detectedFormat)}));
    const NcclResult &nccl = suite.nccl();
    if (nccl.rank_devices_size() == 0)
        return MutationResult::refused(Code::InvalidArgument, Phrase::make("refusal.evidence_no_hosts"));

    ClusterDetail *detail = cluster->mutable_detail();
    std::vector<std::string> members;
    for (const auto &r : detail->racks())
        members.push_back(r.rack_id());
    std::vector<std::string> strangers;
    std::map<std::string, std::vector<std::string>> hostsByRack; // rack -> hosts, as listed
    for (const auto &rank : nccl.rank_devices()) {
        std::string rack;
        int tray = 0;
        if (!ClusterFabric::rackOfHost(rank.host(), members, &rack, &tray)) {
            if (std::find(strangers.begin(), strangers.end(), rank.host()) == strangers.end())
                strangers.push_back(rank.host().empty() ? std::string("(no host)") : rank.host());
            continue;
        }
        auto &hosts = hostsByRack[rack];
        if (std::find(hosts.begin(), hosts.end(), rank.host()) == hosts.end())
            hosts.push_back(rank.host());
    }
    if (!strangers.empty())
        return MutationResult::refused(
            Code::InvalidArgument,
            Phrase::make("refusal.evidence_hosts",
                         {Phrase::id(joined(strangers, 5)), Phrase::id(detail->summary().cluster_id())}));
    std::vector<std::string> racks; // in domain order
    for (const auto &m : members) {
        if (hostsByRack.count(m))
            racks.push_back(m);
    }
    const CertificationScale scale = racks.size() == 1 ? CERTIFICATION_SCALE_RACK
        : racks.size() == 2 && members.size() > 2      ? CERTIFICATION_SCALE_RACK_PAIR
                                                       : CERTIFICATION_SCALE_CLUSTER;
    const std::string architecture = detail->certification().gpu_architecture().empty()
        ? std::string("GB200")
        : detail->certification().gpu_architecture();
    const ClusterBaseline b =
        ClusterBaselines::of(architecture, detail->summary().fabric(), category, scale, int(racks.size()));
    CertificationResult result;
    result.set_category(category);
    result.set_scale(scale);
    for (const auto &r : racks)
        result.add_rack_ids(r);
    result.set_measured(nccl.avg_busbw_gb_per_s());
    result.set_floor(b.floor);
    const bool pass = nccl.avg_busbw_gb_per_s() >= b.floor;
    result.set_verdict(pass ? CHECK_VERDICT_PASS : CHECK_VERDICT_FAIL);
    *result.mutable_reason() =
        Phrase::make(pass ? PhraseCode("cluster.result.imported_pass") : PhraseCode("cluster.result.imported_below"),
                     {Phrase::id(fileName), Phrase::quantity(nccl.avg_busbw_gb_per_s(), "GB/s", 1),
                      Phrase::quantity(b.floor, "GB/s", 0)});
    if (!pass) {
        // Point at the rack and host: an open NIC finding on one of the racks names its host;
        // a run on one rack names that rack's hosts.
        std::string rack = racks.size() == 1 ? racks.front() : std::string();
        std::string host,
            subject = racks.size() == 1 ? racks.front() : ClusterCertifier::subjectName(racks, int(members.size()));
        FindingSubjectKind kind = racks.size() == 1 ? FINDING_SUBJECT_KIND_RACK : FINDING_SUBJECT_KIND_CLUSTER;
        for (const auto &f : detail->findings()) {
            if (f.subject_kind() == FINDING_SUBJECT_KIND_NIC && !f.recovered() && hostsByRack.count(f.rack_id())) {
                rack = f.rack_id();
                subject = f.subject();
                kind = FINDING_SUBJECT_KIND_NIC;
                const int tray = std::stoi(f.subject().substr(f.rack_id().size() + 3, 2));
                host = ClusterFabric::hostName(rack, tray);
                break;
            }
        }
        if (host.empty() && !rack.empty())
            host = joined(hostsByRack[rack], 3);
        if (host.empty())
            host = joined(hostsByRack[racks.front()], 2);
        ClusterFinding f;
        f.set_id(ClusterAttribution::findingId(detail->summary().cluster_id(), cluster->next_finding()));
        cluster->set_next_finding(cluster->next_finding() + 1);
        f.set_reason(FINDING_REASON_THRESHOLD);
        f.set_subject_kind(kind);
        f.set_subject(subject);
        f.set_rack_id(rack);
        f.set_threshold_name(b.floorName);
        f.set_measured(nccl.avg_busbw_gb_per_s());
        f.set_floor(b.floor);
        f.set_count(1);
        *f.mutable_first_seen() = TimeUtil::MillisecondsToTimestamp(nowMs);
        *f.mutable_last_seen() = f.first_seen();
        *f.mutable_text() = Phrase::make("finding.evidence_below_floor",
                                         {Phrase::id(ClusterBaselines::categoryName(category)), Phrase::id(subject),
                                          Phrase::id(host), Phrase::quantity(nccl.avg_busbw_gb_per_s(), "GB/s", 1),
                                          Phrase::quantity(b.floor, "GB/s", 0)});
        *f.add_narrowing() =
            Phrase::make("narrow.imported", {Phrase::id(fileName), Phrase::integer(nccl.rank_devices_size())});
        result.set_finding_id(f.id());
        *response->add_findings() = f;
        *detail->add_findings() = std::move(f);
        // The evidence fails its cell, and with it the certification.
        Certification *cert = detail->mutable_certification();
        for (auto &cell : *cert->mutable_cells()) {
            if (cell.category() == category && cell.scale() == scale) {
                cell.set_verdict(CHECK_VERDICT_FAIL);
                cell.set_measured(
                    std::min(cell.measured() > 0 ? cell.measured() : result.measured(), result.measured()));
            }
        }
        if (cert->cells_size() > 0)
            cert->set_verdict(CHECK_VERDICT_FAIL);
    }
    *response->mutable_result() = result;
    *detail->mutable_certification()->add_results() = std::move(result);
    for (const auto &w : parsed.warnings)
        *response->add_warnings() = w.has_message_text() ? w.message_text() : Phrase::verbatim(w.message());
    return MutationResult::done();
}

} // namespace rackops::sim
