#pragma once

#include "rackops/v1/validation.pb.h"

#include <string>
#include <string_view>

namespace rackops {

// What the JSON and the plain-text readers of `dcgmi diag` share: run levels
// of tests, telling a tool failure from a hardware failure, and closing a
// suite (kind, verdict, level, summary).
class DcgmDiagRules {
public:
    // The DCGM run level (-r) that first includes a test, by its name in any
    // DCGM generation ("Memory Bandwidth" / "memory_bandwidth"); 0 if unknown.
    static int levelOf(const std::string &category, const std::string &name);
    // A failure the diagnostic reports about itself, not the GPU: DCGM_FR_INTERNAL
    // (error_id 44, "There was an internal error during the test"), error
    // category 16 (internal), or a plugin's child process that died.
    static bool isToolError(std::string_view message, int errorId = -1, int errorCategory = -1);
    // Kind, verdict (worst test), level (highest test) and the one-line summary.
    static void finishSuite(v1::SuiteResult &suite);
    // The suite's tool as a phrase: "DCGM 4.1.1, driver 550.54.15"; a version
    // the file does not state is said in words ("DCGM (version not stated)").
    static v1::LocalizedText toolVersion(const std::string &version, const std::string &driver);
};

} // namespace rackops
