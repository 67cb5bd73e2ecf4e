#pragma once

#include "actionoutcome.h"
#include "validationrun.h"

namespace rackops {

// The answer to importing a tool artifact into a rack's runs.
struct ArtifactImportResult : ActionOutcome {
    QString rackId;
    ArtifactImportOutcome import; // the run made, or why the file was refused (callError: the call failed)
};

// The answer to starting a validation run on a rack.
struct ValidationStartResult : ActionOutcome {
    QString rackId;
    QString runId; // accepted: the run started
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ArtifactImportResult)
Q_DECLARE_METATYPE(rackops::ValidationStartResult)
