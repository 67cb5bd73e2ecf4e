// libFuzzer target: any bytes as a WatchFleetResponse, a ValidationRun or an
// ImportArtifactResponse from a (newer, buggy or hostile) backend, through the
// console's conversion to model values and the merging of snapshot chunks,
// as the client does on its gRPC thread.
#include "fleetconvert.h"
#include "validationconvert.h"

#include "rackops/v1/fleet.pb.h"
#include "rackops/v1/validation.pb.h"

#include <climits>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > INT_MAX)
        return 0;
    rackops::v1::ValidationRun run;
    if (run.ParseFromArray(data, static_cast<int>(size)))
        rackops::ValidationConvert::run(run, true);
    rackops::v1::ImportArtifactResponse imported;
    if (imported.ParseFromArray(data, static_cast<int>(size)))
        rackops::ValidationConvert::importOutcome(imported);
    rackops::v1::WatchFleetResponse message;
    if (!message.ParseFromArray(data, static_cast<int>(size)))
        return 0;
    rackops::FleetUpdate batch = rackops::FleetConvert::fleetUpdate(message);
    batch.mergeFrom(rackops::FleetConvert::fleetUpdate(message));
    for (const auto &rack : message.upserts())
        rackops::FleetConvert::summary(rack);
    return 0;
}
