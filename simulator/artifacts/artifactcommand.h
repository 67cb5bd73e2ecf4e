#pragma once

#include <QString>

#include <iosfwd>

namespace rackops {

// `rackops-sim --parse-artifact FILE [--format dcgm|nccl] [--collective NAME]`: parses a tool
// artifact headless and prints it as the run an import would store
// (rackops.v1.ValidationRun JSON) on `out`; errors and warnings go to `err`
// as "FILE:LINE: field: message". Returns the exit code: 0 imported (maybe
// with warnings), 2 refused or unusable arguments. An nccl-tests output whose
// collective is open is refused with the candidates and the --collective to add.
class ArtifactCommand {
public:
    static int run(const QString &fileName, const QString &format, std::ostream &out, std::ostream &err,
                   const QString &collective = {});
};

} // namespace rackops
