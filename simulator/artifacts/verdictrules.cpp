#include "artifacts/verdictrules.h"

#include "phrase/phrase.h"

#include <cctype>

namespace rackops {

namespace {

int rank(v1::ValidationVerdict verdict)
{
    switch (verdict) {
    // Not evidence (not checked, not tested) outranks a warning: a warned row of a run
    // nobody checked does not make the run count.
    case v1::VALIDATION_VERDICT_FAIL: return 8;
    case v1::VALIDATION_VERDICT_TOOL_ERROR: return 7;
    case v1::VALIDATION_VERDICT_NOT_CHECKED: return 6;
    case v1::VALIDATION_VERDICT_NOT_TESTED: return 5;
    case v1::VALIDATION_VERDICT_WARN: return 4;
    case v1::VALIDATION_VERDICT_PASS: return 3;
    case v1::VALIDATION_VERDICT_NOT_RUN: return 2;
    case v1::VALIDATION_VERDICT_SKIP: return 1;
    default: return 0;
    }
}

} // namespace

v1::ValidationVerdict VerdictRules::worst(v1::ValidationVerdict a, v1::ValidationVerdict b)
{
    return rank(b) > rank(a) ? b : a;
}

std::optional<v1::ValidationVerdict> VerdictRules::fromStatus(std::string_view status)
{
    // Compare letters only, so "Not Run", "NOT_RUN" and "not-run" agree.
    std::string key;
    for (const char c : status) {
        if (std::isalpha(static_cast<unsigned char>(c)))
            key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        else if (!std::isspace(static_cast<unsigned char>(c)) && c != '_' && c != '-')
            return std::nullopt;
    }
    if (key == "pass" || key == "passed")
        return v1::VALIDATION_VERDICT_PASS;
    if (key == "fail" || key == "failed")
        return v1::VALIDATION_VERDICT_FAIL;
    if (key == "warn" || key == "warning")
        return v1::VALIDATION_VERDICT_WARN;
    if (key == "skip" || key == "skipped")
        return v1::VALIDATION_VERDICT_SKIP;
    if (key == "notrun")
        return v1::VALIDATION_VERDICT_NOT_RUN;
    return std::nullopt;
}

std::string VerdictRules::name(v1::ValidationVerdict verdict)
{
    switch (verdict) {
    case v1::VALIDATION_VERDICT_PASS: return "PASS";
    case v1::VALIDATION_VERDICT_WARN: return "WARN";
    case v1::VALIDATION_VERDICT_FAIL: return "FAIL";
    case v1::VALIDATION_VERDICT_SKIP: return "SKIP";
    case v1::VALIDATION_VERDICT_NOT_RUN: return "NOT_RUN";
    case v1::VALIDATION_VERDICT_TOOL_ERROR: return "TOOL_ERROR";
    case v1::VALIDATION_VERDICT_NOT_TESTED: return "NOT_TESTED";
    case v1::VALIDATION_VERDICT_NOT_CHECKED: return "NOT_CHECKED";
    default: return "UNSPECIFIED";
    }
}

v1::LocalizedText VerdictRules::phrase(v1::ValidationVerdict verdict)
{
    switch (verdict) {
    case v1::VALIDATION_VERDICT_PASS: return sim::Phrase::make("verdict.pass");
    case v1::VALIDATION_VERDICT_WARN: return sim::Phrase::make("verdict.warn");
    case v1::VALIDATION_VERDICT_FAIL: return sim::Phrase::make("verdict.fail");
    case v1::VALIDATION_VERDICT_SKIP: return sim::Phrase::make("verdict.skip");
    case v1::VALIDATION_VERDICT_NOT_RUN: return sim::Phrase::make("verdict.not_run");
    case v1::VALIDATION_VERDICT_TOOL_ERROR: return sim::Phrase::make("verdict.tool_error");
    case v1::VALIDATION_VERDICT_NOT_TESTED: return sim::Phrase::make("verdict.not_tested");
    case v1::VALIDATION_VERDICT_NOT_CHECKED: return sim::Phrase::make("verdict.not_checked");
    default: return sim::Phrase::make("verdict.unspecified");
    }
}

} // namespace rackops
