// libFuzzer target: any bytes as `dcgmi diag` output, JSON (-j) or the plain-text table.
#include "artifactinvariants.h"
#include "artifacts/dcgmdiagparser.h"
#include "artifacts/dcgmdiagtextparser.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    rackops::checkArtifactInvariants(rackops::DcgmDiagParser::parse(bytes), bytes);
    rackops::checkArtifactInvariants(rackops::DcgmDiagTextParser::parse(bytes), bytes);
    return 0;
}
