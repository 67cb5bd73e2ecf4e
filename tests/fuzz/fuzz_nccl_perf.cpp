// libFuzzer target: any bytes as nccl-tests *_perf stdout, and
// through format detection.
#include "artifactinvariants.h"
#include "artifacts/ncclperfparser.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    rackops::checkArtifactInvariants(rackops::NcclPerfParser::parse(bytes), bytes);
    rackops::checkArtifactInvariants(rackops::ArtifactParser::parse(bytes), bytes);
    return 0;
}
