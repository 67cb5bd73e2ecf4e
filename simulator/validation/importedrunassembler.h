#pragma once

#include "validation/fleetmedians.h"

#include "rackops/v1/validation.pb.h"

#include <string>
#include <string_view>

namespace rackops {
struct ArtifactParseResult;
}

namespace rackops::sim {

// Turns a parsed tool artifact into an imported run: judged against the
// platform baselines like a simulated run, with where it came from.
class ImportedRunAssembler {
public:
    static rackops::v1::ValidationRun assemble(const ArtifactParseResult &parsed, std::string_view bytes,
                                               const std::string &fileName, const FleetMedians &medians);
};

} // namespace rackops::sim
