#include "artifacts/dcgmdiagrules.h"

#include "phrase/phrase.h"
#include "artifacts/verdictrules.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <vector>

namespace rackops {

namespace {

constexpr int kErrorInternal = 44; // DCGM_FR_INTERNAL
constexpr int kCategoryInternal = 16; // DCGM_FR_EC_INTERNAL_OTHER

std::string lower(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

} // namespace

int DcgmDiagRules::levelOf(const std::string &category, const std::string &name)
{
    std::string n;
    for (const char c : lower(name))
        n += (c == ' ' || c == '-') ? '_' : c;
    static const std::map<std::string, int> levels = {
        {"software", 1},       {"pcie", 2},
        {"memory", 2},         {"gpu_memory", 2},
        {"diagnostic", 3},     {"targeted_stress", 3},
        {"targeted_power", 3}, {"memory_bandwidth", 3},
        {"nvbandwidth", 3},    {"nccl_tests", 3},
        {"sm_stress", 3},      {"memtest", 4},
        {"pulse_test", 4},     {"eud", 4},
        {"context_create", 1},
    };
    if (const auto it = levels.find(n); it != levels.end())
        return it->second;
    return lower(category) == "deployment" ? 1 : 0;
}

bool DcgmDiagRules::isToolError(std::string_view message, int errorId, int errorCategory)
{
    if (errorId == kErrorInternal || errorCategory == kCategoryInternal)
        return true;
    const std::string text = lower(message);
    static constexpr std::string_view markers[] = {"internal error during the test",
                                                   "child process",
                                                   "plugin exited",
                                                   "plugin crashed",
                                                   "failed to launch",
                                                   "exited unexpectedly",
                                                   "terminated with signal"};
    return std::any_of(std::begin(markers), std::end(markers),
                       [&text](std::string_view m) { return text.find(m) != std::string::npos; });
}

// "1 of 4 GPUs FAIL software": how many GPUs carry the suite's verdict, in
// which tests.
void DcgmDiagRules::finishSuite(v1::SuiteResult &s)
{
    s.set_kind(v1::VALIDATION_SUITE_KIND_DCGM_DIAG);
    v1::ValidationVerdict verdict = v1::VALIDATION_VERDICT_UNSPECIFIED;
    int level = 0;
    for (const v1::TestResult &test : s.tests()) {
        verdict = VerdictRules::worst(verdict, test.verdict());
        level = std::max(level, test.level());
    }
    s.set_verdict(verdict);
    s.set_dcgm_level(level);

    std::set<int> gpus;
    std::set<int> hit;
    std::vector<std::string> names;
    for (const v1::TestResult &test : s.tests()) {
        for (const v1::EntityResult &entity : test.entities()) {
            if (entity.entity_kind() != v1::VALIDATION_ENTITY_KIND_GPU)
                continue;
            gpus.insert(entity.gpu_index());
            if (entity.verdict() == s.verdict())
                hit.insert(entity.gpu_index());
        }
        if (test.verdict() == s.verdict())
            names.push_back(test.name());
    }
    using sim::Phrase;
    const auto count = [](std::size_t n) { return Phrase::integer(static_cast<std::int64_t>(n)); };
    v1::LocalizedText line;
    if (s.verdict() == v1::VALIDATION_VERDICT_PASS) {
        line = Phrase::make("summary.dcgm_pass",
                            {count(gpus.size()), Phrase::text(Phrase::make("count.tests", {count(s.tests_size())}))});
    } else {
        // The test names as DCGM writes them; the words around them are phrases.
        std::string tests;
        for (std::size_t i = 0; i < names.size() && i < 3; ++i)
            tests += (i ? ", " : "") + names[i];
        v1::LocalizedText outcome = VerdictRules::phrase(s.verdict());
        if (!tests.empty()) {
            v1::LocalizedText which = names.size() > 3
                ? Phrase::make("summary.and_more", {Phrase::id(tests), count(names.size() - 3)})
                : Phrase::verbatim(tests);
            outcome =
                Phrase::make("summary.verdict_in", {Phrase::text(std::move(outcome)), Phrase::text(std::move(which))});
        }
        line = hit.empty() ? std::move(outcome)
                           : Phrase::make("summary.gpus_of",
                                          {count(hit.size()), count(gpus.size()), Phrase::text(std::move(outcome))});
        if (s.verdict() == v1::VALIDATION_VERDICT_TOOL_ERROR)
            line = Phrase::make("summary.tool_error", {Phrase::text(std::move(line))});
    }
    s.set_summary(line.english());
    *s.mutable_summary_text() = std::move(line);
}

v1::LocalizedText DcgmDiagRules::toolVersion(const std::string &version, const std::string &driver)
{
    using sim::Phrase;
    v1::TextParam shown = version.empty() ? Phrase::text(Phrase::make("tool.version_not_stated")) : Phrase::id(version);
    if (driver.empty())
        return Phrase::make("tool.dcgm", {std::move(shown)});
    return Phrase::make("tool.dcgm_driver", {std::move(shown), Phrase::id(driver)});
}

} // namespace rackops
