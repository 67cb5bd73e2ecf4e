#pragma once

#include <QCoreApplication>
#include <QString>

namespace rackops {

// Result code of a validation test, suite or run. A verdict applies only to
// the checks that produced it.
// ToolError: the test tool itself failed (a DCGM plugin's internal error, an
// nccl-tests run whose ranks never met); nothing is known about the hardware.
// Unknown: a verdict a newer server sent that this console cannot name.
enum class ValidationVerdict : quint8 { None, Pass, Warn, Fail, Skip, NotRun, ToolError, Unknown };

class ValidationVerdicts
{
    Q_DECLARE_TR_FUNCTIONS(ValidationVerdicts)
public:
    static QString displayName(ValidationVerdict verdict);
    // Worse compares greater: Fail > ToolError > Unknown > Warn > Pass > NotRun > Skip > None.
    static int severityRank(ValidationVerdict verdict);
    static ValidationVerdict worst(ValidationVerdict a, ValidationVerdict b);
    static QString id(ValidationVerdict verdict);  // "pass", "warn", ... for exports
};

} // namespace rackops
