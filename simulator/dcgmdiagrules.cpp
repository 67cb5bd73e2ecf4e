#include "dcgmdiagrules.h"

#include "verdictrules.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <vector>

namespace rackops {

namespace {

constexpr int kErrorInternal = 44;        // DCGM_FR_INTERNAL
constexpr int kCategoryInternal = 16;     // DCGM_FR_EC_INTERNAL_OTHER

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
        {"software", 1},         {"pcie", 2},             {"memory", 2},
        {"gpu_memory", 2},       {"diagnostic", 3},       {"targeted_stress", 3},
        {"targeted_power", 3},   {"memory_bandwidth", 3}, {"nvbandwidth", 3},
        {"nccl_tests", 3},       {"sm_stress", 3},        {"memtest", 4},
        {"pulse_test", 4},       {"eud", 4},              {"context_create", 1},
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
    static constexpr std::string_view markers[] = {
        "internal error during the test", "child process", "plugin exited", "plugin crashed",
        "failed to launch", "exited unexpectedly", "terminated with signal"};
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
    std::string line;
    if (s.verdict() == v1::VALIDATION_VERDICT_PASS) {
        line = std::to_string(gpus.size()) + " of " + std::to_string(gpus.size()) + " GPUs PASS "
               + std::to_string(s.tests_size()) + (s.tests_size() == 1 ? " test" : " tests");
    } else {
        if (!hit.empty())
            line = std::to_string(hit.size()) + " of " + std::to_string(gpus.size()) + " GPUs ";
        line += VerdictRules::name(s.verdict());
        for (std::size_t i = 0; i < names.size() && i < 3; ++i)
            line += (i ? ", " : " ") + names[i];
        if (names.size() > 3)
            line += " and " + std::to_string(names.size() - 3) + " more";
        if (s.verdict() == v1::VALIDATION_VERDICT_TOOL_ERROR)
            line += " (the diagnostic failed, not the GPU)";
    }
    s.set_summary(line);
}

} // namespace rackops
