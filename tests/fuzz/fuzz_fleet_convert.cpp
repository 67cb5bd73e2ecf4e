// libFuzzer target: any bytes as a WatchFleetResponse, a ValidationRun or an
// ImportArtifactResponse from a (newer, buggy or hostile) backend, through the
// console's conversion to model values and the merging of snapshot chunks,
// as the client does on its gRPC thread. The fleet's bytes go through FleetWire
// as the stream reads them; what protobuf parses, FleetWire must read alike.
#include "fleetconvert.h"
#include "fleetwire.h"
#include "validationconvert.h"

#include "rackops/v1/fleet.pb.h"
#include "rackops/v1/validation.pb.h"

#include <climits>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

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
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    rackops::FleetStreamMessage read;
    std::string error;
    const bool wireRead = rackops::FleetWire::readMessage(bytes, &read, &error);
    if (wireRead)
        read.update.mergeFrom(rackops::FleetUpdate(read.update));
    rackops::v1::WatchFleetResponse message;
    if (!message.ParseFromArray(data, static_cast<int>(size)))
        return 0;
    // FleetWire reads more than protobuf parses (texts that are not UTF-8), never less.
    if (!wireRead || read.syncTotal != message.sync_total()
        || read.initialSyncComplete != message.initial_sync_complete())
        std::abort();
    rackops::FleetUpdate batch = rackops::FleetConvert::fleetUpdate(message);
    batch.mergeFrom(rackops::FleetConvert::fleetUpdate(message));
    for (const auto &rack : message.upserts())
        rackops::FleetConvert::summary(rack);
    return 0;
}
