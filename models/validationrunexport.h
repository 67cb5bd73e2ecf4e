#pragma once

#include "validationrun.h"

#include <QByteArray>

namespace rackops {

// A run as files for other tools: CSV (one line per GPU result and NCCL
// size, language-neutral numbers) and JSON (the whole run).
class ValidationRunExport {
public:
    static QByteArray toCsv(const ValidationRunInfo &run);
    static QByteArray toJson(const ValidationRunInfo &run);
};

} // namespace rackops
