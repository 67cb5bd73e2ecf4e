// libFuzzer target: any bytes as a WatchFleetResponse from a (newer, buggy
// or hostile) backend, through the console's conversion to model values and
// the merging of snapshot chunks, as FleetWatcher does on its gRPC thread.
#include "protoconvert.h"

#include "rackops/v1/fleet.pb.h"

#include <climits>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > INT_MAX)
        return 0;
    rackops::v1::WatchFleetResponse message;
    if (!message.ParseFromArray(data, static_cast<int>(size)))
        return 0;
    rackops::FleetUpdate batch = rackops::ProtoConvert::fleetUpdate(message);
    batch.mergeFrom(rackops::ProtoConvert::fleetUpdate(message));
    for (const auto &rack : message.upserts())
        rackops::ProtoConvert::summary(rack);
    return 0;
}
