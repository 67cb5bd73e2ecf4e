#include "clusters/clusterreleasegate.h"

#include "phrase/phrase.h"

#include <algorithm>
#include <string>

namespace rackops::sim {

using namespace rackops::v1;

namespace {
ApprovalCriterion criterion(const char *id, LocalizedText name, LocalizedText measured, LocalizedText threshold,
                            bool pass, LocalizedText detail = {})
{
    ApprovalCriterion c;
    c.set_id(id);
    c.set_name(name.english());
    c.set_measured(measured.english());
    c.set_threshold(threshold.english());
    c.set_detail(detail.english());
    *c.mutable_name_text() = std::move(name);
    *c.mutable_measured_text() = std::move(measured);
    *c.mutable_threshold_text() = std::move(threshold);
    if (!detail.code().empty() || !detail.english().empty())
        *c.mutable_detail_text() = std::move(detail);
    c.set_verdict(pass ? APPROVAL_CRITERION_VERDICT_PASS : APPROVAL_CRITERION_VERDICT_FAIL);
    c.set_overridable(false);
    return c;
}

std::string joined(const std::vector<std::string> &items)
{
    std::string text;
    for (const auto &i : items)
        text += (text.empty() ? "" : ", ") + i;
    return text;
}
} // namespace

LocalizedText ClusterReleaseGate::verdictText(CheckVerdict verdict)
{
    switch (verdict) {
    case CHECK_VERDICT_PASS: return Phrase::make("cluster.verdict.pass");
    case CHECK_VERDICT_FAIL: return Phrase::make("cluster.verdict.fail");
    case CHECK_VERDICT_RUNNING: return Phrase::make("cluster.verdict.running");
    case CHECK_VERDICT_NOT_TESTED: return Phrase::make("cluster.verdict.not_tested");
    default: return Phrase::make("cluster.verdict.pending");
    }
}

std::vector<ApprovalCriterion> ClusterReleaseGate::judge(const ClusterDetail &cluster)
{
    std::vector<ApprovalCriterion> criteria;
    std::vector<std::string> notApproved, quarantined;
    for (const auto &r : cluster.racks()) {
        if (!r.approved())
            notApproved.push_back(r.rack_id());
        if (r.quarantined())
            quarantined.push_back(r.rack_id());
    }
    const int racks = cluster.racks_size();
    criteria.push_back(criterion(
        "cluster_racks_approved", Phrase::make("cluster.criterion.racks"),
        Phrase::make("cluster.criterion.of_racks",
                     {Phrase::integer(racks - int(notApproved.size())), Phrase::integer(racks)}),
        Phrase::make("cluster.criterion.all_racks", {Phrase::integer(racks)}), notApproved.empty(),
        notApproved.empty() ? LocalizedText()
                            : Phrase::make("cluster.criterion.not_approved", {Phrase::id(joined(notApproved))})));

    const Certification &cert = cluster.certification();
    const CheckVerdict certVerdict = cert.cells_size() > 0 ? cert.verdict() : CHECK_VERDICT_PENDING;
    criteria.push_back(criterion("cluster_certification", Phrase::make("cluster.criterion.certification"),
                                 verdictText(certVerdict), Phrase::make("cluster.criterion.every_cell"),
                                 certVerdict == CHECK_VERDICT_PASS));

    std::vector<std::string> untested;
    for (const auto &cell : cert.cells()) {
        for (const auto &u : cell.untested()) {
            if (std::find(untested.begin(), untested.end(), u) == untested.end())
                untested.push_back(u);
        }
    }
    criteria.push_back(criterion("cluster_untested", Phrase::make("cluster.criterion.untested"),
                                 untested.empty()
                                     ? Phrase::make("cluster.criterion.none")
                                     : Phrase::make("cluster.criterion.untested_named", {Phrase::id(joined(untested))}),
                                 Phrase::make("cluster.criterion.none"), untested.empty() && cert.cells_size() > 0));

    const BurnIn &burn = cluster.burn_in();
    const CheckVerdict burnVerdict =
        burn.verdict() == CHECK_VERDICT_UNSPECIFIED ? CHECK_VERDICT_PENDING : burn.verdict();
    criteria.push_back(criterion(
        "cluster_burn_in", Phrase::make("cluster.criterion.burn_in"), verdictText(burnVerdict),
        Phrase::make("cluster.criterion.burn_in_rule", {Phrase::quantity(burn.goodput_floor() * 100.0, "%", 0)}),
        burnVerdict == CHECK_VERDICT_PASS, burn.verdict_text()));

    criteria.push_back(criterion(
        "cluster_quarantine", Phrase::make("cluster.criterion.quarantine"),
        quarantined.empty() ? Phrase::make("cluster.criterion.none")
                            : Phrase::make("cluster.criterion.quarantined_named", {Phrase::id(joined(quarantined))}),
        Phrase::make("cluster.criterion.none"), quarantined.empty()));
    return criteria;
}

bool ClusterReleaseGate::passes(const std::vector<ApprovalCriterion> &criteria)
{
    for (const auto &c : criteria) {
        if (c.verdict() != APPROVAL_CRITERION_VERDICT_PASS)
            return false;
    }
    return !criteria.empty();
}

LocalizedText ClusterReleaseGate::failures(const std::vector<ApprovalCriterion> &criteria)
{
    LocalizedText text;
    bool first = true;
    for (const auto &c : criteria) {
        if (c.verdict() == APPROVAL_CRITERION_VERDICT_PASS)
            continue;
        LocalizedText one = Phrase::make(
            "criterion.unmet",
            {Phrase::text(c.name_text()), Phrase::text(c.measured_text()), Phrase::text(c.threshold_text())});
        text = first ? one : Phrase::make("list.comma", {Phrase::text(text), Phrase::text(one)});
        first = false;
    }
    return text;
}

} // namespace rackops::sim
