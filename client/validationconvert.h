#pragma once

#include "validationrun.h"

namespace rackops::v1 {
class ValidationRun;
class ImportArtifactResponse;
}

namespace rackops {

// ValidationService messages -> console value types. Unknown enum values
// from a newer backend become None/Unknown: never read as a pass.
class ValidationConvert {
public:
    static ValidationVerdict verdict(int value);
    static ValidationRunInfo run(const v1::ValidationRun &message, bool detailed);
    static ArtifactImportOutcome importOutcome(const v1::ImportArtifactResponse &message);
};

} // namespace rackops
