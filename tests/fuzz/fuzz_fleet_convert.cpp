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

#include <google/protobuf/stubs/logging.h>

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
    // What protobuf refuses FleetWire refuses too, except strings that are not UTF-8 (protobuf
    // logs those), which FleetWire reads with replacement characters; what it parses, FleetWire reads.
    static bool notUtf8 = false;
    notUtf8 = false;
    google::protobuf::SetLogHandler([](google::protobuf::LogLevel, const char *, int, const std::string &text) {
        notUtf8 = notUtf8 || text.find("invalid UTF-8") != std::string::npos;
    });
    rackops::v1::WatchFleetResponse message;
    if (!message.ParseFromArray(data, static_cast<int>(size))) {
        if (wireRead && !notUtf8)
            std::abort();
        return 0;
    }
    if (!wireRead || read.syncTotal != message.sync_total()
        || read.initialSyncComplete != message.initial_sync_complete())
        std::abort();
    rackops::FleetUpdate batch = rackops::FleetConvert::fleetUpdate(message);
    batch.mergeFrom(rackops::FleetConvert::fleetUpdate(message));
    for (const auto &rack : message.upserts())
        rackops::FleetConvert::summary(rack);
    return 0;
}
