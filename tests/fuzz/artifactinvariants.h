#pragma once

#include "artifacts/artifactparser.h"
#include "artifacts/verdictrules.h"

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace rackops {

// What must hold for any input, checked after every fuzz run: a result is
// either a suite or errors, never both; a suite's verdict is the worst of its
// parts; everything survives the wire (proto3 refuses invalid UTF-8 in
// strings, which would break ImportArtifact for the console); every problem
// and summary is a phrase with the English beside it.
inline void checkArtifactInvariants(const ArtifactParseResult &result, std::string_view bytes)
{
    const auto fail = [](const char *what) {
        std::fprintf(stderr, "artifact invariant broken: %s\n", what);
        std::abort();
    };
    if (result.ok() != (result.suite.has_value() && result.errors.empty()))
        fail("ok() disagrees with suite/errors");
    if (!result.ok() && (result.suite.has_value() || result.errors.empty()))
        fail("a refused file must have errors and no suite");
    if (result.detectedFormat.empty())
        fail("no detected format");
    // Every word for the operator is a phrase, so a German console says it in German.
    for (const auto *issues : {&result.errors, &result.warnings}) {
        for (const auto &issue : *issues) {
            if (issue.message_text().code().empty() || issue.message_text().english() != issue.message())
                fail("an issue that is no phrase");
        }
    }
    if (result.suite
        && (result.suite->summary_text().code().empty()
            || result.suite->summary_text().english() != result.suite->summary()))
        fail("a summary that is no phrase");
    if (result.suite) {
        v1::ValidationVerdict worst = v1::VALIDATION_VERDICT_UNSPECIFIED;
        for (const auto &test : result.suite->tests()) {
            v1::ValidationVerdict entities = v1::VALIDATION_VERDICT_UNSPECIFIED;
            for (const auto &entity : test.entities())
                entities = VerdictRules::worst(entities, entity.verdict());
            if (VerdictRules::worst(entities, test.verdict()) != test.verdict())
                fail("a test is better than one of its entities");
            worst = VerdictRules::worst(worst, test.verdict());
        }
        for (const auto &size : result.suite->nccl().sizes())
            worst = VerdictRules::worst(worst, size.verdict());
        if (VerdictRules::worst(worst, result.suite->verdict()) != result.suite->verdict())
            fail("the suite is better than one of its parts");
        if (result.suite->verdict() == v1::VALIDATION_VERDICT_UNSPECIFIED)
            fail("a suite without a verdict");
    }
    const v1::ImportArtifactResponse response = ArtifactParser::importResponse(result, bytes, "fuzz");
    if (response.has_run() != result.ok())
        fail("the response disagrees with the result");
    v1::ImportArtifactResponse back;
    if (!back.ParseFromString(response.SerializeAsString()))
        fail("the response does not survive the wire (invalid UTF-8?)");
}

} // namespace rackops
