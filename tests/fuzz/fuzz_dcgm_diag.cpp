// libFuzzer target: any bytes as `dcgmi diag -j` output.
#include "artifactinvariants.h"
#include "dcgmdiagparser.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    rackops::checkArtifactInvariants(rackops::DcgmDiagParser::parse(bytes), bytes);
    return 0;
}
